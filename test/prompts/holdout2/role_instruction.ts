import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an assistant to the regatta committee.",
  history: [{ role: "user", content: "Wren: the children's race starts at 10am, the doubles at 11am and the ferrymen's race at noon. Tomasz asked to move the ferrymen's race to 1pm so he can run the ferry at noon." }],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};

const SUM = "The children's race starts at 10am and the doubles at 11am, and Tomasz asked to move the ferrymen's race from noon to 1pm so he can run the ferry.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", SUM, SUM),
    text("good", "gpt-3.5", `Summary: ${SUM}`, SUM),
    text("good", "llama-3-8b", `**Summary:** ${SUM}`, SUM),
    text("good", "qwen2.5-7b", `Sure! Here's a one-sentence summary:\n\n${SUM}`, SUM),
    text("good", "reasoning", `<think>\nOne sentence: times plus Tomasz's request.\n</think>\n${SUM}`, SUM),
    text("refusal", "refusal", "I'm sorry, but I can't summarize this discussion.", "fallback"),
    capped("gpt-4o-mini", "The children's race starts at 10am and the doubles at 11am, and Tomasz asked to move the", "fallback"),
    text("label", "qwen2.5-7b", `${SUM} (This summary reflects the latest message.)`, SUM),
    text("good", "1b", "Races at 10, 11 and noon; Tomasz wants 1pm.", "Races at 10, 11 and noon; Tomasz wants 1pm."),
    text("placeholder", "1b", "<summary>", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: SUM }, SUM),
    object("renamed-field", "summary for text", { summary: SUM }, SUM),
    object("refusal", "a refusal as the text", { text: "I'm not able to summarize this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "The children\'s race starts at 10am and the doubles at', "fallback", { finishReason: "length" }),
  ],
});
