/**
 * event_poignancies (economical cognition only): how much each of the events a persona perceives in one tick matters
 * to it, 1 to 10, in one answer, where the faithful way asks event_poignancy once per event. No original counterpart:
 * the original asked one question per event.
 *
 * The answer gives one numbered line per event ("1: 3"). Each score is read with the single question's reader (a
 * bare number, "3/10", "Score: 3", a sentence), from numbered lines, lines that repeat the event, scores in order
 * (one a line, or "Scores: 6, 2, 3"), or JSON. A score that is missing, unreadable or off the scale is null, and the caller asks that event's
 * single question instead (nodes/persona/perceive.ts); the answer as a whole is refused (and repaired, then the
 * fail-safe: every score null) only when no score at all can be read.
 */
import { z } from "zod/v4";
import { firstJsonArray, firstJsonObject, isRefusal, jsonField, plainLines, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { formatSimulatedRating, poignancyVariables, simulatedPoignancy } from "./eventPoignancy.js";
import { IdentitySchema } from "./identity.js";
import { countsFromZero, itemNumber, numberedItems, readOrNull } from "./numberedAnswers.js";
import { numberedList, parseRating, validateRating } from "./socialShared.js";
import { POIGNANCY } from "../failSafeValues.js";

export const EventPoignanciesInputSchema = z.object({
  identity: IdentitySchema,
  /** The events, as event_poignancy's description: "Isabella Rodriguez is planning a Valentine's Day party". */
  descriptions: z.array(z.string().min(1)).min(1),
});
export type EventPoignanciesInput = z.input<typeof EventPoignanciesInputSchema>;
type Inputs = z.output<typeof EventPoignanciesInputSchema>;

/** A score per event, in the order asked; null where the answer gave none usable (that event is asked alone). */
export type EventPoignancies = Array<number | null>;

const template = `{identity}

{name} notices things all day long, and most of them barely register. Score how much each event below matters to {name}, from 1 to 10:
1 = routine and forgettable (tying shoes, washing dishes, walking past a shop);
5 = worth remembering for a while (a new project at work, meeting someone interesting);
10 = life-changing (falling in love, losing someone close, a big win or a bitter falling-out).

Events:
{events}

Judge each one on its own, from {firstName}'s point of view, given who {firstName} is and what is going on in {firstName}'s life.
Reply with one line per event: its number, a colon and its score, a single whole number from 1 to 10 (e.g. "1: 3"). Nothing else.`;

const score = (text: string): number | null => {
  const value = readOrNull(() => parseRating(text));
  return value !== null && validateRating(value) === null ? value : null;
};

const norm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** The text of an item without the event's own words, so a number inside the event is not read as its score. */
function withoutEvent(text: string, description: string): string {
  const plain = norm(description);
  const at = norm(text).indexOf(plain);
  if (at < 0 || !plain) return text;
  // Cut the description out of the original text: everything up to its last word.
  const last = description.trim().split(/\s+/).at(-1)!;
  const end = text.toLowerCase().lastIndexOf(last.toLowerCase());
  return end < 0 ? text : text.slice(end + last.length).replace(/^["'”’)\]]*\s*(?:[:=—–-]+\s*)?/, "");
}

/** Scores from a JSON answer: {"scores": [3, 7]}, [3, 7], [{"event": 1, "score": 3}], {"1": 3, "2": 7}. */
function jsonScores(raw: string, count: number): EventPoignancies | null {
  const object = firstJsonObject(raw);
  const list = (object && jsonField(object, ["scores", "ratings", "poignancy", "poignancies", "events", "answer"])) ?? firstJsonArray(raw);
  const found: EventPoignancies = Array<number | null>(count).fill(null);
  const put = (index: number, value: unknown) => {
    if (index < 0 || index >= count) return;
    found[index] = typeof value === "number" ? (validateRating(value) === null ? value : null) : typeof value === "string" ? score(value) : null;
  };
  const numberOf = (item: unknown) => itemNumber(item, ["event", "number", "index", "id", "n"]);
  if (Array.isArray(list)) {
    const base = countsFromZero(list.flatMap((item) => numberOf(item) ?? []), count) ? 0 : 1;
    list.forEach((item, i) => {
      if (item && typeof item === "object" && !Array.isArray(item)) {
        const number = numberOf(item);
        put(number !== undefined ? number - base : i, jsonField(item as Record<string, unknown>, ["score", "rating", "poignancy"]));
      } else put(i, item);
    });
  } else if (object) {
    const keyed = Object.entries(object).flatMap(([key, value]) => {
      const number = /^\D{0,8}(\d{1,2})$/.exec(key.trim());
      return number ? [[Number(number[1]), value] as const] : [];
    });
    const base = countsFromZero(keyed.map(([n]) => n), count) ? 0 : 1;
    for (const [n, value] of keyed) put(n - base, value);
  } else return null;
  return found.some((s) => s !== null) ? found : null;
}

/** Reads an answer's scores; throws when there is none at all (or on a refusal). */
export function parseEventPoignancies(raw: string, { descriptions }: Pick<Inputs, "descriptions">): EventPoignancies {
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("expected a score from 1 to 10 for each event");
  const count = descriptions.length;
  const fromJson = jsonScores(raw, count);
  if (fromJson) return fromJson;
  const found: EventPoignancies = Array<number | null>(count).fill(null);
  const items = numberedItems(raw, count);
  // The item's first line is its score; the lines under it explain it (a sub-bullet's numbers are no score).
  for (const [number, item] of items) {
    const text = withoutEvent(item, descriptions[number - 1]!);
    found[number - 1] = score(text.split("\n")[0]!) ?? score(text);
  }
  if (!items.size) {
    // Lines that repeat the event ("Ada Okafor is baking bread: 3"), else one bare score a line, in order.
    const lines = plainLines(raw).map((l) => l.replace(/^[-*•+]\s+/, ""));
    descriptions.forEach((description, i) => {
      const line = lines.find((l) => norm(l).startsWith(norm(description)));
      if (line) found[i] = score(withoutEvent(line, description));
    });
    const bare = lines.filter((l) => /^\d{1,2}(?:\s*\/\s*10)?\.?$/.test(l));
    if (!found.some((s) => s !== null) && bare.length === count) bare.forEach((l, i) => (found[i] = score(l)));
    // "Scores: 6, 2, 3": one line of exactly as many whole numbers as events, in order.
    const listed = lines.map((l) => l.replace(/^[^:\d]{0,20}:\s*/, "")).find((l) => /^\d{1,2}(?:\s*[,;]\s*\d{1,2})+\.?$/.test(l));
    const numbers = listed?.match(/\d{1,2}/g) ?? [];
    if (!found.some((s) => s !== null) && numbers.length === count) numbers.forEach((n, i) => (found[i] = score(n)));
  }
  if (!found.some((s) => s !== null)) throw new Error(`no score could be read for any of the ${count} events: give one line per event, "1: 3"`);
  return found;
}

/** The structured answer: {"scores": [{"event": 1, "score": 3}, ...]}. */
const ScoresSchema = z.object({
  scores: z.array(z.object({ event: z.number().int().describe("the event's number"), score: z.number().int().describe("1 = routine, 10 = life-changing") })),
});

export const eventPoignanciesPrompt: PromptSpec<Inputs, EventPoignancies, EventPoignanciesInput> = {
  id: "event_poignancies",
  version: 1,
  template,
  inputSchema: EventPoignanciesInputSchema,
  variables: ({ identity, descriptions }) => {
    const { description: _, ...who } = poignancyVariables({ identity, description: "-" });
    return { ...who, events: numberedList(descriptions.map((d) => d.trim())) };
  },
  structured: {
    schema: ScoresSchema,
    toValue: (answer: z.output<typeof ScoresSchema>, inputs) => parseEventPoignancies(JSON.stringify(answer), inputs),
    fromValue: (value) => ({ scores: value.flatMap((s, i) => (s === null ? [] : [{ event: i + 1, score: s }])) }),
  },
  parse: (raw, inputs) => parseEventPoignancies(raw, inputs),
  // Cut off by the length limit: the complete items are kept, the rest asked alone.
  keepsCompletePart: true,
  failSafe: ({ descriptions }) => descriptions.map(() => null),
  failSafeValue: z.array(POIGNANCY.nullable()).describe("a list, one per event, of whole numbers from 1 to 10 or null"),
  // A short line per event, and room for a preamble: the caller gives the cap for the number of events.
  generation: { temperature: 0, maxTokens: 160 },
  // Each event scored as the single question's simulated reader scores it; written as numbered lines, a markdown
  // list after a preamble, or JSON.
  simulate: ({ identity, descriptions }, random) => {
    const scores = descriptions.map((d) => simulatedPoignancy(d, identity, random));
    const style = random();
    if (style < 0.6) return scores.map((s, i) => `${i + 1}: ${s}`).join("\n");
    if (style < 0.85) return ["Here are the scores:", "", ...scores.map((s, i) => `${i + 1}. ${formatSimulatedRating(s, random)}`)].join("\n");
    return JSON.stringify({ scores: scores.map((s, i) => ({ event: i + 1, score: s })) });
  },
};
