import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  prefix: "You act as an assistant to the fair's committee.",
  history: [{ role: "user", content: "Bea: the trio plays at 2pm, the brass band at 3pm and the raffle is drawn at 4pm. Lena asked to swap with the brass band." }],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};
const summary = "The trio plays at 2pm, the brass band at 3pm and the raffle is drawn at 4pm, but Lena has asked to swap slots with the brass band.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", summary, summary),
    text("good", "gpt-3.5", `Sure! Here's a one-sentence summary:\n\n${summary}`, summary),
    text("good", "llama-3-8b", `${summary}\n\nLet me know if you'd like a longer version!`, summary),
    text("good", "qwen2.5-7b", `\`\`\`\n${summary}\n\`\`\``, summary),
    text("good", "reasoning", `<think>\nTimes: 2, 3, 4pm. Lena's swap request.\n</think>\n${summary}`, summary),
    text("label", "gpt-3.5", `Summary: ${summary}`, summary),
    text("label", "llama-3-8b", `**Summary:** ${summary}`, summary),
    text("label", "gpt-4o-mini", `${summary} (This reflects the latest message from Bea.)`, summary),
    text("label", "qwen2.5-7b", `Summarize: ${summary}`, summary),
    text("refusal", "refusal", "I'm sorry, but I can't assist with that request.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"the discussion\". Could you share the full conversation?", "fallback"),
    text("placeholder", "1b", "[summary]", "fallback"),
    capped("gpt-4o-mini", "The trio plays at 2pm, the brass band at 3pm and the raffle is drawn at 4pm, but Lena has", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe discussion mentions three acts and a swap. One sentence:", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: summary }, summary),
    object("label", "a label inside", { text: `Summary: ${summary}` }, summary),
    object("renamed-field", "summary for text", { summary }, summary),
    object("refusal", "a refusal", { text: "I cannot help with that." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"text": "The trio plays at 2pm, the brass band at', "fallback", { finishReason: "length" }),
  ],
});
