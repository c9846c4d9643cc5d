/**
 * decide_to_talk: does the initiator start a conversation with the target now? (seed 000)
 *
 * Kept from the original: the inputs (memories, time, both personas' activities, last chat), events put in the
 * past tense, temperature 0, 20 max tokens, fail-safe "yes". Changed: the target's status is built from the
 * target's own state (the original used the initiator's), and the answer is accepted after the cue, quoted or not,
 * or bare (the original's cue never matched its own template, so every reasoned answer fell back to "yes").
 */
import { z } from "zod/v4";
import { ChatPartySchema, LastChatSchema, RetrievedSchema, type ChatParty } from "../state/chatParty.js";
import { describeGameTime, parseGameTime } from "../state/gameTime.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import type { PromptSpec } from "./types.js";

export const DECIDE_TO_TALK_CUE = "Answer in yes or no:";

export const DecideToTalkInputSchema = z.object({
  initiator: ChatPartySchema,
  target: ChatPartySchema,
  lastChat: LastChatSchema.nullable().default(null),
  retrieved: RetrievedSchema.default({ events: [], thoughts: [] }),
});
export type DecideToTalkInput = z.input<typeof DecideToTalkInputSchema>;

const template = `You are deciding, for a character in a small town, whether they start a conversation.

What {initiator} remembers that matters here:
{memories}

It is {time}.
{initiatorStatus}
{targetStatus}
{lastChat}

Would {initiator} start a conversation with {target} right now? Weigh what each of them is doing, how they know each other and how recently they talked.
Reply with a single line, either "${DECIDE_TO_TALK_CUE} yes" or "${DECIDE_TO_TALK_CUE} no".`;

/** "Isabella Rodriguez is cooking" -> "Isabella Rodriguez was cooking" (first "is"/"are" only). */
export function pastTense(description: string): string {
  return description.replace(/\b(is|are)\b/, (verb) => (verb === "is" ? "was" : "were"));
}

/** The activity itself: "morning routine (brushing teeth)" -> "brushing teeth", as the original reads it. */
export function activityCore(actDescription: string): string {
  const open = actDescription.lastIndexOf("(");
  if (open < 0) return actDescription;
  return actDescription.slice(open + 1).replace(/\)\s*$/, "").trim();
}

/** One persona's status line, from that persona's own state. */
export function describeStatus(party: ChatParty): string {
  const activity = activityCore(party.actDescription ?? "idle");
  if (activity.includes("waiting")) return `${party.name} is ${activity}`;
  if (party.plannedPath.length === 0) return `${party.name} is already ${activity}`;
  return `${party.name} is on the way to ${activity}`;
}

/** Accepts `Answer in yes or no: "yes"`, `answer: no.`, a bare `Yes`; anything else is not an answer. */
export function parseYesNo(raw: string): boolean {
  const lower = raw.toLowerCase();
  const cueAt = Math.max(lower.lastIndexOf(DECIDE_TO_TALK_CUE.toLowerCase()), -1);
  const afterCue = cueAt >= 0 ? lower.slice(cueAt + DECIDE_TO_TALK_CUE.length) : lower.replace(/^\s*answer\s*:/, "");
  const word = afterCue.trim().replace(/^["'“”‘’`*]+|["'“”‘’`*.!]+$/g, "").trim();
  if (word === "yes") return true;
  if (word === "no") return false;
  throw new Error(`expected yes or no after "${DECIDE_TO_TALK_CUE}"`);
}

export const decideToTalkPrompt: PromptSpec<z.output<typeof DecideToTalkInputSchema>, boolean, DecideToTalkInput> = {
  id: "decide_to_talk",
  version: 1,
  template,
  inputSchema: DecideToTalkInputSchema,
  variables: ({ initiator, target, lastChat, retrieved }) => {
    const events = retrieved.events.map((e) => `${pastTense(e.description)}.`);
    const thoughts = retrieved.thoughts.map((t) => `${t.description}.`);
    const memories = [...events, ...thoughts];
    return {
      initiator: initiator.name,
      target: target.name,
      memories: memories.length ? memories.map((m) => `- ${m}`).join("\n") : "- nothing in particular",
      time: describeGameTime(initiator.currTime),
      initiatorStatus: `${describeStatus(initiator)}.`,
      targetStatus: `${describeStatus(target)}.`,
      lastChat: lastChat
        ? `${initiator.name} last talked with ${target.name} on ${describeGameTime(lastChat.created)} about ${lastChat.description}.`
        : `${initiator.name} has not talked with ${target.name} before.`,
    };
  },
  parse: (raw) => parseYesNo(raw),
  failSafe: () => true,
  generation: { temperature: 0, maxTokens: DEFAULT_THRESHOLDS.decideToTalkMaxTokens },
  simulate: ({ initiator, lastChat }, random) => {
    // Talk more readily to someone not seen for a while; in the cue format the parser reads.
    const minutesSince = lastChat
      ? (parseGameTime(initiator.currTime).getTime() - parseGameTime(lastChat.created).getTime()) / 60_000
      : Infinity;
    const yes = random() < (minutesSince < 180 ? 0.2 : 0.6);
    return `${DECIDE_TO_TALK_CUE} ${yes ? "yes" : "no"}`;
  },
};
