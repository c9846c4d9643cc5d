/**
 * event_triple: "<subject> is <description>" as a (subject, predicate, object) triple
 * (plan.py generate_action_event_triple and generate_act_obj_event_triple; also used for reflection and chat
 * thoughts). For a persona's action the subject is the persona's name; for an object's state, the object's name.
 *
 * Kept from the original: the inputs (subject, description), temperature 0, the subject always the given one,
 * fail-safe (subject, "is", "idle"). Changed: the fail-safe really is that triple (the original's became (subject,
 * subject, "is")); "predicate | object", JSON, labelled lines and a plain "<subject> bakes bread." are read as well,
 * and parts carrying JSON punctuation are refused (they would become memory keywords); 80 tokens and no stop at a
 * newline leave room for a preamble (the original's 30 tokens and newline stop cut it off).
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import {
  afterLastCue,
  firstJsonArray,
  firstJsonObject,
  hasMarkup,
  hasPlaceholder,
  isPreambleLine,
  isModelRefusal,
  isNonAnswer,
  isRefusal,
  isSlotName,
  jsonField,
  plainText,
  unquote,
} from "../answerText.js";
import { activityParts, baseVerb, escapeRegExp, stripQuotes } from "./planningText.js";
import { TRIPLE } from "../failSafeValues.js";

export const EventTripleInputSchema = z.object({
  /** A persona's full name or an object's name. */
  subject: z.string().min(1),
  /** What the subject is doing or how it is: "brewing coffee", "being used to brew coffee". */
  description: z.string().min(1),
});
export type EventTripleInput = z.input<typeof EventTripleInputSchema>;

export type EventTriple = [subject: string, predicate: string, object: string];

const template = `Turn a statement into a (subject, predicate, object) triple.

Statement: Mei Lin is reading a novel on the sofa.
Triple: (Mei Lin, read, novel)
Statement: the kettle is boiling water for tea.
Triple: (the kettle, boil, water)

Statement: {subject} is {description}.
Reply with the triple only, on one line.
Triple: ({subject},`;

/**
 * Reads the triple as real models write it: "(subject, predicate, object)", "(predicate, object)", "predicate | object",
 * "subject | predicate | object", after a cue ("Triple: ..."), in markdown, as JSON ({"subject", "predicate",
 * "object"} or an array), as labelled lines ("Predicate: bake"), or as a plain sentence "<subject> bakes bread.". The
 * subject is always the given one: a triple about someone or something else (the template's "Mei Lin" echoed) is
 * refused, not given the subject. Throws when there is no triple or two different ones, on a refusal, and on parts
 * that are not a short phrase (JSON punctuation, a whole sentence as the predicate).
 */
export function parseEventTriple(raw: string, subject: string): EventTriple {
  const parts = jsonParts(raw) ?? textParts(raw, subject);
  if (!parts || parts.length < 2 || parts.length > 3) throw new Error('expected "(subject, predicate, object)" or "predicate | object"');
  if (parts.length === 3) checkSubject(subject, parts[0]!);
  const [predicate, object] = parts.slice(-2);
  return checkedTriple(subject, predicate!, object!);
}

const PRONOUNS = new Set(["he", "she", "they", "it", "i", "him", "her", "them"]);
const subjectWords = (text: string) =>
  stripQuotes(unquote(text))
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && w !== "the" && w !== "a" && w !== "an");

/**
 * The triple's own subject must be the given one, or part of it ("Ada" for "Ada Okafor", "kettle" for "the kettle"),
 * or a pronoun; "(Mei Lin, bake, bread)" for Ada Okafor is about someone else.
 */
function checkSubject(subject: string, named: string): void {
  const words = subjectWords(named);
  const own = new Set(subjectWords(subject));
  if (words.length === 1 && PRONOUNS.has(words[0]!)) return;
  if (words.length > 0 && words.every((w) => own.has(w))) return;
  throw new Error(`the triple is about "${stripQuotes(unquote(named)).trim()}", not ${subject}`);
}

