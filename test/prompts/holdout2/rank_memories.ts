import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  query: "When does the ferry leave for the regatta?",
  memories: [
    "Ines's oven has been running cold.",
    "Tomasz said the ferry leaves at a quarter to eight on Saturday.",
    "Priya's rowing boat leaks.",
    "The regatta's first race starts at 10am.",
  ],
};

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 4, Relevance: 4", [1, 3]),
    text("good", "gpt-3.5", "Here are the helpful notes:\n\nDoc: 2, Relevance: 10\nDoc: 4, Relevance: 5\n\nNote 2 directly answers the question.", [1, 3]),
    text("good", "llama-3-8b", "**Doc: 2, Relevance: 10**", [1]),
    text("good", "qwen2.5-7b", "Doc: 2, Relevance: 9", [1]),
    text("good", "reasoning", "<think>\nNote 2 gives the time. Note 4 is related but not the ferry.\n</think>\nDoc: 2, Relevance: 10", [1]),
    text("good", "gpt-3.5", "Doc: 4, Relevance: 3\nDoc: 2, Relevance: 10", [1, 3]),
    text("empty-list", "gpt-4o-mini", "None of the notes help with this request.", []),
    text("format", "llama-3-8b", "| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 4 | 4 |", [1, 3]),
    text("number-in-text", "1b", "Doc: 2, Relevance: 10 (ferry at 7:45, 10am race)", [1]),
    text("refusal", "refusal", "I'm sorry, but I don't have access to the assistant's memory.", "fallback"),
    capped("gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 4, Rel", "fallback"),
    text("number-in-text", "gpt-3.5", "Doc: 2, Relevance: 10 — Tomasz said 7:45\nDoc: 4, Relevance: 3 — the first race is at 10am", [1, 3]),
    text("general-value", "llama-3-8b", "In general every note about the regatta helps a little, but for this request:\nDoc: 2, Relevance: 10", [1]),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 4 }] }, [1, 3]),
    object("string-value", "numbers as strings", { ranking: [{ note: "2", relevance: "10" }] }, [1]),
    object("empty-list", "none help", { ranking: [] }, []),
    object("renamed-field", "doc for note", { ranking: [{ doc: 2, relevance: 10 }] }, [1]),
  ],
});
