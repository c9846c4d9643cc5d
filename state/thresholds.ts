/**
 * Every rule the original systems hard-code, as one named, typed table: each threshold's default, its range (and
 * whether it is a whole number) and what it means, declared once here.
 *
 * Conditional edges read the values by name and show them in their labels, so the drawn graph reads like the rule.
 * A run overrides any of them through its context (`thresholds: { chatCooldownTicks: 400 }`); `resolveThresholds`
 * refuses an unknown name (suggesting the nearest), a value of the wrong type and a value out of range, in one
 * sentence naming the key, before anything runs. Everything else derives from this table: DEFAULT_THRESHOLDS, the zod
 * schema of an override, the command line's `--set` and its `thresholds` listing, and Studio's settings form
 * (state/studioThresholds.ts, written from it by `studioThresholdsSource`; a test keeps it current).
 *
 * The originals checked none of these: a zero day length or subtask step made their loops crash or never end. The
 * ranges below are what the code handles (a test runs the town with every threshold at each end of its range).
 */
import { z } from "zod/v4";
import { nearestName } from "./nearestName.js";
import type { StudioThresholds } from "./studioThresholds.js";

/** One threshold: its default, the values it may take (inclusive), and what it means. */
export interface ThresholdRule {
  default: number;
  min: number;
  max: number;
  /** A whole number (a count, ticks, minutes of the clock). */
  whole: boolean;
  /** What it governs, one sentence (the listing and Studio's form show it). */
  meaning: string;
  /** The part of the simulation it belongs to, for the listing. */
  group: string;
}

const count = (group: string) => (value: number, min: number, max: number, meaning: string): ThresholdRule => ({ default: value, min, max, whole: true, meaning, group });
const amount = (group: string) => (value: number, min: number, max: number, meaning: string): ThresholdRule => ({ default: value, min, max, whole: false, meaning, group });

const time = count("time");
const planning = count("long-term planning");
const scheduling = count("short-term scheduling and decomposition");
const memory = count("perception and memory");
const weight = amount("perception and memory");
const reflection = count("reflection");
const conversation = count("reaction and conversation");
const interviews = count("interviews");
const execution = count("execution");
const calls = count("model calls");
const roles = count("roles (MetaGPT)");

