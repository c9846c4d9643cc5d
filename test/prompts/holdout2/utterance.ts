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

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
