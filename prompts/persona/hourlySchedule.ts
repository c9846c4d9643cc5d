/**
 * hourly_schedule: what the persona does in every hour from the wake-up hour to 23:00 (plan.py generate_hourly_schedule).
 *
 * One call returns every hour at once. The original made one call per waking hour (about 24 - wake-up hour calls,
 * 15-18 a day) and repeated the whole pass up to 3 times while it had fewer than 5 distinct activities, so 18-54
 * calls; here a try is one call, 1-3 calls a day. The caller keeps the diversity loop (hourlyScheduleDiversityTries,
 * hourlyScheduleMinDistinctActivities) and passes the previous try's activities so that a retry asks for more
 * variety; it fills the hours before waking with "sleeping" and merges equal neighbours into [activity, minutes].
 *
 * Kept from the original: the inputs (identity, today's plan items, the hours to fill), temperature 0.5, a trailing
 * "." stripped. Changed: the answer is read as real models write it (12-hour times, ranges, markdown, JSON; a
 * skipped hour continues the one before, hours outside the waking day are left out) and checked to cover exactly the
 * waking hours; the fail-safe follows the plan
 * items instead of filling every hour with "asleep"; retries never lose the leading sleep (the original's retries
 * asked the model for all 24 hours because the wake-up hour had been counted down to 0).
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import {
  firstJsonArray,
  firstJsonObject,
  hasMarkup,
  isRefusal,
  jsonField,
  leadingTime,
  listLine,
  plainText,
  withoutAside,
} from "../answerText.js";
import { isEventActivity } from "./plannedEvents.js";
import { gerundPhrase, lifestyleBedHour, lowerFirst, pick, splitItemTimes, stripQuotes, stripSubject } from "./planningText.js";

export const HourlyScheduleInputSchema = z.object({
  identity: IdentitySchema,
  wakeUpHour: z.number().int().min(0).max(23),
  /** Today's plan in broad strokes (daily_plan's items, or the day's requirement items). */
  dailyPlan: z.array(z.string()).min(1),
  /** The previous try's activities, hour by hour, when it was not varied enough. */
  previousActivities: z.array(z.string()).default([]),
});
export type HourlyScheduleInput = z.input<typeof HourlyScheduleInputSchema>;

/** The activity of one hour of the day. */
export interface HourlyActivity {
  hour: number;
  activity: string;
}

const template = `{identity}

{firstName}'s plan for today, in broad strokes:
{planItems}
{previousTry}
Write {firstName}'s schedule for today hour by hour, from {firstHour} to 23:00: one line per hour, {hourCount} lines in all, each in the form "HH:00 - activity", where the activity says what {firstName} is doing during that hour (for example "10:00 - restocking the shelves before the lunch rush"). {firstName} is asleep before {firstHour}, so start there. Spread the plan items over the day at their times, fill the hours in between with activities that suit {firstName}, and leave no hour out.`;

const pad = (n: number) => String(n).padStart(2, "0");
const hourLabel = (hour: number) => `${pad(hour)}:00`;

/** One line of a schedule as read: when (a start, maybe an end, in minutes) or its place in a list, and what. */
interface ScheduleRow {
  start: number | null;
  end: number | null;
  position: number | null;
  activity: string;
}

/**
 * Lines "HH:00 - activity" as real models write them: 12- or 24-hour times ("7:00 am: ...", "7 AM - ..."), brackets,
 * ranges ("05:00 - 07:00 - baking", "5-7am baking"), markdown and bullets ("- **04:00**: Ada is baking"), numbered
 * lines; a numbered list without times, whose item n is the hour wake + n - 1; or JSON (a list of {hour|time,
 * activity}, or an object keyed by times). Hours before waking and after 23:00 ("00:00 - sleeping" closing the day)
 * are left out; an hour the answer skips continues the hour before it (after its last line, only sleep goes on); a
 * half-hour line fills its hour only when no
 * line starts on that hour. Throws when no line has a time, on a refusal, and on activities carrying JSON punctuation.
 */
export function parseHourlySchedule(raw: string, wakeUpHour: number, names: readonly string[] = []): HourlyActivity[] {
  const rows = jsonScheduleRows(raw) ?? textScheduleRows(raw);
  if (rows.length === 0) throw new Error('no "HH:00 - activity" lines in the answer');
  return scheduleFromRows(rows, wakeUpHour, names);
}

