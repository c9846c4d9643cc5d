/**
 * Built-in example actions and the default team: a writer who drafts what the user asks for, and a reviewer who
 * reviews each draft. Both actions are LLM-backed (prompts `write_draft`, `review_draft`) and answer offline with
 * the simulated model.
 */
import { reviewDraftPrompt } from "../../prompts/role/reviewDraft.js";
import { writeDraftPrompt } from "../../prompts/role/writeDraft.js";
import { USER_REQUIREMENT } from "../../state/message.js";
import type { RoleSpecInput } from "../../state/roleGraph.js";
import { PromptAction } from "./action.js";

/** Writes a short draft of what the latest requirement asks for (and revises it after reviews). */
export class WriteDraft extends PromptAction {
  static override qualifiedName = "WriteDraft";
  constructor() {
    super({ prompt: writeDraftPrompt, desc: "Write a short draft of what was asked for." });
  }
}

/** Reviews the latest draft: what works, and one concrete change. */
export class ReviewDraft extends PromptAction {
  static override qualifiedName = "ReviewDraft";
  constructor() {
    super({ prompt: reviewDraftPrompt, desc: "Review the latest draft and suggest one change." });
  }
}

/** The requirement the default team works on when the input gives none. */
export const DEFAULT_IDEA = "Write a four-line poem about a lighthouse keeper who is afraid of the dark.";

/** The default writer: watches user requirements, writes drafts. */
export function defaultWriter(): RoleSpecInput {
  return {
    name: "Alice",
    profile: "Writer",
    goal: "Write short, vivid drafts of what is asked for",
    constraints: "Keep every draft under 150 words",
    actions: [WriteDraft.qualifiedName],
    watch: [USER_REQUIREMENT],
  };
}

/** The default reviewer: watches drafts, reviews them. */
export function defaultReviewer(): RoleSpecInput {
  return {
    name: "Bob",
    profile: "Reviewer",
    goal: "Help the writer improve each draft",
    constraints: "Be brief and concrete",
    actions: [ReviewDraft.qualifiedName],
    watch: [WriteDraft.qualifiedName],
  };
}

/** The default two-role team (a writer watching UserRequirement, a reviewer watching WriteDraft). */
export function defaultTeam(): RoleSpecInput[] {
  return [defaultWriter(), defaultReviewer()];
}
