import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_object;
const T = "tide board";
const radio = { ...inputs, activity: "calling the coastguard (reporting the spring tide warning)" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", `Answer: ${T}`, T),
    text("good", "gemma-3", `Answer: ${T}\n`, T),
    text("good", "phi-4", `Answer: ${T}\n\nShe chalks the times straight onto the board.`, T),
    text("good", "deepseek-v3", `Answer: ${T}`, T),
    text("good", "mixtral", ` Answer: ${T}`, T),
    text("good", "olmo-2", "Answer: radio set", "radio set", { inputs: radio }),
    text("good", "yi-34b", `Answer: ${T}`, T),
    text("good", "hermes", `Answer: ${T}`, T),
    text("good", "aya", `Answer: ${T}`, T),
    text("good", "gpt-3.5", `Answer: ${T}`, T),
    text("format", "qwq", `Okay, so she's updating the tide board by chalking Wednesday's spring tide. That's obviously the tide board itself. The chart table might hold the tables she copies from, but the thing she uses is the board.\n\nAnswer: ${T}`, T),
    text("format", "deepseek-v3", `Final answer: \\boxed{\\text{${T}}}`, T),
    text("format", "mixtral", `Answer: ${T}</s>`, T),
    text("format", "llama-3.3-70b", "Answer: Tide Board", T),
    text("format", "hermes", '<tool_call>\n{"name": "pick_object", "arguments": {"object": "tide board"}}\n</tool_call>', T),
    text("format", "aya", `Antwoord: ${T}`, T),
    text("format", "gemma-3", `Answer: the ${T}.`, T),
    text("format", "olmo-2", `Answer: ${T}\n\nUser: And what does she use next?\nAssistant: Answer: chart table`, T),
    text("format", "yi-34b", `Option A: ${T}\nOption B: chart table\n\nChosen: Option A`, T),
    text("format", "phi-4", "Answer: chalk", "fallback"),
    text("format", "deepseek-v3", `Answer: ${T}, chart table`, "fallback"),
    text("placeholder", "olmo-2", "Answer: <thing>", "fallback"),
    text("refusal", "aya", "I cannot determine which object is used.", "fallback"),
    capped("qwq", "Okay, so Beatriz is in the harbour office updating the tide board. Things: tide board, radio set, chart table. Hmm, she might check the chart table for the predicted heights first, and then", "fallback"),
    text("loop", "olmo-2", `Answer: ${T}\nAnswer: ${T}\nAnswer: ${T}\nAnswer: ${T}`, T),
    text("good", "mixtral", "Answer: radio set", "radio set", { inputs: radio }),
    text("good", "deepseek-v3", `Answer: ${T}`, T),
    text("good", "qwq", `Okay, chalking the tide means the tide board.\n\nAnswer: ${T}`, T),
  ],
  structured: [
    object("good", "valid", { object: T }, T),
    object("good", "radio", { object: "radio set" }, "radio set", { inputs: radio }),
    object("renamed-field", "thing", { thing: T }, T),
    object("extra-field", "reason beside", { object: T, why: "she chalks the tide on it" }, T),
    object("refusal", "unknown thing", { object: "chalk" }, "fallback"),
    rawAnswer("format", "streaming duplicate", `{"object": "${T}"}{"object": "${T}"}`, T),
    rawAnswer("format", "leftover", `{"object": "${T}"}</s>`, T),
    rawAnswer("cut-off", "cut", '{"object": "tid', "fallback", { finishReason: "length" }),
  ],
});
