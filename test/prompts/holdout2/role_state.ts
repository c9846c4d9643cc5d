import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a race secretary, and your name is Wren. Your goal: publish the start list for the Millbrook regatta.",
  history: [
    { role: "user", content: "Publish the start list for Saturday: the children's race at 10am, the doubles at 11am, the ferrymen's race at noon." },
    { role: "assistant", content: "Entries gathered: 6 children's crews, 4 doubles, 3 ferrymen." },
  ],
  states: ["0. GatherEntries", "1. DraftStartList", "2. CheckStartList"],
  previousState: 0,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
