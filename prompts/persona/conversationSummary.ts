/**
 * conversation_summary: what a finished conversation was about, as the action both personas then carry out:
 * "conversing about <topic>".
 *
 * Kept from the original (summarize_conversation_v1): the input (the transcript), the "conversing about " form of
 * the result, temperature 0. The answer is accepted with or without the prefix (also "they are discussing ...",
 * "talking about ...", "Mei and Tomas talked about ..." — the topic is taken out of a full sentence, not prefixed to
 * it), from its first sentence, and always returned with the prefix; 80 tokens (the original's 40 left little room for
 * a preamble). Fail-safe "conversing about everyday things".
 */
import { z } from "zod/v4";
import { UtteranceSchema } from "../../state/persona.js";
import type { PromptSpec } from "../types.js";
import { firstJsonObject, isPreambleLine, jsonField, plainText, withoutAside, withoutTrailingEmoji } from "../answerText.js";
import { checkedSentence, formatTranscript } from "./socialShared.js";
import { transcriptTopics } from "./simulatedTalk.js";
import { TEXT } from "../failSafeValues.js";

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

const LABELS = ["conversation topic", "topic of conversation", "topic", "conversation", "summary"];
const NAMES = String.raw`[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*`;
/** "Mei and Tomas talked about X", "They were discussing X", "Both caught up on X". */
const WHO_TALKED = new RegExp(
  String.raw`^(?:[Ii]n (?:this|the) conversation,?\s*)?(?:${NAMES}(?:\s*(?:,|and|&)\s*${NAMES})*|[Tt]hey|[Tt]he two(?: of them)?|[Bb]oth(?: of them)?)\s+` +
    String.raw`(?:(?:are|were|have been|had been|have|had)\s+)?(?:talk(?:ed|ing)?|discuss(?:ed|ing)?|chat(?:ted|ting)?|spoke|speaking|caught up|catching up|went over|going over|exchanged|exchanging)\s+(?:about\s+|on\s+|over\s+|of\s+)?(.+)$`,
);

/**
 * "Conversing about X." / "They were discussing X" / "Mei and Tomas talked about X." / "X" -> "conversing about X",
 * from the first sentence of the answer (past a preamble, a label, markdown or a reasoning block), or JSON. Throws
 * when no topic is left, on a refusal, and on a topic carrying JSON punctuation.
 */
export function parseConversationSummary(raw: string): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["topic", "summary", "answer"], true);
  const text = typeof field === "string" ? field : plainText(raw).split("\n").find((l) => l.trim() && !isPreambleLine(l, LABELS)) ?? "";
  return topicOf(text);
}

function topicOf(text: string): string {
  // "conversing about the loaves 🍞": a phrase's closing emoji is decoration.
  const line = checkedSentence(withoutTrailingEmoji(text.trim()), LABELS);
  const sentence = line.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;
  // The last "conversing about": a model that repeats the prefix ("conversing about conversing about X") means X.
  const prefixed = /^.*\bconvers(?:ing|ed|ation)\s+(?:was\s+)?about\b(.*)$/i.exec(sentence);
  // "conversing about X, or conversing about Y": two topics held open, not a prefix said twice.
  const topics = sentence.split(/\bconvers(?:ing|ed|ation)\s+(?:was\s+)?about\b/i).slice(1, -1);
  if (topics.some((between) => /\p{L}/u.test(between))) throw new Error("the answer names two topics: give one");
  const talking =
    /^(?:(?:this|the|it)\s+(?:conversation\s+)?(?:is|was)\s+(?:about|on)\s+|(?:(?:they|the two|both)\s+(?:are|were)\s+)?(?:talking|discussing|chatting|speaking)\s+(?:about\s+|of\s+)?)(.+)$/i.exec(
      sentence,
    ) ?? WHO_TALKED.exec(sentence);
  const topic = stripTopic(prefixed?.[1] ?? talking?.[1] ?? sentence);
  if (!/\p{L}/u.test(topic)) throw new Error("the answer names no topic");
  if (inAnotherLanguage(sentence)) throw new Error('the answer is not in English: answer in English, starting with "conversing about"');
  // "CONVERSING ABOUT FRIDAY'S CROSSING": an answer in capitals is kept in its capitals, prefix and all.
  if (!/\p{Ll}/u.test(sentence)) return `${CONVERSATION_PREFIX.toUpperCase()}${topic}`;
  return `${CONVERSATION_PREFIX}${topic}`;
}

/** Words that only other languages' sentences are made of ("sobre", "über", "den"); English ones ("the", "about"). */
const FOREIGN_WORDS = /^(?:sobre|del|las|los|el|la|de|con|para|por|über|uber|den|der|die|das|dem|zum|zur|und|mit|für|sur|les|des|du|avec|pour|di|della|dei|delle|sul|con|het|een|van|voor|om|och|på|til|med|sie|sprachen|hablaron|conversando|parlando|discutant)$/i;
const ENGLISH_WORDS = /^(?:the|a|an|about|of|to|for|on|and|with|at|from|by|their|her|his|its|next|before|after)$/i;

/**
 * Whether a topic is said in another language ("conversando sobre el cruce del ferry", "Sie sprachen über den Zug"):
 * two of its words or more belong to another language's grammar and none to English's. The value is stored in
 * English ("conversing about ..."), and a translation is the model's to give, so such an answer is asked again.
 */
function inAnotherLanguage(sentence: string): boolean {
  const words = sentence.split(/[^\p{L}]+/u).filter(Boolean);
  return words.filter((w) => FOREIGN_WORDS.test(w)).length >= 2 && !words.some((w) => ENGLISH_WORDS.test(w));
}

function stripTopic(text: string): string {
  return withoutAside(text.trim().replace(/^["'“”]+|["'“”]+$/g, "")).replace(/[.!;:,]+$/, "").trim();
}

/** The structured answer: {"topic": "the poetry night"}. */
const TopicSchema = z.object({ topic: z.string().describe('what the conversation was about, a short phrase: "the bake sale next week"') });

function topicProblem(value: string): string | null {
  const topic = value.slice(CONVERSATION_PREFIX.length);
  if (topic.length > TOPIC_MAX_CHARS) return `the topic is longer than ${TOPIC_MAX_CHARS} characters`;
  if (topic.split(/\s+/).length > 20) return "the topic is longer than a short phrase";
  return null;
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
  structured: {
    schema: TopicSchema,
    toValue: (answer: z.output<typeof TopicSchema>) => {
      const value = topicOf(answer.topic);
      const problem = topicProblem(value);
      if (problem) throw new Error(problem);
      return value;
    },
    fromValue: (value) => ({ topic: value.slice(CONVERSATION_PREFIX.length) }),
  },
  parse: (raw) => parseConversationSummary(raw),
  validate: (value) => topicProblem(value),
  failSafe: () => `${CONVERSATION_PREFIX}everyday things`,
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 80 },
  simulate: ({ transcript }, random) => {
    // The things the two talked about, said most and by both first (prompts/persona/simulatedTalk.ts).
    // (A second topic that is the first again in other words, "the fish" and "the fish stew", is left out.)
    const all = transcriptTopics(transcript);
    const words = (t: string) => t.toLowerCase().split(" ").slice(1);
    const topics = all.filter((t, i) => i === 0 || !words(t).some((w) => words(all[0]!).includes(w))).slice(0, 2);
    const topic = topics.length === 0 ? "their day" : topics.length > 1 && random() < 0.4 ? `${topics[0]} and ${topics[1]}` : topics[0]!;
    return random() < 0.8 ? `${CONVERSATION_PREFIX}${topic}` : `They are talking about ${topic}.`;
  },
};
