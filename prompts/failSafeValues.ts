/**
 * What a run's `failSafes` override of a prompt must be (a prompt's `failSafeValue`), checked when the run starts
 * (prompts/registry.ts: checkPromptIdSettings), so a value of the wrong kind (a number where a prompt falls back to a
 * sentence, a schedule as a bare list of texts) is refused in one sentence that says what the prompt takes, rather
 * than used as given when the prompt first falls back, hours into the run. Each schema carries its description in
 * words (`.describe`), which the refusal quotes.
 */
import { z } from "zod/v4";

/** A sentence or a few (a thought, a summary, a draft); may be empty where the prompt's own is. */
export const TEXT = z.string().describe("a text");
/** A name the prompt chooses (a place, an object, an emoji). */
export const NAME = z.string().min(1).describe("a non-empty text");
/** A list of texts (plan items, questions). */
export const TEXTS = z.array(z.string().min(1)).describe('a list of texts, e.g. ["wake up and get ready", "work at the bakery"]');
export const YES_OR_NO = z.boolean().describe("true or false");
/** How much an event or a chat matters, as the prompts rate it. */
export const POIGNANCY = z.number().int().min(1).max(10).describe("a whole number from 1 to 10");
/** A list of positions (0-based) in the list the prompt was given. */
export const POSITIONS = z.array(z.number().int().nonnegative()).describe("a list of whole numbers from 0 (positions in the list asked about), e.g. [0, 2]");
/** One entry of a schedule: [activity, minutes]. */
const SCHEDULE_ENTRY = z.tuple([z.string().min(1), z.number().int().positive()]);
export const SCHEDULE = z.array(SCHEDULE_ENTRY).min(1).describe('a list of [activity, minutes] pairs, e.g. [["sleeping", 360], ["having breakfast", 30]]');
/** (subject, predicate, object) of an event. */
export const TRIPLE = z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]);
const PAIR = z.tuple([z.string().min(1), z.string().min(1)]);
/** The economical cognition's grounding of an action; a null field is asked alone. */
export const GROUNDING = z.strictObject({
  sector: z.string().nullable(),
  arena: z.string().nullable(),
  object: z.string().nullable(),
  emoji: z.string().nullable(),
  event: PAIR.nullable(),
  objectState: z.string().nullable(),
  objectEmoji: z.string().nullable(),
  objectEvent: PAIR.nullable(),
});
export const GROUNDING_DESCRIPTION =
  "an object with sector, arena, object, emoji, objectState and objectEmoji (each a text or null) and event and objectEvent (each a [predicate, object] pair or null)";

/** One of the words a choice prompt answers with. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).describe(`one of ${values.map((v) => JSON.stringify(v)).join(", ")}`);
}

/** The description a schema carries (what the refusal says the prompt takes). */
export function describedAs(schema: z.ZodType): string {
  return schema.description ?? "a value of the kind the prompt's own fail-safe has";
}
