/**
 * What the simulated model reads as an event a persona knows of today: a sentence of its status (`currently`) or of a
 * memory that names an occasion ("a Valentine's Day party"), a place by its name ("at Hobbs Cafe"), today's date
 * ("February 14th", "today", "tonight") and a time ("at 5pm", "from 2pm to 4pm"). The persona hosts it when the
 * sentence says so of the persona outside quotes ("Isabella Rodriguez is planning on having a Valentine's Day party
 * ..."); an event in someone else's quoted words ("Isabella said: "I am planning a party ..."") is one to attend.
 *
 * The simulated plans read it (daily_plan, daily_requirement: the host always plans to be there, someone else who
 * knows of it most of the time, unless a fixed commitment of their usual day covers its start), and so does the
 * simulated plan note (what is arranged for today comes first). A real model reads the same sentences in its prompt.
 */
import { parseGameTime } from "../../state/gameTime.js";
import { escapeRegExp, quotedParts, splitItemTimes } from "./planningText.js";

/** An event a persona knows of today. */
export interface PlannedEvent {
  /** "the Valentine's Day party" */
  name: string;
  /** The place as the text names it: "Hobbs Cafe", "the Rose and Crown Pub". */
  place: string;
  /** Minutes of the day. */
  start: number;
  end: number;
  /** The persona itself holds it. */
  host: boolean;
}

/** How long an event lasts when the text gives only its start ("from 5pm"): an evening party's two hours. */
export const EVENT_MINUTES_WHEN_UNSAID = 120;

/** Occasions people plan to be at (a regular expression's source). */
export const OCCASION = String.raw`(?:part(?:y|ies)|celebration|gathering|get-together|tasting|concert|recital|exhibition|festival|fair|potluck|picnic|barbecue|wedding|ceremony|fundraiser|bake sale|open mic|meeting|(?:poetry|quiz|game|movie|karaoke|trivia|music) night|book club|meetup|rally|debate|screening|dance)`;
const DETERMINED_OCCASION = new RegExp(String.raw`\b(?:a|an|the|her|his|their|my|our|its|this)\s+((?:(?!(?:a|an|the|her|his|their|my|our)\s)[\w'’-]+\s+){0,4}?)(${OCCASION})\b`, "i");

/** A plan item or an hour's activity that is hosting or attending an event ("attend the party at Hobbs Cafe ..."). */
export function isEventActivity(text: string): boolean {
  return new RegExp(String.raw`^(?:host|hosting|attend|attending)\b.*\b${OCCASION}\b`, "i").test(text.trim());
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY}\b${YEAR}`, "gi");
const DAY_MONTH = new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}${YEAR}`, "gi");
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const TODAY_WORDS = /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/gi;
const WEEKDAYS = /\b(?:on\s+)?(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday),?\s*/gi;
/** Words that start no place name after "at" or "in". */
const NOT_PLACES = new Set(["valentine's", "valentine’s", "christmas", "easter", "new", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "i"]);

interface Day {
  year: number;
  month: number;
  day: number;
}

const dayOf = (time: string): Day => {
  const d = parseGameTime(time);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
};

/**
 * Whether a sentence dates something today, and the sentence without its dates. `said` is when the words were
 * written: "today" and "tonight" are about that day.
 */
function datedToday(sentence: string, today: Day, said: Day): { today: boolean; rest: string } {
  let found = false;
  const sameDay = (year: number | null, month: number, day: number) =>
    month === today.month && day === today.day && (year === null || year === today.year);
  let rest = sentence.replace(MONTH_DAY, (_all, month: string, day: string, year?: string) => {
    if (sameDay(year ? Number(year) : null, MONTHS.indexOf(month.slice(0, 3).toLowerCase()), Number(day))) found = true;
    return " ";
  });
  rest = rest.replace(DAY_MONTH, (_all, day: string, month: string, year?: string) => {
    if (sameDay(year ? Number(year) : null, MONTHS.indexOf(month.slice(0, 3).toLowerCase()), Number(day))) found = true;
    return " ";
  });
  rest = rest.replace(ISO_DATE, (_all, year: string, month: string, day: string) => {
    if (sameDay(Number(year), Number(month) - 1, Number(day))) found = true;
    return " ";
  });
  rest = rest.replace(TODAY_WORDS, () => {
    if (said.year === today.year && said.month === today.month && said.day === today.day) found = true;
    return " ";
  });
  return { today: found, rest: rest.replace(WEEKDAYS, " ") };
}

/**
 * The place a text names after "at" or "in" (capitalised words: "at Hobbs Cafe", "at the Rose and Crown Pub"), or
 * after "on" ("on Mill Pond Green").
 */
