// Studio's entry for the experiment graph (see studio/README.md): the graph itself, under its own name.
import { experimentGraph as graph } from "../graphs/experiment.js";

export const experimentGraph = graph;
