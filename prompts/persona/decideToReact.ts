/**
 * decide_to_react: two personas head for the same spot and will not talk; does the initiator wait for the target
 * to finish (option 1, "wait") or carry on without waiting (option 2, "continue")?
 *
 * Kept from the original (decide_to_react_v1): the inputs (what the initiator remembers, the time, both status
 * lines with where they are headed, both activities, the shared place), temperature 0. Changed: the original
 * offered a third option with "3" as its fail-safe and mapped everything but "1" to "no reaction" (its "do other
 * things" branch was unreachable); here the answer is "wait" | "continue" and the
 * fail-safe is "continue", the same outcome as the original's fail-safe. The target's status is built from the
 * target's own state. Accepted answers: "Answer: Option 1", "option 2", "1", "Option 2: carry on", JSON, or the
 * decision in words ("Mei should wait.", "Ada wouldn't wait."); an option ruled out ("not option 1") is no choice,
 * and both options named together ("Option 1 or 2") fall back; the cap (decideToReactMaxTokens, 60) leaves room for a preamble.
 */
import { z } from "zod/v4";
import { ChatPartySchema, RetrievedSchema, type ChatParty } from "../../state/chatParty.js";
import { describeGameTime } from "../../state/gameTime.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { activityCore, pastTense } from "../decideToTalk.js";
import { firstJsonObject, isPreambleLine, isRefusal, jsonField, numberWords, plainText, quotesTheChoices } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { bulletList, describeAddress } from "./socialShared.js";
import { oneOf } from "../failSafeValues.js";

export type ReactionDecision = "wait" | "continue";

export const DecideToReactInputSchema = z.object({
  initiator: ChatPartySchema,
  target: ChatPartySchema,
  /** Events and thoughts the initiator retrieved about the target. */
  retrieved: RetrievedSchema.default({ events: [], thoughts: [] }),
  /** The spot both want, in words; by default read from the initiator's action address ("the counter in the cafe"). */
  place: z.string().min(1).nullable().default(null),
});
export type DecideToReactInput = z.input<typeof DecideToReactInputSchema>;

const template = `You are deciding what a character in a small town does when someone else is using the spot they need.

What {initiator} remembers that matters here:
{memories}

It is {time}.
{initiatorStatus}
{targetStatus}

{initiator} wants to use {place} for {initiatorActivity}, but {target} is there for {targetActivity}.
What does {initiator} do?
Option 1: wait until {target} has finished {targetActivity}, then start {initiatorActivity}.
Option 2: do not wait; carry on with {initiatorActivity} now, or with something else.
Reply with a single line, either "Answer: Option 1" or "Answer: Option 2".`;

function statusLine(party: ChatParty, place: string): string {
  const activity = activityCore(party.actDescription ?? "idle");
  if (party.plannedPath.length === 0) return `${party.name} is already ${activity} at ${place}.`;
  return `${party.name} is on the way to ${activity} at ${place}.`;
}

/**
 * "Answer: Option 1" / "option 2" / "1" / "Option 2: carry on" / {"option": 1} -> the decision; anything else throws.
 * After an "Answer:" cue the first option named counts; in reasoning without a cue, the last one named. An answer
 * that names no option may say it in words ("Mei should wait." / "She carries on without waiting."); words for both
 * throw.
 */
