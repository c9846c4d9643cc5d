/**
 * team: an environment of MetaGPT-style roles (seed 004). The idea is published; then, round after round, every
 * role that is not idle runs its role graph (concurrently, each on the round's starting state), and what they
 * publish is routed by address into the others' buffers and the environment's history, until every role is idle
 * or the rounds are spent.
 *
 * Roles here are data, so this graph runs in Studio and checkpoints whole rounds. Live `Role` objects (their own
 * model, memory object and overrides) are run by `Environment.run` instead, by the same rules (see
 * drivers/roles/environment.ts); the two give the same run on the same team.
 */
import { END, START, StateGraph } from "@langchain/langgraph";
import { deliver } from "../nodes/team/deliver.js";
import { prepareTeam } from "../nodes/team/prepareTeam.js";
import { RUN_ROLES, TEAM_DONE, routeRound } from "../nodes/team/routes.js";
import { runRole } from "../nodes/team/runRole.js";
import { TeamInput, TeamOutput, TeamState } from "../state/teamGraph.js";
import { RunContextSchema } from "../state/runContext.js";

/**
 * The team graph, uncompiled: rounds in which every role that is not idle runs (in parallel, by `Send`) and its
 * messages are delivered.
 */
export const teamBuilder = new StateGraph({ stateSchema: TeamState, input: TeamInput, output: TeamOutput }, RunContextSchema)
  .addNode("prepareTeam", prepareTeam)
  .addNode("runRole", runRole)
  .addNode("deliver", deliver)
  .addEdge(START, "prepareTeam")
  .addConditionalEdges("prepareTeam", routeRound, { [RUN_ROLES]: "runRole", [TEAM_DONE]: END })
  .addEdge("runRole", "deliver")
  .addConditionalEdges("deliver", routeRound, { [RUN_ROLES]: "runRole", [TEAM_DONE]: END });

// Long loops and many rounds take many steps: a generous default bound (a run's own recursionLimit still wins).
/** The team graph, compiled (langgraph.json's `team`); from an empty input, a writer and a reviewer for 3 rounds. */
export const teamGraph = teamBuilder.compile().withConfig({ recursionLimit: 1000 });
teamGraph.name = "team";
