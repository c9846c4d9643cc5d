import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { placeCases, placeObjects, type PlacePick } from "./places.js";

const inputs = INPUTS.action_sector;
const pick: PlacePick = {
  field: "sector",
  what: "place",
  right: "Stonegarth Quarry",
  other: "Marta Kowalczyk's house",
  unknown: "Low Moor",
  why: "The drill holes are on the east face of the quarry, so she has to go there.",
  translated: [
    ["gemini-2.5-flash", "Respuesta: Stonegarth Quarry", "Stonegarth Quarry"],
    ["kimi-k2", "Antwort: Stonegarth Quarry", "Stonegarth Quarry"],
    ["qwen3-nothink", "答案：Stonegarth Quarry", "Stonegarth Quarry"],
    ["command-r", "Réponse : Stonegarth Quarry", "Stonegarth Quarry"],
  ],
};

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    ...placeCases(pick),
    text("format", "claude-haiku-4.5", "Answer: Marta Kowalczyk’s house", "Marta Kowalczyk's house"),
    text("label", "gemini-2.5-flash", "Answer: Stonegarth Quarry (east face)", "Stonegarth Quarry"),
    text("format", "gpt-5-mini", "Answer: STONEGARTH QUARRY", "Stonegarth Quarry"),
  ],
  structured: placeObjects(pick, "place"),
});
