import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a secretary to the Lantern Night committee.",
  history: [{ role: "user", content: "Hana: the lanterns are lit at sunset, about 6:15pm, on Spring Square. Tariq asked whether the fountain could be switched off during the lighting so the children can stand on its rim." }],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};
const SUM = "The lanterns are lit at sunset, about 6:15pm, on Spring Square, and Tariq asked to switch the fountain off during the lighting so the children can stand on its rim.";
const SUM2 = "Lighting is at sunset (about 6:15pm) on Spring Square, and Tariq suggested turning off the fountain so the children can stand on the rim.";
const SHORT = "Lanterns at sunset; fountain off.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", SUM, SUM),
    text("good", "gpt-3.5", `Sure! ${SUM}`, SUM),
    text("good", "llama-3-8b", `**Summary:** ${SUM2}`, SUM2),
    text("good", "qwen2.5-7b", SUM2, SUM2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nOne sentence: time, place, Tariq's request.\n</think>\n${SUM}`, SUM),
    text("good", "gpt-4o-mini", `"${SUM2}"`, SUM2),
    text("good", "qwen2.5-7b", `Here is a one-sentence summary:\n\n${SUM}`, SUM),
    text("label", "gpt-3.5", `Summary: ${SUM}`, SUM),
    text("label", "llama-3-8b", `${SUM2}\n\n(This summary captures the key decisions.)`, SUM2),
    text("format", "gpt-4o-mini", "```\n" + SUM + "\n```", SUM),
    text("number-in-text", "qwen2.5-7b", "Lighting is at 18:15 on Spring Square, and Tariq asked for the fountain to be off so the children can stand on its rim.", "Lighting is at 18:15 on Spring Square, and Tariq asked for the fountain to be off so the children can stand on its rim."),
    text("refusal", "refusal", "I'm sorry, but I don't see a discussion to summarize.", "fallback"),
    text("template-cut", "gpt-3.5", "It seems the discussion may have been cut off. Could you share the rest so I can summarize it?", "fallback"),
    text("placeholder", "1b", "[one-sentence summary]", "fallback"),
    capped("gpt-4o-mini", "The lanterns are lit at sunset, about 6:15pm, on Spring Square, and Tariq asked to", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: SUM }, SUM),
    object("good", "other", { text: SUM2 }, SUM2),
    object("renamed-field", "summary for text", { summary: SUM }, SUM),
    object("label", "label kept", { text: `Summary: ${SUM2}` }, SUM2),
    object("refusal", "a refusal", { text: "I cannot summarize this." }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"text": "The lanterns are lit at sunset, about', "fallback", { finishReason: "length" }),
  ],
});
