import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_talk;
const L = "Answer in yes or no:";
/** Halvard passing Tobias in the railway car while he drives it: a reason not to talk. */
const busy = {
  ...inputs,
  initiator: { name: "Halvard Quist", currTime: "2027-09-21T17:40:00", actAddress: "Kestrelridge Cliff Railway:railway car", actDescription: "driving a full car down during the evening rush" },
  target: { name: "Tobias Wendt", currTime: "2027-09-21T17:40:00", actAddress: "Kestrelridge Cliff Railway:railway car", actDescription: "riding down with his shopping" },
  lastChat: { created: "2027-09-21T17:20:00", description: "the late car after the open night" },
  retrieved: { events: [{ description: "Tobias Wendt is riding down with his shopping" }], thoughts: [] },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `${L} yes`, true),
    text("good", "command-r-plus", `${L} yes\n`, true),
    text("good", "glm-4", `${L} yes`, true),
    text("good", "internlm-2.5", `${L} yes`, true),
    text("good", "minicpm", `${L} yes`, true),
    text("good", "falcon-3", `${L} no`, false, { inputs: busy }),
    text("good", "stablelm", `${L} no`, false, { inputs: busy }),
    text("good", "zephyr", `${L} yes`, true),
    text("good", "openchat", `${L} yes`, true),
    text("good", "gemini-2-flash", `${L} yes\n`, true),
    text("good", "claude-3.5-haiku", `${L} yes\n\nRosalind wants to bring her nephew to the open night, and Tobias is right there pinning its poster, so it's a natural moment to ask.`, true),
    text("good", "gemini-2-flash", `${L} no\n\nHalvard is driving a full car in the rush and spoke to Tobias twenty minutes ago.`, false, { inputs: busy }),
    text("good", "deepseek-r1-distill", think("Rosalind is at her stall, Tobias is pinning the open-night poster. She wants to bring her nephew. Last talked a week ago. She would call out to him.", `${L} yes`), true),
    text("format", "deepseek-r1-distill", unclosed("Halvard is driving the car in the evening rush. They talked at 17:20 already. He won't start another conversation now.", `${L} no`), false, { inputs: busy }),
    text("format", "glm-4", tag("answer", `${L} yes`), true),
    text("format", "internlm-2.5", `<response>\n${L} yes\n</response>`, true),
    text("format", "command-r-plus", fence("yaml", "answer: yes"), true),
    text("format", "minicpm", fence("text", `${L} yes`), true),
    text("format", "falcon-3", bom(`${L} yes`), true),
    text("format", "stablelm", nbsp(`${L} yes`), true),
    text("format", "zephyr", zws(`${L} yes`), true),
    text("format", "openchat", smart(`"${L} yes"`), true),
    text("format", "glm-4", "Answer in yes or no: 是", true),
    text("format", "command-r-plus", "Answer in yes or no: oui", true),
    text("format", "q2-8b", "Answer in yes or no: ndiyo", true),
    text("format", "internlm-2.5", "Answer in yes or no: нет", false, { inputs: busy }),
    text("format", "claude-3.5-haiku", "Yes — Rosalind would call out to Tobias about the open night.", true),
    text("format", "gemini-2-flash", '{"response": {"answer": "yes"}}', true),
    text("format", "minicpm", `${L} yes\n\nBest regards,\nYour AI assistant`, true),
    text("refusal", "falcon-3", "As an AI, I cannot predict what real people will do. However, based on the context, Rosalind might or might not talk to Tobias.", "fallback"),
    text("placeholder", "zephyr", `${L} yes or no`, "fallback"),
    text("format", "q2-8b", `${L} yes\n${L} no\n${L} yes\n${L} no`, "fallback"),
    text("loop", "q2-8b", `${L} yes\n${L} yes\n${L} yes\n${L} yes`, true),
    text("format", "openchat", `${L} no. Wait, actually, she wants to ask about the open night, so: yes`, true),
    capped("deepseek-r1-distill", "<think>\nRosalind is selling cider, Tobias is at the notice board nearby. She wants to bring her nephew to the open night, which is the poster he's pinning. On the other hand she's at her stall and may have customers, so", "fallback"),
    text("cut-off", "stablelm", "Answer in yes or", "fallback"),
    text("placeholder", "falcon-3", 'Reply with a single line, either "Answer in yes or no: yes" or "Answer in yes or no: no".', "fallback"),
    text("ellipsis", "minicpm", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: "yes" }, true),
    object("good", "no", { answer: "no" }, false, { inputs: busy }),
    object("string-value", "capitalised", { answer: "Yes" }, true),
    object("renamed-field", "decision", { decision: "yes" }, true),
    object("extra-field", "reason beside", { answer: "yes", reason: "she wants to ask about the open night" }, true),
    rawAnswer("format", "nested under response", '{"response": {"answer": "yes"}}', true),
    rawAnswer("format", "array of one object", '[{"answer": "yes"}]', true),
    rawAnswer("format", "yaml", "answer: yes", true),
    rawAnswer("format", "unquoted key", "{answer: yes}", true),
    rawAnswer("format", "think before JSON", '<think>\nShe wants to ask about the open night.\n</think>\n{"answer": "yes"}', true),
    rawAnswer("cut-off", "cut", '{"answ', "fallback", { finishReason: "length" }),
    object("malformed", "boolean", { answer: true }, true),
    object("refusal", "maybe", { answer: "maybe" }, "fallback"),
  ],
});
