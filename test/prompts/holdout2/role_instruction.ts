import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an assistant to the regatta committee.",
  history: [{ role: "user", content: "Wren: the children's race starts at 10am, the doubles at 11am and the ferrymen's race at noon. Tomasz asked to move the ferrymen's race to 1pm so he can run the ferry at noon." }],
  actionName: "Summarize",
  instruction: "Summarize the discussion in one sentence.",
};

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
