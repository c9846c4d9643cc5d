import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
const none = { ...inputs, query: "What colour is the chapel door?" };
const TWO: MemoryRanking = [1, 3];
const ONE: MemoryRanking = [1];
const lines = (rows: Array<[number, number]>, fmt = (d: number, r: number) => `Doc: ${d}, Relevance: ${r}`) => rows.map(([d, r]) => fmt(d, r)).join("\n");
const body = lines([[2, 10], [4, 4]]);
const why = "Note 2 says exactly when Scar Lane was closed. Note 4 is background about blasts. 1 and 3 do not help.";

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, TWO),
    text("good", "claude-haiku-4.5", body, TWO),
    text("good", "gemini-2.5-flash", body + "\n", TWO),
    text("good", "qwen3-nothink", lines([[2, 10]]), ONE),
    text("good", "kimi-k2", body, TWO),
    text("good", "llama-3.3-70b", lines([[2, 9]]), ONE),
    text("good", "command-r", body, TWO),
    text("good", "gemma-3n", body, TWO),
    text("good", "smollm3", lines([[2, 10], [4, 3]]), TWO),
    text("good", "magistral", magThink(why, body), TWO),
    text("good", "deepseek-r1-distill", think(why, body), TWO),
    text("good", "gpt-oss-20b", harmony(why, body), TWO),
    text("format", "ollama-q4", eot(body), TWO),
    text("format", "qwen3-nothink", ollamaThinking(why, body), TWO),
    text("format", "gpt-oss-20b", tag("final", body), TWO),
    text("format", "claude-haiku-4.5", preamble("The helpful notes:", body), TWO),
    text("format", "gemini-2.5-flash", `${body}\n\nNote 2 answers the question directly.`, TWO),
    text("format", "llama-3.3-70b", lines([[2, 10], [4, 4]], (d, r) => `Doc ${d}, Relevance ${r}`), TWO),
    text("format", "gpt-5-mini", lines([[2, 10], [4, 4]], (d, r) => `Doc: ${d} | Relevance: ${r}`), TWO),
    text("format", "gemma-3n", lines([[2, 10], [4, 4]], (d, r) => `- Doc: ${d}, Relevance: ${r}/10`), TWO),
    text("format", "smollm3", lines([[2, 10], [4, 4]], (d, r) => `**Doc: ${d}**, Relevance: ${r}`), TWO),
    text("format", "kimi-k2", "| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 4 | 4 |", TWO),
    text("format", "command-r", '[{"doc": 2, "relevance": 10}, {"doc": 4, "relevance": 4}]', TWO),
    text("label", "gemini-2.5-flash", lines([[2, 10], [4, 4]], (d, r) => `Doc: ${d}, Relevance: ${r} (${d === 2 ? "gives the day and hours" : "background"})`), TWO),
    text("format", "gemini-2.5-flash", lines([[2, 10], [4, 4]], (d, r) => `Nota: ${d}, Relevancia: ${r}`), TWO),
    text("format", "kimi-k2", lines([[2, 10], [4, 4]], (d, r) => `Dokument: ${d}, Relevanz: ${r}`), TWO),
    text("number-words", "smollm3", "Doc: two, Relevance: ten\nDoc: four, Relevance: four", TWO),
    text("empty-list", "claude-haiku-4.5", "None of the notes help with this request.", [], { inputs: none }),
    text("format", "llama-3.3-70b", lines([[4, 4], [2, 10]]), "fallback"),
    text("placeholder", "smollm3", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "safety-tuned", "I can't access the assistant's memory notes.", "fallback"),
    text("loop", "ollama-q4", "Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc: Doc:", "fallback"),
    capped("gemini-2.5-flash", "Doc: 2, Relevance: 10\nDoc: 4, Rele", "fallback"),
    text("ellipsis", "gemma-3n", "Doc: ..., Relevance: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 4 }] }, TWO),
    object("good", "one", { ranking: [{ note: 2, relevance: 10 }] }, ONE),
    object("empty-list", "none help", { ranking: [] }, [], { inputs: none }),
    object("string-value", "strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "4" }] }, TWO),
    object("renamed-field", "doc", { ranking: [{ doc: 2, relevance: 10 }, { doc: 4, relevance: 4 }] }, TWO),
    object("extra-field", "reason beside", { ranking: [{ note: 2, relevance: 10, reason: "gives the day" }, { note: 4, relevance: 4, reason: "background" }] }, TWO),
    object("nested-json", "under result", { result: { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 4 }] } }, TWO),
    object("format", "order contradicts scores", { ranking: [{ note: 4, relevance: 4 }, { note: 2, relevance: 10 }] }, "fallback"),
    rawAnswer("format", "fenced", fence("json", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "relevance": 4}]}'), TWO),
    rawAnswer("format", "doc lines as raw text", body, TWO),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
  ],
});
