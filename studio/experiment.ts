// Studio's entry for the experiment graph (see studio/README.md): graphs/experiment.ts's graph, typed from state/experiment.ts.
import type { ExperimentInput, ExperimentOutput, ExperimentState } from "../state/experiment.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const experimentGraph = (await graphOf("experiment", "experimentGraph")) as StudioGraph<typeof ExperimentState, typeof ExperimentInput, typeof ExperimentOutput>;
