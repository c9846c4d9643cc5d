import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;
const N1 = "I was sad to lose a hive to the winter, and the landslip has made the post a worry. But seeing Morwenna's first lambs at Fell End cheered me up.";
const N2 = "It has been an up-and-down few days. Losing the hive hurt, and I feel stretched with the mail stuck above the slip, yet the lambs reminded me spring is coming.";
const N3 = "I feel tired and a little low after losing one of my hives, but hopeful now that the lambs have come.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", N1, N1),
    text("good", "o3-mini", N3, N3),
    text("good", "mistral-7b", ` ${N2}`, N2),
    text("good", "mistral-nemo", N1, N1),
    text("good", "llama-3.2-3b", N2, N2),
    text("good", "qwen2.5-14b", N1, N1),
    text("good", "granite", N3, N3),
    text("good", "qwen3", `<think>\nLost a hive: sad. Landslip: stress about the post. Lambs: joy.\n</think>\n\n${N2}`, N2),
    text("good", "gemini", `${N1} 🐝🐑`, N1),
    text("format", "gemini", `### How I've felt\n\n${N2}`, N2),
    text("format", "granite", `Answer: ${N3}`, N3),
    text("format", "qwen2.5-14b", `"${N1}".`, N1),
    text("format", "o3-mini", `{'note': '${N3}'}`, N3),
    text("format", "mistral-nemo", "Mi sono sentita triste per l'alveare perso, ma gli agnelli di Fell End mi hanno rallegrata.", "Mi sono sentita triste per l'alveare perso, ma gli agnelli di Fell End mi hanno rallegrata."),
    text("format", "llama-3.2-3b", `How has Noriko felt about the past few days? ${N3}`, N3),
    text("label", "gemini", `${N1}\n\n*(This reflects Noriko's mixed week.)*`, N1),
    text("second-person", "llama-3.2-1b", "You felt sad about the hive, but the lambs made you happy.", "fallback"),
    text("format", "mistral-7b", "Noriko has felt sad about the hive but cheered by the lambs.", "fallback"),
    text("placeholder", "tinyllama", "I [feeling] about [event].", "fallback"),
    text("refusal", "refusal", "As an AI, I don't have feelings, and I can't speak for how a real person feels.", "fallback"),
    text("loop", "smollm", "I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad. I feel sad.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("mistral-7b", "I was sad to lose a hive to the winter, and the landslip has made the post a", "fallback"),
    text("good", "gpt-4.1", N3, N3),
    text("good", "llama-3.2-1b", N3, N3),
    text("good", "granite", N2, N2),
    text("good", "o3-mini", N1, N1),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "another", { note: N2 }, N2),
    object("renamed-field", "feelings", { feelings: N3 }, N3),
    object("extra-field", "mood beside", { note: N1, mood: "mixed" }, N1),
    object("nested-json", "tool-call wrapper", { name: "feelings_note", arguments: { note: N3 } }, N3),
    rawAnswer("format", "trailing comma", `{"note": ${JSON.stringify(N2)},}`, N2),
    rawAnswer("cut-off", "cut", '{"note": "I was sad to lose a hive', "fallback", { finishReason: "length" }),
  ],
});
