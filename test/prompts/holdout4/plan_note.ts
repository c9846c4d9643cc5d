import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-15T04:00:00" },
  statements: [
    { created: "2024-10-14T06:10:00", description: "Tariq Oduya told Nadia Farouk that he will bring two cart-loads of water to the grove at dawn on Tuesday" },
    { created: "2024-10-14T17:20:00", description: "Hana Salazar asked Nadia Farouk for six jars of date syrup for the Lantern Night stall by Thursday evening" },
    { created: "2024-10-14T19:00:00", description: "the pump part from Qaddar is expected on Wednesday" },
  ],
};

const NOTE = "Tariq brings two loads of water at dawn today, so I must be in the third row to meet the cart. Hana needs six jars of syrup by Thursday evening for the Lantern Night stall, and the pump part should come on Wednesday.";
const NOTE2 = "Meet Tariq's water cart at dawn in the third row. Six jars of syrup for Hana by Thursday evening. Pump part due Wednesday.";
const NOTE_UK = "I must meet Tariq's water cart at dawn today; Hana's six jars of syrup are to be ready by Thursday evening, and the pump part is due on Wednesday, which will be a relief.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Sure! Here's Nadia's note:\n\n${NOTE}`, NOTE),
    text("good", "llama-3-8b", `"${NOTE2}"`, NOTE2),
    text("good", "qwen2.5-7b", NOTE2, NOTE2),
    text("good", "1b", "Meet Tariq at dawn. Make syrup for Hana.", "Meet Tariq at dawn. Make syrup for Hana."),
    text("good", "reasoning", `<think>\nToday is Tuesday. Water at dawn today, syrup by Thursday evening, pump Wednesday.\n</think>\n${NOTE}`, NOTE),
    text("good", "gpt-4o-mini", NOTE_UK, NOTE_UK),
    text("good", "llama-3-8b", `**Note to self:** ${NOTE2}`, NOTE2),
    text("good", "qwen2.5-7b", `> ${NOTE}`, NOTE),
    text("label", "gpt-3.5", `${NOTE}\n\n(This note reflects Nadia's plans for the coming days.)`, NOTE),
    text("label", "gpt-4o-mini", `${NOTE}\n\nHope this helps!`, NOTE),
    text("number-in-text", "llama-3-8b", "Water cart at 5am today, 2 loads. 6 jars of syrup for Hana by Thursday 7pm. Pump part on Wednesday.", "Water cart at 5am today, 2 loads. 6 jars of syrup for Hana by Thursday 7pm. Pump part on Wednesday."),
    text("second-person", "1b", "You need to meet Tariq at dawn and make six jars for Hana.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't write notes on behalf of a real person.", "fallback"),
    text("placeholder", "1b", "[Nadia's plan note]", "fallback"),
    capped("gpt-3.5", "Tariq brings two loads of water at dawn today, so I must be in the third row to meet the", "fallback"),
    text("cut-off", "reasoning", "<think>\nToday is Tuesday, so the water comes", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("good", "short", { note: NOTE2 }, NOTE2),
    object("renamed-field", "plan for note", { plan: NOTE }, NOTE),
    object("label", "a label kept", { note: `Note to self: ${NOTE2}` }, NOTE2),
    object("refusal", "a refusal", { note: "As an AI, I cannot write this note." }, "fallback"),
    object("nested-json", "the note as a list", { note: ["Meet Tariq's water cart at dawn in the third row.", "Six jars of syrup for Hana by Thursday evening.", "Pump part due Wednesday."] }, NOTE2),
    rawAnswer("cut-off", "cut off", '{"note": "Tariq brings two loads of water at dawn today, so I must', "fallback", { finishReason: "length" }),
  ],
});
