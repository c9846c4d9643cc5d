import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.task_decomposition;
type Entry = [string, number];
const steps: Entry[] = [
  ["scraping the old blacking off the hull", 60],
  ["washing and drying the hull", 60],
  ["brushing on the first coat of blacking", 60],
  ["brushing on the second coat of blacking", 60],
];
const written = steps.map(([s, m], i) => `${i + 1}) ${s} (minutes: ${m})`).join("\n");

export default corpusOf<Entry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    ...styled(written, steps, "Four hours, 30-minute steps: scrape, wash and dry, two coats."),
    text("format", "deepseek-v3.1", steps.map(([s, m], i) => `${i + 1}. ${s} (${m} minutes)`).join("\n"), steps),
    text("format", "sarvam-m", steps.map(([s, m], i) => `${i + 1}) ${s} (minutes: ${m})`).join("\n") + "\n\nTotal: 240 minutes", steps),
    text("format", "ernie-4.5", steps.map(([s, m], i) => `${i + 1}) ${s} (minutes: ${m / 60} h)`).join("\n").replace(/\(minutes: 1 h\)/g, "(1 hour)"), steps),
    text("malformed", "phi-4-mini", steps.map(([s], i) => `${i + 1}) ${s} (minutes: 45)`).join("\n"), "fallback"),
    text("placeholder", "lm-studio-q5", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "safety-tuned", "I can't give instructions for hull work; please consult a qualified boatyard.", "fallback"),
    capped("deepseek-r1-distill", "1) scraping the old blacking off the hull (minutes: 60)\n2) washing and drying the hu", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes })) }, steps),
    object("string-value", "minutes as strings", { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, steps),
    object("renamed-field", "steps", { steps: steps.map(([subtask, minutes]) => ({ subtask, minutes })) }, steps),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes })) })), steps),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "scraping the old blacking off the hull", "minutes": 60}, {"subt', "fallback", { finishReason: "length" }),
  ],
});
