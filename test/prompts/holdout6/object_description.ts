import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const S = "being used to dye scarves";
const winch = { object: "chain winch", name: "Tobias Okafor", activity: "oiling the ferry chain" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Answer: ${S}`, S),
    text("good", "gemma-2-9b", "Answer: dyeing scarves blue\n", "dyeing scarves blue"),
    text("good", "phi-3-mini", `Answer: ${S}\n\nThe vat holds the indigo dye.`, S),
    text("good", "llama-3.1-70b", "Answer: being stirred and dipped into", "being stirred and dipped into"),
    text("good", "claude", `Answer: ${S}`, S),
    text("good", "command-r", "Answer: full of indigo dye", "full of indigo dye"),
    text("good", "0.5b", S, S),
    text("good", "deepseek-r1-distill", `<think>\nThe vat is being used to dye scarves.\n</think>\n\nAnswer: ${S}`, S),
    text("good", "gpt-4o-mini", "Answer: being oiled", "being oiled", { inputs: winch }),
    text("good", "claude", "Answer: being oiled and checked", "being oiled and checked", { inputs: winch }),
    text("format", "claude", `**Answer:** ${S}`, S),
    text("format", "gemma-2-9b", `The indigo vat is ${S}.`, S),
    text("format", "phi-3-mini", `<answer>${S}</answer>`, S),
    text("format", "command-r", `ANSWER: ${S.toUpperCase()}`, S.toUpperCase()),
    text("format", "llama-3.1-70b", `Answer: “${S}”`, S),
    text("format", "qwen2.5-7b", "Respuesta: siendo usada para teñir bufandas", "siendo usada para teñir bufandas"),
    text("format", "gpt-3.5", `Answer: ${S}\r\n`, S),
    text("format", "gemma-2-9b", `Answer: being cleaned\n\nWait, actually, she is dyeing with it, so: ${S}`, S),
    text("label", "command-r", `Answer: ${S} (Wen dips them several times)`, S),
    text("format", "phi-3-mini", `Answer: ${S} 💙`, S),
    text("placeholder", "0.5b", "Answer: being used to brew coffee", "fallback"),
    text("placeholder", "0.5b", "Answer: <state>", "fallback"),
    text("refusal", "refusal", "I cannot describe the internal state of an object.", "fallback"),
    text("ellipsis", "0.5b", "Answer: ...", "fallback"),
    text("loop", "0.5b", `${S} ${S} ${S} ${S} ${S}`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe vat during dyeing: it is", "fallback"),
    capped("claude", "Answer: being used to", "fallback"),
    text("good", "llama-3.1-70b", `Answer: ${S}`, S),
    text("good", "command-r", "Answer: being used to dye scarves blue", "being used to dye scarves blue"),
    text("good", "gemma-2-9b", "Answer: being oiled", "being oiled", { inputs: winch }),
    text("format", "phi-3-mini", `Answer: ${S}\n\nSo the vat is being cleaned.`, "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe vat while she dyes: full of dye, being used", "fallback"),
    text("good", "phi-3-mini", "Answer: being oiled", "being oiled", { inputs: winch }),
    text("good", "0.5b", "Answer: being oiled", "being oiled", { inputs: winch }),
    text("good", "gemma-2-9b", `Answer: ${S}`, S),
    text("good", "llama-3.1-70b", "Answer: being greased and turned", "being greased and turned", { inputs: winch }),
  ],
  structured: [
    object("good", "valid", { state: S }, S),
    object("good", "winch", { state: "being oiled" }, "being oiled", { inputs: winch }),
    object("format", "whole sentence", { state: `The indigo vat is ${S}.` }, S),
    object("renamed-field", "description", { description: S }, S),
    object("extra-field", "object beside", { object: "indigo vat", state: S }, S),
    object("refusal", "empty", { state: "" }, "fallback"),
    rawAnswer("format", "prose", `Answer: ${S}`, S),
    rawAnswer("cut-off", "cut", '{"state": "being us', "fallback", { finishReason: "length" }),
    object("good", "another", { state: "full of indigo dye" }, "full of indigo dye"),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"state": "being used to dye scarves"}\nHope this helps!`, S),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "state": "being used to dye scarves"\r\n}` + "\r\n```", S),
    rawAnswer("format", "smart quotes", `{“state”: “being used to dye scarves”}`, S),
    rawAnswer("format", "in tags", `<answer>{"state": "being used to dye scarves"}</answer>`, S),
  ],
});
