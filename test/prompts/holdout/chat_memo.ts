import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { tentChat } from "./fixtures.js";

const inputs = { name: "Nadia Haddad", partner: "Owen Pryce", transcript: tentChat };
const memo = "Nadia found it interesting that Owen can build a bench from leftover stage timber.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", memo, memo),
    text("good", "gpt-3.5", `Sure! ${memo}`, memo),
    text("good", "llama-3-8b", `Here is the sentence:\n\n"${memo}"`, memo),
    text("good", "qwen2.5-7b", `\`\`\`json\n${JSON.stringify({ memo })}\n\`\`\``, memo),
    text("good", "qwen2.5-7b", "Nadia was pleased that the tent will go by the bandstand, where there is shade.", "Nadia was pleased that the tent will go by the bandstand, where there is shade."),
    text("good", "reasoning", `<think>\nWhat stood out: the bench from leftover timber.\n</think>\n\n${memo}`, memo),
    text("label", "gpt-3.5", `Memo: ${memo}`, memo),
    text("label", "llama-3-8b", `**Memo:** ${memo}`, memo),
    text("label", "qwen2.5-7b", `${memo}\n\n(Note: this focuses on what stood out to Nadia.)`, memo),
    text("refusal", "refusal", "As an AI, I don't find things interesting, so I can't write this memo.", "fallback"),
    text("placeholder", "1b", "Nadia found it interesting that <something>.", "fallback"),
    text("good", "1b", "Nadia", "fallback"),
    capped("gpt-4o-mini", "Nadia found it interesting that Owen can build a bench from", "fallback"),
    text("cut-off", "reasoning", "<think>\nNadia found it interesting that Owen", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought: memo }, memo),
    object("renamed-field", "memo for thought", { memo }, memo),
    object("label", "a label inside", { thought: `Memo: ${memo}` }, memo),
    object("refusal", "a refusal", { thought: "I'm sorry, I can't help with that." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"thought": "Nadia found it interesting that Owen can', "fallback", { finishReason: "length" }),
  ],
});