function textScheduleRows(raw: string): ScheduleRow[] {
  const text = plainText(raw);
  if (!text || isRefusal(text)) return [];
  const rows: ScheduleRow[] = [];
  for (const line of text.split("\n").map(tableRow)) {
    const { number, text: body } = listLine(line);
    if (!body) continue;
    const timed = leadingTime(body);
    if (timed) rows.push({ start: timed.start, end: timed.end, position: null, activity: timed.rest });
    else if (number !== null) rows.push({ start: null, end: null, position: number, activity: body });
  }
  return rows;
}

/**
 * A markdown table row as a schedule line: "| 04:00 | baking bread |" -> "04:00 - baking bread", "| 05:00 | 07:00 |
 * baking |" (start and end columns) -> "05:00 - 07:00 - baking"; the header and the separator row are no schedule
 * lines. Other lines as they are.
 */
function tableRow(line: string): string {
  if (!/^\s*\|.*\|\s*$/.test(line)) return line;
  const cells = line.trim().slice(1, -1).split("|").map((cell) => cell.trim());
  if (cells.every((cell) => /^:?-*:?$/.test(cell))) return "";
  const times = cells.findIndex((cell) => leadingTime(cell)?.rest !== "");
  const timeCells = cells.slice(0, times < 0 ? cells.length : times);
  if (timeCells.length === 0 || timeCells.length > 2) return cells.join(" ");
  return [...timeCells, cells.slice(timeCells.length).filter(Boolean).join(", ")].join(" - ");
}

/** Rows from a JSON answer: [{hour|time, activity}], {"schedule": [...]}, or {"06:00": "waking up", ...}. */
function jsonScheduleRows(raw: string): ScheduleRow[] | undefined {
  let list: unknown[] | undefined = firstJsonArray(raw);
  if (!list) {
    const object = firstJsonObject(raw);
    if (!object) return undefined;
    const field = jsonField(object, ["schedule", "hours", "hourly_schedule", "activities"], true);
    if (Array.isArray(field)) list = field;
    else {
      const keyed = Object.entries(object).filter(([key, value]) => leadingTime(key) !== null && typeof value === "string");
      if (keyed.length === 0) return undefined;
      list = keyed.map(([key, value]) => ({ time: key, activity: value }));
    }
  }
  return list.map((entry) => {
    const e = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
    const activity = jsonField(e, ["activity", "what", "task", "description"]);
    const when = jsonField(e, ["hour", "time", "start", "start_time"]);
    if (typeof activity !== "string") throw new Error(`a schedule entry has no activity: ${JSON.stringify(entry)}`);
    if (typeof when === "number" && Number.isInteger(when)) return { start: when * 60, end: null, position: null, activity };
    const timed = typeof when === "string" ? leadingTime(when) : null;
    if (!timed) throw new Error(`a schedule entry has no time: ${JSON.stringify(entry)}`);
    return { start: timed.start, end: timed.end, position: null, activity };
  });
}

/** The rows as one activity per waking hour (see parseHourlySchedule). */
function scheduleFromRows(rows: readonly ScheduleRow[], wakeUpHour: number, names: readonly string[]): HourlyActivity[] {
  const onHour: HourlyActivity[] = [];
  const offHour = new Map<number, string>();
  let offset = 0;
  let previous = -1;
  for (const row of rows) {
    const activity = cleanActivity(row.activity, names);
    if (!activity) continue;
    if (hasMarkup(activity)) throw new Error(`activity "${activity}" is not plain text`);
    if (row.start === null) {
      onHour.push({ hour: wakeUpHour + row.position! - 1, activity });
      continue;
    }
    // "23:00 - reading" then "00:00 - sleeping": past midnight.
    if (row.start + offset < previous && previous >= 20 * 60 && row.start < 6 * 60) offset += 1440;
    const start = row.start + offset;
    previous = start;
    if (row.end !== null) {
      const end = row.end + offset <= start ? row.end + offset + 1440 : row.end + offset;
      // "05:00 - 22:00 - awake and busy": one waking activity over most of the day is no hour-by-hour schedule.
      if (end - start > 12 * 60 && !/\b(?:sleep|sleeping|asleep|bed)\b/i.test(activity)) throw new Error(`"${activity}" spans ${Math.round((end - start) / 60)} hours: give the day hour by hour`);
      for (let hour = Math.floor(start / 60); hour < Math.ceil(end / 60); hour++) onHour.push({ hour, activity });
    } else if (start % 60 === 0) onHour.push({ hour: start / 60, activity });
    else if (!offHour.has(Math.floor(start / 60))) offHour.set(Math.floor(start / 60), activity);
  }
  const hours = onHour.filter(({ hour }) => hour >= wakeUpHour && hour <= 23);
  for (const [hour, activity] of offHour) {
    if (hour >= wakeUpHour && hour <= 23 && !hours.some((e) => e.hour === hour)) hours.push({ hour, activity });
  }
  hours.sort((a, b) => a.hour - b.hour);
  // An hour the answer skipped continues the hour before it ("09:00 open the shop", "12:00 lunch"); after the last
  // line only sleep goes on (an answer that stops at 18:00 "reading" is cut off, not reading until midnight).
  const last = hours.at(-1);
  const until = last && /\b(?:sleep|sleeping|asleep|bed)\b/i.test(last.activity) ? 23 : last?.hour ?? 0;
  for (let hour = (hours[0]?.hour ?? 24) + 1; hour <= until; hour++) {
    if (!hours.some((e) => e.hour === hour)) {
      const before = hours.filter((e) => e.hour < hour).at(-1)!;
      hours.push({ hour, activity: before.activity });
      hours.sort((a, b) => a.hour - b.hour);
    }
  }
  if (hours.length === 0) throw new Error(`no hour between ${hourLabel(wakeUpHour)} and 23:00 in the answer`);
  return hours;
}

