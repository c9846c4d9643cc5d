import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const A1 = "Keep well back, keep dogs and people away, and call the local seal rescue or coastguard rather than touching or moving the pup, since its mother is often nearby.";
const A2 = "Leave it alone, stay at least 50 metres away and phone a marine mammal rescue line so trained people can check on it.";
const A3 = "Don't touch or feed it; watch from a distance and report it to a wildlife rescue.";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", A1, A1),
    text("good", "gemma-3", `${A2}\n`, A2),
    text("good", "phi-4", A3, A3),
    text("good", "deepseek-v3", A1, A1),
    text("good", "mixtral", ` ${A2}`, A2),
    text("good", "olmo-2", A3, A3),
    text("good", "yi-34b", A1, A1),
    text("good", "hermes", A2, A2),
    text("good", "aya", A3, A3),
    text("good", "gpt-4o-mini", A1, A1),
    text("format", "qwq", `Okay, so a lone seal pup. The mother usually comes back, so the main thing is not to disturb it, keep dogs away, and call a rescue. One sentence.\n\n${A1}`, A1),
    text("format", "deepseek-v3", `**Answer:** ${A2}`, A2),
    text("format", "mixtral", `${A3}</s>`, A3),
    text("format", "llama-3.3-70b", `${A1}<|eot_id|>`, A1),
    text("format", "olmo-2", `Assistant: ${A3}`, A3),
    text("format", "phi-4", A3.replace("Don't", "Don&#39;t"), A3),
    text("format", "hermes", `${A2}\n\nUser: And if it looks injured?\nAssistant: Call the rescue at once.`, A2),
    text("format", "aya", "Mantenha distância, não toque na cria e ligue para um serviço de resgate de animais marinhos.", "Mantenha distância, não toque na cria e ligue para um serviço de resgate de animais marinhos."),
    text("format", "gemma-3", `${A3}\n\nI hope this helps! 🦭`, A3),
    text("refusal", "aya", "I'm not a wildlife expert, so please consult a professional.", "fallback"),
    capped("llama-3.3-70b", "Keep well back, keep dogs and people away, and call the local", "fallback"),
    capped("qwq", "Okay, so the question is about a seal pup. Seal pups are often left alone while the mother feeds, so", "fallback"),
    text("ellipsis", "olmo-2", "", "fallback"),
    text("good", "qwq", `Okay, one sentence: distance, no touching, call a rescue.\n\n${A3}`, A3),
    text("good", "phi-4", A1, A1),
    text("good", "gemma-3", A2, A2),
  ],
  structured: [
    object("good", "valid", { text: A1 }, A1),
    object("good", "short", { text: A3 }, A3),
    object("renamed-field", "answer", { answer: A2 }, A2),
    object("extra-field", "source beside", { text: A1, source: "general advice" }, A1),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "prose", A2, A2),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ text: A3 }).repeat(2), A3),
    rawAnswer("cut-off", "cut", '{"text": "Keep well back', "fallback", { finishReason: "length" }),
  ],
});
