import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Sol.",
  history: [{ role: "user", content: "Write a two-sentence poster text for the Brackenford summer fair on Saturday, June 15, on the Green." }],
};
const draft = "Come to the Brackenford summer fair on Saturday, June 15! Music, cakes and a raffle on the Green from noon.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", draft, draft),
    text("good", "gpt-3.5", `Here's a short poster text:\n\n${draft}`, draft),
    text("good", "llama-3-8b", `${draft}\n\nI hope you like it!`, draft),
    text("good", "qwen2.5-7b", JSON.stringify({ draft }), draft),
    text("good", "qwen2.5-7b", `\`\`\`\n${draft}\n\`\`\``, draft),
    text("good", "reasoning", `<think>\nTwo sentences: the invitation with the date, then what's on.\n</think>\n\n${draft}`, draft),
    text("label", "gpt-3.5", `Draft: ${draft}`, draft),
    text("label", "llama-3-8b", `**Poster text:**\n\n${draft}`, draft),
    text("label", "gpt-4o-mini", `${draft}\n\n(This reflects a cheerful, family-friendly tone.)`, draft),
    text("refusal", "refusal", "I'm sorry, but I can't write advertising copy.", "fallback"),
    text("placeholder", "1b", "Come to [event] on [date]!", "fallback"),
    capped("gpt-4o-mini", "Come to the Brackenford summer fair on Saturday, June 15! Music, cakes and", "fallback"),
    text("cut-off", "reasoning", "<think>\nTwo sentences. First the invitation, then", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: draft }, draft),
    object("label", "a label inside", { text: `Draft: ${draft}` }, draft),
    object("renamed-field", "draft for text", { draft }, draft),
    object("refusal", "a refusal", { text: "I'm sorry, I can't help with that." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"text": "Come to the Brackenford summer fair on', "fallback", { finishReason: "length" }),
  ],
});
