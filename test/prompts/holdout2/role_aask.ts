import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You are a LaneAssigner, named Wren, your goal is to write small, correct Python helpers for the regatta's start list.",
  prompt: "Write a Python function lane_for(crew_number, lanes) that returns the lane (1 to lanes) for a crew, crews being numbered from 1 and lanes filled in turn.\nReturn ```python your_code_here ``` with NO other texts.",
};

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
