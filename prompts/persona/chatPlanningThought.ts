/**
 * chat_planning_thought: after a conversation, what the persona should keep in mind for planning, as one
 * sentence; the caller stores it as "For <name>'s planning: <sentence>".
 *
 * Kept from the original (planning_thought_on_convo_v1): inputs (the transcript and the persona's name),
 * temperature 0. A repeated "For <name>'s planning:" lead-in is removed. Fail-safe "" (the caller stores no thought
 * for an empty value). Changed: 120 tokens (the original's 50 left no room for a preamble); the sentence is read past
 * a preamble, markdown, a reasoning block or JSON, and a refusal is not a thought.
 */
import { z } from "zod/v4";
import { UtteranceSchema, type Utterance } from "../../state/persona.js";
import type { PromptSpec } from "../types.js";
import { ADDRESSED_PROBLEM, inFirstPerson, saysNothingToNote } from "../answerText.js";
import {
  checkedSentence,
  escapeRegExp,
  firstNameOf,
  formatTranscript,
  mentionsAny,
  parseSentence,
  pick,
  quotable,
  sentencesOf,
  stripQuotes,
} from "./socialShared.js";
import { TEXT } from "../failSafeValues.js";

export const THOUGHT_MAX_CHARS = 300;

export const ChatThoughtInputSchema = z.object({
  /** The persona the thought is for. */
  name: z.string().min(1),
  /** The other person in the conversation. */
  partner: z.string().min(1),
  /** The whole conversation, [speaker, text] lines in order. */
  transcript: z.array(UtteranceSchema).min(1),
});
export type ChatThoughtInput = z.input<typeof ChatThoughtInputSchema>;

const template = `Here is a conversation between {name} and {partner}:
{transcript}

Is there anything in this conversation that {name} needs to remember when planning the coming hours and days (an invitation, an appointment, a promise, a change of plans)? Write it down from {name}'s point of view as one full sentence.
Reply with the sentence only.`;

const PLANNING_WORDS = [
  "tomorrow", "tonight", "today", "later", "next", "week", "monday", "tuesday", "wednesday", "thursday", "friday",
  "saturday", "sunday", "party", "meet", "join", "come", "invite", "plan", "will", "going to", "o'clock",
  "deadline", "remember", "promise", "help with", "help me", "help you",
];

/** The lines that sound like plans, among the partner's lines (or all lines when the partner said nothing). */
export function planningLines(transcript: readonly Utterance[], partner: string, words = PLANNING_WORDS): Utterance[] {
  const theirs = transcript.filter(([who]) => who === partner);
  const pool = theirs.length ? theirs : [...transcript];
  return pool.filter(([, text]) => soundsLikePlan(text, words));
}

/** A time of day: "5pm", "3:30". */
const CLOCK_TIME = /\d\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/i;

/** Mentions a day, a time ("5pm", "3:30") or a planning word. */
function soundsLikePlan(text: string, words: readonly string[] = PLANNING_WORDS): boolean {
  return mentionsAny(text, words) || CLOCK_TIME.test(text);
}

/**
 * A one-sentence thought; `lead` removes a lead-in the caller adds itself, and a copied "Name:" speaker label of one of
 * `speakers` goes too. Throws when nothing is left.
 */
export function parseChatThought(raw: string, lead?: RegExp, speakers: readonly string[] = []): string {
  return checkedThought(parseSentence(raw, THOUGHT_LABELS), lead, speakers);
}

const THOUGHT_LABELS = ["thought", "memo", "note"];

/** A thought as stored: without the caller's lead-in or a speaker label; a sentence of three words or more. */
export function checkedThought(text: string, lead?: RegExp, speakers: readonly string[] = []): string {
  const label = speakers.length ? new RegExp(`^(?:${speakers.flatMap((n) => [n, firstNameOf(n)]).map(escapeRegExp).join("|")})\\s*:\\s*`, "i") : /^$/;
  // "Tomas Tomas found it ...": a small model repeating the name the template's sentence began with.
  const sentence = stripQuotes(checkedSentence(text, THOUGHT_LABELS).replace(lead ?? /^$/, "").replace(label, "")).replace(/^(\p{Lu}[\p{L}'’-]+) \1\b/u, "$1");
  if (!sentence) throw new Error("the answer has no sentence after its lead-in");
  if (/:$/.test(sentence)) throw new Error("the answer stops at a lead-in");
  if (sentence.split(/\s+/).length < 3) throw new Error("the answer is not a full sentence");
  if (saysNothingToNote(sentence)) throw new Error("the answer says there is nothing to note: write the person's thought");
  // "Ines found it interesting that you will load the crates": a statement about the person that still speaks to
  // someone as "you" (outside quotes) echoes the conversation, unless the person speaks themselves ("I ... you").
  const unquoted = sentence.replace(/"[^"]*"|“[^”]*”/g, " ");
  if (/\b(?:you|your|yourself)\b/i.test(unquoted) && !inFirstPerson(unquoted)) throw new Error(ADDRESSED_PROBLEM);
  return sentence;
}

/** The structured answer of the post-chat thoughts: {"thought": "..."}. */
export const ThoughtSchema = z.object({ thought: z.string().describe("one full sentence") });

const planningLead = (name: string) =>
  new RegExp(`^for\\s+(?:${escapeRegExp(name)}|${escapeRegExp(firstNameOf(name))})(?:'s|’s)?\\s+planning\\s*:?\\s*`, "i");

export const chatPlanningThoughtPrompt: PromptSpec<z.output<typeof ChatThoughtInputSchema>, string, ChatThoughtInput> = {
  id: "chat_planning_thought",
  version: 1,
  template,
  inputSchema: ChatThoughtInputSchema,
  variables: ({ name, partner, transcript }) => ({ name, partner, transcript: formatTranscript(transcript) }),
  structured: {
    schema: ThoughtSchema,
    toValue: (answer: z.output<typeof ThoughtSchema>, { name, partner }) => checkedThought(answer.thought, planningLead(name), [name, partner]),
    fromValue: (thought) => ({ thought }),
  },
  parse: (raw, { name, partner }) => parseChatThought(raw, planningLead(name), [name, partner]),
  validate: (value) => (value.length > THOUGHT_MAX_CHARS ? `the thought is longer than ${THOUGHT_MAX_CHARS} characters` : null),
  failSafe: () => "",
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 120 },
  simulate: ({ name, partner, transcript }, random) => {
    const me = firstNameOf(name);
    const them = firstNameOf(partner);
    const plans = planningLines(transcript, partner)
      .flatMap(([, text]) => sentencesOf(text))
      .filter((sentence) => soundsLikePlan(sentence));
    if (plans.length === 0) return `${me} has no new plans to make after talking with ${them}.`;
    // What has a time ("at 5pm today") is what one plans around first, as a model asked for appointments picks it.
    const timed = plans.filter((sentence) => CLOCK_TIME.test(sentence));
    const said = quotable(pick(random, timed.length ? timed : plans));
    return pick(random, [
      `${me} should remember that ${them} said: "${said}"`,
      `${me} should keep in mind, when planning the day, that ${them} mentioned: "${said}"`,
    ]);
  },
};
