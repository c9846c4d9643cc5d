import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You are a FairPlanner, named Priya, your goal is to write small, correct Python helpers for the Fleece Fair.",
  prompt:
    "Write a Python function carts_per_hour(stalls, hours) that returns how many carts must cross the ford road each hour to bring every stall in, rounding up.\nReturn ```python your_code_here ``` with NO other texts.",
};
const CODE = "```python\ndef carts_per_hour(stalls, hours):\n    return -(-stalls // hours)\n```";
const CODE2 = "```python\nimport math\n\n\ndef carts_per_hour(stalls, hours):\n    return math.ceil(stalls / hours)\n```";
const CODE3 = "```python\ndef carts_per_hour(stalls: int, hours: int) -> int:\n    \"\"\"Carts per hour over the ford road, rounded up.\"\"\"\n    if hours <= 0:\n        raise ValueError(\"hours must be positive\")\n    return (stalls + hours - 1) // hours\n```";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", CODE, CODE),
    text("good", "gpt-3.5", CODE2, CODE2),
    text("good", "llama-3-8b", CODE3, CODE3),
    text("good", "qwen2.5-7b", CODE, CODE),
    text("good", "mistral-7b", ` ${CODE2}`, CODE2),
    text("good", "1b", CODE, CODE),
    text("good", "reasoning", `<think>\nCeil division: -(-a // b).\n</think>\n${CODE}`, CODE),
    text("good", "gpt-4o-mini", `${CODE3}\n`, CODE3),
    text("good", "gpt-3.5", CODE, CODE),
    text("good", "llama-3-8b", CODE2, CODE2),
    text("good", "qwen2.5-7b", CODE3, CODE3),
    text("format", "gpt-3.5", `${CODE2}\n\nThis uses math.ceil to round up.`, `${CODE2}\n\nThis uses math.ceil to round up.`),
    text("format", "llama-3-8b", "```\ndef carts_per_hour(stalls, hours):\n    return -(-stalls // hours)\n```", "```\ndef carts_per_hour(stalls, hours):\n    return -(-stalls // hours)\n```"),
    text("format", "qwen2.5-7b", "def carts_per_hour(stalls, hours):\n    return -(-stalls // hours)", "def carts_per_hour(stalls, hours):\n    return -(-stalls // hours)"),
    text("format", "mistral-7b", `Here is the function:\n\n${CODE}`, `Here is the function:\n\n${CODE}`),
    text("refusal", "refusal", "I'm sorry, I can't write code for that.", "fallback"),
    text("ellipsis", "1b", "```python\n\n```", "fallback"),
    capped("gpt-4o-mini", "```python\nimport math\n\n\ndef carts_per_hour(stalls, hours):\n    return math.ce", "fallback"),
    text("cut-off", "reasoning", "<think>\nRound up: math.ceil(stalls / hours), or integer arithmetic to avoid floats:", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: CODE }, CODE),
    object("good", "with math.ceil", { text: CODE2 }, CODE2),
    object("renamed-field", "code for text", { code: CODE }, CODE),
    object("extra-field", "a language beside", { language: "python", text: CODE }, CODE),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("malformed", "the fenced code", CODE, CODE),
    rawAnswer("cut-off", "cut in the code", '{"text": "```python\\ndef carts_per_hour(stalls, hours):\\n    return -(-sta', "fallback", { finishReason: "length" }),
  ],
});
