import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
const R: MemoryRanking = [1, 3];
const R1: MemoryRanking = [1];
const R3: MemoryRanking = [1, 3, 2];
const docs = (pairs: Array<[number, number]>) => pairs.map(([n, s]) => `Doc: ${n}, Relevance: ${s}`).join("\n");

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", docs([[2, 10], [4, 6]]), R),
    text("good", "gemma-3", `${docs([[2, 10], [4, 5]])}\n`, R),
    text("good", "phi-4", docs([[2, 10]]), R1),
    text("good", "deepseek-v3", docs([[2, 10], [4, 6]]), R),
    text("good", "mixtral", docs([[2, 9], [4, 5], [3, 2]]), R3),
    text("good", "olmo-2", docs([[2, 10], [4, 6]]), R),
    text("good", "yi-34b", docs([[2, 10], [4, 7]]), R),
    text("good", "hermes", docs([[2, 10], [4, 6]]), R),
    text("good", "aya", docs([[2, 10]]), R1),
    text("good", "gpt-4o-mini", docs([[2, 10], [4, 6]]), R),
    text("format", "qwq", `Okay, so the request is about when the causeway floods this week. Note 2 answers it directly. Note 4 gives background. Notes 1 and 3 don't help.\n\n${docs([[2, 10], [4, 6]])}`, R),
    text("format", "deepseek-v3", docs([[2, 10], [4, 6]]).split("\n").map((l) => `- **${l}**`).join("\n"), R),
    text("format", "mixtral", `${docs([[2, 10], [4, 6]])}</s>`, R),
    text("format", "llama-3.3-70b", `${docs([[2, 10], [4, 6]])}<|eot_id|>`, R),
    text("format", "hermes", docs([[2, 10], [4, 6]]).replace(/\n/g, "\\n"), R),
    text("format", "gemma-3", "doc,relevance\n2,10\n4,6", R),
    text("format", "olmo-2", `${docs([[2, 10], [4, 6]])}\n\nUser: And for the regatta?\nAssistant: Doc: 3, Relevance: 10`, R),
    text("format", "phi-4", "Doc: 2, Relevance: 10/10\nDoc: 4, Relevance: 6/10", R),
    text("format", "aya", "Doc: 4, Relevance: 6\nDoc: 2, Relevance: 10", "fallback"),
    text("format", "yi-34b", "Doc: 2, Relevance: ten\nDoc: 4, Relevance: six", R),
    text("batch-ids", "deepseek-v3", "Doc: 1, Relevance: 10\nDoc: 3, Relevance: 6", "fallback"),
    text("format", "mixtral", "Doc: 2, Relevance: 10\nDoc: 7, Relevance: 4", R1),
    text("empty-list", "gemma-3", "None of the notes help with this request.", []),
    text("placeholder", "olmo-2", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't access the tide tables.", "fallback"),
    capped("llama-3.3-70b", "Doc: 2, Relevance: 10\nDoc: 4, Rel", "fallback"),
    capped("qwq", "Okay, so which notes help with when the causeway is flooded? Note 2 directly. Note 4 is about when it's normally open, which", "fallback"),
    text("good", "qwq", `Okay, note 2 answers it, note 4 is background.\n\n${docs([[2, 10], [4, 6]])}`, R),
    text("good", "phi-4", docs([[2, 10], [4, 6]]), R),
    text("good", "gemma-3", docs([[2, 10], [4, 6]]), R),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 6 }] }, R),
    object("good", "one", { ranking: [{ note: 2, relevance: 10 }] }, R1),
    object("format", "out of order", { ranking: [{ note: 4, relevance: 6 }, { note: 2, relevance: 10 }] }, R),
    object("string-value", "strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "6" }] }, R),
    object("renamed-field", "doc", { ranking: [{ doc: 2, relevance: 10 }, { doc: 4, relevance: 6 }] }, R),
    object("extra-field", "reason beside", { ranking: [{ note: 2, relevance: 10, why: "answers it" }, { note: 4, relevance: 6, why: "background" }] }, R),
    object("empty-list", "none", { ranking: [] }, []),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 6 }] }).repeat(2), R),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relevance": 10}, {"no', "fallback", { finishReason: "length" }),
  ],
});
