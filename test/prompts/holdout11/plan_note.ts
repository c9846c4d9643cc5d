import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;
const f: FreeText = {
  good: [
    "I need to keep working Fly on the drive gate, since she ran wide there twice, and be ready for the novice class at 9am on Saturday on the top field.",
    "Nothing is arranged for today itself, so I will train Fly at the drive gate and check the ewes in the in-bye field; the novice class runs first at 9am on Saturday.",
    "I will practise the drive gate with Fly this morning and keep an eye on the ewes now they are down from the moor, ready for Saturday's 9am novice class.",
  ],
  reasoning: "Today is Thursday. Nothing fixed today; Saturday 9am novice class; Fly runs wide at the drive gate; ewes now in the in-bye field.",
  translated: [
    ["gemini-2.5-flash", "Tengo que seguir trabajando con Fly en la puerta del recorrido y estar lista para la clase de novatos el sábado a las 9."],
    ["kimi-k2", "Ich muss mit Fly weiter am Tor üben und am Samstag um 9 Uhr für die Anfängerklasse bereit sein."],
    ["qwen3-nothink", "我今天要继续训练Fly过门，并为周六上午9点的新手组比赛做好准备。"],
  ],
  placeholder: "I [what Priya should keep in mind] at [time] in [place].",
  refusal: "I'm sorry, but I can't write personal notes on behalf of a real individual.",
  loop: "I need to train Fly. I need to train Fly. I need to train Fly. I need to train Fly. I need to train Fly. I need to train Fly. I need to train Fly.",
  cut: "I need to keep working Fly on the drive gate, since she ran wide there twice, and be ready for the",
};

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("label", "command-r", `Note to self: ${f.good[0]}`, f.good[0]),
  ],
  structured: freeTextObjects("note", "note_to_self", f),
});
