import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-10T00:00:00" },
  planNote: "I need to have the buns in crates at the jetty by a quarter to eight on Saturday, and be at the bakery on Thursday at 3pm for the oven repairman.",
  feelingsNote: "I've been anxious about the oven, but Tomasz waiting for me with the ferry was a kindness.",
};

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
