import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fence, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_object;
const SCOPE = "telescope";
const writing = { ...inputs, activity: "writing the morning's swan count" };
const resting = { ...inputs, activity: "sitting quietly waiting for the geese" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "Answer: telescope", SCOPE),
    text("good", "llama-4-scout", "Answer: telescope\n", SCOPE),
    text("good", "granite-3", "Answer: telescope", SCOPE),
    text("good", "nemotron", "Answer: count book", "count book", { inputs: writing }),
    text("good", "hermes-3", "Answer: bench", "bench", { inputs: resting }),
    text("good", "aya-expanse", "Answer: telescope", SCOPE),
    text("good", "phi-4", "Answer: telescope\n\nSwans far out on the washes need the telescope to be counted.", SCOPE),
    text("good", "deepseek-v3", "telescope", SCOPE),
    text("good", "olmo-2", "Answer: telescope", SCOPE),
    text("good", "gemma-3", "Answer: telescope", SCOPE),
    text("good", "qwen3-think", qthink("Counting swans at a distance: the telescope.", "Answer: telescope"), SCOPE),
    text("format", "gemma-3", "Answer: **telescope**", SCOPE),
    text("format", "olmo-2", "Answer: Telescope", SCOPE),
    text("format", "mistral-small-3", "{'object': 'telescope'}", SCOPE),
    text("format", "llama-4-scout", "Final answer: telescope", SCOPE),
    text("format", "granite-3", html("telescope"), SCOPE),
    text("format", "nemotron", boxed("\\text{telescope}"), SCOPE),
    text("format", "hermes-3", heading("telescope"), SCOPE),
    text("format", "phi-4", fence("", "Answer: telescope"), SCOPE),
    text("format", "deepseek-v3", tag("thing", "telescope"), SCOPE),
    text("format", "aya-expanse", "Jawaban: telescope", SCOPE),
    text("format", "mistral-small-3", fullWidth("telescope"), SCOPE),
    text("format", "llama-4-scout", "Answer: the telescope", SCOPE),
    text("format", "granite-3", "• telescope", SCOPE),
    text("format", "nemotron", "Answer: telescope 🔭", SCOPE),
    text("label", "hermes-3", "Answer: telescope (to count the swans far out on the water)", SCOPE),
    text("format", "phi-4", "Answer: binoculars", "fallback"),
    text("format", "deepseek-v3", "Answer: telescope and count book", "fallback"),
    text("placeholder", "llama-4-scout", "Answer: <thing>", "fallback"),
    text("refusal", "safety-tuned", "As an AI, I don't have information about this person's activities.", "fallback"),
    text("loop", "q3-3b", "Answer: telescope\nAnswer: telescope\nAnswer: telescope", SCOPE),
    capped("qwen3-think", "<think>\nOliver is in the hide counting whooper swans. Things: telescope, count book, bench. Counting needs", "fallback"),
  ],
  structured: [
    object("good", "valid", { object: SCOPE }, SCOPE),
    object("good", "count book", { object: "count book" }, "count book", { inputs: writing }),
    object("renamed-field", "thing", { thing: SCOPE }, SCOPE),
    object("extra-field", "arena beside", { arena: "hide", object: SCOPE }, SCOPE),
    rawAnswer("format", "python dict", "{'object': 'telescope'}", SCOPE),
    rawAnswer("format", "json in a sentence", 'Sure! {"object": "telescope"}', SCOPE),
    rawAnswer("cut-off", "cut", '{"object": "tele', "fallback", { finishReason: "length" }),
    object("malformed", "unknown thing", { object: "binoculars" }, "fallback"),
  ],
});
