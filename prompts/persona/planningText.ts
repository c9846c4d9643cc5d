/**
 * Text helpers shared by the planning prompts (prompts/persona/*): clock times, numbered lists and plan items,
 * answer clean-up and verb forms (known names: choiceText.ts; what the simulated model knows of places: placeKnowledge.ts).
 */
import { z } from "zod/v4";
import {
  listLine,
  firstJsonArray,
  firstJsonObject,
  hasMarkup,
  CutOffAnswer,
  lastItemCut,
  withoutClosingNote,
  isPreambleLine,
  isRefusal,
  jsonField,
  leadingTime,
  plainText,
  unquote,
  withoutListMarker,
  withoutNotesAround,
  withoutTrailingEmoji,
} from "../answerText.js";

// --- clock times ----------------------------------------------------------------------------------------------

/** A time of day as "HH:MM" (24-hour); "24:00" is the end of the day. */
export const ClockSchema = z
  .string()
  .regex(/^(?:[01]?\d|2[0-3]):[0-5]\d$|^24:00$/, 'expected a time of day like "09:30"');

const pad = (n: number) => String(n).padStart(2, "0");

/** 390 -> "06:30"; 1440 -> "24:00". */
export function formatHHMM(minutes: number): string {
  if (minutes === 1440) return "24:00";
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** "06:30" -> 390. */
export function parseHHMM(clock: string): number {
  const [h, m] = clock.split(":");
  return Number(h) * 60 + Number(m);
}

/** 390 -> "6:30 am"; 720 -> "12:00 pm"; 0 -> "12:00 am" (the original's clock form in plans). */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad(m % 60)} ${h < 12 ? "am" : "pm"}`;
}

/** An hour of the day in 12-hour form: 6 -> "6:00 am". */
export const formatHour = (hour: number) => formatClock(hour * 60);

const TIME = String.raw`(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*([ap]\.?\s?m\.?(?![a-z]))?`;

function toMinutes(h: string, m: string | undefined, meridiem: string | undefined, inherit?: string): number | null {
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (minute > 59) return null;
  const mer = (meridiem ?? inherit ?? "").toLowerCase().charAt(0);
  if (mer) {
    if (hour < 1 || hour > 12) return null;
    if (mer === "a") hour = hour === 12 ? 0 : hour;
    else hour = hour === 12 ? 12 : hour + 12;
  } else if (hour > 24) return null;
  return hour * 60 + minute;
}

/** When a plan item happens: "work from 9 to 5 pm" -> {start: 540, end: 1020}; "until 8pm" gives only an end. */
export interface ItemTimes {
  start: number | null;
  end: number | null;
}

/** The first match of a pattern whose times are real times (with minutes or am/pm; "3 hours" is not a time). */
function firstTimed(text: string, pattern: string, timed: (m: RegExpExecArray) => boolean): RegExpExecArray | null {
  const re = new RegExp(pattern, "gi");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (timed(m)) return m;
    if (m[0].length === 0) re.lastIndex++;
  }
  return null;
}

/** The times an item mentions, and the item with those time phrases removed. */
export function splitItemTimes(given: string): { text: string; times: ItemTimes } {
  // "mend gear until noon", "from noon to 3pm": noon is a clock time too. (Midnight is left as written: "at midnight"
  // may begin or end a day.)
  const item = given.replace(/\b(until|till|by|at|from|to|around|and)\s+noon\b/gi, "$1 12:00 pm");
  const r = firstTimed(
    item,
    String.raw`(?:\b(?:from|between)\s+)?${TIME}\s*(?:to|until|till|-|–|and)\s*${TIME}`,
    (m) => Boolean(m[3] || m[6] || m[2] || m[5]),
  );
  if (r) {
    let start = toMinutes(r[1]!, r[2], r[3], r[6]);
    const end = toMinutes(r[4]!, r[5], r[6], r[3]);
    // "from 9 to 5 pm": the start borrowed "pm" but must come first, so it is morning.
    if (start !== null && end !== null && !r[3] && r[6] && start >= end && start >= 720) start -= 720;
    if (start !== null && end !== null) return { text: tidy(item.replace(r[0], " ")), times: { start, end } };
  }
  let rest = item;
  let end: number | null = null;
  const until = firstTimed(rest, String.raw`\b(?:until|till|by)\s+${TIME}`, (m) => Boolean(m[3] || m[2]));
  if (until) {
    end = toMinutes(until[1]!, until[2], until[3]);
    rest = rest.replace(until[0], " ");
  }
  let start: number | null = null;
  const at = firstTimed(rest, String.raw`(?:\b(?:at|around|about|from)\s+|@\s*)?${TIME}`, (m) => Boolean(m[3] || m[2]));
  if (at) {
    start = toMinutes(at[1]!, at[2], at[3]);
    if (start !== null) rest = rest.replace(at[0], " ");
  }
  return { text: tidy(rest), times: { start, end } };
}

function tidy(text: string): string {
  return text
    .replace(/\b(?:every ?day|daily|each day|a day)\b/gi, " ")
    .replace(/\s+([,.;])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, "")
    .trim();
}

/** An item with its times written the original's way: "have lunch at 12:00 pm", "work from 9:00 am to 5:00 pm". */
export function timedItem(text: string, start: number, end?: number | null): string {
  return end != null && end > start ? `${text} from ${formatClock(start)} to ${formatClock(end)}` : `${text} at ${formatClock(start)}`;
}

// --- answers and lists ----------------------------------------------------------------------------------------

const QUOTES = /^[\s"'“”‘’`*_[\]{}<>]+|[\s"'“”‘’`*_[\]{}<>]+$/g;

/** Removes quotes, brackets, emphasis marks and a trailing full stop around a short answer. */
export function stripQuotes(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 3; i++) out = out.replace(QUOTES, "").replace(/[.!]+$/, "").trim();
  return out;
}

