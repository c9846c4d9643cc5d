import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const D1 = "SPRING BRASS-BAND CONTEST\nSaturday, March 13, from 10am at the Ossenby Corn Exchange.\nCome and cheer the Brackenfold Mills Brass Band! The band train leaves Brackenfold Halt at 8:10am; supporters welcome.";
const D2 = "Brass bands from all over the Harrow Dale meet at the Ossenby Corn Exchange on Saturday, March 13, from 10am for the spring contest. Entry is free. Bring your voices for Brackenfold!";
const D3 = "Spring Contest, Ossenby Corn Exchange\nSaturday 13 March, 10am onwards\nMarches, test pieces and hymns from the dale's best bands. All welcome.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", D1, D1),
    text("good", "o3-mini", D3, D3),
    text("good", "mistral-7b", ` ${D2}`, D2),
    text("good", "mistral-nemo", D1, D1),
    text("good", "llama-3.2-3b", D2, D2),
    text("good", "qwen2.5-14b", D3, D3),
    text("good", "granite", D1, D1),
    text("good", "qwen3", `<think>\nShort notice, date, place, time.\n</think>\n\n${D3}`, D3),
    text("good", "gemini", "## 🎺 Spring Brass-Band Contest\n\n**When:** Saturday, March 13, from 10am\n**Where:** Ossenby Corn Exchange\n\nCome and cheer the **Brackenfold Mills Brass Band**!", "## 🎺 Spring Brass-Band Contest\n\n**When:** Saturday, March 13, from 10am\n**Where:** Ossenby Corn Exchange\n\nCome and cheer the **Brackenfold Mills Brass Band**!"),
    text("format", "llama-3.2-3b", `Here's a short notice for the contest:\n\n${D1}`, D1),
    text("format", "gpt-4.1", `${D2}\n\nLet me know if you'd like it shorter or more formal.`, D2),
    text("format", "granite", "```html\n" + D3 + "\n```", D3),
    text("format", "qwen2.5-14b", `Output:\n${D1}`, D1),
    text("format", "mistral-nemo", "CONCORSO DI PRIMAVERA PER BANDE\nSabato 13 marzo, dalle 10, al Corn Exchange di Ossenby.\nVenite a tifare per la Brackenfold Mills Brass Band!", "CONCORSO DI PRIMAVERA PER BANDE\nSabato 13 marzo, dalle 10, al Corn Exchange di Ossenby.\nVenite a tifare per la Brackenfold Mills Brass Band!"),
    text("refusal", "granite", "Would you like the notice to mention the band train, or only the contest? Let me know.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with creating that content.", "fallback"),
    text("placeholder", "tinyllama", "[Your notice here]", "fallback"),
    text("loop", "smollm", "Come to the contest! Come to the contest! Come to the contest! Come to the contest! Come to the contest! Come to the contest! Come to the contest!", "fallback"),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("mistral-7b", "SPRING BRASS-BAND CONTEST\nSaturday, March 13, from 10am at the Ossenby Corn Exchange.\nCome and cheer the Bracken", "fallback"),
    text("good", "gpt-4.1", D3, D3),
    text("good", "llama-3.2-1b", D2, D2),
    text("good", "o3-mini", D1, D1),
  ],
  structured: [
    object("good", "valid", { text: D1 }, D1),
    object("good", "another", { text: D2 }, D2),
    object("renamed-field", "draft", { draft: D3 }, D3),
    object("extra-field", "word count beside", { text: D1, words: 33 }, D1),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", D2, D2),
    rawAnswer("cut-off", "cut", '{"text": "SPRING BRASS-BAND', "fallback", { finishReason: "length" }),
  ],
});
