import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Lena Sommer", currTime: "2024-09-16T12:10:00", actAddress: "Edelhorn:Edelhorn Post Office:counter room:counter", actDescription: "closing the post office for lunch (locking the till)", plannedPath: [] },
  target: { name: "Matthias Keller", currTime: "2024-09-16T12:10:00", actAddress: "Edelhorn:Edelhorn Post Office:counter room:scales", actDescription: "posting a parcel (weighing a coil of rope)", plannedPath: [] },
  lastChat: { created: "2024-09-10T18:00:00", description: "conversing about the choir singing when the cows come down" },
  retrieved: {
    events: [{ description: "Matthias Keller is posting a parcel" }],
    thoughts: [{ description: "Lena Sommer wants to ask Matthias Keller whether the choir can stand on the inn's balcony when the cows come down" }],
  },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer in yes or no: no", false),
    text("good", "llama-3-8b", "Answer in yes or no: yes\n\nShe has been meaning to ask him about the balcony, and here he is!", true),
    text("good", "qwen2.5-7b", "Answer in yes or no: no\n\nLena is about to go for lunch.", false),
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gpt-3.5", "Answer in yes or no: yes\n\nMatthias is standing right at Lena's counter, and she has been meaning to ask him about the balcony for days.", true),
    text("good", "llama-3-8b", "**Answer in yes or no: no**\n\nLena is locking up for lunch and Matthias is busy with his parcel. She'll catch him at the inn later.", false),
    text("good", "qwen2.5-7b", "Answer in yes or no: Yes", true),
    text("good", "1b", "yes", true),
    text("good", "reasoning", "<think>\nLet me think. Lena is closing for lunch; Matthias is at her scales, so he is right in front of her. She wants to ask about the balcony. They last spoke six days ago. Yes.\n</think>\nAnswer in yes or no: yes", true),
    text("number-in-text", "gpt-4o-mini", "Answer in yes or no: yes. It has been 6 days since they spoke, and the festival is only 5 days away.", true),
    text("label", "llama-3-8b", "Answer in yes or no: yes\n\n(Reason: she needs an answer about the balcony before Saturday.)", true),
    text("general-value", "gpt-3.5", "Most people would let someone finish weighing a parcel in peace, but Lena is too anxious about Saturday to wait. Answer in yes or no: yes", true),
    text("format", "qwen2.5-7b", '{"answer": "no"}', false),
    text("refusal", "refusal", "I'm sorry, but I can't predict what a real person would choose to do.", "fallback"),
    text("refusal", "qwen2.5-7b", "I'm not sure what you mean by \"start a conversation\". Would you like me to write the conversation between them?", "fallback"),
    text("placeholder", "1b", "Answer in yes or no: <yes or no>", "fallback"),
    capped("gpt-3.5", "Lena Sommer would most likely", "fallback"),
    text("cut-off", "reasoning", "<think>\nLet me think. Lena is locking the till. Matthias is weighing rope. She wants to ask about the balcony, but she is also hungry and", "fallback"),
  ],
  structured: [
    object("good", "yes, capitalised", { answer: "Yes" }, true),
    object("good", "valid", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false),
    object("string-value", "a boolean for the answer", { answer: false }, false),
    object("renamed-field", "start_conversation for answer", { start_conversation: "yes" }, true),
    object("extra-field", "reasoning first", { reasoning: "He is right at her counter and she has a question.", answer: "yes" }, true),
    object("refusal", "a refusal in the answer", { answer: "I am unable to determine this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the value", '{"answer": "y', "fallback", { finishReason: "length" }),
    rawAnswer("malformed", "a fenced JSON object", '```json\n{"answer": "no"}\n```', false),
  ],
});