/** The triple with its parts cleaned, or a thrown problem. */
function checkedTriple(subject: string, rawPredicate: string, rawObject: string): EventTriple {
  const [predicate, object] = [rawPredicate, rawObject].map((p) => stripQuotes(unquote(p.replace(/\)\s*$/, ""))).trim());
  if (!predicate || !object) throw new Error("the triple has an empty predicate or object");
  if (isNonAnswer(predicate) || isNonAnswer(object)) throw new Error("the triple says it has no predicate or object");
  // A refusal in a part, or split across them ("I cannot" | "answer"); a template's slot or filler text.
  if ([predicate, object, `${predicate} ${object}`].some((part) => isModelRefusal(part, "description"))) throw new Error("the triple is a refusal");
  if (hasPlaceholder(predicate) || hasPlaceholder(object)) throw new Error("the triple echoes the template's placeholders");
  if (isSlotName(predicate, ["predicate", "verb", "action"]) || isSlotName(object, ["object", "thing"])) {
    throw new Error("the triple writes the template's slot names back instead of filling them");
  }
  const first = subject.split(/\s+/)[0]!;
  if (hasMarkup(predicate) || hasMarkup(object)) throw new Error("the triple carries JSON punctuation");
  // A sentence is no predicate ("Ada Okafor bakes bread, then ..." split at its comma).
  const sentence = new RegExp(`^(?:${escapeRegExp(subject)}\\b|${escapeRegExp(first)}\\s)`, "i").test(predicate);
  if (predicate.split(/\s+/).length > 3 || sentence) {
    throw new Error(`"${predicate}" is not a predicate`);
  }
  if (object.split(/\s+/).length > 20) throw new Error("the object is longer than a phrase");
  return [subject, predicate, object];
}

function jsonParts(raw: string): string[] | undefined {
  const object = firstJsonObject(raw);
  if (object) {
    const named = jsonField(object, ["subject"]);
    const predicate = jsonField(object, ["predicate", "verb", "action", "relation"]);
    const target = jsonField(object, ["object", "target"]);
    if (typeof predicate === "string" && typeof target === "string") return typeof named === "string" ? [named, predicate, target] : [predicate, target];
    const triple = jsonField(object, ["triple"]);
    if (Array.isArray(triple)) return fromList(triple);
  }
  const list = firstJsonArray(raw);
  return list ? fromList(list) : undefined;
}

function fromList(list: readonly unknown[]): string[] | undefined {
  if (!list.every((p) => typeof p === "string")) return undefined;
  const strings = list as string[];
  return strings.length === 3 || strings.length === 2 ? strings : undefined;
}

const SENTENCE_VERB = /^(\w+)\s+(.+?)[.!]?$/;

function textParts(raw: string, subject: string): string[] | null {
  const plain = plainText(raw);
  if (!plain || isRefusal(plain)) return null;
  const cued = afterLastCue(plain, ["triple", "answer"]);
  const text = cued ?? plain.split("\n").filter((l) => !isPreambleLine(l)).join("\n");
  const predicate = /^\s*(?:[-*•]\s*)?predicate\s*[:=]\s*(.+)$/im.exec(plain)?.[1];
  const target = /^\s*(?:[-*•]\s*)?object\s*[:=]\s*(.+)$/im.exec(plain)?.[1];
  if (predicate && target) return [predicate, target];
  const triples = new Set([...text.matchAll(/\(([^()]*,[^()]*)\)/g)].map((m) => m[1]!.replace(/\s+/g, " ").trim().toLowerCase()));
  if (triples.size > 1) throw new Error("the answer gives more than one triple");
  const bracketed = /\(([^()]*,[^()]*)(?:\)|$)/m.exec(text) ?? /^([^(),|]+,[^()|]+)\)?$/m.exec(text.trim());
  if (bracketed) {
    const inner = bracketed[1]!.trim();
    const own = new RegExp(`^["'“‘]?${escapeRegExp(subject)}["'”’]?\\s*,`, "i").exec(inner);
    if (own) return splitOnce(inner.slice(own[0].length), ",");
    const all = inner.split(",");
    return all.length >= 3 ? [all[0]!, all[1]!, all.slice(2).join(",")] : all;
  }
  if (text.includes("|")) {
    const all = text.split("\n").find((l) => l.includes("|"))!.split("|");
    return all.length >= 3 ? [all[0]!, all[1]!, all.slice(2).join("|")] : all;
  }
  // "Ada Okafor bakes bread." -> (Ada Okafor, bake, bread); "Ada Okafor is baking bread" has no base verb to give.
  const sentence = text.split("\n")[0]!.trim();
  const rest = new RegExp(`^(?:the\\s+)?${escapeRegExp(subject)}\\s+`, "i").exec(sentence);
  const clause = rest && SENTENCE_VERB.exec(sentence.slice(rest[0].length));
  if (clause && /^\w+s$/i.test(clause[1]!) && !/^(?:is|was|has|does)$/i.test(clause[1]!) && !/[,;]/.test(clause[2]!)) {
    return [baseVerb(clause[1]!).toLowerCase(), clause[2]!.replace(/^(?:the|a|an|some)\s+/i, "")];
  }
  return null;
}

