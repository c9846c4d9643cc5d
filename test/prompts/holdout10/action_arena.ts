import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_arena;
const DOOR = "mill door";
const sails = { ...inputs, activity: "taking the sail cloths off the stocks" };
const stones = { ...inputs, activity: "dressing the millstones with a mill bill" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "Answer: mill door", DOOR),
    text("good", "llama-4-scout", "Answer: mill door\n", DOOR),
    text("good", "granite-3", "Answer: mill door", DOOR),
    text("good", "nemotron", "Answer: cap", "cap", { inputs: sails }),
    text("good", "hermes-3", "Answer: stone floor", "stone floor", { inputs: stones }),
    text("good", "aya-expanse", "Answer: mill door", DOOR),
    text("good", "phi-4", "Answer: mill door\n\nThe scales and the flour sacks are kept at the mill door.", DOOR),
    text("good", "deepseek-v3", "mill door", DOOR),
    text("good", "olmo-2", "Answer: mill door", DOOR),
    text("good", "qwen3-think", qthink("Bagging and weighing: scales and flour sacks are at the mill door.", "Answer: mill door"), DOOR),
    text("format", "gemma-3", "Answer: *mill door*", DOOR),
    text("format", "olmo-2", "**Answer**: Mill Door", DOOR),
    text("format", "mistral-small-3", "{'arena': 'mill door'}", DOOR),
    text("format", "llama-4-scout", "### Answer\nmill door", DOOR),
    text("format", "granite-3", html("<b>Answer:</b> mill door"), DOOR),
    text("format", "nemotron", boxed("\\text{mill door}"), DOOR),
    text("format", "hermes-3", heading("mill door", "Area"), DOOR),
    text("format", "phi-4", fence("text", "mill door"), DOOR),
    text("format", "deepseek-v3", tag("area", "mill door"), DOOR),
    text("format", "aya-expanse", "Resposta: mill door", DOOR),
    text("format", "gemma-3", "答え: mill door", DOOR),
    text("format", "aya-expanse", "Câu trả lời: mill door", DOOR),
    text("format", "llama-4-scout", "Answer: the mill door", DOOR),
    text("format", "granite-3", "Answer: \"mill door\"", DOOR),
    text("number-in-text", "mistral-small-3", "Answer: mill door (area 3 of 3)", DOOR),
    text("brace", "nemotron", "mill door}", DOOR),
    text("format", "hermes-3", "Answer: the kitchen", "fallback"),
    text("format", "phi-4", "Answer: mill door, then the stone floor", "fallback"),
    text("placeholder", "deepseek-v3", "Answer: <area>", "fallback"),
    text("refusal", "safety-tuned", "Sorry, I can't help with that request.", "fallback"),
    text("loop", "q3-3b", "Answer: mill door\nAnswer: mill door\nAnswer: mill door\nAnswer: mill door\nAnswer: mill door", DOOR),
    capped("qwen3-think", "<think>\nBagging flour and weighing the sacks. Areas: stone floor, cap, mill door. The scales", "fallback"),
    text("ellipsis", "q3-3b", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: DOOR }, DOOR),
    object("good", "cap", { arena: "cap" }, "cap", { inputs: sails }),
    object("renamed-field", "area", { area: DOOR }, DOOR),
    object("extra-field", "thing beside", { arena: DOOR, object: "scales" }, DOOR),
    rawAnswer("format", "python dict", "{'arena': 'mill door'}", DOOR),
    rawAnswer("format", "trailing comma", '{"arena": "mill door",}', DOOR),
    rawAnswer("cut-off", "cut", '{"arena": "mill', "fallback", { finishReason: "length" }),
    object("malformed", "unknown area", { arena: "flour loft" }, "fallback"),
  ],
});
