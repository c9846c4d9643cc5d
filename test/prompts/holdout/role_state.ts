import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  prefix: "You act as a stage manager, and your name is Bea. Your goal: put together the running order for the summer fair.",
  history: [
    { role: "user", content: "Put together the running order for Saturday's fair: the trio at 2pm, the brass band at 3pm, the raffle at 4pm." },
    { role: "assistant", content: "Acts collected: the trio, the brass band, the raffle." },
  ],
  states: ["0. CollectActs", "1. WriteRunningOrder", "2. ReviewRunningOrder"],
  previousState: 0,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "gpt-4o-mini", "-1", -1, { inputs: { ...inputs, previousState: 2, history: [...inputs.history, { role: "assistant", content: "Running order written and reviewed." }] } }),
    text("good", "gpt-3.5", "1. WriteRunningOrder", 1),
    text("good", "gpt-3.5", "Next stage: 1", 1),
    text("good", "llama-3-8b", "**1**", 1),
    text("good", "qwen2.5-7b", '{"stage": 1}', 1),
    text("good", "reasoning", "<think>\nActs are collected (stage 0 done). Writing the running order is stage 1.\n</think>\n\n1", 1),
    text("stage-reasoning", "gpt-3.5", "We are in stage 0, so the next stage is 1.", 1),
    text("stage-reasoning", "llama-3-8b", "The previous stage was 0 (CollectActs); now we move to 1 (WriteRunningOrder).", 1),
    text("stage-reasoning", "gpt-4o-mini", "Stage 0 is done. Stage 1 next.", 1),
    text("number-in-text", "llama-3-8b", "1 - the acts start at 2pm, 3pm and 4pm and need putting in order.", 1),
    text("number-in-text", "gpt-3.5", "Write the running order (stage 1) for the 3 acts.", 1),
    text("number-words", "1b", "one", 1),
    text("number-words", "gpt-3.5", "Stage one: WriteRunningOrder", 1),
    text("label", "gpt-4o-mini", "Answer: 1 (This reflects that the acts have been collected.)", 1),
    text("string-value", "qwen2.5-7b", '{"stage": "1"}', 1),
    text("refusal", "refusal", "I'm sorry, but I can't choose a stage.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure which stage you mean. Could you clarify what each stage involves?", "fallback"),
    text("placeholder", "1b", "<stage number>", "fallback"),
    capped("gpt-4o-mini", "The next stage is", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe acts are collected. The running order is not written yet, so the next stage should be", "fallback"),
  ],
  structured: [
    object("good", "valid", { stage: 1 }, 1),
    object("good", "done", { stage: -1 }, -1),
    object("string-value", "the stage as a string", { stage: "1" }, 1),
    object("renamed-field", "next_stage for stage", { next_stage: 1 }, 1),
    object("string-value", "the stage by its name", { stage: "WriteRunningOrder" }, 1),
    object("extra-field", "a reason beside", { stage: 1, reason: "The acts are collected." }, 1),
    rawAnswer("cut-off", "cut off before the value", '{"stage": ', "fallback", { finishReason: "length" }),
  ],
});
