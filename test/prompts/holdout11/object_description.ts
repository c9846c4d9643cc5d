import { objectDescriptionPrompt } from "../../../prompts/persona/objectDescription.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.object_description;
const f: FreeText = {
  label: "Answer",
  good: ["being used to check the drill holes", "standing idle at the east face", "parked beside the drill holes with its engine off"],
  reasoning: "Marta is checking holes that were already drilled, so the rig is not drilling; it is standing by.",
  translated: [
    ["gemini-2.5-flash", "siendo usada para revisar los barrenos"],
    ["kimi-k2", "wird zum Prüfen der Bohrlöcher benutzt"],
    ["command-r", "à l'arrêt près du front est"],
  ],
  placeholder: "Answer: <state>",
  refusal: "I'm not able to describe equipment used with explosives.",
  loop: "Answer: being used being used being used being used being used being used being used being used",
  cut: "Answer: being used to check the dep",
};

export default corpusOf<string>({
  prompt: objectDescriptionPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("prefix-repeat", "smollm3", "Answer: The drill rig is being used to check the drill holes", "being used to check the drill holes"),
    text("prefix-repeat", "ollama-q4", "Answer: is standing idle at the east face", "standing idle at the east face"),
    text("format", "gpt-5-mini", "being used to check the drill holes", "being used to check the drill holes"),
    text("format", "llama-3.3-70b", "Answer: idle.", "idle"),
  ],
  structured: [
    ...freeTextObjects("state", "description", f),
    { kind: "prefix-repeat", note: "sentence start repeated", answer: { state: "The drill rig is standing idle at the east face" }, expected: "standing idle at the east face" },
  ],
});
