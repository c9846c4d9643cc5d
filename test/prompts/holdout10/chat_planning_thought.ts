import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;
const F: FreeText = {
  good: [
    "I need to bring the flour sacks for the Ashby bakery to the ferry by eight tonight so Ines can take them across before the water rises.",
    "I promised Ines the Ashby flour sacks at the ferry by 8pm tonight, and a loaf for her trouble.",
    "I must have the bakery's flour at the ferry landing by eight this evening, before the high water stops the ferry.",
  ],
  translated: [
    ["aya-expanse", "Tenho de levar os sacos de farinha para a balsa até às oito da noite, antes que a água suba."],
    ["llama-4-scout", "Muszę przynieść worki z mąką na prom przed ósmą wieczorem, zanim woda się podniesie."],
    ["gemma-3", "मुझे आज रात आठ बजे तक आटे की बोरियाँ फ़ेरी तक पहुँचानी हैं।"],
  ],
  placeholder: "I need to remember [appointment] at [time].",
  refusal: "I'm sorry, I can't help with planning based on private conversations.",
  loop: "I need to bring the flour. I need to bring the flour. I need to bring the flour. I need to bring the flour. I need to bring the flour.",
  cut: "I need to bring the flour sacks for the Ashby bakery to the ferry by",
};

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("format", "phi-4", "Jozef's planning note: I promised Ines the Ashby flour sacks at the ferry by 8pm tonight, and a loaf for her trouble.", F.good[1]),
    text("format", "deepseek-v3", "• I need to bring the flour sacks for the Ashby bakery to the ferry by eight tonight so Ines can take them across before the water rises.", F.good[0]),
    text("format", "nemotron", "Ines needs to take the flour across before the water rises, and she promised to paint the rails by Saturday.", "fallback"),
  ],
  structured: freeTextObjects("thought", "note", F),
});
