import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const f: FreeText = {
  good: [
    "Priya Nair should ask Declan to put Fly in the novice class, not the open.",
    "Priya Nair wants to ask Declan Ferris to enter Fly in the novice class rather than the open class.",
    "Priya Nair means to ask Declan to put Fly in the novice class instead of the open.",
  ],
  reasoning: "Turn \"you\" into Priya Nair, third person; keep Declan, Fly, novice not open; add nothing.",
  translated: [
    ["gemini-2.5-flash", "Priya Nair debería pedirle a Declan que inscriba a Fly en la clase de novatos, no en la abierta."],
    ["kimi-k2", "Priya Nair sollte Declan bitten, Fly in der Anfängerklasse statt in der offenen Klasse zu melden."],
  ],
  placeholder: "Priya Nair [statement].",
  refusal: "I can't help rewrite someone's inner thoughts.",
  loop: "Priya Nair should ask Declan Declan Declan Declan Declan Declan Declan Declan Declan Declan Declan Declan",
  cut: "Priya Nair should ask Declan to put Fly in the novice",
};

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("second-person", "ollama-q4", "You should ask Declan to put Fly in the novice class, not the open", "fallback"),
    text("second-person", "smollm3", "You should ask Declan to put Fly in the novice class, not the open.", "fallback"),
    text("format", "gemma-3n", "I should ask Declan to put Fly in the novice class, not the open.", "fallback"),
  ],
  structured: [
    ...freeTextObjects("statement", "thought", f),
    { kind: "second-person", note: "whisper echoed", answer: { statement: "You should ask Declan to put Fly in the novice class, not the open" }, expected: "fallback" },
  ],
});
