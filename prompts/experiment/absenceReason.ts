/**
 * absence_reason: why a person who knew of an event stayed away, read from their interview answer (the paper's
 * coordination study: of the 7 invited who did not come, 3 had conflicts and 4 were interested but made no plan).
 * The person is asked while the event goes on, so the answer can say what keeps them (their action and plan then).
 *
 * Answer: {"reason": "conflict" | "forgot" | "not interested" | "no plan" | "did not know" | "other"}, also read from
 * "Reason: conflict", a reply that leads or closes with one, or synonyms ("scheduling conflict", "slipped their mind"; not a bare "busy" or "work"). Fail-safe
 * "other": an unread reply is never counted as a reason it did not give. Temperature 0.
 */
import { z } from "zod/v4";
import { ABSENCE_REASONS, type AbsenceReason } from "../../state/experimentSpec.js";
import type { PromptSpec } from "../types.js";
import { pick } from "../persona/socialShared.js";
import { readChoice, type ChoiceWords } from "./choiceAnswer.js";
import { oneOf } from "../failSafeValues.js";

export { ABSENCE_REASONS, type AbsenceReason } from "../../state/experimentSpec.js";

const WORDS: ChoiceWords<AbsenceReason> = {
  // Not "busy" or "work" alone: the held-out corpora disagree whether they name a conflict or step outside the six
  // choices, so such a reply is asked again (never counted as a reason it may not have meant).
  conflict: ["conflict", "schedule conflict", "scheduling conflict", "other commitments", "another commitment"],
  forgot: ["forgot", "forgotten", "slipped their mind", "slipped her mind", "slipped his mind"],
  "not interested": ["not interested", "uninterested", "no interest", "did not want to", "didn't want to"],
  "no plan": ["no plan", "no plans", "never planned", "did not plan", "didn't plan", "made no plan", "never made plans"],
  "did not know": ["did not know", "didn't know", "unaware", "not aware"],
  other: ["other", "unclear", "unknown"],
};

export const AbsenceReasonInputSchema = z.object({
  person: z.string().min(1),
  /** The event ("the Valentine's Day party at Hobbs Cafe"). */
  event: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type AbsenceReasonInput = z.input<typeof AbsenceReasonInputSchema>;
type Inputs = z.output<typeof AbsenceReasonInputSchema>;

const template = `You read interview answers for a study of how people in a small town come together for events.

{person} knew about {event} but is not there. Asked "{question}", {person} answered: "{answer}"

Which reason does the answer give? One of:
- conflict: something else they are doing or must do at that time
- forgot: they meant to come but it slipped their mind
- not interested: they did not want to come
- no plan: interested, but they never made a plan to come
- did not know: they say they did not know about it
- other: none of these, or the answer does not say
Reply with only this JSON object: {"reason": "<one of the six>"}`;

/** How a careful reader hears the reason in a spoken reply (the simulated model's reading). */
export function reasonOfReply(reply: string): AbsenceReason {
  const text = reply.replace(/[’]/g, "'");
  if (/\b(?:didn't know|did not know|first I've heard|news to me|what party|never heard)\b/i.test(text)) return "did not know";
  if (/\b(?:forgot|slipped my mind|lost track)\b/i.test(text)) return "forgot";
  if (/\b(?:not (?:really )?(?:my thing|for me|interested)|don't (?:really )?(?:care|feel like)|rather not)\b/i.test(text)) return "not interested";
  if (/\b(?:never (?:made|got around to making) (?:a )?plans?|didn't plan|no plans? to go|haven't planned)\b/i.test(text)) return "no plan";
  if (/\b(?:busy|right now I'm|I'm (?:working|in the middle)|have to|need to|already (?:in bed|asleep)|tied up)\b/i.test(text)) return "conflict";
  return "other";
}

const ReasonSchema = z.object({ reason: z.enum(ABSENCE_REASONS).describe("the reason the answer gives") });
const READING = { words: WORDS, keys: ["reason", "category", "answer", "verdict"], cues: ["reason", "category", "final answer", "answer"] };

export const absenceReasonPrompt: PromptSpec<Inputs, AbsenceReason, AbsenceReasonInput> = {
  id: "absence_reason",
  version: 1,
  template,
  inputSchema: AbsenceReasonInputSchema,
  variables: (inputs) => ({
    person: inputs.person,
    event: inputs.event.trim(),
    question: inputs.question.trim().replace(/"/g, "'"),
    answer: inputs.answer.trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: ReasonSchema,
    toValue: (answer: z.output<typeof ReasonSchema>) => answer.reason,
    fromValue: (reason) => ({ reason }),
  },
  parse: (raw) => readChoice(raw, READING),
  failSafe: () => "other",
  failSafeValue: oneOf(ABSENCE_REASONS),
  generation: { temperature: 0, maxTokens: 60 },
  simulate: (inputs, random) => {
    const reason = reasonOfReply(inputs.answer);
    return pick(random, [JSON.stringify({ reason }), `Reason: ${reason}`]);
  },
};