function cleanActivity(text: string, names: readonly string[]): string {
  // "training the crew (the regatta is on Saturday)": an aside is no part of the hour's activity.
  const bare = stripQuotes(withoutAside(text.replace(/^activity\s*:\s*/i, "")));
  return lowerFirst(stripQuotes(stripSubject(bare, names)));
}

/** Null when the entries cover each hour from the wake-up hour to 23 exactly once, else the problem. */
export function hourlyCoverageProblem(entries: readonly HourlyActivity[], wakeUpHour: number): string | null {
  const seen = new Set<number>();
  for (const { hour } of entries) {
    if (hour < wakeUpHour || hour > 23) return `hour ${hourLabel(hour)} is outside ${hourLabel(wakeUpHour)}-23:00`;
    if (seen.has(hour)) return `hour ${hourLabel(hour)} appears more than once`;
    seen.add(hour);
  }
  const missing = [];
  for (let h = wakeUpHour; h <= 23; h++) if (!seen.has(h)) missing.push(hourLabel(h));
  return missing.length ? `missing hour(s) ${missing.join(", ")}` : null;
}

// --- plan items -> hours ---------------------------------------------------------------------------------------

interface TimelineItem {
  start: number;
  end: number | null;
  activity: string;
  bedtime: boolean;
}

const MEAL = /\b(?:breakfast|lunch|dinner|brunch|meal|eat|eats|eating)\b/i;
const ONE_OFF = /^(?:open|close|go|head|wake|visit|call|grab|pick|drop|check|stop by|stop at|get dressed|walk to|drive to)\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const BEDTIME = /^(?:go|going|get|getting) (?:to bed|to sleep|ready for bed)|^(?:sleep|sleeping)\b/i;

/**
 * Plan items with their times ("have lunch at 12:00 pm" -> 12:00-13:00 "having lunch"). An untimed item starts when
 * the item before it ends, or an hour after it starts (the first at the wake-up hour); when no item has a time,
 * the items share the waking day evenly.
 */
export function planTimeline(items: readonly string[], wakeUpHour: number): TimelineItem[] {
  const parsed = items.map((item) => splitItemTimes(item)).filter(({ text }) => text.length > 0);
  const untimed = parsed.every(({ times }) => times.start === null && times.end === null);
  const wake = wakeUpHour * 60;
  const share = untimed && parsed.length > 0 ? Math.max(60, Math.floor((1440 - wake) / parsed.length / 60) * 60) : 60;
  const timeline: TimelineItem[] = [];
  let previous: number | null = null;
  let previousEnd: number | null = null;
  for (const { text, times } of parsed) {
    const start: number = times.start ?? previousEnd ?? (previous === null ? wake : previous + share);
    let end = times.end !== null && times.end > start ? times.end : null;
    const hours = /\b(\d{1,2}|one|two|three|four|five|six) hours?\b/i.exec(text)?.[1];
    if (end === null && hours !== undefined) end = start + 60 * (NUMBER_WORDS[hours.toLowerCase()] ?? Number(hours));
    // One-off steps (a meal, opening the shop, going somewhere) take an hour; other untimed items last until the next.
    if (end === null && (MEAL.test(text) || ONE_OFF.test(text))) end = start + 60;
    timeline.push({ start, end, activity: gerundPhrase(lowerFirst(text)), bedtime: BEDTIME.test(text) });
    previous = start;
    previousEnd = times.end !== null && times.end > start ? times.end : null;
  }
  timeline.sort((a, b) => a.start - b.start);
  // An untimed item lasts until the next one starts, and no longer: once that next one is over, the day does not go
  // back to it (Pip's "buy fish at the market at 9:00 am" came back at 21:00, when cooking ended, at a shut market).
  for (const item of timeline) {
    if (item.end !== null) continue;
    const next = timeline.find((other) => other.start > item.start);
    if (next) item.end = next.start;
  }
  return timeline;
}

