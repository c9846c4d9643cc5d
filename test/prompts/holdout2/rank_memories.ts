import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  query: "When does the ferry leave for the regatta?",
  memories: [
    "Ines's oven has been running cold.",
    "Tomasz said the ferry leaves at a quarter to eight on Saturday.",
    "Priya's rowing boat leaks.",
    "The regatta's first race starts at 10am.",
  ],
};

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
