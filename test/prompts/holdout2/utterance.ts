import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines, ferryChat } from "./fixtures.js";

const inputs = {
  speaker: { ...ines, currTime: "2024-09-09T08:15:00" },
  listener: "Tomasz Nowak",
  relationship: "Ines has known Tomasz since she was a girl; he was her father's chess partner.",
  memories: ["Ines Moreau has to get three hundred buns across the river on Saturday", "the buns come out of the oven at 7am"],
  place: "shop counter in Moreau Bakery",
  speakerActivity: "serving customers (wrapping a loaf)",
  listenerActivity: "buying bread (waiting at the counter)",
  transcript: ferryChat.slice(0, 3),
};

const SAINT: UtteranceResult = { utterance: "You're a saint, Tomasz. I'll save you a cinnamon bun for the crossing.", end: false };

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", '{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.", "end": false}', SAINT),
    text("good", "gpt-3.5", 'Here\'s the JSON:\n\n{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.", "end": false}', SAINT),
    text("good", "llama-3-8b", '```json\n{\n  "utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.",\n  "end": false\n}\n```', SAINT),
    text("good", "qwen2.5-7b", '{"utterance": "Thank you, Tomasz, see you Saturday!", "end": true}', { utterance: "Thank you, Tomasz, see you Saturday!", end: true }),
    text("good", "reasoning", '<think>\nShe is grateful; she might offer him something. The conversation can go on.\n</think>\n{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.", "end": false}', SAINT),
    text("string-value", "qwen2.5-7b", '{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.", "end": "false"}', SAINT),
    text("label", "llama-3-8b", '{"utterance": "Ines Moreau: You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the crossing.", "end": false}', SAINT),
    text("format", "1b", "Ines Moreau: You're a saint, Tomasz. I'll save you a cinnamon bun for the crossing.", "fallback"),
    text("ellipsis", "1b", '{"utterance": "...", "end": false}', "fallback"),
    text("placeholder", "1b", '{"utterance": "<what Ines Moreau says>", "end": <true or false>}', "fallback"),
    text("refusal", "refusal", '{"utterance": "I\'m sorry, but I can\'t continue this conversation.", "end": true}', "fallback"),
    capped("gpt-4o-mini", '{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon', "fallback"),
    text("ellipsis", "llama-3-8b", '{"utterance": "", "end": true}', "fallback"),
    text("string-value", "1b", '{"utterance": "See you Saturday then!", "end": "true"}', { utterance: "See you Saturday then!", end: true }),
    text("cut-off", "1b", '{"utterance": "You\'re a saint, Tomasz. I\'ll save you a cinnamon bun for the', "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: SAINT.utterance, end: false }, SAINT),
    object("string-value", "end as a string", { utterance: SAINT.utterance, end: "false" }, SAINT),
    object("renamed-field", "line for utterance", { line: SAINT.utterance, end: false }, SAINT),
    object("missing-field", "no end", { utterance: SAINT.utterance }, "fallback"),
    object("ellipsis", "nothing said", { utterance: "...", end: true }, "fallback"),
    object("refusal", "a refusal as the line", { utterance: "As an AI, I can't role-play as a real person.", end: true }, "fallback"),
  ],
});
