/**
 * town: a village of personas ticking together. Each tick places the events on the map, runs the cognition graph
 * of each persona that needs it, then a resolve step applies the personas' effects on each other in persona order
 * and moves everyone one tile. One graph step advances the clock by up to an hour of simulated time: inside it,
 * personas far from everyone run ahead of the others, so their model calls overlap instead of waiting tick by tick
 * (a fan-out per tick made every tick as slow as its slowest persona; see nodes/town/runAhead.ts).
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { advanceTown } from "../nodes/town/advanceTown.js";
import { openTown } from "../nodes/town/openTown.js";
import { startRun } from "../nodes/town/startRun.js";
import { DONE, NEXT_STEP, OPEN, STEP_LIMIT, TICK, routeClock, routeStart } from "../nodes/town/routes.js";
import { TownInput, TownState } from "../state/town.js";
import { RunContextSchema } from "../state/runContext.js";

export const townBuilder = new StateGraph({ stateSchema: TownState, input: TownInput }, RunContextSchema)
  .addNode("startRun", startRun)
  .addNode("openTown", openTown)
  .addNode("advanceTown", advanceTown)
  // A thread's first run reads the village; later runs (resume, next chunk, fork) continue from the checkpoint.
  .addEdge(START, "startRun")
  .addConditionalEdges("startRun", routeStart, { [OPEN]: "openTown", [TICK]: "advanceTown" })
  .addEdge("openTown", "advanceTown")
  // Each step ends at most TOWN_STEP_MINUTES later: progress (and, in Studio, a checkpoint) along a long run.
  .addConditionalEdges("advanceTown", routeClock, { [NEXT_STEP]: "advanceTown", [DONE]: END, [STEP_LIMIT]: END });

// The compiled graph carries a recursion limit that fits days of simulated time when invoked from code.
export const townGraph = townBuilder.compile().withConfig({ recursionLimit: 10_000 });
townGraph.name = "town";
