// Studio's entry for the memoryBuilder graph (see studio/README.md): the graph itself, under its own name.
import { memoryBuilderGraph as graph } from "../graphs/memoryBuilder.js";

export const memoryBuilderGraph = graph;
