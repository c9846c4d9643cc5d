/**
 * daily_plan: the first day's plan in broad strokes, one timed item per entry (plan.py generate_first_daily_plan).
 *
 * Kept from the original: the inputs (identity, lifestyle, today's date, first name, wake-up time), item 1 fixed as
 * "wake up and complete the morning routine at <wake>" and put first by the code, temperature 1, 500 max tokens,
 * a fixed fail-safe day. Changed: every item of the list is kept (the original dropped the last item, and every
 * item numbered 10 or more), the list may be written one item a line or inline, with markdown, bullets, a time
 * first ("**7:00 AM** - Open the bakery" becomes "open the bakery at 7:00 am") or as JSON, and the fail-safe day starts
 * at the persona's wake-up hour instead of a fixed 6:00 am.
 */
import { z } from "zod/v4";
import type { KeyedRandom, PromptSpec } from "../types.js";
import { loopingItem } from "../answerText.js";
import { describeDate, describeIdentity, IdentitySchema, type Identity } from "./identity.js";
import { eventsToday, isEventActivity, type PlannedEvent } from "./plannedEvents.js";
import {
  baseVerb,
  escapeRegExp,
  formatHour,
  lifestyleBedHour,
  lifestyleMealHour,
  pick,
  planItemsOf,
  readPlanItems,
  splitItemTimes,
  timedItem,
} from "./planningText.js";
import { TEXTS } from "../failSafeValues.js";

export const DailyPlanInputSchema = z.object({
  identity: IdentitySchema,
  wakeUpHour: z.number().int().min(0).max(23),
});
export type DailyPlanInput = z.input<typeof DailyPlanInputSchema>;

/** The first item of every plan: "wake up and complete the morning routine at 6:00 am". */
export function wakeUpItem(wakeUpHour: number): string {
  return `wake up and complete the morning routine at ${formatHour(wakeUpHour)}`;
}

const template = `{identity}

{firstName}'s habits: {lifestyle}

Today is {date}. Write {firstName}'s plan for today in broad strokes: a numbered list in time order, where every item says what {firstName} does and when (for example "have lunch at 12:00 pm" or "paint from 2:00 pm to 5:00 pm").
Begin with the item below and go on from item 2, one item a line:
1) {wakeUpItem}`;

const WAKE_ITEM = /^(?:wake|waking|woke|get up|getting up)\b/i;

/** The plan items of an answer, with the wake-up item first (the model's own version of item 1 is replaced). */
export function parseDailyPlan(raw: string, wakeUpHour: number): string[] {
  return withWakeUpItem(readPlanItems(raw), wakeUpHour);
}

function withWakeUpItem(answerItems: readonly string[], wakeUpHour: number): string[] {
  const items = [...answerItems];
  if (items.length > 0 && WAKE_ITEM.test(items[0]!)) items.shift();
  if (items.length === 0) throw new Error("no numbered plan items in the answer");
  return [wakeUpItem(wakeUpHour), ...items];
}

/** The structured answer: {"plan": ["open the bakery at 7:00 am", ...]}. */
const DailyPlanSchema = z.object({
  plan: z.array(z.string()).describe("today's plan in time order, each item saying what and when, e.g. \"have lunch at 12:00 pm\""),
});

/** A plain day starting at the wake-up hour (the fail-safe; the original used 7 fixed items from 6:00 am). */
export function fixedDayPlan(wakeUpHour: number): string[] {
  const w = wakeUpHour * 60;
  const later: Array<[number, string, number?]> = [
    [w + 60, "eat breakfast"],
    [Math.max(w + 120, 540), "take care of the day's main tasks", 720],
    [720, "have lunch"],
    [780, "get back to the day's tasks", 1020],
    [1080, "have dinner"],
    [1140, "relax at home and read a book", 1320],
    [1380, "go to bed"],
  ];
  const items = later
    .filter(([start, , end]) => start > w && start < 1440 && (end === undefined || end > start))
    .map(([start, text, end]) => timedItem(text, start, end));
  return [wakeUpItem(wakeUpHour), ...items];
}

