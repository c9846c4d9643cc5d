import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;
const done = { ...inputs, previousState: 2, history: [...inputs.history, { role: "user", content: "Kwame has checked it. The programme is final." }] };

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "2", 2),
    text("good", "o3-mini", "2", 2),
    text("good", "mistral-7b", " 2", 2),
    text("good", "mistral-nemo", "2", 2),
    text("good", "llama-3.2-3b", "2", 2),
    text("good", "qwen2.5-14b", "2", 2),
    text("good", "granite", "2", 2),
    text("good", "qwen3", "<think>\nDraft written in stage 1; next is checking with the conductor: 2.\n</think>\n\n2", 2),
    text("good", "gemini", "**2**", 2),
    text("good", "gpt-4.1", "-1", -1, { inputs: done }),
    text("good", "llama-3.2-1b", "-1", -1, { inputs: done }),
    text("format", "gemini", "## Next stage\n\n**2** — check the programme with the conductor.", 2),
    text("format", "granite", "Answer: 2", 2),
    text("format", "qwen2.5-14b", "\"2\".", 2),
    text("format", "o3-mini", "{'stage': 2}", 2),
    text("format", "llama-3.2-3b", '{"name": "role_state", "arguments": {"stage": 2}}', 2),
    text("format", "mistral-nemo", "2\n\n2", 2),
    text("format", "mistral-7b", "2: check the programme with the conductor", 2),
    text("format", "gemini", "check the programme with the conductor", 2),
    text("stage-reasoning", "qwen2.5-14b", "We were in stage 1, so the next stage is 2.", 2),
    text("stage-reasoning", "llama-3.2-3b", "The last stage was 1 (write the programme). Next: 2.", 2),
    text("number-words", "granite", "Two.", 2),
    text("format", "mistral-nemo", "1 or 2", "fallback"),
    text("refusal", "granite", "Has the conductor already seen the draft? If so I'd choose -1; otherwise 2. Which is it?", "fallback"),
    text("placeholder", "tinyllama", "<number>", "fallback"),
    text("loop", "smollm", "2 2 2 2 2 2 2 2 2 2", 2),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("qwen3", "<think>\nStages: 0 collect names, 1 write programme, 2 check with conductor. Last was 1 and the assistant wrote a draft. So next is", "fallback"),
    text("good", "gpt-4.1", "2", 2),
    text("good", "granite", "-1", -1, { inputs: done }),
    text("good", "qwen2.5-14b", "-1", -1, { inputs: done }),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "a string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "the draft needs checking" }, 2),
    object("nested-json", "tool-call wrapper", { name: "role_state", arguments: { stage: 2 } }, 2),
    object("malformed", "out of range", { stage: 5 }, "fallback"),
    rawAnswer("format", "Python dict", "{'stage': 2}", 2),
    rawAnswer("cut-off", "cut", '{"stag', "fallback", { finishReason: "length" }),
  ],
});
