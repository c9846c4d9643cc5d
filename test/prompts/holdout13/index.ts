/**
 * The thirteenth held-out corpus (issue 24): realistic answers for the registered prompts, written after the parsers
 * had been tuned against the first twelve held-out corpora, by someone who read the prompts' templates, inputs and
 * schemas but not their parsers, so the held-out bench measures the parsers honestly again. Its inputs are a hill-farm
 * valley of its own (Hollin Dale, fixtures.ts and inputs.ts). No test asserts it: it is a measurement, and it must stay
 * apart from whoever tunes the parsers (once they are tuned against it, write another).
 */
import type { PromptCorpus } from "../corpus/types.js";
import decide_to_talk from "./decide_to_talk.js";
import wake_up_hour from "./wake_up_hour.js";
import daily_plan from "./daily_plan.js";
import hourly_schedule from "./hourly_schedule.js";
import task_decomposition from "./task_decomposition.js";
import action_sector from "./action_sector.js";
import action_arena from "./action_arena.js";
import action_object from "./action_object.js";
import action_emoji from "./action_emoji.js";
import event_triple from "./event_triple.js";
import object_description from "./object_description.js";
import action_grounding from "./action_grounding.js";
import steps_grounding from "./steps_grounding.js";
import replan_schedule from "./replan_schedule.js";
import plan_note from "./plan_note.js";
import feelings_note from "./feelings_note.js";
import currently from "./currently.js";
import daily_requirement from "./daily_requirement.js";
import event_poignancy from "./event_poignancy.js";
import chat_poignancy from "./chat_poignancy.js";
import decide_to_react from "./decide_to_react.js";
import relationship_summary from "./relationship_summary.js";
import utterance from "./utterance.js";
import conversation_summary from "./conversation_summary.js";
import focal_points from "./focal_points.js";
import insights from "./insights.js";
import chat_planning_thought from "./chat_planning_thought.js";
import chat_memo from "./chat_memo.js";
import inner_thought from "./inner_thought.js";
import event_poignancies from "./event_poignancies.js";
import thought_notes from "./thought_notes.js";
import interview_answer from "./interview_answer.js";
import role_state from "./role_state.js";
import role_write_plan from "./role_write_plan.js";
import role_instruction from "./role_instruction.js";
import role_aask from "./role_aask.js";
import write_draft from "./write_draft.js";
import review_draft from "./review_draft.js";
import rank_memories from "./rank_memories.js";
import character_reply from "./character_reply.js";
import fact_awareness from "./fact_awareness.js";
import acquaintance from "./acquaintance.js";
import absence_reason from "./absence_reason.js";
import believability_judge from "./believability_judge.js";

/** Every held-out answer of this corpus, in the registry's order. */
export const holdout13: PromptCorpus[] = [
  decide_to_talk,
  wake_up_hour,
  daily_plan,
  hourly_schedule,
  task_decomposition,
  action_sector,
  action_arena,
  action_object,
  action_emoji,
  event_triple,
  object_description,
  action_grounding,
  steps_grounding,
  replan_schedule,
  plan_note,
  feelings_note,
  currently,
  daily_requirement,
  event_poignancy,
  chat_poignancy,
  decide_to_react,
  relationship_summary,
  utterance,
  conversation_summary,
  focal_points,
  insights,
  chat_planning_thought,
  chat_memo,
  inner_thought,
  event_poignancies,
  thought_notes,
  interview_answer,
  role_state,
  role_write_plan,
  role_instruction,
  role_aask,
  write_draft,
  review_draft,
  rank_memories,
  character_reply,
  fact_awareness,
  acquaintance,
  absence_reason,
  believability_judge,
];
