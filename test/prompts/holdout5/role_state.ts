import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a fair organiser, and your name is Priya. Your goal: lay out the forty stalls on Market Cross for the Fleece Fair.",
  history: [
    { role: "user", content: "Lay out the stalls on Market Cross: food along the north side, wool and crafts around the stone cross, animals by the ford road gate." },
    { role: "assistant", content: "Stall frames counted: 16 on the north side, 14 around the stone cross, 10 by the ford road gate." },
  ],
  states: ["0. CountFrames", "1. AssignStalls", "2. CheckCartAccess", "3. PostLayout"],
  previousState: 0,
};
const done = {
  ...inputs,
  history: [...inputs.history, { role: "assistant", content: "Stalls assigned, cart access checked, layout posted on the notice board. Everything is done." }],
  previousState: 3,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "gpt-3.5", "1", 1),
    text("good", "llama-3-8b", "**1**", 1),
    text("good", "qwen2.5-7b", "1", 1),
    text("good", "mistral-7b", " 1", 1),
    text("good", "1b", "1", 1),
    text("good", "reasoning", "<think>\nFrames are counted (stage 0 done). Next is assigning stalls: 1.\n</think>\n1", 1),
    text("good", "gpt-4o-mini", "-1", -1, { inputs: done }),
    text("good", "mistral-7b", " -1", -1, { inputs: done }),
    text("good", "gpt-3.5", "-1", -1, { inputs: done }),
    text("good", "llama-3-8b", "-1", -1, { inputs: done }),
    text("good", "qwen2.5-7b", "-1", -1, { inputs: done }),
    text("good", "1b", "-1", -1, { inputs: done }),
    text("stage-reasoning", "qwen2.5-7b", "Stage 0 (CountFrames) is finished: 40 frames counted. Next: 1", 1),
    text("stage-reasoning", "gpt-4o-mini", "The last stage was 0. The frames are counted, and the cart access matters most with the bridge closed, so I would go to stage 2.", 2),
    text("format", "gpt-3.5", "1. AssignStalls", 1),
    text("format", "llama-3-8b", "Stage: 1", 1),
    text("format", "qwen2.5-7b", "Final answer: 1", 1),
    text("format", "mistral-7b", "1\n\nThe frames have been counted, so the next stage is to assign the stalls to them.", 1),
    text("format", "gpt-4o-mini", "AssignStalls", 1),
    text("format", "qwen2.5-7b", "1 ✅", 1),
    text("stage-reasoning", "gpt-3.5", "We are in stage 0 (CountFrames), so the next stage is 1.", 1),
    text("stage-reasoning", "llama-3-8b", "The last stage was 0 and it is complete. Moving on to stage 1: AssignStalls.", 1),
    text("stage-reasoning", "mistral-7b", "Stage 3 (PostLayout) is done and the goal is reached: -1", -1, { inputs: done }),
    text("number-words", "gpt-3.5", "one", 1),
    text("label", "gpt-4o-mini", "1 (AssignStalls)", 1),
    text("format", "qwen2.5-7b", "下一阶段：1", 1),
    text("refusal", "refusal", "I'm sorry, I'm not sure which stage you mean.", "fallback"),
    text("placeholder", "1b", "<stage number>", "fallback"),
    text("format", "llama-3-8b", "1 or 2", "fallback"),
    capped("gpt-3.5", "The frames are counted, so the next stage", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe last stage was 0. 16 + 14 + 10 = 40 frames, so counting is done. Next", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 1 }, 1),
    object("good", "goal reached", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "a string", { stage: "1" }, 1),
    object("string-value", "the stage's name", { stage: "1. AssignStalls" }, 1),
    object("renamed-field", "next_stage for stage", { next_stage: 1 }, 1),
    object("extra-field", "a reason beside", { stage: 1, reason: "The frames are counted." }, 1),
    object("malformed", "out of range", { stage: 7 }, "fallback"),
    rawAnswer("malformed", "a bare number", "1", 1),
    rawAnswer("cut-off", "cut open", '{"stage": ', "fallback", { finishReason: "length" }),
  ],
});
