// Studio's entry for the decideToTalk graph (see studio/README.md): the graph itself, under its own name.
import { decideToTalkGraph as graph } from "../graphs/decideToTalk.js";

export const decideToTalkGraph = graph;