function namedPlaceIn(text: string, names: ReadonlySet<string>, preposition: "at" | "on"): string | undefined {
  const lead = preposition === "at" ? "(?:at|in)" : "on";
  const re = new RegExp(String.raw`\b${lead}\s+((?:the\s+)?[A-Z][\w'’&.-]*(?:\s+(?:(?:and|of|&)\s+)?[A-Z][\w'’&.-]*)*)`, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let place = m[1]!;
    // "at Hobbs Cafe and Isabella is ...": a person after "and" is no part of the place.
    const tail = /\s+(?:and|&)\s+([A-Z][\w'’-]*)$/.exec(place);
    const next = text.slice(m.index + m[0].length);
    if (tail && (names.has(tail[1]!.toLowerCase()) || /^\s+(?:is|was|has|will|said|says|and)\b/.test(next))) place = place.slice(0, tail.index);
    place = place.replace(/[.,;:]+$/, "");
    const words = place.replace(/^the\s+/i, "").toLowerCase().split(/\s+/);
    // A month or a day is no place, nor is a person alone ("at Isabella's"); "Okafor Bakery" is.
    if (NOT_PLACES.has(words[0]!) || (words.length === 1 && names.has(words[0]!.replace(/['’]s$/, "")))) continue;
    return place;
  }
  return undefined;
}

/** Whether the persona itself holds the event the sentence names (the sentence outside quotes). */
function hostedBy(sentence: string, eventAt: number, who: { name: string; firstName: string }): boolean {
  const subject = String.raw`(?:${escapeRegExp(who.name)}|${escapeRegExp(who.firstName)}|she|he|they|I)`;
  const before = sentence.slice(0, eventAt);
  const planning = new RegExp(
    String.raw`\b${subject}\s+(?:is|am|are|was|will be|has been|'s|’s)\s+(?:[\w'’]+\s+){0,3}?(?:planning|hosting|holding|throwing|organi[sz]ing|having|giving|putting on|running)\b|\b${subject}\s+(?:will\s+)?(?:hosts?|holds?|throws?|organi[sz]es?|gives?)\b`,
    "gi",
  );
  let last: RegExpExecArray | null = null;
  for (let m = planning.exec(before); m; m = planning.exec(before)) last = m;
  if (!last) return false;
  // "Ayesha is planning to go to the party": going is no hosting.
  return !/\b(?:go|going|goes|attend|attending|join|joining|come|coming|visit|visiting|invited|invite)\b/i.test(before.slice(last.index + last[0].length));
}

/**
 * The events a text names for today (see the file header), each once. `who` is the persona whose text it is, with
 * now (`currTime`); `said` is when the text was written (a memory's time; default now).
 */
export function eventsToday(text: string, who: { name: string; firstName: string; currTime: string }, said: string = who.currTime): PlannedEvent[] {
  const today = dayOf(who.currTime);
  const saidDay = dayOf(said);
  const names = new Set([...who.name.toLowerCase().split(/\s+/), who.firstName.toLowerCase()]);
  const found: Array<PlannedEvent & { endSaid: boolean }> = [];
  for (const part of quotedParts(text)) {
    for (const sentence of part.text.split(/(?<=[.!?…])\s+|;\s+/)) {
      const dated = datedToday(sentence, today, saidDay);
      if (!dated.today) continue;
      const occasion = DETERMINED_OCCASION.exec(dated.rest);
      if (!occasion) continue;
      const name = `the ${occasion[1]!}${occasion[2]!}`.replace(/\s+/g, " ");
      const after = dated.rest.slice(occasion.index);
      const place =
        namedPlaceIn(after, names, "at") ?? namedPlaceIn(dated.rest, names, "at") ?? namedPlaceIn(after, names, "on") ?? namedPlaceIn(dated.rest, names, "on");
      if (!place) continue;
      const times = splitItemTimes(after).times.start !== null ? splitItemTimes(after).times : splitItemTimes(dated.rest).times;
      if (times.start === null) continue;
      const endSaid = times.end !== null && times.end > times.start;
      const end = endSaid ? times.end! : Math.min(1440, times.start + EVENT_MINUTES_WHEN_UNSAID);
      const host = !part.quoted && hostedBy(dated.rest, occasion.index, who);
      // One place at one time is one event, however often it is named ("a Valentine's Day party", "the party").
      const same = found.find((e) => e.place.toLowerCase() === place.toLowerCase() && e.start === times.start);
      if (!same) {
        found.push({ name, place, start: times.start, end, host, endSaid });
        continue;
      }
      same.host ||= host;
      if (name.length > same.name.length) same.name = name;
      if (endSaid && !same.endSaid) Object.assign(same, { end, endSaid });
    }
  }
  return found.map(({ endSaid: _said, ...event }) => event);
}
