/**
 * conversation_summary: what a finished conversation was about, as the action both personas then carry out:
 * "conversing about <topic>".
 *
 * Kept from the original (summarize_conversation_v1): the input (the transcript), the "conversing about " form of
 * the result, temperature 0. The answer is accepted with or without the prefix (also "they are discussing ...",
 * "talking about ...") and always returned with it. Fail-safe "conversing about everyday things".
 */
import { z } from "zod/v4";
import { UtteranceSchema } from "../../state/persona.js";
import type { PromptSpec } from "../types.js";
import { formatTranscript, keywords, parseSentence, pick, topicPhrase } from "./socialShared.js";

export const CONVERSATION_PREFIX = "conversing about ";
export const TOPIC_MAX_CHARS = 120;

export const ConversationSummaryInputSchema = z.object({
  /** The whole conversation, [speaker, text] lines in order. */
  transcript: z.array(UtteranceSchema).min(1),
});
export type ConversationSummaryInput = z.input<typeof ConversationSummaryInputSchema>;

const template = `Here is a conversation:
{transcript}

What was this conversation about? Answer with one short phrase that starts with "conversing about", for example "conversing about the bake sale next week".`;

/** "Conversing about X." / "They were discussing X" / "X" -> "conversing about X". Throws when no topic is left. */
export function parseConversationSummary(raw: string): string {
  const line = parseSentence(raw.split(/\r?\n/).find((l) => l.trim()) ?? "", ["topic", "conversation"]);
  const prefixed = /\bconvers(?:ing|ed|ation)\s+(?:was\s+)?about\b(.*)$/i.exec(line);
  const talking =
    /^(?:(?:this|the|it)\s+(?:conversation\s+)?(?:is|was)\s+(?:about|on)\s+|(?:(?:they|the two|both)\s+(?:are|were)\s+)?(?:talking|discussing|chatting|speaking)\s+(?:about\s+|of\s+)?)(.+)$/i.exec(
      line,
    );
  const topic = stripTopic(prefixed?.[1] ?? talking?.[1] ?? line);
  if (!topic) throw new Error("the answer names no topic");
  return `${CONVERSATION_PREFIX}${topic}`;
}

function stripTopic(text: string): string {
  return text.trim().replace(/^["'“”]+|["'“”]+$/g, "").replace(/[.!;:,]+$/, "").trim();
}

export const conversationSummaryPrompt: PromptSpec<
  z.output<typeof ConversationSummaryInputSchema>,
  string,
  ConversationSummaryInput
> = {
  id: "conversation_summary",
  version: 1,
  template,
  inputSchema: ConversationSummaryInputSchema,
  variables: ({ transcript }) => ({ transcript: formatTranscript(transcript) }),
  parse: (raw) => parseConversationSummary(raw),
  validate: (value) => {
    const topic = value.slice(CONVERSATION_PREFIX.length);
    if (topic.length > TOPIC_MAX_CHARS) return `the topic is longer than ${TOPIC_MAX_CHARS} characters`;
    if (topic.split(/\s+/).length > 20) return "the topic is longer than a short phrase";
    return null;
  },
  failSafe: () => `${CONVERSATION_PREFIX}everyday things`,
  generation: { temperature: 0, maxTokens: 40 },
  simulate: ({ transcript }, random) => {
    const speakers = [...new Set(transcript.map(([who]) => who))];
    const texts = transcript.map(([, text]) => text);
    // Distinct phrases ("the research" gives way to "the research paper").
    const phrases: string[] = [];
    for (const word of keywords(texts, speakers).slice(0, 4)) {
      const phrase = topicPhrase(texts, word);
      const shorter = phrases.findIndex((p) => phrase.includes(p));
      if (shorter >= 0) phrases[shorter] = phrase;
      else if (!phrases.some((p) => p.includes(phrase))) phrases.push(phrase);
    }
    const first = phrases[0];
    const topic = !first
      ? "catching up"
      : phrases.length > 1 && random() < 0.4
        ? `${first} and ${pick(random, phrases.slice(1))}`
        : first;
    return random() < 0.8 ? `${CONVERSATION_PREFIX}${topic}` : `They are talking about ${topic}.`;
  },
};
