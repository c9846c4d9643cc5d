import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;

const f: FreeText = {
  good: [
    "Lockwick Boat Festival\nSaturday, May 12, from 10am on the wharf\n\nTrading boats, music on the stage, custard tarts from the Wharf Café and the first outing of the newly relaunched Kingfisher. Visiting boats moor below the swing bridge. Everyone welcome!",
    "Come to the Lockwick Boat Festival on the wharf this Saturday, May 12, from 10am! Trading boats, live music and the Wharf Café's famous custard tarts. Free entry.",
    "BOAT FESTIVAL\nLockwick wharf · Saturday 12 May · from 10am\nBoats, music, tarts and the Kingfisher's first trip. Moor below the swing bridge.\n— Moira, festival organiser",
  ],
  echoed: "Reply with the draft only.",
  translated: [
    ["glm-4.5", "Festival de Barcos de Lockwick\nSábado, 12 de maio, a partir das 10h, no cais.\nBarcos comerciais, música e os pastéis de nata do Wharf Café. Todos são bem-vindos!"],
  ],
  placeholder: "[Event name]\n[Date and time]\n[Details]",
  refusal: "I'm unable to write promotional content for events.",
  loop: "Boat festival! Boat festival! Boat festival! Boat festival! Boat festival! Boat festival! Boat festival! Boat festival! Boat festival! Boat festival!",
  cut: "Lockwick Boat Festival\nSaturday, May 12, from 10am on the wharf\n\nTrading boats, music on the stage, custard",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "llama-4-maverick", `Here's a short draft for the notice:\n\n${f.good[1]}`, f.good[1]),
    text("good", "deepseek-v3.1", `**Lockwick Boat Festival**\n\n${f.good[1]}`, `**Lockwick Boat Festival**\n\n${f.good[1]}`),
  ],
  structured: freeTextObjects("text", "draft", f),
});
