import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { subject: "Anouk Brandt", description: "turning the cheese wheels (brushing the rinds)" };

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", " brush, the rinds)", ["Anouk Brandt", "brush", "the rinds"]),
    text("good", "qwen2.5-7b", "Triple: (Anouk Brandt, brush, rinds)", ["Anouk Brandt", "brush", "rinds"]),
    text("good", "llama-3-8b", " turn, wheels)", ["Anouk Brandt", "turn", "wheels"]),
    text("good", "gpt-4o-mini", "brush, rinds)", ["Anouk Brandt", "brush", "rinds"]),
    text("good", "gpt-3.5", "Triple: (Anouk Brandt, brush, rinds)", ["Anouk Brandt", "brush", "rinds"]),
    text("good", "llama-3-8b", "(Anouk Brandt, brush, cheese rinds)", ["Anouk Brandt", "brush", "cheese rinds"]),
    text("good", "qwen2.5-7b", " turn, cheese wheels)", ["Anouk Brandt", "turn", "cheese wheels"]),
    text("good", "1b", " brushing, rinds)", ["Anouk Brandt", "brushing", "rinds"]),
    text("good", "reasoning", "<think>\nLet me think. The activity is turning the wheels; right now she is brushing the rinds. Verb: brush, object: rinds.\n</think>\n(Anouk Brandt, brush, rinds)", ["Anouk Brandt", "brush", "rinds"]),
    text("label", "gpt-3.5", "(Anouk Brandt, brush, rinds)\n\nExplanation: brushing the rinds is what she is doing right now.", ["Anouk Brandt", "brush", "rinds"]),
    text("format", "qwen2.5-7b", '{"subject": "Anouk Brandt", "predicate": "brush", "object": "rinds"}', ["Anouk Brandt", "brush", "rinds"]),
    text("brace", "1b", " brush, rinds))", ["Anouk Brandt", "brush", "rinds"]),
    text("refusal", "refusal", "I'm not sure what you mean by a triple here. Could you explain?", "fallback"),
    text("template-cut", "gpt-3.5", "It seems like your message was cut off after \"(Anouk Brandt,\". What would you like me to do with it?", "fallback"),
    text("placeholder", "1b", "(Anouk Brandt, <predicate>, <object>)", "fallback"),
    capped("gpt-4o-mini", "brush,", "fallback"),
  ],
  structured: [
    object("good", "turning the wheels", { subject: "Anouk Brandt", predicate: "turn", object: "cheese wheels" }, ["Anouk Brandt", "turn", "cheese wheels"]),
    object("good", "valid", { subject: "Anouk Brandt", predicate: "brush", object: "rinds" }, ["Anouk Brandt", "brush", "rinds"]),
    object("renamed-field", "verb for predicate", { subject: "Anouk Brandt", verb: "brush", object: "rinds" }, ["Anouk Brandt", "brush", "rinds"]),
    object("missing-field", "no object", { subject: "Anouk Brandt", predicate: "brush" }, "fallback"),
    object("refusal", "a refusal in the predicate", { subject: "Anouk Brandt", predicate: "I'm sorry", object: "I can't do that" }, "fallback"),
    object("nested-json", "the triple as an array", { triple: ["Anouk Brandt", "brush", "rinds"] }, ["Anouk Brandt", "brush", "rinds"]),
  ],
});
