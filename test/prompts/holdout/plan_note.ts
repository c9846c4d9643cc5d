import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-11T00:00:00" },
  statements: [
    { created: "2024-06-10T12:05:00", description: "Nadia Haddad is conversing about a bench for the first-aid tent with Owen Pryce" },
    { created: "2024-06-10T15:40:00", description: "Bea Lindqvist said the hay-fever tablets will arrive on Saturday morning" },
  ],
};
const note =
  "I need to be at the back door of the pharmacy on Friday at 6pm, when Owen brings the bench for the first-aid tent. The hay-fever tablets arrive on Saturday morning, so I should check them in before the fair.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", note, note),
    text("good", "gpt-4o-mini", `"${note}"`, note),
    text("good", "gpt-3.5", `Sure! ${note}`, note),
    text("good", "llama-3-8b", `Here's Nadia's note to herself:\n\n${note}\n\nLet me know if you'd like any changes!`, note),
    text("good", "qwen2.5-7b", JSON.stringify({ note }), note),
    text("good", "reasoning", `<think>\nTwo things: Owen at the back door Friday 6pm; the delivery Saturday morning before the fair.\n</think>\n\n${note}`, note),
    text("label", "gpt-3.5", `Note to self: ${note}`, note),
    text("label", "llama-3-8b", `**Note:** ${note}`, note),
    text("label", "gpt-4o-mini", `${note} (This reflects her two commitments this week.)`, note),
    text("label", "qwen2.5-7b", `${note}\n\nNote: This note is written in the first person, as Nadia.`, note),
    text("refusal", "refusal", "I'm sorry, but I can't write personal notes for someone else.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not able to access Nadia's memories beyond what you've shared, so I can't write this note.", "fallback"),
    text("placeholder", "1b", "I need to <do something> on <date> at <time>.", "fallback"),
    text("loop", "1b", "I need to remember. I need to remember. I need to remember.", "fallback"),
    capped("gpt-3.5", "I need to", "fallback"),
    capped("gpt-4o-mini", "I need to be at the back door of the pharmacy on Friday at 6pm, when Owen brings", "fallback"),
    capped("llama-3-8b", "I need to be at the back door of the pharmacy on Friday at 6pm, when Owen brings the bench for the first-aid tent. The hay-fever tablets arrive on", "fallback"),
    text("cut-off", "reasoning", "<think>\nOwen is bringing the bench on Friday. The tablets come on Saturday. The note should say", "fallback"),
  ],
  structured: [
    object("good", "valid", { note }, note),
    object("label", "a label inside", { note: `Note to self: ${note}` }, note),
    object("renamed-field", "note_to_self for note", { note_to_self: note }, note),
    object("refusal", "a refusal", { note: "I'm sorry, but I can't help with that." }, "fallback"),
    object("placeholder", "a placeholder", { note: "<note>" }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", `{"note": "I need to be at the back door of the pharmacy on Friday at`, "fallback", { finishReason: "length" }),
  ],
});