/**
 * The items of a numbered list, written one a line ("1) ...", "2. ...") or inline ("1) a, 2) b"); markers must
 * count up by one (starting at 1 or 2), so numbers inside items ("3 hours") are not taken for markers. Without
 * numbers, bulleted lines ("- ...") are the items. Each item ends at the end of its line.
 */
export function parseNumberedList(raw: string): string[] {
  const marker = /(^|[\s,;])(\d{1,2})\s*[.)]\s+/g;
  const starts: Array<{ at: number; body: number }> = [];
  let expected: number | null = null;
  for (let m = marker.exec(raw); m; m = marker.exec(raw)) {
    const n = Number(m[2]);
    // A list starts at 1, at 2 (continuing the plan's given first item) or at 0 (a model counting from 0).
    if (expected === null ? n <= 2 : n === expected) {
      starts.push({ at: m.index + m[1]!.length, body: m.index + m[0].length });
      expected = n + 1;
    }
  }
  // A second list numbered from 1 on its own line ("Option 2:\n1) ..."): alternatives, not one list.
  const lineStarts = raw.match(/(?:^|\n)\s*1\s*[.)]\s+/g)?.length ?? 0;
  if (starts.length >= 2 && lineStarts > 1) throw new Error("the answer gives more than one list");
  // One item a line, numbered in mixed styles ("2.", "3)", "iv.", "5 -"): every line's number counts up by one.
  const mixed = mixedNumberedLines(raw);
  if (mixed && mixed.length > starts.length) return mixed.map(cleanItem).filter((item) => item.length > 0);
  if (starts.length > 0) {
    return starts
      .map((s, i) => raw.slice(s.body, starts[i + 1]?.at ?? raw.length).split("\n")[0]!)
      .map(cleanItem)
      .filter((item) => item.length > 0);
  }
  return raw
    .split("\n")
    .map((line) => /^\s*[-*•]\s+(.*)$/.exec(line)?.[1])
    .filter((item): item is string => item !== undefined)
    .map(cleanItem)
    .filter((item) => item.length > 0);
}

const MIXED_MARKER = /^\s*(?:\*\*)?(?:(\d{1,2})(?:\*\*)?\s*(?:[.):]|\s[-–—])|([ivx]{1,4}|[IVX]{2,4}|[VX])(?:\*\*)?\s*[.):])\s+(?=\S)/;

const LETTERED = /^\s*(?:\*\*)?\(?([a-hA-H])(?:\*\*)?[.)]\s+(?=\S)/;

/** The items of a list numbered one a line in mixed styles (or lettered), when every line is numbered and they count up by one. */
function mixedNumberedLines(raw: string): string[] | null {
  const lines = raw.split("\n").filter((line) => line.trim());
  if (lines.length < 2) return null;
  const items: string[] = [];
  let expected: number | null = null;
  for (const line of lines) {
    // "a) open the ferry", "(b) count the swans": a lettered item counts as the letter's place in the alphabet.
    const numbered = MIXED_MARKER.exec(line);
    const lettered = numbered ? null : LETTERED.exec(line);
    const m = numbered ?? lettered;
    const n = lettered ? lettered[1]!.toLowerCase().charCodeAt(0) - 96 : !numbered ? null : numbered[1] !== undefined ? Number(numbered[1]) : listLine(`${numbered[2]}. x`).number;
    if (n === null || (expected === null ? n > 2 : n !== expected)) return null;
    expected = n + 1;
    items.push(line.slice(m![0].length));
  }
  return items;
}

