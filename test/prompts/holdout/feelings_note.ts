import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
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
const note = "I've felt stretched thin, with the fair and the late delivery, but Owen's help with the tent has cheered me up.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", note, note),
    text("good", "gpt-3.5", `Sure! ${note}`, note),
    text("good", "llama-3-8b", `Here's how Nadia has felt:\n\n*${note}*\n\nI hope this captures her mood!`, note),
    text("good", "llama-3-8b", "I've felt stretched thin.\n\nOwen's help with the tent has cheered me up, though.", "I've felt stretched thin. Owen's help with the tent has cheered me up, though."),
    text("good", "qwen2.5-7b", `\`\`\`json\n${JSON.stringify({ note })}\n\`\`\``, note),
    text("good", "reasoning", `<think>\nBusy, a little worried about the delivery, grateful to Owen.\n</think>\n${note}`, note),
    text("label", "gpt-3.5", `Summary: ${note}`, note),
    text("label", "llama-3-8b", `**Summary:** ${note}`, note),
    text("label", "gpt-4o-mini", `${note} (This reflects a busy but hopeful week.)`, note),
    text("refusal", "refusal", "As an AI, I don't have feelings, so I can't describe how Nadia feels.", "fallback"),
    text("placeholder", "1b", "I have felt [feeling] about [event].", "fallback"),
    capped("gpt-4o-mini", "I've felt stretched thin, with the fair and the late delivery, but Owen's", "fallback"),
    text("cut-off", "reasoning", "<think>\nHow has Nadia felt? Busy with the tent, worried about the", "fallback"),
  ],
  structured: [
    object("good", "valid", { note }, note),
    object("label", "a label inside", { note: `Summary: ${note}` }, note),
    object("renamed-field", "feelings for note", { feelings: note }, note),
    object("refusal", "a refusal", { note: "As an AI, I don't have feelings." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"note": "I\'ve felt stretched thin, with the fair and', "fallback", { finishReason: "length" }),
  ],
});
