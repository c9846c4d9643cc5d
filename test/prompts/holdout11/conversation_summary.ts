import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { object, rawAnswer, text } from "../holdout/cases.js";
import { freeTextCases, type FreeText } from "./freeText.js";
import { fence } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const P = "conversing about ";
const [a, b, c] = [
  "the road closure for Tuesday's quarry blast and when Declan should bring the minibus up",
  "putting a notice in the shop window about Scar Lane's closure for the blast",
  "Scar Lane closing for the blast and the minibus run",
];
const f: FreeText = {
  good: [P + a, P + b, P + c],
  reasoning: "Marta asks for a notice about Scar Lane closing for the blast; Declan's minibus timing; a joke about the concert.",
  translated: [],
  placeholder: "conversing about <topic>",
  refusal: "I'm not comfortable summarising private conversations.",
  loop: "conversing about the the the the the the the the the the the the the the the the the the the",
  cut: "conversing about the road closure for Tuesday's quarry",
};

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("prefix-repeat", "smollm3", `conversing about ${P + c}`, P + c),
    text("format", "gpt-5-mini", `${P + b}.`, P + b),
    text("label", "llama-3.3-70b", `Topic: ${P + a}`, P + a),
  ],
  structured: [
    object("good", "valid", { topic: a }, P + a),
    object("good", "second", { topic: b }, P + b),
    object("prefix-repeat", "prefix inside", { topic: P + c }, P + c),
    object("renamed-field", "summary", { summary: c }, P + c),
    object("extra-field", "participants beside", { participants: ["Marta Kowalczyk", "Declan Ferris"], topic: a }, P + a),
    object("nested-json", "under conversation", { conversation: { topic: b } }, P + b),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ topic: c })), P + c),
    rawAnswer("format", "phrase as raw text", P + a, P + a),
    rawAnswer("cut-off", "cut", '{"topic": "the road closure for Tue', "fallback", { finishReason: "length" }),
    object("placeholder", "placeholder", { topic: "<topic>" }, "fallback"),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
  ],
});
