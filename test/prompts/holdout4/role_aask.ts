import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You are a LanternPlanner, named Hana, your goal is to write small, correct Python helpers for Lantern Night.",
  prompt:
    "Write a Python function poles_needed(lanterns, per_pole) that returns how many poles are needed to hang every lantern, at most per_pole lanterns on each pole.\nReturn ```python your_code_here ``` with NO other texts.",
};
const CODE = "def poles_needed(lanterns, per_pole):\n    return -(-lanterns // per_pole)";
const FENCED = "```python\n" + CODE + "\n```";
const CEIL = "```python\nimport math\n\ndef poles_needed(lanterns, per_pole):\n    return math.ceil(lanterns / per_pole)\n```";
const PLAIN = "```python\ndef poles_needed(lanterns, per_pole):\n    return (lanterns + per_pole - 1) // per_pole\n```";
const PY = "```py\n" + CODE + "\n```";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", FENCED, FENCED),
    text("good", "gpt-3.5", CEIL, CEIL),
    text("good", "llama-3-8b", PLAIN, PLAIN),
    text("good", "qwen2.5-7b", FENCED, FENCED),
    text("good", "1b", PLAIN, PLAIN),
    text("good", "reasoning", `<think>\nCeiling division: -(-a // b).\n</think>\n${FENCED}`, FENCED),
    text("good", "gpt-4o-mini", PY, PY),
    text("good", "qwen2.5-7b", "```python\ndef poles_needed(lanterns: int, per_pole: int) -> int:\n    \"\"\"Poles needed for every lantern, per_pole at most on each.\"\"\"\n    return -(-lanterns // per_pole)\n```", "```python\ndef poles_needed(lanterns: int, per_pole: int) -> int:\n    \"\"\"Poles needed for every lantern, per_pole at most on each.\"\"\"\n    return -(-lanterns // per_pole)\n```"),
    text("label", "gpt-3.5", `Sure! Here's the function:\n\n${PLAIN}\n\nHope this helps!`, `Sure! Here's the function:\n\n${PLAIN}\n\nHope this helps!`),
    text("format", "llama-3-8b", CODE, CODE),
    text("refusal", "refusal", "I'm sorry, but I can't help with writing code for that.", "fallback"),
    text("placeholder", "1b", "```python\nyour_code_here\n```", "fallback"),
    capped("gpt-4o-mini", "```python\ndef poles_needed(lanterns, per_pole):\n    return -(-lanterns //", "fallback"),
    text("cut-off", "qwen2.5-7b", "```python\nimport math\n\ndef poles_needed(lanterns, per_pole):\n    return math.ceil(lanterns /", "fallback"),
    text("cut-off", "reasoning", "<think>\nWe need ceiling division. Options: math.ceil or", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: FENCED }, FENCED),
    object("good", "ceil", { text: CEIL }, CEIL),
    object("renamed-field", "code for text", { code: CODE }, CODE),
    object("refusal", "a refusal", { text: "I'm sorry, I can't write that code." }, "fallback"),
    rawAnswer("cut-off", "cut off in the code", '{"text": "```python\\ndef poles_needed(lanterns, per_pole):\\n    return -(-lan', "fallback", { finishReason: "length" }),
  ],
});
