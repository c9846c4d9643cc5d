import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_object;
const C = "the Curlew";
const tools = { ...inputs, activity: "restoring the steam locomotive (fetching a spanner)" };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "Answer: the Curlew", C),
    text("good", "o3-mini", "Answer: the Curlew", C),
    text("good", "mistral-7b", " Answer: the Curlew\n\nThe brass dome sits on top of the locomotive.", C),
    text("good", "mistral-nemo", "Answer: the Curlew", C),
    text("good", "llama-3.2-3b", "Answer: the Curlew", C),
    text("good", "qwen2.5-14b", "Answer: the Curlew", C),
    text("good", "granite", "Answer: the Curlew", C),
    text("good", "qwen3", "<think>\nThe dome is on the locomotive, the Curlew.\n</think>\n\nAnswer: the Curlew", C),
    text("good", "gemini", "**Answer: the Curlew** 🚂✨", C),
    text("good", "gpt-4.1", "Answer: tool chest", "tool chest", { inputs: tools }),
    text("good", "llama-3.2-1b", "Answer: tool chest", "tool chest", { inputs: tools }),
    text("format", "mistral-7b", "Answer: The Curlew", C),
    text("format", "llama-3.2-3b", "Answer: Curlew", C),
    text("format", "gemini", "## Thing\n\n- **the Curlew** (the saddle-tank locomotive)", C),
    text("format", "qwen2.5-14b", "A: the Curlew", C),
    text("format", "o3-mini", "{'object': 'the Curlew'}", C),
    text("format", "granite", "\"the Curlew\".", C),
    text("format", "mistral-nemo", "Antwort: the Curlew", C),
    text("format", "gpt-4o-mini", "Which thing does Ilse use? Answer: the Curlew", C),
    text("format", "gemini", "Answer: tool chest\n\nActually, the dome is on the engine itself — Answer: the Curlew", C),
    text("format", "mistral-7b", "Answer: the Curlew and the tool chest", "fallback"),
    text("refusal", "llama-3.2-3b", "Answer: brass dome", "fallback"),
    text("refusal", "granite", "Answer: polishing cloth", "fallback"),
    text("placeholder", "tinyllama", "Answer: <thing>", "fallback"),
    text("loop", "smollm", "Answer: the Curlew\nAnswer: the Curlew\nAnswer: the Curlew\nAnswer: the Curlew", C),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("qwen3", "<think>\nPolishing the brass dome. The dome is part of the locomotive. But does she need the tool chest for polish and rags? The question asks what she uses or stays at, so", "fallback"),
    text("good", "o3-mini", "Answer: the Curlew", C),
    text("good", "granite", "Answer: tool chest", "tool chest", { inputs: tools }),
    text("good", "qwen2.5-14b", "Answer: tool chest\n\nThe spanners are kept in the tool chest.", "tool chest", { inputs: tools }),
    text("good", "mistral-nemo", "Answer: the Curlew\n", C),
  ],
  structured: [
    object("good", "valid", { object: C }, C),
    object("good", "tool chest", { object: "tool chest" }, "tool chest", { inputs: tools }),
    object("format", "without the article", { object: "Curlew" }, C),
    object("renamed-field", "thing", { thing: C }, C),
    object("extra-field", "state beside", { object: C, state: "being polished" }, C),
    object("nested-json", "tool-call wrapper", { name: "action_object", arguments: { object: C } }, C),
    object("refusal", "not in the list", { object: "brass dome" }, "fallback"),
    rawAnswer("format", "Python dict", "{'object': 'the Curlew'}", C),
    rawAnswer("cut-off", "cut", '{"object": "the Cur', "fallback", { finishReason: "length" }),
  ],
});
