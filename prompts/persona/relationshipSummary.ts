/**
 * relationship_summary: one or two sentences on how the speaker sees the listener, from what the speaker
 * remembers about the listener; asked before each utterance of a conversation.
 *
 * Kept from the original (summarize_chat_relationship_v2): inputs (retrieved statements, speaker, listener),
 * temperature 0. Changed: the original declared a fail-safe it never applied (after three failures its caller
 * indexed None and crashed); here the fail-safe is "<speaker> and <listener> know each other a little." The answer is
 * read past a preamble, a label, markdown, a reasoning block or JSON; a refusal is not a summary.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { bulletList, checkedSentence, clipText, escapeRegExp, firstNameOf, parseSentence, pick } from "./socialShared.js";
import { isObservation } from "./simulatedTalk.js";
import { TEXT } from "../failSafeValues.js";

export const RelationshipSummaryInputSchema = z.object({
  speaker: z.string().min(1),
  listener: z.string().min(1),
  /** Descriptions of the speaker's memories retrieved about the listener. */
  statements: z.array(z.string()).default([]),
});
export type RelationshipSummaryInput = z.input<typeof RelationshipSummaryInputSchema>;

export const RELATIONSHIP_MAX_CHARS = 500;

const template = `Here is what {speaker} remembers that has to do with {listener}:
{statements}

Using only these memories, describe in one or two sentences how {speaker} sees {listener}: how well they know each other, how {speaker} feels about {listener}, and anything that is going on between them. If the memories say little, say that they hardly know each other.
Reply with the sentences only.`;

const LABELS = ["relationship", "description"];

/** The structured answer: {"summary": "..."}. */
const RelationshipSchema = z.object({ summary: z.string().describe("one or two sentences on how the speaker sees the listener") });

export const relationshipSummaryPrompt: PromptSpec<
  z.output<typeof RelationshipSummaryInputSchema>,
  string,
  RelationshipSummaryInput
> = {
  id: "relationship_summary",
  version: 1,
  template,
  inputSchema: RelationshipSummaryInputSchema,
  variables: ({ speaker, listener, statements }) => ({
    speaker,
    listener,
    statements: bulletList(statements, "- (nothing)"),
  }),
  structured: {
    schema: RelationshipSchema,
    toValue: (answer: z.output<typeof RelationshipSchema>) => checkedSentence(answer.summary, LABELS),
    fromValue: (summary) => ({ summary }),
  },
  parse: (raw) => parseSentence(raw, LABELS),
  validate: (value) =>
    value.length > RELATIONSHIP_MAX_CHARS ? `the summary is longer than ${RELATIONSHIP_MAX_CHARS} characters` : null,
  failSafe: ({ speaker, listener }) => `${speaker} and ${listener} know each other a little.`,
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 160 },
  simulate: ({ speaker, listener, statements }, random) => {
    const speakerFirst = firstNameOf(speaker);
    const listenerFirst = firstNameOf(listener);
    const about = new RegExp(`\\b(?:${escapeRegExp(listener)}|${escapeRegExp(listenerFirst)})\\b`, "i");
    // What the speaker knows of the listener: its thoughts about them first, then what it saw them do.
    const known = new RegExp(`^${escapeRegExp(speaker)}\\s+(?:knows|remembers)\\s+that\\s+`, "i");
    const mentioned = statements.map((s) => s.trim().replace(known, "")).filter((s) => s && about.test(s));
    const mentions = [...mentioned.filter((s) => !isObservation(s)), ...mentioned.filter((s) => isObservation(s))];
    if (mentions.length === 0) {
      return `${speaker} hardly knows ${listener} yet; ${speakerFirst} has few memories of ${listenerFirst}.`;
    }
    const memory = clipText(pick(random, mentions.slice(0, 2)), 200);
    const tone = pick(random, [
      `${speakerFirst} likes ${listenerFirst} and enjoys running into them.`,
      `They are on friendly terms.`,
      `${speakerFirst} is curious to learn more about ${listenerFirst}.`,
      `${speakerFirst} sees ${listenerFirst} as a familiar face around town.`,
    ]);
    const familiarity = mentions.length >= 3 ? "knows well" : "knows";
    return `${speaker} ${familiarity} ${listener} and remembers that ${memory}. ${tone}`;
  },
};
