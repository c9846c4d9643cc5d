import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk, muleChat } from "./fixtures.js";

const inputs = {
  speaker: { ...anouk, currTime: "2024-09-16T07:45:00" },
  listener: "Matthias Keller",
  relationship: "Anouk has known Matthias since he was a boy herding goats for her grandmother.",
  memories: ["Anouk Brandt has to get forty wheels of cheese down to the square on Saturday", "the last wheels come out of the brine at half past six"],
  place: "dairy shop in Brandt Dairy",
  speakerActivity: "making cheese (stirring the curd)",
  listenerActivity: "delivering hay (stacking bales by the door)",
  transcript: muleChat.slice(0, 3),
};

const LINE = "Bless you, Matthias. There's a slice of the three-year-old in it for you.";
const BLESS: UtteranceResult = { utterance: LINE, end: false };
const json = (u: string, end: string | boolean) => `{"utterance": "${u}", "end": ${end}}`;

const MIND = "Seven it is. Mind you keep the mules away from my cellar door!";
const BYE: UtteranceResult = { utterance: "Thank you, Matthias. I must get back to the curd now.", end: true };

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", json(MIND, false), { utterance: MIND, end: false }),
    text("good", "qwen2.5-7b", json(LINE, false), BLESS),
    text("good", "llama-3-8b", json(BYE.utterance, true), BYE),
    text("good", "gpt-4o-mini", json(LINE, false), BLESS),
    text("good", "gpt-3.5", `Here's the JSON:\n\n${json(LINE, false)}`, BLESS),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify(BLESS, null, 2) + "\n```", BLESS),
    text("good", "qwen2.5-7b", json("Thank you, Matthias! Seven on Saturday, then.", true), { utterance: "Thank you, Matthias! Seven on Saturday, then.", end: true }),
    text("good", "reasoning", `<think>\nLet me think. She is grateful and offers him cheese; the conversation can go on.\n</think>\n${json(LINE, false)}`, BLESS),
    text("string-value", "qwen2.5-7b", json(LINE, '"false"'), BLESS),
    text("string-value", "1b", json(LINE, "False"), BLESS),
    text("label", "llama-3-8b", json(`Anouk Brandt: ${LINE}`, false), BLESS),
    text("nested-json", "qwen2.5-7b", `{"utterance": {"text": "${LINE}"}, "end": false}`, BLESS),
    text("ellipsis", "1b", json("...", false), "fallback"),
    text("placeholder", "1b", '{"utterance": "<what Anouk Brandt says>", "end": <true or false>}', "fallback"),
    text("loop", "1b", json("Seven, then. Wrap them in the cloths and stack them by the door, and I'll load them myself.", false), "fallback"),
    text("refusal", "refusal", json("I'm sorry, but I can't continue this role-play.", true), "fallback"),
    capped("gpt-4o-mini", '{"utterance": "Bless you, Matthias. There\'s a slice of the', "fallback"),
    text("cut-off", "1b", '{"utterance": "Bless you, Matthias. There\'s a slice of the three-year-old in it for', "fallback"),
  ],
  structured: [
    object("good", "a goodbye", { utterance: BYE.utterance, end: true }, BYE),
    object("good", "valid", { utterance: LINE, end: false }, BLESS),
    object("string-value", "end as a string", { utterance: LINE, end: "false" }, BLESS),
    object("renamed-field", "line for utterance", { line: LINE, end: false }, BLESS),
    object("nested-json", "the line inside an object", { utterance: { text: LINE }, end: false }, BLESS),
    object("ellipsis", "nothing said", { utterance: "...", end: true }, "fallback"),
    object("refusal", "a refusal as the line", { utterance: "As an AI, I can't pretend to be Anouk.", end: true }, "fallback"),
  ],
});
