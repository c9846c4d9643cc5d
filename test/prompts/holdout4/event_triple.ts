import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = { subject: "Nadia Farouk", description: "pressing date syrup (straining the syrup)" };
const T = (p: string, o: string): EventTriple => ["Nadia Farouk", p, o];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", " strain, syrup)", T("strain", "syrup")),
    text("good", "gpt-3.5", " strain, the syrup)", T("strain", "the syrup")),
    text("good", "llama-3-8b", "(Nadia Farouk, strain, date syrup)", T("strain", "date syrup")),
    text("good", "qwen2.5-7b", " press, date syrup)", T("press", "date syrup")),
    text("good", "1b", "strain, syrup)", T("strain", "syrup")),
    text("good", "reasoning", "<think>\nThe main action is pressing; right now she is straining. Verb strain, object syrup.\n</think>\n(Nadia Farouk, strain, syrup)", T("strain", "syrup")),
    text("good", "gpt-4o-mini", "Sure! (Nadia Farouk, strain, syrup)", T("strain", "syrup")),
    text("good", "llama-3-8b", "**(Nadia Farouk, strain, syrup)**", T("strain", "syrup")),
    text("good", "qwen2.5-7b", "Triple: (Nadia Farouk, strain, date syrup)", T("strain", "date syrup")),
    text("good", "gpt-3.5", "```\n(Nadia Farouk, strain, syrup)\n```", T("strain", "syrup")),
    text("label", "gpt-4o-mini", " strain, syrup)\n\nExplanation: she is straining the syrup right now.", T("strain", "syrup")),
    text("format", "qwen2.5-7b", '{"subject": "Nadia Farouk", "predicate": "strain", "object": "syrup"}', T("strain", "syrup")),
    text("format", "llama-3-8b", "Subject: Nadia Farouk\nPredicate: strain\nObject: syrup", T("strain", "syrup")),
    text("brace", "1b", " strain, syrup))", T("strain", "syrup")),
    text("refusal", "refusal", "I'm not sure what kind of triple you're looking for. Could you give an example?", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like your message got cut off at \"(Nadia Farouk,\". Could you send the rest?", "fallback"),
    text("placeholder", "1b", "(Nadia Farouk, [verb], [object])", "fallback"),
    capped("gpt-4o-mini", " strain,", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Nadia Farouk", predicate: "strain", object: "syrup" }, T("strain", "syrup")),
    object("good", "pressing", { subject: "Nadia Farouk", predicate: "press", object: "date syrup" }, T("press", "date syrup")),
    object("renamed-field", "verb for predicate", { subject: "Nadia Farouk", verb: "strain", object: "syrup" }, T("strain", "syrup")),
    object("missing-field", "no subject", { predicate: "strain", object: "syrup" }, T("strain", "syrup")),
    object("nested-json", "the triple as an array", { triple: ["Nadia Farouk", "strain", "syrup"] }, T("strain", "syrup")),
    object("placeholder", "placeholders", { subject: "Nadia Farouk", predicate: "<predicate>", object: "<object>" }, "fallback"),
    rawAnswer("cut-off", "cut off in the predicate", '{"subject": "Nadia Farouk", "predicate": "str', "fallback", { finishReason: "length" }),
  ],
});
