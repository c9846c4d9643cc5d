import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const M1 = "Tobias found it touching that Wen offered him a scarf, and he asked for a blue one.";
const M2 = "Tobias noted that Wen will bring her stall at half past four on Friday, before the busy crossing.";
const M3 = "Tobias was pleased that Wen is making him a blue indigo scarf.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", M1, M1),
    text("good", "gemma-2-9b", `${M2}\n`, M2),
    text("good", "phi-3-mini", M3, M3),
    text("good", "llama-3.1-70b", M2, M2),
    text("good", "claude", `Here's what stood out for Tobias:\n\n${M1}`, M1),
    text("good", "command-r", M3, M3),
    text("good", "0.5b", M3, M3),
    text("good", "deepseek-r1-distill", `<think>\nWhat would Tobias remember? The scarf, blue.\n</think>\n\n${M1}`, M1),
    text("good", "qwen2.5-7b", M2, M2),
    text("format", "claude", `**${M1}**`, M1),
    text("format", "gemma-2-9b", `"${M2}"`, M2),
    text("format", "command-r", M3.toUpperCase(), M3.toUpperCase()),
    text("format", "phi-3-mini", `<memo>${M1}</memo>`, M1),
    text("format", "llama-3.1-70b", `${M3}\r\n`, M3),
    text("format", "qwen2.5-7b", "Tobias fand es rührend, dass Wen ihm einen Schal angeboten hat, und wünschte sich einen blauen.", "Tobias fand es rührend, dass Wen ihm einen Schal angeboten hat, und wünschte sich einen blauen."),
    text("format", "gemma-2-9b", `${M2} Wait, actually, what he'll remember most: ${M1}`, M1),
    text("format", "phi-3-mini", "Wen offered Tobias a scarf.", "fallback"),
    text("second-person", "command-r", "You found it touching that Wen offered you a scarf.", "fallback"),
    text("label", "llama-3.1-70b", `Memo: ${M1}`, M1),
    text("placeholder", "0.5b", "Tobias ...", "fallback"),
    text("refusal", "refusal", "I can't infer what someone finds interesting.", "fallback"),
    capped("claude", "Tobias found it touching that Wen offered him", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe sentence must start with Tobias. What did he find interesting? The scarf offer, or that", "fallback"),
    text("good", "command-r", M1, M1),
    text("good", "llama-3.1-70b", M1, M1),
    text("good", "phi-3-mini", M2, M2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe scarf, blue; half four on Friday. Starting with Tobias", "fallback"),
    text("format", "claude", `${M1}\n\nI hope this captures what Tobias would remember!`, M1),
    text("prefix-repeat", "0.5b", `Tobias ${M1}`, M1),
    text("good", "gemma-2-9b", M3, M3),
    text("good", "0.5b", M1, M1),
    text("good", "claude", M2, M2),
  ],
  structured: [
    object("good", "valid", { thought: M1 }, M1),
    object("good", "another", { thought: M2 }, M2),
    object("renamed-field", "memo", { memo: M3 }, M3),
    object("extra-field", "topic beside", { topic: "the scarf", thought: M3 }, M3),
    object("refusal", "empty", { thought: "" }, "fallback"),
    rawAnswer("format", "prose", M1, M1),
    rawAnswer("cut-off", "cut", '{"thought": "Tobias found', "fallback", { finishReason: "length" }),
    object("good", "third", { thought: M3 }, M3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"thought": ${JSON.stringify(M3)}}\nHope this helps!`, M3),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "thought": ${JSON.stringify(M3)}\r\n}` + "\r\n```", M3),
    rawAnswer("format", "in tags", `<answer>{"thought": ${JSON.stringify(M3)}}</answer>`, M3),
  ],
});
