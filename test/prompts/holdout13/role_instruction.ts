import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Hollin Dale Show: Low Ing showfield, Saturday, September 14, from 9am.\nEntries close on Thursday at 8pm.\nCheese entries go to the creamery.",
    "HOLLIN DALE SHOW – Saturday 14 September, Low Ing showfield, gates open 9am\nAll entries in by Thursday, 8pm\nCheeses: please bring your entries to the creamery",
    "The Hollin Dale Show is on the Low Ing showfield on Saturday, September 14, from 9am.\nEntries close Thursday at 8pm.\nCheese entries to the creamery, please.\n— Dorcas, Show Secretary",
  ],
  echoed: "Write your result as plain text, without any preamble.",
  translated: [["gpt-sw3", "Hollin Dale-utställningen: Low Ing, lördag 14 september, från kl. 9.\nAnmälan stänger torsdag kl. 20.\nOstar lämnas på mejeriet."]],
  placeholder: "[Line 1: event, place, date, time]\n[Line 2: entry deadline]\n[Line 3: cheese entries]",
  refusal: "I'm sorry, but I can't help with creating notices.",
  loop: "Entries close on Thursday at 8pm. Entries close on Thursday at 8pm. Entries close on Thursday at 8pm. Entries close on Thursday at 8pm. Entries close on Thursday at 8pm. Entries close on Thursday at 8pm.",
  cut: "Hollin Dale Show: Low Ing showfield, Saturday, September 14, from 9am.\nEntries close on",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs: INPUTS.role_instruction,
  text: freeTextCases(f),
  structured: freeTextObjects("text", "notice", f),
});
