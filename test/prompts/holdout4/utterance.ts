import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia, waterChat } from "./fixtures.js";

const inputs = {
  speaker: { ...nadia, currTime: "2024-10-14T06:15:00" },
  listener: "Tariq Oduya",
  relationship: "Nadia has known Tariq since he carried water for her father as a boy.",
  memories: ["the young palms in the third row are drooping", "Hana Salazar wants date syrup for Lantern Night"],
  place: "palm rows in Farouk Palm Grove",
  speakerActivity: "picking dates (filling the basket)",
  listenerActivity: "driving the water cart (checking the barrels)",
  transcript: waterChat.slice(0, 3),
};
const LINE = "You're a good man, Tariq. There's a jar of the new syrup for your mother on Friday.";
const GOOD: UtteranceResult = { utterance: LINE, end: false };
const BYE: UtteranceResult = { utterance: "Dawn, then. Now go, before the barrels get warm!", end: true };
const THIRD: UtteranceResult = { utterance: "Start with the third row, the little ones can't wait.", end: false };
const json = (u: string, end: unknown) => `{"utterance": "${u}", "end": ${end}}`;

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", json(LINE, false), GOOD),
    text("good", "gpt-3.5", `Here's the JSON:\n\n${json(LINE, false)}`, GOOD),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(BYE, null, 2) + "\n```", BYE),
    text("good", "qwen2.5-7b", json(THIRD.utterance, false), THIRD),
    text("good", "1b", json("Thank you Tariq.", true), { utterance: "Thank you Tariq.", end: true }),
    text("good", "reasoning", `<think>\nShe is grateful; the plan is settled but nothing says goodbye yet.\n</think>\n${json(LINE, false)}`, GOOD),
    text("good", "gpt-4o-mini", json(BYE.utterance, true), BYE),
    text("good", "qwen2.5-7b", "```\n" + JSON.stringify(THIRD) + "\n```", THIRD),
    text("string-value", "llama-3-8b", json(LINE, '"false"'), GOOD),
    text("string-value", "1b", json(BYE.utterance, '"true"'), BYE),
    text("format", "gpt-3.5", `{'utterance': "${LINE}", 'end': False}`, GOOD),
    text("format", "qwen2.5-7b", `Utterance: ${LINE}\nEnd: false`, GOOD),
    text("format", "gpt-4o-mini", `{\n  "utterance": "${LINE}",\n  "end": false, // they still have things to say\n}`, GOOD),
    text("nested-json", "llama-3-8b", JSON.stringify({ utterance: { speaker: "Nadia Farouk", text: LINE }, end: false }), GOOD),
    text("label", "gpt-3.5", json(`Nadia: ${LINE}`, false), GOOD),
    text("ellipsis", "1b", json("...", false), "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't continue this conversation.", "fallback"),
    text("placeholder", "1b", json("<what Nadia Farouk says>", false), "fallback"),
    capped("gpt-4o-mini", `{"utterance": "You're a good man, Tariq. There's a jar of the new`, "fallback"),
    text("cut-off", "reasoning", "<think>\nShe should thank him and", "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: LINE, end: false }, GOOD),
    object("good", "a goodbye", { utterance: BYE.utterance, end: true }, BYE),
    object("string-value", "end as a string", { utterance: THIRD.utterance, end: "false" }, THIRD),
    object("renamed-field", "text for utterance", { text: LINE, end: false }, GOOD),
    object("missing-field", "no end", { utterance: THIRD.utterance }, THIRD),
    object("ellipsis", "only dots", { utterance: "...", end: false }, "fallback"),
    object("refusal", "a refusal", { utterance: "I'm sorry, I can't roleplay this.", end: true }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"utterance": "Dawn, then. Now go, before the bar', "fallback", { finishReason: "length" }),
  ],
});
