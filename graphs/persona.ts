/**
 * persona: one generative agent, one tick (Smallville's perceive -> retrieve -> plan -> reflect -> execute), every
 * planning stage a node and every rule a named threshold on an edge.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { chatBookkeeping } from "../nodes/persona/chatBookkeeping.js";
import { converse } from "../nodes/persona/converse.js";
import { eventReaction } from "../nodes/persona/eventReaction.js";
import { executor } from "../nodes/persona/executor.js";
import { identityReviser } from "../nodes/persona/identityReviser.js";
import { longTermPlanner } from "../nodes/persona/longTermPlanner.js";
import { perceive } from "../nodes/persona/perceive.js";
import { reflect } from "../nodes/persona/reflect.js";
import { retrieve } from "../nodes/persona/retrieve.js";
import {
  ACT,
  ACTION_FINISHED,
  ACTION_ONGOING,
  CHAT,
  FIRST_DAY,
  NEW_DAY,
  NO_REACTION,
  REFLECT,
  TOWN_MOVES,
  WAIT,
  routeAction,
  routeNewDay,
  routeReaction,
  routeMove,
  routeReflection,
} from "../nodes/persona/routes.js";
import { shortTermScheduler } from "../nodes/persona/shortTermScheduler.js";
import { waitReact } from "../nodes/persona/waitReact.js";
import { personaTickSchemas } from "../state/personaTick.js";
import { defaultPersonaTick } from "../villages/defaultInputs.js";
import { RunContextSchema } from "../state/runContext.js";

// Studio runs a graph from an empty input: the default village's first persona fills in what the input leaves out.
const schemas = personaTickSchemas(defaultPersonaTick);

export const personaBuilder = new StateGraph({
  stateSchema: schemas.state,
  input: schemas.input,
  output: schemas.output,
}, RunContextSchema)
  .addNode("perceive", perceive)
  .addNode("retrieve", retrieve)
  .addNode("identityReviser", identityReviser)
  .addNode("longTermPlanner", longTermPlanner)
  .addNode("shortTermScheduler", shortTermScheduler)
  .addNode("eventReaction", eventReaction)
  .addNode("converse", converse)
  .addNode("waitReact", waitReact)
  .addNode("chatBookkeeping", chatBookkeeping)
  .addNode("reflect", reflect)
  .addNode("executor", executor)
  .addEdge(START, "perceive")
  .addEdge("perceive", "retrieve")
  // A new day re-plans before anything else; otherwise only a finished action asks for a new one.
  .addConditionalEdges("retrieve", routeNewDay, {
    [NEW_DAY]: "identityReviser",
    [FIRST_DAY]: "longTermPlanner",
    [ACTION_FINISHED]: "shortTermScheduler",
    [ACTION_ONGOING]: "eventReaction",
  })
  .addEdge("identityReviser", "longTermPlanner")
  .addConditionalEdges("longTermPlanner", routeAction, {
    [ACTION_FINISHED]: "shortTermScheduler",
    [ACTION_ONGOING]: "eventReaction",
  })
  .addEdge("shortTermScheduler", "eventReaction")
  // Reacting to someone perceived: talk, wait for the spot they hold, or carry on.
  .addConditionalEdges("eventReaction", routeReaction, {
    [CHAT]: "converse",
    [WAIT]: "waitReact",
    [NO_REACTION]: "chatBookkeeping",
  })
  .addEdge("converse", "chatBookkeeping")
  .addEdge("waitReact", "chatBookkeeping")
  .addConditionalEdges("chatBookkeeping", routeReflection, { [REFLECT]: "reflect", [ACT]: "executor", [TOWN_MOVES]: END })
  .addConditionalEdges("reflect", routeMove, { [ACT]: "executor", [TOWN_MOVES]: END })
  .addEdge("executor", END);

export const personaGraph = personaBuilder.compile();
personaGraph.name = "persona";
