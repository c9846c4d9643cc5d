/**
 * Every rule the original systems hard-code, as one named, typed object.
 *
 * Conditional edges read these by name and show them in their labels, so the drawn graph reads like the rule.
 * A run overrides any of them through its context (`thresholds: { chatCooldownTicks: 400 }`); unknown names and
 * wrong types are rejected by `resolveThresholds` with the offending key named.
 */
import { z } from "zod/v4";

export const DEFAULT_THRESHOLDS = {
  // --- time --- (seconds per tick are the clock's: the town's `secondsPerTick`, a persona tick's `clock`)
  /** Minutes in a simulated day; schedules are filled to this length with "sleeping". */
  dayMinutes: 1440,

  // --- long-term planning (plan.py) ---
  /** Wake-up hour used when the model's answer is unusable. */
  wakeUpHourFailSafe: 8,
  /** Tries at the hourly schedule while it has too few distinct activities. */
  hourlyScheduleDiversityTries: 3,
  /** An hourly schedule needs at least this many distinct activities to be accepted early. */
  hourlyScheduleMinDistinctActivities: 5,
  /** Importance given to the daily-plan thought. */
  planPoignancy: 5,
  /** Days until a plan (or reflection / chat) thought expires and stops being retrieved. */
  planExpirationDays: 30,
  /** Timed items the identity reviser asks for in a new daily requirement (inclusive range). */
  dailyRequirementMinItems: 4,
  dailyRequirementMaxItems: 6,

  // --- short-term scheduling and decomposition ---
  /** Schedule entries this long or longer (minutes) are decomposed into subtasks. */
  decompositionThresholdMinutes: 60,
  /** Subtask durations are multiples of this many minutes. */
  subtaskGranularityMinutes: 5,
  /** The entry this many minutes ahead is decomposed too (the original's look-ahead). */
  decompositionLookAheadMinutes: 60,
  /** No decomposition, chat or reaction from this hour of the day on (23:00 cut-off). */
  lateHourCutoff: 23,
  /** "sleep" / "bed" entries are decomposed only when they last at most this many minutes. */
  shortSleepMaxMinutes: 60,

  // --- perception and memory ---
  /** Importance of an idle event: given without asking the model. */
  idlePoignancy: 1,
  /** Memories returned by one focal-point retrieval. */
  retrievalTopK: 30,
  /** Global retrieval weights that multiply the persona's own recency / relevance / importance weights. */
  recencyGlobalWeight: 0.5,
  relevanceGlobalWeight: 3,
  importanceGlobalWeight: 2,

  // --- reflection ---
  /** Focal points generated per reflection. */
  reflectionFocalPoints: 3,
  /** Insights generated per focal point. */
  reflectionInsightsPerFocalPoint: 5,
  /** Memories retrieved per focal point while reflecting. */
  reflectionRetrievalTopK: 30,

  // --- reaction and conversation ---
  /** Ticks two personas wait before chatting again (800 x 10 s, about 2 h 13 min), set on both sides. */
  chatCooldownTicks: 800,
  /** Max tokens of the decide-to-talk answer (room for a one-line preamble; the original had 20). */
  decideToTalkMaxTokens: 60,
  /** Max tokens of the decide-to-react answer (room for a one-line preamble; the original had 20). */
  decideToReactMaxTokens: 60,
  /** Conversation rounds; each round is two utterances (16 lines at most). */
  conversationMaxRounds: 8,
  /** Words spoken per simulated minute, for the length of a conversation. */
  conversationWordsPerMinute: 30,
  /** Memories retrieved for the relationship summary before a conversation. */
  conversationRelationshipTopK: 50,
  /** Memories retrieved for each utterance. */
  conversationUtteranceTopK: 15,
  /** Latest chat lines used as a focal point for the next utterance. */
  conversationRecentLines: 4,
  /** Previous chat context is dropped when it is older than this many minutes. */
  previousChatMaxAgeMinutes: 480,
  /** A re-planned window around an inserted chat or wait spans at least this many minutes. */
  replanWindowMinutes: 120,

  // --- interviews (a person asks a persona questions) ---
  /** Memories retrieved for an interview question, the question as focal point (the original's interview took 50). */
  interviewRetrievalTopK: 50,

  // --- execution ---
  /** Target tiles sampled when an address has several. */
  executorTargetTileSamples: 4,
  /** A chat partner this close (path length) counts as already adjacent. */
  chatAdjacentPathLength: 2,

  // --- model calls ---
  /** Attempts at a prompt (validate, clean up) before its fail-safe value is used. */
  promptMaxAttempts: 3,
  /** Emoji answers are cut to this many characters. */
  emojiMaxChars: 3,

  // --- roles (MetaGPT) ---
  /** RoleZero long-term memory: messages kept short-term before older ones go to the vector store. */
  roleZeroMemoryK: 200,
  /** RoleZero long-term memory: similar messages fetched for a user requirement. */
  roleZeroSimilarityTopK: 5,
  /** A role's default bound on think -> act loops in `react` mode. */
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
