import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

// An action's own prompt: the answer is the text as the model wrote it (the action reads it its own way, e.g. takes
// the code out of its fence), past a reasoning block. A refusal, a cut-off answer or an empty one is no answer.
const prefix = "You are a PriceParser, named Bea, your goal is to write small, correct Python helpers for the shop's till.";
const inputs = {
  prefix,
  prompt: 'Write a Python function parse_price(text) that turns a price such as "£3.50" into the number 3.5.\nReturn ```python your_code_here ``` with NO other texts.',
};
const code = '```python\ndef parse_price(text):\n    return float(text.replace("£", "").strip())\n```';
const careful = '```python\ndef parse_price(text: str) -> float:\n    """Turn "£3.50" into 3.5."""\n    cleaned = text.strip().lstrip("£").replace(",", "")\n    return float(cleaned)\n```';
const summary = {
  prefix: "You are a ReviewReader, named Sol, your goal is to summarise customer reviews for the bakery's owner.",
  prompt: 'Summarise this review in one sentence:\n"The lemon tart was the best I have had in years, but I waited twenty minutes at the counter."',
};
const tests = {
  prefix,
  prompt: 'Write two pytest tests for parse_price. Reply with a JSON object {"tests": ["<test code>", "<test code>"]} and nothing else.',
};
const testsJson = '{"tests": ["def test_pounds():\\n    assert parse_price(\\"£3.50\\") == 3.5", "def test_spaces():\\n    assert parse_price(\\" £2 \\") == 2.0"]}';
const truncatedPrompt = { prefix, prompt: "Write a pytest test for the function below:\n\ndef parse_price(text):\n    return float(text" };
const points = { prefix: summary.prefix, prompt: 'List the review\'s two points as a markdown list, one short line each:\n"The lemon tart was the best I have had in years, but I waited twenty minutes at the counter."' };

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    // --- ordinary answers, kept as written ------------------------------------------------------------------------
    text("good", "gpt-4o-mini", code, code),
    text("good", "gpt-4o-mini", careful, careful),
    text("good", "gpt-3.5", `Sure! Here's the function:\n\n${code}`, `Sure! Here's the function:\n\n${code}`),
    text("good", "gpt-3.5", `${code}\n\nThis strips the pound sign and converts the rest to a float.`, `${code}\n\nThis strips the pound sign and converts the rest to a float.`),
    text("good", "llama-3-8b", 'def parse_price(text):\n    return float(text.replace("£", ""))', 'def parse_price(text):\n    return float(text.replace("£", ""))'),
    text("good", "llama-3-8b", `${code}\n\n\`\`\`python\nassert parse_price("£3.50") == 3.5\n\`\`\``, `${code}\n\n\`\`\`python\nassert parse_price("£3.50") == 3.5\n\`\`\``),
    text("good", "qwen2.5-7b", code.replace("```python", "```py"), code.replace("```python", "```py")),
    text("good", "qwen2.5-7b", testsJson, testsJson, { inputs: tests }),
    text("good", "gpt-4o-mini", "The reviewer loved the lemon tart but had to wait twenty minutes to be served.", "The reviewer loved the lemon tart but had to wait twenty minutes to be served.", { inputs: summary }),
    text("good", "1b", "def parse_price(text): return text", "def parse_price(text): return text"),
    text("good", "reasoning", `<think>\nStrip the currency sign, then float(). Keep it to the fence as asked.\n</think>\n${code}`, code),
    text(
      "good",
      "reasoning",
      `<think>\nFirst try:\n\`\`\`python\ndef parse_price(t): return t\n\`\`\`\nNo, that returns a string. Strip the sign and convert.\n</think>\n\n${careful}`,
      careful,
    ),
    text("good", "gpt-4o-mini", "- Lemon tart: praised as the best in years\n- Service: a twenty-minute wait at the counter", "- Lemon tart: praised as the best in years\n- Service: a twenty-minute wait at the counter", { inputs: points }),
    text("good", "llama-3-8b", code.replace("```python", "```python3"), code.replace("```python", "```python3")),
    text("good", "qwen2.5-7b", `${careful}\n`, careful),

    // --- refusals and confusion -----------------------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't assist with that request.", "fallback"),
    text("refusal", "gpt-3.5", 'I\'m not sure what you mean by "your_code_here". Could you clarify what the function should return for prices without a pound sign?', "fallback"),
    text("refusal", "gpt-4o-mini", `As an AI language model, I can't run code, but here is the function:\n\n${code}`, `As an AI language model, I can't run code, but here is the function:\n\n${code}`),
    text("template-cut", "gpt-3.5", "It seems like the code you provided is incomplete. Could you share the full function so I can write a test for it?", "fallback", { inputs: truncatedPrompt }),

    // --- cut off by the token cap ---------------------------------------------------------------------------------
    capped("gpt-4o-mini", '```python\ndef parse_price(text):\n    return float(text.repl', "fallback"),
    text("cut-off", "llama-3-8b", "```python\ndef parse_price(text):\n    cleaned = text.strip()\n    return float(cleaned", "fallback"),
    capped("gpt-3.5", "The reviewer loved the lemon tart but found the", "fallback", { inputs: summary }),
    capped("qwen2.5-7b", '{"tests": ["def test_pounds():\\n    assert parse_price(\\"£3.50\\") == 3.5", "def test_sp', "fallback", { inputs: tests }),
    text("cut-off", "reasoning", "<think>\nThe function needs to handle the pound sign and maybe commas for thousands. I should also think about", "fallback"),

    // --- nothing, placeholders -------------------------------------------------------------------------------------
    text("ellipsis", "1b", "", "fallback"),
    text("ellipsis", "1b", "...", "fallback"),
    text("placeholder", "1b", "```python your_code_here ```", "fallback"),
    text("placeholder", "1b", "```python\n# your code here\n```", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: code }, code),
    object("good", "a reasoning block inside the field", { text: `<think>\nfloat after stripping\n</think>\n${code}` }, code),
    object("refusal", "a refusal in the field", { text: "I'm sorry, but I can't help with that." }, "fallback"),
    object("renamed-field", "code for text", { code }, code),
    object("extra-field", "a language beside", { text: code, language: "python" }, code),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the code", '{"text": "```python\\ndef parse_price(text):\\n    return fl', "fallback", { finishReason: "length" }),
  ],
});
