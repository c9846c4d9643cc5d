/**
 * Every rule the original systems hard-code, as one named, typed object.
 *
 * Conditional edges read these by name and show them in their labels, so the drawn graph reads like the rule.
 * A run overrides any of them through its context (`thresholds: { chatCooldownTicks: 400 }`); unknown names and
 * wrong types are rejected by `resolveThresholds` with the offending key named.
 *
 * Each value's comment ends with `@default <value>`: the LangGraph server builds Studio's settings form from these
 * comments (it reads types, not values), so the form shows every default (test/studioSchema.int.test.ts checks that
 * each one matches its value).
 */
import { z } from "zod/v4";

export const DEFAULT_THRESHOLDS = {
  // --- time --- (seconds per tick are the clock's: the town's `secondsPerTick`, a persona tick's `clock`)
  /**
   * Minutes in a simulated day; schedules are filled to this length with "sleeping".
   * @default 1440
   */
  dayMinutes: 1440,

  // --- long-term planning (plan.py) ---
  /**
   * Wake-up hour used when the model's answer is unusable.
   * @default 8
   */
  wakeUpHourFailSafe: 8,
  /**
   * Tries at the hourly schedule while it has too few distinct activities.
   * @default 3
   */
  hourlyScheduleDiversityTries: 3,
  /**
   * An hourly schedule needs at least this many distinct activities to be accepted early.
   * @default 5
   */
  hourlyScheduleMinDistinctActivities: 5,
  /**
   * Importance given to the daily-plan thought.
   * @default 5
   */
  planPoignancy: 5,
  /**
   * Days until a plan (or reflection / chat) thought expires and stops being retrieved.
   * @default 30
   */
  planExpirationDays: 30,
  /**
   * Timed items the identity reviser asks for in a new daily requirement (inclusive range).
   * @default 4
   */
  dailyRequirementMinItems: 4,
  /** @default 6 */
  dailyRequirementMaxItems: 6,

  // --- short-term scheduling and decomposition ---
  /**
   * Schedule entries this long or longer (minutes) are decomposed into subtasks.
   * @default 60
   */
  decompositionThresholdMinutes: 60,
  /**
   * Minutes of each action a persona takes when its planning is ablated (`ablate: ["planning"]`): with no schedule
   * it stays idle where it stands, and looks again this much later.
   * @default 60
   */
  unplannedActionMinutes: 60,
  /**
   * Subtask durations are multiples of this many minutes.
   * @default 5
   */
  subtaskGranularityMinutes: 5,
  /**
   * The entry this many minutes ahead is decomposed too (the original's look-ahead).
   * @default 60
   */
  decompositionLookAheadMinutes: 60,
  /**
   * No decomposition, chat or reaction from this hour of the day on (23:00 cut-off).
   * @default 23
   */
  lateHourCutoff: 23,
  /**
   * "sleep" / "bed" entries are decomposed only when they last at most this many minutes.
   * @default 60
   */
  shortSleepMaxMinutes: 60,

  // --- perception and memory ---
  /**
   * Importance of an idle event: given without asking the model.
   * @default 1
   */
  idlePoignancy: 1,
  /**
   * Memories returned by one focal-point retrieval.
   * @default 30
   */
  retrievalTopK: 30,
  /**
   * Global retrieval weights that multiply the persona's own recency / relevance / importance weights.
   * @default 0.5
   */
  recencyGlobalWeight: 0.5,
  /** @default 3 */
  relevanceGlobalWeight: 3,
  /** @default 2 */
  importanceGlobalWeight: 2,

  // --- reflection ---
  /**
   * Focal points generated per reflection.
   * @default 3
   */
  reflectionFocalPoints: 3,
  /**
   * Insights generated per focal point.
   * @default 5
   */
  reflectionInsightsPerFocalPoint: 5,
  /**
   * Memories retrieved per focal point while reflecting.
   * @default 30
   */
  reflectionRetrievalTopK: 30,

  // --- reaction and conversation ---
  /**
   * Ticks two personas wait before chatting again (800 x 10 s, about 2 h 13 min), set on both sides.
   * @default 800
   */
  chatCooldownTicks: 800,
  /**
   * Max tokens of the decide-to-talk answer (room for a one-line preamble; the original had 20).
   * @default 60
   */
  decideToTalkMaxTokens: 60,
  /**
   * Max tokens of the decide-to-react answer (room for a one-line preamble; the original had 20).
   * @default 60
   */
  decideToReactMaxTokens: 60,
  /**
   * Conversation rounds; each round is two utterances (16 lines at most).
   * @default 8
   */
  conversationMaxRounds: 8,
  /**
   * Words spoken per simulated minute, for the length of a conversation.
   * @default 30
   */
  conversationWordsPerMinute: 30,
  /**
   * Memories retrieved for the relationship summary before a conversation.
   * @default 50
   */
  conversationRelationshipTopK: 50,
  /**
   * Memories retrieved for each utterance.
   * @default 15
   */
  conversationUtteranceTopK: 15,
  /**
   * Latest chat lines used as a focal point for the next utterance.
   * @default 4
   */
  conversationRecentLines: 4,
  /**
   * Previous chat context is dropped when it is older than this many minutes.
   * @default 480
   */
  previousChatMaxAgeMinutes: 480,
  /**
   * A re-planned window around an inserted chat or wait spans at least this many minutes.
   * @default 120
   */
  replanWindowMinutes: 120,

  // --- interviews (a person asks a persona questions) ---
  /**
   * Memories retrieved for an interview question, the question as focal point (the original's interview took 50).
   * @default 50
   */
  interviewRetrievalTopK: 50,

  // --- execution ---
  /**
   * Target tiles sampled when an address has several.
   * @default 4
   */
  executorTargetTileSamples: 4,
  /**
   * A chat partner this close (path length) counts as already adjacent.
   * @default 2
   */
  chatAdjacentPathLength: 2,

  // --- model calls ---
  /**
   * Attempts at a prompt (validate, clean up) before its fail-safe value is used.
   * @default 3
   */
  promptMaxAttempts: 3,
  /**
   * Emoji answers are cut to this many characters.
   * @default 3
   */
  emojiMaxChars: 3,

  // --- roles (MetaGPT) ---
  /**
   * RoleZero long-term memory: messages kept short-term before older ones go to the vector store.
   * @default 200
   */
  roleZeroMemoryK: 200,
  /**
   * RoleZero long-term memory: similar messages fetched for a user requirement.
   * @default 5
   */
  roleZeroSimilarityTopK: 5,
  /**
   * A role's default bound on think -> act loops in `react` mode.
   * @default 1
   */
  roleMaxReactLoop: 1,
} as const;

