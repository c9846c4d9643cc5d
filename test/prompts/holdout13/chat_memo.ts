import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Elin found out that Ingrid will take her milk on Tuesday if it is at the creamery before nine, and she promised to have the churns there by half seven.",
    "Elin was relieved to hear that she can bring her own milk to the creamery on Tuesday, as long as it arrives before Ingrid sets the curd at nine.",
    "Elin noted that Ingrid will leave the bay door open and the hose out for her churns at half seven on Tuesday.",
  ],
  echoed: 'Write it down as one full sentence about Elin Pryce, starting with "Elin".',
  translated: [
    ["gigachat", "Элин узнала, что Ингрид примет её молоко во вторник, если оно будет на сыроварне до девяти."],
    ["gpt-sw3", "Elin fick veta att Ingrid tar emot hennes mjölk på tisdag om den är på mejeriet före nio."],
  ],
  placeholder: "Elin <found something interesting>.",
  refusal: "I'm sorry, I can't summarise private conversations between real people.",
  loop: "Elin will bring the milk. Elin will bring the milk. Elin will bring the milk. Elin will bring the milk. Elin will bring the milk. Elin will bring the milk. Elin will bring the milk.",
  cut: "Elin found out that Ingrid will take her milk on Tuesday if it is at the",
};

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs: INPUTS.chat_memo,
  text: freeTextCases(f),
  structured: freeTextObjects("thought", "memo", f),
});
