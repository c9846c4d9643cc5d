import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, fullWidth, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const S: EventPoignancies = [1, 7, 3, 2];
const lines = (s: EventPoignancies, fmt = (v: number | null, i: number) => `${i + 1}: ${v}`) => s.map(fmt).join("\n");

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(S), S),
    text("good", "llama-4-scout", lines(S) + "\n", S),
    text("good", "granite-3", lines([1, 8, 3, 1]), [1, 8, 3, 1]),
    text("good", "nemotron", lines(S), S),
    text("good", "hermes-3", lines(S), S),
    text("good", "aya-expanse", lines([2, 7, 4, 2]), [2, 7, 4, 2]),
    text("good", "phi-4", lines(S) + "\n\nThe cracked cog is the only one that threatens his living.", S),
    text("good", "deepseek-v3", lines(S), S),
    text("good", "olmo-2", lines(S), S),
    text("good", "gemma-3", lines(S), S),
    text("good", "qwen3-think", qthink("Kettle 1, cracked cog 7, split sack 3, forecast 2.", lines(S)), S),
    text("format", "gemma-3", lines(S, (v, i) => `**${i + 1}:** ${v}`), S),
    text("format", "olmo-2", lines(S, (v, i) => `• ${i + 1}: ${v}`), S),
    text("format", "mistral-small-3", lines(S, (v, i) => `${i + 1}: ${v}/10`), S),
    text("format", "llama-4-scout", "| Event | Score |\n|---|---|\n" + lines(S, (v, i) => `| ${i + 1} | ${v} |`), S),
    text("format", "granite-3", html(lines(S).replace(/\n/g, "<br>")), S),
    text("format", "nemotron", heading(lines(S), "Scores"), S),
    text("format", "hermes-3", fence("csv", "event,score\n" + lines(S, (v, i) => `${i + 1},${v}`)), S),
    text("format", "phi-4", "{" + S.map((v, i) => `'${i + 1}': ${v}`).join(", ") + "}", S),
    text("format", "deepseek-v3", lines(S, (v, i) => `${i + 1}: ${fullWidth(String(v))}`), S),
    text("format", "aya-expanse", lines(S, (v, i) => `${i + 1}. ${inputs.descriptions[i]}: ${v}`), S),
    text("batch-ids", "gemma-3", lines(S, (v, i) => `${i}: ${v}`), S),
    text("batch-ids", "olmo-2", [3, 0, 2, 1].map((i) => `${i + 1}: ${S[i]}`).join("\n"), S),
    text("batch-ids", "llama-4-scout", "1: 1\n2: 7\n4: 2", [1, 7, null, 2]),
    text("number-in-text", "granite-3", lines(S, (v, i) => `${i + 1}: ${v}${i === 1 ? " (a cracked cog on 1 of 2 wheels)" : ""}`), S),
    text("placeholder", "hermes-3", "1: <score>\n2: <score>\n3: <score>\n4: <score>", "fallback"),
    text("refusal", "safety-tuned", "I can't assign importance to events in a person's life.", "fallback"),
    capped("nemotron", "1: 1\n2: 7\n3:", [1, 7, null, null]),
    text("ellipsis", "q3-3b", "1: ...\n2: ...\n3: ...\n4: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { scores: S.map((score, i) => ({ event: i + 1, score })) }, S),
    object("batch-ids", "out of order", { scores: [2, 0, 3, 1].map((i) => ({ event: i + 1, score: S[i] })) }, S),
    object("batch-ids", "one missing", { scores: [0, 1, 3].map((i) => ({ event: i + 1, score: S[i] })) }, [1, 7, null, 2]),
    object("string-value", "scores as strings", { scores: S.map((score, i) => ({ event: i + 1, score: String(score) })) }, S),
    object("renamed-field", "poignancy", { scores: S.map((score, i) => ({ event: i + 1, poignancy: score })) }, S),
    rawAnswer("format", "bare array", JSON.stringify(S.map((score, i) => ({ event: i + 1, score }))), S),
    rawAnswer("cut-off", "cut after two", JSON.stringify({ scores: S.map((score, i) => ({ event: i + 1, score })) }).slice(0, 66), [1, 7, null, null], { finishReason: "length" }),
    object("malformed", "score 12", { scores: S.map((score, i) => ({ event: i + 1, score: i === 2 ? 12 : score })) }, [1, 7, null, 2]),
  ],
});
