/**
 * The persona graph's routers: pure functions of the state (and thresholds) behind its conditional edges. Each
 * edge label names the rule and its threshold, so the drawn graph reads like the rule.
 */
import type { Clock, PersonaTickStateType } from "../../state/personaTick.js";
import { actionFinished } from "../../state/replan.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { chatEndsThisTick } from "./reflect.js";

// Labels carry each rule's default value and its threshold's name (a run may override the value).
const T = DEFAULT_THRESHOLDS;
export const NEW_DAY = `new day, not the first: revise identity (${T.dailyRequirementMinItems}-${T.dailyRequirementMaxItems} items: dailyRequirementMinItems..MaxItems)`;
export const FIRST_DAY = `first day: plan a ${T.dayMinutes}-min day (dayMinutes), plan thoughts kept ${T.planExpirationDays} days (planExpirationDays)`;
export const ACTION_FINISHED =
  `action finished (now ≥ start + duration): decompose entries of ${T.decompositionThresholdMinutes} min or more (decompositionThresholdMinutes) into ${T.subtaskGranularityMinutes}-min subtasks (subtaskGranularityMinutes), not from ${T.lateHourCutoff}:00 (lateHourCutoff); day filled to ${T.dayMinutes} min (dayMinutes)`;
export const ACTION_ONGOING = "action ongoing";
export const CHAT = `chat: gates open (before ${T.lateHourCutoff}:00: lateHourCutoff; ${T.chatCooldownTicks}-tick cooldown spent: chatCooldownTicks), decide_to_talk yes`;
export const WAIT = "wait: same address, target busy, decide_to_react wait";
export const NO_REACTION = "no reaction";
export const REFLECT = "reflect: importanceTriggerCurr ≤ 0, or a chat ends";
export const ACT = "act";
export const TOWN_MOVES = "in a town: the town's resolve step moves everyone (movedByTown)";

type RouteState = Pick<PersonaTickStateType, "scratch"> & { clock: Pick<Clock, "time" | "tick"> };

/** After the new-day planning (or when no new day began): a new action only when the current one has ended. */
export function routeAction(state: RouteState): typeof ACTION_FINISHED | typeof ACTION_ONGOING {
  return actionFinished(state.scratch, state.clock.time) ? ACTION_FINISHED : ACTION_ONGOING;
}

/** After retrieval: a new day first re-plans the day (revising the identity unless it is the first day). */
export function routeNewDay(state: RouteState & Pick<PersonaTickStateType, "newDay">) {
  if (state.newDay === "new day") return NEW_DAY;
  if (state.newDay === "first day") return FIRST_DAY;
  return routeAction(state);
}

export function routeReaction(state: Pick<PersonaTickStateType, "reaction">) {
  if (state.reaction?.mode === "chat") return CHAT;
  if (state.reaction?.mode === "wait") return WAIT;
  return NO_REACTION;
}

/** The executor takes the step, unless the persona is in a town, whose resolve step moves everyone together. */
export function routeMove(state: Partial<Pick<PersonaTickStateType, "movedByTown">>): typeof ACT | typeof TOWN_MOVES {
  return state.movedByTown ? TOWN_MOVES : ACT;
}

/** Reflect when the trigger is spent or a chat ends within the coming tick (the clock's tick length). */
export function routeReflection(
  state: Pick<PersonaTickStateType, "scratch" | "clock"> & Partial<Pick<PersonaTickStateType, "movedByTown">>,
) {
  const { scratch, clock } = state;
  return scratch.importanceTriggerCurr <= 0 || chatEndsThisTick(scratch, clock.time, clock.secondsPerTick)
    ? REFLECT
    : routeMove(state);
}
