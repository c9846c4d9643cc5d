import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const S = "full of steam";
const S2 = "being used to steam an oak plank";
const books = { object: "returns box", name: "Priya Nakamura-Hale", activity: "sorting the returned books" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", `Answer: ${S}`, S),
    text("good", "gemma-3", `Answer: ${S2}\n`, S2),
    text("good", "phi-4", `Answer: ${S}\n\nThe boiler feeds steam into the box to soften the oak.`, S),
    text("good", "deepseek-v3", "Answer: heating the oak plank", "heating the oak plank"),
    text("good", "mixtral", ` Answer: ${S}`, S),
    text("good", "olmo-2", "Answer: being emptied", "being emptied", { inputs: books }),
    text("good", "yi-34b", `Answer: ${S2}`, S2),
    text("good", "hermes", `Answer: ${S}`, S),
    text("good", "aya", `Answer: ${S}`, S),
    text("good", "gpt-4o-mini", `Answer: ${S2}`, S2),
    text("format", "qwq", `Okay, so Desmond is using the steam box to steam an oak plank. What's happening to the box? It's hot and full of steam. I'll say "full of steam".\n\nAnswer: ${S}`, S),
    text("format", "deepseek-v3", `Final answer: ${S}`, S),
    text("format", "mixtral", `Answer: ${S}</s>`, S),
    text("format", "llama-3.3-70b", `The steam box is ${S}.`, S),
    text("format", "hermes", `{"state": "${S}"}`, S),
    text("format", "gemma-3", `Answer: **${S}**`, S),
    text("format", "aya", "Antwoord: vol stoom", "vol stoom"),
    text("format", "olmo-2", `Answer: ${S}\n\nUser: What is happening to the workbench?\nAssistant: Answer: being cleared`, S),
    text("format", "yi-34b", "Option A: full of steam\nOption B: heating up", "fallback"),
    text("format", "phi-4", "Answer: being used to brew coffee", "fallback"),
    text("placeholder", "olmo-2", "Answer: <state>", "fallback"),
    text("refusal", "aya", "I don't know what a steam box is.", "fallback"),
    capped("qwq", "Okay, so the steam box. Desmond is steaming an oak plank with it. The box would be", "fallback"),
    text("ellipsis", "mixtral", "Answer: ...", "fallback"),
    text("good", "phi-4", "Answer: being emptied", "being emptied", { inputs: books }),
    text("good", "qwq", `Okay, the box is filled with steam while the plank softens.\n\nAnswer: ${S}`, S),
    text("good", "mixtral", `Answer: ${S2}`, S2),
  ],
  structured: [
    object("good", "valid", { state: S }, S),
    object("good", "returns box", { state: "being emptied" }, "being emptied", { inputs: books }),
    object("renamed-field", "description", { description: S }, S),
    object("extra-field", "object beside", { object: "steam box", state: S }, S),
    object("format", "sentence", { state: `The steam box is ${S}.` }, S),
    object("ellipsis", "empty", { state: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", `{"state": "${S}"}{"state": "${S}"}`, S),
    rawAnswer("cut-off", "cut", '{"state": "full of', "fallback", { finishReason: "length" }),
  ],
});
