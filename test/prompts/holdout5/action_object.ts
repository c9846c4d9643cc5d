import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Ingrid Halvorsen",
  activity: "dipping beeswax candles (melting the wax)",
  arena: "honey house",
  objects: ["honey extractor", "wax pot", "candle rack"],
};
const hanging = { ...inputs, activity: "dipping beeswax candles (hanging the candles to cool)" };
const carding = { name: "Rafael Mbeki", activity: "fixing the carding machine (fitting the new belt)", arena: "carding room", objects: ["carding machine", "fleece bins", "yarn winder"] };
const POT = "wax pot";

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: wax pot", POT),
    text("good", "gpt-3.5", "Answer: wax pot\n\nThe wax has to be melted before dipping.", POT),
    text("good", "llama-3-8b", "**Answer: wax pot**", POT),
    text("good", "qwen2.5-7b", "Answer: wax pot", POT),
    text("good", "mistral-7b", " Answer: wax pot", POT),
    text("good", "1b", "wax pot", POT),
    text("good", "reasoning", "<think>\nMelting wax: the wax pot.\n</think>\n\nAnswer: wax pot", POT),
    text("good", "gpt-4o-mini", "Answer: candle rack", "candle rack", { inputs: hanging }),
    text("good", "qwen2.5-7b", "Answer: carding machine", "carding machine", { inputs: carding }),
    text("good", "mistral-7b", " Answer: carding machine\n\nRafael is fitting the belt to the machine itself.", "carding machine", { inputs: carding }),
    text("good", "gpt-3.5", "Answer: candle rack", "candle rack", { inputs: hanging }),
    text("good", "llama-3-8b", "Answer: candle rack", "candle rack", { inputs: hanging }),
    text("good", "1b", "Answer: carding machine", "carding machine", { inputs: carding }),
    text("good", "gpt-4o-mini", "Answer: carding machine", "carding machine", { inputs: carding }),
    text("good", "qwen2.5-7b", "Answer: candle rack", "candle rack", { inputs: hanging }),
    text("format", "gpt-3.5", "Answer: Wax Pot", POT),
    text("format", "llama-3-8b", "Answer: the wax pot", POT),
    text("format", "qwen2.5-7b", "Final answer: wax pot", POT),
    text("format", "gpt-4o-mini", "Answer: `wax pot`", POT),
    text("format", "mistral-7b", "Answer: wax pot 🕯️", POT),
    text("format", "llama-3-8b", "| Thing |\n|---|\n| wax pot |", POT),
    text("label", "gpt-4o-mini", "Answer: wax pot (on the stove)", POT),
    text("label", "qwen2.5-7b", "Thing: wax pot", POT),
    text("brace", "1b", "Answer: wax pot}", POT),
    text("format", "gpt-3.5", "Ingrid uses the wax pot to melt the beeswax.", POT),
    text("refusal", "refusal", "I can't determine which object a real person would use.", "fallback"),
    text("refusal", "1b", "Answer: stove", "fallback"),
    text("placeholder", "1b", "Answer: <thing>", "fallback"),
    text("format", "llama-3-8b", "Answer: wax pot and candle rack", "fallback"),
    capped("gpt-3.5", "Answer: wax p", "fallback"),
    text("cut-off", "reasoning", "<think>\nShe is melting the wax. That happens in", "fallback"),
  ],
  structured: [
    object("good", "valid", { object: POT }, POT),
    object("good", "the carding machine", { object: "carding machine" }, "carding machine", { inputs: carding }),
    object("format", "capitalised", { object: "Wax Pot" }, POT),
    object("renamed-field", "thing for object", { thing: POT }, POT),
    object("extra-field", "a state beside", { object: POT, state: "melting wax" }, POT),
    object("refusal", "not in the list", { object: "saucepan" }, "fallback"),
    rawAnswer("malformed", "plain text", "wax pot", POT),
    rawAnswer("cut-off", "cut open", '{"object": "wax', "fallback", { finishReason: "length" }),
  ],
});
