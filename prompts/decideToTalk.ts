/**
 * decide_to_talk: does the initiator start a conversation with the target now? (seed 000)
 *
 * Kept from the original: the inputs (memories, time, both personas' activities, last chat), events put in the
 * past tense, temperature 0, fail-safe "yes". Changed: the target's status is built from the target's own state (the
 * original used the initiator's); the answer is accepted after the cue, quoted or not, bare, leading a reason ("No,
 * Ada is busy.") or closing one ("..., so no."), after the question echoed ("Yes or no? No."), said without the word
 * ("Nope."), or as JSON, and refused when it says both (the original's cue never matched its own template, so
 * every reasoned answer fell back to "yes"); the token cap (decideToTalkMaxTokens, 60) leaves room for a preamble
 * (the original's 20 did not).
 */
import { z } from "zod/v4";
import { ChatPartySchema, LastChatSchema, RetrievedSchema, type ChatParty } from "../state/chatParty.js";
import { describeGameTime, parseGameTime } from "../state/gameTime.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import { afterLastCue, escapeRegExp, firstJsonObject, inEnglish, isPreambleLine, jsonField, plainText, stripPreamble } from "./answerText.js";
import type { PromptSpec } from "./types.js";
import { YES_OR_NO } from "./failSafeValues.js";

/** The line the `decide_to_talk` prompt ends with, asking for a yes or a no. */
export const DECIDE_TO_TALK_CUE = "Answer in yes or no:";

export const DecideToTalkInputSchema = z.object({
  initiator: ChatPartySchema,
  target: ChatPartySchema,
  lastChat: LastChatSchema.nullable().default(null),
  retrieved: RetrievedSchema.default({ events: [], thoughts: [] }),
});
/**
 * What the `decide_to_talk` prompt is filled with: the two personas, their last chat and what the initiator retrieved.
 */
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

const YES_NO_CUES = [DECIDE_TO_TALK_CUE.replace(/:$/, ""), "final answer", "answer", "decision"];
/**
 * "Yes" / "no" leading a text, standing alone or followed by punctuation, a parenthesis or a reason ("No, Ada is
 * busy.", "No (yes if she were free)", "No She is busy"). Not case-blind as a whole: a reason starts with a capital
 * letter ("No He is busy"), while "No yes" or "No hesitation" do not lead with an answer.
 */
