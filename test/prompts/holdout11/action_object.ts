import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { placeCases, placeObjects, type PlacePick } from "./places.js";

const inputs = INPUTS.action_object;
const pick: PlacePick = {
  field: "object",
  what: "thing",
  right: "starting post",
  other: "sheep pen",
  unknown: "whistle",
  why: "A handler stands at the starting post and sends the dog out from there.",
  translated: [
    ["gemini-2.5-flash", "Respuesta: starting post", "starting post"],
    ["kimi-k2", "Antwort: starting post", "starting post"],
    ["qwen3-nothink", "答案：starting post", "starting post"],
    ["llama-3.3-70b", "Risposta: starting post", "starting post"],
  ],
};

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    ...placeCases(pick),
    text("format", "claude-haiku-4.5", "Answer: Starting Post", "starting post"),
    text("format", "gpt-5-mini", "Answer: the starting post", "starting post"),
    text("format", "smollm3", "Answer: starting_post", "starting post"),
    text("format", "kimi-k2", "Answer: hurdles", "hurdles"),
  ],
  structured: placeObjects(pick, "thing"),
});