export function parseReaction(raw: string): ReactionDecision {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["option", "answer", "choice", "decision"], true);
  if (typeof field === "number") return optionOf(String(field));
  const text = typeof field === "string" ? field : plainText(raw);
  if (!text || isRefusal(text)) throw new Error('expected "Answer: Option 1" or "Answer: Option 2"');
  if (quotesTheChoices(text)) throw new Error("the answer copies the instruction's two options: give one");
  const cue = text.toLowerCase().lastIndexOf("answer");
  // An option named to be ruled out ("Option 2 (not option 1)") is no choice.
  const segment = (cue >= 0 ? text.slice(cue + "answer".length).replace(/^\s*(?:is)?\s*[:\-]?\s*/i, "") : text).replace(RULED_OUT, " ");
  // "Option one", "Option II": the option's number in words or Roman numerals.
  const worded = numberWords(segment);
  if (BOTH_OPTIONS.test(worded.split("\n").find((line) => line.trim()) ?? "")) throw new Error("the answer names both options");
  const options = [...worded.matchAll(/option\s*[:#]?\s*(\d+)/gi)];
  const named = cue >= 0 ? options[0] : options.at(-1);
  const chosen = named?.[1] ?? /^\W*(\d+)\b/.exec(segment)?.[1];
  if (chosen) return optionOf(chosen);
  const words = inWords(segment.split("\n").find((line) => line.trim() && !isPreambleLine(line)) ?? "");
  if (words) return words;
  throw new Error('expected "Answer: Option 1" or "Answer: Option 2"');
}

function optionOf(chosen: string): ReactionDecision {
  if (chosen === "1") return "wait";
  if (chosen === "2") return "continue";
  throw new Error(`option ${chosen} is not one of the two options`);
}

/** "not option 1", "rather than option 2", "instead of Option 1": an option ruled out. */
const RULED_OUT = /\b(?:not|rather than|instead of|over)\s+(?:choos(?:e|ing)\s+)?option\s*[:#]?\s*\d+/gi;
/** "Option 1 or 2", "option 1 / option 2", "1 or 2": no choice made. */
const BOTH_OPTIONS = /(?:option\s*[:#]?\s*|^\W*)\d+\s*(?:or|\/|and)\s*(?:option\s*[:#]?\s*)?\d+\b/i;
/** Waiting negated where it is said: "not wait", "wouldn't wait", "without waiting", "I don't think she should wait". */
const NOT_WAITING =
  /(?:\b(?:not|never|without)|n['’]t)\s+(?:(?:have|need|want)\s+)?(?:to\s+)?(?:be\s+)?wait(?:ing)?\b|\bno need to wait\b|(?:\bnot|n['’]t)\s+think\b[^,;.!?]*\b(?:should|would|will|needs? to|has to|must)\s+wait\b/gi;
const WAITING = /\b(?:wait(?:s|ing)?|(?:keeps?|continues?) (?:to wait|waiting))\b/i;
const CARRYING_ON = /\b(?:carr(?:y|ies|ying) on|continues?(?! (?:to wait|waiting))|go(?:es)? ahead|proceeds?|moves? on)\b/i;
/** A negation this reading cannot place ("She does not mind waiting", "Mei should not carry on"). */
const NEGATION = /\b(?:not|never|no)\b|n['’]t\b/i;

/**
 * "Mei should wait." -> wait; "She carries on without waiting." / "Ada wouldn't wait." -> continue; both, neither, or
 * another negation that may turn the meaning around -> null.
 */
function inWords(text: string): ReactionDecision | null {
  if (text.match(NOT_WAITING)) {
    const rest = text.replace(NOT_WAITING, " ");
    return WAITING.test(rest) || NEGATION.test(rest) ? null : "continue";
  }
  const wait = WAITING.test(text);
  const carry = CARRYING_ON.test(text);
  if (wait === carry || NEGATION.test(text)) return null;
  return wait ? "wait" : "continue";
}

/** The structured answer: {"option": 1 | 2}. */
const ReactionSchema = z.object({ option: z.number().int().min(1).max(2).describe("1: wait; 2: do not wait") });

export const decideToReactPrompt: PromptSpec<
  z.output<typeof DecideToReactInputSchema>,
  ReactionDecision,
  DecideToReactInput
> = {
  id: "decide_to_react",
  version: 1,
  template,
  inputSchema: DecideToReactInputSchema,
  variables: ({ initiator, target, retrieved, place }) => {
    const events = retrieved.events.map((e) => `${pastTense(e.description)}.`);
    const thoughts = retrieved.thoughts.map((t) => `${t.description}.`);
    const spot = place ?? describeAddress(initiator.actAddress) ?? describeAddress(target.actAddress) ?? "the same spot";
    return {
      initiator: initiator.name,
      target: target.name,
      memories: bulletList([...events, ...thoughts], "- nothing in particular"),
      time: describeGameTime(initiator.currTime),
      initiatorStatus: statusLine(initiator, spot),
      targetStatus: statusLine(target, spot),
      place: spot,
      initiatorActivity: activityCore(initiator.actDescription ?? "what they came for"),
      targetActivity: activityCore(target.actDescription ?? "what they are doing"),
    };
  },
  structured: {
    schema: ReactionSchema,
    toValue: (answer: z.output<typeof ReactionSchema>) => optionOf(String(answer.option)),
    fromValue: (decision) => ({ option: decision === "wait" ? 1 : 2 }),
  },
  parse: (raw) => parseReaction(raw),
  failSafe: () => "continue",
  failSafeValue: oneOf(["wait", "continue"]),
  generation: { temperature: 0, maxTokens: DEFAULT_THRESHOLDS.decideToReactMaxTokens },
  simulate: ({ target }, random) => {
    // Waiting makes more sense when the target is already there (and so soon done) than when still walking.
    const wait = random() < (target.plannedPath.length === 0 ? 0.6 : 0.35);
    return `Answer: Option ${wait ? 1 : 2}`;
  },
};
