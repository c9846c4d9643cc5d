// Studio's entry for the team graph (see studio/README.md): the graph itself, under its own name.
import { teamGraph as graph } from "../graphs/team.js";

export const teamGraph = graph;
