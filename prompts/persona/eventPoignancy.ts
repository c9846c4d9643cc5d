/**
 * event_poignancy: how much a perceived event matters to the persona, 1 (mundane) to 10 (life-changing).
 *
 * Kept from the original (poignancy_event_v1): inputs (the persona's identity block and the event description), one
 * integer from 1 to 10, temperature 0, fail-safe 4. Changed: 40 tokens instead of a handful, room for a preamble; the
 * score is read from prose ("I'd rate this a 3 out of 10"), after a cue, or from JSON. Idle events get thresholds.idlePoignancy
 * without a call: the caller does that. The same prompt scores reflection and post-chat thoughts, as in the original.
 *
 * Fail-safe 4: a little under the middle of the scale. An unreadable answer should neither count as a trivial event
 * (1 would make a real event all but invisible to retrieval) nor as an important one (a high value would push the
 * persona toward reflecting on an event nobody rated); 4 is also what the original used.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema, type Identity } from "./identity.js";
import { checkedRating, keywords, mentionsAny, parseRating, RatingSchema, validateRating } from "./socialShared.js";
import { POIGNANCY } from "../failSafeValues.js";

export const POIGNANCY_FAIL_SAFE = 4;

export const EventPoignancyInputSchema = z.object({
  identity: IdentitySchema,
  /** "Isabella Rodriguez is planning a Valentine's Day party". */
  description: z.string().min(1),
});
export type EventPoignancyInput = z.input<typeof EventPoignancyInputSchema>;

const template = `{identity}

{name} notices things all day long, and most of them barely register. Score how much the event below matters to {name}, from 1 to 10:
1 = routine and forgettable (tying shoes, washing dishes, walking past a shop);
5 = worth remembering for a while (a new project at work, meeting someone interesting);
10 = life-changing (falling in love, losing someone close, a big win or a bitter falling-out).

Event: {description}

Judge it from {firstName}'s point of view, given who {firstName} is and what is going on in {firstName}'s life.
Reply with the score only, a single whole number from 1 to 10.`;

/** Stems that make an event or a conversation stick, by how much. */
const LIFE_CHANGING = [
  "party", "wedding", "married", "marry", "love", "crush", "date with", "died", "death", "funeral", "breakup",
  "broke up", "argu", "fight", "quarrel", "fired", "promot", "election", "elect", "propos", "pregnan", "accident",
  "hospital", "award", "birthday", "valentine", "confess", "secret",
];
const NOTABLE = [
  "exam", "interview", "deadline", "concert", "plan", "research", "paper", "thesis", "exhibit", "art", "paint",
  "guest", "invit", "news", "worr", "excit", "mayor", "campaign", "music", "book", "project", "gift", "visit",
  "help", "advice", "new ",
];
const MUNDANE = [
  "sleep", "asleep", "idle", "walk", "brush", "shower", "wash", "bed", "eat", "breakfast", "lunch", "dinner",
  "commut", "rest", "toilet", "clean", "tidy", "stretch", "dress", "wak",
];

/**
 * A plausible score from keywords of the text: life-changing 7-9, notable 4-6, mundane 1-2, other 2-4; one more
 * when the text touches what the persona is currently busy with; `bonus` shifts the whole scale.
 */
export function simulatedPoignancy(text: string, identity: Identity, random: () => number, bonus = 0): number {
  const roll = Math.floor(random() * 3);
  let score: number;
  if (mentionsAny(text, LIFE_CHANGING)) score = 7 + roll;
  else if (mentionsAny(text, MUNDANE)) score = 1 + Math.min(roll, 1);
  else if (mentionsAny(text, NOTABLE)) score = 4 + roll;
  else score = 2 + roll;
  const concerns = new Set(keywords([identity.currently, identity.innate]));
  if (keywords([text], [identity.name]).some((word) => concerns.has(word))) score += 1;
  return Math.max(1, Math.min(10, score + bonus));
}

/** The answer as a model would write it: the bare number, now and then with a label. */
export function formatSimulatedRating(score: number, random: () => number): string {
  return random() < 0.7 ? String(score) : `Rating: ${score}`;
}

/** Placeholders shared by the event and chat poignancy prompts: who judges, and what. */
export function poignancyVariables({ identity, description }: { identity: Identity; description: string }) {
  return {
    identity: describeIdentity(identity),
    name: identity.name,
    firstName: identity.firstName,
    description: description.trim(),
  };
}

export const eventPoignancyPrompt: PromptSpec<z.output<typeof EventPoignancyInputSchema>, number, EventPoignancyInput> = {
  id: "event_poignancy",
  version: 1,
  template,
  inputSchema: EventPoignancyInputSchema,
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
  simulate: ({ identity, description }, random) =>
    formatSimulatedRating(simulatedPoignancy(description, identity, random), random),
};