// --- the simulated answer --------------------------------------------------------------------------------------

interface DraftItem {
  start: number;
  end: number | null;
  text: string;
  /** A commitment of the usual day (work, a class, an appointment) rather than a meal or a pastime. */
  fixed?: boolean;
}

const MEAL = /\b(?:eat|eats|lunch|dinner|breakfast|meal)\b/i;
/** What a usual day fixes: work, teaching, classes, appointments (not a meal, a walk or an evening in). */
const COMMITMENT = /\b(?:work|works|working|shift|job|office|counter|serv(?:e|es|ing)|customers?|open|opens|close|closes|teach|teaches|teaching|class(?:es)?|lecture|exam|appointment|meeting|interview|deliver|delivers|sort|sorts)\b/i;
/**
 * Of the people who know of an event today and have nothing fixed then, the share who plan to go (seeded per
 * person and day): most do, some make no plan of it, as with any invitation.
 */
export const EVENT_GOING_SHARE = 0.75;

/**
 * Whether `person`, free when someone else's event starts, plans to go: one draw keyed by the person, the event (its
 * place and start, as plannedEvents tells one event from another) and the day. The morning's plan and a re-plan at
 * noon decide alike, and what else the day holds or was said does not move it. `day` is a game time of that day.
 */
export function goesToEvent(keyed: KeyedRandom, person: string, event: PlannedEvent, day: string): boolean {
  const key = ["going", person, event.place.toLowerCase(), event.start, day.slice(0, 10)].join("\u0000");
  return keyed(key)() < EVENT_GOING_SHARE;
}

/** The keyed source a prompt's `simulate` was given, or else (called by hand, without one) its request's own draws. */
export const keyedOr = (keyed: KeyedRandom | undefined, random: () => number): KeyedRandom => keyed ?? (() => random);

/** Whether a plan item or an activity is a commitment of the usual day (work, a class), not a meal. */
export function isCommitment(text: string): boolean {
  return COMMITMENT.test(text) && !MEAL.test(text);
}

/** The clauses of a plan requirement as plan items: "Isabella opens the cafe at 8am, and works ..." -> "open the cafe". */
export function requirementClauses(identity: Identity): Array<{ text: string; start: number | null; end: number | null }> {
  const subject = new RegExp(
    `^(?:and\\s+|then\\s+|at which point\\s+)*(?:${escapeRegExp(identity.name)}|${escapeRegExp(identity.firstName)}|he|she|they)\\s+`,
    "i",
  );
  return identity.dailyPlanReq
    .split(/[.;!?](?:\s+|$)|,\s*|\s+and\s+(?=[a-z]+s\b)/)
    .map((piece) => piece.trim().replace(/^(?:\d+[.)]\s*)/, "").replace(subject, "").replace(/^(?:and|then)\s+/i, ""))
    .filter((piece) => piece.length > 0)
    .flatMap((piece) => {
      const m = /^([a-z]+)(\b.*)$/s.exec(piece);
      if (!m) return [];
      const verb = m[1]!;
      // Keep clauses led by a verb: a third-person form ("opens") or a base form already (numbered requirements).
      if (!/[^s]s$/.test(verb) && !/^(?:go|eat|work|open|close|have|spend|study|read|write|take|make|visit|meet|attend|run|walk|cook|stream|play|paint|teach|wake|relax|watch|do)$/.test(verb)) return [];
      const { text, times } = splitItemTimes(`${baseVerb(verb)}${m[2]}`);
      let start = times.start;
      const parts: Array<[RegExp, number]> = [
        [/\s*\b(?:early )?in the morning\b/i, 480],
        [/\s*\bin the afternoon\b/i, 840],
        [/\s*\bin the evening\b/i, 1140],
        [/\s*\bat night\b/i, 1260],
      ];
      let clean = text.replace(/\b(?:his|her|their) days\b/i, "the day");
      // "spends his evenings preparing the poetry night" is a habit; today's item is this evening's: "spend the evening
      // preparing for the poetry night".
      const habit = /^spend (?:his|her|their|the) (morning|afternoon|evening|night)s\s+(?=\w+ing\b)/i.exec(clean);
      if (habit) {
        const period = habit[1]!.toLowerCase() === "night" ? "evening" : habit[1]!.toLowerCase();
        clean = `spend the ${period} ${clean.slice(habit[0].length).replace(/^preparing (?!for\b)(?=(?:the|a|an|my|his|her)\b)/i, "preparing for ")}`;
        start ??= { morning: 480, afternoon: 840, evening: 1200 }[period]!; // the evening's item after dinner
      }
      // "does the accounts at its counter" of "opens the chandlery ... and does ...": the thing "its" stood for is in
      // another item, so the item says "the".
      clean = clean.replace(/\bits\b/g, "the");
      for (const [re, at] of parts) {
        if (!re.test(clean)) continue;
        clean = clean.replace(re, "").trim();
        start ??= at;
      }
      return clean ? [{ text: clean, start, end: times.end }] : [];
    });
}

