import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { tentChat } from "./fixtures.js";

const inputs = { name: "Nadia Haddad", partner: "Owen Pryce", transcript: tentChat };
const thought = "Nadia needs to be at the pharmacy's back door on Friday at 6pm to take the bench from Owen.";

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", thought, thought),
    text("good", "gpt-3.5", `"${thought}"`, thought),
    text("good", "llama-3-8b", `Here's what Nadia needs to remember:\n\n${thought}`, thought),
    text("good", "qwen2.5-7b", JSON.stringify({ thought }), thought),
    text("good", "reasoning", `<think>\nThe appointment: Friday at six, back door, Owen brings the bench.\n</think>\n${thought}`, thought),
    text("label", "gpt-3.5", `For Nadia Haddad's planning: ${thought}`, thought),
    text("label", "llama-3-8b", `**Thought:** ${thought}\n\nThis keeps the delivery on her schedule.`, thought),
    text("label", "gpt-4o-mini", `${thought} (This reflects the arrangement they made.)`, thought),
    text("label", "qwen2.5-7b", `Planning note: ${thought}`, thought),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("placeholder", "1b", "For <name>'s planning: <sentence>", "fallback"),
    text("good", "1b", "For Nadia Haddad's planning:", "fallback"),
    capped("gpt-4o-mini", "Nadia needs to be at the pharmacy's back door on Friday at", "fallback"),
    text("cut-off", "reasoning", "<think>\nShe promised to be at the back door on Friday. The time was", "fallback"),
  ],
  structured: [
    object("good", "valid", { thought }, thought),
    object("label", "with the lead-in", { thought: `For Nadia Haddad's planning: ${thought}` }, thought),
    object("renamed-field", "sentence for thought", { sentence: thought }, thought),
    object("refusal", "a refusal", { thought: "I'm sorry, I can't help with that." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"thought": "Nadia needs to be at the pharmacy\'s back door on', "fallback", { finishReason: "length" }),
  ],
});
