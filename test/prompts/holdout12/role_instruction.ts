import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;

const f: FreeText = {
  good: [
    "Lockwick Boat Festival: Saturday, May 12, from 10am on the wharf.\nVisiting boats, please moor below the swing bridge.\nThe flight is open from 8am.",
    "BOAT FESTIVAL – Lockwick wharf, Sat 12 May, 10am onwards\nVisiting boats moor below the swing bridge\nFlight open from 8am",
    "Boat festival on Lockwick wharf this Saturday, May 12, from 10am.\nMoor below the swing bridge if you're visiting.\nThe locks open at 8am. — Moira",
  ],
  echoed: "Write your result as plain text, without any preamble.",
  translated: [
    ["mistral-medium-3", "Bootfestival op de kade van Lockwick: zaterdag 12 mei, vanaf 10 uur.\nBezoekende boten meren af onder de draaibrug.\nDe sluizentrap is open vanaf 8 uur."],
  ],
  placeholder: "[Line 1]\n[Line 2]\n[Line 3]",
  refusal: "I can't create official notices for real locations.",
  loop: "Boat festival Saturday. Boat festival Saturday. Boat festival Saturday. Boat festival Saturday. Boat festival Saturday. Boat festival Saturday. Boat festival Saturday.",
  cut: "Lockwick Boat Festival: Saturday, May 12, from 10am on the wharf.\nVisiting boats, please moor",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "llama-4-maverick", `Here's the notice:\n\n${f.good[0]}`, f.good[0]),
    text("good", "granite-4", "**Lockwick Boat Festival**\nSaturday, May 12, from 10am on the wharf.\nVisiting boats moor below the swing bridge; the flight opens at 8am.", "**Lockwick Boat Festival**\nSaturday, May 12, from 10am on the wharf.\nVisiting boats moor below the swing bridge; the flight opens at 8am."),
  ],
  structured: freeTextObjects("text", "notice", f),
});
