import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Hana Salazar", currTime: "2024-10-14T16:40:00", actAddress: "Tamarisk Wells:The Cistern Teahouse:tea room:low table", actDescription: "having tea (cutting lantern paper)", plannedPath: [] },
  target: { name: "Tariq Oduya", currTime: "2024-10-14T16:40:00", actAddress: "Tamarisk Wells:The Cistern Teahouse:tea room:samovar", actDescription: "having tea (filling a glass at the samovar)", plannedPath: [] },
  lastChat: { created: "2024-10-09T19:00:00", description: "conversing about lighting the lantern poles on Spring Square" },
  retrieved: {
    events: [{ description: "Tariq Oduya is filling a glass at the samovar" }],
    thoughts: [{ description: "Hana Salazar wants to ask Tariq Oduya whether the fountain on Spring Square will run on Lantern Night" }],
  },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "gpt-3.5", "Would Hana Salazar initiate a conversation with Tariq Oduya? Yes, she would: he is right there at the samovar.", true),
    text("good", "llama-3-8b", "## Decision\n\n- **Answer:** yes\n- **Why:** the fountain question can't wait until Friday", true),
    text("good", "gpt-4o-mini", "Answer in yes or no: yes", true),
    text("good", "gpt-3.5", "Answer in yes or no: yes\n\nTariq is only a few steps away at the samovar, and Hana has a question about the fountain.", true),
    text("good", "llama-3-8b", "Answer in yes or no: Yes\n\nHana has been wanting to ask about the fountain, and there he is!", true),
    text("good", "qwen2.5-7b", "Answer in yes or no: no\n\nHana is busy cutting paper and Tariq is just getting tea.", false),
    text("good", "1b", "Yes.", true),
    text("good", "1b", "yes", true),
    text("good", "reasoning", "<think>\nHana is at the teahouse, Tariq is at the samovar in the same room. She wants to ask about the fountain for Lantern Night, which is Friday. They last talked five days ago. She would speak to him.\n</think>\nAnswer in yes or no: yes", true),
    text("good", "gpt-4o-mini", "Sure! Answer in yes or no: yes", true),
    text("good", "llama-3-8b", "**Answer:** No\n\nShe is in the middle of cutting lantern paper and will see him at the committee meeting anyway.", false),
    text("good", "qwen2.5-7b", "```\nyes\n```", true),
    text("good", "gpt-3.5", "No. Hana is focused on her lanterns right now. Hope this helps!", false),
    text("label", "gpt-4o-mini", "Answer in yes or no: yes (she wants to ask about the fountain)", true),
    text("number-in-text", "llama-3-8b", "Answer in yes or no: yes. Lantern Night is 4 days away and they last talked 5 days ago.", true),
    text("general-value", "gpt-3.5", "Generally people don't interrupt someone getting tea, but Hana needs to know about the fountain before Friday, so: yes.", true),
    text("format", "qwen2.5-7b", "{'answer': 'yes'}", true),
    text("string-value", "1b", "Answer in yes or no: \"false\"", false),
    text("refusal", "refusal", "I'm sorry, but I can't make decisions on behalf of real people.", "fallback"),
    text("refusal", "gpt-3.5", "It depends on whether Hana feels like talking. I can't say for sure.", "fallback"),
    text("placeholder", "1b", "Answer in yes or no: [yes/no]", "fallback"),
    capped("llama-3-8b", "Considering that Hana", "fallback"),
    text("cut-off", "reasoning", "<think>\nHana is cutting paper. Tariq is at the samovar. The fountain question matters for Friday, but she is also", "fallback"),
  ],
  structured: [
    object("good", "valid yes", { answer: "yes" }, true),
    object("good", "valid no", { answer: "no" }, false),
    object("string-value", "the string false", { answer: "false" }, false),
    object("string-value", "a boolean true", { answer: true }, true),
    object("renamed-field", "decision for answer", { decision: "yes" }, true),
    object("extra-field", "a reason beside", { answer: "no", reason: "She is busy with the lanterns." }, false),
    object("refusal", "a refusal in the answer", { answer: "I cannot decide that." }, "fallback"),
    object("placeholder", "the placeholder echoed", { answer: "<yes or no>" }, "fallback"),
    rawAnswer("malformed", "single-quoted JSON", "{'answer': 'yes'}", true),
    rawAnswer("malformed", "JSON inside prose", 'Here is my answer: {"answer": "no"} since she is busy.', false),
    rawAnswer("cut-off", "cut off inside the key", '{"ans', "fallback", { finishReason: "length" }),
  ],
});
