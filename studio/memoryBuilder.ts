// Studio's entry for the memoryBuilder graph (see studio/README.md): graphs/memoryBuilder.ts's graph, typed from state/memoryBuilder.ts.
import type { MemoryBuilderInput, MemoryBuilderOutput, MemoryBuilderState } from "../state/memoryBuilder.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const memoryBuilderGraph = (await graphOf("memoryBuilder", "memoryBuilderGraph")) as StudioGraph<typeof MemoryBuilderState, typeof MemoryBuilderInput, typeof MemoryBuilderOutput>;
