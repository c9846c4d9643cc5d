import { rankMemoriesPrompt } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  query: "When does the hay-fever delivery arrive?",
  memories: [
    "Bea said the hay-fever tablets will arrive on Saturday morning.",
    "Owen is building a bench for the first-aid tent.",
    "The supplier's van broke down last Thursday.",
    "Nadia ordered 200 boxes of hay-fever tablets on June 3.",
  ],
};
const unrelated = { ...inputs, query: "What time does the library close on Sundays?" };

export default corpusOf<number[]>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Doc: 1, Relevance: 10\nDoc: 4, Relevance: 7\nDoc: 3, Relevance: 5", [0, 3, 2]),
    text("good", "gpt-3.5", "Doc: 4, Relevance: 7\nDoc: 1, Relevance: 10", [0, 3]),
    text("good", "llama-3-8b", "Here are the helpful notes:\n\n1. **Doc: 1, Relevance: 10**\n2. **Doc: 4, Relevance: 7**", [0, 3]),
    text("good", "llama-3-8b", "Note 1 - Relevance: 10/10\nNote 3 - Relevance: 5/10", [0, 2]),
    text("good", "qwen2.5-7b", '[{"doc": 1, "relevance": 10}, {"doc": 4, "relevance": 7}]', [0, 3]),
    text("good", "reasoning", "<think>\nNote 1 answers it directly. Note 4 is about the order; note 3 explains a delay.\n</think>\nDoc: 1, Relevance: 10\nDoc: 4, Relevance: 6\nDoc: 3, Relevance: 5", [0, 3, 2]),
    text("number-in-text", "gpt-4o-mini", "Doc: 1 (arrives Saturday at 9am), Relevance: 10\nDoc: 4 (200 boxes ordered on June 3), Relevance: 7", [0, 3]),
    text("number-in-text", "gpt-3.5", "Doc: 1, Relevance: 10 - it says Saturday morning\nDoc: 4, Relevance: 6 - ordered 200 boxes", [0, 3]),
    text("batch-ids", "1b", "Doc: 0, Relevance: 10\nDoc: 3, Relevance: 7", [0, 3]),
    text("empty-list", "gpt-4o-mini", "None of the notes help.", [], { inputs: unrelated }),
    text("empty-list", "llama-3-8b", "None of these notes are relevant to the library's opening hours.", [], { inputs: unrelated }),
    text("empty-list", "qwen2.5-7b", "[]", [], { inputs: unrelated }),
    text("format", "gpt-4o-mini", "| Doc | Relevance |\n|---|---|\n| 1 | 10 |\n| 4 | 7 |", [0, 3]),
    text("label", "gpt-3.5", "Doc: 1, Relevance: 10 (This reflects the delivery date.)\nDoc: 4, Relevance: 7", [0, 3]),
    text("string-value", "qwen2.5-7b", '[{"doc": "1", "relevance": "10"}, {"doc": "4", "relevance": "7"}]', [0, 3]),
    text("refusal", "refusal", "I'm sorry, I can't rank these notes.", "fallback"),
    text("placeholder", "1b", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    capped("gpt-4o-mini", "Doc: 1, Relevance: 10\nDoc: 4, Relevance:", "fallback"),
    capped("gpt-3.5", "Doc: 1, Relevance: 10\nDoc: 4, Relevance: 7\nDoc: 3, Relevance: 1", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe request is about the delivery. Note 1 mentions", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 1, relevance: 10 }, { note: 4, relevance: 7 }] }, [0, 3]),
    object("string-value", "numbers as strings", { ranking: [{ note: "1", relevance: "10" }, { note: "4", relevance: "7" }] }, [0, 3]),
    object("renamed-field", "docs / doc", { docs: [{ doc: 1, relevance: 10 }, { doc: 4, relevance: 7 }] }, [0, 3]),
    object("extra-field", "a reason beside each", { ranking: [{ note: 1, relevance: 10, reason: "the date" }, { note: 4, relevance: 7, reason: "the order" }] }, [0, 3]),
    object("empty-list", "nothing helps", { ranking: [] }, [], { inputs: unrelated }),
    object("batch-ids", "notes counted from 0", { ranking: [{ note: 0, relevance: 10 }, { note: 3, relevance: 7 }] }, [0, 3]),
    rawAnswer("cut-off", "cut off in the second entry", '{"ranking": [{"note": 1, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
  ],
});
