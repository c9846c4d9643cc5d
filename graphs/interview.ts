/**
 * interview: a person asks a persona a question and it answers in character, from its memories (the question as the
 * focal point of a retrieval), its identity and its plan, naming the memories it drew on. Nothing changes unless the
 * answer is kept. A paused town interviews through its own `interviewTown` step; this graph interviews a persona given
 * as data (or the bundled example), from code or Studio.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { answerQuestion } from "../nodes/interview/answerQuestion.js";
import { keepAsMemory } from "../nodes/interview/keepAsMemory.js";
import { openInterview } from "../nodes/interview/openInterview.js";
import { KEEP, LEAVE, routeKeep } from "../nodes/interview/routes.js";
import { InterviewInput, InterviewOutput, InterviewState } from "../state/interview.js";
import { RunContextSchema } from "../state/runContext.js";

// The run context (model, seed, thresholds: interviewRetrievalTopK) is read by the nodes: see state/runContext.ts.
/**
 * The interview graph, uncompiled: a persona (as a town's state holds it) answers a question from its memories, and may
 * keep the answer as a thought.
 */
export const interviewBuilder = new StateGraph({ stateSchema: InterviewState, input: InterviewInput, output: InterviewOutput }, RunContextSchema)
  .addNode("openInterview", openInterview)
  .addNode("answerQuestion", answerQuestion)
  .addNode("keepAsMemory", keepAsMemory)
  .addEdge(START, "openInterview")
  .addEdge("openInterview", "answerQuestion")
  // Only a kept answer writes to the persona's memory.
  .addConditionalEdges("answerQuestion", routeKeep, { [KEEP]: "keepAsMemory", [LEAVE]: END })
  .addEdge("keepAsMemory", END);

/**
 * The interview graph, compiled (langgraph.json's `interview`); from an empty input it asks Larkspur's baker the first
 * bundled question.
 */
export const interviewGraph = interviewBuilder.compile();
interviewGraph.name = "interview";
