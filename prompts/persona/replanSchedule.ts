/**
 * replan_schedule: the day's schedule re-planned over a window after an action was inserted into it (a chat or a
 * wait; plan.py generate_new_decomp_schedule).
 *
 * The caller fixes the window's start: the entries from the window's start up to and including the inserted
 * action (`fixedEntries`). The model writes the rest, from the end of the inserted action to the window's end; the
 * value is the whole window, fixed entries first, ready to replace the window's entries of the day's schedule.
 *
 * Kept from the original: the inputs (name, window start and end, the window's original entries as
 * "HH:MM ~ HH:MM -- activity" lines, the settled entries ending with the inserted action), lines in that form read
 * back (also in 12-hour times, markdown, bullets or JSON), the total checked against the window, temperature 0, 1000 max tokens, a fail-safe computed by the caller
 * (the original's truncated entries plus the remaining original ones, trimmed to the window: `fallback`). The
 * caller builds the settled part, so the original's truncation bug (a 0-minute entry, the inserted action starting
 * after the current subtask instead of now) is the caller's to avoid.
 *
 * Added: `news`, when what the persona has just learned is why the day is re-planned (a whisper, a conversation's
 * note for planning; tools/planning/newsReplan.ts): the prompt says it before the change, and the window runs to the
 * end of the day. Without news the prompt reads as before.
 */
