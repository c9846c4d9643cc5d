import { rankMemoriesPrompt } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
// The answer's note numbers are 1-based; the value holds the notes' 0-based positions, most helpful first.
const R = [1, 2, 3];
const R2 = [1, 3];
const R1 = [1];
const doc = (n: number, r: number) => `Doc: ${n}, Relevance: ${r}`;

export default corpusOf<number[]>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", `${doc(2, 10)}\n${doc(3, 5)}\n${doc(4, 4)}`, R),
    text("good", "o3-mini", doc(2, 10), R1),
    text("good", "mistral-7b", ` ${doc(2, 10)}\n${doc(4, 6)}`, R2),
    text("good", "mistral-nemo", `${doc(2, 10)}\n${doc(3, 6)}\n${doc(4, 5)}`, R),
    text("good", "llama-3.2-3b", `${doc(2, 9)}\n${doc(4, 5)}`, R2),
    text("good", "qwen2.5-14b", `${doc(2, 10)}\n${doc(3, 4)}\n${doc(4, 3)}`, R),
    text("good", "granite", doc(2, 10), R1),
    text("good", "qwen3", `<think>\nNote 2 answers it. Note 4 explains why only the lower line runs. Note 3 is context.\n</think>\n\n${doc(2, 10)}\n${doc(4, 6)}\n${doc(3, 5)}`, [1, 3, 2]),
    text("good", "gemini", `${doc(2, 10)}\n${doc(3, 5)}\n${doc(4, 4)}\n\nLet me know if you'd like reasons for each!`, R),
    text("format", "gemini", `**Doc: 2**, Relevance: **10**\n**Doc: 4**, Relevance: **6**`, R2),
    text("format", "mistral-nemo", `Doc 2 - Relevance 10\nDoc 4 - Relevance 6`, R2),
    text("format", "granite", `• ${doc(2, 10)}\n• ${doc(3, 5)}\n• ${doc(4, 4)}`, R),
    text("format", "llama-3.2-3b", `1. ${doc(2, 10)}\n2. ${doc(4, 6)}`, R2),
    text("format", "o3-mini", "[{'note': 2, 'relevance': 10}, {'note': 4, 'relevance': 6}]", R2),
    text("format", "qwen2.5-14b", "```json\n" + JSON.stringify({ ranking: [{ note: 2, relevance: 10 }, { note: 3, relevance: 5 }, { note: 4, relevance: 4 }] }, null, 2) + "\n```", R),
    text("format", "gpt-4.1", `Doc: 2, Relevance: 10/10\nDoc: 4, Relevance: 6/10`, R2),
    text("format", "mistral-7b", `Doc: Note 2, Relevance: 10\nDoc: Note 4, Relevance: 6`, R2),
    text("format", "gemini", `| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 3 | 5 |\n| 4 | 4 |`, R),
    text("format", "qwen2.5-14b", `${doc(2, 10)}\n${doc(7, 5)}`, "fallback"),
    text("batch-ids", "mistral-nemo", `Doc: 1, Relevance: 10\nDoc: 3, Relevance: 6`, "fallback"),
    text("empty-list", "gpt-4.1", "None of the notes help with this request.", []),
    text("number-words", "granite", "Doc: two, Relevance: ten", R1),
    text("placeholder", "tinyllama", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "granite", "Do you mean the train there or the train back? Let me know.", "fallback"),
    text("loop", "smollm", `${doc(2, 10)}\n${doc(2, 10)}\n${doc(2, 10)}\n${doc(2, 10)}\n${doc(2, 10)}\n${doc(2, 10)}`, "fallback"),
    capped("mistral-7b", `${doc(2, 10)}\n${doc(4, 6)}\nDoc: 3, Rel`, "fallback"),
    text("good", "gpt-4.1", `${doc(2, 10)}\n${doc(4, 6)}`, R2),
    text("good", "llama-3.2-1b", doc(2, 10), R1),
    text("good", "o3-mini", `${doc(2, 10)}\n${doc(4, 5)}`, R2),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 3, relevance: 5 }, { note: 4, relevance: 4 }] }, R),
    object("good", "one note", { ranking: [{ note: 2, relevance: 10 }] }, R1),
    object("empty-list", "none helps", { ranking: [] }, []),
    object("string-value", "numbers as strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "6" }] }, R2),
    object("renamed-field", "doc and score", { ranking: [{ doc: 2, score: 10 }, { doc: 4, score: 6 }] }, R2),
    object("extra-field", "text beside", { ranking: [{ note: 2, relevance: 10, text: inputs.memories[1] }] }, R1),
    object("missing-field", "no relevance", { ranking: [{ note: 2 }, { note: 4 }] }, R2),
    object("malformed", "unknown note", { ranking: [{ note: 2, relevance: 10 }, { note: 9, relevance: 3 }] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "rank_memories", arguments: { ranking: [{ note: 2, relevance: 10 }] } }, R1),
    rawAnswer("format", "Doc lines", `${doc(2, 10)}\n${doc(4, 6)}`, R2),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
  ],
});
