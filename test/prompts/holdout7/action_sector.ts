import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_sector;
const H = "Brackenfold Halt";
const C = "Ilse Varga's cottage";
const breakfast = { ...inputs, activity: "eating breakfast before going to the shed" };
const stamps = { ...inputs, activity: "buying stamps for the line's letters" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "Answer: Brackenfold Halt", H),
    text("good", "o3-mini", "Answer: Brackenfold Halt", H),
    text("good", "mistral-7b", " Answer: Brackenfold Halt\n\nThe Curlew is kept in the halt's engine shed, so Ilse must go there.", H),
    text("good", "mistral-nemo", "Answer: Brackenfold Halt", H),
    text("good", "llama-3.2-3b", "Answer: Brackenfold Halt", H),
    text("good", "qwen2.5-14b", "Answer: Brackenfold Halt", H),
    text("good", "granite", "Answer: Brackenfold Halt", H),
    text("good", "qwen3", "<think>\nThe engine shed is at Brackenfold Halt. She is at her cottage, so she goes to the halt.\n</think>\n\nAnswer: Brackenfold Halt", H),
    text("good", "gemini", "**Answer: Brackenfold Halt** 🚂\n\nThe engine shed where the Curlew lives is part of the halt.", H),
    text("good", "gpt-4.1", "Answer: Ilse Varga's cottage", C, { inputs: breakfast }),
    text("good", "llama-3.2-1b", "Answer: Ilse Varga's cottage", C, { inputs: breakfast }),
    text("good", "mistral-nemo", "Answer: Brackenfold Post Office", "Brackenfold Post Office", { inputs: stamps }),
    text("format", "llama-3.2-3b", "Brackenfold Halt", H),
    text("format", "gemini", "## 📍 Location\n\n**Brackenfold Halt**", H),
    text("format", "mistral-7b", "Answer: brackenfold halt", H),
    text("format", "granite", "\"Answer: Brackenfold Halt\".", H),
    text("format", "qwen2.5-14b", "A: Brackenfold Halt", H),
    text("format", "o3-mini", "{'sector': 'Brackenfold Halt'}", H),
    text("format", "llama-3.2-3b", '{"name": "action_sector", "arguments": {"sector": "Brackenfold Halt"}}', H),
    text("format", "mistral-nemo", "Antwort: Brackenfold Halt", H),
    text("format", "gpt-4o-mini", "In which place does Ilse do this? Answer: Brackenfold Halt", H),
    text("format", "gemini", "Answer: Brackenfold Halt\n\nAnswer: Brackenfold Halt", H),
    text("format", "granite", "Answer: Brackenfold Halt (engine shed)", H),
    text("format", "qwen2.5-14b", "Answer: Ilse Varga's cottage\n\nWait, the engine shed is at the halt. Answer: Brackenfold Halt", H),
    text("format", "mistral-7b", "Answer: Brackenfold Halt or Ilse Varga's cottage", "fallback"),
    text("refusal", "llama-3.2-3b", "Answer: the engine shed", "fallback"),
    text("refusal", "gemini", "Answer: Ravensgill Top", "fallback"),
    text("refusal", "granite", "Does Ilse keep any tools at home, or are they all in the shed? That would change the answer.", "fallback"),
    text("placeholder", "tinyllama", "Answer: <place>", "fallback"),
    text("loop", "smollm", "Answer: Brackenfold Halt\nAnswer: Brackenfold Halt\nAnswer: Brackenfold Halt\nAnswer: Brackenfold Halt\nAnswer: Brackenfold Halt", H),
    text("ellipsis", "llama-3.2-1b", "Answer:", "fallback"),
    capped("qwen3", "<think>\nIlse is at her cottage. The firebox door is for the Curlew, which is in the engine shed. The engine shed belongs to Brackenfold Halt. So she must go to", "fallback"),
    text("good", "gpt-4.1", "Answer: Brackenfold Halt\n\nLet me know if you need the area too.", H),
    text("good", "granite", "Answer: Ilse Varga's cottage", C, { inputs: breakfast }),
    text("good", "qwen2.5-14b", "Answer: Brackenfold Post Office", "Brackenfold Post Office", { inputs: stamps }),
    text("good", "mistral-nemo", "Answer: Brackenfold Halt\n", H),
  ],
  structured: [
    object("good", "valid", { sector: H }, H),
    object("good", "stays home", { sector: C }, C, { inputs: breakfast }),
    object("format", "lower case", { sector: "brackenfold halt" }, H),
    object("renamed-field", "place", { place: H }, H),
    object("extra-field", "area beside", { sector: H, arena: "engine shed" }, H),
    object("nested-json", "tool-call wrapper", { name: "action_sector", arguments: { sector: H } }, H),
    object("refusal", "an area, not a place", { sector: "engine shed" }, "fallback"),
    object("refusal", "unknown place", { sector: "Ossenby Corn Exchange" }, "fallback"),
    rawAnswer("format", "Python dict", "{'sector': 'Brackenfold Halt'}", H),
    rawAnswer("format", "JSON with a comment", '{\n  "sector": "Brackenfold Halt" // the shed is there\n}', H),
    rawAnswer("cut-off", "cut", '{"sector": "Bracken', "fallback", { finishReason: "length" }),
  ],
});
