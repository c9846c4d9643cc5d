import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-05T05:00:00" },
  statements: [
    { created: "2024-11-04T15:10:00", description: "Priya Lindqvist asked Ingrid Halvorsen to bring her candles to Market Cross at 4pm on Friday because the stone bridge is closed" },
    { created: "2024-11-04T16:00:00", description: "Rafael Mbeki said the ford road turns to mud for carts after rain" },
    { created: "2024-11-04T19:30:00", description: "the choir moved Wednesday's practice at St Brigid's Hall to 6:30pm to learn the fair's hymn" },
  ],
};

const NOTE =
  "I must have the candles at Market Cross by 4pm on Friday, by the ford road since the bridge is shut, so the last batch has to be dipped today or tomorrow. If it rains I'll need to leave early, because Rafael says the ford road turns to mud. Choir is at 6:30pm tomorrow, not 7.";
const NOTE2 = "Nothing is arranged for today, but the candles go to Market Cross at 4pm on Friday by the ford road, and tomorrow's choir starts at 6:30pm at St Brigid's Hall.";
const NOTE3 = "I need to finish dipping the candles so they are set before Friday at 4pm, when Priya wants them at Market Cross.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", NOTE2, NOTE2),
    text("good", "llama-3-8b", NOTE3, NOTE3),
    text("good", "qwen2.5-7b", NOTE2, NOTE2),
    text("good", "mistral-7b", ` ${NOTE}`, NOTE),
    text("good", "1b", NOTE3, NOTE3),
    text("good", "reasoning", `<think>\nToday is Tuesday. Friday 4pm candles to Market Cross. Ford road muddy after rain. Choir moved to 6:30 tomorrow.\n</think>\n\n${NOTE}`, NOTE),
    text("good", "gpt-4o-mini", `"${NOTE2}"`, NOTE2),
    text("good", "gpt-3.5", NOTE, NOTE),
    text("good", "llama-3-8b", NOTE2, NOTE2),
    text("good", "qwen2.5-7b", NOTE3, NOTE3),
    text("good", "mistral-7b", ` ${NOTE2}`, NOTE2),
    text("format", "gpt-3.5", `Sure! Here's Ingrid's note to self:\n\n${NOTE}`, NOTE),
    text("format", "llama-3-8b", `**Note to self:** ${NOTE3}`, NOTE3),
    text("format", "qwen2.5-7b", `Note: ${NOTE2}`, NOTE2),
    text("format", "mistral-7b", `${NOTE3} 🕯️🐝`, `${NOTE3} 🕯️🐝`),
    text("format", "gpt-4o-mini", `- I must have the candles at Market Cross by 4pm on Friday.\n- If it rains, I'll leave early because of the ford road.\n- Choir is at 6:30pm tomorrow.`, "I must have the candles at Market Cross by 4pm on Friday. If it rains, I'll leave early because of the ford road. Choir is at 6:30pm tomorrow."),
    text("label", "llama-3-8b", `${NOTE3}\n\n(This note reflects Ingrid's practical, blunt nature.)`, NOTE3),
    text("label", "gpt-3.5", `Dear me,\n${NOTE2}\n— Ingrid`, NOTE2),
    text("number-in-text", "qwen2.5-7b", "I have 3 days until Friday at 4pm, when 300 candles must be at Market Cross.", "I have 3 days until Friday at 4pm, when 300 candles must be at Market Cross."),
    text("format", "mistral-7b", `Nota para mí: ${NOTE3}`, NOTE3),
    text("refusal", "refusal", "I'm sorry, but I can't write personal notes on behalf of someone else.", "fallback"),
    text("placeholder", "1b", "I ... [note]", "fallback"),
    text("ellipsis", "1b", "", "fallback"),
    capped("gpt-4o-mini", "I must have the candles at Market Cross by 4pm on Friday, by the ford road since the bridge is shut, so the last batch has to be", "fallback"),
    capped("reasoning", "<think>\nLet me list what's arranged. Friday 4pm, Market Cross. Is there anything today? Tuesday. The choir moved", "fallback"),
    text("cut-off", "gpt-3.5", "I must remember that Priya wants the candles at Market Cross by", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("good", "short", { note: NOTE3 }, NOTE3),
    object("renamed-field", "text for note", { text: NOTE2 }, NOTE2),
    object("extra-field", "a date beside", { date: "2024-11-05", note: NOTE2 }, NOTE2),
    object("label", "a label inside", { note: `Note to self: ${NOTE3}` }, NOTE3),
    object("malformed", "the note as a list", { note: ["I must have the candles at Market Cross by 4pm on Friday.", "Choir is at 6:30pm tomorrow."] }, "I must have the candles at Market Cross by 4pm on Friday. Choir is at 6:30pm tomorrow."),
    object("refusal", "empty", { note: "" }, "fallback"),
    rawAnswer("malformed", "plain text", NOTE, NOTE),
    rawAnswer("cut-off", "cut open", `{"note": "I must have the candles at Market Cross by 4pm on Fri`, "fallback", { finishReason: "length" }),
  ],
});
