import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
const T: EventTriple = ["Jozef Brink", "grind", "flour"];
const ferry = { subject: "Ines Varga", description: "painting the ferry's rails" };
const F: EventTriple = ["Ines Varga", "paint", "ferry's rails"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "grind, flour)", T),
    text("good", "llama-4-scout", "(Jozef Brink, grind, flour)", T),
    text("good", "granite-3", "Triple: (Jozef Brink, grind, flour)", T),
    text("good", "nemotron", "grind, flour)\n", T),
    text("good", "hermes-3", "(Ines Varga, paint, ferry's rails)", F, { inputs: ferry }),
    text("good", "aya-expanse", "(Jozef Brink, grind, flour)", T),
    text("good", "phi-4", "(Jozef Brink, grind, flour)\n\nThe windmill is where it happens, not what is ground.", T),
    text("good", "deepseek-v3", "grind, flour)", T),
    text("good", "olmo-2", "Triple: (Jozef Brink, grind, flour)", T),
    text("good", "gemma-3", "(Jozef Brink, grind, flour)", T),
    text("good", "qwen3-think", qthink("Subject Jozef Brink, verb grind (base form), object flour.", "(Jozef Brink, grind, flour)"), T),
    text("format", "gemma-3", "**(Jozef Brink, grind, flour)**", T),
    text("format", "olmo-2", "`(Jozef Brink, grind, flour)`", T),
    text("format", "mistral-small-3", "('Jozef Brink', 'grind', 'flour')", T),
    text("format", "llama-4-scout", '["Jozef Brink", "grind", "flour"]', T),
    text("format", "granite-3", "subject = Jozef Brink\npredicate = grind\nobject = flour", T),
    text("format", "nemotron", "Jozef Brink, grind, flour", T),
    text("format", "hermes-3", html("(Jozef Brink, grind, flour)"), T),
    text("format", "phi-4", heading("(Jozef Brink, grind, flour)", "Triple"), T),
    text("format", "deepseek-v3", fence("", "(Jozef Brink, grind, flour)"), T),
    text("format", "aya-expanse", tag("triple", "(Jozef Brink, grind, flour)"), T),
    text("format", "gemma-3", "Final answer: (Jozef Brink, grind, flour)", T),
    text("format", "olmo-2", "{'subject': 'Jozef Brink', 'predicate': 'grind', 'object': 'flour'}", T),
    text("format", "mistral-small-3", "Jozef Brink | grind | flour", T),
    text("format", "llama-4-scout", "(Jozef Brink, grind, flour).", T),
    text("format", "granite-3", "(Jozef Brink, grind, flour)\n(Jozef Brink, grind, flour)", T),
    text("prefix-repeat", "nemotron", "Triple: (Jozef Brink, Jozef Brink, grind, flour)", T),
    text("placeholder", "hermes-3", "(<subject>, <predicate>, <object>)", "fallback"),
    text("format", "phi-4", "(Mei Lin, read, novel)", "fallback"),
    text("refusal", "safety-tuned", "I'm unable to turn statements about real people into data.", "fallback"),
    text("loop", "q3-3b", "grind, flour, flour, flour, flour, flour, flour, flour, flour, flour", "fallback"),
    capped("deepseek-v3", "(Jozef Brink, gri", "fallback"),
    text("ellipsis", "q3-3b", "...)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Jozef Brink", predicate: "grind", object: "flour" }, T),
    object("good", "ferry", { subject: "Ines Varga", predicate: "paint", object: "ferry's rails" }, F, { inputs: ferry }),
    object("renamed-field", "verb", { subject: "Jozef Brink", verb: "grind", object: "flour" }, T),
    object("extra-field", "place beside", { subject: "Jozef Brink", predicate: "grind", object: "flour", place: "windmill" }, T),
    object("missing-field", "no subject", { predicate: "grind", object: "flour" }, T),
    rawAnswer("format", "python dict", "{'subject': 'Jozef Brink', 'predicate': 'grind', 'object': 'flour'}", T),
    rawAnswer("format", "array", '["Jozef Brink", "grind", "flour"]', T),
    rawAnswer("cut-off", "cut", '{"subject": "Jozef Brink", "predicate": "gri', "fallback", { finishReason: "length" }),
    object("malformed", "empty predicate", { subject: "Jozef Brink", predicate: "", object: "flour" }, "fallback"),
  ],
});
