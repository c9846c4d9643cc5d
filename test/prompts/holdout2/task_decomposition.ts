import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = {
  identity: { ...tomasz, currTime: "2024-09-09T10:00:00" },
  task: "repainting the ferry",
  durationMinutes: 60,
  startTime: "10:00",
  context: [
    { start: "09:00", end: "10:00", activity: "running the ferry" },
    { start: "10:00", end: "11:00", activity: "repainting the ferry" },
    { start: "11:00", end: "12:00", activity: "running the ferry" },
  ],
};

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
