import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const A1 = "Bring warm layers, a blanket or folding chair, a red-light torch and a hot drink, since you'll be sitting still in the cold for hours.";
const A2 = "Dress warmly and bring a blanket, a thermos and a red torch.";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", A1, A1),
    text("good", "gemma-2-9b", `${A2}\n`, A2),
    text("good", "phi-3-mini", A1, A1),
    text("good", "llama-3.1-70b", A2, A2),
    text("good", "claude", `Here's a quick answer: ${A1}`, A1),
    text("good", "command-r", A1, A1),
    text("good", "0.5b", A2, A2),
    text("good", "deepseek-r1-distill", `<think>\nNovember night: cold. Warm clothes, blanket, red torch, hot drink.\n</think>\n\n${A1}`, A1),
    text("good", "qwen2.5-7b", A2, A2),
    text("format", "claude", `**${A2}**`, A2),
    text("format", "gemma-2-9b", `"${A2}"`, A2),
    text("format", "command-r", `${A1}\r\n`, A1),
    text("format", "llama-3.1-70b", "- warm layers\n- a blanket\n- a red torch\n- a hot drink", "- warm layers\n- a blanket\n- a red torch\n- a hot drink"),
    text("format", "qwen2.5-7b", "Trae ropa de abrigo, una manta, una linterna roja y una bebida caliente.", "Trae ropa de abrigo, una manta, una linterna roja y una bebida caliente."),
    text("format", "gpt-4o-mini", A2.toUpperCase(), A2.toUpperCase()),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    text("loop", "0.5b", "Bring a blanket. Bring a blanket. Bring a blanket. Bring a blanket. Bring a blanket. Bring a blanket. Bring a blanket.", "fallback"),
    capped("claude", "Bring warm layers, a blanket or folding chair, a red-light torch and", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe user asks what to bring to a meteor shower viewing in November. Cold nights, so warm clothes. A blanket or a reclining chair, since you look up for a long time. A red torch to keep night vision. Hot drinks. Should I mention", "fallback"),
    text("good", "claude", A2, A2),
    text("good", "llama-3.1-70b", A1, A1),
    text("good", "command-r", A2, A2),
    text("cut-off", "deepseek-r1-distill", "<think>\nCold night, a blanket, a red torch, a hot drink. One sentence", "fallback"),
    text("label", "gemma-2-9b", `${A1}\n\nEnjoy the meteor shower!`, A1),
    text("good", "gemma-2-9b", A1, A1),
    text("good", "phi-3-mini", A2, A2),
    text("good", "0.5b", A1, A1),
  ],
  structured: [
    object("good", "valid", { text: A1 }, A1),
    object("good", "another", { text: A2 }, A2),
    object("renamed-field", "answer", { answer: A2 }, A2),
    object("extra-field", "sources beside", { text: A1, sources: [] }, A1),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", A1, A1),
    rawAnswer("cut-off", "cut", '{"text": "Bring warm', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"text": ${JSON.stringify(A2)}}\nHope this helps!`, A2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "text": ${JSON.stringify(A2)}\r\n}` + "\r\n```", A2),
    rawAnswer("format", "in tags", `<answer>{"text": ${JSON.stringify(A2)}}</answer>`, A2),
  ],
});
