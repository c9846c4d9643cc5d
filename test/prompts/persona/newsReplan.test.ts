/**
 * News re-plans the rest of a day (tools/planning/newsReplan.ts, replan_schedule with news), read by the prompt's own
 * parser from the simulated model's answer: an event the news names for later today goes in at its time and place for
 * its host; a guest told of it while at work then keeps to work; the rest of the day adds up; the prompt without
 * news reads as it did.
 */
import { describe, expect, it } from "vitest";
import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { runPrompt, type PromptLogger } from "../../../prompts/runner.js";
import type { PromptSpec } from "../../../prompts/types.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { DEFAULT_THRESHOLDS } from "../../../state/thresholds.js";
import { SimulatedChatModel } from "../../../tools/models/simulatedModel.js";
import { replanForNews } from "../../../tools/planning/newsReplan.js";

const quiet: PromptLogger = { warn: () => {} };
const ask = <I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw) =>
  runPrompt(prompt, inputs, { model: new SimulatedChatModel({ seed: 0 }), logger: quiet, maxAttempts: 1 }).then((run) => {
    expect(run.fellBack, `${prompt.id} fell back: ${run.problem}`).toBe(false);
    return run.value;
  });

/** A harbourmaster's day: sleep to 5, office to 12, lunch, office to 16, tidying to 18, dinner, evening, bed at 22. */
const day: ScheduleEntry[] = [
  ["sleeping", 300], ["working in the Harbour Office", 420], ["eating lunch", 60], ["working in the Harbour Office", 180],
  ["tidying up", 120], ["having dinner", 60], ["listening to music and unwinding", 180], ["sleeping", 120],
];
const plan = { name: "Ruth Pennock", fDailySchedule: day, fDailyScheduleHourlyOrg: day };

/** The entry at a minute of the day. */
const at = (schedule: readonly ScheduleEntry[], minute: number) => {
  let start = 0;
  for (const [activity, minutes] of schedule) {
    if (minute < start + minutes) return activity;
    start += minutes;
  }
  return undefined;
};

describe("news re-plans the rest of the day", () => {
  it("puts the event a host is told of at its time and place, and keeps the rest of the day", async () => {
    const news = "Ruth Pennock is holding a storm meeting at The Anchor Inn at 5pm today, because a storm is coming.";
    const schedule = (await replanForNews(ask, plan, "2025-06-02T06:00:00", news, DEFAULT_THRESHOLDS))!;
    expect(schedule.reduce((n, [, m]) => n + m, 0)).toBe(1440);
    expect(at(schedule, 17 * 60)).toBe("hosting the storm meeting at The Anchor Inn");
    expect(at(schedule, 18 * 60 + 59)).toBe("hosting the storm meeting at The Anchor Inn");
    // Before the news and after the meeting the day is as planned.
    expect(schedule.slice(0, 1)).toEqual([["sleeping", 300]]);
    expect(at(schedule, 10 * 60)).toBe("working in the Harbour Office");
    expect(at(schedule, 19 * 60 + 30)).toBe("listening to music and unwinding");
  });

  it("leaves a guest at work when the event starts during it", async () => {
    const news = `Ewan should keep in mind that Ruth mentioned: "I am holding a storm meeting at The Anchor Inn at 2pm today."`;
    const schedule = (await replanForNews(ask, { ...plan, name: "Ewan Pennock" }, "2025-06-02T09:00:00", news, DEFAULT_THRESHOLDS))!;
    expect(at(schedule, 14 * 60)).toBe("working in the Harbour Office");
  });

  it("keeps the original's behaviour (no re-plan, no model call) when the run sets replanOnNews to 0", async () => {
    let calls = 0;
    const counting: typeof ask = (prompt, inputs) => { calls++; return ask(prompt, inputs); };
    const news = "Ruth Pennock is holding a storm meeting at The Anchor Inn at 5pm today, because a storm is coming.";
    expect(await replanForNews(counting, plan, "2025-06-02T06:00:00", news, { ...DEFAULT_THRESHOLDS, replanOnNews: 0 })).toBeNull();
    expect(calls).toBe(0);
    expect(await replanForNews(counting, plan, "2025-06-02T06:00:00", news, DEFAULT_THRESHOLDS)).not.toBeNull();
    expect(calls).toBe(1);
  });

  it("re-plans nothing late at night, and shows the news in the prompt only when there is news", async () => {
    expect(await replanForNews(ask, plan, "2025-06-02T23:10:00", "Ruth Pennock is holding a party at The Anchor Inn at 11:30pm today.", DEFAULT_THRESHOLDS)).toBeNull();
    const inputs = { name: "Ruth Pennock", windowStart: "13:00", windowEnd: "14:00", originalEntries: [["working", 60]], fixedEntries: [["working (chatting)", 5]], fallback: [["working (chatting)", 5], ["working", 55]] };
    const plain = replanSchedulePrompt.variables(replanSchedulePrompt.inputSchema.parse(inputs));
    expect(plain.news).toBe("");
    const told = replanSchedulePrompt.variables(replanSchedulePrompt.inputSchema.parse({ ...inputs, news: { statement: "Ruth Pennock is holding a storm meeting.", heardAt: "2025-06-02T13:00:00" } }));
    expect(told.news).toContain("has just learned this: Ruth Pennock is holding a storm meeting.");
  });
});

