// Studio's entry for the town graph (see studio/README.md): the graph itself, under its own name.
import { townGraph as graph } from "../graphs/town.js";

export const townGraph = graph;
