import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T21:30:00" },
  statements: [
    { created: "2024-10-14T06:10:00", description: "Nadia Farouk is conversing about bringing water by cart with Tariq Oduya" },
    { created: "2024-10-14T09:00:00", description: "the young palms in the third row are drooping" },
    { created: "2024-10-14T17:20:00", description: "Hana Salazar ordered six jars of date syrup for the Lantern Night stall" },
  ],
};

const NOTE = "I was frightened for the young palms in the third row, drooping in the heat, but Tariq's promise of water at dawn steadied me. Hana's order of six jars for Lantern Night made me feel the grove still matters to the town.";
const NOTE2 = "I've been anxious about the drooping palms, though Tariq's cart and Hana's order for six jars have lifted my spirits.";
const SHORT = "I felt worried about the palms but happy about Hana's order.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Sure! Here's how Nadia feels:\n\n${NOTE}`, NOTE),
    text("good", "llama-3-8b", `"${NOTE2}"`, NOTE2),
    text("good", "qwen2.5-7b", NOTE2, NOTE2),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nFear for the palms, relief from Tariq, pride in Hana's order.\n</think>\n${NOTE}`, NOTE),
    text("good", "llama-3-8b", `**Nadia's feelings:** ${NOTE2}`, NOTE2),
    text("good", "gpt-4o-mini", "I realise how much I fear for the palms in this heat, but Tariq's kindness and Hana's order have coloured my day with hope.", "I realise how much I fear for the palms in this heat, but Tariq's kindness and Hana's order have coloured my day with hope."),
    text("label", "gpt-3.5", `${NOTE} (This reflects her proud and patient nature.)`, NOTE),
    text("label", "qwen2.5-7b", `${NOTE2}\n\nLet me know if you'd like a different tone!`, NOTE2),
    text("number-in-text", "gpt-4o-mini", "I was sick with worry when the 3rd row of palms drooped, but 2 loads of water at dawn and an order for 6 jars have put me at ease.", "I was sick with worry when the 3rd row of palms drooped, but 2 loads of water at dawn and an order for 6 jars have put me at ease."),
    text("second-person", "1b", "You feel worried about your palms and happy about the syrup.", "fallback"),
    text("refusal", "refusal", "As an AI, I don't experience feelings, so I can't say how Nadia feels.", "fallback"),
    text("placeholder", "1b", "[How Nadia feels]", "fallback"),
    capped("gpt-3.5", "I was frightened for the young palms in the third row, drooping in the heat, but Tariq's promise of", "fallback"),
    text("cut-off", "llama-3-8b", "I was frightened for the young palms, and I", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("good", "short", { note: NOTE2 }, NOTE2),
    object("renamed-field", "feelings for note", { feelings: NOTE2 }, NOTE2),
    object("extra-field", "a mood beside", { mood: "worried, then relieved", note: NOTE }, NOTE),
    object("refusal", "a refusal", { note: "I'm sorry, I can't describe feelings." }, "fallback"),
    rawAnswer("malformed", "YAML", `note: "${NOTE2}"`, NOTE2),
    rawAnswer("cut-off", "cut off", '{"note": "I was frightened for the young palms in the third row, drooping', "fallback", { finishReason: "length" }),
  ],
});
