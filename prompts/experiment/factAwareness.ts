/**
 * fact_awareness: did a person's interview answer say they knew a fact? yes / no / unsure (the paper's information
 * diffusion: "Did you know there is a Valentine's Day party?", each answer read by a person). The answer itself
 * comes from the interview (interview_answer, from the person's memories); whether a "yes" is grounded in a memory is
 * checked apart from the model (tools/experiment/awareness.ts), so this prompt only reads what was said.
 *
 * Answer: {"knew": "yes" | "no" | "unsure"}, also read from "Verdict: no", a reply that leads or closes with the word,
 * or synonyms ("Not sure", "Nope"). Fail-safe "unsure": a reply nobody could read never counts as knowing.
 * Temperature 0: the same answer is read the same way when the measurement is run again.
 */
import { z } from "zod/v4";
import { STANCES, type Stance } from "../../state/experimentSpec.js";
import type { PromptSpec } from "../types.js";
import { readChoice, type ChoiceWords } from "./choiceAnswer.js";
import { pick } from "../persona/socialShared.js";
import { oneOf } from "../failSafeValues.js";

export type { Stance } from "../../state/experimentSpec.js";

export const STANCE_WORDS: ChoiceWords<Stance> = {
  yes: ["yes", "yeah", "yep", "knew", "knew it", "aware", "true"],
  no: ["no", "nope", "did not know", "didn't know", "unaware", "not aware", "false"],
  // Not "maybe": a hedge the list does not offer, no word of it (the fail-safe is "unsure" all the same).
  unsure: ["unsure", "not sure", "uncertain", "unclear", "unknown", "can't tell", "cannot tell"],
};

export const FactAwarenessInputSchema = z.object({
  person: z.string().min(1),
  /** The fact asked about, as a sentence. */
  fact: z.string().min(1),
  question: z.string().min(1),
  /** What the person answered. */
  answer: z.string().min(1),
});
export type FactAwarenessInput = z.input<typeof FactAwarenessInputSchema>;
type Inputs = z.output<typeof FactAwarenessInputSchema>;

const template = `You read interview answers for a study of how news spreads in a small town.

The news: {fact}
{person} was asked: "{question}"
{person} answered: "{answer}"

Did {person} say they already knew this news before being asked? Answer "yes" if they say they knew or had heard of it, "no" if they say they did not, "unsure" if they are not sure or the answer does not say.
Reply with only this JSON object: {"knew": "yes" | "no" | "unsure"}`;

/**
 * How a careful reader hears a spoken reply (the simulated model's reading, and a fact or an acquaintance alike):
 * hedges first ("I'm not sure", "I can't say I know him well"), then a denial, then a yes.
 */
export function stanceOfReply(reply: string): Stance {
  const text = reply.trim().replace(/[’]/g, "'");
  if (/\b(?:not sure|unsure|not certain|might have|may have|vaguely|can't (?:quite )?remember|can't say I know [^.]* well|hard to say)\b/i.test(text)) return "unsure";
  if (/^(?:no\b|nope\b|not that I)|\b(?:hadn't heard|haven't heard|didn't know|did not know|never heard|news to me|first I've heard|don't (?:think I )?know (?:much|anything|about|of)|don't know (?:him|her|them)|don't think I know)\b/i.test(text)) return "no";
  if (/^(?:yes\b|yeah\b|yep\b|oh,|of course|sure\b|I did\b|I do\b)|\b(?:I heard|I've heard|I know about|I knew|of course)\b|, yes\b/i.test(text)) return "yes";
  return "unsure";
}

const KnewSchema = z.object({ knew: z.enum(STANCES).describe("whether the person said they knew the news") });

const READING = { words: STANCE_WORDS, keys: ["knew", "verdict", "answer", "stance", "aware"], cues: ["verdict", "final answer", "answer", "knew"] };

export const factAwarenessPrompt: PromptSpec<Inputs, Stance, FactAwarenessInput> = {
  id: "fact_awareness",
  version: 1,
  template,
  inputSchema: FactAwarenessInputSchema,
  variables: (inputs) => ({
    person: inputs.person,
    fact: inputs.fact.trim(),
    question: inputs.question.trim().replace(/"/g, "'"),
    answer: inputs.answer.trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: KnewSchema,
    toValue: (answer: z.output<typeof KnewSchema>) => answer.knew,
    fromValue: (knew) => ({ knew }),
  },
  parse: (raw) => readChoice(raw, READING),
  failSafe: () => "unsure",
  failSafeValue: oneOf(STANCES),
  generation: { temperature: 0, maxTokens: 60 },
  simulate: (inputs, random) => {
    const stance = stanceOfReply(inputs.answer);
    return pick(random, [JSON.stringify({ knew: stance }), `Verdict: ${stance}`, `${stance[0]!.toUpperCase()}${stance.slice(1)}.`]);
  },
};
