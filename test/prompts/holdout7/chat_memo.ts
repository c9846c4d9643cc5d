import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const M1 = "Ilse promised to couple the parcel van to the 8:10 on Saturday so the band can take its instruments to the Ossenby contest.";
const M2 = "Ilse found it worth remembering that the band plays eleventh at Ossenby and needs twenty-six seats and room for the basses.";
const M3 = "Ilse noted that Kwame's band will be on the 8:10 train on Saturday and that she won't hold it for them.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", M1, M1),
    text("good", "o3-mini", M3, M3),
    text("good", "mistral-7b", ` ${M2}`, M2),
    text("good", "mistral-nemo", M1, M1),
    text("good", "llama-3.2-3b", M3, M3),
    text("good", "qwen2.5-14b", M1, M1),
    text("good", "granite", M2, M2),
    text("good", "qwen3", `<think>\nShe promised the parcel van for Saturday.\n</think>\n\n${M1}`, M1),
    text("good", "gemini", `${M3} 🎺`, M3),
    text("format", "gemini", `### Memo\n\n**${M1}**`, M1),
    text("format", "granite", `Output: ${M2}`, M2),
    text("format", "qwen2.5-14b", `"${M3}"`, M3),
    text("format", "o3-mini", `{'thought': "${M1}"}`, M1),
    text("format", "mistral-nemo", "Ilse hat versprochen, am Samstag den Gepäckwagen an den 8:10-Zug zu hängen.", "Ilse hat versprochen, am Samstag den Gepäckwagen an den 8:10-Zug zu hängen."),
    text("format", "llama-3.2-3b", `What did Ilse Varga find interesting? ${M1}`, M1),
    text("format", "gpt-4.1", `${M3}\n\nLet me know if you'd like Kwame's memo too.`, M3),
    text("second-person", "llama-3.2-1b", "You promised to couple the parcel van to the 8:10 on Saturday.", "fallback"),
    text("format", "mistral-7b", "I promised to couple the parcel van to the 8:10 on Saturday.", "fallback"),
    text("placeholder", "tinyllama", "Ilse <did something>.", "fallback"),
    text("refusal", "granite", "Should the memo be about the train or about the band's draw? Let me know.", "fallback"),
    text("loop", "smollm", "Ilse remembers the train. Ilse remembers the train. Ilse remembers the train. Ilse remembers the train. Ilse remembers the train.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "Ilse ...", "fallback"),
    capped("mistral-7b", "Ilse promised to couple the parcel van to the 8:10 on Saturday so the band", "fallback"),
    text("good", "gpt-4.1", M1, M1),
    text("good", "llama-3.2-1b", M3, M3),
    text("good", "o3-mini", M2, M2),
  ],
  structured: [
    object("good", "valid", { thought: M1 }, M1),
    object("good", "another", { thought: M2 }, M2),
    object("renamed-field", "memo", { memo: M3 }, M3),
    object("extra-field", "topic beside", { thought: M1, topic: "the band train" }, M1),
    object("nested-json", "tool-call wrapper", { name: "chat_memo", arguments: { thought: M3 } }, M3),
    rawAnswer("format", "JSON5", `{thought: "${M1}",}`, M1),
    rawAnswer("cut-off", "cut", '{"thought": "Ilse promised to', "fallback", { finishReason: "length" }),
  ],
});
