/**
 * thought_notes (economical cognition only): for thoughts stored together (a reflection's insights, the planning
 * thought and memo after a conversation, a whisper's thought), each thought's event triple and poignancy in one
 * answer, where the faithful way asks event_triple and event_poignancy for each thought. No original counterpart: the
 * original asked two questions per thought.
 *
 * The answer gives one numbered line per thought: its triple and its score ("1. (Ada Okafor, plan, a party) | 6").
 * The triple is read with event_triple's reader (its subject must be the persona), the score with event_poignancy's;
 * a part that is missing or unusable is null and the caller asks that question alone for that thought
 * (nodes/persona/reflect.ts, tools/memory/whisper.ts). The answer as a whole is refused (and repaired, then the
 * fail-safe: every part null) only when nothing at all can be read.
 */
import { z } from "zod/v4";
import { firstJsonArray, firstJsonObject, isRefusal, jsonField, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { simulatedPoignancy } from "./eventPoignancy.js";
import { parseEventTriple, simulatedTriple, type EventTriple } from "./eventTriple.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { countsFromZero, itemNumber, numberedItems, readOrNull } from "./numberedAnswers.js";
import { numberedList, parseRating, validateRating } from "./socialShared.js";
import { TRIPLE, POIGNANCY } from "../failSafeValues.js";

export const ThoughtNotesInputSchema = z.object({
  /** Whose thoughts: the triples' subject, the judge of the scores. */
  identity: IdentitySchema,
  /** The thoughts as stored: "Ada Okafor wants to bake for the party". */
  statements: z.array(z.string().min(1)).min(1),
});
export type ThoughtNotesInput = z.input<typeof ThoughtNotesInputSchema>;
type Inputs = z.output<typeof ThoughtNotesInputSchema>;

/** One thought's notes; null where the answer gave nothing usable (the caller asks that question alone). */
export interface ThoughtNote {
  triple: EventTriple | null;
  poignancy: number | null;
}

const template = `{identity}

{name} has just noted these thoughts:
{statements}

For each thought give two things:
- its triple: what the thought says {firstName} does, is or wants, as (subject, predicate, object), with {name} as the subject and the verb in its base form, e.g. ({name}, plan, a birthday party);
- its score: how much the thought matters to {name}, from 1 to 10, judged from {firstName}'s point of view (1 = routine and forgettable; 5 = worth remembering for a while; 10 = life-changing).

Reply with one line per thought: its number, its triple, a bar and its score, e.g.
1. ({name}, plan, a birthday party) | 6`;

const SCORE_CUE = /\b(?:score|rating|poignancy|importance)\b\s*[:=]?\s*/i;
const TRIPLE_CUE = /\btriple\b\s*[:=]?\s*/i;

/** One item's triple and score: the triple in brackets (or after "Triple:"), the score after it or after a cue. */
function readItem(text: string, subject: string): ThoughtNote {
  const bracketed = /\(([^()]*,[^()]*)\)/.exec(text);
  let tripleText: string | undefined = bracketed?.[0];
  let rest = bracketed ? text.slice(0, bracketed.index) + " " + text.slice(bracketed.index + bracketed[0].length) : text;
  if (!tripleText) {
    // "Triple: plan | a party" on a line of its own, the score on another.
    const line = text.split("\n").find((l) => TRIPLE_CUE.test(l));
    if (line) {
      tripleText = line.replace(/^.*?\btriple\b\s*[:=]?\s*/i, "");
      rest = text.replace(line, " ");
    }
  }
  const first = text.split("\n")[0]!;
  if (!tripleText && (first.match(/\|/g)?.length ?? 0) >= 2) {
    // "bake | honey-rye pastries | 6": the triple's parts with bars, the score after the last.
    tripleText = first.slice(0, first.lastIndexOf("|"));
    rest = first.slice(first.lastIndexOf("|"));
  }
  const triple = tripleText ? readOrNull(() => parseEventTriple(tripleText!, subject)) : null;
  rest = rest.replace(TRIPLE_CUE, " ");
  const cued = SCORE_CUE.exec(rest);
  // The score follows its cue, else the last bar ("... | 6"), else it is what is left.
  const scoreText = cued ? rest.slice(cued.index + cued[0].length) : rest.includes("|") ? rest.slice(rest.lastIndexOf("|") + 1) : rest.replace(/^[\s:;,—–-]+/, "");
  const poignancy = readOrNull(() => parseRating(scoreText.split("\n")[0]!.trim() || scoreText));
  return { triple, poignancy: poignancy !== null && validateRating(poignancy) === null ? poignancy : null };
}

/** Notes from a JSON answer: [{"subject", "predicate", "object", "score"}], {"thoughts": [...]}, {"1": {...}}. */
function jsonNotes(raw: string, inputs: Inputs): ThoughtNote[] | null {
  const subject = inputs.identity.name;
  const object = firstJsonObject(raw);
  const listed = object && jsonField(object, ["thoughts", "notes", "statements", "answers", "items"]);
  const list = Array.isArray(listed) ? listed : firstJsonArray(raw);
  const count = inputs.statements.length;
  const numberOf = (item: unknown) => itemNumber(item, ["thought", "number", "index", "id", "n"]);
  let entries: Array<[number, unknown]> = [];
  if (Array.isArray(list)) {
    const base = countsFromZero(list.flatMap((item) => numberOf(item) ?? []), count) ? 0 : 1;
    entries = list.map((item, i) => [numberOf(item) !== undefined ? numberOf(item)! - base : i, item]);
  } else if (object) {
    const keyed = Object.entries(object).flatMap(([key, value]) => {
      const n = /^\D{0,10}(\d{1,2})$/.exec(key.trim());
      return n ? [[Number(n[1]), value] as [number, unknown]] : [];
    });
    const base = countsFromZero(keyed.map(([n]) => n), count) ? 0 : 1;
    entries = keyed.map(([n, value]) => [n - base, value]);
  }
  const notes: ThoughtNote[] = inputs.statements.map(() => ({ triple: null, poignancy: null }));
  let refused = 0;
  for (const [index, item] of entries) {
    if (index < 0 || index >= notes.length || !item || typeof item !== "object" || Array.isArray(item)) continue;
    const entry = item as Record<string, unknown>;
    // A thought whose fields say the model will not do it ("predicate": "I'm sorry, I cannot"): counted, so an answer
    // refusing every thought is no answer (its scores are the refusal's, not the thoughts').
    if (Object.values(entry).some((v) => typeof v === "string" && isRefusal(v))) refused++;
    const score = jsonField(entry, ["score", "rating", "poignancy", "importance"]);
    const poignancy = typeof score === "number" ? score : typeof score === "string" ? readOrNull(() => parseRating(score)) : null;
    // An empty subject is a subject left out: the triple is the persona's.
    const named = jsonField(entry, ["subject"]);
    const parts = { predicate: jsonField(entry, ["predicate", "verb"]), object: jsonField(entry, ["object"]), ...(typeof named === "string" && named.trim() ? { subject: named } : {}) };
    const triple = jsonField(entry, ["triple"]) !== undefined
      ? readOrNull(() => parseEventTriple(JSON.stringify({ triple: jsonField(entry, ["triple"]) }), subject))
      : readOrNull(() => parseEventTriple(JSON.stringify(parts), subject));
    notes[index] = { triple, poignancy: poignancy !== null && validateRating(poignancy) === null ? poignancy : null };
  }
  if (entries.length > 0 && refused === entries.length) return null;
  return notes.some((n) => n.triple || n.poignancy !== null) ? notes : null;
}

/** Reads an answer's notes, one per thought; throws when nothing at all can be read (or on a refusal). */
export function parseThoughtNotes(raw: string, inputs: Inputs): ThoughtNote[] {
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("expected a triple and a score for each thought");
  const fromJson = jsonNotes(raw, inputs);
  if (fromJson) return fromJson;
  const notes: ThoughtNote[] = inputs.statements.map(() => ({ triple: null, poignancy: null }));
  const items = numberedItems(raw, inputs.statements.length);
  // A lone thought answered without its number: the whole answer is its item.
  if (!items.size && inputs.statements.length === 1) items.set(1, text);
  for (const [number, item] of items) notes[number - 1] = readItem(item, inputs.identity.name);
  if (!notes.some((n) => n.triple || n.poignancy !== null)) {
    throw new Error(`nothing could be read for any of the ${inputs.statements.length} thoughts: give one line per thought, "1. (subject, predicate, object) | score"`);
  }
  return notes;
}

/** The structured answer: {"thoughts": [{"thought": 1, "subject", "predicate", "object", "score"}]}. */
const NotesSchema = z.object({
  thoughts: z.array(
    z.object({
      thought: z.number().int().describe("the thought's number"),
      subject: z.string(),
      predicate: z.string().describe("the verb, in its base form"),
      object: z.string(),
      score: z.number().int().describe("1 = routine, 10 = life-changing; 0 if not given"),
    }),
  ),
});

export const thoughtNotesPrompt: PromptSpec<Inputs, ThoughtNote[], ThoughtNotesInput> = {
  id: "thought_notes",
  version: 1,
  template,
  inputSchema: ThoughtNotesInputSchema,
  variables: ({ identity, statements }) => ({
    identity: describeIdentity(identity),
    name: identity.name,
    firstName: identity.firstName,
    statements: numberedList(statements),
  }),
  structured: {
    schema: NotesSchema,
    toValue: (answer: z.output<typeof NotesSchema>, inputs) => parseThoughtNotes(JSON.stringify(answer), inputs),
    fromValue: (notes) => ({
      thoughts: notes.map((n, i) => ({
        thought: i + 1,
        subject: n.triple?.[0] ?? "",
        predicate: n.triple?.[1] ?? "",
        object: n.triple?.[2] ?? "",
        score: n.poignancy ?? 0,
      })),
    }),
  },
  parse: (raw, inputs) => parseThoughtNotes(raw, inputs),
  // Cut off by the length limit: the complete items are kept, the rest asked alone.
  keepsCompletePart: true,
  failSafe: ({ statements }) => statements.map(() => ({ triple: null, poignancy: null })),
  failSafeValue: z.array(z.strictObject({ triple: TRIPLE.nullable(), poignancy: POIGNANCY.nullable() })).describe('a list of objects with "triple" (a [subject, predicate, object] triple or null) and "poignancy" (a whole number from 1 to 10 or null), one per statement'),
  // A short line per thought, and room for a preamble: the caller gives the cap for the number of thoughts.
  generation: { temperature: 0, maxTokens: 320 },
  // Each thought's triple and score as the single questions' simulated readers give them; written as numbered
  // lines, a markdown list after a preamble with labelled parts, or JSON.
  simulate: ({ identity, statements }, random) => {
    const notes = statements.map((s) => ({ triple: simulatedTriple(identity.name, s), score: simulatedPoignancy(s, identity, random) }));
    const style = random();
    if (style < 0.6) return notes.map(({ triple, score }, i) => `${i + 1}. (${triple.join(", ")}) | ${score}`).join("\n");
    if (style < 0.85) {
      return [
        "Here are the notes:",
        "",
        ...notes.map(({ triple, score }, i) => `${i + 1}. **Triple:** (${triple.join(", ")}); **Score:** ${score}`),
      ].join("\n");
    }
    return JSON.stringify({ thoughts: notes.map(({ triple: [subject, predicate, object], score }, i) => ({ thought: i + 1, subject, predicate, object, score })) });
  },
};
