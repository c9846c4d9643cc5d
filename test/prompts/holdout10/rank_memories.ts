import { rankMemoriesPrompt } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
const R = [1, 3];
const lines = (rows: Array<[number, number]>, fmt = ([d, r]: [number, number]) => `Doc: ${d}, Relevance: ${r}`) => rows.map(fmt).join("\n");
const ROWS: Array<[number, number]> = [[2, 10], [4, 4]];

export default corpusOf<number[]>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(ROWS), R),
    text("good", "llama-4-scout", lines(ROWS) + "\n", R),
    text("good", "granite-3", lines([[2, 10]]), [1]),
    text("good", "nemotron", lines(ROWS), R),
    text("good", "hermes-3", lines(ROWS), R),
    text("good", "aya-expanse", lines([[2, 9]]), [1]),
    text("good", "phi-4", lines(ROWS) + "\n\nNote 2 answers the question directly; note 4 gives the usual hours.", R),
    text("good", "deepseek-v3", lines(ROWS), R),
    text("good", "olmo-2", lines(ROWS), R),
    text("good", "gemma-3", lines(ROWS), R),
    text("good", "qwen3-think", qthink("Note 2 says Tuesday afternoon. Note 4 helps a little.", lines(ROWS)), R),
    text("format", "gemma-3", lines(ROWS, ([d, r]) => `**Doc:** ${d}, **Relevance:** ${r}`), R),
    text("format", "olmo-2", lines(ROWS, ([d, r]) => `• Doc: ${d}, Relevance: ${r}`), R),
    text("format", "mistral-small-3", lines(ROWS, ([d, r]) => `Doc ${d} - Relevance ${r}/10`), R),
    text("format", "llama-4-scout", "| Doc | Relevance |\n|---|---|\n" + lines(ROWS, ([d, r]) => `| ${d} | ${r} |`), R),
    text("format", "granite-3", html(lines(ROWS).replace(/\n/g, "<br>")), R),
    text("format", "nemotron", heading(lines(ROWS), "Ranking"), R),
    text("format", "hermes-3", fence("csv", "doc,relevance\n" + lines(ROWS, ([d, r]) => `${d},${r}`)), R),
    text("format", "phi-4", JSON.stringify(ROWS.map(([note, relevance]) => ({ note, relevance }))), R),
    text("format", "deepseek-v3", "[{'note': 2, 'relevance': 10}, {'note': 4, 'relevance': 4}]", R),
    text("format", "aya-expanse", lines(ROWS, ([d, r]) => `Note ${d}: ${r}`), R),
    text("label", "gemma-3", lines(ROWS, ([d, r]) => `Doc: ${d}, Relevance: ${r} (${d === 2 ? "says when it stopped" : "usual hours"})`), R),
    text("empty-list", "olmo-2", "None of the notes help with this request.", []),
    text("format", "llama-4-scout", lines([[4, 9], [2, 3]]), [3, 1]),
    text("format", "nemotron", lines([[2, 3], [4, 9]]), "fallback"),
    text("format", "granite-3", lines([[2, 10], [7, 5]]), "fallback"),
    text("placeholder", "hermes-3", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "safety-tuned", "I can't access an assistant's memory.", "fallback"),
    capped("nemotron", "Doc: 2, Relevance: 10\nDoc: 4, Rel", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: ROWS.map(([note, relevance]) => ({ note, relevance })) }, R),
    object("empty-list", "none", { ranking: [] }, []),
    object("string-value", "numbers as strings", { ranking: ROWS.map(([note, relevance]) => ({ note: String(note), relevance: String(relevance) })) }, R),
    object("renamed-field", "doc", { ranking: ROWS.map(([doc, relevance]) => ({ doc, relevance })) }, R),
    object("extra-field", "reason beside", { ranking: ROWS.map(([note, relevance]) => ({ note, relevance, reason: "mentions the ferry" })) }, R),
    rawAnswer("format", "bare array", JSON.stringify(ROWS.map(([note, relevance]) => ({ note, relevance }))), R),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
    object("malformed", "note 9 of 4", { ranking: [{ note: 9, relevance: 8 }] }, "fallback"),
  ],
});