function cleanItem(item: string): string {
  return stripQuotes(item.trim().replace(/[\s,;]+$/, ""));
}

// --- plan items as real models write them -----------------------------------------------------------------------

/**
 * One plan item in the form the plans keep ("open the bakery at 7:00 am"): a time written first ("7:00 AM - Open the
 * bakery", "5-7am: bake bread") moves to the end; quotes and a final full stop go. "" when nothing is left.
 */
export function planItem(text: string): string {
  // "Item: have breakfast at 5:30 am", "Activity - ...": a label before the item is no part of it.
  const unlabelled = text.trim().replace(/^(?:\*\*)?(?:item|step|task|activity|plan item)(?:\s*#?\d{1,2})?(?:\*\*)?\s*(?::|\s[-–—])(?:\*\*)?\s+/i, "");
  const item = stripQuotes(unquote(withoutTrailingEmoji(unlabelled)).replace(/[\s,;]+$/, ""));
  const timed = leadingTime(item);
  if (!timed) return item;
  const rest = stripQuotes(timed.rest.replace(/^[-–—:|]\s*/, ""));
  return rest ? timedItem(lowerLeadingVerb(rest), timed.start, timed.end) : "";
}

const PLAN_VERBS = new Set(
  ("open close go have take bake serve walk read eat visit meet work prepare start finish head return leave clean " +
    "write paint sketch study cook shop buy call relax rest nap sleep wake get do make attend host help check finalize " +
    "set tidy wrap stop drop pick practice teach sort shelve greet chat catch review plan spend stroll grab").split(" "),
);

/** "Open Okafor Bakery" -> "open Okafor Bakery", "Having lunch" -> "having lunch"; names stay ("Willow Park walk"). */
export function lowerLeadingVerb(text: string): string {
  const m = /^([A-Z][a-z]+)(\s+(\S+))?/.exec(text);
  if (!m) return text;
  const word = m[1]!.toLowerCase();
  const nextIsName = m[3] !== undefined && /^[A-Z]/.test(m[3]);
  return PLAN_VERBS.has(word) || !nextIsName ? word + text.slice(m[1]!.length) : lowerFirst(text);
}

/** Plan items from a JSON answer: an array of strings or of {time, activity} objects, bare or under one key. */
function jsonPlanList(raw: string): unknown[] | undefined {
  const list = firstJsonArray(raw);
  if (list) return list;
  const object = firstJsonObject(raw);
  const field = object && jsonField(object, ["plan", "items", "schedule", "activities", "tasks", "daily_plan"], true);
  return Array.isArray(field) ? field : undefined;
}

/** Plan items from a list of strings or {time, activity} objects (JSON and structured answers). */
export function planItemsOf(list: readonly unknown[]): string[] {
  return checkedItems(
    list.map((entry) => {
      if (typeof entry === "string") return planItem(withoutNotesAround(withoutListMarker(entry)));
      if (entry && typeof entry === "object") {
        const e = entry as Record<string, unknown>;
        const what = jsonField(e, ["activity", "item", "task", "description", "what"]);
        const when = jsonField(e, ["time", "start", "start_time", "when"]);
        if (typeof what === "string" && typeof when === "string") return planItem(`${when} - ${what}`);
        if (typeof what === "string") return planItem(what);
      }
      throw new Error(`a plan item is not text: ${JSON.stringify(entry)}`);
    }),
  );
}

function checkedItems(list: readonly string[]): string[] {
  const items = list.map(withoutClosingNote).filter((item) => item.length > 0);
  const marked = items.find((item) => hasMarkup(item));
  if (marked !== undefined) throw new Error(`plan item "${marked}" is not plain text`);
  if (items.length === 0) throw new Error("no plan items in the answer");
  return items;
}

/**
 * The items of a plan as real models write it: a numbered list (one a line, inline, bold numbers), bullets, lines led
 * by a time, or JSON; preamble and closing remarks are skipped, items normalised by `planItem`. Throws when there is
 * no list, on a refusal, and on items carrying JSON punctuation.
 */
export function readPlanItems(raw: string): string[] {
  const fromJson = jsonPlanList(raw);
  if (fromJson) return planItemsOf(fromJson);
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("no plan items in the answer");
  const lines = text.split("\n").filter((line) => !isPreambleLine(line));
  let items = parseNumberedList(lines.join("\n"));
  if (lastItemCut(items)) throw new CutOffAnswer("the plan's last item stops mid-word");
  if (items.length === 0) items = lines.filter((line) => leadingTime(line) !== null);
  return checkedItems(items.map(planItem));
}

/** "1) a, 2) b" — the one-line numbered form the original stored plans in. */
export function formatNumberedItems(items: readonly string[], marker: ")" | "." = ")"): string {
  return items.map((item, i) => `${i + 1}${marker} ${item}`).join(", ");
}

/**
 * A text cut into what is quoted and what is not: `"` opens and closes a quote, as do “ and ”; a quote left open (a
 * remembered line cut short) runs to the end. Someone else's words in a persona's memories are quoted, so the
 * persona's "I" is read only outside quotes.
 */
export function quotedParts(text: string): Array<{ text: string; quoted: boolean }> {
  const parts: Array<{ text: string; quoted: boolean }> = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const opens: boolean = !quoted && (c === '"' || c === "“");
    const closes: boolean = quoted && (c === '"' || c === "”");
    if (!opens && !closes) continue;
    // The quote marks belong to the quoted part.
    const cut = opens ? i : i + 1;
    if (cut > from) parts.push({ text: text.slice(from, cut), quoted });
    from = cut;
    quoted = opens;
  }
  if (from < text.length) parts.push({ text: text.slice(from), quoted });
  return parts;
}

/** `change` applied to the text outside quotes only. */
export function outsideQuotes(text: string, change: (unquoted: string) => string): string {
  return quotedParts(text)
    .map((part) => (part.quoted ? part.text : change(part.text)))
    .join("");
}

/** The first sentence of a text, not cut inside a quote ("Ada said: "Hi! Come at 5pm." Then ..." keeps the quote). */
export function firstSentence(text: string): string {
  let out = "";
  for (const part of quotedParts(text)) {
    if (part.quoted) {
      out += part.text;
      continue;
    }
    const end = /[.!?](?=\s)/.exec(part.text);
    if (end) return (out + part.text.slice(0, end.index + 1)).trim();
    out += part.text;
  }
  return out.trim();
}

/** Sentences of a free text (for splitting a previous plan requirement into items). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim().replace(/[.;]+$/, "").trim())
    .filter((s) => s.length > 0);
}

// --- activities and verbs -------------------------------------------------------------------------------------

/** "opening the cafe (wiping the counter)" -> {main: "opening the cafe", sub: "wiping the counter"}. */
export function activityParts(description: string): { main: string; sub: string } {
  const open = description.indexOf("(");
  if (open < 0) return { main: description.trim(), sub: description.trim() };
  const main = description.slice(0, open).trim();
  const sub = description.slice(open + 1).replace(/\)\s*$/, "").trim();
  return { main: main || sub, sub: sub || main };
}

