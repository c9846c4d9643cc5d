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
import type { Ablation } from "../state/ablation.js";
import { ablatedStages, type NamedStage, type Stage } from "../nodes/persona/ablations.js";

// Studio runs a graph from an empty input: the default village's first persona fills in what the input leaves out.
const schemas = personaTickSchemas(defaultPersonaTick);

/** The stages of the persona graph, by name: each a node, replaceable when the graph is built. */
export const PERSONA_STAGES = {
  /** Sets the time (noting a new day), learns the places in view and stores the nearest new events in memory. */
  perceive,
  /** Recalls, for each perceived event, the persona's related events and thoughts (by keyword, no model call). */
  retrieve,
  /** On a new day after the first: revises the persona's status and today's plan requirement from its memories. */
  identityReviser,
  /** On any new day: the wake-up hour, the daily plan (first day) and the hourly schedule. */
  longTermPlanner,
  /** When the current action has ended: decomposes the schedule, picks the next action and grounds it on the map. */
  shortTermScheduler,
  /** Picks one perceived persona and decides to start a conversation with them, wait for them, or carry on. */
  eventReaction,
  /** Runs a whole conversation, summarises it and re-plans both schedules around it (the partner's as an effect). */
  converse,
  /** Waits on the spot until the other persona's action ends, with the schedule re-planned around the wait. */
  waitReact,
  /** Every tick: clears finished chats' fields and counts chat cooldowns down. */
  chatBookkeeping,
  /** When enough has happened: asks focal questions and stores insights as thoughts (and memos of a chat that ended). */
  reflect,
  /** Turns the current action's address into a path and takes one step along it (skipped in a town, which moves). */
  executor,
} satisfies Record<string, Stage>;
/**
 * The persona graph's stages by name, each a node function (or `{ name, node }`): what `buildPersonaGraph` lets you
 * replace.
 */
export type PersonaStages = Record<keyof typeof PERSONA_STAGES, Stage>;

/**
 * The persona graph with some stages replaced (Concordia-style swappable parts): `buildPersonaGraph({ reflect: myReflect })`
 * keeps the wiring and swaps one node. A stage given as `{ name, node }` takes that name in the graph (the ablations'
 * no-ops do, so the drawn graph says what is gone); a bare function keeps the stage's name.
 */
export function buildPersonaGraph(overrides: Partial<PersonaStages> = {}) {
  const stage = (key: keyof PersonaStages): NamedStage => {
    const given = overrides[key] ?? PERSONA_STAGES[key];
    return typeof given === "function" ? { name: key, node: given } : given;
  };
  const s = Object.fromEntries(Object.keys(PERSONA_STAGES).map((key) => [key, stage(key as keyof PersonaStages)])) as Record<keyof PersonaStages, NamedStage>;
  const id = (key: keyof PersonaStages) => s[key].name;
  // Node names are data here (a replaced stage may rename its node): the wiring is typed by name as a string.
  const builder = emptyWiring() as unknown as StateGraph<typeof schemas.state, any, any, string>;
  for (const key of Object.keys(s) as Array<keyof PersonaStages>) builder.addNode(id(key), s[key].node as never);
  builder
    .addEdge(START, id("perceive"))
    .addEdge(id("perceive"), id("retrieve"))
    // A new day re-plans before anything else; otherwise only a finished action asks for a new one.
    .addConditionalEdges(id("retrieve"), routeNewDay, {
      [NEW_DAY]: id("identityReviser"),
      [FIRST_DAY]: id("longTermPlanner"),
      [ACTION_FINISHED]: id("shortTermScheduler"),
      [ACTION_ONGOING]: id("eventReaction"),
    })
    .addEdge(id("identityReviser"), id("longTermPlanner"))
    .addConditionalEdges(id("longTermPlanner"), routeAction, {
      [ACTION_FINISHED]: id("shortTermScheduler"),
      [ACTION_ONGOING]: id("eventReaction"),
    })
    .addEdge(id("shortTermScheduler"), id("eventReaction"))
    // Reacting to someone perceived: talk, wait for the spot they hold, or carry on.
    .addConditionalEdges(id("eventReaction"), routeReaction, {
      [CHAT]: id("converse"),
      [WAIT]: id("waitReact"),
      [NO_REACTION]: id("chatBookkeeping"),
    })
    .addEdge(id("converse"), id("chatBookkeeping"))
    .addEdge(id("waitReact"), id("chatBookkeeping"))
    .addConditionalEdges(id("chatBookkeeping"), routeReflection, { [REFLECT]: id("reflect"), [ACT]: id("executor"), [TOWN_MOVES]: END })
    .addConditionalEdges(id("reflect"), routeMove, { [ACT]: id("executor"), [TOWN_MOVES]: END })
    .addEdge(id("executor"), END);
  // Typed as the graph's input, output and context declare it (what Studio's settings and schemas are read from).
  return builder as unknown as ReturnType<typeof emptyWiring>;
}

const emptyWiring = () => new StateGraph({ stateSchema: schemas.state, input: schemas.input, output: schemas.output }, RunContextSchema);

/**
 * The persona graph with every stage as shipped, uncompiled: one persona, one tick (perceive, retrieve, plan, react,
 * converse, reflect, act).
 */
export const personaBuilder = buildPersonaGraph();

/** The persona graph of a run with ablations (state/ablation.ts): each ablated stage replaced by its named no-op. */
export function personaBuilderFor(ablate: readonly Ablation[]) {
  return ablate.length ? buildPersonaGraph(ablatedStages(ablate)) : personaBuilder;
}

/**
 * The persona graph, compiled (langgraph.json's `persona`): one tick of one persona; from an empty input, the default
 * village's first persona.
 */
export const personaGraph = personaBuilder.compile();
personaGraph.name = "persona";
