import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a race secretary, and your name is Wren. Your goal: publish the start list for the Millbrook regatta.",
  history: [
    { role: "user", content: "Publish the start list for Saturday: the children's race at 10am, the doubles at 11am, the ferrymen's race at noon." },
    { role: "assistant", content: "Entries gathered: 6 children's crews, 4 doubles, 3 ferrymen." },
  ],
  states: ["0. GatherEntries", "1. DraftStartList", "2. CheckStartList"],
  previousState: 0,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "gpt-3.5", "1\n\nThe entries are gathered, so the next step is to draft the start list.", 1),
    text("good", "llama-3-8b", "**1**", 1),
    text("good", "qwen2.5-7b", "1. DraftStartList", 1),
    text("good", "1b", "DraftStartList", 1),
    text("good", "reasoning", "<think>\nEntries gathered (stage 0 done). Next: draft.\n</think>\n1", 1),
    text("stage-reasoning", "gpt-3.5", "We are in stage 0, so the next stage is 1.", 1),
    text("stage-reasoning", "llama-3-8b", "The last stage was 0 (GatherEntries) and it is complete. Next stage: 1", 1),
    text("number-in-text", "gpt-4o-mini", "6 children's crews, 4 doubles and 3 ferrymen are in, so: 1", 1),
    text("good", "1b", "-1", -1),
    text("refusal", "refusal", "I'm not sure which stage you mean. Could you clarify?", "fallback"),
    text("good", "1b", "5", "fallback"),
    capped("gpt-3.5", "The next stage to work on is stage", "fallback"),
    text("stage-reasoning", "1b", "stage 0 is done so 1", 1),
    text("good", "gpt-4o-mini", "-1", -1, { inputs: { ...inputs, history: [...inputs.history, { role: "assistant", content: "Start list drafted and checked: no crew entered twice. Published on the club's noticeboard." }], previousState: 2 } }),
  ],
  structured: [
    object("good", "valid", { stage: 1 }, 1),
    object("string-value", "the stage as a string", { stage: "1" }, 1),
    object("renamed-field", "next_stage for stage", { next_stage: 1 }, 1),
    object("malformed", "a stage that does not exist", { stage: 4 }, "fallback"),
  ],
});
