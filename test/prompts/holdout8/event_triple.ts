import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
const D = "Desmond Achterberg";
const T: EventTriple = [D, "steam", "oak plank"];
const T2: EventTriple = [D, "steam", "plank"];
const seal = { subject: "Priya Nakamura-Hale", description: "lending a book about seals to a child" };
const S: EventTriple = ["Priya Nakamura-Hale", "lend", "book"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", " steam, oak plank)", T),
    text("good", "gemma-3", "steam, oak plank)\n", T),
    text("good", "phi-4", "(Desmond Achterberg, steam, oak plank)", T),
    text("good", "deepseek-v3", "Triple: (Desmond Achterberg, steam, plank)", T2),
    text("good", "mixtral", " steam, plank)", T2),
    text("good", "olmo-2", " lend, book)", S, { inputs: seal }),
    text("good", "yi-34b", "(Priya Nakamura-Hale, lend, book)", S, { inputs: seal }),
    text("good", "hermes", "steam, oak plank)", T),
    text("good", "aya", " steam, oak plank)", T),
    text("good", "gpt-4o-mini", "(Desmond Achterberg, steam, oak plank)", T),
    text("format", "qwq", "Okay, so the statement is Desmond steaming an oak plank for the lugger. Following the examples, the verb goes to its base form, steam, and the object is the plank. Should it be oak plank or plank? The examples keep the noun short, but oak plank is fine.\n\n(Desmond Achterberg, steam, oak plank)", T),
    text("format", "deepseek-v3", "Final answer: (Desmond Achterberg, steam, oak plank)", T),
    text("format", "mixtral", " steam, oak plank)</s>", T),
    text("format", "llama-3.3-70b", " steam, oak plank)<|eot_id|>", T),
    text("format", "hermes", '{"subject": "Desmond Achterberg", "predicate": "steam", "object": "oak plank"}', T),
    text("format", "phi-4", "subject=Desmond Achterberg, predicate=steam, object=oak plank", T),
    text("format", "gemma-3", "**(Desmond Achterberg, steam, oak plank)**", T),
    text("format", "olmo-2", " steam, oak plank)\nStatement: the gull is eating a crab.\nTriple: (the gull, eat, crab)", T),
    text("format", "yi-34b", " steam, oak plank)\n\nUser: Statement: Beatriz is chalking the tide board.\nAssistant: Triple: (Beatriz, chalk, tide board)", T),
    text("format", "aya", "Option A: (Desmond Achterberg, steam, oak plank)\nOption B: (Desmond Achterberg, restore, lugger)", "fallback"),
    text("format", "deepseek-v3", "(Desmond Achterberg, is steaming, an oak plank for the lugger)", [D, "is steaming", "an oak plank for the lugger"]),
    text("brace", "mixtral", "steam, oak plank))", T),
    text("placeholder", "olmo-2", " read, novel)", "fallback"),
    text("refusal", "aya", "I'm not sure how to turn this into a triple.", "fallback"),
    capped("qwq", "Okay, the statement: Desmond Achterberg is steaming an oak plank for the lugger. The subject is given. The predicate should be a base verb, steam. The object:", "fallback"),
    text("cut-off", "gemma-3", " steam,", "fallback"),
    text("loop", "olmo-2", " steam, oak plank)\n(Desmond Achterberg, steam, oak plank)\n(Desmond Achterberg, steam, oak plank)", T),
    text("good", "phi-4", " steam, oak plank)", T),
    text("good", "qwq", "Okay, so the verb is steam and the object the oak plank.\n\n(Desmond Achterberg, steam, oak plank)", T),
    text("good", "gemma-3", " lend, book)", S, { inputs: seal }),
  ],
  structured: [
    object("good", "valid", { subject: D, predicate: "steam", object: "oak plank" }, T),
    object("good", "Priya", { subject: "Priya Nakamura-Hale", predicate: "lend", object: "book" }, S, { inputs: seal }),
    object("renamed-field", "verb", { subject: D, verb: "steam", object: "oak plank" }, T),
    object("extra-field", "purpose beside", { subject: D, predicate: "steam", object: "oak plank", purpose: "for the lugger" }, T),
    object("missing-field", "no object", { subject: D, predicate: "steam" }, "fallback"),
    object("format", "array in a field", { triple: [D, "steam", "oak plank"] }, T),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ subject: D, predicate: "steam", object: "oak plank" }).repeat(2), T),
    rawAnswer("format", "CSV", "subject,predicate,object\nDesmond Achterberg,steam,oak plank", T),
    rawAnswer("cut-off", "cut", '{"subject": "Desmond Achterberg", "predic', "fallback", { finishReason: "length" }),
  ],
});
