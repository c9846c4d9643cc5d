import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "HOLLIN DALE SHOW\nSaturday, September 14, from 9am, Low Ing showfield\nCattle and sheep classes, sheepdog trials, the fell race and the cheese tent. Teas in the chapel hall. Park by the chapel.",
    "Come to the Hollin Dale Show on the Low Ing showfield this Saturday, September 14! Gates open at 9am: stock classes, sheepdogs, the fell race and the co-op's cheese tent.\n\nDorcas, Show Secretary",
    "**Hollin Dale Show – Saturday 14 September**\nLow Ing showfield, from 9am. Cattle, sheepdogs, fell race and cheeses from the dale. All welcome.",
  ],
  echoed: "Reply with the draft only.",
  translated: [["sea-lion", "PAMERAN HOLLIN DALE\nSabtu, 14 September, mulai pukul 09.00, lapangan Low Ing.\nSapi, anjing gembala, lomba lari bukit dan tenda keju."]],
  placeholder: "[Event name]\n[Date and time]\n[Place]\n[Details]",
  refusal: "I'm sorry, but I can't write promotional material.",
  loop: "Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show! Hollin Dale Show!",
  cut: "HOLLIN DALE SHOW\nSaturday, September 14, from 9am, Low Ing showfield\nCattle and sheep classes, sheepdog",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs: INPUTS.write_draft,
  text: freeTextCases(f),
  structured: freeTextObjects("text", "draft", f),
});