/** The structured answer: {"subject": ..., "predicate": "bake", "object": "bread"}. */
const TripleSchema = z.object({
  subject: z.string(),
  predicate: z.string().describe("the verb, in its base form"),
  object: z.string(),
});

function splitOnce(text: string, separator: string): string[] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}

const PARTICLES = new Set(["up", "out", "on", "off", "down", "over", "in", "to", "for", "with", "at", "about", "into", "from", "by"]);

/** The simulated triple: the first verb (with its particle) as predicate, the rest of the first clause as object. */
export function simulatedTriple(subject: string, description: string): EventTriple {
  // A thought about the subject ("Klaus Mueller remembers Isabella saying: ...", "For Klaus Mueller's planning: ...")
  // is read from its verb on, up to a quote.
  const first = subject.split(/\s+/)[0]!;
  const about = description
    .replace(/^For [^:]+'s planning:\s*/i, "")
    .replace(new RegExp(`^(?:${escapeRegExp(subject)}|${escapeRegExp(first)})\\s+(?=[a-z])`), "")
    .replace(/\s*[:"“].*$/, "");
  const clause = activityParts(about).sub.split(/,|;|\s+and\s+|\s+while\s+/)[0]!.trim().replace(/\.$/, "").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [subject, "is", clause || "idle"];
  let take = 1;
  if (words[0]!.toLowerCase() === "being" && words.length > 2) take = 2;
  else if (PARTICLES.has(words[1]!.toLowerCase()) && words.length > 2) take = 2;
  else if (/^(?:should|will|would|can|could|must|might|wants to|needs to)$/i.test(words[0]!) && words.length > 2) take = 2;
  const predicate = (words[0]!.toLowerCase() === "being" ? ["is", ...words.slice(0, take)] : words.slice(0, take)).join(" ");
  const object = words.slice(take, take + 8).join(" ").replace(/^(?:that|the|a|an|some)\s+/i, "") || clause;
  return [subject, predicate, object];
}

/** The template's example triples' predicate and object, with a stem each that a statement about them would use. */
const EXAMPLE_TRIPLES: ReadonlyArray<[string, string, RegExp]> = [
  ["read", "novel", /\b(?:read|novel)/i],
  ["boil", "water", /\b(?:boil|water)/i],
];

/**
 * A triple that is one of the template's examples ("read, novel)" continuing the example line) while the statement
 * says nothing of it is the example copied, not this statement's triple.
 */
function notAnExample(triple: EventTriple, description: string): EventTriple {
  const [, predicate, object] = triple.map((part) => part.toLowerCase().replace(/^(?:a|an|the)\s+/, "").trim());
  const example = EXAMPLE_TRIPLES.find(([p, o]) => p === predicate && o === object);
  if (example && !example[2].test(description)) throw new Error("the triple is the template's example, not this statement's");
  return triple;
}

export const eventTriplePrompt: PromptSpec<z.output<typeof EventTripleInputSchema>, EventTriple, EventTripleInput> = {
  id: "event_triple",
  version: 1,
  template,
  inputSchema: EventTripleInputSchema,
  variables: ({ subject, description }) => ({ subject, description: description.replace(/\.\s*$/, "") }),
  structured: {
    schema: TripleSchema,
    toValue: (answer: z.output<typeof TripleSchema>, { subject, description }) => {
      if (answer.subject.trim()) checkSubject(subject, answer.subject);
      return notAnExample(checkedTriple(subject, answer.predicate, answer.object), description);
    },
    fromValue: ([subject, predicate, object]) => ({ subject, predicate, object }),
  },
  parse: (raw, { subject, description }) => notAnExample(parseEventTriple(raw, subject), description),
  failSafe: ({ subject }) => [subject, "is", "idle"],
  failSafeValue: TRIPLE.describe('a [subject, predicate, object] triple of texts, e.g. ["Ada Okafor", "is", "idle"]'),
  generation: { temperature: 0, maxTokens: 80 },
  simulate: ({ subject, description }, random) => {
    const [, predicate, object] = simulatedTriple(subject, description);
    return random() < 0.2 ? `${predicate} | ${object}` : `(${subject}, ${predicate}, ${object})`;
  },
};
