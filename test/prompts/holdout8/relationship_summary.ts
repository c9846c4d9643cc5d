import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const S1 = "Beatriz Lindqvist knows Priya Nakamura-Hale well through the regatta teas and the lending library, and is fond of her, though she finds Priya too chatty on the radio net.";
const S2 = "Beatriz relies on Priya for the regatta teas and her sailing memoirs, and likes her well enough, even if Priya's chatter on the radio net tries her patience.";
const S3 = "They are friendly island neighbours: Priya bakes the regatta teas and lends Beatriz books, and Beatriz puts up with her talking on the radio.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", S1, S1),
    text("good", "gemma-3", `${S2}\n`, S2),
    text("good", "phi-4", S3, S3),
    text("good", "deepseek-v3", S1, S1),
    text("good", "mixtral", ` ${S2}`, S2),
    text("good", "olmo-2", S3, S3),
    text("good", "yi-34b", S1, S1),
    text("good", "hermes", S2, S2),
    text("good", "aya", S3, S3),
    text("good", "gpt-4o-mini", S1, S1),
    text("format", "qwq", `Okay, so three memories. Priya has baked the regatta teas for five years, so they've worked together a long time. Beatriz borrows books from her library. Beatriz thinks Priya talks too much on the radio. So they know each other well, mostly warm, with a small irritation.\n\n${S1}`, S1),
    text("format", "deepseek-v3", `**Summary:** ${S2}`, S2),
    text("format", "mixtral", `${S3}</s>`, S3),
    text("format", "llama-3.3-70b", `${S1}<|eot_id|>`, S1),
    text("format", "olmo-2", `Assistant: ${S3}`, S3),
    text("format", "phi-4", S2.replace("Priya's", "Priya&#39;s"), S2),
    text("format", "hermes", `"${S1}"`, S1),
    text("format", "yi-34b", `${S3}\n\nUser: And how does Priya see Beatriz?\nAssistant: Priya admires Beatriz.`, S3),
    text("format", "aya", "베아트리스는 프리야를 잘 알고 좋아하지만, 무전으로 말을 너무 많이 한다고 생각한다.", "베아트리스는 프리야를 잘 알고 좋아하지만, 무전으로 말을 너무 많이 한다고 생각한다."),
    text("format", "gemma-3", `Option A: ${S1}\nOption B: ${S3}`, "fallback"),
    text("refusal", "aya", "I'm sorry, but I can't describe real people's relationships.", "fallback"),
    capped("llama-3.3-70b", "Beatriz Lindqvist knows Priya Nakamura-Hale well through the regatta teas and", "fallback"),
    capped("qwq", "Okay, so what do the memories say? Five years of regatta teas. The library. And the radio net", "fallback"),
    text("ellipsis", "olmo-2", "...", "fallback"),
    text("good", "qwq", `Okay, long acquaintance, warm with a small irritation.\n\n${S2}`, S2),
    text("good", "phi-4", S1, S1),
    text("good", "gemma-3", S3, S3),
  ],
  structured: [
    object("good", "valid", { summary: S1 }, S1),
    object("good", "short", { summary: S3 }, S3),
    object("renamed-field", "relationship", { relationship: S2 }, S2),
    object("extra-field", "closeness beside", { summary: S1, closeness: 7 }, S1),
    object("ellipsis", "empty", { summary: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ summary: S2 }).repeat(2), S2),
    rawAnswer("cut-off", "cut", '{"summary": "Beatriz Lindqvist knows', "fallback", { finishReason: "length" }),
  ],
});
