import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an assistant to the festival committee.",
  history: [{ role: "user", content: "Odile: the procession starts at 10am at the upper pasture gate. Matthias asked whether the mules could walk last, because the cheese has to be loaded first." }],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};

const SUM = "The procession starts at 10am at the upper pasture gate, and Matthias asked for the mules to walk last so the cheese can be loaded first.";
const SHORT = "Procession at 10am; Matthias wants the mules last.";

const SUM2 = "The procession starts at 10am at the upper pasture gate, and Matthias wants the mules at the back so the cheese can be loaded first.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", SUM2, SUM2),
    text("good", "qwen2.5-7b", SUM, SUM),
    text("good", "llama-3-8b", SUM2, SUM2),
    text("good", "gpt-4o-mini", SUM, SUM),
    text("good", "gpt-3.5", `Summary: ${SUM}`, SUM),
    text("good", "llama-3-8b", `**Summary:** ${SUM}`, SUM),
    text("good", "qwen2.5-7b", `Sure! Here's a one-sentence summary:\n\n${SUM}`, SUM),
    text("good", "reasoning", `<think>\nLet me think. One sentence: the start time and place, and Matthias's request.\n</think>\n${SUM}`, SUM),
    text("good", "1b", SHORT, SHORT),
    text("prefix-repeat", "gpt-3.5", `Summarize: ${SUM}`, SUM),
    text("label", "qwen2.5-7b", `${SUM} (This summary reflects the latest message.)`, SUM),
    text("refusal", "refusal", "I'm sorry, but I can't summarize this discussion.", "fallback"),
    text("placeholder", "1b", "<one-sentence summary>", "fallback"),
    capped("gpt-4o-mini", "The procession starts at 10am at the upper pasture gate, and Matthias asked for the", "fallback"),
  ],
  structured: [
    object("good", "another summary", { text: SUM2 }, SUM2),
    object("good", "valid", { text: SUM }, SUM),
    object("renamed-field", "summary for text", { summary: SUM }, SUM),
    object("label", "the label kept in the text", { text: `Summary: ${SUM}` }, SUM),
    object("refusal", "a refusal as the text", { text: "I'm not able to summarize this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the text", '{"text": "The procession starts at 10am at the upper pasture gate, and Matthias asked for', "fallback", { finishReason: "length" }),
  ],
});
