import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const N1 = "LATE FERRIES FOR THE LANTERN NIGHT MARKET\nFriday, November 20: every half hour from 6pm to midnight.\nTie down your crates; the river is still running fast.";
const N2 = "Lantern Night Market, Friday 20 November\nLate ferries every half hour, 6pm to midnight\nLast crossing at midnight sharp";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", N1, N1),
    text("good", "gemma-2-9b", `${N2}\n`, N2),
    text("good", "phi-3-mini", N2, N2),
    text("good", "llama-3.1-70b", N1, N1),
    text("good", "command-r", N2, N2),
    text("good", "0.5b", N2, N2),
    text("good", "deepseek-r1-distill", `<think>\nThree lines: title, times, a warning.\n</think>\n\n${N1}`, N1),
    text("good", "qwen2.5-7b", N1, N1),
    text("label", "claude", `Here's the notice:\n\n${N1}`, N1),
    text("format", "claude", "```\n" + N2 + "\n```", N2),
    text("format", "gemma-2-9b", `**${N2.split("\n")[0]}**\n${N2.split("\n").slice(1).join("\n")}`, `**${N2.split("\n")[0]}**\n${N2.split("\n").slice(1).join("\n")}`),
    text("format", "command-r", N1.replace(/\n/g, "\r\n"), N1),
    text("format", "qwen2.5-7b", "Mercado Nocturno de los Faroles, viernes 20 de noviembre\nFerris cada media hora, de 18:00 a medianoche\nÚltimo cruce a medianoche", "Mercado Nocturno de los Faroles, viernes 20 de noviembre\nFerris cada media hora, de 18:00 a medianoche\nÚltimo cruce a medianoche"),
    text("label", "llama-3.1-70b", `${N2}\n\n(Three lines, as requested.)`, N2),
    text("placeholder", "0.5b", "Your current action: Write notice.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    text("loop", "0.5b", "Late ferries every half hour.\nLate ferries every half hour.\nLate ferries every half hour.\nLate ferries every half hour.\nLate ferries every half hour.\nLate ferries every half hour.", "fallback"),
    capped("claude", "LATE FERRIES FOR THE LANTERN NIGHT MARKET\nFriday, November 20: every half hour from", "fallback"),
    capped("deepseek-r1-distill", "<think>\nA three-line notice for the ferry landing. Late ferries every half hour from 6pm to midnight on Friday, November 20. Should I add", "fallback"),
    text("good", "claude", N2, N2),
    text("good", "gemma-2-9b", N1, N1),
    text("good", "llama-3.1-70b", N2, N2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThree lines: title, the half-hourly ferries from 6pm to midnight, and", "fallback"),
    text("label", "command-r", `${N1}\n\nLet me know if you'd like a shorter version!`, N1),
    text("good", "phi-3-mini", N1, N1),
    text("good", "claude", N1, N1),
    text("good", "0.5b", N1, N1),
  ],
  structured: [
    object("good", "valid", { text: N1 }, N1),
    object("good", "another", { text: N2 }, N2),
    object("renamed-field", "notice", { notice: N2 }, N2),
    object("malformed", "lines as an array", { text: N2.split("\n") }, N2),
    object("extra-field", "title beside", { title: "Late ferries", text: N1 }, N1),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", N1, N1),
    rawAnswer("cut-off", "cut", '{"text": "LATE FERRIES FOR', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"text": ${JSON.stringify(N2)}}\nHope this helps!`, N2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "text": ${JSON.stringify(N2)}\r\n}` + "\r\n```", N2),
    rawAnswer("format", "in tags", `<answer>{"text": ${JSON.stringify(N2)}}</answer>`, N2),
  ],
});
