import { factAwarenessPrompt, type Stance } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { object, text } from "../holdout/cases.js";
import { choiceCases, choiceObjects, type Choice } from "./choices.js";
import { INPUTS } from "./inputs.js";
import { rtl } from "./forms.js";

const inputs = INPUTS.fact_awareness;
const c: Choice<Stance> = {
  field: "knew",
  right: "yes",
  other: "unsure",
  translated: [
    ["gpt-sw3", '{"knew": "ja"}', "yes"],
    ["gigachat", '{"knew": "да"}', "yes"],
    ["jais", rtl('{"knew": "نعم"}'), "yes"],
    ["sea-lion", '{"knew": "ya"}', "yes"],
    ["meltemi", '{"knew": "ναι"}', "yes"],
  ],
  why: "Kofi tells the road news himself, with what it did to his walkers, so he had heard it before he was asked.",
};
const didNot = { ...inputs, answer: "Roads? No, nobody's told me anything. Is something up with Fell Road?" };
const unsure = { ...inputs, answer: "I think someone said something about the road at the hut, but I couldn't tell you what." };

export default corpusOf<Stance>({
  prompt: factAwarenessPrompt,
  inputs,
  text: [
    ...choiceCases(c),
    text("good", "o4-mini", '{"knew": "no"}', "no", { inputs: didNot }),
    text("good", "claude-sonnet-4", '{"knew": "no"}', "no", { inputs: didNot }),
    text("good", "command-a", '{"knew": "unsure"}', "unsure", { inputs: unsure }),
    text("format", "sea-lion", '{"knew": "không"}', "no", { inputs: didNot }),
    text("format", "jamba-1.7", "He clearly knew: he describes the closure and its effect on his walkers.\n\n```json\n{\"knew\": \"yes\"}\n```", "yes"),
  ],
  structured: [
    ...choiceObjects(c, "answer"),
    object("good", "did not know", { knew: "no" }, "no", { inputs: didNot }),
    object("string-value", "a boolean for yes", { knew: true }, "yes"),
  ],
});
