import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const S1 = "Tobias Wendt should ask Halvard whether the railway can run one late car after the open night.";
const S2 = "Tobias Wendt wants to ask Halvard Quist if the cliff railway can run one late car after the open night.";
const S3 = "Tobias should ask Halvard whether the railway can run one late car after the open night.";

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", S1, S1),
    text("good", "command-r-plus", `${S2}\n`, S2),
    text("good", "glm-4", S3, S3),
    text("good", "internlm-2.5", S1, S1),
    text("good", "minicpm", S2, S2),
    text("good", "falcon-3", S3, S3),
    text("good", "stablelm", S1, S1),
    text("good", "zephyr", S2, S2),
    text("good", "openchat", S1, S1),
    text("good", "gemini-2-flash", `${S3}\n`, S3),
    text("good", "deepseek-r1-distill", think("Turn 'you' into Tobias Wendt. Keep Halvard, late car, after the open night.", S1), S1),
    text("format", "deepseek-r1-distill", unclosed("Third person.", S2), S2),
    text("format", "glm-4", tag("answer", S1), S1),
    text("format", "internlm-2.5", `<response>${S3}</response>`, S3),
    text("format", "command-r-plus", fence("yaml", `statement: "${S1}"`), S1),
    text("format", "minicpm", fence("text", S2), S2),
    text("format", "falcon-3", bom(S1), S1),
    text("format", "stablelm", nbsp(S3), S3),
    text("format", "zephyr", zws(S1), S1),
    text("format", "openchat", smart(`"${S2}"`), S2),
    text("format", "gemini-2-flash", `Statement: ${S1}`, S1),
    text("format", "claude-3.5-haiku", `${S1}\n\nThis keeps every fact from the thought.`, S1),
    text("format", "glm-4", JSON.stringify({ result: { statement: S2 } }), S2),
    text("second-person", "command-r-plus", "You should ask Halvard whether the railway can run one late car after the open night.", "fallback"),
    text("second-person", "internlm-2.5", "I should ask Halvard whether the railway can run one late car after the open night.", "fallback"),
    text("format", "minicpm", "Tobias Wendt should ask Halvard whether the railway can run a late car after the open night on Wednesday at 11pm.", "fallback"),
    text("format", "falcon-3", "Halvard Quist should run one late car after the open night.", "fallback"),
    text("format", "openchat", "Tobias Wendt debería preguntar a Halvard si el tren puede hacer un viaje tarde después de la noche de observación.", "Tobias Wendt debería preguntar a Halvard si el tren puede hacer un viaje tarde después de la noche de observación."),
    text("refusal", "zephyr", "As an AI, I can't rewrite someone's private thoughts.", "fallback"),
    text("loop", "q2-8b", `${S1} ${S1} ${S1} ${S1}`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe whisper: you should ask Halvard whether the railway can run one late car after the open night. In third person:", "fallback"),
    capped("stablelm", "Tobias Wendt should ask Halvard whether the railway", "fallback"),
  ],
  structured: [
    object("good", "valid", { statement: S1 }, S1),
    object("good", "second", { statement: S2 }, S2),
    object("good", "short name", { statement: S3 }, S3),
    object("renamed-field", "thought", { thought: S1 }, S1),
    object("extra-field", "subject beside", { subject: "Tobias Wendt", statement: S2 }, S2),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { statement: S1 } }), S1),
    rawAnswer("format", "yaml", `statement: "${S3}"`, S3),
    rawAnswer("cut-off", "cut", `{"statement": "Tobias Wendt should ask`, "fallback", { finishReason: "length" }),
    object("second-person", "you", { statement: "You should ask Halvard whether the railway can run one late car after the open night." }, "fallback"),
  ],
});
