import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T04:30:00" },
  statements: [
    { created: "2024-09-15T10:20:00", description: "Matthias Keller told Anouk Brandt that he will carry her cheese down with the mules on Saturday at seven" },
    { created: "2024-09-15T16:40:00", description: "Lena Sommer said choir practice moves to Monday at 7pm in the chapel this week" },
    { created: "2024-09-15T18:05:00", description: "the thermometer man from Talwil can come on Wednesday at 10am" },
  ],
};

const NOTE =
  "Choir practice is tonight at 7pm in the chapel instead of Tuesday, so I must finish turning the wheels before then. The thermometer man comes on Wednesday at 10am, and Matthias takes the cheese down with the mules on Saturday at seven.";

const NOTE2 =
  "Tonight at 7pm I have choir practice in the chapel, so I'll turn the wheels early. On Wednesday at 10am the thermometer man comes, and on Saturday at seven Matthias takes the cheese down with the mules.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE2, NOTE2),
    text("good", "qwen2.5-7b", NOTE, NOTE),
    text("good", "llama-3-8b", NOTE2, NOTE2),
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", `Note to self: ${NOTE}`, NOTE),
    text("good", "llama-3-8b", `Here is Anouk's note to self:\n\n"${NOTE}"`, NOTE),
    text("good", "qwen2.5-7b", `**Note:** ${NOTE}`, NOTE),
    text("good", "1b", "I have choir tonight at 7pm in the chapel.", "I have choir tonight at 7pm in the chapel."),
    text("good", "reasoning", `<think>\nLet me think. Today is Monday. Choir moved to Monday 7pm in the chapel: that is today. Wednesday 10am thermometer man, Saturday seven the mules.\n</think>\n${NOTE}`, NOTE),
    text("label", "gpt-3.5", `${NOTE}\n\n(This note reflects Anouk's plans for the week.)`, NOTE),
    text("number-in-text", "gpt-4o-mini", "I have choir at 7pm in the chapel tonight, so the 40 wheels must be turned by 6:30. The thermometer man comes on Wednesday at 10am.", "I have choir at 7pm in the chapel tonight, so the 40 wheels must be turned by 6:30. The thermometer man comes on Wednesday at 10am."),
    text("refusal", "refusal", "I'm sorry, but I can't write a personal note on behalf of someone else.", "fallback"),
    text("placeholder", "1b", "[Anouk's note to self]", "fallback"),
    capped("gpt-4o-mini", "Choir practice is tonight at 7pm in the chapel instead of Tuesday, so I must finish turning the wheels before", "fallback"),
    text("cut-off", "reasoning", "<think>\nLet me think. The choir moved to Monday. Today is Monday, so", "fallback"),
  ],
  structured: [
    object("good", "another note", { note: NOTE2 }, NOTE2),
    object("good", "valid", { note: NOTE }, NOTE),
    object("renamed-field", "note_to_self for note", { note_to_self: NOTE }, NOTE),
    object("label", "the label kept in the note", { note: `Note to self: ${NOTE}` }, NOTE),
    object("refusal", "a refusal in the note", { note: "I'm unable to write this note." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the note", `{"note": "Choir practice is tonight at 7pm in the chapel instead of`, "fallback", { finishReason: "length" }),
  ],
});
