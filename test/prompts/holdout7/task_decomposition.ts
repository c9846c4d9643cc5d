import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.task_decomposition;
type Steps = Array<[string, number]>;
const STEPS: Steps = [
  ["stripping yesterday's fibre from the card clothing", 15],
  ["oiling the carding engine's bearings", 10],
  ["adjusting the gap between the rollers", 15],
  ["weighing out the first Fell End fleece", 10],
  ["running a test batch through the carder", 10],
];
const FOUR: Steps = [
  ["clearing the fluff from the rollers", 20],
  ["oiling the carding engine", 15],
  ["loading the first fleece onto the feed table", 15],
  ["starting the engine and checking the web", 10],
];
const lines = (steps: Steps, fmt = (s: [string, number], i: number) => `${i + 1}) ${s[0]} (minutes: ${s[1]})`) => steps.map(fmt).join("\n");

export default corpusOf<Steps>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(STEPS), STEPS),
    text("good", "o3-mini", lines(FOUR), FOUR),
    text("good", "mistral-7b", ` ${lines(STEPS)}`, STEPS),
    text("good", "mistral-nemo", lines(STEPS), STEPS),
    text("good", "llama-3.2-3b", `Here are the steps Kwame goes through:\n\n${lines(FOUR)}`, FOUR),
    text("good", "qwen2.5-14b", lines(STEPS), STEPS),
    text("good", "granite", lines(FOUR), FOUR),
    text("good", "qwen3", `<think>\nSetting up a carding engine: clean the card clothing, oil, set the gaps, weigh fleece, test run. 15+10+15+10+10 = 60.\n</think>\n\n${lines(STEPS)}`, STEPS),
    text("good", "gemini", `${lines(STEPS)}\n\n**Total:** 60 minutes ✅`, STEPS),
    text("format", "gemini", lines(STEPS, (s, i) => `${i + 1}) **${s[0]}** (minutes: ${s[1]})`), STEPS),
    text("format", "mistral-nemo", lines(STEPS, (s, i) => `${"abcde"[i]}) ${s[0]} (minutes: ${s[1]})`), STEPS),
    text("format", "granite", lines(STEPS, (s) => `• ${s[0]} (${s[1]} minutes)`), STEPS),
    text("format", "llama-3.2-3b", lines(FOUR, (s, i) => `${i + 1}. ${s[0]} - ${s[1]} min`), FOUR),
    text("format", "gpt-4.1", `| Step | Minutes |\n|---|---|\n${lines(FOUR, (s) => `| ${s[0]} | ${s[1]} |`)}`, FOUR),
    text("format", "o3-mini", `{'subtasks': [${FOUR.map((s) => `{'subtask': '${s[0]}', 'minutes': ${s[1]}}`).join(", ")}]}`, FOUR),
    text("format", "qwen2.5-14b", "```javascript\n" + JSON.stringify({ subtasks: FOUR.map(([subtask, minutes]) => ({ subtask, minutes })) }, null, 2) + "\n```", FOUR),
    text("format", "mistral-7b", lines(FOUR, (s, i) => `${i + 1}) ${s[0]} (minutes: ${s[1]})`).replace(/\n/g, "\n\n"), FOUR),
    text("format", "llama-3.2-3b", lines(FOUR, (s, i) => `${i + 1}) 07:${String(30 + FOUR.slice(0, i).reduce((a, b) => a + b[1], 0)).padStart(2, "0")} ${s[0]} (minutes: ${s[1]})`).replace("07:65", "08:05").replace("07:80", "08:20"), FOUR),
    text("format", "mistral-nemo", lines([["pulire i rulli", 20], ["oliare la carda", 15], ["caricare il primo vello", 15], ["avviare la macchina e controllare il velo", 10]], (s, i) => `${i + 1}) ${s[0]} (minuti: ${s[1]})`), [["pulire i rulli", 20], ["oliare la carda", 15], ["caricare il primo vello", 15], ["avviare la macchina e controllare il velo", 10]]),
    text("number-words", "granite", "1) clearing the fluff from the rollers (minutes: twenty)\n2) oiling the carding engine (minutes: fifteen)\n3) loading the first fleece onto the feed table (minutes: fifteen)\n4) starting the engine and checking the web (minutes: ten)", FOUR),
    text("label", "qwen2.5-14b", `${lines(FOUR)}\n\nTotal: 60 minutes.`, FOUR),
    text("sub-bullets", "gemini", lines(FOUR).replace("(minutes: 15)\n3)", "(minutes: 15)\n   - the main bearings\n   - the doffer comb\n3)"), FOUR),
    text("format", "llama-3.2-1b", "1) clearing the fluff from the rollers (minutes: 20)\n2) oiling the carding engine (minutes: 20)\n3) loading the first fleece (minutes: 30)", "fallback"),
    text("format", "qwen2.5-14b", "1) cleaning the rollers (minutes: 10-15)\n2) oiling the engine (minutes: 15)\n3) loading fleece (minutes: 30)", "fallback"),
    text("placeholder", "tinyllama", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "granite", "What kind of carding engine is it — a roller card or a drum carder? The steps differ.", "fallback"),
    text("loop", "smollm", "1) oiling the carding engine (minutes: 5)\n2) oiling the carding engine (minutes: 5)\n3) oiling the carding engine (minutes: 5)\n4) oiling the carding engine (minutes: 5)\n5) oiling the carding engine (minutes: 5)\n6) oiling the carding engine (minutes: 5)\n7) oiling the carding engine (minutes: 5)\n8) oiling the carding engine (minutes: 5)\n9) oiling the carding engine (minutes: 5)\n10) oiling the carding engine (minutes: 5)\n11) oiling the carding engine (minutes: 5)\n12) oiling the carding engine (minutes: 5)", "fallback"),
    capped("mistral-7b", "1) clearing the fluff from the rollers (minutes: 20)\n2) oiling the carding engine (minutes: 15)\n3) loading the first fle", "fallback"),
    capped("qwen3", "<think>\nKwame sets up the carding engine. Steps: clean card clothing, oil bearings, set gaps. How long each? Cleaning is slow, maybe 20. Oiling 10. Setting gaps 15. That's 45, leaving 15 for weighing and a test run. Or should", "fallback"),
    text("good", "gpt-4.1", lines(STEPS), STEPS),
    text("good", "mistral-nemo", lines(FOUR), FOUR),
    text("good", "llama-3.2-3b", lines(STEPS), STEPS),
  ],
  structured: [
    object("good", "valid", { subtasks: STEPS.map(([subtask, minutes]) => ({ subtask, minutes })) }, STEPS),
    object("good", "four steps", { subtasks: FOUR.map(([subtask, minutes]) => ({ subtask, minutes })) }, FOUR),
    object("string-value", "minutes as strings", { subtasks: FOUR.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, FOUR),
    object("renamed-field", "step and duration", { subtasks: FOUR.map(([step, duration]) => ({ step, duration })) }, FOUR),
    object("extra-field", "start times beside", { subtasks: FOUR.map(([subtask, minutes], i) => ({ subtask, minutes, start: ["07:30", "07:50", "08:05", "08:20"][i] })) }, FOUR),
    object("missing-field", "a step without minutes", { subtasks: [{ subtask: "clearing the fluff from the rollers" }, ...FOUR.slice(1).map(([subtask, minutes]) => ({ subtask, minutes }))] }, "fallback"),
    object("empty-list", "no steps", { subtasks: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "task_decomposition", arguments: { subtasks: FOUR.map(([subtask, minutes]) => ({ subtask, minutes })) } }, FOUR),
    rawAnswer("format", "JSON5", `{subtasks: [${FOUR.map(([s, m]) => `{subtask: '${s}', minutes: ${m}}`).join(", ")},]}`, FOUR),
    rawAnswer("format", "numbered lines", lines(FOUR), FOUR),
    rawAnswer("cut-off", "cut", '{"subtasks": [{"subtask": "clearing the fluff from the rollers", "minutes": 20}, {"subtask": "oil', "fallback", { finishReason: "length" }),
  ],
});
