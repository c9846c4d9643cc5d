/**
 * Written by `npm run thresholds:studio` from THRESHOLD_RULES (state/thresholds.ts): do not edit. Threshold overrides
 * as Studio's settings form shows them (the LangGraph server reads types and comments): each by name with its meaning,
 * default and range, and no other names (`resolveThresholds` refuses them).
 * @additionalProperties false
 */
export interface StudioThresholds {
  /**
   * Minutes in a simulated day; schedules are filled to this length with "sleeping".
   * @default 1440
   * @minimum 60
   * @maximum 1440
   * @TJS-type integer
   */
  dayMinutes?: number;
  /**
   * Wake-up hour used when the model's answer is unusable.
   * @default 8
   * @minimum 0
   * @maximum 23
   * @TJS-type integer
   */
  wakeUpHourFailSafe?: number;
  /**
   * Tries at the hourly schedule while it has too few distinct activities.
   * @default 3
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  hourlyScheduleDiversityTries?: number;
  /**
   * An hourly schedule needs at least this many distinct activities to be accepted early.
   * @default 5
   * @minimum 1
   * @maximum 24
   * @TJS-type integer
   */
  hourlyScheduleMinDistinctActivities?: number;
  /**
   * Importance (1-10) given to the daily-plan thought.
   * @default 5
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  planPoignancy?: number;
  /**
   * Days until a plan (or reflection / chat) thought expires and stops being retrieved.
   * @default 30
   * @minimum 0
   * @maximum 3650
   */
  planExpirationDays?: number;
  /**
   * Fewest timed items the identity reviser asks for in a new daily requirement (at most dailyRequirementMaxItems).
   * @default 4
   * @minimum 1
   * @maximum 12
   * @TJS-type integer
   */
  dailyRequirementMinItems?: number;
  /**
   * Most timed items the identity reviser asks for in a new daily requirement.
   * @default 6
   * @minimum 1
   * @maximum 12
   * @TJS-type integer
   */
  dailyRequirementMaxItems?: number;
  /**
   * Schedule entries this long or longer (minutes) are decomposed into subtasks.
   * @default 60
   * @minimum 1
   * @maximum 1440
   * @TJS-type integer
   */
  decompositionThresholdMinutes?: number;
  /**
   * Minutes of each action a persona takes when its planning is ablated (ablate: planning): with no schedule it stays idle where it stands, and looks again this much later.
   * @default 60
   * @minimum 1
   * @maximum 1440
   * @TJS-type integer
   */
  unplannedActionMinutes?: number;
  /**
   * Subtask durations are multiples of this many minutes.
   * @default 5
   * @minimum 1
   * @maximum 60
   * @TJS-type integer
   */
  subtaskGranularityMinutes?: number;
  /**
   * The entry this many minutes ahead is decomposed too (the original's look-ahead).
   * @default 60
   * @minimum 0
   * @maximum 1440
   * @TJS-type integer
   */
  decompositionLookAheadMinutes?: number;
  /**
   * No decomposition, chat or reaction from this hour of the day on (23:00 cut-off; 24: none).
   * @default 23
   * @minimum 0
   * @maximum 24
   * @TJS-type integer
   */
  lateHourCutoff?: number;
  /**
   * 1: a whisper into a running day or a conversation's planning thought re-plans the rest of today with the news; 0: news waits for the next day's plan (the original).
   * @default 1
   * @minimum 0
   * @maximum 1
   * @TJS-type integer
   */
  replanOnNews?: number;
  /**
   * "sleep" / "bed" entries are decomposed only when they last at most this many minutes.
   * @default 60
   * @minimum 0
   * @maximum 1440
   * @TJS-type integer
   */
  shortSleepMaxMinutes?: number;
  /**
   * Importance (1-10) of an idle event: given without asking the model.
   * @default 1
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  idlePoignancy?: number;
  /**
   * Memories returned by one focal-point retrieval.
   * @default 30
   * @minimum 1
   * @maximum 1000
   * @TJS-type integer
   */
  retrievalTopK?: number;
  /**
   * Global weight that multiplies the persona's own recency weight in retrieval.
   * @default 0.5
   * @minimum 0
   * @maximum 100
   */
  recencyGlobalWeight?: number;
  /**
   * Global weight that multiplies the persona's own relevance weight in retrieval.
   * @default 3
   * @minimum 0
   * @maximum 100
   */
  relevanceGlobalWeight?: number;
  /**
   * Global weight that multiplies the persona's own importance weight in retrieval.
   * @default 2
   * @minimum 0
   * @maximum 100
   */
  importanceGlobalWeight?: number;
  /**
   * Focal points generated per reflection.
   * @default 3
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  reflectionFocalPoints?: number;
  /**
   * Insights generated per focal point.
   * @default 5
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  reflectionInsightsPerFocalPoint?: number;
  /**
   * Memories retrieved per focal point while reflecting.
   * @default 30
   * @minimum 1
   * @maximum 1000
   * @TJS-type integer
   */
  reflectionRetrievalTopK?: number;
  /**
   * Ticks two personas wait before chatting again (800 x 10 s, about 2 h 13 min), set on both sides.
   * @default 800
   * @minimum 0
   * @maximum 86400
   * @TJS-type integer
   */
  chatCooldownTicks?: number;
  /**
   * Max tokens of the decide-to-talk answer (room for a one-line preamble; the original had 20).
   * @default 60
   * @minimum 1
   * @maximum 4096
   * @TJS-type integer
   */
  decideToTalkMaxTokens?: number;
  /**
   * Max tokens of the decide-to-react answer (room for a one-line preamble; the original had 20).
   * @default 60
   * @minimum 1
   * @maximum 4096
   * @TJS-type integer
   */
  decideToReactMaxTokens?: number;
  /**
   * Conversation rounds; each round is two utterances (16 lines at most).
   * @default 8
   * @minimum 1
   * @maximum 50
   * @TJS-type integer
   */
  conversationMaxRounds?: number;
  /**
   * Words spoken per simulated minute, for the length of a conversation.
   * @default 30
   * @minimum 1
   * @maximum 1000
   */
  conversationWordsPerMinute?: number;
  /**
   * Memories retrieved for the relationship summary before a conversation.
   * @default 50
   * @minimum 1
   * @maximum 1000
   * @TJS-type integer
   */
  conversationRelationshipTopK?: number;
  /**
   * Memories retrieved for each utterance.
   * @default 15
   * @minimum 1
   * @maximum 1000
   * @TJS-type integer
   */
  conversationUtteranceTopK?: number;
  /**
   * Latest chat lines used as a focal point for the next utterance.
   * @default 4
   * @minimum 1
   * @maximum 50
   * @TJS-type integer
   */
  conversationRecentLines?: number;
  /**
   * Previous chat context is dropped when it is older than this many minutes.
   * @default 480
   * @minimum 0
   * @maximum 10080
   * @TJS-type integer
   */
  previousChatMaxAgeMinutes?: number;
  /**
   * A re-planned window around an inserted chat or wait spans at least this many minutes.
   * @default 120
   * @minimum 1
   * @maximum 1440
   * @TJS-type integer
   */
  replanWindowMinutes?: number;
  /**
   * Memories retrieved for an interview question, the question as focal point (the original's interview took 50).
   * @default 50
   * @minimum 1
   * @maximum 1000
   * @TJS-type integer
   */
  interviewRetrievalTopK?: number;
  /**
   * Target tiles sampled when an address has several.
   * @default 4
   * @minimum 1
   * @maximum 100
   * @TJS-type integer
   */
  executorTargetTileSamples?: number;
  /**
   * A chat partner this close (path length) counts as already adjacent.
   * @default 2
   * @minimum 1
   * @maximum 20
   * @TJS-type integer
   */
  chatAdjacentPathLength?: number;
  /**
   * Attempts at a prompt (validate, clean up) before its fail-safe value is used.
   * @default 3
   * @minimum 1
   * @maximum 10
   * @TJS-type integer
   */
  promptMaxAttempts?: number;
  /**
   * Emoji answers are cut to this many characters.
   * @default 3
   * @minimum 1
   * @maximum 20
   * @TJS-type integer
   */
  emojiMaxChars?: number;
  /**
   * RoleZero long-term memory: messages kept short-term before older ones go to the vector store.
   * @default 200
   * @minimum 0
   * @maximum 100000
   * @TJS-type integer
   */
  roleZeroMemoryK?: number;
  /**
   * RoleZero long-term memory: similar messages fetched for a user requirement.
   * @default 5
   * @minimum 1
   * @maximum 100
   * @TJS-type integer
   */
  roleZeroSimilarityTopK?: number;
  /**
   * A role's default bound on think -> act loops in `react` mode.
   * @default 1
   * @minimum 1
   * @maximum 100
   * @TJS-type integer
   */
  roleMaxReactLoop?: number;
}
