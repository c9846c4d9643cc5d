import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;
const done = { ...inputs, history: [...inputs.history, { role: "user", content: "The committee approved the programme. Thank you, that's everything." }], previousState: 2 };

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", "2", 2),
    text("good", "gemma-3", "2\n", 2),
    text("good", "phi-4", "2", 2),
    text("good", "deepseek-v3", "2", 2),
    text("good", "mixtral", " 2", 2),
    text("good", "olmo-2", "-1", -1, { inputs: done }),
    text("good", "yi-34b", "2", 2),
    text("good", "hermes", "2", 2),
    text("good", "aya", "-1", -1, { inputs: done }),
    text("good", "gpt-4o-mini", "2", 2),
    text("format", "qwq", "Okay, so the last stage was 1, writing the programme, and a first draft exists. The next step is reviewing it with the committee, which is stage 2.\n\n2", 2),
    text("format", "deepseek-v3", "Final answer: \\boxed{2}", 2),
    text("format", "mixtral", "2</s>", 2),
    text("format", "llama-3.3-70b", "2<|eot_id|>", 2),
    text("format", "olmo-2", "Assistant: 2", 2),
    text("format", "hermes", "stage=2", 2),
    text("format", "gemma-3", "２", 2),
    text("format", "phi-4", "2\n\nUser: And after that?\nAssistant: -1", 2),
    text("format", "aya", "Etapa: 2", 2),
    text("format", "yi-34b", "review the programme with the committee", 2),
    text("number-words", "mixtral", "Two.", 2),
    text("format", "gemma-3", "Option A: 1 (polish the draft)\nOption B: 2 (review with the committee)", "fallback"),
    text("stage-reasoning", "deepseek-v3", "We are in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "llama-3.3-70b", "The previous stage was 1 (write the programme); next: 2", 2),
    text("format", "olmo-2", "the third", "fallback"),
    text("format", "phi-4", "5", "fallback"),
    text("placeholder", "olmo-2", "<number>", "fallback"),
    text("refusal", "aya", "I'm not sure which stage you mean.", "fallback"),
    capped("qwq", "Okay, so the stages are 0: collect entries, 1: write the programme, 2: review. The last was 1, and there's a draft. But is the draft finished? It says first draft, so maybe it should stay at", "fallback"),
    text("loop", "olmo-2", "2\n2\n2\n2", 2),
    text("good", "qwq", "Okay, a draft exists, so it goes to review: stage 2.\n\n2", 2),
    text("good", "phi-4", "-1", -1, { inputs: done }),
    text("good", "gemma-3", "2", 2),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "the draft needs review" }, 2),
    object("malformed", "out of range", { stage: 3 }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"stage": 2}{"stage": 2}', 2),
    rawAnswer("cut-off", "cut", '{"stag', "fallback", { finishReason: "length" }),
  ],
});
