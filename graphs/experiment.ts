/**
 * experiment: measures a run the way the Generative Agents paper measured Smallville (§7): awareness of facts at
 * each time asked (information diffusion, each "yes" checked against memory), who knows whom at the first and last
 * time (relationship density), and who came to an event, who knew of it beforehand, and why those who knew stayed
 * away (coordination). It reads what the run wrote (its checkpoints' people and memories, the movement log's tiles)
 * and asks through the interview graph; it changes nothing. An empty input runs and measures the bundled example.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { askAbsences } from "../nodes/experiment/askAbsences.js";
import { askAcquaintances } from "../nodes/experiment/askAcquaintances.js";
import { askAwareness } from "../nodes/experiment/askAwareness.js";
import { countAttendance } from "../nodes/experiment/countAttendance.js";
import { openExperiment } from "../nodes/experiment/openExperiment.js";
import { ABSENCES, ACQUAINTANCES, NO_ABSENCES, NO_ACQUAINTANCES, routeAbsences, routeAcquaintances } from "../nodes/experiment/routes.js";
import { traceHearing } from "../nodes/experiment/traceHearing.js";
import { ExperimentInput, ExperimentOutput, ExperimentState } from "../state/experiment.js";
import { RunContextSchema } from "../state/runContext.js";

// The run context (model, seed, maxConcurrentCalls) is the measurement's own: its calls are counted apart from the run's.
export const experimentBuilder = new StateGraph({ stateSchema: ExperimentState, input: ExperimentInput, output: ExperimentOutput }, RunContextSchema)
  .addNode("openExperiment", openExperiment)
  .addNode("askAwareness", askAwareness)
  .addNode("traceHearing", traceHearing)
  .addNode("askAcquaintances", askAcquaintances)
  .addNode("countAttendance", countAttendance)
  .addNode("askAbsences", askAbsences)
  .addEdge(START, "openExperiment")
  .addEdge("openExperiment", "askAwareness")
  // Who heard from whom reads the memories of the people the answers were about.
  .addEdge("askAwareness", "traceHearing")
  .addConditionalEdges("traceHearing", routeAcquaintances, { [ACQUAINTANCES]: "askAcquaintances", [NO_ACQUAINTANCES]: "countAttendance" })
  .addEdge("askAcquaintances", "countAttendance")
  // Absences need both who knew beforehand (awareness) and who came (attendance).
  .addConditionalEdges("countAttendance", routeAbsences, { [ABSENCES]: "askAbsences", [NO_ABSENCES]: END })
  .addEdge("askAbsences", END);

export const experimentGraph = experimentBuilder.compile();
experimentGraph.name = "experiment";