describe("whether a guest goes to an event is one draw per person, event and day", () => {
  const PEOPLE = ["Ewan Pennock", "Benedikt Sauer", "Sol Amadi", "Morwen Tregarthen", "Jory Nance", "Kit Lowry", "Pip Hale", "Agnes Rowe", "Tamsin Bray", "Orrin Vell", "Cass Penhale", "Dora Quick"];
  const invite = (teller: string) => `${teller} said: "I am holding a storm meeting at The Anchor Inn at 5pm today."`;
  const askWith = (seed: number) => <I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw) =>
    runPrompt(prompt, inputs, { model: new SimulatedChatModel({ seed }), logger: quiet, maxAttempts: 1 }).then((run) => run.value);
  /** Whether `name`, told at `now` with `news`, re-plans to be at the meeting at 17:00 (tidying up then: free). */
  const replansToGo = async (seed: number, name: string, now: string, news: string, schedule = day) => {
    const replanned = (await replanForNews(askWith(seed), { ...plan, name, fDailySchedule: schedule, fDailyScheduleHourlyOrg: schedule }, now, news, DEFAULT_THRESHOLDS))!;
    return at(replanned, 17 * 60) === "attending the storm meeting at The Anchor Inn";
  };

  it("does not move with when the news came, who told it, or the rest of the day", async () => {
    // The same day with a longer lunch: other entries, other resume point, other request.
    const longLunch: ScheduleEntry[] = [["sleeping", 300], ["working in the Harbour Office", 390], ["eating lunch", 90], ...day.slice(3)];
    const decisions: boolean[] = [];
    for (const name of PEOPLE) {
      const first = await replansToGo(0, name, "2025-06-02T09:00:00", `${name.split(" ")[0]} should keep in mind that ${invite("Ruth")}`);
      expect(await replansToGo(0, name, "2025-06-02T13:10:00", `${name.split(" ")[0]} heard it from Kit: ${invite("Ruth Pennock")}`), name).toBe(first);
      expect(await replansToGo(0, name, "2025-06-02T09:40:00", invite("Ruth"), longLunch), name).toBe(first);
      decisions.push(first);
    }
    // Most go, not everyone: the draw is still a draw per person.
    expect(decisions.filter(Boolean).length).toBeGreaterThan(PEOPLE.length / 2);
    expect(decisions).toContain(false);
  });

  it("differs across seeds, and the morning's plan decides as a re-plan with the news does", async () => {
    const seeds = [0, 1, 2, 3, 4, 5, 6, 7];
    const bySeed = await Promise.all(seeds.map((seed) => replansToGo(seed, "Sol Amadi", "2025-06-02T09:00:00", invite("Ruth"))));
    expect(new Set(bySeed).size).toBe(2);
    for (const name of PEOPLE.slice(0, 6)) {
      const identity = {
        name, firstName: name.split(" ")[0]!, age: 40, innate: "steady, kind", learned: `${name} mends nets on the quay.`,
        currently: `${name.split(" ")[0]} heard Ruth Pennock at breakfast. ${invite("Ruth")}`,
        lifestyle: "goes to bed around 10pm, wakes up around 6am", dailyPlanReq: `${name} mends nets on the quay in the morning.`,
        currTime: "2025-06-02T00:00:00",
      };
      const items = await askWith(3)(dailyPlanPrompt, { identity, wakeUpHour: 6 });
      const planned = items.some((item) => /^attend the storm meeting at The Anchor Inn\b/.test(item));
      expect(await replansToGo(3, name, "2025-06-02T09:00:00", invite("Ruth")), name).toBe(planned);
    }
  });
});
