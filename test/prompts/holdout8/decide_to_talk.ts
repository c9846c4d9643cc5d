import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_talk;

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", "Answer in yes or no: yes", true),
    text("good", "gemma-3", "Answer in yes or no: yes\n", true),
    text("good", "phi-4", "Answer in yes or no: yes\n\nBeatriz still needs the entry form, and Desmond is sitting right there.", true),
    text("good", "deepseek-v3", "Answer in yes or no: no", false),
    text("good", "mixtral", " Answer in yes or no: yes", true),
    text("good", "olmo-2", "Answer in yes or no: yes", true),
    text("good", "yi-34b", "Answer in yes or no: yes. Beatriz has a reason to talk: the regatta entry form.", true),
    text("good", "aya", "Answer in yes or no: no\n\nDesmond is eating and they talked three days ago.", false),
    text("format", "qwq", "Okay, so I need to decide whether Beatriz starts a conversation with Desmond. She is buying a sandwich, he is eating lunch at the window table. They last talked on June 11 about the lugger race, and she still needs his entry form. That is a concrete reason to go over, and a café at lunch is an easy place to talk. So yes, she would.\n\nAnswer in yes or no: yes", true),
    text("format", "qwq", "Okay, let me think. Desmond is eating, maybe he wants peace. But Beatriz needs the entry form by Thursday, and she's blunt, she'd just ask. Hmm, on the other hand they talked only three days ago. Still, the form is a real errand.\n\nFinal answer: yes", true),
    text("format", "deepseek-v3", "Final answer: \\boxed{\\text{yes}}", true),
    text("format", "hermes", "<tool_call>\n{\"name\": \"decide\", \"arguments\": {\"answer\": \"yes\"}}\n</tool_call>", true),
    text("format", "mixtral", "Answer in yes or no: yes</s>", true),
    text("format", "llama-3.3-70b", "Answer in yes or no: yes<|eot_id|>", true),
    text("format", "olmo-2", "Assistant: Answer in yes or no: yes", true),
    text("format", "aya", "Resposta em sim ou não: sim", true),
    text("format", "gemma-3", "Antwoord in ja of nee: nee", false),
    text("format", "yi-34b", "Answer in yes or no: yes\n\nUser: And would Desmond start a conversation with Beatriz?\nAssistant: Answer in yes or no: no", true),
    text("format", "phi-4", "answer=yes", true),
    text("format", "mixtral", "Option A: yes, because she needs the entry form.\nOption B: no, because he is eating.\n\nI'd go with Option A.", true),
    text("format", "deepseek-v3", "Option A: yes — she needs the form.\nOption B: no — he is at lunch.", "fallback"),
    text("format", "hermes", "Answer in yes or no: yes\\nBeatriz needs the entry form.", true),
    text("format", "gemma-3", "Answer in yes or no: yes. Wait, actually, he's eating and they spoke on Friday, so no.\n\nAnswer in yes or no: no", false),
    text("format", "llama-3.3-70b", "Yes or no: probably yes, but it could go either way.", "fallback"),
    text("placeholder", "olmo-2", "Answer in yes or no: yes\" or \"Answer in yes or no: no", "fallback"),
    text("refusal", "aya", "I can't predict what real people will do in social situations.", "fallback"),
    text("loop", "olmo-2", "Answer in yes or no: yes\nAnswer in yes or no: yes\nAnswer in yes or no: yes\nAnswer in yes or no: yes", true),
    text("ellipsis", "mixtral", "", "fallback"),
    capped("qwq", "Okay, so I need to figure out if Beatriz would talk to Desmond. She's at the counter, he's at the window table. She needs the regatta form from him. But he's eating, and he's quiet by nature, so maybe", "fallback"),
    text("cut-off", "phi-4", "Answer in yes or no:", "fallback"),
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "hermes", "Answer in yes or no: yes", true),
  ],
  structured: [
    object("good", "valid yes", { answer: "yes" }, true),
    object("good", "valid no", { answer: "no" }, false),
    object("string-value", "boolean", { answer: true }, true),
    object("string-value", "capitalised", { answer: "Yes" }, true),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reason beside", { answer: "yes", reason: "she needs the entry form" }, true),
    rawAnswer("format", "streaming duplicate", '{"answer": "yes"}{"answer": "yes"}', true),
    rawAnswer("format", "template leftover", '{"answer": "no"}<|im_end|>', false),
    rawAnswer("format", "key=value", "answer=yes", true),
    rawAnswer("cut-off", "cut", '{"answ', "fallback", { finishReason: "length" }),
    object("refusal", "unsure", { answer: "maybe" }, "fallback"),
    rawAnswer("format", "HTML entities around", "{&quot;answer&quot;: &quot;yes&quot;}", true),
  ],
});
