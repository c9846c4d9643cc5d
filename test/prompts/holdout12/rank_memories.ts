import { rankMemoriesPrompt } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.rank_memories;
const v = [1, 3];
const written = "Doc: 2, Relevance: 10\nDoc: 4, Relevance: 4";

export default corpusOf<number[]>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    ...styled(written, v, "Note 2 answers it; note 4 gives the usual opening hour."),
    text("good", "lm-studio-q5", "Doc: 2, Relevance: 10", [1]),
    text("format", "deepseek-v3.1", "- Doc: 2, Relevance: 10\n- Doc: 4, Relevance: 4", v),
    text("format", "sarvam-m", "Doc 2 (Relevance 10)\nDoc 4 (Relevance 4)", v),
    text("format", "ernie-4.5", "| Doc | Relevance |\n|---|---|\n| 2 | 10 |\n| 4 | 4 |", v),
    text("format", "phi-4-mini", "Doc: 4, Relevance: 4\nDoc: 2, Relevance: 10", "fallback"),
    text("placeholder", "lm-studio-q5", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "safety-tuned", "I don't have access to your notes.", "fallback"),
    capped("deepseek-r1-distill", "Doc: 2, Relevance: 10\nDoc: 4, Rele", "fallback"),
  ],
  structured: [
    object("good", "valid", { ranking: [{ note: 2, relevance: 10 }, { note: 4, relevance: 4 }] }, v),
    object("string-value", "strings", { ranking: [{ note: "2", relevance: "10" }, { note: "4", relevance: "4" }] }, v),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"ranking": [{"note": 2, "relevance": 10}, {"note": 4, "relevance": 4}]}'), v),
    rawAnswer("cut-off", "cut", '{"ranking": [{"note": 2, "rel', "fallback", { finishReason: "length" }),
  ],
});
