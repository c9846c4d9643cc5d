import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { subject: "Ingrid Halvorsen", description: "dipping beeswax candles (hanging the candles to cool)" };
const rafaels = { subject: "Rafael Mbeki", description: "fixing the carding machine (fitting the new belt)" };
const pot = { subject: "the wax pot", description: "melting beeswax" };
const HANG: EventTriple = ["Ingrid Halvorsen", "hang", "candles"];
const FIT: EventTriple = ["Rafael Mbeki", "fit", "belt"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "hang, candles)", HANG),
    text("good", "gpt-3.5", "(Ingrid Halvorsen, hang, candles)", HANG),
    text("good", "llama-3-8b", "Triple: (Ingrid Halvorsen, hang, candles)", HANG),
    text("good", "qwen2.5-7b", " hang, candles)", HANG),
    text("good", "mistral-7b", " hang, candles)", HANG),
    text("good", "1b", "hang, candles)", HANG),
    text("good", "gpt-4o-mini", "fit, belt)", FIT, { inputs: rafaels }),
    text("good", "mistral-7b", " (Rafael Mbeki, fit, belt)", FIT, { inputs: rafaels }),
    text("good", "qwen2.5-7b", "(the wax pot, melt, beeswax)", ["the wax pot", "melt", "beeswax"], { inputs: pot }),
    text("good", "gpt-3.5", "hang, beeswax candles)", ["Ingrid Halvorsen", "hang", "beeswax candles"]),
    text("good", "llama-3-8b", "fit, belt)", FIT, { inputs: rafaels }),
    text("good", "1b", "fit, new belt)", ["Rafael Mbeki", "fit", "new belt"], { inputs: rafaels }),
    text("good", "gpt-4o-mini", "melt, beeswax)", ["the wax pot", "melt", "beeswax"], { inputs: pot }),
    text("good", "reasoning", "<think>\nFitting the new belt: fit, belt.\n</think>\nfit, belt)", FIT, { inputs: rafaels }),
    text("good", "gpt-3.5", "hang, candles)", HANG),
    text("template-cut", "gpt-3.5", "It seems your message was cut off after \"Triple: (Ingrid Halvorsen,\". Could you share the rest?", "fallback"),
    text("template-cut", "refusal", "It looks like the input is incomplete. Please provide the full triple you want me to complete.", "fallback"),
    text("brace", "1b", "hang, candles))", HANG),
    text("format", "llama-3-8b", "**(Ingrid Halvorsen, hang, candles)**", HANG),
    text("format", "gpt-4o-mini", "`(Ingrid Halvorsen, hang, candles)`", HANG),
    text("format", "qwen2.5-7b", "Final answer: (Ingrid Halvorsen, hang, candles)", HANG),
    text("format", "mistral-7b", '("Ingrid Halvorsen", "hang", "candles")', HANG),
    text("format", "gpt-3.5", "(Ingrid Halvorsen; hang; candles)", HANG),
    text("format", "llama-3-8b", "| Subject | Predicate | Object |\n|---|---|---|\n| Ingrid Halvorsen | hang | candles |", HANG),
    text("prefix-repeat", "1b", "(Ingrid Halvorsen, hang, candles)", HANG),
    text("refusal", "refusal", "I'm sorry, I'm not sure what you mean by a triple.", "fallback"),
    text("placeholder", "1b", "(subject, predicate, object)", "fallback"),
    text("ellipsis", "1b", "...)", "fallback"),
    capped("gpt-3.5", "hang, cand", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe subject is Ingrid. The verb: dip or hang? The part in brackets is what she does now, so", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Ingrid Halvorsen", predicate: "hang", object: "candles" }, HANG),
    object("good", "Rafael", { subject: "Rafael Mbeki", predicate: "fit", object: "belt" }, FIT, { inputs: rafaels }),
    object("renamed-field", "verb for predicate", { subject: "Ingrid Halvorsen", verb: "hang", object: "candles" }, HANG),
    object("extra-field", "a tense beside", { subject: "Ingrid Halvorsen", predicate: "hang", object: "candles", tense: "present" }, HANG),
    object("missing-field", "no object", { subject: "Ingrid Halvorsen", predicate: "hang" }, "fallback"),
    object("nested-json", "the triple as a list", { triple: ["Ingrid Halvorsen", "hang", "candles"] }, HANG),
    rawAnswer("malformed", "the text triple", "(Ingrid Halvorsen, hang, candles)", HANG),
    rawAnswer("cut-off", "cut in the object", '{"subject": "Ingrid Halvorsen", "predicate": "hang", "object": "cand', "fallback", { finishReason: "length" }),
  ],
});
