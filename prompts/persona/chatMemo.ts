/**
 * chat_memo: after a conversation, what the persona found interesting in it, as one full sentence about the
 * persona (e.g. "Klaus found it interesting that Maria is studying for her exam."). Stored as it is: unlike the
 * original ("<name> " + answer), the caller does not prefix the name; the sentence already names the persona.
 *
 * Kept from the original (memo_on_convo_v1): inputs (the transcript and the persona's name), temperature 0.
 * Fail-safe "" (the caller stores no thought for an empty value). Read like chat_planning_thought (120 tokens, past
 * preambles and reasoning; a refusal is no memo).
 */
import { z } from "zod/v4";
import { escapeRegExp } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import {
  ChatThoughtInputSchema,
  checkedThought,
  parseChatThought,
  THOUGHT_MAX_CHARS,
  ThoughtSchema,
  type ChatThoughtInput,
} from "./chatPlanningThought.js";
import { firstNameOf, formatTranscript, pick, quotable, sentencesOf } from "./socialShared.js";
import { transcriptTopics } from "./simulatedTalk.js";
import { TEXT } from "../failSafeValues.js";

export const ChatMemoInputSchema = ChatThoughtInputSchema;

/**
 * The memo, unless its subject is the partner ("Wen offered Tobias a scarf." for Tobias's memo): what the partner
 * did, not what the person found worth remembering. The partner's thing as subject ("Wen's offer touched Tobias.")
 * is the person's still.
 */
function aboutThePerson(memo: string, partner: string): string {
  const names = [partner, firstNameOf(partner)].map(escapeRegExp).join("|");
  if (new RegExp(`^\\W*(?:${names})\\b(?!['’]s\\b)`, "i").test(memo)) {
    throw new Error(`the memo is about ${firstNameOf(partner)}: write what the person found worth remembering, starting with their name`);
  }
  return memo;
}
export type ChatMemoInput = ChatThoughtInput;

const template = `Here is a conversation between {name} and {partner}:
{transcript}

What did {name} find interesting or worth remembering in this conversation? Write it down as one full sentence about {name}, starting with "{firstName}".
Reply with the sentence only.`;

export const chatMemoPrompt: PromptSpec<z.output<typeof ChatMemoInputSchema>, string, ChatMemoInput> = {
  id: "chat_memo",
  version: 1,
  template,
  inputSchema: ChatMemoInputSchema,
  variables: ({ name, partner, transcript }) => ({
    name,
    partner,
    firstName: firstNameOf(name),
    transcript: formatTranscript(transcript),
  }),
  structured: {
    schema: ThoughtSchema,
    toValue: (answer: z.output<typeof ThoughtSchema>, { name, partner }) => aboutThePerson(checkedThought(answer.thought, undefined, [name, partner]), partner),
    fromValue: (thought) => ({ thought }),
  },
  parse: (raw, { name, partner }) => aboutThePerson(parseChatThought(raw, undefined, [name, partner]), partner),
  validate: (value) => (value.length > THOUGHT_MAX_CHARS ? `the memo is longer than ${THOUGHT_MAX_CHARS} characters` : null),
  failSafe: () => "",
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 120 },
  simulate: ({ name, partner, transcript }, random) => {
    const me = firstNameOf(name);
    const them = firstNameOf(partner);
    const theirLines = transcript.filter(([who]) => who === partner);
    // What the partner brought up (prompts/persona/simulatedTalk.ts), else what the two talked about.
    const topic = transcriptTopics(theirLines)[0] ?? transcriptTopics(transcript)[0];
    if (!topic) return `${me} enjoyed a friendly chat with ${them}.`;
    const sentence = theirLines.map(([, text]) => text).flatMap(sentencesOf).find((s) => s.toLowerCase().includes(topic.slice(4).toLowerCase()));
    return pick(random, [
      `${me} found it interesting to hear ${them}'s thoughts on ${topic}.`,
      `${me} wants to hear more from ${them} about ${topic}.`,
      sentence ? `${me} remembers ${them} saying: "${quotable(sentence, 120)}"` : `${me} learned something new from ${them} about ${topic}.`,
    ]);
  },
};
