import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as an editor, and your name is Wren.",
  history: [
    { role: "user", content: "Write a two-sentence notice for the Millbrook regatta on Saturday, September 14, at the quay." },
    { role: "user", content: "{Juno：Row, cheer and eat buns at the Millbrook regatta on Saturday, September 14! Races start at the quay at 10am.}" },
  ],
};

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
