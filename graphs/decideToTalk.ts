/**
 * decideToTalk: one persona meets another and decides whether to start a conversation (seed 000).
 * The chat gates come first so the model is only asked when a conversation is possible at all.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { askToTalk } from "../nodes/decideToTalk/askToTalk.js";
import { chatGates } from "../nodes/decideToTalk/chatGates.js";
import { GATES_CLOSED, GATES_OPEN, routeChatGates } from "../nodes/decideToTalk/routeChatGates.js";
import { DecideToTalkInput, DecideToTalkOutput, DecideToTalkState } from "../state/decideToTalk.js";
import { RunContextSchema } from "../state/runContext.js";

// The run context (model, seed, threshold overrides) is read by the nodes: see state/runContext.ts.
/**
 * The decide-to-talk graph, uncompiled: the chat gates, then the `decide_to_talk` prompt when they are open. Compile it
 * with your own checkpointer.
 */
export const decideToTalkBuilder = new StateGraph({
  stateSchema: DecideToTalkState,
  input: DecideToTalkInput,
  output: DecideToTalkOutput,
}, RunContextSchema)
  .addNode("chatGates", chatGates)
  .addNode("askToTalk", askToTalk)
  .addEdge(START, "chatGates")
  // Asleep, 23:00 on, already chatting or inside the cooldown: the answer is "no" without a model call.
  .addConditionalEdges("chatGates", routeChatGates, { [GATES_OPEN]: "askToTalk", [GATES_CLOSED]: END })
  .addEdge("askToTalk", END);

/**
 * The decide-to-talk graph, compiled: whether an initiator starts a conversation with a target it meets (`{ talk,
 * closedBy, usage }`).
 */
export const decideToTalkGraph = decideToTalkBuilder.compile();
decideToTalkGraph.name = "decideToTalk";
