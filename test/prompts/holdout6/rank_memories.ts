import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
const R: MemoryRanking = [1, 3];
const lines = (r: Array<[number, number]>, f = (n: number, s: number) => `Doc: ${n}, Relevance: ${s}`) => r.map(([n, s]) => f(n, s)).join("\n");
const none = { ...inputs, query: "What is the capital of Peru?" };

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines([[2, 10], [4, 6]]), R),
    text("good", "gemma-2-9b", `${lines([[2, 9], [4, 5]])}\n`, R),
    text("good", "phi-3-mini", `${lines([[2, 10], [4, 7]])}\n\nNote 2 answers the question directly.`, R),
    text("good", "llama-3.1-70b", lines([[2, 10]]), [1]),
    text("good", "claude", `Here are the helpful notes:\n\n${lines([[2, 10], [4, 6]])}`, R),
    text("good", "command-r", lines([[2, 10], [4, 6]]), R),
    text("good", "0.5b", lines([[2, 10]]), [1]),
    text("good", "deepseek-r1-distill", `<think>\nNote 2 is the answer. Note 4 gives context. Notes 1 and 3 don't help.\n</think>\n\n${lines([[2, 10], [4, 5]])}`, R),
    text("good", "qwen2.5-7b", lines([[2, 10], [4, 6]]), R),
    text("format", "claude", lines([[2, 10], [4, 6]], (n, s) => `- **Doc:** ${n}, **Relevance:** ${s}`), R),
    text("format", "gemma-2-9b", lines([[2, 10], [4, 6]], (n, s) => `Doc ${n} - Relevance ${s}/10`), R),
    text("format", "command-r", lines([[2, 10], [4, 6]]).replace(/\n/g, "\r\n"), R),
    text("format", "llama-3.1-70b", lines([[2, 10], [4, 6]], (n, s) => `Note ${n}: relevance ${s}`), R),
    text("format", "phi-3-mini", "| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 4 | 6 |", R),
    text("format", "gpt-4o-mini", lines([[4, 6], [2, 10]]), R),
    text("format", "qwen2.5-7b", "文档: 2, 相关性: 10\n文档: 4, 相关性: 6", R),
    text("format", "gemma-2-9b", `${lines([[2, 10]])}\n\nWait, actually, note 4 helps too:\n${lines([[2, 10], [4, 6]])}`, R),
    text("number-words", "claude", "Doc: two, Relevance: ten\nDoc: four, Relevance: six", R),
    text("label", "command-r", lines([[2, 10], [4, 6]], (n, s) => `Doc: ${n}, Relevance: ${s} (${n === 2 ? "the late ferry time" : "the usual last ferry"})`), R),
    text("empty-list", "gpt-4o-mini", "None of the notes help with this request.", [], { inputs: none }),
    text("empty-list", "claude", "No notes are relevant.", [], { inputs: none }),
    text("format", "llama-3.1-70b", "Doc: 2, Relevance: 10\nDoc: 7, Relevance: 4", "fallback"),
    text("placeholder", "0.5b", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't access the assistant's memory.", "fallback"),
    text("loop", "0.5b", "Doc: 2, Relevance: 10\nDoc: 2, Relevance: 10\nDoc: 2, Relevance: 10\nDoc: 2, Relevance: 10", [1]),
    capped("gemma-2-9b", "Doc: 2, Relevance: 10\nDoc: 4, Rel", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe request: when does the late ferry run after the meteor viewing? Note 1: hot chocolate, no. Note 2: the late crossing at 11:30 pm on Tuesday, yes. Note 3: the market, no. Note 4: normally stops at 6pm, somewhat", "fallback"),
    text("good", "llama-3-8b", lines([[2, 10], [4, 6]]), R),
    text("good", "phi-3-mini", lines([[2, 10]]), [1]),
    text("good", "claude", lines([[2, 10], [4, 5]]), R),
    text("cut-off", "deepseek-r1-distill", "<think>\nNote 2 answers directly. Note 4 gives the usual stop. Note 1 and 3", "fallback"),
    text("format", "command-r", `${lines([[2, 10], [4, 6]])}\n\nLet me know if you need the full notes!`, R),
    text("format", "gemma-2-9b", "Doc: 2, Relevance: 10\nDoc: 2, Relevance: 8\nDoc: 4, Relevance: 6", R),
    text("sub-bullets", "llama-3.1-70b", "Doc: 2, Relevance: 10\n  - gives the exact time\nDoc: 4, Relevance: 6\n  - the normal last crossing", R),
    text("good", "gemma-2-9b", lines([[2, 10], [4, 6]]), R),
    text("good", "command-r", lines([[2, 10]]), [1]),
    text("good", "0.5b", lines([[2, 10], [4, 6]]), R),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 6 }] }, R),
    object("good", "one note", { ranking: [{ note: 2, relevance: 10 }] }, [1]),
    object("empty-list", "none", { ranking: [] }, [], { inputs: none }),
    object("format", "out of order", { ranking: [{ note: 4, relevance: 6 }, { note: 2, relevance: 10 }] }, R),
    object("string-value", "strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "6" }] }, R),
    object("renamed-field", "doc", { ranking: [{ doc: 2, relevance: 10 }, { doc: 4, relevance: 6 }] }, R),
    object("extra-field", "reason beside", { ranking: [{ note: 2, relevance: 10, reason: "the late ferry" }, { note: 4, relevance: 6, reason: "context" }] }, R),
    object("malformed", "unknown note", { ranking: [{ note: 9, relevance: 10 }] }, "fallback"),
    rawAnswer("format", "text lines", lines([[2, 10], [4, 6]]), R),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 6 }] })}\nLet me know if you need any changes.`, R),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 6 }] }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", R),
  ],
});
