/**
 * town: a village of personas ticking together. Each tick places the events on the map, fans out one persona
 * cognition graph per persona that needs it (Send; each sees a read-only snapshot of the others), then one resolve
 * step applies the results and the personas' effects on each other in a fixed order, moves everyone and advances
 * the clock, until the requested time.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { dispatch } from "../nodes/town/dispatch.js";
import { openTown } from "../nodes/town/openTown.js";
import { startRun } from "../nodes/town/startRun.js";
import { resolve } from "../nodes/town/resolve.js";
import { DONE, NEXT_TICK, OPEN, QUIET_UNTIL_END, STEP_LIMIT, THINK, TICK, routeClock, routeDispatch, routeStart } from "../nodes/town/routes.js";
import { thinkPersona } from "../nodes/town/thinkPersona.js";
import { TownInput, TownState } from "../state/town.js";

export const townBuilder = new StateGraph({ stateSchema: TownState, input: TownInput })
  .addNode("startRun", startRun)
  .addNode("openTown", openTown)
  .addNode("dispatch", dispatch)
  .addNode("thinkPersona", thinkPersona)
  .addNode("resolve", resolve)
  // A thread's first run reads the village; later runs (resume, next chunk, fork) continue from the checkpoint.
  .addEdge(START, "startRun")
  .addConditionalEdges("startRun", routeStart, { [OPEN]: "openTown", [TICK]: "dispatch" })
  .addEdge("openTown", "dispatch")
  // Only personas that need cognition this tick get a graph run; quiet ticks are stepped inside dispatch.
  .addConditionalEdges("dispatch", routeDispatch, { [THINK]: "thinkPersona", [QUIET_UNTIL_END]: END })
  .addEdge("thinkPersona", "resolve")
  .addConditionalEdges("resolve", routeClock, { [NEXT_TICK]: "dispatch", [DONE]: END, [STEP_LIMIT]: END });

// A thinking tick takes three supersteps: runs pause cleanly near their recursion limit (see routeClock), and the
// compiled graph carries a limit that fits a day or more when invoked from code.
export const townGraph = townBuilder.compile().withConfig({ recursionLimit: 100_000 });
townGraph.name = "town";
