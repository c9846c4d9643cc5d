/**
 * focal_points: the n most salient high-level questions the persona's recent memories raise; the start of a
 * reflection (each question then drives a retrieval and an insights prompt).
 *
 * Kept from the original (generate_focal_pt_v1): inputs (recent statements, one a line, and n = 3 from
 * thresholds.reflectionFocalPoints), temperature 0. The answer is read as a JSON array of strings or as a numbered /
 * bulleted list (past a preamble, markdown or a reasoning block), with 300 tokens (the original's 150 left little room
 * for a preamble and three questions); extra questions beyond n are dropped and fewer than
 * n, duplicates or empty ones are rejected. Fail-safe: n copies of "What matters most to <name> right now?" (the
 * original: "Who am I").
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import type { PromptSpec } from "../types.js";
import { firstJsonArray, hasMarkup, isRefusal, jsonField, plainText, withoutListMarker } from "../answerText.js";
import { aboutStatement, firstJsonStringArray, listItems, shuffled, stripQuotes } from "./socialShared.js";
import { TEXTS } from "../failSafeValues.js";

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
 * A JSON array of strings (bare, or under a key, or of {"question": ...} objects), else a numbered / bulleted list,
 * else the lines that end in "?"; all of them (more than n is asked again: which to keep is the model's to say),
 * wrapping quotes and "Question 1:" labels removed. Throws when there is none, on a refusal, and on questions carrying
 * JSON punctuation.
 */
export function parseQuestions(raw: string, n: number): string[] {
  const text = plainText(raw);
  const listed = listItems(raw);
  const items =
    firstJsonStringArray(raw) ??
    jsonQuestionObjects(raw) ??
    (listed.length ? listed : text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.endsWith("?")));
  if (items.length === 0 && isRefusal(text)) throw new Error("the answer is a refusal");
  return checkedQuestions(items, n);
}

function jsonQuestionObjects(raw: string): string[] | undefined {
  const list = firstJsonArray(raw);
  if (!list || !list.every((e) => e && typeof e === "object")) return undefined;
  const questions = list.map((e) => jsonField(e as Record<string, unknown>, ["question", "text"], true));
  return questions.every((q) => typeof q === "string") ? (questions as string[]) : undefined;
}

function checkedQuestions(items: readonly string[], n: number): string[] {
  const questions = items
    .map((q) => stripQuotes(withoutListMarker(q.replace(/,\s*$/, "")).replace(/^(?:question|q)\s*\d*\s*[:.)-]\s*/i, "")))
    .filter((q) => q && !/:$/.test(q));
  if (questions.length === 0) throw new Error("expected a JSON array or a numbered list of questions");
  const marked = questions.find((q) => hasMarkup(q));
  if (marked) throw new Error(`"${marked}" is not a plain question`);
  return questions;
}

/** The structured answer: {"questions": ["...?", ...]}. */
const QuestionsSchema = z.object({ questions: z.array(z.string()).describe("the high-level questions") });

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
  structured: {
    schema: QuestionsSchema,
    toValue: (answer: z.output<typeof QuestionsSchema>, { n }) => {
      const questions = checkedQuestions(answer.questions, n);
      const problem = validateQuestions(questions, n);
      if (problem) throw new Error(problem);
      return questions;
    },
    fromValue: (questions) => ({ questions }),
  },
  parse: (raw, { n }) => parseQuestions(raw, n),
  validate: (value, { n }) => validateQuestions(value, n),
  failSafe: ({ name, n }) => Array.from({ length: n }, () => `What matters most to ${name} right now?`),
  failSafeValue: TEXTS,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: (inputs, random) => {
    const questions = simulatedQuestions(inputs, random);
    return random() < 0.7 ? JSON.stringify(questions) : questions.map((q, i) => `${i + 1}. ${q}`).join("\n");
  },
};
