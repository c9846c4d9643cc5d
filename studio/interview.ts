// Studio's entry for the interview graph (see studio/README.md): the graph itself, under its own name.
import { interviewGraph as graph } from "../graphs/interview.js";

export const interviewGraph = graph;
