/**
 * town: a village of personas ticking together. Each tick places the events on the map, runs the cognition graph
 * of each persona that needs it, then a resolve step applies the personas' effects on each other in persona order
 * and moves everyone one tile. One graph step advances the clock by up to an hour of simulated time: inside it,
 * personas far from everyone run ahead of the others, so their model calls overlap instead of waiting tick by tick
 * (a fan-out per tick made every tick as slow as its slowest persona; see nodes/town/runAhead.ts). A person can
 * pause the run (at a time, after some ticks, on a conversation or a reflection), interview a persona, whisper to
 * one, and go on: LangGraph's interrupt and `Command({ resume })`.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { advanceTown } from "../nodes/town/advanceTown.js";
import { interviewTown } from "../nodes/town/interviewTown.js";
import { openTown } from "../nodes/town/openTown.js";
import { pauseTown } from "../nodes/town/pauseTown.js";
import { startRun } from "../nodes/town/startRun.js";
import { whisperTown } from "../nodes/town/whisperTown.js";
import {
  ASK_AGAIN,
  DONE,
  INTERVIEW,
  NEXT_STEP,
  OPEN,
  PAUSE,
  RESUMED,
  RESUMED_AT_END,
  routeClock,
  routePause,
  routeStart,
  STEP_LIMIT,
  TICK,
  WHISPER,
} from "../nodes/town/routes.js";
import { TownInput, TownState } from "../state/town.js";
import { RunContextSchema } from "../state/runContext.js";

/**
 * The town graph, uncompiled: a village's personas tick by tick on one map. Compile it with a checkpointer and a store
 * to resume, fork and pause it.
 */
export const townBuilder = new StateGraph({ stateSchema: TownState, input: TownInput }, RunContextSchema)
  .addNode("startRun", startRun)
  .addNode("openTown", openTown)
  .addNode("advanceTown", advanceTown)
  .addNode("pauseTown", pauseTown)
  .addNode("whisperTown", whisperTown)
  .addNode("interviewTown", interviewTown)
  // A thread's first run reads the village; later runs (resume, next chunk, fork) continue from the checkpoint.
  .addEdge(START, "startRun")
  .addConditionalEdges("startRun", routeStart, { [OPEN]: "openTown", [TICK]: "advanceTown" })
  .addEdge("openTown", "advanceTown")
  // Each step ends at most TOWN_STEP_MINUTES later: progress (and, in Studio, a checkpoint) along a long run. A step
  // that reaches a pause point ends there, and the run waits for a person.
  .addConditionalEdges("advanceTown", routeClock, { [NEXT_STEP]: "advanceTown", [DONE]: END, [STEP_LIMIT]: END, [PAUSE]: "pauseTown" })
  // The person's answer: go on, or act on the paused run and wait again (each its own step: the history shows it).
  .addConditionalEdges("pauseTown", routePause, {
    [RESUMED]: "advanceTown",
    [RESUMED_AT_END]: END,
    [WHISPER]: "whisperTown",
    [INTERVIEW]: "interviewTown",
    [ASK_AGAIN]: "pauseTown",
  })
  .addEdge("whisperTown", "pauseTown")
  .addEdge("interviewTown", "pauseTown");

// The compiled graph carries a recursion limit that fits days of simulated time when invoked from code.
/**
 * The town graph, compiled (langgraph.json's `town`), with a recursion limit for long runs; from an empty input, 10
 * minutes of Larkspur from 09:00.
 */
export const townGraph = townBuilder.compile().withConfig({ recursionLimit: 10_000 });
townGraph.name = "town";