export type Thresholds = { -readonly [K in keyof typeof DEFAULT_THRESHOLDS]: number };

/** Schema of a (partial) override: every key known, every value a finite number. */
export const ThresholdOverridesSchema = z
  .strictObject(
    Object.fromEntries(
      Object.keys(DEFAULT_THRESHOLDS).map((key) => [key, z.number().finite().optional()]),
    ) as Record<keyof Thresholds, z.ZodOptional<z.ZodNumber>>,
  );

export type ThresholdOverrides = Partial<Thresholds>;

/** Defaults with a run's overrides applied; throws one sentence naming the bad key (and the name it resembles). */
export function resolveThresholds(overrides: unknown = {}): Thresholds {
  const parsed = ThresholdOverridesSchema.safeParse(overrides ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === "unrecognized_keys") {
      const key = issue.keys[0]!;
      const near = closestThresholdName(key);
      throw new Error(`Invalid threshold override "${key}": no threshold has that name${near ? `; did you mean "${near}"?` : " (see DEFAULT_THRESHOLDS)."}`);
    }
    throw new Error(`Invalid threshold override "${issue.path.join(".")}": ${issue.message}.`);
  }
  const clean = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_THRESHOLDS, ...clean };
}

/** The threshold name nearest to a mistyped one (case, a few letters off), or null when none is close. */
export function closestThresholdName(name: string): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const known of Object.keys(DEFAULT_THRESHOLDS)) {
    const d = editDistance(name.toLowerCase(), known.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? best : null;
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}
