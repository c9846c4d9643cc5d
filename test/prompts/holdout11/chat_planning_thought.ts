import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const f: FreeText = {
  good: [
    "I promised to sound the quarry siren ten minutes before tomorrow's blast, and Declan is bringing the minibus up before half past ten.",
    "Declan will bring the minibus up Scar Lane before 10:30 tomorrow, before I close the lane for the blast at eleven.",
    "I owe Declan a tune at the concert, and he is coming up before half ten tomorrow because of the blast.",
  ],
  reasoning: "Promises: notice in the window, siren ten minutes before, Declan up before 10:30. Marta's point of view.",
  translated: [
    ["gemini-2.5-flash", "Prometí hacer sonar la sirena diez minutos antes de la voladura de mañana, y Declan subirá el minibús antes de las diez y media."],
    ["kimi-k2", "Ich habe versprochen, zehn Minuten vor der Sprengung morgen die Sirene zu geben, und Declan kommt vor halb elf mit dem Kleinbus hoch."],
  ],
  placeholder: "[One sentence from Marta's point of view]",
  refusal: "I'm unable to infer personal plans from a private conversation.",
  loop: "I must remember the siren the siren the siren the siren the siren the siren the siren the siren the siren",
  cut: "I promised to sound the quarry siren ten minutes before tomorrow's blast, and Declan is",
};

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: freeTextCases(f),
  structured: freeTextObjects("thought", "plan", f),
});
