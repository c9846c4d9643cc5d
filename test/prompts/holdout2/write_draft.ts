import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a copywriter, and your name is Juno.",
  history: [{ role: "user", content: "Write a two-sentence notice for the Millbrook regatta on Saturday, September 14, at the quay." }],
};

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
