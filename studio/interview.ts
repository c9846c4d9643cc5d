// Studio's entry for the interview graph (see studio/README.md): graphs/interview.ts's graph, typed from state/interview.ts.
import type { InterviewInput, InterviewOutput, InterviewState } from "../state/interview.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const interviewGraph = (await graphOf("interview", "interviewGraph")) as StudioGraph<typeof InterviewState, typeof InterviewInput, typeof InterviewOutput>;
