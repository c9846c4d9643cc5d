import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T21:00:00" },
  statements: [
    { created: "2024-09-09T08:15:00", description: "Ines Moreau is conversing about the ferry on Saturday with Tomasz Nowak" },
    { created: "2024-09-09T14:20:00", description: "the oven repairman said he can come on Thursday at 3pm" },
  ],
};

const NOTE = "I've been worried about the old oven running cold with the regatta so close, but I felt relieved when the repairman said he could come on Thursday. Tomasz offering to wait for me with the ferry warmed my heart.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Sure! Here's how Ines might sum it up:\n\n${NOTE}`, NOTE),
    text("good", "llama-3-8b", `"${NOTE}"`, NOTE),
    text("good", "qwen2.5-7b", `**Ines's feelings:** ${NOTE}`, NOTE),
    text("good", "1b", "I feel tired and a bit worried about the oven.", "I feel tired and a bit worried about the oven."),
    text("good", "reasoning", `<think>\nWorry about the oven, relief at the repairman, warmth at Tomasz's kindness.\n</think>\n\n${NOTE}`, NOTE),
    text("label", "gpt-4o-mini", `${NOTE} (This reflects her warm but impatient nature.)`, NOTE),
    text("refusal", "refusal", "As an AI, I don't have feelings, and I can't speak for Ines.", "fallback"),
    capped("gpt-3.5", "I've been worried about the old oven running cold with the regatta so close, but I felt relieved when the", "fallback"),
    text("second-person", "1b", "You felt worried about the oven but happy about Tomasz.", "fallback"),
    text("good", "gpt-4o-mini", "I've felt stretched thin between the cold oven and the 300 buns, but I'm grateful to Tomasz and relieved the repairman comes on Thursday.", "I've felt stretched thin between the cold oven and the 300 buns, but I'm grateful to Tomasz and relieved the repairman comes on Thursday."),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("renamed-field", "feelings for note", { feelings: NOTE }, NOTE),
    object("refusal", "a refusal in the note", { note: "I'm sorry, but I cannot describe Ines's feelings." }, "fallback"),
  ],
});
