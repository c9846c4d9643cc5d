import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;

const S1 = "Tobias Okafor is keeping the ferry running while the River Brae is high, and will run a late crossing at 11:30 pm tonight for the meteor watchers coming down from Gull Hill.";
const S2 = "Tobias Okafor is running the chain ferry on the high river and plans the late 11:30 pm crossing tonight for the Leonid viewers.";
const S3 = "Tobias is tired of the high water but glad the chain held, and he runs the late ferry at 11:30 pm tonight.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${S1}`, S1),
    text("good", "gemma-2-9b", `Status: ${S2}\n`, S2),
    text("good", "phi-3-mini", `Status: ${S3}`, S3),
    text("good", "llama-3.1-70b", `Status: ${S1}`, S1),
    text("good", "claude", `Here's Tobias's status for today:\n\nStatus: ${S1}`, S1),
    text("good", "command-r", `Status: ${S2}`, S2),
    text("good", "0.5b", S3, S3),
    text("good", "deepseek-r1-distill", `<think>\nKeep the 11:30 pm crossing from the notes.\n</think>\n\nStatus: ${S1}`, S1),
    text("good", "qwen2.5-7b", `Status: ${S2}`, S2),
    text("format", "claude", `**Status:** ${S1}`, S1),
    text("format", "gemma-2-9b", `Status: "${S2}"`, S2),
    text("format", "command-r", `STATUS: ${S3}`, S3),
    text("format", "phi-3-mini", `<status>${S1}</status>`, S1),
    text("format", "llama-3.1-70b", `Status: ${S1}\r\n`, S1),
    text("format", "qwen2.5-7b", "Status: Tobias Okafor hält die Fähre trotz Hochwasser in Betrieb und fährt heute um 23:30 Uhr eine späte Überfahrt für die Sternschnuppen-Beobachter.", "Tobias Okafor hält die Fähre trotz Hochwasser in Betrieb und fährt heute um 23:30 Uhr eine späte Überfahrt für die Sternschnuppen-Beobachter."),
    text("format", "gpt-4o-mini", `Status: ${S2}\n\nWait, actually, I should keep the place too:\nStatus: ${S1}`, S1),
    text("label", "command-r", `Status: ${S3}\n\n(Note: the late crossing comes from his plan note.)`, S3),
    text("second-person", "gemma-2-9b", "Status: You are keeping the ferry running and run the late crossing at 11:30 pm tonight.", "fallback"),
    text("placeholder", "0.5b", "Status: <status>", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't write a status for a real person.", "fallback"),
    text("ellipsis", "0.5b", "Status:", "fallback"),
    text("loop", "0.5b", "Status: Tobias runs the ferry. Status: Tobias runs the ferry. Status: Tobias runs the ferry. Status: Tobias runs the ferry.", "fallback"),
    capped("claude", "Status: Tobias Okafor is keeping the ferry running while the River Brae is high, and will run a late crossing at", "fallback"),
    capped("deepseek-r1-distill", "<think>\nPrevious status: ferry on the high river, late crossings on Friday for the market. Notes: late crossing at 11:30 pm tonight for the meteor watchers; tired of the high water. So today's status should", "fallback"),
    text("good", "command-r", `Status: ${S1}`, S1),
    text("good", "llama-3.1-70b", `Status: ${S3}`, S3),
    text("good", "phi-3-mini", `Status: ${S2}`, S2),
    text("cut-off", "deepseek-r1-distill", "<think>\nKeep the 11:30 pm crossing. Mention the high river. Status:", "fallback"),
    text("good", "gemma-2-9b", `Status: ${S1}`, S1),
    text("good", "0.5b", `Status: ${S2}`, S2),
    text("good", "claude", `Status: ${S3}`, S3),
    text("good", "deepseek-r1-distill", `<think>\nShort.\n</think>\nStatus: ${S2}`, S2),
  ],
  structured: [
    object("good", "valid", { status: S1 }, S1),
    object("good", "another", { status: S2 }, S2),
    object("format", "with the label inside", { status: `Status: ${S3}` }, S3),
    object("renamed-field", "currently", { currently: S1 }, S1),
    object("extra-field", "date beside", { date: "2026-11-17", status: S2 }, S2),
    object("refusal", "empty", { status: "" }, "fallback"),
    rawAnswer("format", "prose", `Status: ${S1}`, S1),
    rawAnswer("cut-off", "cut", `{"status": "Tobias Okafor is keeping`, "fallback", { finishReason: "length" }),
    object("good", "third", { status: S3 }, S3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"status": ${JSON.stringify(S2)}}\nHope this helps!`, S2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "status": ${JSON.stringify(S2)}\r\n}` + "\r\n```", S2),
    rawAnswer("format", "in tags", `<answer>{"status": ${JSON.stringify(S2)}}</answer>`, S2),
  ],
});
