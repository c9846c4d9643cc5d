import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const T1 = "I promised to keep the first car on Friday at seven for Rosalind's cider crates.";
const T2 = "I need to hold Friday's 7am car for Rosalind Okafor's crates.";
const T3 = "I must remember that Rosalind's crates go down on the first car at seven on Friday, and she owes me a bottle of the russet.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", T1, T1),
    text("good", "command-r-plus", `${T2}\n`, T2),
    text("good", "glm-4", T3, T3),
    text("good", "internlm-2.5", T1, T1),
    text("good", "minicpm", T2, T2),
    text("good", "falcon-3", T3, T3),
    text("good", "stablelm", T1, T1),
    text("good", "zephyr", T2, T2),
    text("good", "openchat", T3, T3),
    text("good", "gemini-2-flash", `${T1}\n`, T1),
    text("good", "deepseek-r1-distill", think("The promise: first car Friday at seven for her crates.", T1), T1),
    text("format", "deepseek-r1-distill", unclosed("One sentence, Halvard's view.", T2), T2),
    text("format", "glm-4", tag("answer", T3), T3),
    text("format", "internlm-2.5", `<response>${T1}</response>`, T1),
    text("format", "command-r-plus", fence("yaml", `thought: "${T2}"`), T2),
    text("format", "minicpm", fence("text", T1), T1),
    text("format", "falcon-3", bom(T3), T3),
    text("format", "stablelm", nbsp(T2), T2),
    text("format", "zephyr", zws(T1), T1),
    text("format", "openchat", smart(`"${T2}"`), T2),
    text("format", "gemini-2-flash", `**Note:** ${T1}`, T1),
    text("format", "claude-3.5-haiku", `${T3}\n\nThis is the one firm commitment in the conversation.`, T3),
    text("format", "glm-4", JSON.stringify({ result: { thought: T1 } }), T1),
    text("format", "command-r-plus", "Halvard Quist has promised to keep the first car on Friday at seven for Rosalind's crates.", "Halvard Quist has promised to keep the first car on Friday at seven for Rosalind's crates."),
    text("format", "internlm-2.5", "Rosalind needs to bring her crates to the top station by seven on Friday.", "fallback"),
    text("format", "minicpm", "Ninapaswa kushikilia gari la kwanza Ijumaa saa moja asubuhi kwa makreti ya Rosalind.", "Ninapaswa kushikilia gari la kwanza Ijumaa saa moja asubuhi kwa makreti ya Rosalind."),
    text("refusal", "falcon-3", "As an AI, I don't have plans, but Halvard might want to remember the Friday car.", "fallback"),
    text("loop", "q2-8b", "I promised the first car. I promised the first car. I promised the first car. I promised the first car. I promised the first car.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nHalvard offered the first car on Friday for Rosalind's crates, seven sharp. Also the railway is shut Wednesday, but he knows that. The sentence", "fallback"),
    capped("stablelm", "I promised to keep the first car on Friday at", "fallback"),
    text("ellipsis", "openchat", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: T1 }, T1),
    object("good", "second", { thought: T2 }, T2),
    object("good", "third", { thought: T3 }, T3),
    object("renamed-field", "note", { note: T1 }, T1),
    object("extra-field", "time beside", { thought: T2, when: "Friday 07:00" }, T2),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { thought: T3 } }), T3),
    rawAnswer("format", "yaml", `thought: "${T1}"`, T1),
    rawAnswer("cut-off", "cut", `{"thought": "I promised to keep`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { thought: "" }, "fallback"),
  ],
});
