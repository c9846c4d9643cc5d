import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const M1 = "Rosalind found out that Halvard will keep the first car at seven on Friday for her cider crates.";
const M2 = "Rosalind was relieved that Halvard offered Friday's first car, since the railway is shut all Wednesday.";
const M3 = "Rosalind learned the railway closes on Wednesday for the inspection and promised Halvard a bottle of the russet for holding the Friday car.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", M1, M1),
    text("good", "command-r-plus", `${M2}\n`, M2),
    text("good", "glm-4", M3, M3),
    text("good", "internlm-2.5", M1, M1),
    text("good", "minicpm", M2, M2),
    text("good", "falcon-3", M3, M3),
    text("good", "stablelm", M1, M1),
    text("good", "zephyr", M2, M2),
    text("good", "openchat", M3, M3),
    text("good", "gemini-2-flash", `${M1}\n`, M1),
    text("good", "deepseek-r1-distill", think("She learned about Friday's first car for her crates.", M1), M1),
    text("format", "deepseek-r1-distill", unclosed("Start with Rosalind.", M2), M2),
    text("format", "glm-4", tag("answer", M3), M3),
    text("format", "internlm-2.5", `<response>\n${M1}\n</response>`, M1),
    text("format", "command-r-plus", fence("yaml", `thought: "${M2}"`), M2),
    text("format", "minicpm", fence("text", M1), M1),
    text("format", "falcon-3", bom(M3), M3),
    text("format", "stablelm", nbsp(M2), M2),
    text("format", "zephyr", zws(M1), M1),
    text("format", "openchat", smart(`"${M1}"`), M1),
    text("format", "gemini-2-flash", `**Memo:** ${M2}`, M2),
    text("format", "claude-3.5-haiku", `${M3}\n\nLet me know if you want a shorter version.`, M3),
    text("format", "glm-4", JSON.stringify({ data: { thought: M1 } }), M1),
    text("second-person", "command-r-plus", "I found out that Halvard will keep the first car at seven on Friday for my crates.", "fallback"),
    text("format", "internlm-2.5", "Rosalind a appris que Halvard gardera la première voiture vendredi à sept heures pour ses caisses.", "Rosalind a appris que Halvard gardera la première voiture vendredi à sept heures pour ses caisses."),
    text("format", "minicpm", "Halvard found it worth remembering that Rosalind owes him a bottle of the russet.", "fallback"),
    text("refusal", "falcon-3", "As an AI, I cannot know what Rosalind found interesting.", "fallback"),
    text("loop", "q2-8b", "Rosalind found out. Rosalind found out. Rosalind found out. Rosalind found out. Rosalind found out. Rosalind found out.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWhat did Rosalind find worth remembering? The first car Friday at seven for her crates, and that the railway is", "fallback"),
    capped("openchat", "Rosalind found out that Halvard will keep the first", "fallback"),
    text("placeholder", "stablelm", 'Rosalind ...', "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: M1 }, M1),
    object("good", "second", { thought: M2 }, M2),
    object("good", "third", { thought: M3 }, M3),
    object("renamed-field", "memo", { memo: M1 }, M1),
    object("extra-field", "topic beside", { thought: M2, topic: "the Friday car" }, M2),
    rawAnswer("format", "nested under response", JSON.stringify({ response: { thought: M3 } }), M3),
    rawAnswer("format", "yaml", `thought: "${M1}"`, M1),
    rawAnswer("cut-off", "cut", `{"thought": "Rosalind found`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { thought: "" }, "fallback"),
  ],
});
