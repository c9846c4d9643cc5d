import { planNotePrompt } from "../../../prompts/persona/planNote.js";
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

const NOTE = "I should remember that Tomasz is taking my buns across the river on Saturday, and that the oven repairman is coming on Thursday at 3pm. Nothing is arranged for today itself.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Note to self: ${NOTE}`, NOTE),
    text("good", "llama-3-8b", `Here is Ines's note to self:\n\n"${NOTE}"`, NOTE),
    text("good", "qwen2.5-7b", `**Note:** ${NOTE}`, NOTE),
    text("good", "1b", "I need to remember the oven man Thursday 3pm and the ferry Saturday.", "I need to remember the oven man Thursday 3pm and the ferry Saturday."),
    text("good", "reasoning", `<think>\nNothing for today; Thursday 3pm repairman, Saturday ferry.\n</think>\n${NOTE}`, NOTE),
    text("label", "gpt-3.5", `${NOTE}\n\n(This note reflects Ines's upcoming commitments.)`, NOTE),
    text("second-person", "llama-3-8b", "Ines Moreau should remember that the oven repairman is coming on Thursday at 3pm.", "Ines Moreau should remember that the oven repairman is coming on Thursday at 3pm."),
    text("refusal", "refusal", "I'm sorry, but I can't write a personal note for someone else.", "fallback"),
    capped("gpt-4o-mini", "I should remember that Tomasz is taking my buns across the river on Saturday, and that the oven repairman is coming on", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe memories: the ferry on Saturday, the repairman on Thursday. Today is Monday, so", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("renamed-field", "plan for note", { plan: NOTE }, NOTE),
    object("refusal", "a refusal in the note", { note: "I'm unable to write this note." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the note", `{"note": "I should remember that Tomasz is taking my buns across`, "fallback", { finishReason: "length" }),
  ],
});
