import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { subject: "Tomasz Nowak", description: "repainting the ferry (sanding the rail)" };

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Triple: (Tomasz Nowak, sand, rail)", ["Tomasz Nowak", "sand", "rail"]),
    text("good", "gpt-3.5", "sand, the rail)", ["Tomasz Nowak", "sand", "the rail"]),
    text("good", "llama-3-8b", "(Tomasz Nowak, sand, ferry rail)", ["Tomasz Nowak", "sand", "ferry rail"]),
    text("good", "qwen2.5-7b", "Triple: (Tomasz Nowak, repaint, ferry)", ["Tomasz Nowak", "repaint", "ferry"]),
    text("good", "1b", " sanding, rail)", ["Tomasz Nowak", "sanding", "rail"]),
    text("good", "reasoning", "<think>\nThe activity is repainting; the current action is sanding the rail. Use sand, rail.\n</think>\n(Tomasz Nowak, sand, rail)", ["Tomasz Nowak", "sand", "rail"]),
    text("label", "gpt-3.5", "(Tomasz Nowak, sand, rail)\n\nNote: sanding is part of repainting the ferry.", ["Tomasz Nowak", "sand", "rail"]),
    text("format", "qwen2.5-7b", '{"subject": "Tomasz Nowak", "predicate": "sand", "object": "rail"}', ["Tomasz Nowak", "sand", "rail"]),
    text("refusal", "refusal", "I'm sorry, I'm not sure what you mean by a triple.", "fallback"),
    text("placeholder", "1b", "(Tomasz Nowak, predicate, object)", "fallback"),
    capped("gpt-4o-mini", "sand,", "fallback"),
    text("template-cut", "refusal", "It seems like the input was cut off. Could you provide the full statement you'd like me to turn into a triple?", "fallback"),
    text("brace", "1b", " sand, rail))", ["Tomasz Nowak", "sand", "rail"]),
    text("good", "qwen2.5-7b", "(Tomasz Nowak, sand, the rail of the ferry)", ["Tomasz Nowak", "sand", "the rail of the ferry"]),
    text("template-cut", "gpt-3.5", "It seems the statement was cut off after \"(Tomasz Nowak,\". Could you provide the rest?", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Tomasz Nowak", predicate: "sand", object: "rail" }, ["Tomasz Nowak", "sand", "rail"]),
    object("renamed-field", "verb for predicate", { subject: "Tomasz Nowak", verb: "sand", object: "rail" }, ["Tomasz Nowak", "sand", "rail"]),
    object("missing-field", "no object", { subject: "Tomasz Nowak", predicate: "sand" }, "fallback"),
    object("refusal", "a refusal in the predicate", { subject: "Tomasz Nowak", predicate: "I cannot", object: "answer" }, "fallback"),
    object("string-value", "the predicate with its subject repeated", { subject: "Tomasz Nowak", predicate: "Tomasz Nowak sands", object: "rail" }, "fallback"),
  ],
});
