import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const S1 = "Ilse Varga knows Noriko Halvorsen well through the daily post on her trains and buys her honey every autumn, though she suspects Noriko of reading other people's postcards.";
const S2 = "Ilse and Noriko work together every morning and trade in honey, a friendly but wary acquaintance: Ilse doesn't quite trust Noriko with the postcards.";
const S3 = "Ilse Varga sees Noriko Halvorsen as a reliable colleague and a good beekeeper, but a nosy one.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", S1, S1),
    text("good", "o3-mini", S3, S3),
    text("good", "mistral-7b", ` ${S2}`, S2),
    text("good", "mistral-nemo", S1, S1),
    text("good", "llama-3.2-3b", S3, S3),
    text("good", "qwen2.5-14b", S2, S2),
    text("good", "granite", S1, S1),
    text("good", "qwen3", `<think>\nDaily post, honey, suspicion about postcards.\n</think>\n\n${S3}`, S3),
    text("good", "gemini", S2, S2),
    text("format", "gemini", `### Relationship\n\n**${S1}**`, S1),
    text("format", "granite", `Answer: ${S3}`, S3),
    text("format", "llama-3.2-3b", `"${S3}".`, S3),
    text("format", "o3-mini", `{'summary': "${S3}"}`, S3),
    text("format", "mistral-nemo", "Ilse conosce bene Noriko grazie alla posta quotidiana e compra il suo miele ogni autunno, ma sospetta che legga le cartoline altrui.", "Ilse conosce bene Noriko grazie alla posta quotidiana e compra il suo miele ogni autunno, ma sospetta che legga le cartoline altrui."),
    text("format", "qwen2.5-14b", `How does Ilse Varga see Noriko Halvorsen? ${S1}`, S1),
    text("format", "gpt-4.1", `${S3}\n\nLet me know if you'd like it from Noriko's side too.`, S3),
    text("label", "gemini", `${S1}\n\n*(This summary reflects only the three memories given.)*`, S1),
    text("placeholder", "tinyllama", "<name> sees <other> as ...", "fallback"),
    text("refusal", "granite", "Would you like me to include how Noriko sees Ilse as well?", "fallback"),
    text("loop", "smollm", "Ilse knows Noriko. Ilse knows Noriko. Ilse knows Noriko. Ilse knows Noriko. Ilse knows Noriko. Ilse knows Noriko.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("mistral-7b", "Ilse Varga knows Noriko Halvorsen well through the daily post on her trains and buys her honey every", "fallback"),
    text("good", "gpt-4.1", S2, S2),
    text("good", "llama-3.2-1b", S3, S3),
    text("good", "o3-mini", S1, S1),
  ],
  structured: [
    object("good", "valid", { summary: S1 }, S1),
    object("good", "another", { summary: S2 }, S2),
    object("renamed-field", "relationship", { relationship: S3 }, S3),
    object("extra-field", "closeness beside", { summary: S1, closeness: 6 }, S1),
    object("nested-json", "tool-call wrapper", { name: "relationship_summary", arguments: { summary: S3 } }, S3),
    rawAnswer("format", "JSON with a comment", `{\n  // from Ilse's side\n  "summary": ${JSON.stringify(S2)}\n}`, S2),
    rawAnswer("cut-off", "cut", '{"summary": "Ilse Varga knows Noriko', "fallback", { finishReason: "length" }),
  ],
});
