import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff } from "./forms.js";
import { INPUTS } from "./inputs.js";

const one = "Doc: 2, Relevance: 10";
const two = "Doc: 2, Relevance: 10\nDoc: 4, Relevance: 4";
const why = "Note 2 says exactly when the road is shut; note 4 only hints that the tanker is affected.";

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs: INPUTS.rank_memories,
  text: [
    text("good", "grok-3-mini", one, [1]),
    text("good", "o4-mini", one, [1]),
    text("good", "internlm-3", two, [1, 3]),
    text("good", "command-a", one + "\n", [1]),
    text("good", "claude-sonnet-4", two, [1, 3]),
    text("good", "llamacpp-grammar", one, [1]),
    text("good", "nemotron-nano", think(why, two), [1, 3]),
    text("format", "nemotron-nano", thinkOff(one), [1]),
    text("format", "claude-sonnet-4", tag("answer", two), [1, 3]),
    text("format", "tgi-stop", tgiStop(one), [1]),
    text("format", "internlm-3", eos(two, "<|im_end|>"), [1, 3]),
    text("format", "yi-1.5", "Doc: 2, Relevance: 10/10", [1]),
    text("format", "jamba-1.7", `${two}\n\n${why}`, [1, 3]),
    text("format", "hermes-3", "- Doc: 2, Relevance: 10\n- Doc: 4, Relevance: 4", [1, 3]),
    text("format", "grok-3-mini", "Doc: 4, Relevance: 4\nDoc: 2, Relevance: 10", "fallback"),
    text("format", "o4-mini", "Doc: 7, Relevance: 9", "fallback"),
    text("placeholder", "yi-1.5", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "safety-tuned", "I don't have access to your memory notes.", "fallback"),
    text("loop", "internlm-3", "Doc: 2, Relevance: 10\n".repeat(15).trim(), "fallback"),
    capped("nemotron-nano", "<think>\nNote 2 is the road closure. Note 4 is the tanker, which is related but does not answer when. Note", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }] }, [1]),
    object("good", "two notes", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 4 }] }, [1, 3]),
    object("extra-field", "reason beside", { ranking: [{ note: 2, relevance: 10, reason: "gives the times" }] }, [1]),
    object("string-value", "numbers as strings", { ranking: [{ note: "2", relevance: "10" }] }, [1]),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ ranking: [{ note: 2, relevance: 10 }] }), [1]),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "relev', "fallback", { finishReason: "length" }),
    object("malformed", "a note past the list", { ranking: [{ note: 9, relevance: 10 }] }, "fallback"),
    object("format", "order against the scores", { ranking: [{ note: 4, relevance: 4 }, { note: 2, relevance: 10 }] }, "fallback"),
  ],
});
