import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const F: FreeText = {
  good: [
    "Spring Market on Reedholm Green\nSaturday, March 18, from 10am\nStoneground flour from the windmill, smoked eels, the school's plant sale and more. Everyone welcome!",
    "Reedholm Spring Market — Saturday 18 March, 10am, on the green. Fresh flour, eels, plants and cakes. Bring a basket and a neighbour!",
    "Join us on Reedholm green this Saturday, March 18, from 10am for the Spring Market: local flour, eels, seedlings and tea. See you there!",
  ],
  translated: [
    ["aya-expanse", "Pasar Musim Semi di lapangan Reedholm, Sabtu 18 Maret, mulai pukul 10 pagi. Tepung giling batu, belut asap, dan tanaman dari sekolah!"],
    ["llama-4-scout", "Wiosenny targ na błoniach w Reedholm — sobota, 18 marca, od 10:00. Mąka z wiatraka, wędzone węgorze i sadzonki ze szkoły!"],
  ],
  placeholder: "[Event name] — [date], [time], [place].",
  refusal: "I'm sorry, I can't write promotional material.",
  loop: "Spring market! Spring market! Spring market! Spring market! Spring market! Spring market! Spring market! Spring market! Spring market!",
  cut: "Spring Market on Reedholm Green\nSaturday, March 18, from 10am\nStoneground flour from the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("format", "phi-4", `Here's a short draft:\n\n${F.good[1]}`, F.good[1]),
    text("good", "gemma-3", `${F.good[2]}\n\n— Hattie`, `${F.good[2]}\n\n— Hattie`),
  ],
  structured: freeTextObjects("text", "draft", F),
});
