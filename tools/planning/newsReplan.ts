/**
 * News re-plans the rest of a day. A persona who learns something (a whisper; a conversation's note for planning)
 * asks replan_schedule for the rest of today with the news in the prompt: the current entry goes on to its end, the
 * model fits in what the news asks (a meeting the persona is to hold at 5pm, a party a friend invited it to) and keeps
 * the rest of the plan. Not in the original, which planned only at a new day and around a chat or a wait: there a
 * person told at 6am of her own meeting at 5pm kept to her morning's plan and stayed away. No re-plan from the
 * lateHourCutoff on (no new plans late at night, the original's rule), nor for a persona with no day planned yet, nor
 * when the run sets replanOnNews to 0 (the original's behaviour and model calls).
 */
import { replanSchedulePrompt } from "../../prompts/persona/replanSchedule.js";
import { formatHHMM } from "../../prompts/persona/planningText.js";
import type { PromptSpec } from "../../prompts/types.js";
import type { ScheduleEntry, Scratch } from "../../state/persona.js";
import { assembleReplan, failSafeFill, newsInsertion } from "../../state/replan.js";
import { hourOf } from "../../state/gameTime.js";
import type { Thresholds } from "../../state/thresholds.js";

/** Asks a prompt with the caller's model and settings (the persona runtime's `ask`, or a whisper's). */
export type AskPrompt = <I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw) => Promise<O>;

/**
 * The day's schedule re-planned from now with `statement` (what the persona has just learned, at `now`), or null
 * when the day is not re-planned (nothing planned yet, past the late-hour cut-off, or replanOnNews 0).
 */
export async function replanForNews(
  ask: AskPrompt,
  plan: Pick<Scratch, "name" | "fDailySchedule" | "fDailyScheduleHourlyOrg">,
  now: string,
  statement: string,
  thresholds: Pick<Thresholds, "dayMinutes" | "lateHourCutoff" | "replanOnNews">,
): Promise<ScheduleEntry[] | null> {
  if (thresholds.replanOnNews === 0 || plan.fDailySchedule.length === 0 || hourOf(now) >= thresholds.lateHourCutoff) return null;
  const insertion = newsInsertion(plan, now, thresholds);
  if (insertion.restMinutes <= 0) return null;
  const fixedEntries = [...insertion.lived, insertion.inserted];
  const planned = await ask(replanSchedulePrompt, {
    name: plan.name,
    windowStart: formatHHMM(insertion.window.startMinute),
    windowEnd: formatHHMM(Math.min(thresholds.dayMinutes, insertion.window.endMinute)),
    originalEntries: [...insertion.lived, ...insertion.originalRest],
    fixedEntries,
    fallback: [...fixedEntries, ...failSafeFill(insertion)],
    news: { statement, heardAt: now },
  });
  return assembleReplan(insertion, planned.slice(fixedEntries.length));
}
