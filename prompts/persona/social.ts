/**
 * The persona's social and memory prompts: poignancy of events and chats, reacting to someone at the same spot,
 * the conversation (relationship, utterances, summary), reflection (focal points, insights) and the post-chat
 * thoughts, and a whispered thought written down as a memory. The registry registers this list.
 */
import type { PromptSpec } from "../types.js";
import { chatMemoPrompt } from "./chatMemo.js";
import { chatPlanningThoughtPrompt } from "./chatPlanningThought.js";
import { chatPoignancyPrompt } from "./chatPoignancy.js";
import { conversationSummaryPrompt } from "./conversationSummary.js";
import { decideToReactPrompt } from "./decideToReact.js";
import { eventPoignanciesPrompt } from "./eventPoignancies.js";
import { eventPoignancyPrompt } from "./eventPoignancy.js";
import { focalPointsPrompt } from "./focalPoints.js";
import { innerThoughtPrompt } from "./innerThought.js";
import { insightsPrompt } from "./insights.js";
import { relationshipSummaryPrompt } from "./relationshipSummary.js";
import { thoughtNotesPrompt } from "./thoughtNotes.js";
import { utterancePrompt } from "./utterance.js";

export {
  chatMemoPrompt,
  eventPoignanciesPrompt,
  chatPlanningThoughtPrompt,
  chatPoignancyPrompt,
  conversationSummaryPrompt,
  decideToReactPrompt,
  eventPoignancyPrompt,
  focalPointsPrompt,
  innerThoughtPrompt,
  insightsPrompt,
  relationshipSummaryPrompt,
  thoughtNotesPrompt,
  utterancePrompt,
};

export const socialPrompts: PromptSpec[] = [
  eventPoignancyPrompt,
  chatPoignancyPrompt,
  decideToReactPrompt,
  relationshipSummaryPrompt,
  utterancePrompt,
  conversationSummaryPrompt,
  focalPointsPrompt,
  insightsPrompt,
  chatPlanningThoughtPrompt,
  chatMemoPrompt,
  innerThoughtPrompt,
  // economical cognition: several events, or thoughts, in one answer
  eventPoignanciesPrompt,
  thoughtNotesPrompt,
];
