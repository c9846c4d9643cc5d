/**
 * event_triple: "<subject> is <description>" as a (subject, predicate, object) triple
 * (plan.py generate_action_event_triple and generate_act_obj_event_triple; also used for reflection and chat
 * thoughts). For a persona's action the subject is the persona's name; for an object's state, the object's name.
 *
 * Kept from the original: the inputs (subject, description), temperature 0, 30 max tokens, stop at a newline, the
 * subject always the given one, fail-safe (subject, "is", "idle"). Changed: the fail-safe really is that triple
 * (the original's became (subject, subject, "is")), and "predicate | object" answers are read as well.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { activityParts, answerText, escapeRegExp, stripQuotes } from "./planningText.js";

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

/** Reads "(subject, predicate, object)", "(predicate, object)", "predicate | object" or "subject | predicate | object". */
export function parseEventTriple(raw: string, subject: string): EventTriple {
  const text = raw.includes(":") ? answerText(raw, ["triple", "answer"]) || raw : raw;
  let parts: string[] | null = null;
  const bracketed = /\(([^()]*,[^()]*)(?:\)|$)/m.exec(text) ?? /^([^(),|]+,[^()|]+)\)?$/m.exec(text.trim());
  if (bracketed) {
    const inner = bracketed[1]!.trim();
    const own = new RegExp(`^["'“‘]?${escapeRegExp(subject)}["'”’]?\\s*,`, "i").exec(inner);
    if (own) parts = splitOnce(inner.slice(own[0].length), ",");
    else {
      const all = inner.split(",");
      parts = all.length >= 3 ? [all[1]!, all.slice(2).join(",")] : all;
    }
  } else if (text.includes("|")) {
    const all = text.split("\n")[0]!.split("|");
    parts = all.length >= 3 ? [all[1]!, all.slice(2).join("|")] : all;
  }
  if (!parts || parts.length !== 2) throw new Error('expected "(subject, predicate, object)" or "predicate | object"');
  const [predicate, object] = parts.map((p) => stripQuotes(p.replace(/\)\s*$/, "")));
  if (!predicate || !object) throw new Error("the triple has an empty predicate or object");
  return [subject, predicate, object];
}

function splitOnce(text: string, separator: string): string[] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}

const PARTICLES = new Set(["up", "out", "on", "off", "down", "over", "in", "to", "for", "with", "at", "about", "into", "from", "by"]);

/** The simulated triple: the first verb (with its particle) as predicate, the rest of the first clause as object. */
export function simulatedTriple(subject: string, description: string): EventTriple {
  const clause = activityParts(description).sub.split(/,|;|\s+and\s+|\s+while\s+/)[0]!.trim().replace(/\.$/, "").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [subject, "is", clause || "idle"];
  let take = 1;
  if (words[0]!.toLowerCase() === "being" && words.length > 2) take = 2;
  else if (PARTICLES.has(words[1]!.toLowerCase()) && words.length > 2) take = 2;
  const predicate = (words[0]!.toLowerCase() === "being" ? ["is", ...words.slice(0, take)] : words.slice(0, take)).join(" ");
  const object = words.slice(take).join(" ").replace(/^(?:the|a|an|some)\s+/i, "") || clause;
  return [subject, predicate, object];
}

export const eventTriplePrompt: PromptSpec<z.output<typeof EventTripleInputSchema>, EventTriple, EventTripleInput> = {
  id: "event_triple",
  version: 1,
  template,
  inputSchema: EventTripleInputSchema,
  variables: ({ subject, description }) => ({ subject, description: description.replace(/\.\s*$/, "") }),
  parse: (raw, { subject }) => parseEventTriple(raw, subject),
  failSafe: ({ subject }) => [subject, "is", "idle"],
  generation: { temperature: 0, maxTokens: 30, stop: ["\n"] },
  simulate: ({ subject, description }, random) => {
    const [, predicate, object] = simulatedTriple(subject, description);
    return random() < 0.2 ? `${predicate} | ${object}` : `(${subject}, ${predicate}, ${object})`;
  },
};
