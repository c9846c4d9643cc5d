import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_triple;
const M = "Marta Kowalczyk";
const T: EventTriple = [M, "practise", "cornet solo"];
const why = "Subject Marta, verb practise in base form, object cornet solo.";
const full = `(${M}, practise, cornet solo)`;

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", " practise, cornet solo)", T),
    text("good", "claude-haiku-4.5", full, T),
    text("good", "gemini-2.5-flash", `Triple: ${full}\n`, T),
    text("good", "qwen3-nothink", "practise, cornet solo)", T),
    text("good", "kimi-k2", full, T),
    text("good", "llama-3.3-70b", "practise, a cornet solo)", [M, "practise", "a cornet solo"]),
    text("good", "command-r", "play, cornet)", [M, "play", "cornet"]),
    text("good", "gemma-3n", "practice, cornet solo)", [M, "practice", "cornet solo"]),
    text("good", "smollm3", " practise, cornet solo)", T),
    text("good", "magistral", magThink(why, full), T),
    text("good", "deepseek-r1-distill", think(why, `Triple: ${full}`), T),
    text("good", "gpt-oss-20b", harmony(why, full), T),
    text("format", "ollama-q4", eot(" practise, cornet solo)"), T),
    text("format", "qwen3-nothink", ollamaThinking(why, full), T),
    text("format", "gpt-oss-20b", tag("final", full), T),
    text("format", "claude-haiku-4.5", preamble("Here's the triple:", full), T),
    text("format", "gemini-2.5-flash", " practise, cornet solo", T),
    text("format", "llama-3.3-70b", `("${M}", "practise", "cornet solo")`, T),
    text("format", "gemma-3n", `('${M}', 'practise', 'cornet solo')`, T),
    text("format", "kimi-k2", `{"subject": "${M}", "predicate": "practise", "object": "cornet solo"}`, T),
    text("format", "smollm3", `**Triple:** ${full}`, T),
    text("format", "gpt-5-mini", `[${M}, practise, cornet solo]`, T),
    text("label", "gemini-2.5-flash", `${full}\n\nThe subject is Marta, the action is practising, and the object is the solo.`, T),
    text("missing-field", "command-r", "(practise, cornet solo)", T),
    text("format", "gemini-2.5-flash", " practicar, solo de corneta)", [M, "practicar", "solo de corneta"]),
    text("format", "kimi-k2", " üben, Kornettsolo)", [M, "üben", "Kornettsolo"]),
    text("format", "qwen3-nothink", " 练习, 短号独奏)", [M, "练习", "短号独奏"]),
    text("format", "command-r", `${full}\n\nWait, actually the object is better as "cornet solo for the concert": (${M}, practise, cornet solo for the concert)`, [M, "practise", "cornet solo for the concert"]),
    text("format", "llama-3.3-70b", `${full} or (${M}, play, cornet)`, "fallback"),
    text("placeholder", "smollm3", "(subject, predicate, object)", "fallback"),
    text("format", "gemma-3n", "(Mei Lin, read, novel)", "fallback"),
    text("refusal", "safety-tuned", "I'm not sure what you'd like me to do with this statement.", "fallback"),
    text("template-cut", "claude-haiku-4.5", 'It looks like your message was cut off after "(Marta Kowalczyk,". Could you send the rest?', "fallback"),
    text("template-cut", "gemma-3n", "It seems the input got cut off. What would you like me to do with the statement?", "fallback"),
    text("loop", "ollama-q4", " practise, the the the the the the the the the the the the the the the the the the", "fallback"),
    capped("gemini-2.5-flash", " practise, cor", "fallback"),
    text("ellipsis", "gemma-3n", " ..., ...)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: M, predicate: "practise", object: "cornet solo" }, T),
    object("good", "play cornet", { subject: M, predicate: "play", object: "cornet" }, [M, "play", "cornet"]),
    object("missing-field", "no subject", { predicate: "practise", object: "cornet solo" }, T),
    object("renamed-field", "verb", { subject: M, verb: "practise", object: "cornet solo" }, T),
    object("extra-field", "place beside", { subject: M, predicate: "practise", object: "cornet solo", location: "kitchen" }, T),
    object("nested-json", "triple array", { triple: [M, "practise", "cornet solo"] }, T),
    rawAnswer("format", "fenced", fence("json", `{"subject": "${M}", "predicate": "practise", "object": "cornet solo"}`), T),
    rawAnswer("format", "triple as raw text", full, T),
    rawAnswer("cut-off", "cut", `{"subject": "${M}", "predicate": "pra`, "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { subject: "<subject>", predicate: "<predicate>", object: "<object>" }, "fallback"),
    object("ellipsis", "empty", { subject: M, predicate: "", object: "" }, "fallback"),
  ],
});
