/**
 * Re-plans a window of a persona's day around an action inserted at now (a chat or a wait): the original plan is
 * cut at now, the action put there, and the model (replan_schedule) fills the rest of the window; a fill that does
 * not add up gives way to the original plan resumed (failSafeFill).
 */
import { formatHHMM } from "../../prompts/persona/planningText.js";
import { replanSchedulePrompt } from "../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry, Scratch } from "../../state/persona.js";
import { assembleReplan, failSafeFill, insertAtNow, nestUnderMain, replanWindow } from "../../state/replan.js";
import { fillDay, minutesIntoDay, scheduleIndexAt } from "../../state/schedule.js";
import type { PersonaRuntime } from "./runtime.js";

export async function replanAround(
  rt: PersonaRuntime,
  scratch: Pick<Scratch, "name" | "fDailySchedule" | "fDailyScheduleHourlyOrg">,
  now: string,
  activity: string,
  minutes: number,
): Promise<ScheduleEntry[]> {
  const schedule = fillDay(scratch.fDailySchedule, rt.t);
  const current = schedule[Math.min(scheduleIndexAt(schedule, minutesIntoDay(now)), schedule.length - 1)]?.[0] ?? "";
  const window = replanWindow(scratch.fDailyScheduleHourlyOrg, schedule, now, rt.t);
  const insertion = insertAtNow(schedule, now, window, [nestUnderMain(current, activity), minutes]);
  if (insertion.restMinutes <= 0) return assembleReplan(insertion, []);
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
  return assembleReplan(insertion, planned.slice(fixedEntries.length));
}
