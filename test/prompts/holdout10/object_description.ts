import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const S = "turning to grind wheat into flour";
const gauge = { object: "river gauge", name: "Ines Varga", activity: "reading the water level" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", `Answer: ${S}`, S),
    text("good", "llama-4-scout", `Answer: ${S}\n`, S),
    text("good", "granite-3", "Answer: being used to grind flour", "being used to grind flour"),
    text("good", "nemotron", "Answer: grinding wheat into flour", "grinding wheat into flour"),
    text("good", "hermes-3", "Answer: being read", "being read", { inputs: gauge }),
    text("good", "aya-expanse", `Answer: ${S}`, S),
    text("good", "phi-4", `Answer: ${S}\n\n(The sails drive the stones while Jozef feeds the hopper.)`, S),
    text("good", "deepseek-v3", S, S),
    text("good", "olmo-2", "Answer: rumbling round and grinding flour", "rumbling round and grinding flour"),
    text("good", "qwen3-think", qthink("Millstones while grinding: turning, grinding wheat into flour.", `Answer: ${S}`), S),
    text("format", "gemma-3", `Answer: **${S}**`, S),
    text("format", "olmo-2", `The millstones is ${S}`, S),
    text("format", "mistral-small-3", `The millstones are ${S}.`, S),
    text("format", "llama-4-scout", `{'state': '${S}'}`, S),
    text("format", "granite-3", html(`Answer: ${S}`), S),
    text("format", "nemotron", heading(S), S),
    text("format", "hermes-3", fence("", `Answer: ${S}`), S),
    text("format", "phi-4", tag("state", S), S),
    text("format", "deepseek-v3", `Final answer: ${S}`, S),
    text("format", "gemma-3", `"${S}"`, S),
    text("format", "aya-expanse", "Answer: girando para moer o trigo em farinha", "girando para moer o trigo em farinha"),
    text("format", "aya-expanse", "Answer: sedang berputar menggiling gandum menjadi tepung", "sedang berputar menggiling gandum menjadi tepung"),
    text("format", "olmo-2", "Answer: draaiend om tarwe tot meel te malen", "draaiend om tarwe tot meel te malen"),
    text("format", "llama-4-scout", `**Answer**: ${S}`, S),
    text("label", "mistral-small-3", `State: ${S}`, S),
    text("placeholder", "granite-3", "Answer: <state>", "fallback"),
    text("format", "nemotron", "Answer: being used to brew coffee", "fallback"),
    text("refusal", "safety-tuned", "I can't describe objects in that way.", "fallback"),
    text("loop", "q3-3b", "Answer: turning turning turning turning turning turning turning turning turning turning turning", "fallback"),
    capped("qwen3-think", "<think>\nThe millstones while Jozef grinds flour: they turn, the runner stone over the bed stone, and", "fallback"),
    text("ellipsis", "q3-3b", "Answer: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: S }, S),
    object("good", "gauge", { state: "being read" }, "being read", { inputs: gauge }),
    object("renamed-field", "description", { description: S }, S),
    object("extra-field", "object beside", { object: "millstones", state: S }, S),
    rawAnswer("format", "python dict", `{'state': '${S}'}`, S),
    rawAnswer("format", "trailing comma", `{"state": "${S}",}`, S),
    rawAnswer("cut-off", "cut", '{"state": "turning to gri', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { state: "" }, "fallback"),
  ],
});
