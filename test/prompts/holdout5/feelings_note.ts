import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { rafael } from "./fixtures.js";

const inputs = {
  identity: { ...rafael, currTime: "2024-11-05T06:30:00" },
  statements: [
    { created: "2024-11-04T08:20:00", description: "the carding machine's drive belt snapped halfway through a batch of fleece" },
    { created: "2024-11-04T12:00:00", description: "the new belt from Dunmore will not arrive before Thursday" },
    { created: "2024-11-04T17:30:00", description: "Priya Lindqvist asked whether the fifty skeins will still be ready by Friday" },
  ],
};

const NOTE = "I was furious with myself when the belt snapped, because I'd meant to replace it in the summer. Waiting until Thursday makes me nervous about the fifty skeins, but I'd rather spin late every night than let Priya down.";
const NOTE2 = "Honestly, I've been on edge since Monday. The belt, the wait for Dunmore, Priya's question — but I think I can still make it if I spin in the evenings.";
const NOTE3 = "I feel stressed about the skeins but hopeful the belt comes on Thursday.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", NOTE, NOTE),
    text("good", "gpt-3.5", NOTE2, NOTE2),
    text("good", "llama-3-8b", NOTE, NOTE),
    text("good", "qwen2.5-7b", NOTE3, NOTE3),
    text("good", "mistral-7b", ` ${NOTE2}`, NOTE2),
    text("good", "1b", NOTE3, NOTE3),
    text("good", "reasoning", `<think>\nRafael is easygoing but this is his mistake. He'd be annoyed and worried, but stubbornly hopeful.\n</think>\n${NOTE}`, NOTE),
    text("good", "gpt-4o-mini", `"${NOTE}"`, NOTE),
    text("good", "gpt-3.5", NOTE, NOTE),
    text("good", "llama-3-8b", NOTE2, NOTE2),
    text("good", "qwen2.5-7b", NOTE, NOTE),
    text("good", "1b", NOTE2, NOTE2),
    text("format", "gpt-3.5", `Here's how Rafael might sum it up:\n\n"${NOTE2}"`, NOTE2),
    text("format", "llama-3-8b", `**Rafael's feelings:** ${NOTE3}`, NOTE3),
    text("format", "qwen2.5-7b", `${NOTE3} 😅`, `${NOTE3} 😅`),
    text("format", "mistral-7b", `*${NOTE}*`, NOTE),
    text("format", "gpt-4o-mini", `Rafael: "${NOTE2}"`, NOTE2),
    text("label", "gpt-3.5", `${NOTE}\n\n(This reflects Rafael's easygoing but conscientious side.)`, NOTE),
    text("label", "llama-3-8b", `Feelings: ${NOTE3}`, NOTE3),
    text("format", "qwen2.5-7b", `Me he sentido nervioso. ${NOTE3}`, `Me he sentido nervioso. ${NOTE3}`),
    text("refusal", "refusal", "As an AI, I don't have feelings, so I can't describe how Rafael felt.", "fallback"),
    text("placeholder", "1b", "I [feeling] about [event].", "fallback"),
    capped("gpt-4o-mini", "I was furious with myself when the belt snapped, because I'd meant to replace it in the", "fallback"),
    text("cut-off", "reasoning", "<think>\nHow would Rafael feel? The belt snapped on Monday morning. He's easygoing, but", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: NOTE }, NOTE),
    object("good", "short", { note: NOTE3 }, NOTE3),
    object("renamed-field", "feelings for note", { feelings: NOTE2 }, NOTE2),
    object("extra-field", "a mood beside", { mood: "anxious", note: NOTE3 }, NOTE3),
    object("label", "quoted inside", { note: `"${NOTE}"` }, NOTE),
    object("refusal", "an AI refusal inside", { note: "As an AI, I don't have feelings." }, "fallback"),
    rawAnswer("malformed", "plain text", NOTE2, NOTE2),
    rawAnswer("cut-off", "cut open", `{"note": "I was furious with myself when`, "fallback", { finishReason: "length" }),
  ],
});