const DOUBLE_FINAL = new Set(["run", "get", "sit", "shop", "plan", "stop", "swim", "jog", "chat", "set", "put", "begin", "hit", "cut", "nap", "dig", "sip", "grab", "drop", "jot", "mop", "prep", "skip", "step", "tap", "wrap", "hug", "knit"]);
const NOT_VERBS = new Set(["the", "a", "an", "some", "his", "her", "their", "my"]);

/** Verbs whose base form ends in "-ing" ("ring the auction bell" is no gerund). */
const BASE_ING = new Set(["ring", "sing", "bring", "sting", "swing", "cling", "fling", "wring", "spring", "string", "sling"]);

/** Whether a word is already a gerund ("baking"), not a verb that ends in "-ing" ("ring", "bring"). */
export function isGerund(word: string): boolean {
  const w = word.toLowerCase();
  return w.endsWith("ing") && !BASE_ING.has(w) && w.length > 3;
}

/** "wake" -> "waking", "have" -> "having", "run" -> "running", "study" -> "studying", "ring" -> "ringing". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (isGerund(v) || NOT_VERBS.has(v) || v.length < 2) return verb;
  if (v === "be") return "being";
  if (v.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (DOUBLE_FINAL.has(v)) return `${verb}${verb.slice(-1)}ing`;
  if (v.endsWith("e") && !/(?:ee|ye|oe)$/.test(v)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** A plan item in the gerund form of the hourly schedule: "wake up and eat breakfast" -> "waking up and eating breakfast". */
