import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  query: "When does the new belt for the carding machine arrive?",
  memories: [
    "Ingrid's candles go to Market Cross at 4pm on Friday.",
    "Rafael said the drive belt from Dunmore is due on Thursday.",
    "The stone bridge stays closed until after the Fleece Fair.",
    "The Dunmore van comes over the ford road on Tuesdays and Thursdays.",
  ],
};
const offTopic = { ...inputs, query: "What hymn is the choir singing at the fair?" };
const R: MemoryRanking = [1, 3];
const doc = (pairs: Array<[number, number]>, f = (n: number, r: number) => `Doc: ${n}, Relevance: ${r}`) => pairs.map(([n, r]) => f(n, r)).join("\n");

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", doc([[2, 10], [4, 7]]), R),
    text("good", "gpt-3.5", doc([[2, 10], [4, 6]]), R),
    text("good", "llama-3-8b", doc([[2, 9], [4, 7]], (n, r) => `**Doc: ${n}, Relevance: ${r}**`), R),
    text("good", "qwen2.5-7b", doc([[2, 10]]), [1]),
    text("good", "mistral-7b", ` ${doc([[2, 10], [4, 7]])}`, R),
    text("good", "1b", doc([[2, 10], [4, 8]]), R),
    text("good", "reasoning", `<think>\nNote 2 answers it directly. Note 4: the van on Thursdays probably brings it.\n</think>\n${doc([[2, 10], [4, 7]])}`, R),
    text("good", "gpt-4o-mini", doc([[4, 8], [2, 10]]), [3, 1]),
    text("good", "gpt-3.5", doc([[2, 10]]), [1]),
    text("good", "llama-3-8b", doc([[2, 10], [4, 6]]), R),
    text("good", "qwen2.5-7b", doc([[2, 10], [4, 7]]), R),
    text("empty-list", "llama-3-8b", "No notes are relevant to this request.", [], { inputs: offTopic }),
    text("empty-list", "mistral-7b", "Doc: none", [], { inputs: offTopic }),
    text("format", "gpt-3.5", doc([[2, 10], [4, 7]], (n, r) => `Doc: ${n} | Relevance: ${r}`), R),
    text("format", "llama-3-8b", doc([[2, 10], [4, 7]], (n, r) => `Doc ${n}, Relevance ${r}/10`), R),
    text("format", "qwen2.5-7b", `| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 4 | 7 |`, R),
    text("format", "mistral-7b", doc([[2, 10], [4, 7]], (n, r) => `Note ${n}, Relevance: ${r}`), R),
    text("format", "gpt-4o-mini", `Final answer:\n${doc([[2, 10], [4, 7]])}`, R),
    text("format", "qwen2.5-7b", doc([[2, 10], [4, 7]], (n, r) => `- Doc: ${n}, Relevance: ${r}`), R),
    text("format", "gpt-3.5", `${doc([[2, 10], [4, 7]])}\n\nNote 2 gives the date directly; note 4 tells when the van from Dunmore comes.`, R),
    text("label", "llama-3-8b", doc([[2, 10], [4, 7]], (n, r) => `Doc: ${n}, Relevance: ${r} (${n === 2 ? "the due date" : "the van's days"})`), R),
    text("number-words", "gpt-3.5", "Doc: two, Relevance: ten\nDoc: four, Relevance: seven", R),
    text("empty-list", "gpt-4o-mini", "None of the notes help with this request.", [], { inputs: offTopic }),
    text("empty-list", "qwen2.5-7b", "(none)", [], { inputs: offTopic }),
    text("refusal", "refusal", "I'm sorry, but I can't access memory notes.", "fallback"),
    text("placeholder", "1b", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    capped("gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 4, Relev", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe request is about the belt. Note 2 gives Thursday. Note 4", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 7 }] }, R),
    object("empty-list", "none help", { ranking: [] }, [], { inputs: offTopic }),
    object("string-value", "numbers as strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "7" }] }, R),
    object("renamed-field", "doc and score", { ranking: [{ doc: 2, score: 10 }, { doc: 4, score: 7 }] }, R),
    object("extra-field", "the note text beside", { ranking: [{ note: 2, relevance: 10, text: inputs.memories[1] }, { note: 4, relevance: 7, text: inputs.memories[3] }] }, R),
    object("malformed", "a note that does not exist", { ranking: [{ note: 9, relevance: 10 }] }, "fallback"),
    rawAnswer("malformed", "the text lines", doc([[2, 10], [4, 7]]), R),
    rawAnswer("cut-off", "cut in the second", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
  ],
});
