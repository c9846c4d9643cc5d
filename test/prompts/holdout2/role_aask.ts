import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You are a LaneAssigner, named Wren, your goal is to write small, correct Python helpers for the regatta's start list.",
  prompt: "Write a Python function lane_for(crew_number, lanes) that returns the lane (1 to lanes) for a crew, crews being numbered from 1 and lanes filled in turn.\nReturn ```python your_code_here ``` with NO other texts.",
};

const CODE = "def lane_for(crew_number, lanes):\n    return (crew_number - 1) % lanes + 1";
/**
 * The prompt's value is the answer's text as the model wrote it (the role's action takes the code out of the fence
 * afterwards), so a good answer's value is its text, fence and all, without a reasoning model's <think> block.
 */
const FENCED = "```python\n" + CODE + "\n```";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", FENCED, FENCED),
    text("good", "gpt-3.5", "Here is the function:\n\n```python\n" + CODE + "\n```\n\nThis fills the lanes in turn.", "Here is the function:\n\n```python\n" + CODE + "\n```\n\nThis fills the lanes in turn."),
    text("good", "llama-3-8b", "```\n" + CODE + "\n```", "```\n" + CODE + "\n```"),
    text("good", "qwen2.5-7b", "```python\n" + CODE + "\n\n\nprint(lane_for(5, 4))  # 1\n```", "```python\n" + CODE + "\n\n\nprint(lane_for(5, 4))  # 1\n```"),
    text("good", "reasoning", "<think>\nCrew 1 -> lane 1, crew lanes+1 -> lane 1: (n-1) % lanes + 1.\n</think>\n```python\n" + CODE + "\n```", FENCED),
    text("good", "1b", CODE, CODE),
    text("refusal", "refusal", "I'm sorry, but I can't help with writing that code.", "fallback"),
    capped("gpt-4o-mini", "```python\ndef lane_for(crew_number, lanes):\n    \"\"\"Return the lane for a crew", "fallback"),
    text("cut-off", "llama-3-8b", "```python\ndef lane_for(crew_number, lanes):\n    return (crew_number - 1) %", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: FENCED }, FENCED),
    object("renamed-field", "code for text", { code: CODE }, CODE),
    object("refusal", "a refusal as the text", { text: "I'm sorry, I can't write code." }, "fallback"),
  ],
});
