/**
 * The held-out corpus (issue 24): realistic answers for every prompt, written apart from the parsers and not used
 * to tune them, so `bench/answersHoldout.bench.ts` measures the parsers on answers they were not written against.
 * No test asserts it: it is a measurement.
 */
import type { PromptCorpus } from "../corpus/types.js";
import action_grounding from "./action_grounding.js";
import steps_grounding from "./steps_grounding.js";
import event_poignancies from "./event_poignancies.js";
import thought_notes from "./thought_notes.js";

export const holdout: PromptCorpus[] = [action_grounding, steps_grounding, event_poignancies, thought_notes];
