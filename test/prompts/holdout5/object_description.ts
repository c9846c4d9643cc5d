import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { object: "wax pot", name: "Ingrid Halvorsen", activity: "dipping beeswax candles (melting the wax)" };
const belt = { object: "carding machine", name: "Rafael Mbeki", activity: "fixing the carding machine (fitting the new belt)" };
const MELT = "melting beeswax";

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: melting beeswax", MELT),
    text("good", "gpt-3.5", "Answer: being heated to melt the beeswax", "being heated to melt the beeswax"),
    text("good", "llama-3-8b", "**Answer:** melting beeswax", MELT),
    text("good", "qwen2.5-7b", "Answer: full of melting wax", "full of melting wax"),
    text("good", "mistral-7b", " Answer: heating up on the stove", "heating up on the stove"),
    text("good", "1b", "melting beeswax", MELT),
    text("good", "reasoning", "<think>\nThe wax pot is being heated so the wax melts.\n</think>\n\nAnswer: melting beeswax", MELT),
    text("good", "gpt-4o-mini", "Answer: being repaired", "being repaired", { inputs: belt }),
    text("good", "mistral-7b", " Answer: having a new belt fitted", "having a new belt fitted", { inputs: belt }),
    text("good", "gpt-3.5", "Answer: being repaired", "being repaired", { inputs: belt }),
    text("good", "llama-3-8b", "Answer: being fitted with a new drive belt", "being fitted with a new drive belt", { inputs: belt }),
    text("good", "qwen2.5-7b", "Answer: being repaired", "being repaired", { inputs: belt }),
    text("good", "1b", "Answer: hot", "hot"),
    text("good", "gpt-4o-mini", "Answer: melting beeswax.", MELT),
    text("format", "gpt-3.5", "The wax pot is melting beeswax.", MELT),
    text("format", "llama-3-8b", "Answer: The wax pot is melting beeswax.", MELT),
    text("format", "qwen2.5-7b", "Final answer: melting beeswax", MELT),
    text("format", "mistral-7b", 'Answer: "melting beeswax"', MELT),
    text("format", "gpt-4o-mini", "Answer: melting beeswax 🕯️", MELT),
    text("label", "gpt-4o-mini", "Answer: melting beeswax (at about 70°C)", MELT),
    text("label", "llama-3-8b", "State: melting beeswax", MELT),
    text("prefix-repeat", "1b", "Answer: The wax pot is ... melting beeswax", MELT),
    text("refusal", "refusal", "I'm sorry, I can't describe objects I can't see.", "fallback"),
    text("placeholder", "1b", "Answer: <state>", "fallback"),
    text("ellipsis", "1b", "Answer: ...", "fallback"),
    capped("gpt-3.5", "Answer: being heated so that the bees", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe pot holds the wax while it melts, so the state is", "fallback"),
  ],
  structured: [
    object("good", "valid", { state: MELT }, MELT),
    object("good", "the carding machine", { state: "being repaired" }, "being repaired", { inputs: belt }),
    object("format", "a whole sentence", { state: "The wax pot is melting beeswax." }, MELT),
    object("renamed-field", "description for state", { description: MELT }, MELT),
    object("extra-field", "the object beside", { object: "wax pot", state: MELT }, MELT),
    object("refusal", "empty", { state: "" }, "fallback"),
    rawAnswer("malformed", "plain text", "Answer: melting beeswax", MELT),
    rawAnswer("cut-off", "cut open", '{"state": "melting bee', "fallback", { finishReason: "length" }),
  ],
});
