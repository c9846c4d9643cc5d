import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const F: FreeText = {
  good: [
    "Ines found it worth remembering that Jozef will bring his bakery flour to the ferry by eight tonight and put a loaf in for her.",
    "Ines was pleased that Jozef agreed to her plan of taking his flour across tonight before the high water, with a loaf as thanks.",
    "Ines noted that Jozef's flour would otherwise go round by the bridge, an hour each way, so her offer saves him a lot.",
  ],
  translated: [
    ["aya-expanse", "Ines achou importante que o Jozef traga a farinha até às oito e lhe guarde um pão."],
    ["olmo-2", "Ines merkte op dat Jozef zijn meel om acht uur brengt en een brood voor haar bakt."],
    ["gemma-3", "Ines nhớ rằng Jozef sẽ mang bột mì đến bến phà trước tám giờ tối và để dành cho cô một ổ bánh mì."],
  ],
  placeholder: "Ines found [topic] interesting.",
  refusal: "I can't summarise a private conversation between two people.",
  loop: "Ines found it interesting. Ines found it interesting. Ines found it interesting. Ines found it interesting. Ines found it interesting.",
  cut: "Ines found it worth remembering that Jozef will bring his bakery flour to the",
};

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("label", "granite-3", `Memo: ${F.good[0]}`, F.good[0]),
    text("format", "hermes-3", "Jozef found it worth remembering that Ines will take his flour across tonight.", "fallback"),
    text("second-person", "nemotron", "You found it worth remembering that Jozef brings his flour by eight tonight.", "fallback"),
  ],
  structured: freeTextObjects("thought", "memo", F),
});
