import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You are a ProcessionPlanner, named Odile, your goal is to write small, correct Python helpers for the festival's procession.",
  prompt:
    "Write a Python function walking_group(position, group_size) that returns the group number (from 1) of the animal at a position (from 1), animals walking in groups of group_size.\nReturn ```python your_code_here ``` with NO other texts.",
};

const CODE = "def walking_group(position, group_size):\n    return (position - 1) // group_size + 1";
/** The prompt's value is the answer's text as the model wrote it, fence and all, without a reasoning block. */
const FENCED = "```python\n" + CODE + "\n```";
const EXPLAINED = "Here is the function:\n\n```python\n" + CODE + "\n```\n\nPositions 1 to group_size are group 1, and so on.";
const WITH_TEST = "```python\n" + CODE + "\n\n\nassert walking_group(7, 3) == 3\n```";
const DOCSTRING = '```python\ndef walking_group(position, group_size):\n    """Group number (from 1) of the animal at a position (from 1)."""\n    return (position - 1) // group_size + 1\n```';

const CEIL = "```python\nimport math\n\n\ndef walking_group(position, group_size):\n    return math.ceil(position / group_size)\n```";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", CEIL, CEIL),
    text("good", "qwen2.5-7b", FENCED, FENCED),
    text("good", "llama-3-8b", FENCED, FENCED),
    text("good", "gpt-4o-mini", FENCED, FENCED),
    text("good", "gpt-3.5", EXPLAINED, EXPLAINED),
    text("good", "llama-3-8b", "```\n" + CODE + "\n```", "```\n" + CODE + "\n```"),
    text("good", "qwen2.5-7b", WITH_TEST, WITH_TEST),
    text("good", "reasoning", "<think>\nLet me think. Position 1..g is group 1, g+1..2g group 2: (p - 1) // g + 1.\n</think>\n" + FENCED, FENCED),
    text("good", "gpt-4o-mini", DOCSTRING, DOCSTRING),
    text("good", "1b", CODE, CODE),
    text("refusal", "refusal", "I'm sorry, but I can't help with writing that code.", "fallback"),
    capped("gpt-4o-mini", '```python\ndef walking_group(position, group_size):\n    """Group number (from 1) of the animal', "fallback"),
    text("cut-off", "llama-3-8b", "```python\ndef walking_group(position, group_size):\n    return (position - 1) //", "fallback"),
  ],
  structured: [
    object("good", "another function", { text: CEIL }, CEIL),
    object("good", "valid", { text: FENCED }, FENCED),
    object("renamed-field", "code for text", { code: CODE }, CODE),
    object("refusal", "a refusal as the text", { text: "I'm sorry, I can't write code for this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the code", '{"text": "```python\\ndef walking_group(position, group_size):\\n    return (pos', "fallback", { finishReason: "length" }),
  ],
});
