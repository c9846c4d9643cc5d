/**
 * pauseTown: the run waits for a person (LangGraph's `interrupt`): the interrupt shows why and when it paused, who is
 * doing what and the answer to the last command; the resume value (`Command({ resume })`) says what to do next. Going
 * on sets the next pause points; a whisper, an interview or a kept answer is carried out by its own node, and the run
 * pauses here again with the answer. A resume value that cannot be read pauses again with the reason, so a typo in
 * Studio never ends the run.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { TownStateType } from "../../state/town.js";
import { pausePointsOf, readCommand } from "../../state/townPause.js";
import { pauseView } from "./pausePoints.js";

export function pauseTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const paused = state.paused!;
  const command = readCommand(interrupt(pauseView(state)));
  if ("error" in command) return { paused: { ...paused, command: null, reply: { action: "error" as const, error: command.error } } };
  if (command.action !== "continue") return { paused: { ...paused, command, reply: null } };
  return {
    paused: null,
    pausePoints: command.pause ? pausePointsOf(command.pause, state.clock.tick) : state.pausePoints,
    // The resumed invocation has a recursion limit of its own (see routeClock).
    runFromStep: Number(config?.metadata?.langgraph_step ?? 0),
  };
}