const LEADING = /^["'“‘(]*([Yy][Ee][Ss]|[Nn][Oo])["'”’)]*(?=$|\s*[,.!;:—–(-]|\s+(?:[Bb]ecause|[Ss]ince|[Aa]s|[Ss]he|[Hh]e|[Tt]hey|[Ii]t)\b|\s+[A-Z])/;
/** "... so no." / "..., yes." closing a reasoned answer. */
const CLOSING = /(?:\b(?:so|therefore|thus|hence|answer is|would be|is:?)\s+|[,:;—–-]\s*)["'“*]*(yes|no)["'”*]*[.!]*$/i;
/** The question echoed as a label before the answer: "Yes or no? No.", "**Yes/No:** No", "(yes/no) no", "yes or no — no". */
const ECHOED_LABEL = /^\(?\s*yes\s*(?:or|\/)\s*no\s*\)?\s*(?:[:?=—–-]+\s*|\s+(?=\S))/i;
/** Whole answers that say yes or no without the word: "Absolutely!", "Nope.", "Definitely not.", "I don't think so." */
const YES_ALONE = /^(?:absolutely|definitely|certainly|of course|sure(?: thing)?|yeah|yep|yup)[.!]*$/i;
const NO_ALONE = /^(?:nope|nah|(?:definitely|certainly|absolutely|probably) not|of course not|not (?:really|yet|now|right now|at the moment)|i (?:don['’]t|do not) think so)\b(?:[.!]*$|\s*[,.;:—–-]\s*\S)/i;

/** The yes/no word leading a text, after an echoed "Yes or no?" label; undefined when it leads with none. */
function leadingWord(text: string): "yes" | "no" | undefined {
  // "✅ yes", "Yes ✅": an emoji beside the word decorates it.
  // "oui", "нет", "是": yes or no said in another language.
  const answer = inEnglish(text.trim().replace(ECHOED_LABEL, ""))
    .replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+|[\s\p{Extended_Pictographic}\uFE0F\u200D]+$/gu, "");
  // "true" / "false" alone, as JSON-minded models answer a yes-or-no question.
  const truth = /^(true|false)[.!]?$/i.exec(answer)?.[1]?.toLowerCase();
  if (truth) return truth === "true" ? "yes" : "no";
  const word = LEADING.exec(answer)?.[1]?.toLowerCase() as "yes" | "no" | undefined;
  if (word) return word;
  if (YES_ALONE.test(answer)) return "yes";
  if (NO_ALONE.test(answer)) return "no";
  return undefined;
}

/**
 * Reads a yes/no decision: after the cue (`Answer in yes or no: no`, `Answer: Yes`), a leading "Yes"/"No" ("No, Ada is
 * busy serving customers."), a closing "so no.", a whole answer that says it without the word ("Nope."), or a JSON
 * answer; anything else, or answers that disagree (a leading and a closing word, two cues), is not an answer.
 */
export function parseYesNo(raw: string): boolean {
  const json = firstJsonObject(raw);
  if (json) {
    const field = jsonField(json, ["answer", "talk", "decision", "start_conversation", "yes_or_no", "response"], true);
    if (typeof field === "boolean") return field;
    // "false" / "true" as strings, as JSON written by hand often has them.
    if (typeof field === "string" && /^\s*(?:true|false)\s*$/i.test(field)) return field.trim().toLowerCase() === "true";
    const word = typeof field === "string" ? leadingWord(field) : undefined;
    if (word) return word === "yes";
  }
  const text = plainText(raw);
  // The template's two choices written back ("Answer: yes" or "Answer: no"): no decision.
  if (/\b(yes|no)["'”’*]+\s+or\s+["'“‘*]+[^"'”’\n]*?\b(?!\1)(yes|no)\b/i.test(text)) throw new Error("the answer offers both yes and no: choose one");
  const cued = afterEveryCue(text);
  if (cued.length > 0) {
    // The last cue answers; an earlier cue that answers otherwise makes the reply say both.
    const word = leadingWord(cued.at(-1)!);
    if (!word) throw new Error(`expected yes or no after "${DECIDE_TO_TALK_CUE}"`);
    // A line after the answer that closes on the other word ("Actually, on reflection: no.") takes it back.
    const after = afterLastCue(text, YES_NO_CUES)!.split("\n").map((l) => l.trim()).filter(Boolean).slice(1);
    const retracted = after.length > 0 && CLOSING.exec(after.at(-1)!)?.[1]?.toLowerCase();
    if (cued.some((part) => (leadingWord(part) ?? word) !== word) || (retracted && retracted !== word)) {
      throw new Error("the answer says both yes and no");
    }
    return word === "yes";
  }
  const all = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const only = all.length === 1 ? leadingWord(all[0]!) : undefined;
  if (only) return only === "yes";
  const lines = all.filter((l) => !isPreambleLine(l));
  const leading = leadingWord(stripPreamble(lines[0] ?? ""));
  const closing = CLOSING.exec(lines.at(-1) ?? "")?.[1]?.toLowerCase();
  const word = leading ?? closing;
  if (word && (!leading || !closing || leading === closing)) return word === "yes";
  throw new Error(`expected yes or no after "${DECIDE_TO_TALK_CUE}"`);
}

/** The text after each cue, up to the next one ("Answer: no\nAnswer: yes" -> ["no", "yes"]). */
function afterEveryCue(text: string): string[] {
  const parts: string[] = [];
  for (let rest = afterLastCue(text, YES_NO_CUES); rest !== undefined; ) {
    parts.unshift(rest);
    text = text.slice(0, text.length - rest.length).replace(/\s*$/, "");
    // Drop the cue itself: the text before it may hold an earlier one.
    const cut = new RegExp(`(?<![\\w'])(?:${YES_NO_CUES.map(escapeRegExp).join("|")})["'”’*_]*\\s*[:：=]$`, "i").exec(text);
    if (!cut) break;
    text = text.slice(0, cut.index);
    rest = afterLastCue(text, YES_NO_CUES);
  }
  return parts.map((part) => part.split("\n")[0]!.trim());
}

/** The structured answer: {"answer": "yes" | "no"}. */
const DecisionSchema = z.object({ answer: z.enum(["yes", "no"]).describe("whether the conversation starts now") });

/** The `decide_to_talk` prompt: whether the initiator starts a conversation with the target, read as a yes or a no. */
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
  structured: {
    schema: DecisionSchema,
    toValue: (answer: z.output<typeof DecisionSchema>) => answer.answer === "yes",
    fromValue: (talk) => ({ answer: talk ? "yes" : "no" }),
  },
  parse: (raw) => parseYesNo(raw),
  failSafe: () => true,
  failSafeValue: YES_OR_NO,
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
