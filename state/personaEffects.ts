/**
 * Applying what one persona's tick did to another (the caller's job: the persona graph never writes another
 * persona's state). A conversation started by someone else becomes this persona's current action.
 */
import type { Scratch } from "./persona.js";
import type { PersonaEffect } from "./personaTick.js";

export function applyEffect(scratch: Scratch, effect: PersonaEffect): Scratch {
  if (effect.persona !== scratch.name) {
    throw new Error(`Effect for ${effect.persona} applied to ${scratch.name}.`);
  }
  return {
    ...scratch,
    fDailySchedule: effect.schedule,
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
