import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;
const R = [
  "wake up and complete the morning routine at 6:00 am",
  "count the whooper swans at the hide from 6:30 am to 7:30 am",
  "teach at the village school from 9:00 am to 3:00 pm",
  "mark books at 4:00 pm",
  "work on the bird count talk from 7:00 pm to 9:00 pm",
];
const R4 = R.slice(0, 4);
const numbered = (items: string[], from = 1, sep = ")") => items.map((s, i) => `${i + from}${sep} ${s}`).join("\n");
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", numbered(R), R),
    text("good", "llama-4-scout", numbered(R) + "\n", R),
    text("good", "granite-3", numbered(R4), R4),
    text("good", "nemotron", numbered(R, 1, "."), R),
    text("good", "hermes-3", numbered(R), R),
    text("good", "aya-expanse", numbered(R4), R4),
    text("good", "phi-4", numbered(R) + "\n\nThe evening is kept for the talk on Thursday.", R),
    text("good", "deepseek-v3", numbered(R), R),
    text("good", "olmo-2", numbered(R), R),
    text("good", "gemma-3", numbered(R), R),
    text("good", "qwen3-think", qthink("Between 4 and 6 items. Hide at dawn, school, marking, talk prep.", numbered(R)), R),
    text("format", "gemma-3", numbered(R).replace(/^(\d\)) (.*)$/gm, "$1 **$2**"), R),
    text("format", "olmo-2", R.map((s) => `• ${s}`).join("\n"), R),
    text("format", "mistral-small-3", R.map((s, i) => `(${String.fromCharCode(97 + i)}) ${s}`).join("\n"), R),
    text("format", "llama-4-scout", heading(numbered(R), "Oliver's plan for Monday"), R),
    text("format", "granite-3", html("<ol>" + R.map((s) => `<li>${s}</li>`).join("") + "</ol>"), R),
    text("format", "nemotron", fence("", numbered(R)), R),
    text("format", "hermes-3", JSON.stringify(R), R),
    text("format", "phi-4", "[" + R.map(py).join(", ") + "]", R),
    text("format", "deepseek-v3", "Here is the plan:\n" + R.map((s) => `- ${s}`).join("\n"), R),
    text("format", "aya-expanse", numbered(R).replace("6:30 am to 7:30 am", "6.30am to 7.30am").replace("4:00 pm", "16h00"), [R[0]!, "count the whooper swans at the hide from 6.30am to 7.30am", R[2]!, "mark books at 16h00", R[4]!]),
    text("sub-bullets", "llama-4-scout", numbered(R.slice(0, 3)) + "\n   - maths in the morning\n   - nature walk after lunch\n" + numbered(R.slice(3), 4), R),
    text("format", "granite-3", numbered([...R, "eat dinner at 6:00 pm", "read at 9:00 pm", "go to bed at 10:30 pm"]), "fallback"),
    text("placeholder", "hermes-3", "1) wake up and complete the morning routine at 6:00 am\n2) <activity> at <time>\n3) <activity> at <time>\n4) <activity> at <time>", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, I can't plan a day for a real teacher.", "fallback"),
    text("loop", "q3-3b", numbered([R[0]!, "teach at the school", "teach at the school", "teach at the school", "teach at the school", "teach at the school"]), "fallback"),
    capped("nemotron", numbered(R.slice(0, 3)) + "\n4) mark books at", "fallback"),
  ],
  structured: [
    object("good", "valid", { items: R }, R),
    object("good", "four", { items: R4 }, R4),
    object("renamed-field", "plan", { plan: R }, R),
    object("extra-field", "day beside", { day: "Monday", items: R }, R),
    rawAnswer("format", "trailing comma", JSON.stringify({ items: R }).replace(/"\]\}$/, '",]}'), R),
    rawAnswer("cut-off", "cut", '{"items": ["wake up and complete the morning routine at 6:00 am", "count the', "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { items: [] }, "fallback"),
  ],
});
