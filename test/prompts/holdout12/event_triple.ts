import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.event_triple;
const t: EventTriple = ["Ravi Menon", "black", "hull"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    ...styled("black, hull)", t, "The verb is blacking, base form black; the object is the hull."),
    text("good", "lm-studio-q5", "(Ravi Menon, black, hull)", t),
    text("good", "sarvam-m", "black, narrowboat hull)", ["Ravi Menon", "black", "narrowboat hull"]),
    text("format", "qwen2.5-coder", python("triple", '("Ravi Menon", "black", "hull")'), t),
    text("format", "deepseek-v3.1", "Triple: (Ravi Menon, black, hull)", t),
    text("prefix-repeat", "ernie-4.5", "Ravi Menon, black, hull)", t),
    text("format", "mistral-medium-3", "black, hull", t),
    text("format", "glm-4.5", "`black, hull)`", t),
    text("format", "phi-4-mini", "black, hull)\n\nStatement: the kettle is boiling water for tea.", t),
    text("brace", "granite-4", "black, hull))", t),
    text("placeholder", "lm-studio-q5", "predicate, object)", "fallback"),
    text("refusal", "safety-tuned", "I'm not sure what you'd like me to do with this statement.", "fallback"),
    text("loop", "lm-studio-q5", "black, hull, hull, hull, hull, hull, hull, hull, hull, hull, hull, hull, hull", "fallback"),
    capped("deepseek-r1-distill", "<think>\nRavi Menon is blacking the hull. The base form", "fallback"),
    text("ellipsis", "phi-4-mini", "...)", "fallback"),
    text("placeholder", "llama-4-maverick", "read, novel)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Ravi Menon", predicate: "black", object: "hull" }, t),
    object("missing-field", "no subject", { predicate: "black", object: "hull" }, t),
    object("renamed-field", "verb", { subject: "Ravi Menon", verb: "black", object: "hull" }, t),
    object("extra-field", "tense beside", { subject: "Ravi Menon", predicate: "black", object: "hull", tense: "present" }, t),
    object("format", "array", { triple: ["Ravi Menon", "black", "hull"] }, t),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"subject": "Ravi Menon", "predicate": "black", "object": "hull"}'), t),
    rawAnswer("cut-off", "cut", '{"subject": "Ravi Menon", "predicate": "bl', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty object", { subject: "Ravi Menon", predicate: "", object: "" }, "fallback"),
  ],
});
