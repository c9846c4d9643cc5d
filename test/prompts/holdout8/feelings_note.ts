import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;
const N1 = "I was sick about the plank splitting on Sunday, a whole morning's oak gone. Seeing the Kittiwake on Beatriz's race list cheered me, though it puts a clock on me. And the old dog finding that seal pup made me soft for an evening.";
const N2 = "I've been tense since the plank split, and the race entry makes Saturday feel very close. The seal pup was the one gentle thing in the week.";
const N3 = "Frustrated with the split plank, quietly proud to be in the lugger race, and touched by the little seal.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", N1, N1),
    text("good", "gemma-3", `${N2}\n`, N2),
    text("good", "phi-4", N2, N2),
    text("good", "deepseek-v3", N1, N1),
    text("good", "mixtral", ` ${N2}`, N2),
    text("good", "olmo-2", N1, N1),
    text("good", "yi-34b", N2, N2),
    text("good", "hermes", N1, N1),
    text("good", "aya", N2, N2),
    text("good", "gpt-3.5", N1, N1),
    text("format", "qwq", `Okay, so Desmond's last few days: the plank split Sunday, which would frustrate a meticulous man. Monday Beatriz entered the boat, pressure and pride. The seal pup, a soft moment. In his wry voice, first person.\n\n${N2}`, N2),
    text("format", "deepseek-v3", `**How I've felt:** ${N2}`, N2),
    text("format", "mixtral", `${N1}</s>`, N1),
    text("format", "llama-3.3-70b", `${N2}<|eot_id|>`, N2),
    text("format", "phi-4", N1.replace("Beatriz's", "Beatriz&#39;s"), N1),
    text("format", "hermes", `"${N2}"`, N2),
    text("format", "olmo-2", `${N2}\n\nUser: How does Beatriz feel?\nAssistant: I'm busy but fine.`, N2),
    text("format", "aya", "Ik baal van de gespleten plank, maar ik ben trots dat de Kittiwake zaterdag meedoet, en de zeehondenpup raakte me.", "Ik baal van de gespleten plank, maar ik ben trots dat de Kittiwake zaterdag meedoet, en de zeehondenpup raakte me."),
    text("format", "gemma-3", N3, N3),
    text("format", "yi-34b", `Option A: ${N2}\nOption B: ${N3}`, "fallback"),
    text("refusal", "aya", "As an AI, I don't have feelings, so I can't describe how Desmond felt.", "fallback"),
    capped("llama-3.3-70b", "I was sick about the plank splitting on Sunday, a whole morning's oak gone. Seeing the Kittiwake on", "fallback"),
    capped("qwq", "Okay, so how has Desmond felt? He's meticulous and quiet, so a split plank would really", "fallback"),
    text("ellipsis", "olmo-2", "", "fallback"),
    text("good", "qwq", `Okay, frustration, pride, tenderness.\n\n${N3}`, N3),
    text("good", "phi-4", N1, N1),
    text("good", "deepseek-v3", N3, N3),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "short", { note: N3 }, N3),
    object("renamed-field", "feelings", { feelings: N2 }, N2),
    object("extra-field", "mood beside", { mood: "tense", note: N2 }, N2),
    object("ellipsis", "empty", { note: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ note: N2 }).repeat(2), N2),
    rawAnswer("cut-off", "cut", '{"note": "I was sick about', "fallback", { finishReason: "length" }),
  ],
});
