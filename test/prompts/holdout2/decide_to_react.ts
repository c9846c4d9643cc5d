import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Tomasz Nowak", currTime: "2024-09-09T12:30:00", actAddress: "Millbrook:The Heron Café:dining room:window table", actDescription: "having lunch (eating soup)", plannedPath: [] },
  target: { name: "Ines Moreau", currTime: "2024-09-09T12:30:00", actAddress: "Millbrook:The Heron Café:dining room:counter", actDescription: "delivering bread (carrying a tray of loaves to the counter)", plannedPath: [[4, 2]] },
  retrieved: { events: [{ description: "Ines Moreau is carrying a tray of loaves to the counter" }], thoughts: [] },
};

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
