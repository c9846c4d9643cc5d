import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Olu.",
  history: [{ role: "user", content: "Write a two-sentence notice for the Vellmoor Fleece Fair on Saturday, November 9, on Market Cross, saying that the stone bridge is closed." }],
};
const D = "The Vellmoor Fleece Fair comes to Market Cross on Saturday, November 9, with forty stalls of wool, honey and candles and the sheepdog trials at noon! The stone bridge is closed, so please come by the ford road and follow the signs.";
const D2 = "Join us on Market Cross on Saturday, November 9, for the Vellmoor Fleece Fair. With the stone bridge closed, all visitors and stalls come in by the ford road.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", D, D),
    text("good", "gpt-3.5", D2, D2),
    text("good", "llama-3-8b", D, D),
    text("good", "qwen2.5-7b", D2, D2),
    text("good", "mistral-7b", ` ${D}`, D),
    text("good", "1b", D2, D2),
    text("good", "reasoning", `<think>\nTwo sentences: the date and place, then the bridge and the ford road.\n</think>\n${D2}`, D2),
    text("good", "gpt-4o-mini", `🐑 ${D} 🧶`, `🐑 ${D} 🧶`),
    text("good", "gpt-3.5", D, D),
    text("good", "llama-3-8b", D2, D2),
    text("good", "qwen2.5-7b", D, D),
    text("format", "gpt-3.5", `Sure! Here's a draft:\n\n${D}`, D),
    text("format", "llama-3-8b", `**Notice:**\n\n${D2}`, D2),
    text("format", "qwen2.5-7b", `"${D}"`, D),
    text("format", "mistral-7b", `${D2}\n\n---\nWord count: 34`, D2),
    text("format", "gpt-4o-mini", `## Vellmoor Fleece Fair\n\n${D}`, `## Vellmoor Fleece Fair\n\n${D}`),
    text("label", "gpt-3.5", `${D}\n\nLet me know if you'd like any changes!`, D),
    text("format", "qwen2.5-7b", `${D2}\n\n(Versión en español: Únase a nosotros en Market Cross el sábado 9 de noviembre.)`, `${D2}\n\n(Versión en español: Únase a nosotros en Market Cross el sábado 9 de noviembre.)`),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("placeholder", "1b", "[Your notice here]", "fallback"),
    capped("gpt-4o-mini", "The Vellmoor Fleece Fair comes to Market Cross on Saturday, November 9, with forty stalls of wool, honey and candles and the sheepdog trials at noon! The stone bridge is closed, so please", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe request is for two sentences. Mention the bridge, the ford road, Market Cross and", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: D }, D),
    object("renamed-field", "draft for text", { draft: D2 }, D2),
    object("extra-field", "a title beside", { title: "Fleece Fair", text: D }, D),
    object("label", "quoted inside", { text: `"${D2}"` }, D2),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("malformed", "plain text", D, D),
    rawAnswer("cut-off", "cut open", `{"text": "The Vellmoor Fleece Fair comes to`, "fallback", { finishReason: "length" }),
  ],
});
