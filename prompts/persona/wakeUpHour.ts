/**
 * wake_up_hour: the hour the persona gets up today (plan.py generate_wake_up_hour).
 *
 * Kept from the original: the inputs (identity, lifestyle, first name), temperature 0.8, fail-safe 8 (the
 * wakeUpHourFailSafe threshold). Changed: the answer is read as a clock time, so "6:30 am", "7am", "07:00" and
 * "at 6 a.m." all work and "pm" answers are understood (the original took the number before "am" and failed on
 * anything else); a preamble or a reasoning block may come first, so the cap is 40 tokens with no stop at a newline
 * (the original's 5 tokens and newline stop cut every such answer off).
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { afterLastCue, findClockTimes, spelledTimes, firstJsonObject, isRefusal, jsonField, personalClauses, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { formatHour, lifestyleWakeHour } from "./planningText.js";

export const WakeUpHourInputSchema = z.object({
  identity: IdentitySchema,
  /** The hour used when no answer is usable (the wakeUpHourFailSafe threshold). */
  failSafeHour: z.number().int().min(0).max(23).default(DEFAULT_THRESHOLDS.wakeUpHourFailSafe),
});
export type WakeUpHourInput = z.input<typeof WakeUpHourInputSchema>;

const template = `{identity}

What {firstName} usually does: {lifestyle}

Think of {firstName}'s habits and what today holds. At what hour does {firstName} get out of bed today?
Reply with the time only, on one line, like "7:00 am".`;

const CUES = ["final answer", "answer", "wake-up time", "wake up time", "time", "hour"];

/**
 * Reads the hour of a clock time: "6:00 am", "6am", "06:30", "7 p.m.", "at 6", "4 o'clock", "noon", a JSON {"wake_up_hour": 5};
 * after a cue ("Answer: 5") the first time, else the first sentence that names one (a bare number only in a short
 * answer). Throws when there is none, when that sentence names two different hours, or when it is not 0-23.
 */
export function parseWakeUpHour(raw: string): number {
  const json = firstJsonObject(raw);
  if (json) {
    const field = jsonField(json, ["wake_up_hour", "wakeUpHour", "hour", "wake_up_time", "time", "answer"], true);
    if (typeof field === "number") return checkedHour(field);
    if (typeof field === "string") return hourOf(field);
  }
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("no hour in the answer");
  const cued = afterLastCue(text, CUES);
  // After a cue, an aside in parentheses is no answer: "4:00 AM (she goes to bed around 9 PM)".
  const said = cued !== undefined ? cued.split("\n")[0]!.replace(/\s*\([^)]*\)/g, " ") : text;
  // "Most people wake at 7am. Ada wakes at 4am.", "4am (most bakers rise around 3am)": the person's hour.
  const personal = personalClauses(spelledTimes(said), (clause) => findClockTimes(clause).length > 0);
  return hourOf(personal ? personal.join(". ") : said);
}

function checkedHour(hour: number): number {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`hour ${hour} is not between 0 and 23`);
  return hour;
}

/**
 * "21:00", "half past nine in the evening", "6 p.m.": a day begun in the evening is no day the plan can hold (it
 * runs from the wake-up hour to 23:00), and readers of such answers take it or ask again (held-out corpora 6 and 7
 * against the first), so it is asked again. An afternoon hour ("4 pm" after a night shift) is read.
 */
export function eveningProblem(hour: number): string | null {
  return hour >= 18 ? `a wake-up hour of ${hour}:00 is in the evening: give the hour the person gets out of bed for the day` : null;
}

const WAKE_VERB = /\b(?:wakes?(?: up)?|waking(?: up)?|gets? (?:up|out of bed)|getting (?:up|out of bed)|rises?|up|awake)\s+(?:at|around|by|about)\s+(?:around\s+|about\s+)?$/i;

/** Two hours offered: "between 4 and 5 am", "4 or 5am", "4am-5am", "5 to 6". */
const TWO_HOURS = /\b(\d{1,2})(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?\s*(?:-|–|to|or|and)\s*(\d{1,2})(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?/i;
/** A habit set against today: "usually 4am, but today 6am". */
const CONTRAST = /\b(?:but|however|though|although|instead|rather|except|unless)\b/i;

/**
 * The hour named by the first sentence of a text that names a time (bare numbers only in a text of a few words).
 * Two hours offered, or set against each other ("usually at 4am, but today at 6am"), are no answer.
 */
function hourOf(text: string): number {
  text = spelledTimes(text).replace(/\b(\d{1,2})\s*o['’]?\s?clock\b/gi, "$1:00");
  const short = text.trim().split(/\s+/).length <= 3;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const two = TWO_HOURS.exec(sentence);
    if (two && two[1] !== two[2]) throw new Error(`"${sentence.trim()}" offers two hours: give one`);
    const times = findClockTimes(sentence, { bare: short });
    if (times.length === 0) {
      if (/\b(?:[ap]\.?\s?m\b|\d{1,2}:\d{2})/i.test(sentence) || /^\s*\d+\s*$/.test(sentence)) throw new Error(`"${sentence.trim()}" is not a clock time`);
      continue;
    }
    const hours = new Set(times.map((t) => Math.floor(t.minutes / 60)));
    if (hours.size === 1) return checkedHour(hours.values().next().value!);
    if (CONTRAST.test(sentence)) throw new Error(`"${sentence.trim()}" names more than one hour`);
    // "gets up at 4:00 am to start baking at 5am": the time the waking verb names.
    const woken = times.filter((t) => WAKE_VERB.test(sentence.slice(0, t.index)));
    if (woken.length === 1) return checkedHour(Math.floor(woken[0]!.minutes / 60));
    throw new Error(`"${sentence.trim()}" names more than one hour`);
  }
  throw new Error("no hour in the answer");
}

/** The structured answer: {"wake_up_hour": 0-23}. */
const WakeUpSchema = z.object({
  wake_up_hour: z.number().int().min(0).max(23).describe("the hour on a 24-hour clock, e.g. 6 for 6:00 am"),
});

export const wakeUpHourPrompt: PromptSpec<z.output<typeof WakeUpHourInputSchema>, number, WakeUpHourInput> = {
  id: "wake_up_hour",
  version: 1,
  template,
  inputSchema: WakeUpHourInputSchema,
  variables: ({ identity }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    lifestyle: identity.lifestyle,
  }),
  structured: {
    schema: WakeUpSchema,
    toValue: (answer: z.output<typeof WakeUpSchema>) => checkedHour(answer.wake_up_hour),
    fromValue: (hour) => ({ wake_up_hour: hour }),
  },
  parse: (raw) => parseWakeUpHour(raw),
  validate: (hour) => eveningProblem(hour),
  failSafe: ({ failSafeHour }) => failSafeHour,
  failSafeValue: z.number().int().min(0).max(23).describe("a whole hour from 0 to 23"),
  generation: { temperature: 0.8, maxTokens: 40 },
  simulate: ({ identity }, random) => {
    // The lifestyle's hour most days; now and then an hour earlier or later (the original samples at T=0.8).
    const usual = lifestyleWakeHour(identity.lifestyle) ?? 6 + Math.floor(random() * 3);
    const r = random();
    const jitter = r < 0.15 ? -1 : r > 0.85 ? 1 : 0;
    return formatHour(usual >= 5 && usual <= 10 ? usual + jitter : usual);
  },
};