export function gerundPhrase(phrase: string): string {
  return phrase
    .split(/\b(and then|then|and)\s+/)
    .map((part, i, all) => {
      if (i % 2 === 1) return `${part} `;
      const first = i === 0 || (all[i - 1] ?? "").length > 0;
      const m = /^(\w+)(.*)$/s.exec(part);
      // A capital after "and" goes on a name ("the Rose and Crown Pub", "the Willow Market and Pharmacy"), not a verb.
      const name = i > 0 && /^[A-Z]/.test(part);
      return first && m && !name ? `${gerund(m[1]!)}${m[2]}` : part;
    })
    .join("")
    .trim();
}

/** "opens" -> "open", "goes" -> "go", "studies" -> "study", "has" -> "have" (third person -> base form). */
export function baseVerb(word: string): string {
  const w = word.toLowerCase();
  if (w === "has") return "have";
  if (w === "is") return "be";
  if (w === "does") return "do";
  if (w.endsWith("ies") && w.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sses|shes|ches|xes|zes|oes)$/.test(w)) return word.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && w.length > 3) return word.slice(0, -1);
  return word;
}

const SENTENCE_STARTERS = new Set(["the", "a", "an", "this", "that", "these", "those", "it", "its", "my", "his", "her", "their", "our", "some", "to", "for", "at", "in", "on", "with", "nothing"]);

/**
 * Lower-cases a capital that only starts a sentence ("Eating lunch" -> "eating lunch", "The oven ..." -> "the
 * oven ..."), leaving names alone ("Hobbs Cafe", "Maria is ...").
 */
export function lowerFirst(text: string): string {
  const first = /^[A-Z][a-z]*/.exec(text)?.[0];
  if (!first) return text;
  const lower = first.toLowerCase();
  return lower.endsWith("ing") || SENTENCE_STARTERS.has(lower) ? lower + text.slice(first.length) : text;
}

/** Removes a leading "<name> is " / "<first name> is " from an activity. */
export function stripSubject(text: string, names: readonly string[]): string {
  let out = text.trim();
  for (const name of names) {
    if (!name) continue;
    const re = new RegExp(`^${escapeRegExp(name)}\\s+(?:is|was|will be)\\s+`, "i");
    out = out.replace(re, "");
  }
  return out.replace(/^(?:he|she|they)\s+(?:is|are)\s+/i, "");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// --- lifestyle ------------------------------------------------------------------------------------------------

/** The wake-up hour a lifestyle text states ("awakes up around 6am"), if any. */
export function lifestyleWakeHour(lifestyle: string): number | null {
  const m = new RegExp(String.raw`\b(?:wakes?|awakes?|gets? up|rises?|up)\b[^.,;]*?${TIME}`, "i").exec(lifestyle);
  if (!m) return null;
  const minutes = toMinutes(m[1]!, m[2], m[3]);
  return minutes === null ? null : Math.floor(minutes / 60) % 24;
}

/** The bed-time hour a lifestyle text states ("goes to bed around 11pm"), if any. */
export function lifestyleBedHour(lifestyle: string): number | null {
  const m = new RegExp(String.raw`\b(?:bed|sleep|asleep)\b[^.,;]*?${TIME}`, "i").exec(lifestyle);
  if (!m) return null;
  const minutes = toMinutes(m[1]!, m[2], m[3]);
  return minutes === null ? null : Math.floor(minutes / 60) % 24;
}

/** The dinner hour a lifestyle text states ("eats dinner around 5pm"), if any. */
export function lifestyleMealHour(lifestyle: string, meal: "breakfast" | "lunch" | "dinner"): number | null {
  const m = new RegExp(String.raw`\b${meal}\b[^.,;]*?${TIME}`, "i").exec(lifestyle);
  if (!m) return null;
  const minutes = toMinutes(m[1]!, m[2], m[3]);
  return minutes === null ? null : Math.floor(minutes / 60) % 24;
}

// --- deterministic choice ---------------------------------------------------------------------------------------

export function pick<T>(items: readonly T[], random: () => number): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

/** "main (sub)" as the location prompts show it. */
export function describeActivity(activity: string): string {
  const { main, sub } = activityParts(activity);
  return main === sub ? main : `${main} (at the moment: ${sub})`;
}
