import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a secretary to the Fleece Fair committee.",
  history: [
    {
      role: "user",
      content:
        "Priya: with the bridge closed, stalls come in by the ford road from 2pm on Friday. Rafael offered the mill's tractor to tow any cart that sticks in the mud, and Ingrid asked for the stall by the stone cross.",
    },
  ],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};
const S = "Stalls will come in by the ford road from 2pm on Friday while the bridge is closed, Rafael will tow stuck carts with the mill's tractor, and Ingrid asked for the stall by the stone cross.";
const S2 = "The committee agreed that stalls arrive via the ford road from 2pm Friday, with Rafael's tractor on hand for stuck carts and Ingrid at the stone cross.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", S, S),
    text("good", "gpt-3.5", S2, S2),
    text("good", "llama-3-8b", S, S),
    text("good", "qwen2.5-7b", S2, S2),
    text("good", "mistral-7b", ` ${S}`, S),
    text("good", "1b", S2, S2),
    text("good", "reasoning", `<think>\nOne sentence: ford road from 2pm Friday, tractor, stone cross.\n</think>\n\n${S}`, S),
    text("good", "gpt-4o-mini", `"${S}"`, S),
    text("good", "gpt-3.5", S, S),
    text("good", "llama-3-8b", S2, S2),
    text("good", "qwen2.5-7b", S, S),
    text("format", "gpt-3.5", `Summary: ${S}`, S),
    text("format", "llama-3-8b", `**Summary:** ${S2}`, S2),
    text("format", "qwen2.5-7b", `Sure! Here's a one-sentence summary:\n\n${S}`, S),
    text("format", "mistral-7b", `${S2} 🚜`, `${S2} 🚜`),
    text("format", "gpt-4o-mini", `- ${S}`, S),
    text("label", "gpt-3.5", `${S}\n\nLet me know if you'd like a longer version!`, S),
    text("number-in-text", "llama-3-8b", "All 40 stalls will come in by the ford road from 2pm on Friday, with Rafael's tractor for stuck carts and Ingrid at the stone cross.", "All 40 stalls will come in by the ford road from 2pm on Friday, with Rafael's tractor for stuck carts and Ingrid at the stone cross."),
    text("refusal", "refusal", "I'm sorry, but I can't assist with that.", "fallback"),
    text("placeholder", "1b", "[one-sentence summary]", "fallback"),
    text("ellipsis", "1b", "", "fallback"),
    capped("gpt-4o-mini", "Stalls will come in by the ford road from 2pm on Friday while the bridge is closed, Rafael will tow", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe discussion has three points: the ford road from 2pm Friday, Rafael's tractor, and", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: S }, S),
    object("renamed-field", "summary for text", { summary: S2 }, S2),
    object("extra-field", "action beside", { action: "Summarize", text: S }, S),
    object("label", "a label inside", { text: `Summary: ${S}` }, S),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("malformed", "plain text", S, S),
    rawAnswer("cut-off", "cut open", `{"text": "Stalls will come in by`, "fallback", { finishReason: "length" }),
  ],
});