export const THRESHOLD_RULES = {
  // A clock day is 24 hours; a shorter planned day is filled with sleep earlier (hourly schedules need whole hours).
  dayMinutes: time(1440, 60, 1440, 'Minutes in a simulated day; schedules are filled to this length with "sleeping".'),

  wakeUpHourFailSafe: planning(8, 0, 23, "Wake-up hour used when the model's answer is unusable."),
  hourlyScheduleDiversityTries: planning(3, 1, 10, "Tries at the hourly schedule while it has too few distinct activities."),
  hourlyScheduleMinDistinctActivities: planning(5, 1, 24, "An hourly schedule needs at least this many distinct activities to be accepted early."),
  planPoignancy: planning(5, 1, 10, "Importance (1-10) given to the daily-plan thought."),
  planExpirationDays: amount("long-term planning")(30, 0, 3650, "Days until a plan (or reflection / chat) thought expires and stops being retrieved."),
  dailyRequirementMinItems: planning(4, 1, 12, "Fewest timed items the identity reviser asks for in a new daily requirement (at most dailyRequirementMaxItems)."),
  dailyRequirementMaxItems: planning(6, 1, 12, "Most timed items the identity reviser asks for in a new daily requirement."),

  decompositionThresholdMinutes: scheduling(60, 1, 1440, "Schedule entries this long or longer (minutes) are decomposed into subtasks."),
  unplannedActionMinutes: scheduling(60, 1, 1440, "Minutes of each action a persona takes when its planning is ablated (ablate: planning): with no schedule it stays idle where it stands, and looks again this much later."),
  subtaskGranularityMinutes: scheduling(5, 1, 60, "Subtask durations are multiples of this many minutes."),
  decompositionLookAheadMinutes: scheduling(60, 0, 1440, "The entry this many minutes ahead is decomposed too (the original's look-ahead)."),
  // 24: no cut-off at all.
  lateHourCutoff: scheduling(23, 0, 24, "No decomposition, chat or reaction from this hour of the day on (23:00 cut-off; 24: none)."),
  // Not in the original (news waited for the next day's plan); 0 restores that, and its model calls.
  replanOnNews: scheduling(1, 0, 1, "1: a whisper into a running day or a conversation's planning thought re-plans the rest of today with the news; 0: news waits for the next day's plan (the original)."),
  shortSleepMaxMinutes: scheduling(60, 0, 1440, '"sleep" / "bed" entries are decomposed only when they last at most this many minutes.'),

  idlePoignancy: memory(1, 1, 10, "Importance (1-10) of an idle event: given without asking the model."),
  retrievalTopK: memory(30, 1, 1000, "Memories returned by one focal-point retrieval."),
  recencyGlobalWeight: weight(0.5, 0, 100, "Global weight that multiplies the persona's own recency weight in retrieval."),
  relevanceGlobalWeight: weight(3, 0, 100, "Global weight that multiplies the persona's own relevance weight in retrieval."),
  importanceGlobalWeight: weight(2, 0, 100, "Global weight that multiplies the persona's own importance weight in retrieval."),

  // The prompts ask for 1 to 10 (prompts/persona/focalPoints.ts, insights.ts).
  reflectionFocalPoints: reflection(3, 1, 10, "Focal points generated per reflection."),
  reflectionInsightsPerFocalPoint: reflection(5, 1, 10, "Insights generated per focal point."),
  reflectionRetrievalTopK: reflection(30, 1, 1000, "Memories retrieved per focal point while reflecting."),

  chatCooldownTicks: conversation(800, 0, 86400, "Ticks two personas wait before chatting again (800 x 10 s, about 2 h 13 min), set on both sides."),
  decideToTalkMaxTokens: conversation(60, 1, 4096, "Max tokens of the decide-to-talk answer (room for a one-line preamble; the original had 20)."),
  decideToReactMaxTokens: conversation(60, 1, 4096, "Max tokens of the decide-to-react answer (room for a one-line preamble; the original had 20)."),
  conversationMaxRounds: conversation(8, 1, 50, "Conversation rounds; each round is two utterances (16 lines at most)."),
  conversationWordsPerMinute: amount("reaction and conversation")(30, 1, 1000, "Words spoken per simulated minute, for the length of a conversation."),
  conversationRelationshipTopK: conversation(50, 1, 1000, "Memories retrieved for the relationship summary before a conversation."),
  conversationUtteranceTopK: conversation(15, 1, 1000, "Memories retrieved for each utterance."),
  conversationRecentLines: conversation(4, 1, 50, "Latest chat lines used as a focal point for the next utterance."),
  previousChatMaxAgeMinutes: conversation(480, 0, 10080, "Previous chat context is dropped when it is older than this many minutes."),
  replanWindowMinutes: conversation(120, 1, 1440, "A re-planned window around an inserted chat or wait spans at least this many minutes."),

  interviewRetrievalTopK: interviews(50, 1, 1000, "Memories retrieved for an interview question, the question as focal point (the original's interview took 50)."),

  executorTargetTileSamples: execution(4, 1, 100, "Target tiles sampled when an address has several."),
  chatAdjacentPathLength: execution(2, 1, 20, "A chat partner this close (path length) counts as already adjacent."),

  promptMaxAttempts: calls(3, 1, 10, "Attempts at a prompt (validate, clean up) before its fail-safe value is used."),
  emojiMaxChars: calls(3, 1, 20, "Emoji answers are cut to this many characters."),

  roleZeroMemoryK: roles(200, 0, 100000, "RoleZero long-term memory: messages kept short-term before older ones go to the vector store."),
  roleZeroSimilarityTopK: roles(5, 1, 100, "RoleZero long-term memory: similar messages fetched for a user requirement."),
  roleMaxReactLoop: roles(1, 1, 100, "A role's default bound on think -> act loops in `react` mode."),
} satisfies Record<string, ThresholdRule>;

export type ThresholdName = keyof typeof THRESHOLD_RULES;

/** Every threshold with its value; each field's comment (meaning, default, range) is Studio's (studioThresholds.ts). */
export type Thresholds = Required<StudioThresholds>;

// Studio's type and this table name the same thresholds (a compile error otherwise: run `npm run thresholds:studio`).
const sameNames: [ThresholdName, keyof StudioThresholds] extends [keyof StudioThresholds, ThresholdName] ? true : never = true;
void sameNames;

/**
 * Every named threshold with its default value (the originals' hard-coded rules); `resolveThresholds` applies a run's
 * overrides.
 */
export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze(
  Object.fromEntries(Object.entries(THRESHOLD_RULES).map(([name, rule]) => [name, rule.default])) as Thresholds,
);

const thresholdNames = Object.keys(THRESHOLD_RULES) as ThresholdName[];

/** Whether `name` is a threshold's. */
export const isThresholdName = (name: string): name is ThresholdName => Object.hasOwn(THRESHOLD_RULES, name);

