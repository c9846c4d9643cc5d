/**
 * memoryBuilder: dialogue rows from the `line` table -> the chat messages one character's model sees (seed 003).
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { buildMessages } from "../nodes/memory/buildMessages.js";
import { ALL_LINES, FROM_LAST_MESSAGE, routeHistory } from "../nodes/memory/routeHistory.js";
import { selectHistory } from "../nodes/memory/selectHistory.js";
import { MemoryBuilderInput, MemoryBuilderOutput, MemoryBuilderState } from "../state/memoryBuilder.js";
import { RunContextSchema } from "../state/runContext.js";

export const memoryBuilderBuilder = new StateGraph({
  stateSchema: MemoryBuilderState,
  input: MemoryBuilderInput,
  output: MemoryBuilderOutput,
}, RunContextSchema)
  .addNode("selectHistory", selectHistory)
  .addNode("buildMessages", buildMessages)
  // A save's rows form a tree (branches of a dialogue); its last message picks the branch to remember.
  .addConditionalEdges(START, routeHistory, { [FROM_LAST_MESSAGE]: "selectHistory", [ALL_LINES]: "buildMessages" })
  .addEdge("selectHistory", "buildMessages")
  .addEdge("buildMessages", END);

export const memoryBuilderGraph = memoryBuilderBuilder.compile();
memoryBuilderGraph.name = "memoryBuilder";
