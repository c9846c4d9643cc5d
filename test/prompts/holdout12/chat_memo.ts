import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;

const f: FreeText = {
  good: [
    "Ravi found it worth remembering that Anneke will only let the Kingfisher up the flight if it is through lock 4 by half past seven, because the contractors start pumping at eight sharp.",
    "Ravi noted that he must have the Kingfisher at the bottom lock at six on Tuesday, and that Anneke will set the locks and put the kettle on.",
    "Ravi was glad Anneke agreed to set the locks for him at six on Tuesday so the Kingfisher can beat the stoppage.",
  ],
  echoed: 'Write it down as one full sentence about Ravi Menon, starting with "Ravi".',
  translated: [
    ["sarvam-m", "Ravi को याद रखना है कि मंगलवार सुबह छह बजे किंगफ़िशर को सबसे नीचे वाले लॉक पर लाना है।"],
    ["glm-4.5", "Ravi achou importante lembrar que tem de ter o Kingfisher na eclusa de baixo às seis da manhã de terça-feira."],
  ],
  placeholder: "Ravi [found interesting] ...",
  refusal: "I'm not able to speculate about what someone found interesting.",
  loop: "Ravi found it interesting that Ravi found it interesting that Ravi found it interesting that Ravi found it interesting that Ravi found it interesting that",
  cut: "Ravi found it worth remembering that Anneke will only let the Kingfisher up the flight if it is",
};

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("second-person", "gpt-4.1-nano", "You need the Kingfisher at the bottom lock at six on Tuesday.", "fallback"),
    text("format", "deepseek-v3.1", `${f.good[2]}\n\nNote: this is the only arrangement in the conversation.`, f.good[2]),
  ],
  structured: freeTextObjects("thought", "memo", f),
});