import { z } from "zod/v4";
import { ScheduleEntrySchema, type ScheduleEntry } from "../../state/persona.js";
import { findClockTimes, firstJsonArray, firstJsonObject, hasMarkup, isRefusal, jsonField, leadingTime, listLine, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { GameTimeSchema } from "../../state/gameTime.js";
import { keyedOr } from "./dailyPlan.js";
import { fitNewsIntoRest } from "./newsInPlan.js";
import { ClockSchema, formatHHMM, parseHHMM, stripQuotes, stripSubject } from "./planningText.js";
import { SCHEDULE } from "../failSafeValues.js";

export const ReplanScheduleInputSchema = z.object({
  name: z.string().min(1),
  /** The window [windowStart, windowEnd) of the day, "HH:MM" ("24:00" for the end of the day). */
  windowStart: ClockSchema,
  windowEnd: ClockSchema,
  /** The window's entries before the change, from windowStart. */
  originalEntries: z.array(ScheduleEntrySchema),
  /** The settled entries from windowStart, the last being the inserted action. */
  fixedEntries: z.array(ScheduleEntrySchema).min(1),
  /** The value used when every attempt failed (computed by the caller). */
  fallback: z.array(ScheduleEntrySchema),
  /** What the persona has just learned, when news is why the day is re-planned (the statement it keeps, and when). */
  news: z.object({ statement: z.string().min(1), heardAt: GameTimeSchema }).optional(),
});
export type ReplanScheduleInput = z.input<typeof ReplanScheduleInputSchema>;
type Inputs = z.output<typeof ReplanScheduleInputSchema>;

const template = `{name}'s plan from {start} to {end} was:
{originalPlan}

{news}Plans changed: {name} is now {inserted} ({insertedMinutes} minutes). The schedule up to the end of that is settled:
{fixedPlan}

Write the rest of {name}'s schedule, from {resumeAt} to {end} ({remainingMinutes} minutes). Keep what still makes sense from the original plan, shortened or moved as needed, so that the times run on without gaps or overlaps and end exactly at {end}.
One line per activity, in the form "HH:MM ~ HH:MM -- activity", the first line starting at {resumeAt}.`;

/** Entries laid out from a start time as "HH:MM ~ HH:MM -- activity" lines. */
export function scheduleLines(entries: readonly ScheduleEntry[], start: number): string {
  let at = start;
  return entries
    .map(([activity, minutes]) => {
      const line = `${formatHHMM(at)} ~ ${formatHHMM(at + minutes)} -- ${activity}`;
      at += minutes;
      return line;
    })
    .join("\n");
}

const sum = (entries: readonly ScheduleEntry[]) => entries.reduce((total, [, minutes]) => total + minutes, 0);
const windowOf = ({ windowStart, windowEnd, fixedEntries }: Inputs) => {
  const start = parseHHMM(windowStart);
  const end = parseHHMM(windowEnd);
  return { start, end, resume: start + sum(fixedEntries) };
};

/** One line of the answer: from, to (minutes of the day) and what. */
interface ReplanRow {
  from: number;
  to: number;
  activity: string;
}

/**
 * The fixed entries followed by the answer's lines from the end of the fixed part on ("HH:MM ~ HH:MM -- activity", in
 * 12- or 24-hour times, numbered, bulleted or in markdown, or JSON [{start, end, activity}]; lines repeating the
 * settled part are skipped, a line reaching into it is cut at its end). Throws when no line is left, on a refusal,
 * and on activities carrying JSON punctuation.
 */
export function parseReplan(raw: string, inputs: Inputs): ScheduleEntry[] {
  return replanEntries(jsonRows(raw) ?? textRows(raw), inputs);
}

function textRows(raw: string): ReplanRow[] {
  const text = plainText(raw);
  if (!text || isRefusal(text)) return [];
  const rows: ReplanRow[] = [];
  const remarks: string[] = [];
  for (const line of text.split("\n")) {
    const timed = leadingTime(listLine(line).text);
    if (timed && timed.end !== null) rows.push({ from: timed.start, to: timed.end, activity: timed.rest });
    else if (CONCLUDING.test(line)) remarks.push(line);
  }
  // "So Wen finishes at 16:30." under rows that end at 16:00: the answer says two things about its own schedule.
  const bounds = new Set(rows.flatMap((row) => [row.from, row.to]));
  if (rows.length > 0 && remarks.some((remark) => findClockTimes(remark).some((time) => time.explicit && !bounds.has(time.minutes)))) {
    throw new Error("the answer's closing remark gives a time its schedule does not have: give the schedule alone");
  }
  return rows;
}

/** A line that sums the schedule up: "So she finishes at ...", "In total ...", "That means ...". */
const CONCLUDING = /^\W*(?:so|therefore|thus|hence|in total|in short|overall|that means|which means|this means)\b/i;

function jsonRows(raw: string): ReplanRow[] | undefined {
  let list: unknown[] | undefined = firstJsonArray(raw);
  if (!list) {
    const object = firstJsonObject(raw);
    const field = object && jsonField(object, ["entries", "schedule", "plan"], true);
    if (Array.isArray(field)) list = field;
  }
  if (!list || !list.every((e) => e && typeof e === "object" && !Array.isArray(e))) return undefined;
  return rowsOf(list as Array<Record<string, unknown>>);
}

function rowsOf(list: ReadonlyArray<Record<string, unknown>>): ReplanRow[] {
  return list.map((e) => {
    const from = jsonField(e, ["start", "from", "start_time"]);
    const to = jsonField(e, ["end", "to", "end_time"]);
    const activity = jsonField(e, ["activity", "what", "task", "description"]);
    const start = typeof from === "string" ? leadingTime(from)?.start : undefined;
    const end = typeof to === "string" ? leadingTime(to)?.start : undefined;
    if (start === undefined || end === undefined || typeof activity !== "string") {
      throw new Error(`an entry is not {start, end, activity}: ${JSON.stringify(e)}`);
    }
    return { from: start, to: end, activity };
  });
}

function replanEntries(rows: readonly ReplanRow[], inputs: Inputs): ScheduleEntry[] {
  const { resume } = windowOf(inputs);
  const rest: ScheduleEntry[] = [];
  for (const row of rows) {
    let from = row.from;
    let to = row.to;
    if (to <= from) to += 1440;
    if (to <= resume) continue;
    from = Math.max(from, resume);
    const activity = stripQuotes(stripSubject(stripQuotes(row.activity), [inputs.name, inputs.name.split(" ")[0]!])).replace(/\s*\(\d+\s*min(?:ute)?s?\)$/i, "");
    if (hasMarkup(activity)) throw new Error(`activity "${activity}" is not plain text`);
    if (activity) rest.push([activity, to - from]);
  }
  if (rest.length === 0) throw new Error('no "HH:MM ~ HH:MM -- activity" lines after the settled part');
  return [...inputs.fixedEntries.map(([a, m]): ScheduleEntry => [a, m]), ...rest];
}

/** The structured answer: {"entries": [{"start": "13:35", "end": "14:00", "activity": "..."}]}. */
const ReplanSchema = z.object({
  entries: z.array(
    z.object({
      start: z.string().describe("HH:MM, 24-hour clock"),
      end: z.string().describe("HH:MM, 24-hour clock"),
      activity: z.string(),
    }),
  ),
});

export function replanProblem(entries: readonly ScheduleEntry[], inputs: Inputs): string | null {
  const { start, end, resume } = windowOf(inputs);
  const bad = entries.find(([, minutes]) => !(minutes > 0));
  if (bad) return `entry "${bad[0]}" lasts ${bad[1]} minutes`;
  const written = sum(entries) - (resume - start);
  return written === end - resume
    ? null
    : `the new entries last ${written} minutes; the rest of the window (${formatHHMM(resume)} to ${formatHHMM(end)}) has ${end - resume}`;
}

/** The original entries still ahead, clipped to the rest of the window; the last one stretched to its end. */
export function simulatedReplan(inputs: Inputs): ScheduleEntry[] {
  const { start, end, resume } = windowOf(inputs);
  const rest: ScheduleEntry[] = [];
  let at = start;
  for (const [activity, minutes] of inputs.originalEntries) {
    const from = Math.max(at, resume);
    const to = Math.min(at + minutes, end);
    if (to > from) rest.push([activity, to - from]);
    at += minutes;
  }
  const covered = sum(rest);
  const last = rest.at(-1);
  if (last) last[1] += end - resume - covered;
  else if (end > resume) rest.push([inputs.originalEntries.at(-1)?.[0] ?? "getting back to the day's plan", end - resume]);
  return rest;
}

export const replanSchedulePrompt: PromptSpec<Inputs, ScheduleEntry[], ReplanScheduleInput> = {
  id: "replan_schedule",
  version: 1,
  // The settled part of the day comes back as it was, its hour-long rows ("sleeping", 60) as often as they were.
  repeatsEntries: true,
  template,
  inputSchema: ReplanScheduleInputSchema,
  variables: (inputs) => {
    const { start, end, resume } = windowOf(inputs);
    const [inserted, insertedMinutes] = inputs.fixedEntries.at(-1)!;
    return {
      name: inputs.name,
      news: inputs.news ? `${inputs.name} has just learned this: ${inputs.news.statement}\nFit into the rest of the day what it asks of ${inputs.name}, if anything.\n\n` : "",
      start: inputs.windowStart,
      end: inputs.windowEnd,
      originalPlan: inputs.originalEntries.length ? scheduleLines(inputs.originalEntries, start) : "(nothing planned)",
      inserted,
      insertedMinutes: String(insertedMinutes),
      fixedPlan: scheduleLines(inputs.fixedEntries, start),
      resumeAt: formatHHMM(resume),
      remainingMinutes: String(Math.max(0, end - resume)),
    };
  },
  structured: {
    schema: ReplanSchema,
    toValue: (answer: z.output<typeof ReplanSchema>, inputs) => {
      const { end, resume } = windowOf(inputs);
      const entries = end <= resume && answer.entries.length === 0 ? inputs.fixedEntries.map(([a, m]): ScheduleEntry => [a, m]) : replanEntries(rowsOf(answer.entries), inputs);
      const problem = replanProblem(entries, inputs);
      if (problem) throw new Error(problem);
      return entries;
    },
    fromValue: (entries, inputs) => {
      let at = windowOf(inputs).resume;
      return {
        entries: entries.slice(inputs.fixedEntries.length).map(([activity, minutes]) => {
          const entry = { start: formatHHMM(at), end: formatHHMM(at + minutes), activity };
          at += minutes;
          return entry;
        }),
      };
    },
  },
  parse: (raw, inputs) => {
    const { end, resume } = windowOf(inputs);
    if (end <= resume && !/\d:\d\d/.test(raw)) return inputs.fixedEntries.map(([a, m]): ScheduleEntry => [a, m]);
    return parseReplan(raw, inputs);
  },
  validate: (entries, inputs) => replanProblem(entries, inputs),
  failSafe: ({ fallback }) => fallback.map(([a, m]): ScheduleEntry => [a, m]),
  failSafeValue: SCHEDULE,
  generation: { temperature: 0, maxTokens: 1000 },
  simulate: (inputs, random, keyed) => {
    const { start, resume } = windowOf(inputs);
    const planned = simulatedReplan(inputs);
    // News of an event today is fitted in at its time, as a model asked to fit the news in would.
    const rest = scheduleLines(inputs.news ? fitNewsIntoRest(planned, resume, inputs.name, inputs.news, keyedOr(keyed, random)) : planned, resume);
    // Now and then the settled part is written out again first, as models do.
    return random() < 0.5 ? `${scheduleLines(inputs.fixedEntries, start)}\n${rest}` : rest;
  },
};
