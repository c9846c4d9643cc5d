/**
 * Applying what one persona's tick did to another (the caller's job: the persona graph never writes another
 * persona's state). A conversation started by someone else becomes this persona's current action, and its schedule
 * is re-planned around the chat: the chat inserted at its start into the schedule as it is now, the rest of the
 * window as the initiator's tick planned it.
 */
import type { Scratch } from "./persona.js";
import type { PersonaEffect } from "./personaTick.js";
import { replanWith } from "./replan.js";
import type { Thresholds } from "./thresholds.js";

/**
 * Applies another persona's effect to a persona's short-term state (joining a conversation: the chat, the cooldown, the
 * schedule re-planned around it); an effect for someone else is an error.
 */
export function applyEffect(
  scratch: Scratch,
  effect: PersonaEffect,
  thresholds: Pick<Thresholds, "dayMinutes" | "replanWindowMinutes">,
): Scratch {
  if (effect.persona !== scratch.name) {
    throw new Error(`Effect for ${effect.persona} applied to ${scratch.name}.`);
  }
  return {
    ...scratch,
    fDailySchedule: replanWith(scratch, effect.startTime, effect.description, effect.durationMinutes, effect.replanFill, thresholds),
    actAddress: `<persona> ${effect.with}`,
    actStartTime: effect.startTime,
    actDuration: effect.durationMinutes,
    actDescription: effect.description,
    actPronunciatio: "💬",
    actEvent: effect.actEvent,
    actObjDescription: null,
    actObjPronunciatio: null,
    actObjEvent: [null, null, null],
    chattingWith: effect.with,
    chat: effect.transcript,
    chattingWithBuffer: { ...scratch.chattingWithBuffer, [effect.with]: effect.cooldownTicks },
    chattingEndTime: effect.endTime,
    actPathSet: false,
  };
}
