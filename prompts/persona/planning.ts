/**
 * The persona's planning prompts (plan.py): long-term planning, decomposition, action location and description,
 * re-planning after an inserted action, and the new-day identity reviser. The registry registers this list.
 */
import type { PromptSpec } from "../types.js";
import { actionArenaPrompt } from "./actionArena.js";
import { actionEmojiPrompt } from "./actionEmoji.js";
import { actionGroundingPrompt } from "./actionGrounding.js";
import { actionObjectPrompt } from "./actionObject.js";
import { actionSectorPrompt } from "./actionSector.js";
import { currentlyPrompt } from "./currently.js";
import { dailyPlanPrompt } from "./dailyPlan.js";
import { dailyRequirementPrompt } from "./dailyRequirement.js";
import { eventTriplePrompt } from "./eventTriple.js";
import { feelingsNotePrompt } from "./feelingsNote.js";
import { hourlySchedulePrompt } from "./hourlySchedule.js";
import { objectDescriptionPrompt } from "./objectDescription.js";
import { planNotePrompt } from "./planNote.js";
import { replanSchedulePrompt } from "./replanSchedule.js";
import { stepsGroundingPrompt } from "./stepsGrounding.js";
import { taskDecompositionPrompt } from "./taskDecomposition.js";
import { wakeUpHourPrompt } from "./wakeUpHour.js";

export {
  actionArenaPrompt,
  actionEmojiPrompt,
  actionGroundingPrompt,
  actionObjectPrompt,
  actionSectorPrompt,
  currentlyPrompt,
  dailyPlanPrompt,
  dailyRequirementPrompt,
  eventTriplePrompt,
  feelingsNotePrompt,
  hourlySchedulePrompt,
  objectDescriptionPrompt,
  planNotePrompt,
  replanSchedulePrompt,
  stepsGroundingPrompt,
  taskDecompositionPrompt,
  wakeUpHourPrompt,
};

export const planningPrompts: PromptSpec[] = [
  // long-term planning
  wakeUpHourPrompt,
  dailyPlanPrompt,
  hourlySchedulePrompt,
  // short-term scheduling
  taskDecompositionPrompt,
  actionSectorPrompt,
  actionArenaPrompt,
  actionObjectPrompt,
  actionEmojiPrompt,
  eventTriplePrompt,
  objectDescriptionPrompt,
  // economical cognition: the eight questions above in one answer
  actionGroundingPrompt,
  // ... and for every step of a task just split
  stepsGroundingPrompt,
  // reactions
  replanSchedulePrompt,
  // new day: the identity reviser
  planNotePrompt,
  feelingsNotePrompt,
  currentlyPrompt,
  dailyRequirementPrompt,
];
