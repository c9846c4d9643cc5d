/**
 * acquaintance: did a person's answer to "Do you know <name>?" say they know (of) that person? yes / no / unsure (the
 * paper's relationship formation: each pair asked at the start and the end, the edges giving the network's density).
 * Knowing of someone counts, as in the paper ("Do you know of <name>?"); whether a "yes" is grounded in a memory
 * naming the person is checked apart from the model (tools/experiment/acquaintances.ts).
 *
 * Answer: {"knows": "yes" | "no" | "unsure"}, read as fact_awareness reads its answer. Fail-safe "unsure" (never an
 * edge). Temperature 0.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { pick } from "../persona/socialShared.js";
import { readChoice } from "./choiceAnswer.js";
import { STANCE_WORDS, stanceOfReply, type Stance } from "./factAwareness.js";
import { oneOf } from "../failSafeValues.js";
import { STANCES } from "../../state/experimentSpec.js";

export const AcquaintanceInputSchema = z.object({
  person: z.string().min(1),
  /** Whom the person was asked about. */
  other: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type AcquaintanceInput = z.input<typeof AcquaintanceInputSchema>;
type Inputs = z.output<typeof AcquaintanceInputSchema>;

const template = `You read interview answers for a study of who knows whom in a small town.

{person} was asked: "{question}"
{person} answered: "{answer}"

Does {person} say they know {other}, or at least know of {other}? Answer "yes" if they do (even a little), "no" if they say they do not, "unsure" if the answer does not tell.
Reply with only this JSON object: {"knows": "yes" | "no" | "unsure"}`;

const KnowsSchema = z.object({ knows: z.enum(["yes", "no", "unsure"]).describe("whether the person knows (of) the other") });

const WORDS = { ...STANCE_WORDS, yes: [...STANCE_WORDS.yes, "knows", "knows of"], no: [...STANCE_WORDS.no, "does not know", "doesn't know"] };
const READING = { words: WORDS, keys: ["knows", "verdict", "answer", "stance", "known"], cues: ["verdict", "final answer", "answer", "knows"] };

export const acquaintancePrompt: PromptSpec<Inputs, Stance, AcquaintanceInput> = {
  id: "acquaintance",
  version: 1,
  template,
  inputSchema: AcquaintanceInputSchema,
  variables: (inputs) => ({
    person: inputs.person,
    other: inputs.other,
    question: inputs.question.trim().replace(/"/g, "'"),
    answer: inputs.answer.trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: KnowsSchema,
    toValue: (answer: z.output<typeof KnowsSchema>) => answer.knows,
    fromValue: (knows) => ({ knows }),
  },
  parse: (raw) => readChoice(raw, READING),
  failSafe: () => "unsure",
  failSafeValue: oneOf(STANCES),
  generation: { temperature: 0, maxTokens: 60 },
  simulate: (inputs, random) => {
    const stance = stanceOfReply(inputs.answer);
    return pick(random, [JSON.stringify({ knows: stance }), `Verdict: ${stance}`, `${stance[0]!.toUpperCase()}${stance.slice(1)}.`]);
  },
};
