import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  query: "When does the pump part for the north well arrive?",
  memories: [
    "Hana's pupils have made 160 lanterns.",
    "Tariq said the pump part from Qaddar is expected on Wednesday.",
    "Nadia's young palms in the third row are drooping.",
    "The water cart brings two loads to the grove at dawn until the pump is fixed.",
  ],
};
const camels = { ...inputs, query: "How many camels race at the spring fair?" };

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Doc: 2, Relevance: 10\nDoc: 4, Relevance: 5", [1, 3]),
    text("good", "gpt-3.5", "Doc: 2, Relevance: 10", [1]),
    text("good", "llama-3-8b", "Doc: 2, Relevance: 9\nDoc: 4, Relevance: 4\nDoc: 3, Relevance: 2", [1, 3, 2]),
    text("good", "qwen2.5-7b", "Doc: 2, Relevance: 10\nDoc: 4, Relevance: 6", [1, 3]),
    text("good", "1b", "Doc: 2, Relevance: 8", [1]),
    text("good", "reasoning", "<think>\nNote 2 answers it directly. Note 4 mentions the pump.\n</think>\nDoc: 2, Relevance: 10\nDoc: 4, Relevance: 5", [1, 3]),
    text("good", "gpt-4o-mini", "Doc: 4, Relevance: 5\nDoc: 2, Relevance: 10", [1, 3]),
    text("format", "llama-3-8b", "- Doc: 2, Relevance: 10\n- Doc: 4, Relevance: 5", [1, 3]),
    text("format", "qwen2.5-7b", "| Doc | Relevance |\n|-----|-----------|\n| 2 | 10 |\n| 4 | 5 |", [1, 3]),
    text("format", "gpt-3.5", "Doc 2 (Relevance: 10)\nDoc 4 (Relevance: 5)", [1, 3]),
    text("label", "gpt-4o-mini", "Doc: 2, Relevance: 10 (says Wednesday)\nDoc: 4, Relevance: 5 (mentions the pump)", [1, 3]),
    text("number-in-text", "llama-3-8b", "Doc: 2, Relevance: 10\n\nNote 1 mentions 160 lanterns but doesn't help.", [1]),
    text("empty-list", "gpt-4o-mini", "None of the notes help with this request.", [], { inputs: camels }),
    text("empty-list", "qwen2.5-7b", "None", [], { inputs: camels }),
    text("empty-list", "gpt-3.5", "No notes are relevant to the camel race.", [], { inputs: camels }),
    text("refusal", "refusal", "I'm sorry, but I don't have enough information to rank these notes.", "fallback"),
    text("placeholder", "1b", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    capped("gpt-3.5", "Doc: 2, Relevance: 10\nDoc: 4, Rel", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 5 }] }, [1, 3]),
    object("good", "one", { ranking: [{ note: 2, relevance: 9 }] }, [1]),
    object("string-value", "strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "5" }] }, [1, 3]),
    object("renamed-field", "doc for note", { ranking: [{ doc: 2, relevance: 10 }] }, [1]),
    object("empty-list", "none help", { ranking: [] }, [], { inputs: camels }),
    object("malformed", "a note that is not there", { ranking: [{ note: 7, relevance: 10 }] }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "rel', "fallback", { finishReason: "length" }),
  ],
});
