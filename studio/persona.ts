// Studio's entry for the persona graph (see studio/README.md): the graph itself, under its own name.
import { personaGraph as graph } from "../graphs/persona.js";

export const personaGraph = graph;
