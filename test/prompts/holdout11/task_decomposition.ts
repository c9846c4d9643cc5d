import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

type Steps = Array<[string, number]>;
const inputs = INPUTS.task_decomposition;
const S: Steps = [
  ["walking Fly up to the top field", 15],
  ["warming Fly up with short outruns", 15],
  ["practising the drive through the gate", 30],
  ["penning the sheep", 15],
  ["cooling Fly down and walking home", 15],
];
const T: Steps = [
  ["setting out the sheep at the far end of the field", 15],
  ["sending Fly on long outruns", 30],
  ["practising the shed", 30],
  ["walking Fly back to the farm", 15],
];
const lines = (s: Steps = S, fmt = (t: string, m: number) => `${t} (minutes: ${m})`, sep = ") ") => s.map(([t, m], i) => `${i + 1}${sep}${fmt(t, m)}`).join("\n");
const why = "90 minutes in 15-minute blocks. Warm-up, the drive gate she ran wide at, penning, cool down.";
const words: Record<number, string> = { 15: "fifteen", 30: "thirty" };

export default corpusOf<Steps>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", lines(), S),
    text("good", "claude-haiku-4.5", lines(), S),
    text("good", "gemini-2.5-flash", lines() + "\n", S),
    text("good", "qwen3-nothink", lines(T), T),
    text("good", "kimi-k2", lines(), S),
    text("good", "llama-3.3-70b", lines(T), T),
    text("good", "command-r", lines(), S),
    text("good", "gemma-3n", lines(), S),
    text("good", "smollm3", lines(T), T),
    text("good", "magistral", magThink(why, lines()), S),
    text("good", "deepseek-r1-distill", think(why, lines()), S),
    text("good", "gpt-oss-20b", harmony(why, lines(T)), T),
    text("format", "ollama-q4", eot(lines()), S),
    text("format", "qwen3-nothink", ollamaThinking(why, lines()), S),
    text("format", "gpt-oss-20b", tag("final", lines()), S),
    text("format", "claude-haiku-4.5", preamble("Here's how Priya's training session breaks down:", lines()), S),
    text("format", "gemini-2.5-flash", `${lines()}\n\nTotal: 90 minutes.`, S),
    text("format", "llama-3.3-70b", lines(S, (t, m) => `${t} (${m} minutes)`), S),
    text("format", "gpt-5-mini", lines(S, (t, m) => `${t} — ${m} min`), S),
    text("format", "gemma-3n", lines(S, (t, m) => `${t} (minutes: ${m})`, ". "), S),
    text("format", "smollm3", lines(S, (t, m) => `${t} (minutes:${m})`), S),
    text("format", "kimi-k2", "| # | Step | Minutes |\n|---|------|---------|\n" + S.map(([t, m], i) => `| ${i + 1} | ${t} | ${m} |`).join("\n"), S),
    text("format", "command-r", JSON.stringify(S.map(([t, m]) => ({ step: t, minutes: m }))), S),
    text("format", "claude-haiku-4.5", lines(S, (t, m) => `**${t}** (minutes: ${m})`), S),
    text("number-words", "smollm3", lines(S, (t, m) => `${t} (minutes: ${words[m]})`), S),
    text("format", "gemini-2.5-flash", lines(S, (t, m) => `${t} (minutes: ${m})`, ") ").replace(/\n/g, "\n\n"), S),
    text("placeholder", "smollm3", "1) <step> (minutes: <n>)\n2) <step> (minutes: <n>)", "fallback"),
    text("format", "gemma-3n", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to give advice on training working animals.", "fallback"),
    text("loop", "ollama-q4", "1) walking Fly up to the top field (minutes: 15)\n2) sending Fly out and out and out and out and out and out and out and out and out and out and out and out", "fallback"),
    capped("gemini-2.5-flash", "1) walking Fly up to the top field (minutes: 15)\n2) warming Fly up with short outruns (minutes: 15)\n3) practising the drive through the ga", "fallback"),
    text("ellipsis", "gemma-3n", "1) ... (minutes: 15)\n2) ... (minutes: 75)", "fallback"),
  ],
  structured: [
    object("good", "valid", { subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) }, S),
    object("good", "four steps", { subtasks: T.map(([subtask, minutes]) => ({ subtask, minutes })) }, T),
    object("string-value", "minutes as strings", { subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes: String(minutes) })) }, S),
    object("renamed-field", "steps", { steps: S.map(([subtask, minutes]) => ({ subtask, minutes })) }, S),
    object("extra-field", "total beside", { subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })), total_minutes: 90 }, S),
    object("nested-json", "under task", { task: { subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) } }, S),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) })), S),
    rawAnswer("cut-off", "cut", JSON.stringify({ subtasks: S.map(([subtask, minutes]) => ({ subtask, minutes })) }).slice(0, 90), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { subtasks: [{ subtask: "<step>", minutes: 45 }, { subtask: "<step>", minutes: 45 }] }, "fallback"),
    object("malformed", "empty", { subtasks: [] }, "fallback"),
  ],
});
