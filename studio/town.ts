// Studio's entry for the town graph (see studio/README.md): graphs/town.ts's graph, typed from state/town.ts.
import type { TownInput, TownState } from "../state/town.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const townGraph = (await graphOf("town", "townGraph")) as StudioGraph<typeof TownState, typeof TownInput>;
