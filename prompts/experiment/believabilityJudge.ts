/**
 * believability_judge: of two answers one person gave to the same interview question (each from a run built another
 * way: the full architecture, or one with stages ablated), which sounds more like a believable person? The paper had
 * 100 human raters rank the conditions and fitted TrueSkill to the ranks; here a model judges pairs and the ratings
 * come from openskill (drivers/experiment/believability.ts). The order the two are shown in is decided by the caller
 * (each pair is judged in a random order, so a judge that favours the first answer helps no condition).
 *
 * Answer: {"more_believable": "first" | "second" | "tie"}, also read from "Verdict: first", "Answer 2", "B" (not a bare "2"), or a
 * reply that leads or closes with one. Fail-safe "tie" (a judge that gives no verdict moves no rating much).
 * Temperature 0.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { pick } from "../persona/socialShared.js";
import { readChoice, type ChoiceWords } from "./choiceAnswer.js";
import { oneOf } from "../failSafeValues.js";

export type Verdict = "first" | "second" | "tie";

const WORDS: ChoiceWords<Verdict> = {
  // A bare "1" or "2" is not read (the answers are shown as "First" and "Second", and the held-out corpora disagree
  // whether a number names one); "neither" says neither is believable, not that they are equal.
  first: ["first", "the first", "answer 1", "answer a", "a"],
  second: ["second", "the second", "answer 2", "answer b", "b"],
  tie: ["tie", "a tie", "equal", "equally", "the same", "both equally"],
};

export const BelievabilityJudgeInputSchema = z.object({
  /** Who answered: name and a line about them. */
  person: z.string().min(1),
  about: z.string().default(""),
  question: z.string().min(1),
  first: z.string().min(1),
  second: z.string().min(1),
});
export type BelievabilityJudgeInput = z.input<typeof BelievabilityJudgeInputSchema>;
type Inputs = z.output<typeof BelievabilityJudgeInputSchema>;

const template = `You judge how believable characters in a simulated small town are.

{person}{about} was asked: "{question}"

First answer: "{first}"

Second answer: "{second}"

Which answer sounds more like a real person with a life of their own answering from what they remember and plan: specific, consistent, in character? If you cannot tell them apart, say "tie".
Reply with only this JSON object: {"more_believable": "first" | "second" | "tie"}`;

/** What the simulated judge weighs: specifics (names, times, places, things remembered), less for a non-answer. */
export function specificity(answer: string): number {
  const text = answer.replace(/[’]/g, "'");
  const names = new Set(text.match(/(?<!^|[.!?]\s)\b[A-Z][a-z]+/g) ?? []).size;
  const figures = (text.match(/\b\d+(?::\d{2})?\b/g) ?? []).length;
  const words = new Set((text.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? [])).size;
  const nonAnswer = /\b(?:can't think of anything|nothing comes to mind|lost my train of thought|haven't given it much thought|don't think I know much)\b/i.test(text);
  return names * 2 + figures + words - (nonAnswer ? 10 : 0);
}

const VerdictSchema = z.object({ more_believable: z.enum(["first", "second", "tie"]).describe("the more believable answer") });
const READING = { words: WORDS, keys: ["more_believable", "verdict", "answer", "winner", "better"], cues: ["verdict", "final answer", "answer"] };

export const believabilityJudgePrompt: PromptSpec<Inputs, Verdict, BelievabilityJudgeInput> = {
  id: "believability_judge",
  version: 1,
  template,
  inputSchema: BelievabilityJudgeInputSchema,
  variables: (inputs) => ({
    person: inputs.person,
    about: inputs.about ? ` (${inputs.about.trim()})` : "",
    question: inputs.question.trim().replace(/"/g, "'"),
    first: inputs.first.trim().replace(/"/g, "'"),
    second: inputs.second.trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: VerdictSchema,
    toValue: (answer: z.output<typeof VerdictSchema>) => answer.more_believable,
    fromValue: (verdict) => ({ more_believable: verdict }),
  },
  parse: (raw) => readChoice(raw, READING),
  failSafe: () => "tie",
  failSafeValue: oneOf(["first", "second", "tie"]),
  generation: { temperature: 0, maxTokens: 80 },
  simulate: (inputs, random) => {
    const [a, b] = [specificity(inputs.first), specificity(inputs.second)];
    const verdict: Verdict = a > b ? "first" : b > a ? "second" : "tie";
    return pick(random, [JSON.stringify({ more_believable: verdict }), `Verdict: ${verdict}`]);
  },
};
