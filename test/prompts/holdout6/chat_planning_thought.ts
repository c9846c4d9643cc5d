import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const P1 = "I need to bring my stall and the forty scarves to the ferry at 4:30 pm on Friday, with the crates tied down, and a blue scarf for Tobias.";
const P2 = "Wen Castellano must be at the ferry landing at half past four on Friday with her stall, and she promised Tobias a blue scarf.";
const P3 = "I have to bring my stall to Tobias's ferry at half four on Friday.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", P1, P1),
    text("good", "gemma-2-9b", `${P3}\n`, P3),
    text("good", "phi-3-mini", P2, P2),
    text("good", "llama-3.1-70b", P1, P1),
    text("good", "claude", `Here's what Wen should remember:\n\n${P1}`, P1),
    text("good", "command-r", P3, P3),
    text("good", "0.5b", P3, P3),
    text("good", "deepseek-r1-distill", `<think>\nAppointment: Friday half four at the ferry. Promise: a blue scarf.\n</think>\n\n${P1}`, P1),
    text("good", "qwen2.5-7b", P2, P2),
    text("format", "claude", `**Reminder:** ${P1}`, P1),
    text("format", "gemma-2-9b", `"${P3}"`, P3),
    text("format", "command-r", `${P2}\r\n`, P2),
    text("format", "phi-3-mini", `- ${P3}`, P3),
    text("format", "llama-3.1-70b", P3.replace("Tobias's", "Tobias’s"), P3.replace("Tobias's", "Tobias’s")),
    text("format", "qwen2.5-7b", "Je dois apporter mon stand au ferry vendredi à 16h30, avec une écharpe bleue pour Tobias.", "Je dois apporter mon stand au ferry vendredi à 16h30, avec une écharpe bleue pour Tobias."),
    text("format", "gpt-4o-mini", `I need to be at the ferry at 5:00 pm on Friday. Wait, actually, Tobias said half four: ${P3}`, P3),
    text("number-words", "gemma-2-9b", "I need to take my stall to the ferry at half past four on Friday and bring Tobias a blue scarf.", "I need to take my stall to the ferry at half past four on Friday and bring Tobias a blue scarf."),
    text("label", "command-r", `${P3}\n\n(This is an appointment.)`, P3),
    text("placeholder", "0.5b", "<sentence>", "fallback"),
    text("refusal", "refusal", "Nothing in this conversation needs to be remembered.", "fallback"),
    text("ellipsis", "0.5b", "...", "fallback"),
    capped("claude", "I need to bring my stall and the forty scarves to the ferry at", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWen asked Tobias to take her stall across at five. He said half four. She agreed. She'll bring a scarf, blue. So the appointment", "fallback"),
    text("good", "command-r", P1, P1),
    text("good", "llama-3.1-70b", P2, P2),
    text("good", "phi-3-mini", P3, P3),
    text("cut-off", "deepseek-r1-distill", "<think>\nFriday, half four, the ferry, a blue scarf. One sentence from Wen's view", "fallback"),
    text("format", "gemma-2-9b", `${P3} Also, I must be there at 5:00 pm.`, "fallback"),
    text("good", "gemma-2-9b", P1, P1),
    text("good", "0.5b", P1, P1),
    text("good", "claude", P3, P3),
  ],
  structured: [
    object("good", "valid", { thought: P1 }, P1),
    object("good", "another", { thought: P2 }, P2),
    object("renamed-field", "reminder", { reminder: P3 }, P3),
    object("extra-field", "time beside", { time: "Friday 4:30 pm", thought: P3 }, P3),
    object("refusal", "empty", { thought: "" }, "fallback"),
    rawAnswer("format", "prose", P1, P1),
    rawAnswer("cut-off", "cut", '{"thought": "I need to bring', "fallback", { finishReason: "length" }),
    object("good", "third", { thought: P3 }, P3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"thought": ${JSON.stringify(P3)}}\nHope this helps!`, P3),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "thought": ${JSON.stringify(P3)}\r\n}` + "\r\n```", P3),
    rawAnswer("format", "in tags", `<answer>{"thought": ${JSON.stringify(P3)}}</answer>`, P3),
  ],
});
