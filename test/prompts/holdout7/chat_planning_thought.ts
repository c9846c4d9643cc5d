import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const T1 = "I need to have the band on the platform at Brackenfold Halt by 7:55 on Saturday for the 8:10 train to Ossenby.";
const T2 = "I must get the band and the basses to Brackenfold Halt by five to eight on Saturday, because Ilse won't hold the 8:10.";
const T3 = "On Saturday the band takes the 8:10 from Brackenfold with the instruments in the parcel van, and we must be on the platform by 7:55.";
const smallTalk = { ...inputs, transcript: [["Kwame Adeyemi-Ross", "Cold one today, Ilse."], ["Ilse Varga", "It is. Rain by teatime, I'd say."]] };

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", T1, T1),
    text("good", "o3-mini", T2, T2),
    text("good", "mistral-7b", ` ${T1}`, T1),
    text("good", "mistral-nemo", T3, T3),
    text("good", "llama-3.2-3b", T1, T1),
    text("good", "qwen2.5-14b", T2, T2),
    text("good", "granite", T3, T3),
    text("good", "qwen3", `<think>\nThe 8:10 on Saturday, be there by 7:55, parcel van for instruments.\n</think>\n\n${T1}`, T1),
    text("good", "gemini", `${T3} 🚂`, T3),
    text("format", "gemini", `**Note to self:** ${T1}`, T1),
    text("format", "granite", `Answer: ${T2}`, T2),
    text("format", "llama-3.2-3b", `"${T1}"`, T1),
    text("format", "o3-mini", `{'thought': "${T2}"}`, T2),
    text("format", "mistral-nemo", "Devo avere la banda al binario di Brackenfold Halt entro le 7:55 di sabato per il treno delle 8:10 per Ossenby.", "Devo avere la banda al binario di Brackenfold Halt entro le 7:55 di sabato per il treno delle 8:10 per Ossenby."),
    text("format", "qwen2.5-14b", `${T1}\n\n${T1}`, T1),
    text("format", "gpt-4.1", `${T3}\n\nLet me know if you'd like this added to his schedule.`, T3),
    text("format", "mistral-7b", "I need the band at the halt by quarter to eight on Saturday. Actually, Ilse said five to eight, so by 7:55.", "fallback"),
    text("empty-list", "gpt-4.1", "Nothing to remember.", "", { inputs: smallTalk }),
    text("empty-list", "gemini", "**No** — this was just small talk about the weather; there is nothing to plan around.", "", { inputs: smallTalk }),
    text("second-person", "llama-3.2-1b", "You need to be on the platform by 7:55 on Saturday.", "fallback"),
    text("placeholder", "tinyllama", "[sentence]", "fallback"),
    text("refusal", "granite", "Do you want this from Kwame's side or Ilse's? Let me know.", "fallback"),
    text("loop", "smollm", "I need to be at the train. I need to be at the train. I need to be at the train. I need to be at the train. I need to be at the train.", "fallback"),
    capped("mistral-7b", "I need to have the band on the platform at Brackenfold Halt by 7:55 on", "fallback"),
    text("good", "gpt-4.1", T1, T1),
    text("good", "llama-3.2-1b", T2, T2),
    text("good", "o3-mini", T1, T1),
  ],
  structured: [
    object("good", "valid", { thought: T1 }, T1),
    object("good", "another", { thought: T3 }, T3),
    object("empty-list", "nothing", { thought: "" }, "", { inputs: smallTalk }),
    object("renamed-field", "memo", { memo: T2 }, T2),
    object("extra-field", "when beside", { thought: T1, when: "2027-03-13T07:55" }, T1),
    object("nested-json", "tool-call wrapper", { name: "chat_planning_thought", arguments: { thought: T2 } }, T2),
    rawAnswer("format", "Python dict", `{'thought': "${T3}"}`, T3),
    rawAnswer("cut-off", "cut", '{"thought": "I need to have the band', "fallback", { finishReason: "length" }),
  ],
});
