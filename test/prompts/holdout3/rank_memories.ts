import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  query: "What time do the mules leave the dairy on Saturday?",
  memories: [
    "Lena's choir sings on the inn's balcony.",
    "Matthias will load the cheese onto the mules at seven on Saturday.",
    "The cable car is shut for inspection on Saturday morning.",
    "Anouk's cellar thermometer reads 19 degrees.",
  ],
};
/** A request none of the notes helps with. */
const wrestling = { ...inputs, query: "Who won the wrestling at last year's festival?" };

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Doc: 2, Relevance: 9\nDoc: 3, Relevance: 6", [1, 2]),
    text("good", "qwen2.5-7b", "Doc: 2, Relevance: 10", [1]),
    text("good", "llama-3-8b", "Doc: 2, Relevance: 10\nDoc: 3, Relevance: 2", [1, 2]),
    text("good", "gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 3, Relevance: 5", [1, 2]),
    text("good", "gpt-3.5", "Here are the helpful notes:\n\nDoc: 2, Relevance: 10\nDoc: 3, Relevance: 4\n\nNote 2 answers the question directly.", [1, 2]),
    text("good", "llama-3-8b", "**Doc: 2, Relevance: 10**", [1]),
    text("good", "qwen2.5-7b", "Doc: 2, Relevance: 9", [1]),
    text("good", "reasoning", "<think>\nLet me think. Note 2 gives the time. Note 3 explains why the mules go, but not when.\n</think>\nDoc: 2, Relevance: 10\nDoc: 3, Relevance: 3", [1, 2]),
    text("good", "gpt-3.5", "Doc: 3, Relevance: 4\nDoc: 2, Relevance: 10", [1, 2]),
    text("empty-list", "gpt-4o-mini", "None of the notes help with this request.", [], { inputs: wrestling }),
    text("empty-list", "llama-3-8b", "None.", [], { inputs: wrestling }),
    text("format", "llama-3-8b", "| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 3 | 5 |", [1, 2]),
    text("number-in-text", "1b", "Doc: 2, Relevance: 10 (at 7:00 on Saturday)", [1]),
    text("general-value", "llama-3-8b", "In general any note about Saturday could help a little, but for this request:\nDoc: 2, Relevance: 10", [1]),
    text("refusal", "refusal", "I'm sorry, but I don't have access to the assistant's memory.", "fallback"),
    capped("gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 3, Rel", "fallback"),
  ],
  structured: [
    object("good", "one note", { ranking: [{ note: 2, relevance: 9 }] }, [1]),
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 3, relevance: 5 }] }, [1, 2]),
    object("string-value", "numbers as strings", { ranking: [{ note: "2", relevance: "10" }] }, [1]),
    object("empty-list", "none help", { ranking: [] }, [], { inputs: wrestling }),
    object("renamed-field", "doc for note", { ranking: [{ doc: 2, relevance: 10 }] }, [1]),
    object("malformed", "a note that does not exist", { ranking: [{ note: 7, relevance: 10 }] }, "fallback"),
  ],
});
