import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Priya Raman", currTime: "2024-09-09T16:10:00", actAddress: "Millbrook:Millbrook Quay:jetty:mooring post", actDescription: "training the rowing crew (waiting for the children)", plannedPath: [] },
  target: { name: "Tomasz Nowak", currTime: "2024-09-09T16:10:00", actAddress: "Millbrook:Millbrook Quay:jetty:ferry", actDescription: "repainting the ferry (sanding the rail)", plannedPath: [] },
  lastChat: { created: "2024-09-02T16:30:00", description: "conversing about borrowing a pump for the school's boat" },
  retrieved: {
    events: [{ description: "Tomasz Nowak is repainting the ferry" }],
    thoughts: [{ description: "Priya Raman wants to ask Tomasz whether he can patch the school's leaking boat" }],
  },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [

    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gpt-3.5", "Answer in yes or no: yes\n\nPriya has a reason to talk to Tomasz: she wants to ask him about patching the school's boat, and she is only waiting for the children.", true),
    text("good", "llama-3-8b", "**Answer in yes or no: yes**\n\nPriya is just waiting around, and Tomasz is right there on the jetty. It's the perfect moment to ask about the leaking boat!", true),
    text("good", "qwen2.5-7b", "Answer: No", false),
    text("good", "1b", "Yes.", true),
    text("good", "reasoning", "<think>\nThey spoke a week ago about a pump. Tomasz is busy sanding, which might argue for no. But she has a concrete question about the boat and is idle.\n</think>\nAnswer in yes or no: yes", true),
    text("good", "gpt-4o-mini", "No. The children are about to arrive for training, and she spoke with Tomasz only a week ago.", false),
    text("label", "gpt-3.5", "Answer in yes or no: no (Priya will ask him after training instead.)", false),
    text("general-value", "llama-3-8b", "Most people wouldn't interrupt someone who is sanding a boat, but Priya would. Answer in yes or no: yes", true),
    text("refusal", "refusal", "I'm sorry, but I can't make decisions on behalf of real people.", "fallback"),
    text("placeholder", "1b", "Answer in yes or no: yes or no", "fallback"),
    capped("gpt-3.5", "Answer in yes or no:", "fallback"),
    text("cut-off", "reasoning", "<think>\nPriya is waiting for the children. Tomasz is sanding the rail. Last time they talked about the pump, which", "fallback"),
    text("string-value", "qwen2.5-7b", '{"answer": "false"}', false),
    text("number-in-text", "gpt-3.5", "Answer in yes or no: yes. It has been 7 days since they last talked, and Priya has 2 questions for him.", true),
  ],
  structured: [

    object("good", "valid", { answer: "yes" }, true),
    object("good", "no, capitalised", { answer: "No" }, false),
    object("string-value", "a boolean for the answer", { answer: true }, true),
    object("renamed-field", "decision for answer", { decision: "yes" }, true),
    object("extra-field", "a reason beside", { answer: "no", reason: "The children are about to arrive." }, false),
    object("refusal", "a refusal in the answer", { answer: "I cannot decide this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the value", '{"answer": "', "fallback", { finishReason: "length" }),
    object("string-value", "\"false\" as a string", { answer: "false" }, false),
  ],
});
