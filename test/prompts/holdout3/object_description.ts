import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { object: "cheese press", name: "Anouk Brandt", activity: "making cheese (pressing the curd)" };

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: pressing the curd", "pressing the curd"),
    text("good", "qwen2.5-7b", "Answer: being used to press the curd", "being used to press the curd"),
    text("good", "llama-3-8b", "Answer: squeezing curd into moulds", "squeezing curd into moulds"),
    text("good", "gpt-4o-mini", "Answer: pressing the curd into moulds", "pressing the curd into moulds"),
    text("good", "gpt-3.5", "Answer: squeezing the whey out of the curd\n\nThe press works slowly over several hours.", "squeezing the whey out of the curd"),
    text("good", "llama-3-8b", "**Answer:** being used to press curd", "being used to press curd"),
    text("good", "qwen2.5-7b", "Answer: The cheese press is pressing the curd.", "pressing the curd"),
    text("good", "1b", "in use", "in use"),
    text("good", "reasoning", "<think>\nLet me think. She is pressing curd, so the press is loaded with curd and squeezing it.\n</think>\nAnswer: full of curd", "full of curd"),
    // "(by Anouk)" says who uses the press: part of the state, not a note about the answer.
    text("label", "gpt-3.5", "Answer: being used to press the curd (by Anouk)", "being used to press the curd (by Anouk)"),
    text("refusal", "refusal", "I'm sorry, but I can't describe the state of the cheese press without more details.", "fallback"),
    text("placeholder", "1b", "Answer: <state>", "fallback"),
    capped("gpt-4o-mini", "Answer: being used to press the cu", "fallback"),
    text("cut-off", "llama-3-8b", "Answer: being used to press the curd into the", "fallback"),
  ],
  structured: [
    object("good", "squeezing", { state: "squeezing the whey out" }, "squeezing the whey out"),
    object("good", "valid", { state: "pressing the curd" }, "pressing the curd"),
    object("renamed-field", "status for state", { status: "being used to press curd" }, "being used to press curd"),
    object("label", "the sentence's start kept", { state: "The cheese press is full of curd" }, "full of curd"),
    object("refusal", "a refusal in the state", { state: "I cannot determine the state of the cheese press." }, "fallback"),
    object("placeholder", "the placeholder echoed", { state: "<state>" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the state", '{"state": "being used to press the', "fallback", { finishReason: "length" }),
  ],
});