/** A plausible first-day plan from the identity: requirement clauses, meals and an evening, with times. */
export function simulatedPlanItems(identity: Identity, wakeUpHour: number, random: () => number, keyed: KeyedRandom = () => random): string[] {
  const wake = wakeUpHour * 60;
  const bedHour = lifestyleBedHour(identity.lifestyle);
  const bed = bedHour !== null ? (bedHour > wakeUpHour ? bedHour * 60 : null) : pick([1320, 1380], random);
  const dinner = (lifestyleMealHour(identity.lifestyle, "dinner") ?? pick([18, 19], random)) * 60;
  const drafts: DraftItem[] = [];
  if (wake <= 600) drafts.push({ start: wake + 60, end: null, text: pick(["eat breakfast", "have breakfast", "make a quick breakfast"], random) });

  const free = [Math.max(wake + 120, 540), 840, 960, 1200].filter((t) => t > wake);
  let previousEnd: number | null = null;
  let previousStart = wake + 60;
  for (const clause of requirementClauses(identity)) {
    // The wake-up and bed-time items are added from the wake-up hour and the lifestyle; an event of an earlier day
    // (kept in the usual plan the identity reviser wrote) is not today's: today's come from the status below.
    if (WAKE_ITEM.test(clause.text) || /^go to (?:bed|sleep)\b/i.test(clause.text) || isEventActivity(clause.text)) continue;
    let start: number | null = clause.start;
    if (start === null && MEAL.test(clause.text)) start = 720;
    if (start === null && previousEnd !== null) start = previousEnd;
    if (start === null && clause.end !== null) start = Math.max(previousStart + 60, wake + 60);
    if (start === null) start = free.shift() ?? previousStart + 60;
    if (start <= wake) start = wake + 60;
    const end: number | null = clause.end !== null && clause.end > start ? clause.end : null;
    drafts.push({ start, end, text: clause.text, fixed: isCommitment(clause.text) });
    previousStart = start;
    previousEnd = end;
  }

  const near = (t: number) => drafts.some((d) => MEAL.test(d.text) && Math.abs(d.start - t) <= 90);
  if (720 > wake + 60 && !near(720)) drafts.push({ start: 720, end: null, text: pick(["have lunch", "grab lunch", "eat lunch"], random) });
  if (dinner > wake + 60 && !near(dinner)) drafts.push({ start: dinner, end: null, text: pick(["have dinner", "cook dinner", "eat dinner"], random) });
  const eveningStart = dinner + 60;
  const eveningEnd = bed ?? 1380;
  if (eveningEnd - eveningStart >= 60 && !drafts.some((d) => d.start >= eveningStart && d.start < eveningEnd)) {
    const hobby = pick(["relax and read a book", "watch a movie", "call a friend", "take an evening walk", "listen to music and unwind"], random);
    drafts.push({ start: eveningStart, end: Math.min(eveningEnd, eveningStart + pick([120, 180], random)), text: hobby });
  }
  if (bed !== null) drafts.push({ start: bed, end: null, text: "go to bed" });
  planEvents(identity, drafts, keyed);

  const ordered = drafts
    .filter((d) => d.start > wake && d.start < 1440)
    .sort((a, b) => a.start - b.start);
  return [wakeUpItem(wakeUpHour), ...ordered.map((d) => timedItem(d.text, d.start, d.end))];
}

