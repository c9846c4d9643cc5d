import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
const R = "Rosalind Okafor";
const P: EventTriple = [R, "press", "russet apples"];
const P2: EventTriple = [R, "press", "cider"];
const P3: EventTriple = [R, "press", "apples"];
/** Halvard greasing the winding wheel. */
const grease = { subject: "Halvard Quist", description: "greasing the winding wheel" };
const G: EventTriple = ["Halvard Quist", "grease", "winding wheel"];

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "press, russet apples)", P),
    text("good", "command-r-plus", `(${R}, press, russet apples)`, P),
    text("good", "glm-4", "press, russet apples)\n", P),
    text("good", "internlm-2.5", `(${R}, press, apples)`, P3),
    text("good", "minicpm", "press, cider)", P2),
    text("good", "falcon-3", `(${R}, press, russet apples)`, P),
    text("good", "stablelm", "grease, winding wheel)", G, { inputs: grease }),
    text("good", "zephyr", `Triple: (${R}, press, russet apples)`, P),
    text("good", "openchat", "press, russet apples)", P),
    text("good", "gemini-2-flash", `(${R}, press, russet apples)\n`, P),
    text("good", "deepseek-r1-distill", think("Subject Rosalind Okafor, verb press, object russet apples.", `(${R}, press, russet apples)`), P),
    text("format", "deepseek-r1-distill", unclosed("Halvard greases the winding wheel.", "(Halvard Quist, grease, winding wheel)"), G, { inputs: grease }),
    text("format", "glm-4", tag("answer", `(${R}, press, russet apples)`), P),
    text("format", "internlm-2.5", `<response>(${R}, press, apples)</response>`, P3),
    text("format", "command-r-plus", fence("yaml", `subject: ${R}\npredicate: press\nobject: russet apples`), P),
    text("format", "minicpm", fence("text", `(${R}, press, russet apples)`), P),
    text("format", "falcon-3", bom(`(${R}, press, russet apples)`), P),
    text("format", "stablelm", nbsp(`(${R}, press, russet apples)`), P),
    text("format", "zephyr", `["${R}", "press", "russet apples"]`, P),
    text("format", "openchat", `(${R}; press; russet apples)`, P),
    text("format", "gemini-2-flash", `Triple: (${R}, press, russet apples)\nStatement: the press is full of pulp.\nTriple: (the press, hold, pulp)`, P),
    text("format", "claude-3.5-haiku", `(**${R}**, **press**, **russet apples**)`, P),
    text("format", "glm-4", '{"result": {"subject": "Rosalind Okafor", "predicate": "press", "object": "russet apples"}}', P),
    text("format", "internlm-2.5", "Subject: Rosalind Okafor\nPredicate: press\nObject: russet apples", P),
    text("brace", "command-r-plus", "press, russet apples))", P),
    text("format", "minicpm", `(${R}, presser, pommes)`, [R, "presser", "pommes"]),
    text("format", "falcon-3", `(Halvard Quist, press, russet apples)`, "fallback"),
    text("placeholder", "stablelm", "(Mei Lin, read, novel)", "fallback"),
    text("refusal", "zephyr", "I'm sorry, but I need a complete statement to make a triple.", "fallback"),
    text("loop", "q2-8b", "press, russet apples)\nTriple: (Rosalind Okafor, press, russet apples)\nTriple: (Rosalind Okafor, press, russet apples)\nTriple: (Rosalind Okafor, press, russet apples)", P),
    capped("deepseek-r1-distill", "<think>\nThe statement is Rosalind Okafor is pressing russet apples into cider. The verb in base form is press. The object: is it apples or cider? The apples are pressed,", "fallback"),
    text("cut-off", "openchat", "press,", "fallback"),
    text("ellipsis", "minicpm", "...)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: R, predicate: "press", object: "russet apples" }, P),
    object("good", "cider", { subject: R, predicate: "press", object: "cider" }, P2),
    object("good", "grease", { subject: "Halvard Quist", predicate: "grease", object: "winding wheel" }, G, { inputs: grease }),
    object("renamed-field", "verb", { subject: R, verb: "press", object: "russet apples" }, P),
    object("extra-field", "tense beside", { subject: R, predicate: "press", object: "russet apples", tense: "present continuous" }, P),
    object("format", "parenthesised", { subject: `(${R}`, predicate: "press", object: "russet apples)" }, P),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { subject: R, predicate: "press", object: "apples" } }), P3),
    rawAnswer("format", "array", JSON.stringify([R, "press", "russet apples"]), P),
    rawAnswer("format", "yaml", `subject: ${R}\npredicate: press\nobject: russet apples`, P),
    rawAnswer("cut-off", "cut", '{"subject": "Rosalind Okafor", "predic', "fallback", { finishReason: "length" }),
    object("missing-field", "no object", { subject: R, predicate: "press" }, "fallback"),
    object("refusal", "someone else", { subject: "Halvard Quist", predicate: "press", object: "russet apples" }, "fallback"),
  ],
});
