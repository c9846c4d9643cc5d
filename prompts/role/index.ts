/** Every prompt of the role system (registered with the prompt registry so the simulated model answers them). */
import type { PromptSpec } from "../types.js";
import { roleAaskPrompt } from "./aask.js";
import { roleInstructionPrompt } from "./instruction.js";
import { reviewDraftPrompt } from "./reviewDraft.js";
import { roleStatePrompt } from "./stateChoice.js";
import { writeDraftPrompt } from "./writeDraft.js";
import { writePlanPrompt } from "./writePlan.js";

export { roleAaskPrompt, roleInstructionPrompt, reviewDraftPrompt, roleStatePrompt, writeDraftPrompt, writePlanPrompt };

export const rolePrompts: PromptSpec[] = [roleStatePrompt, writePlanPrompt, roleInstructionPrompt, roleAaskPrompt, writeDraftPrompt, reviewDraftPrompt];
