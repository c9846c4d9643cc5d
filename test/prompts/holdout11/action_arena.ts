import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { placeCases, placeObjects, type PlacePick } from "./places.js";

const inputs = INPUTS.action_arena;
const pick: PlacePick = {
  field: "arena",
  what: "area",
  right: "weighbridge office",
  other: "blast shed",
  unknown: "site canteen",
  why: "The logbook and the sign-in sheet are kept in the weighbridge office.",
  translated: [
    ["gemini-2.5-flash", "Respuesta: weighbridge office", "weighbridge office"],
    ["kimi-k2", "Antwort: weighbridge office", "weighbridge office"],
    ["qwen3-nothink", "答案：weighbridge office", "weighbridge office"],
    ["gemma-3n", "Cevap: weighbridge office", "weighbridge office"],
  ],
};

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    ...placeCases(pick),
    text("format", "claude-haiku-4.5", "Answer: Weighbridge Office", "weighbridge office"),
    text("format", "llama-3.3-70b", "Answer: the weighbridge office", "weighbridge office"),
    text("format", "gpt-5-mini", "Answer: weighbridge_office", "weighbridge office"),
  ],
  structured: placeObjects(pick, "area"),
});
