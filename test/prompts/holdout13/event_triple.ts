import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const T: EventTriple = ["Elin Pryce", "wash", "heifers"];
const U: EventTriple = ["Elin Pryce", "wash", "two heifers"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs: INPUTS.event_triple,
  text: [
    text("good", "grok-3-mini", "wash, heifers)", T),
    text("good", "o4-mini", " wash, heifers)", T),
    text("good", "internlm-3", "wash, two heifers)", U),
    text("good", "command-a", "(Elin Pryce, wash, heifers)", T),
    text("good", "claude-sonnet-4", "Triple: (Elin Pryce, wash, two heifers)", U),
    text("good", "llamacpp-grammar", "wash, heifers)\n", T),
    text("good", "nemotron-nano", think("Subject given; the verb in its base form is wash.", "wash, heifers)"), T),
    text("format", "nemotron-nano", thinkOff("wash, heifers)"), T),
    text("format", "claude-sonnet-4", tag("answer", "(Elin Pryce, wash, heifers)"), T),
    text("format", "tgi-stop", tgiStop("wash, heifers)"), T),
    text("format", "internlm-3", eos("wash, heifers)", "<|im_end|>"), T),
    text("format", "yi-1.5", "wash, heifers", T),
    text("format", "jamba-1.7", "**(Elin Pryce, wash, heifers)**", T),
    text("placeholder", "internlm-3", "(subject, predicate, object)", "fallback"),
    text("format", "o4-mini", "read, novel)", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to process this statement.", "fallback"),
    text("loop", "internlm-3", "wash, wash, wash, wash, wash, wash, wash, wash, wash, wash, wash, wash, wash, wash,", "fallback"),
    capped("nemotron-nano", "<think>\nThe subject is Elin Pryce, the predicate is washing, base form wash, and the object", "fallback"),
    text("ellipsis", "llamacpp-grammar", "...)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Elin Pryce", predicate: "wash", object: "heifers" }, T),
    object("good", "with the number", { subject: "Elin Pryce", predicate: "wash", object: "two heifers" }, U),
    object("format", "no subject", { subject: "", predicate: "wash", object: "heifers" }, T),
    object("extra-field", "tense beside", { subject: "Elin Pryce", predicate: "wash", object: "heifers", tense: "present" }, T),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ subject: "Elin Pryce", predicate: "wash", object: "heifers" }), T),
    rawAnswer("format", "whitespace to the cap", whitespaceTail('{"subject": "Elin Pryce", "predicate": "wash", "object": "two heifers"}'), U),
    rawAnswer("cut-off", "cut", '{"subject": "Elin Pryce", "predicate": "wa', "fallback", { finishReason: "length" }),
    object("missing-field", "no object", { subject: "Elin Pryce", predicate: "wash" }, "fallback"),
  ],
});
