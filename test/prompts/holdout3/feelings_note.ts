import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T21:00:00" },
  statements: [
    { created: "2024-09-16T07:45:00", description: "Anouk Brandt is conversing about carrying the cheese down with the mules with Matthias Keller" },
    { created: "2024-09-16T11:10:00", description: "the cellar thermometer showed 19 degrees again, far too warm" },
    { created: "2024-09-16T16:30:00", description: "a hiker bought half a wheel of the three-year-old cheese" },
  ],
};

const NOTE =
  "I've been on edge about the cellar thermometer, because the cheese can't stand a warm cellar this close to the festival. Matthias offering to bring the mules was a weight off my mind, and selling half a wheel of the three-year-old to a hiker made me proud.";
const SHORT = "I have been worried about the cellar but happy that Matthias is helping.";

const NOTE2 = "I've been anxious about the warm cellar, but Matthias's help and a good sale to a hiker have lifted my spirits.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE2, NOTE2),
    text("good", "qwen2.5-7b", NOTE, NOTE),
    text("good", "llama-3-8b", `Here is Anouk's reflection:\n\n${NOTE2}`, NOTE2),
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Sure! Here's how Anouk might put it:\n\n${NOTE}`, NOTE),
    text("good", "llama-3-8b", `"${NOTE}"`, NOTE),
    text("good", "qwen2.5-7b", `**Anouk's reflection:** ${NOTE}`, NOTE),
    text("good", "1b", SHORT, SHORT),
    text("good", "reasoning", `<think>\nLet me think. Worry about the cellar, relief from Matthias, pride in the sale.\n</think>\n\n${NOTE}`, NOTE),
    text("label", "gpt-4o-mini", `${NOTE} (This reflects her stubborn but generous nature.)`, NOTE),
    text("number-in-text", "gpt-3.5", "I've been fretting since the cellar read 19 degrees, with 40 wheels still to finish, but Matthias and his mules have eased my mind.", "I've been fretting since the cellar read 19 degrees, with 40 wheels still to finish, but Matthias and his mules have eased my mind."),
    text("second-person", "1b", "You felt worried about the cellar and happy about the mules.", "fallback"),
    text("refusal", "refusal", "As an AI, I don't have feelings, so I can't describe how Anouk felt.", "fallback"),
    capped("gpt-3.5", "I've been on edge about the cellar thermometer, because the cheese can't stand a warm cellar this close to the", "fallback"),
    text("cut-off", "llama-3-8b", "I've been on edge about the cellar thermometer, and I", "fallback"),
  ],
  structured: [
    object("good", "another note", { note: NOTE2 }, NOTE2),
    object("good", "valid", { note: NOTE }, NOTE),
    object("renamed-field", "feelings for note", { feelings: NOTE }, NOTE),
    object("extra-field", "a mood beside", { mood: "anxious but relieved", note: NOTE }, NOTE),
    object("refusal", "a refusal in the note", { note: "I'm sorry, but I cannot describe Anouk's feelings." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the note", '{"note": "I\'ve been on edge about the cellar thermometer, because the', "fallback", { finishReason: "length" }),
  ],
});
