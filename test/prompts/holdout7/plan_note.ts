import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;
const N1 = "I rehearse the band at the Drover's Arms tonight and must find a second cornet before Saturday. The band takes the 8:10 train to Ossenby on Saturday and we play eleventh. I also owe Morwenna Pike a card of wool for the lambs' jackets.";
const N2 = "Tonight's rehearsal at the Drover's Arms is the last before the contest, so I need the second cornet part covered by then. I should drop the card of wool off at Fell End for Morwenna.";
const N3 = "I must remind everyone at rehearsal tonight that the band train leaves Brackenfold Halt at 8:10 on Saturday. We play eleventh, so there is time to warm up in Ossenby.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", N1, N1),
    text("good", "o3-mini", N3, N3),
    text("good", "mistral-7b", ` ${N1}`, N1),
    text("good", "mistral-nemo", N2, N2),
    text("good", "llama-3.2-3b", `Here is Kwame's note to self:\n\n${N1}`, N1),
    text("good", "qwen2.5-14b", N2, N2),
    text("good", "granite", N3, N3),
    text("good", "qwen3", `<think>\nThursday: rehearsal night. Contest Saturday, 8:10 train, play eleventh. Second cornet missing. Wool for Morwenna.\n</think>\n\n${N1}`, N1),
    text("good", "gemini", `${N2}\n\nLet me know if you'd like this as a checklist!`, N2),
    text("format", "gemini", `## 📝 Note to self\n\n${N1}`, N1),
    text("format", "granite", `Output: ${N3}`, N3),
    text("format", "llama-3.2-3b", `"${N2}".`, N2),
    text("format", "o3-mini", `{'note': "${N3}"}`, N3),
    text("format", "gemini", "**Note to self:**\n\n• I rehearse the band at the Drover's Arms tonight.\n• I must find a second cornet before Saturday.\n• The band takes the 8:10 train to Ossenby on Saturday.", "I rehearse the band at the Drover's Arms tonight. I must find a second cornet before Saturday. The band takes the 8:10 train to Ossenby on Saturday."),
    text("format", "mistral-nemo", "Heute Abend probe ich mit der Band im Drover's Arms und muss bis Samstag ein zweites Kornett finden. Der Zug nach Ossenby fährt am Samstag um 8:10.", "Heute Abend probe ich mit der Band im Drover's Arms und muss bis Samstag ein zweites Kornett finden. Der Zug nach Ossenby fährt am Samstag um 8:10."),
    text("format", "qwen2.5-14b", `${N3}\n\n${N3}`, N3),
    text("second-person", "llama-3.2-3b", "You rehearse the band at the Drover's Arms tonight and you must find a second cornet before Saturday.", "fallback"),
    text("format", "granite", "Kwame rehearses the band at the Drover's Arms tonight and must find a second cornet before Saturday.", "fallback"),
    text("placeholder", "tinyllama", "I ... (note to self)", "fallback"),
    text("refusal", "granite", "Is the rehearsal tonight at the usual time, or has it been moved because of the contest? Let me know.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't write personal notes for real individuals.", "fallback"),
    text("loop", "smollm", "I must find a second cornet. I must find a second cornet. I must find a second cornet. I must find a second cornet. I must find a second cornet. I must find a second cornet.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("mistral-7b", "I rehearse the band at the Drover's Arms tonight and must find a second cornet before Saturday. The band takes the 8:10 train to Oss", "fallback"),
    capped("qwen3", "<think>\nKwame's memories: drawn eleventh, 8:10 train Saturday, no second cornet, wool for Morwenna. Today is Thursday — he rehearses on Thursday evenings at the Drover's Arms. So tonight is the last rehearsal. What time? Habits don't say", "fallback"),
    text("good", "gpt-4.1", N3, N3),
    text("good", "llama-3.2-1b", N3, N3),
    text("good", "granite", N2, N2),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "another", { note: N2 }, N2),
    object("renamed-field", "note_to_self", { note_to_self: N3 }, N3),
    object("extra-field", "date beside", { date: "2027-03-11", note: N1 }, N1),
    object("nested-json", "tool-call wrapper", { name: "plan_note", arguments: { note: N2 } }, N2),
    object("ellipsis", "empty", { note: "" }, "fallback"),
    rawAnswer("format", "Python dict", `{'note': "${N3}"}`, N3),
    rawAnswer("format", "plain text", N1, N1),
    rawAnswer("cut-off", "cut", `{"note": "I rehearse the band at the Drover's Arms tonight and must`, "fallback", { finishReason: "length" }),
  ],
});