/** The planned activity of an hour: the latest item started by the end of the hour and not yet over. */
function plannedActivity(timeline: readonly TimelineItem[], hour: number): string | null {
  const from = hour * 60;
  let found: TimelineItem | null = null;
  for (const item of timeline) {
    if (item.start >= from + 60) continue;
    // After going to bed comes sleep, however long going to bed took.
    if (item.bedtime && item.start < from) return "sleeping";
    if (item.end !== null && item.end <= from) continue;
    if (!found || item.start >= found.start) found = item;
  }
  if (!found) {
    const first = timeline[0];
    return first && first.start >= from ? first.activity : null;
  }
  return found.activity;
}

/** The fail-safe: each waking hour gets the plan item active then, "relaxing at home" between items. */
export function scheduleFromPlan(items: readonly string[], wakeUpHour: number): HourlyActivity[] {
  const timeline = planTimeline(items, wakeUpHour);
  const hours: HourlyActivity[] = [];
  for (let hour = wakeUpHour; hour <= 23; hour++) {
    hours.push({ hour, activity: plannedActivity(timeline, hour) ?? "relaxing at home" });
  }
  return hours;
}

const FILLERS = [
  "taking a short walk around the neighbourhood",
  "grabbing a coffee and a snack",
  "catching up on messages",
  "tidying up",
  "reading for a while",
  "stretching and getting some fresh air",
];
// (No "chatting with a neighbour": planned alone, it was done at one's own desk at 07:00 with nobody there.)

/**
 * What a lifestyle says the persona likes doing, with the hour it must be done by if it says so:
 * "She likes to hang out at Hobbs Cafe if it's before 6pm" -> {activity: "hanging out at Hobbs Cafe", before: 18}.
 */
export function lifestyleLikes(lifestyle: string): Array<{ activity: string; before: number | null }> {
  return [...lifestyle.matchAll(/\b(?:likes?|loves?|enjoys?) to ([a-z][^.,;]*?)(\s+(?:if|when|before|after|in the)\b[^,;]*?)?(?=\.\s|\.$|[,;]|$)/gi)].map(
    (m) => {
      const before = /\bbefore\b(.*)$/i.exec(m[2] ?? "")?.[1];
      const end = before === undefined ? null : splitItemTimes(`at ${before.trim()}`).times.start;
      return { activity: gerundPhrase(m[1]!.trim()), before: end === null ? null : Math.floor(end / 60) };
    },
  );
}

/** What one takes no break from: a walk, a rest, a pastime is a break already. */
const RESTFUL = /\b(?:walk|stroll|fresh air|relax\w*|unwind\w*|rest(?:ing)?|break|nap|read(?:ing)? for a while|music|watch\w*|movie|tv)\b/i;

/**
 * "taking a short break from <activity>", with an activity that is itself "taking a ..." said as what is taken
 * ("taking a short break from the inventory", not "... from taking an inventory").
 */
export function breakFrom(activity: string): string {
  const taken = /^taking (?:a|an|the) (.+)$/i.exec(activity)?.[1];
  return `taking a short break from ${taken ? `the ${taken}` : activity}`;
}

