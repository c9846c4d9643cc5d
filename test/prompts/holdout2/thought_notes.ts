import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T21:00:00" },
  statements: [
    "Ines Moreau wants the buns to be still warm when they reach the regatta",
    "For Ines Moreau's planning: Ines Moreau should bring the crates to the jetty by a quarter to eight on Saturday",
    "Ines Moreau was touched that Tomasz Nowak will load the crates himself",
  ],
};

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
