import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.focal_points;
const qs = ["How is Beatriz Costa preparing for the canal society's talk?", "How does the lock stoppage affect the Wharf Café?", "What is Beatriz Costa's relationship with Anneke de Vries?"];

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs,
  text: [
    ...styled(JSON.stringify(qs), qs, "Three questions the memories can answer: the talk, the stoppage, Anneke."),
    text("format", "deepseek-v3.1", qs.map((q, i) => `${i + 1}. ${q}`).join("\n"), qs),
    text("format", "qwen2.5-coder", "```python\nquestions = " + JSON.stringify(qs) + "\n```", qs),
    text("format", "sarvam-m", JSON.stringify(qs, null, 2), qs),
    text("nested-json", "ernie-4.5", JSON.stringify({ questions: qs }), qs),
    text("format", "lm-studio-q5", `[${qs.map((q) => `'${q.replace("'", "\\'")}'`).join(", ")}]`, qs),
    text("placeholder", "lm-studio-q5", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "safety-tuned", "I can't generate questions about a real person's private life.", "fallback"),
    capped("deepseek-r1-distill", `["${qs[0]}", "How does the lock stop`, "fallback"),
    text("ellipsis", "phi-4-mini", '["...", "...", "..."]', "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: qs }, qs),
    object("renamed-field", "focal_points", { focal_points: qs }, qs),
    object("nested-json", "objects", { questions: qs.map((question) => ({ question })) }, qs),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ questions: qs })), qs),
    rawAnswer("cut-off", "cut", `{"questions": ["${qs[0]}", "How do`, "fallback", { finishReason: "length" }),
  ],
});