/** A plausible answer: the plan's hours, sleep from the lifestyle's bed-time, and breaks in long stretches. */
export function simulatedHourlySchedule(
  inputs: z.output<typeof HourlyScheduleInputSchema>,
  random: () => number,
): HourlyActivity[] {
  const { identity, wakeUpHour, dailyPlan, previousActivities } = inputs;
  const timeline = planTimeline(dailyPlan, wakeUpHour);
  const bed = lifestyleBedHour(identity.lifestyle);
  const likes = lifestyleLikes(identity.lifestyle);
  const hours = [];
  for (let hour = wakeUpHour; hour <= 23; hour++) {
    const planned = plannedActivity(timeline, hour);
    const asleep = bed !== null && bed > wakeUpHour && hour >= bed && hour > wakeUpHour;
    const liked = likes.filter((l) => l.before === null || hour < l.before).map((l) => l.activity);
    const fillers = liked.length && random() < 0.6 ? liked : FILLERS;
    hours.push({ hour, activity: asleep ? "sleeping" : planned ?? pick(fillers, random) });
  }
  // Break up long stretches of one activity; always on a retry (the previous try was too repetitive).
  const retry = previousActivities.length > 0;
  for (let i = 0; i < hours.length; ) {
    let j = i;
    while (j + 1 < hours.length && hours[j + 1]!.activity === hours[i]!.activity) j++;
    const length = j - i + 1;
    const activity = hours[i]!.activity;
    // Sleep and an event (a party to host or attend) are not broken up.
    if (length >= (retry ? 2 : 3) && activity !== "sleeping" && !isEventActivity(activity) && (retry || random() < 0.6)) {
      const at = i + 1 + Math.floor(random() * Math.max(1, length - 2));
      const core = activity.replace(/\s*\(.*$/, "");
      const fillers = FILLERS.filter((f) => f !== activity);
      hours[Math.min(at, j)]!.activity = pick(RESTFUL.test(core) ? fillers : [breakFrom(core), ...fillers], random);
    }
    i = j + 1;
  }
  return hours;
}

/** The structured answer: {"schedule": [{"hour": 6, "activity": "waking up"}, ...]}. */
const HourlySchema = z.object({
  schedule: z
    .array(
      z.object({
        hour: z.number().int().min(0).max(23).describe("the hour on a 24-hour clock"),
        activity: z.string().describe("what the persona does during that hour"),
      }),
    )
    .describe("one entry per waking hour, in order"),
});

export const hourlySchedulePrompt: PromptSpec<z.output<typeof HourlyScheduleInputSchema>, HourlyActivity[], HourlyScheduleInput> = {
  id: "hourly_schedule",
  version: 1,
  template,
  inputSchema: HourlyScheduleInputSchema,
  variables: ({ identity, wakeUpHour, dailyPlan, previousActivities }) => {
    const distinct = new Set(previousActivities).size;
    return {
      identity: describeIdentity(identity),
      firstName: identity.firstName,
      planItems: dailyPlan.map((item, i) => `${i + 1}) ${item}`).join("\n"),
      previousTry: previousActivities.length
        ? `\nAn earlier draft of this schedule had only ${distinct} different activit${distinct === 1 ? "y" : "ies"}:\n` +
          previousActivities.map((a) => `- ${a}`).join("\n") +
          `\nMake this one more varied: give ${identity.firstName} more different things to do through the day.\n`
        : "",
      firstHour: hourLabel(wakeUpHour),
      hourCount: String(24 - wakeUpHour),
    };
  },
  structured: {
    schema: HourlySchema,
    toValue: (answer: z.output<typeof HourlySchema>, { identity, wakeUpHour }) => {
      const rows = answer.schedule.map(({ hour, activity }) => ({ start: hour * 60, end: null, position: null, activity }));
      const hours = scheduleFromRows(rows, wakeUpHour, [identity.name, identity.firstName]);
      const problem = hourlyCoverageProblem(hours, wakeUpHour);
      if (problem) throw new Error(problem);
      return hours;
    },
    fromValue: (hours) => ({ schedule: hours.map(({ hour, activity }) => ({ hour, activity })) }),
  },
  parse: (raw, { identity, wakeUpHour }) => parseHourlySchedule(raw, wakeUpHour, [identity.name, identity.firstName]),
  validate: (entries, { wakeUpHour }) => hourlyCoverageProblem(entries, wakeUpHour),
  failSafe: ({ dailyPlan, wakeUpHour }) => scheduleFromPlan(dailyPlan, wakeUpHour),
  failSafeValue: z.array(z.strictObject({ hour: z.number().int().min(0).max(23), activity: z.string().min(1) })).min(1).describe('a list of objects with "hour" (0 to 23) and "activity" (a text), e.g. [{ "hour": 7, "activity": "having breakfast" }]'),
  generation: { temperature: 0.5, maxTokens: 800 },
  simulate: (inputs, random) => {
    const hours = simulatedHourlySchedule(inputs, random);
    const numbered = random() < 0.25;
    return hours.map(({ hour, activity }, i) => `${numbered ? `${i + 1}) ` : ""}${hourLabel(hour)} - ${activity}`).join("\n");
  },
};
