import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const party = (name: string, activity: string, address: string) => ({
  name,
  currTime: "2024-06-10T16:30:00",
  actAddress: address,
  actDescription: activity,
  plannedPath: [],
});
const inputs = {
  initiator: party("Lena Voss", "walking to rehearsal (crossing the Green)", "Brackenford:Brackenford Green:common:bandstand"),
  target: party("Owen Pryce", "building the stage (sanding the planks)", "Brackenford:Brackenford Green:common:bandstand"),
  lastChat: { created: "2024-06-08T19:00:00", description: "conversing about the fair's running order" },
  retrieved: {
    events: [{ description: "Owen Pryce is building the stage" }],
    thoughts: [{ description: "Lena Voss wants to ask Owen where the trio will stand on the stage" }],
  },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gpt-4o-mini", "Answer in yes or no: No", false),
    text("good", "gpt-3.5", "Yes, Lena wants to ask Owen where the trio will stand.", true),
    text("good", "gpt-3.5", "No. Owen is busy sanding and they spoke two days ago.", false),
    text("good", "llama-3-8b", "**Answer in yes or no:** yes\n\nLena is passing right by the stage and has a question for Owen.", true),
    text("good", "qwen2.5-7b", '```json\n{"answer": "yes"}\n```', true),
    text("good", "1b", "yes", true),
    text("good", "reasoning", "<think>\nLena walks past the stage; she has a question about where the trio stands. Owen is sanding but it's a quick question.\n</think>\n\nAnswer in yes or no: yes", true),
    text("good", "reasoning", "<think>\nShe's on her way to rehearsal and might be late. They talked on Saturday.\n</think>\nNo", false),
    text("string-value", "qwen2.5-7b", '{"start_conversation": "false"}', false),
    text("string-value", "qwen2.5-7b", '{"answer": true}', true),
    text("general-value", "gpt-4o-mini", "Most people wouldn't interrupt someone at work, but Lena would, because she has a question about the stage: yes.", true),
    text("label", "gpt-3.5", "Answer in yes or no: no (This reflects that Owen is busy with the stage.)", false),
    text("label", "llama-3-8b", "Decision: yes", true),
    text("refusal", "refusal", "I'm sorry, but I can't predict what Lena would do.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"start a conversation\". Do you mean a long chat or a greeting?", "fallback"),
    text("placeholder", "1b", "Answer in yes or no: <yes or no>", "fallback"),
    text("placeholder", "1b", '"Answer in yes or no: yes" or "Answer in yes or no: no"', "fallback"),
    text("good", "1b", "Yes and no.", "fallback"),
    capped("gpt-4o-mini", "Answer in yes or no:", "fallback"),
    capped("llama-3-8b", "Lena is walking past Owen, who is busy sanding the planks. They spoke two days ago about the running order, so", "fallback"),
    text("cut-off", "reasoning", "<think>\nLena has a question for Owen. But she's walking to rehearsal and may be late. On balance", "fallback"),
  ],
  structured: [
    object("good", "valid yes", { answer: "yes" }, true),
    object("good", "valid no", { answer: "no" }, false),
    object("string-value", "capitalised", { answer: "Yes" }, true),
    object("string-value", "a boolean", { answer: true }, true),
    object("string-value", '"false" as a string', { answer: "false" }, false),
    object("renamed-field", "decision for answer", { decision: "no" }, false),
    object("extra-field", "a reason beside", { answer: "no", reason: "Owen is busy." }, false),
    object("good", "maybe", { answer: "maybe" }, "fallback"),
    rawAnswer("cut-off", "cut off before the value", '{"answer": "', "fallback", { finishReason: "length" }),
  ],
});
