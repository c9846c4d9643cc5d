/**
 * longTermPlanner (any new day): the wake-up hour (fail-safe 8), on the first day the broad daily plan, then the
 * hourly schedule under the diversity rule (up to hourlyScheduleDiversityTries tries while it has fewer than
 * hourlyScheduleMinDistinctActivities distinct activities), sleeping before wake-up, repeats merged, hours to
 * minutes. The hourly original is kept, and the plan is remembered as a thought ("This is <name>'s plan for
 * <date>: ...", poignancy planPoignancy, keyword "plan", expiring after planExpirationDays).
 *
 * One model call returns a whole day's hours (the original asked once per hour: about 18 calls a try).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { dailyPlanPrompt } from "../../prompts/persona/dailyPlan.js";
import { hourlySchedulePrompt } from "../../prompts/persona/hourlySchedule.js";
import { describeDate, identityOf } from "../../prompts/persona/identity.js";
import { wakeUpHourPrompt } from "../../prompts/persona/wakeUpHour.js";
import { addMinutes } from "../../state/gameTime.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { compressHourly, hourlyWithDiversityRetries } from "../../state/schedule.js";
import { personaRuntime, reused } from "./runtime.js";

/** The plan thought's text. */
export function planThought(name: string, date: string, items: readonly string[]): string {
  return `This is ${name}'s plan for ${date}: ${items.join(", ")}.`;
}

export async function longTermPlanner(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  let scratch = state.scratch;
  const identity = identityOf(scratch, now);
  // Economical cognition: the wake-up hour of the same habits, and the hours of the same day's requirement, are an
  // earlier day's (the date and the persona's news left out of what must match).
  const economical = rt.settings.cognition === "economical";
  const askWakeUp = () => rt.ask(wakeUpHourPrompt, { identity, failSafeHour: rt.t.wakeUpHourFailSafe });
  const wakeUpHour = economical ? await reused(rt, wakeUpHourPrompt.id, scratch.name, [scratch.lifestyle, rt.t.wakeUpHourFailSafe], askWakeUp) : await askWakeUp();
  if (state.newDay === "first day" || scratch.dailyReq.length === 0) {
    scratch = { ...scratch, dailyReq: await rt.ask(dailyPlanPrompt, { identity, wakeUpHour }) };
  }
  let previousActivities: string[] = [];
  const planHours = () => hourlyWithDiversityRetries(
    async () => {
      const hours = await rt.ask(hourlySchedulePrompt, {
        identity,
        wakeUpHour,
        dailyPlan: scratch.dailyReq,
        previousActivities,
      });
      previousActivities = hours.map((h) => h.activity);
      return previousActivities;
    },
    wakeUpHour,
    rt.t,
  );
  const hourly = economical ? await reused(rt, hourlySchedulePrompt.id, scratch.name, [wakeUpHour, scratch.dailyReq, scratch.lifestyle], planHours) : await planHours();
  const schedule = compressHourly(hourly);
  scratch = { ...scratch, fDailySchedule: schedule, fDailyScheduleHourlyOrg: schedule.map(([a, m]) => [a, m]) };

  const date = describeDate(now);
  const thought = planThought(scratch.name, date, scratch.dailyReq);
  await rt.stream.add({
    type: "thought",
    depth: 1,
    created: now,
    expiration: addMinutes(now, rt.t.planExpirationDays * 1440),
    subject: scratch.name,
    predicate: "plan",
    object: date,
    description: thought,
    embeddingKey: thought,
    poignancy: rt.t.planPoignancy,
    keywords: ["plan"],
    filling: null,
  });
  return { scratch, memory: rt.stream.cursor(), usage: rt.usage() };
}
