/**
 * State of the `interview` graph: one question to one persona, answered from its memories, identity and plan (the
 * original's interview; the paper's believability evaluation asked agents such questions). The persona is given as a
 * town's state holds it (`personas[name]`, with its memory cursor into the store) with the town's clock; an empty
 * input interviews the bundled example.
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";
import { MemoryCursorSchema } from "./memoryCursor.js";
import { ScratchSchema, SpatialMemorySchema, UtteranceSchema, type Utterance } from "./persona.js";
import type { TownPersona } from "./town.js";
import type { RecalledMemory } from "./townPause.js";
import { mergeUsage, type UsageByPrompt } from "./usage.js";

/** An interview's input, checked (the graph's first node names a bad field). */
export const InterviewRequestSchema = z.object({
  persona: z.object({ scratch: ScratchSchema, spatial: SpatialMemorySchema.default({}), memory: MemoryCursorSchema }).optional(),
  clock: z.object({ time: GameTimeSchema, tick: z.number().int().nonnegative() }).optional(),
  question: z.string().trim().min(1).optional(),
  history: z.array(UtteranceSchema).default([]),
  keep: z.boolean().default(false),
  interviewer: z.string().min(1).optional(),
});

/** What the interview graph takes: the persona and clock, the question, the interview so far, whether to keep the answer. */
export const InterviewInput = Annotation.Root({
  /** The persona, as the town's state holds it (`personas[name]`); absent: the bundled example (Larkspur's baker). */
  persona: Annotation<TownPersona | undefined>,
  /** The town's clock (`clock`: time and tick) at the interview; memories are read as they stand at that tick. */
  clock: Annotation<{ time: string; tick: number } | undefined>,
  /** The question (default: the first of the bundled set). */
  question: Annotation<string | undefined>,
  /** The interview so far ([speaker, line], oldest first), for a follow-up question. */
  history: Annotation<Utterance[] | undefined>,
  /** Keep the answer as a thought of the persona (needs `clock`); the output's `persona` then has the new cursor. */
  keep: Annotation<boolean | undefined>,
  /** Who asks (default "an interviewer"). */
  interviewer: Annotation<string | undefined>,
});

/** What the interview graph returns: the persona, the question and its answer, the memories it drew on, the usage. */
export const InterviewOutput = Annotation.Root({
  /** The persona interviewed; with `keep`, its memory cursor includes the answer kept as a thought. */
  persona: Annotation<TownPersona>,
  /** The question asked (the input's, or the default one). */
  question: Annotation<string>,
  /** The persona's answer, in its own voice. */
  answer: Annotation<string>,
  /** The memories the answer drew on. */
  drewOn: Annotation<RecalledMemory[]>,
  /** The id of the thought the answer was kept as, or null. */
  keptAs: Annotation<string | null>,
  /** LLM calls, tokens, retries and fallbacks per prompt id. */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

/** The interview graph's state: its input and its output. */
export const InterviewState = Annotation.Root({
  ...InterviewInput.spec,
  ...InterviewOutput.spec,
});
export type InterviewStateType = typeof InterviewState.State;