/**
 * Today's events from the status (prompts/persona/plannedEvents.ts) put into the day: the host's always; someone
 * else's unless a fixed commitment of the day covers its start, and then most of the time (goesToEvent: one draw per
 * person, event and day). What else was drafted to start during it gives way (a guest's commitments stay).
 */
function planEvents(identity: Identity, drafts: DraftItem[], keyed: KeyedRandom): void {
  for (const event of eventsToday(identity.currently, identity)) {
    if (!event.host) {
      const busy = drafts.some((d) => d.fixed && d.end !== null && d.start <= event.start && d.end > event.start);
      if (busy || !goesToEvent(keyed, identity.name, event, identity.currTime)) continue;
    }
    for (let i = drafts.length - 1; i >= 0; i--) {
      const d = drafts[i]!;
      if ((event.host || !d.fixed) && d.text !== "go to bed" && d.start >= event.start && d.start < event.end) drafts.splice(i, 1);
    }
    drafts.push({ start: event.start, end: event.end, text: `${event.host ? "host" : "attend"} ${event.name} at ${event.place}`, fixed: true });
  }
}

/** Items in the order of their times (untimed items keep their place after the item before them). */
export function sortByTime(items: readonly string[]): string[] {
  let previous = -1;
  return items
    .map((item, i) => {
      const { start, end } = splitItemTimes(item).times;
      const at = start ?? end ?? previous;
      previous = at;
      return { item, at, i };
    })
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.item);
}

export const dailyPlanPrompt: PromptSpec<z.output<typeof DailyPlanInputSchema>, string[], DailyPlanInput> = {
  id: "daily_plan",
  version: 1,
  template,
  inputSchema: DailyPlanInputSchema,
  variables: ({ identity, wakeUpHour }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    lifestyle: identity.lifestyle,
    date: describeDate(identity.currTime),
    wakeUpItem: wakeUpItem(wakeUpHour),
  }),
  structured: {
    schema: DailyPlanSchema,
    toValue: (answer: z.output<typeof DailyPlanSchema>, { wakeUpHour }) =>
      withWakeUpItem(planItemsOf(answer.plan), wakeUpHour),
    fromValue: (items) => ({ plan: items }),
  },
  parse: (raw, { wakeUpHour }) => parseDailyPlan(raw, wakeUpHour),
  validate: (items) => {
    if (items.length < 3) return `only ${items.length} plan item(s); a day needs at least 3`;
    const looping = loopingItem(items);
    return looping ? `the plan repeats "${looping}": the answer is looping` : null;
  },
  failSafe: ({ wakeUpHour }) => fixedDayPlan(wakeUpHour),
  failSafeValue: TEXTS,
  generation: { temperature: 1, maxTokens: 500 },
  simulate: ({ identity, wakeUpHour }, random, keyed) => {
    const items = simulatedPlanItems(identity, wakeUpHour, random, keyedOr(keyed, random));
    // Continue the list from item 2, one a line, as asked (now and then with item 1 repeated, as models do).
    const lines = items.map((item, i) => `${i + 1}) ${item}`);
    return (random() < 0.3 ? lines : lines.slice(1)).join("\n");
  },
};
