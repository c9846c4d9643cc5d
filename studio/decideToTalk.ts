// Studio's entry for the decideToTalk graph (see studio/README.md): graphs/decideToTalk.ts's graph, typed from state/decideToTalk.ts.
import type { DecideToTalkInput, DecideToTalkOutput, DecideToTalkState } from "../state/decideToTalk.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const decideToTalkGraph = (await graphOf("decideToTalk", "decideToTalkGraph")) as StudioGraph<typeof DecideToTalkState, typeof DecideToTalkInput, typeof DecideToTalkOutput>;
