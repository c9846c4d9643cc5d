import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "./types.js";

const triple: EventTriple = ["Ada Okafor", "bake", "bread"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs: { subject: "Ada Okafor", description: "baking bread (kneading the dough)" },
  text: [
    { style: "gpt-4o-mini", answer: "bake, bread)", expected: triple },
    { style: "gpt-4o-mini", answer: "(Ada Okafor, bake, bread)", expected: triple },
    { style: "gpt-3.5", answer: "Triple: (Ada Okafor, bake, bread)", expected: triple },
    { style: "gpt-3.5", answer: "Ada Okafor bakes bread.", expected: triple },
    { style: "llama-3-8b", answer: "Here is the triple:\n\n**(Ada Okafor, bake, bread)**\n\nThe subject is Ada Okafor, the predicate is \"bake\", and the object is \"bread\".", expected: triple },
    { style: "llama-3-8b", answer: "Subject: Ada Okafor\nPredicate: knead\nObject: dough", expected: ["Ada Okafor", "knead", "dough"] },
    { style: "qwen2.5-7b", answer: '{"subject":"Ada Okafor","predicate":"bake","object":"bread"}', expected: triple },
    { style: "qwen2.5-7b", answer: '```json\n["Ada Okafor", "knead", "dough"]\n```', expected: ["Ada Okafor", "knead", "dough"] },
    { style: "1b", answer: "Ada Okafor is baking bread and kneading the dough in the kitchen", expected: "fallback" },
    { style: "1b", answer: "(Ada Okafor, Ada Okafor bakes bread, then she kneads the dough)", expected: "fallback" },
    { style: "1b", answer: "bake | bread", expected: triple },
    { style: "reasoning", answer: "<think>\nThe statement is about baking bread; the verb in base form is bake, the object bread.\n</think>\n(Ada Okafor, bake, bread)", expected: triple },
    { style: "reasoning", answer: "<think>\nSubject: Ada Okafor. Predicate: bake? or knead? The main part says baking bread, so", expected: "fallback" },
    // About someone else (the template's example echoed), or two triples.
    { style: "1b", answer: "(Mei Lin, bake, bread)", expected: "fallback" },
    { style: "1b", answer: "Triple: (Mei Lin, read, novel)", expected: "fallback" },
    { style: "gpt-3.5", answer: "(Ada, knead, dough)", expected: ["Ada Okafor", "knead", "dough"] },
    { style: "llama-3-8b", answer: "(Ada Okafor, knead, dough) and (Ada Okafor, bake, bread)", expected: "fallback" },
    { style: "qwen2.5-7b", answer: '{"subject": "Mei Lin", "predicate": "bake", "object": "bread"}', expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't extract a triple from this statement.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { subject: "Ada Okafor", predicate: "bake", object: "bread" }, expected: triple },
    { note: "the subject's first name, given in full", answer: { subject: "Ada", predicate: "knead", object: "dough" }, expected: ["Ada Okafor", "knead", "dough"] },
    { note: "a triple about someone else", answer: { subject: "Mei Lin", predicate: "bake", object: "bread" }, expected: "fallback" },
    { note: "JSON in a part", answer: { subject: "Ada Okafor", predicate: 'predicate": "bake', object: "bread" }, expected: "fallback" },
    { note: "empty object", answer: { subject: "Ada Okafor", predicate: "bake", object: "" }, expected: "fallback" },
    { note: "a sentence as predicate", answer: { subject: "Ada Okafor", predicate: "Ada Okafor bakes bread every morning", object: "bread" }, expected: "fallback" },
  ],
});
