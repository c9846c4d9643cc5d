import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T21:00:00" },
  statements: [
    { created: "2024-09-09T08:15:00", description: "Ines Moreau is conversing about the ferry on Saturday with Tomasz Nowak" },
    { created: "2024-09-09T14:20:00", description: "the oven repairman said he can come on Thursday at 3pm" },
  ],
};

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
