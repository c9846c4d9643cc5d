import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

type Entry = [string, number];
const inputs = INPUTS.task_decomposition;
const STEPS: Entry[] = [
  ["sanding the flaking paint off the rails", 30],
  ["wiping the rails down with a damp cloth", 15],
  ["stirring the tin of white paint", 15],
  ["painting the port-side rail", 30],
  ["painting the starboard rail", 15],
  ["washing the brushes in the bucket", 15],
];
const lines = (s: Entry[], fmt = (e: Entry, i: number) => `${i + 1}) ${e[0]} (minutes: ${e[1]})`) => s.map(fmt).join("\n");
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<Entry[]>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", lines(STEPS), STEPS),
    text("good", "llama-4-scout", lines(STEPS) + "\n", STEPS),
    text("good", "granite-3", lines(STEPS), STEPS),
    text("good", "nemotron", "Here are Ines's steps:\n" + lines(STEPS), STEPS),
    text("good", "hermes-3", lines(STEPS), STEPS),
    text("good", "aya-expanse", lines(STEPS), STEPS),
    text("good", "phi-4", lines(STEPS) + "\n\nTotal: 120 minutes.", STEPS),
    text("good", "deepseek-v3", lines(STEPS), STEPS),
    text("good", "qwen3-think", qthink("120 minutes in 15-minute steps: sand 30, wipe 15, stir 15, port rail 30, starboard 15, brushes 15 = 120.", lines(STEPS)), STEPS),
    text("format", "gemma-3", lines(STEPS, (e, i) => `${i + 1}. **${e[0]}** (minutes: ${e[1]})`), STEPS),
    text("format", "olmo-2", lines(STEPS, (e) => `• ${e[0]} (minutes: ${e[1]})`), STEPS),
    text("format", "mistral-small-3", lines(STEPS, (e, i) => `${String.fromCharCode(97 + i)}) ${e[0]} (minutes: ${e[1]})`), STEPS),
    text("format", "llama-4-scout", lines(STEPS, (e, i) => `${i + 1}) ${e[0]} — ${e[1]} min`), STEPS),
    text("format", "granite-3", "| # | Step | Minutes |\n|---|---|---|\n" + lines(STEPS, (e, i) => `| ${i + 1} | ${e[0]} | ${e[1]} |`), STEPS),
    text("format", "nemotron", html("<ol>" + STEPS.map((e) => `<li>${e[0]} (minutes: ${e[1]})</li>`).join("") + "</ol>"), STEPS),
    text("format", "hermes-3", fence("csv", "step,minutes\n" + lines(STEPS, (e) => `${e[0]},${e[1]}`)), STEPS),
    text("format", "phi-4", heading(lines(STEPS), "Steps"), STEPS),
    text("format", "deepseek-v3", JSON.stringify(STEPS.map(([subtask, minutes]) => ({ subtask, minutes })), null, 2), STEPS),
    text("format", "aya-expanse", "[" + STEPS.map(([s, m]) => `{'subtask': ${py(s)}, 'minutes': ${m}}`).join(", ") + "]", STEPS),
    text("number-words", "gemma-3", lines(STEPS, (e, i) => `${i + 1}) ${e[0]} (minutes: ${e[1] === 30 ? "half an hour" : "a quarter of an hour"})`), STEPS),
    text("format", "olmo-2", lines(STEPS, (e, i) => `${i}) ${e[0]} (minutes: ${e[1]})`), STEPS),
    text("sub-bullets", "llama-4-scout", lines(STEPS.slice(0, 1)) + "\n   - starting at the bow\n   - then the stern\n" + lines(STEPS.slice(1), (e, i) => `${i + 2}) ${e[0]} (minutes: ${e[1]})`), STEPS),
    text("placeholder", "hermes-3", "1) <step> (minutes: <n>)\n2) <step> (minutes: <n>)", "fallback"),
    text("refusal", "safety-tuned", "Working with paint can release fumes; please consult a professional before painting.", "fallback"),
    text("loop", "q3-3b", lines(Array.from({ length: 12 }, () => ["painting the rail", 15] as Entry)), "fallback"),
    capped("granite-3", lines(STEPS.slice(0, 3)) + "\n4) painting the port-side", "fallback"),
    text("ellipsis", "q3-3b", "1) sanding the flaking paint off the rails (minutes: 30)\n2) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("string-value", "minutes as strings", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, STEPS),
    object("renamed-field", "duration", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, duration: minutes })) }, STEPS),
    object("extra-field", "start times beside", { subtasks: STEPS.map(([subtask, minutes], i) => ({ subtask, minutes, order: i + 1 })) }, STEPS),
    rawAnswer("format", "python", "{'subtasks': [" + STEPS.map(([s, m]) => `{'subtask': ${py(s)}, 'minutes': ${m}}`).join(", ") + "]}", STEPS),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "sanding the flaking paint off the rails", "minutes": 30}, {"subtask": "wiping', "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { subtasks: [] }, "fallback"),
  ],
});
