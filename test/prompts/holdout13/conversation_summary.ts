import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { object, rawAnswer, text } from "../holdout/cases.js";
import { freeTextCases, type FreeText } from "./freeText.js";
import { grammarJson, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const about = "conversing about";
const f: FreeText = {
  good: [
    `${about} Elin bringing her own milk to the creamery on Tuesday while Fell Road is closed`,
    `${about} getting Tuesday's milk down the dale without the tanker`,
    `${about} Elin delivering her churns by half seven on Tuesday`,
  ],
  echoed: 'Answer with one short phrase that starts with "conversing about", for example "conversing about the bake sale next week".',
  translated: [],
  placeholder: `${about} <topic>`,
  refusal: "I'm not able to summarise this conversation.",
  loop: `${about} the milk, the milk, the milk, the milk, the milk, the milk, the milk, the milk, the milk, the milk, the milk, the milk`,
  cut: `${about} Elin bringing her own`,
};
const [a, b, c] = f.good;
const topic = (v: string) => v.slice(about.length + 1);

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs: INPUTS.conversation_summary,
  text: [
    ...freeTextCases(f),
    text("prefix-repeat", "yi-1.5", `${about} ${a}`, a),
    text("format", "o4-mini", `${b}.`, b),
    text("placeholder", "internlm-3", "conversing about the bake sale next week", "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: topic(a) }, a),
    object("good", "second", { topic: topic(b) }, b),
    object("good", "third", { topic: topic(c) }, c),
    object("prefix-repeat", "prefix kept inside the topic", { topic: c }, c),
    object("renamed-field", "summary", { summary: topic(a) }, a),
    object("extra-field", "participants beside", { topic: topic(b), participants: ["Elin Pryce", "Ingrid Halvorsen"] }, b),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ topic: topic(c) }), c),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ topic: topic(a) })), a),
    rawAnswer("cut-off", "cut", '{"topic": "Elin bringing her', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
    object("placeholder", "slot echoed", { topic: "<topic>" }, "fallback"),
  ],
});