/** A threshold's range in words: "a whole number from 60 to 1440". */
export function rangeOf(name: ThresholdName): string {
  const { min, max, whole } = THRESHOLD_RULES[name];
  return `${whole ? "a whole number" : "a number"} from ${min} to ${max}`;
}

/** Why `value` cannot be threshold `name`'s, in words ("must be a whole number from 60 to 1440, got 0"), or null. */
export function thresholdValueProblem(name: ThresholdName, value: unknown): string | null {
  const { min, max, whole } = THRESHOLD_RULES[name];
  const shown = typeof value === "string" ? JSON.stringify(value) : String(value);
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
    return `must be ${rangeOf(name)}, got ${shown}`;
  }
  return null;
}

/** Schema of a (partial) override: every key known, every value a number in its threshold's range. */
export const ThresholdOverridesSchema = z.strictObject(
  Object.fromEntries(
    thresholdNames.map((name) => {
      const { min, max, whole } = THRESHOLD_RULES[name];
      const number = z.number().finite().min(min).max(max);
      return [name, (whole ? number.int() : number).optional()];
    }),
  ) as Record<ThresholdName, z.ZodOptional<z.ZodNumber>>,
);

/** Some thresholds overridden for a run (`--set`, `context.thresholds`). */
export type ThresholdOverrides = Partial<Thresholds>;

/** Where the thresholds are listed, for a sentence about an unknown name (the command line says its own command). */
const LISTED = "the thresholds command lists them; DEFAULT_THRESHOLDS in code";

/**
 * Defaults with a run's overrides applied; throws one sentence naming the bad key: an unknown name (and the name it
 * resembles), a value that is no number or out of its range, or a daily requirement whose fewest items exceed its most.
 */
export function resolveThresholds(overrides: unknown = {}): Thresholds {
  const given = overrides ?? {};
  if (typeof given !== "object" || Array.isArray(given)) throw new Error("Threshold overrides must be an object of names and numbers, e.g. { chatCooldownTicks: 400 }.");
  for (const [name, value] of Object.entries(given)) {
    if (!isThresholdName(name)) {
      const near = closestThresholdName(name);
      throw new Error(`Invalid threshold override "${name}": no threshold has that name${near ? `; did you mean "${near}"?` : ` (${LISTED}).`}`);
    }
    if (value === undefined) continue;
    const problem = thresholdValueProblem(name, value);
    if (problem) throw new Error(`Invalid threshold override "${name}": it ${problem}.`);
  }
  const clean = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<Thresholds>;
  const resolved = { ...DEFAULT_THRESHOLDS, ...clean };
  if (resolved.dailyRequirementMinItems > resolved.dailyRequirementMaxItems) {
    throw new Error(
      `Invalid threshold override "dailyRequirementMinItems": it must be at most dailyRequirementMaxItems (${resolved.dailyRequirementMaxItems}), got ${resolved.dailyRequirementMinItems}.`,
    );
  }
  return resolved;
}

/**
 * The threshold name nearest to a mistyped one, or null when none is close: a name it begins (or is contained in,
 * case aside; the shortest such, as `chatCooldown` for chatCooldownTicks), else one a few letters off.
 */
export function closestThresholdName(name: string): string | null {
  const typed = name.toLowerCase();
  if (typed.length >= 4) {
    const holding = thresholdNames.filter((known) => known.toLowerCase().includes(typed)).sort((a, b) => a.length - b.length);
    if (holding.length) return holding[0]!;
  }
  return nearestName(name, thresholdNames) ?? null;
}


/**
 * The source of state/studioThresholds.ts: Studio's form reads types and their comments (not values), so each
 * threshold is a field whose comment carries its meaning, default, range and whether it is whole.
 */
export function studioThresholdsSource(): string {
  const fields = thresholdNames.map((name) => {
    const { default: value, min, max, whole, meaning } = THRESHOLD_RULES[name];
    const tags = [`@default ${value}`, `@minimum ${min}`, `@maximum ${max}`, ...(whole ? ["@TJS-type integer"] : [])];
    return `  /**\n   * ${meaning}\n${tags.map((tag) => `   * ${tag}\n`).join("")}   */\n  ${name}?: number;`;
  });
  return `/**
 * Written by \`npm run thresholds:studio\` from THRESHOLD_RULES (state/thresholds.ts): do not edit. Threshold overrides
 * as Studio's settings form shows them (the LangGraph server reads types and comments): each by name with its meaning,
 * default and range, and no other names (\`resolveThresholds\` refuses them).
 * @additionalProperties false
 */
export interface StudioThresholds {
${fields.join("\n")}
}
`;
}
