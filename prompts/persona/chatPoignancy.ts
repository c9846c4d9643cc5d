/**
 * chat_poignancy: how much a conversation matters to the persona, 1 (small talk) to 10 (life-changing).
 *
 * Kept from the original (poignancy_chat_v1): inputs (identity block and the conversation's description, e.g.
 * "conversing about the Valentine's Day party"), one integer from 1 to 10, temperature 0, fail-safe 4 (see
 * event_poignancy for why 4). Changed as event_poignancy: 40 tokens, the score read from prose or JSON.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { IdentitySchema } from "./identity.js";
import { formatSimulatedRating, POIGNANCY_FAIL_SAFE, poignancyVariables, simulatedPoignancy } from "./eventPoignancy.js";
import { checkedRating, parseRating, RatingSchema, validateRating } from "./socialShared.js";
import { POIGNANCY } from "../failSafeValues.js";

export const ChatPoignancyInputSchema = z.object({
  identity: IdentitySchema,
  /** What the conversation was about: "conversing about the Valentine's Day party". */
  description: z.string().min(1),
});
export type ChatPoignancyInput = z.input<typeof ChatPoignancyInputSchema>;

const template = `{identity}

{name} just had a conversation. Score how much it matters to {name}, from 1 to 10:
1 = passing small talk (the weather, a quick hello, what is for lunch);
5 = a conversation worth keeping in mind (plans for the week, news about a friend, advice on a project);
10 = a conversation that changes things (a confession, a breakup, a serious quarrel, news of a death).

The conversation: {description}

Judge it from {firstName}'s point of view, given who {firstName} is and what is going on in {firstName}'s life.
Reply with the score only, a single whole number from 1 to 10.`;

export const chatPoignancyPrompt: PromptSpec<z.output<typeof ChatPoignancyInputSchema>, number, ChatPoignancyInput> = {
  id: "chat_poignancy",
  version: 1,
  template,
  inputSchema: ChatPoignancyInputSchema,
  variables: poignancyVariables,
  structured: {
    schema: RatingSchema,
    toValue: (answer: z.output<typeof RatingSchema>) => checkedRating(answer.score),
    fromValue: (score) => ({ score }),
  },
  parse: (raw) => parseRating(raw),
  validate: (value) => validateRating(value),
  failSafe: () => POIGNANCY_FAIL_SAFE,
  failSafeValue: POIGNANCY,
  generation: { temperature: 0, maxTokens: 40 },
  // A conversation is rarely as forgettable as brushing teeth: the scale starts one higher.
  simulate: ({ identity, description }, random) =>
    formatSimulatedRating(simulatedPoignancy(description.replace(/\bconversing about\b/i, ""), identity, random, 1), random),
};
