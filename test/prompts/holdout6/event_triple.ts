import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
const W = "Wen Castellano";
const T: EventTriple = [W, "dye", "indigo scarves"];
const T2: EventTriple = [W, "dye", "scarves"];
const ferry = { subject: "Tobias Okafor", description: "running the ferry across the River Brae" };
const F: EventTriple = ["Tobias Okafor", "run", "ferry"];
const vat = { subject: "the indigo vat", description: "being used to dye scarves" };

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", " dye, indigo scarves)", T),
    text("good", "gemma-2-9b", "dye, scarves)", T2),
    text("good", "phi-3-mini", `(${W}, dye, indigo scarves)`, T),
    text("good", "llama-3.1-70b", `Triple: (${W}, dye, indigo scarves)`, T),
    text("good", "claude", `(${W}, dye, scarves)`, T2),
    text("good", "command-r", " dye, indigo scarves)", T),
    text("good", "0.5b", "dye, scarves)", T2),
    text("good", "deepseek-r1-distill", "<think>\nVerb: dye. Object: indigo scarves.\n</think>\n\n dye, indigo scarves)", T),
    text("good", "gpt-4o-mini", " run, ferry)", F, { inputs: ferry }),
    text("good", "claude", "(Tobias Okafor, run, ferry)", F, { inputs: ferry }),
    text("good", "llama-3.1-70b", " be used, to dye scarves)", ["the indigo vat", "be used", "to dye scarves"], { inputs: vat }),
    text("format", "claude", `Here's the triple:\n\n(${W}, dye, indigo scarves)`, T),
    text("format", "gemma-2-9b", `**Triple:** (${W}, dye, indigo scarves)`, T),
    text("format", "command-r", `(${W.toUpperCase()}, DYE, INDIGO SCARVES)`, [W, "DYE", "INDIGO SCARVES"]),
    text("format", "phi-3-mini", '["Wen Castellano", "dye", "indigo scarves"]', T),
    text("format", "llama-3.1-70b", "subject: Wen Castellano\npredicate: dye\nobject: indigo scarves", T),
    text("format", "qwen2.5-7b", `(${W}, 染色, 靛蓝围巾)`, [W, "染色", "靛蓝围巾"]),
    text("format", "gpt-3.5", " dyeing, indigo scarves)", [W, "dyeing", "indigo scarves"]),
    text("format", "gemma-2-9b", ` dye, scarves)\n\nWait, actually: (${W}, dye, indigo scarves)`, T),
    text("format", "command-r", ` dye, indigo scarves)\r\n`, T),
    text("prefix-repeat", "0.5b", `${W}, dye, indigo scarves)`, T),
    text("prefix-repeat", "0.5b", "Triple: (Wen Castellano, Triple: (Wen Castellano, dye, scarves)", T2),
    text("placeholder", "0.5b", " <predicate>, <object>)", "fallback"),
    text("placeholder", "0.5b", " read, novel)", "fallback"),
    text("refusal", "refusal", "I'm not sure how to turn this into a triple. Could you clarify?", "fallback"),
    text("format", "phi-3-mini", " dye)", "fallback"),
    text("loop", "0.5b", " dye, scarves, scarves, scarves, scarves, scarves, scarves", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe statement: Wen Castellano is dyeing indigo scarves at the dye works. Subject given. Predicate: dye. Object: indigo scarves, or", "fallback"),
    capped("gemma-2-9b", " dye, indigo sc", "fallback"),
    text("good", "llama-3.1-70b", " dye, indigo scarves)", T),
    text("good", "gemma-2-9b", " dye, indigo scarves)", T),
    text("good", "command-r", " run, ferry)", F, { inputs: ferry }),
    text("cut-off", "deepseek-r1-distill", "<think>\nPredicate dye, object indigo scarves or scarves", "fallback"),
    text("format", "phi-3-mini", " dye, indigo scarves)\n\nSo the triple is (Wen Castellano, work, dye works).", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like the triple was cut off after \"(Wen Castellano,\". Could you share the rest of the statement?", "fallback"),
    text("template-cut", "claude", "It seems your message ends mid-triple. Here's the full one: (Wen Castellano, dye, indigo scarves)", T),
    text("brace", "0.5b", " dye, indigo scarves))", T),
    text("number-in-text", "llama-3.1-70b", " dye, 40 indigo scarves)", [W, "dye", "40 indigo scarves"]),
    text("good", "phi-3-mini", " dye, indigo scarves)", T),
    text("good", "0.5b", " run, ferry)", F, { inputs: ferry }),
    text("good", "gemma-2-9b", " be used, to dye scarves)", ["the indigo vat", "be used", "to dye scarves"], { inputs: vat }),
    text("good", "claude", " dye, indigo scarves)", T),
  ],
  structured: [
    object("good", "valid", { subject: W, predicate: "dye", object: "indigo scarves" }, T),
    object("good", "ferry", { subject: "Tobias Okafor", predicate: "run", object: "ferry" }, F, { inputs: ferry }),
    object("format", "gerund", { subject: W, predicate: "dyeing", object: "indigo scarves" }, [W, "dyeing", "indigo scarves"]),
    object("renamed-field", "verb for predicate", { subject: W, verb: "dye", object: "indigo scarves" }, T),
    object("missing-field", "no subject", { predicate: "dye", object: "indigo scarves" }, T),
    object("extra-field", "place beside", { subject: W, predicate: "dye", object: "indigo scarves", place: "dye works" }, T),
    object("nested-json", "triple array", { triple: [W, "dye", "indigo scarves"] }, T),
    object("refusal", "empty object field", { subject: W, predicate: "dye", object: "" }, "fallback"),
    rawAnswer("format", "text", `(${W}, dye, indigo scarves)`, T),
    rawAnswer("cut-off", "cut", '{"subject": "Wen Castellano", "predicate": "dy', "fallback", { finishReason: "length" }),
    object("good", "valid again", { subject: W, predicate: "dye", object: "scarves" }, T2),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ subject: W, predicate: "dye", object: "indigo scarves" })}\nLet me know if you need any changes.`, T),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ subject: W, predicate: "dye", object: "indigo scarves" }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", T),
  ],
});
