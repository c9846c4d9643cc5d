import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { footnote, guidedTail, python } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.conversation_summary;
const topic = "bringing the Kingfisher up the flight before lock 4 is drained";
const v = `conversing about ${topic}`;
const v2 = "conversing about getting the Kingfisher through the locks on Tuesday morning";

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    ...styled(v, v, "Ravi asks to bring his boat up before the stoppage; they agree on six."),
    text("good", "lm-studio-q5", v2, v2),
    text("format", "deepseek-v3.1", `${v}.`, v),
    text("format", "sarvam-m", `"${v}"`, v),
    text("format", "qwen2.5-coder", python("topic", JSON.stringify(v)), v),
    text("format", "ernie-4.5", footnote(v, "Ravi and Anneke agree on six o'clock."), v),
    text("prefix-repeat", "phi-4-mini", `conversing about conversing about ${topic}`, v),
    text("format", "granite-4", `Conversing about ${topic}`, v),
    text("format", "mistral-medium-3", `Topic: ${v}`, v),
    text("placeholder", "lm-studio-q5", "conversing about <topic>", "fallback"),
    text("refusal", "safety-tuned", "I'm not comfortable summarising private conversations.", "fallback"),
    text("loop", "lm-studio-q5", "conversing about the lock the lock the lock the lock the lock the lock the lock the lock the lock the lock", "fallback"),
    capped("deepseek-r1-distill", "<think>\nRavi wants to bring the Kingfisher up. Anneke says by half seven. So the topic is", "fallback"),
    text("ellipsis", "phi-4-mini", "conversing about ...", "fallback"),
    text("placeholder", "glm-4.5", "conversing about the bake sale next week", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic }, v),
    object("good", "with the prefix", { topic: v }, v),
    object("renamed-field", "summary", { summary: v }, v),
    object("extra-field", "participants beside", { topic, participants: ["Ravi Menon", "Anneke de Vries"] }, v),
    object("nested-json", "nested", { topic: { text: topic } }, v),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ topic })), v),
    rawAnswer("cut-off", "cut", '{"topic": "bringing the Kingf', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
    object("placeholder", "slot echoed", { topic: "<topic>" }, "fallback"),
  ],
});
