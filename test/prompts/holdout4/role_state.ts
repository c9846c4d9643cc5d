import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a festival organiser, and your name is Hana. Your goal: plan where the lantern poles stand on Spring Square for Lantern Night.",
  history: [
    { role: "user", content: "Plan the lantern poles on Spring Square: around the fountain, along the stage, and by the teahouse path." },
    { role: "assistant", content: "Spots measured: 12 around the fountain, 8 along the stage, 10 by the teahouse path." },
  ],
  states: ["0. MeasureSpots", "1. AssignPoles", "2. CheckWindShelter", "3. PostMap"],
  previousState: 0,
};
const assigned = {
  ...inputs,
  history: [...inputs.history, { role: "assistant", content: "Poles assigned: the tall ones by the fountain, the short ones along the stage." }],
  previousState: 1,
};
const done = {
  ...inputs,
  history: [...assigned.history, { role: "assistant", content: "Wind shelter checked; map posted on the school door." }],
  previousState: 3,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "gpt-3.5", "1", 1),
    text("good", "llama-3-8b", "2", 2, { inputs: assigned }),
    text("good", "qwen2.5-7b", "1", 1),
    text("good", "1b", "1.", 1),
    text("good", "reasoning", "<think>\nThe spots are measured (stage 0 done). Next is assigning poles: 1.\n</think>\n1", 1),
    text("good", "gpt-4o-mini", "-1", -1, { inputs: done }),
    text("good", "llama-3-8b", "**1**", 1),
    text("good", "qwen2.5-7b", "2", 2, { inputs: assigned }),
    text("label", "gpt-3.5", "1 (AssignPoles)", 1),
    text("label", "gpt-4o-mini", "Stage: 2", 2, { inputs: assigned }),
    text("format", "llama-3-8b", "1. AssignPoles", 1),
    text("format", "qwen2.5-7b", "AssignPoles", 1),
    text("stage-reasoning", "gpt-3.5", "We are in stage 0, so the next stage is 1.", 1),
    text("stage-reasoning", "llama-3-8b", "The last stage was 1 (AssignPoles). Now we should check the wind shelter, which is stage 2.", 2, { inputs: assigned }),
    text("number-in-text", "gpt-4o-mini", "12 spots around the fountain are measured, so: 1", 1),
    text("number-words", "gpt-3.5", "one", 1),
    text("refusal", "refusal", "I'm sorry, but I'm not sure which stage you mean.", "fallback"),
    text("placeholder", "1b", "<number>", "fallback"),
    capped("gpt-4o-mini", "Based on the history, the next stage should be", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 1 }, 1),
    object("good", "next is the check", { stage: 2 }, 2, { inputs: assigned }),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "as a string", { stage: "1" }, 1),
    object("renamed-field", "next_stage for stage", { next_stage: 1 }, 1),
    object("string-value", "the stage's name", { stage: "1. AssignPoles" }, 1),
    object("malformed", "out of range", { stage: 7 }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"sta', "fallback", { finishReason: "length" }),
  ],
});
