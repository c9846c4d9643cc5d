import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_arena;
const S = "ferry shed";
const deck = { ...inputs, activity: "running the ferry (steering across the river)" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Answer: ${S}`, S),
    text("good", "gemma-2-9b", `Answer: ${S}\n`, S),
    text("good", "phi-3-mini", `Answer: ${S}\n\nThe ropes and the workbench are in the ferry shed.`, S),
    text("good", "llama-3.1-70b", `Answer: ${S}`, S),
    text("good", "claude", `Tobias mends ropes at his workbench.\n\nAnswer: ${S}`, S),
    text("good", "command-r", `Answer: ${S}`, S),
    text("good", "0.5b", S, S),
    text("good", "deepseek-r1-distill", `<think>\nSplicing a line needs the workbench, which is in the shed.\n</think>\n\nAnswer: ${S}`, S),
    text("good", "gpt-4o-mini", "Answer: ferry deck", "ferry deck", { inputs: deck }),
    text("good", "claude", "Answer: ferry deck", "ferry deck", { inputs: deck }),
    text("good", "command-r", "Answer: landing stage", "landing stage"),
    text("format", "claude", `**Answer:** ${S}`, S),
    text("format", "gemma-2-9b", `<answer>${S}</answer>`, S),
    text("format", "command-r", "ANSWER: FERRY SHED", S),
    text("format", "llama-3.1-70b", "Answer: Ferry Shed", S),
    text("format", "phi-3-mini", `Answer: “${S}”`, S),
    text("format", "qwen2.5-7b", `Antwort: ${S}`, S),
    text("format", "gpt-3.5", `Answer: the ${S}`, S),
    text("format", "llama-3.1-70b", `Answer: ${S}\u00a0`, S),
    text("format", "gemma-2-9b", `Answer: landing stage\n\nWait, actually, the workbench is in the shed. Answer: ${S}`, S),
    text("format", "phi-3-mini", `I'd guess the ${S}.`, S),
    text("format", "command-r", `Answer: ${S} (at the workbench)`, S),
    text("format", "claude", "Answer: ferry shed or landing stage", "fallback"),
    text("format", "gpt-4o-mini", "Answer: the workshop", "fallback"),
    text("format", "llama-3.1-70b", `Answer: ${S} 🧶`, S),
    text("placeholder", "0.5b", "Answer: <area>", "fallback"),
    text("brace", "0.5b", `Answer: ${S}}`, S),
    text("refusal", "refusal", "I don't have enough information to know where Tobias mends ropes.", "fallback"),
    text("loop", "0.5b", `${S} ${S} ${S} ${S} ${S}`, S),
    capped("deepseek-r1-distill", "<think>\nThe areas are ferry shed, landing stage and ferry deck. Splicing a mooring line: one could do it on the deck, where the line is, or in the shed. Hmm", "fallback"),
    capped("gemma-2-9b", "Answer: ferry", "fallback"),
    text("good", "gemma-2-9b", `Answer: ${S}`, S),
    text("good", "phi-3-mini", `Answer: ${S}`, S),
    text("format", "command-r", `Answer: ${S}\n\nHe does it on the ferry deck.`, "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\nSplicing rope. Shed or deck? The workbench is in the shed, but the line is on the deck", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: S }, S),
    object("good", "deck", { arena: "ferry deck" }, "ferry deck", { inputs: deck }),
    object("format", "capitalised", { arena: "Ferry Shed" }, S),
    object("renamed-field", "area", { area: S }, S),
    object("extra-field", "reason beside", { arena: S, reason: "the workbench is there" }, S),
    object("nested-json", "with the place", { arena: `Corran Ferry landing: ${S}` }, S),
    object("refusal", "unknown area", { arena: "boathouse" }, "fallback"),
    rawAnswer("format", "prose", `Answer: ${S}`, S),
    rawAnswer("format", "tags", `<arena>${S}</arena>`, S),
    rawAnswer("cut-off", "cut", '{"arena": "ferry', "fallback", { finishReason: "length" }),
    object("good", "valid again", { arena: S }, S),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"arena": "ferry shed"}\nHope this helps!`, S),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "arena": "ferry shed"\r\n}` + "\r\n```", S),
    rawAnswer("format", "smart quotes", `{“arena”: “ferry shed”}`, S),
    rawAnswer("format", "in tags", `<answer>{"arena": "ferry shed"}</answer>`, S),
  ],
});
