import { eventTriplePrompt } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
type Triple = [string, string, string];
const K = "Kwame Adeyemi-Ross";
const T: Triple = [K, "rehearse", "brass band"];
const T2: Triple = [K, "rehearse", "band"];
const noriko = { subject: "Noriko Halvorsen", description: "weighing a parcel for Ravensgill Top" };
const N: Triple = ["Noriko Halvorsen", "weigh", "parcel"];

export default corpusOf<Triple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", " rehearse, brass band)", T),
    text("good", "o3-mini", "rehearse, brass band)", T),
    text("good", "mistral-7b", " rehearse, brass band)", T),
    text("good", "mistral-nemo", "Triple: (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("good", "llama-3.2-3b", "(Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("good", "qwen2.5-14b", " rehearse, band)", T2),
    text("good", "granite", "(Kwame Adeyemi-Ross, rehearse, band)", T2),
    text("good", "qwen3", "<think>\nVerb: rehearse. Object: brass band.\n</think>\n\n(Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("good", "gemini", "**Triple:** (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("good", "gpt-4.1", " weigh, parcel)", N, { inputs: noriko }),
    text("good", "llama-3.2-1b", "(Noriko Halvorsen, weigh, parcel)", N, { inputs: noriko }),
    text("format", "o3-mini", "('Kwame Adeyemi-Ross', 'rehearse', 'brass band')", T),
    text("format", "granite", "Output: (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("format", "gemini", "| Subject | Predicate | Object |\n|---|---|---|\n| Kwame Adeyemi-Ross | rehearse | brass band |", T),
    text("format", "mistral-nemo", "Subject: Kwame Adeyemi-Ross\nPredicate: rehearse\nObject: brass band", T),
    text("format", "llama-3.2-3b", '{"subject": "Kwame Adeyemi-Ross", "predicate": "rehearse", "object": "brass band",}', T),
    text("format", "qwen2.5-14b", "\"(Kwame Adeyemi-Ross, rehearse, brass band)\".", T),
    text("format", "mistral-7b", " rehearse, brass band)\n\nTriple: (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("format", "gpt-4o-mini", "Statement: Kwame Adeyemi-Ross is rehearsing the brass band in the back room.\nTriple: (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("format", "granite", " rehearse, brass band, back room)", "fallback"),
    text("format", "llama-3.2-3b", " is rehearsing, the brass band)", [K, "is rehearsing", "the brass band"]),
    text("brace", "mistral-7b", " rehearse, brass band", T),
    text("placeholder", "tinyllama", "(Mei Lin, read, novel)", "fallback"),
    text("refusal", "granite", "Should the object be the band or the back room? Let me know which you prefer.", "fallback"),
    text("loop", "smollm", " rehearse, brass band)\nTriple: (Kwame Adeyemi-Ross, rehearse, brass band)\nTriple: (Kwame Adeyemi-Ross, rehearse, brass band)\nTriple: (Kwame Adeyemi-Ross, rehearse, brass band)", T),
    text("ellipsis", "llama-3.2-1b", " ...)", "fallback"),
    capped("qwen3", "<think>\nThe statement: Kwame is rehearsing the brass band in the back room. Subject Kwame. Predicate rehearse. Object — brass band, or", "fallback"),
    text("good", "gpt-4.1", " rehearse, brass band)", T),
    text("good", "granite", " weigh, parcel)", N, { inputs: noriko }),
    text("good", "qwen2.5-14b", " weigh, parcel)", N, { inputs: noriko }),
    text("good", "mistral-nemo", " rehearse, brass band)\n", T),
  ],
  structured: [
    object("good", "valid", { subject: K, predicate: "rehearse", object: "brass band" }, T),
    object("good", "Noriko", { subject: "Noriko Halvorsen", predicate: "weigh", object: "parcel" }, N, { inputs: noriko }),
    object("renamed-field", "verb", { subject: K, verb: "rehearse", object: "brass band" }, T),
    object("extra-field", "place beside", { subject: K, predicate: "rehearse", object: "brass band", location: "back room" }, T),
    object("missing-field", "no object", { subject: K, predicate: "rehearse" }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "event_triple", arguments: { subject: K, predicate: "rehearse", object: "brass band" } }, T),
    rawAnswer("format", "Python dict", "{'subject': 'Kwame Adeyemi-Ross', 'predicate': 'rehearse', 'object': 'brass band'}", T),
    rawAnswer("format", "a tuple", "(Kwame Adeyemi-Ross, rehearse, brass band)", T),
    rawAnswer("cut-off", "cut", '{"subject": "Kwame Adeyemi-Ross", "predicate": "reh', "fallback", { finishReason: "length" }),
  ],
});
