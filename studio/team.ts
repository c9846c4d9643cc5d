// Studio's entry for the team graph (see studio/README.md): graphs/team.ts's graph, typed from state/teamGraph.ts.
import type { TeamInput, TeamOutput, TeamState } from "../state/teamGraph.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const teamGraph = (await graphOf("team", "teamGraph")) as StudioGraph<typeof TeamState, typeof TeamInput, typeof TeamOutput>;
