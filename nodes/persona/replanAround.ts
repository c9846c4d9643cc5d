/**
 * Re-plans a window of a persona's day around an action inserted at now (a chat or a wait): the original plan is
 * cut at now, the action put there, and the model (replan_schedule) fills the rest of the window; a fill that does
 * not add up gives way to the original plan resumed (failSafeFill). Returns the fill with the schedule, so the same
 * re-plan can be applied again to the persona's schedule as it is later in the tick (a chat partner's side).
 */
import { formatHHMM } from "../../prompts/persona/planningText.js";
import { replanSchedulePrompt } from "../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry, Scratch } from "../../state/persona.js";
import { assembleReplan, failSafeFill, insertionFor } from "../../state/replan.js";
import type { PersonaRuntime } from "./runtime.js";

export interface Replan {
  schedule: ScheduleEntry[];
  /** What the model planned after the inserted action, to the window's end (null: nothing to plan). */
  fill: ScheduleEntry[] | null;
}

export async function replanAround(
  rt: PersonaRuntime,
  scratch: Pick<Scratch, "name" | "fDailySchedule" | "fDailyScheduleHourlyOrg">,
  now: string,
  activity: string,
  minutes: number,
): Promise<Replan> {
  const insertion = insertionFor(scratch, now, activity, minutes, rt.t);
  if (insertion.restMinutes <= 0) return { schedule: assembleReplan(insertion, []), fill: null };
  const fixedEntries = [...insertion.lived, insertion.inserted];
  const planned = await rt.ask(replanSchedulePrompt, {
    name: scratch.name,
    windowStart: formatHHMM(insertion.window.startMinute),
    windowEnd: formatHHMM(Math.min(1440, insertion.window.endMinute)),
    originalEntries: [...insertion.lived, ...insertion.originalRest],
    fixedEntries,
    fallback: [...fixedEntries, ...failSafeFill(insertion)],
  });
  // The answer is the whole window, settled entries first: the rest is what the model planned.
  const fill = planned.slice(fixedEntries.length);
  return { schedule: assembleReplan(insertion, fill), fill };
}
