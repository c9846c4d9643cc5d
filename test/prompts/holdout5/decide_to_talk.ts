import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: {
    name: "Priya Lindqvist",
    currTime: "2024-11-05T12:50:00",
    actAddress: "Vellmoor:The Drover's Arms:bar room:fireplace",
    actDescription: "having lunch (warming her hands at the fire)",
    plannedPath: [],
  },
  target: {
    name: "Rafael Mbeki",
    currTime: "2024-11-05T12:50:00",
    actAddress: "Vellmoor:The Drover's Arms:bar room:bar counter",
    actDescription: "having lunch (ordering a pie at the bar)",
    plannedPath: [],
  },
  lastChat: { created: "2024-10-29T19:30:00", description: "conversing about the yarn stall at the Fleece Fair" },
  retrieved: {
    events: [{ description: "Rafael Mbeki is ordering a pie at the bar" }],
    thoughts: [{ description: "Priya Lindqvist wants to know whether Rafael Mbeki's fifty skeins will be ready by Friday" }],
  },
};
/** The same two, Rafael in the middle of a fiddle tune on Friday night: no time to talk. */
const busy = {
  ...inputs,
  target: { ...inputs.target, currTime: "2024-11-08T21:10:00", actDescription: "playing the fiddle (in the middle of a reel)" },
  initiator: { ...inputs.initiator, currTime: "2024-11-08T21:10:00" },
  lastChat: { created: "2024-11-08T18:00:00", description: "conversing about the skeins he delivered" },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gpt-3.5", "Answer in yes or no: yes\n\nPriya has been wanting to ask Rafael about the skeins, and they are both on their lunch break.", true),
    text("good", "llama-3-8b", "**Answer in yes or no: yes**", true),
    text("good", "qwen2.5-7b", "Answer in yes or no: yes", true),
    text("good", "mistral-7b", " Answer in yes or no: yes\n\nExplanation: Priya has a question about the yarn for the Fleece Fair and Rafael is right there at the bar.", true),
    text("good", "mistral-7b", " Answer in yes or no: no", false, { inputs: busy }),
    text("good", "1b", "yes", true),
    text("good", "1b", "Answer: yes", true),
    text("good", "reasoning", "<think>\nPriya wants to know about the fifty skeins. They're both at lunch in the same room; last talk was a week ago. Natural to start.\n</think>\n\nAnswer in yes or no: yes", true),
    text("good", "reasoning", "<think>\nRafael is in the middle of a reel. They spoke three hours ago. She would not interrupt.\n</think>\nAnswer in yes or no: no", false, { inputs: busy }),
    text("good", "gpt-4o-mini", "Answer in yes or no: no", false, { inputs: busy }),
    text("good", "gpt-3.5", "Yes.", true),
    text("good", "llama-3-8b", "Yes, Priya would start a conversation. She needs to confirm the skeins for Friday.", true),
    text("good", "qwen2.5-7b", "No. Rafael is playing and they already talked this evening.", false, { inputs: busy }),
    text("format", "gpt-4o-mini", "| Question | Answer |\n|---|---|\n| Would Priya start a conversation? | yes |", true),
    text("format", "llama-3-8b", "Final answer: yes", true),
    text("format", "qwen2.5-7b", "回答：是 (yes)\n\nAnswer in yes or no: yes", true),
    text("format", "mistral-7b", "Ja. Answer in yes or no: yes", true),
    text("format", "gpt-3.5", "Answer in yes or no: Yes ✅", true),
    text("format", "1b", "✅ yes", true),
    text("label", "gpt-4o-mini", "Answer in yes or no: yes (she has a question about the skeins)", true),
    text("label", "llama-3-8b", "Decision: **No** — Rafael is mid-reel and they spoke at six.", false, { inputs: busy }),
    text("number-in-text", "gpt-3.5", "It is 12:50 and they last spoke 7 days ago, so: yes.", true),
    text("string-value", "qwen2.5-7b", "Answer in yes or no: true", true),
    text("general-value", "gpt-4o-mini", "Most people would leave someone alone while they order, but Priya would: yes.", true),
    text("refusal", "refusal", "I'm not able to make decisions on behalf of real people.", "fallback"),
    text("refusal", "1b", "Answer in yes or no: yes or no", "fallback"),
    text("placeholder", "1b", "Answer in yes or no: <yes or no>", "fallback"),
    text("ellipsis", "1b", "...", "fallback"),
    capped("mistral-7b", "Priya is eating her lunch by the fire and Rafael is at the bar. Since she has been wondering about the skeins, she", "fallback"),
    capped("reasoning", "<think>\nShe wants to ask about the skeins. They're both on lunch. On the other hand, Rafael looks hungry and", "fallback"),
    text("cut-off", "gpt-3.5", "Answer in yes or no:", "fallback"),
  ],
  structured: [
    object("good", "yes", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false, { inputs: busy }),
    object("string-value", "capitalised", { answer: "Yes" }, true),
    object("string-value", "a boolean instead of the enum", { answer: true }, true),
    object("renamed-field", "decision for answer", { decision: "yes" }, true),
    object("extra-field", "a reason beside", { answer: "no", reason: "Rafael is in the middle of a reel." }, false, { inputs: busy }),
    object("extra-field", "a confidence beside", { answer: "yes", confidence: 0.85 }, true),
    object("nested-json", "the answer nested", { result: { answer: "yes" } }, true),
    object("refusal", "empty answer", { answer: "" }, "fallback"),
    rawAnswer("malformed", "plain text", "yes", true),
    rawAnswer("malformed", "JSON in a fence", '```json\n{"answer": "no"}\n```', false, { inputs: busy }),
    rawAnswer("cut-off", "cut mid-value", '{"answer": "y', "fallback", { finishReason: "length" }),
  ],
});
