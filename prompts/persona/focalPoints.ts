/**
 * focal_points: the n most salient high-level questions the persona's recent memories raise; the start of a
 * reflection (each question then drives a retrieval and an insights prompt).
 *
 * Kept from the original (generate_focal_pt_v1): inputs (recent statements, one a line, and n = 3 from
 * thresholds.reflectionFocalPoints), temperature 0, 150 tokens (the original's fallback setting). The answer is read
 * as a JSON array of strings or as a numbered / bulleted list; extra questions beyond n are dropped and fewer than
 * n, duplicates or empty ones are rejected. Fail-safe: n copies of "What matters most to <name> right now?" (the
 * original: "Who am I").
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import type { PromptSpec } from "../types.js";
import { aboutStatement, firstJsonStringArray, listItems, shuffled, stripQuotes } from "./socialShared.js";

export const FocalPointsInputSchema = z.object({
  /** The persona whose memories these are. */
  name: z.string().min(1),
  /** Recent memory statements (embedding keys / descriptions), newest last. */
  statements: z.array(z.string().min(1)).min(1),
  /** Questions wanted. */
  n: z.number().int().min(1).max(10).default(DEFAULT_THRESHOLDS.reflectionFocalPoints),
});
export type FocalPointsInput = z.input<typeof FocalPointsInputSchema>;
type Inputs = z.output<typeof FocalPointsInputSchema>;

const template = `Here are some recent memories of {name}:
{statements}

From these memories alone, which {n} high-level questions about the people and things in them stand out the most, and can be answered from the memories?
Reply with a JSON array of exactly {n} questions (strings) and nothing else.`;

/**
 * A JSON array of strings, else a numbered / bulleted list, else the lines that end in "?"; at most n items,
 * wrapping quotes removed.
 */
export function parseQuestions(raw: string, n: number): string[] {
  const listed = listItems(raw);
  const items =
    firstJsonStringArray(raw) ??
    (listed.length ? listed : raw.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.endsWith("?")));
  const questions = items.map((q) => stripQuotes(q.replace(/,\s*$/, ""))).filter(Boolean);
  if (questions.length === 0) throw new Error("expected a JSON array or a numbered list of questions");
  return questions.slice(0, n);
}

export function validateQuestions(value: string[], n: number): string | null {
  if (value.length !== n) return `expected ${n} questions, got ${value.length}`;
  const distinct = new Set(value.map((q) => q.toLowerCase()));
  if (distinct.size !== value.length) return "the questions repeat each other";
  return null;
}

const QUESTION_FORMS: Array<(subject: string, topic: string) => string> = [
  (s, t) => `How does ${s} feel about ${t}?`,
  (s, t) => `What is ${s} hoping to get out of ${t}?`,
  (s, t) => `Who else is involved in ${t} with ${s}?`,
  (s, t) => `Why does ${t} matter so much to ${s}?`,
  (s, t) => `What will ${s} do next about ${t}?`,
];

function simulatedQuestions({ name, statements, n }: Inputs, random: () => number): string[] {
  const sources = shuffled(random, statements).map((statement) => aboutStatement(statement, name));
  const questions: string[] = [];
  const seen = new Set<string>();
  const forms = shuffled(random, QUESTION_FORMS);
  for (let round = 0; questions.length < n && round < forms.length; round++) {
    for (const [i, { subject, topic }] of sources.entries()) {
      if (questions.length >= n) break;
      const question = forms[(round + i) % forms.length]!(subject, topic);
      if (seen.has(question.toLowerCase())) continue;
      seen.add(question.toLowerCase());
      questions.push(question);
    }
  }
  for (let k = 1; questions.length < n; k++) questions.push(`What else matters to ${name} today (${k})?`);
  return questions;
}

export const focalPointsPrompt: PromptSpec<Inputs, string[], FocalPointsInput> = {
  id: "focal_points",
  version: 1,
  template,
  inputSchema: FocalPointsInputSchema,
  variables: ({ name, statements, n }) => ({
    name,
    statements: statements.map((s) => s.replace(/\s+/g, " ").trim()).join("\n"),
    n: String(n),
  }),
  parse: (raw, { n }) => parseQuestions(raw, n),
  validate: (value, { n }) => validateQuestions(value, n),
  failSafe: ({ name, n }) => Array.from({ length: n }, () => `What matters most to ${name} right now?`),
  generation: { temperature: 0, maxTokens: 150 },
  simulate: (inputs, random) => {
    const questions = simulatedQuestions(inputs, random);
    return random() < 0.7 ? JSON.stringify(questions) : questions.map((q, i) => `${i + 1}. ${q}`).join("\n");
  },
};
