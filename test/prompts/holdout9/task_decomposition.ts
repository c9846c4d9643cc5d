import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.task_decomposition;
type Steps = Array<[string, number]>;
/** Rosalind's 90 minutes of pressing, in 10-minute steps. */
const STEPS: Steps = [
  ["washing the russets in the trough", 10],
  ["milling the apples into pulp", 20],
  ["building the cheese of pulp on the press", 20],
  ["turning the press screw down slowly", 30],
  ["funnelling the juice into the fermenting barrels", 10],
];
const STEPS2: Steps = [
  ["carrying the apple crates into the barn", 10],
  ["milling the russets", 30],
  ["pressing the pulp", 40],
  ["cleaning the press cloths", 10],
];
const lines = (s: Steps, fmt = (i: number, t: string, m: number) => `${i + 1}) ${t} (minutes: ${m})`) => s.map(([t, m], i) => fmt(i, t, m)).join("\n");
const json = (s: Steps) => ({ subtasks: s.map(([subtask, minutes]) => ({ subtask, minutes })) });

export default corpusOf<Steps>({
  prompt: taskDecompositionPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(STEPS), STEPS),
    text("good", "command-r-plus", lines(STEPS) + "\n", STEPS),
    text("good", "glm-4", lines(STEPS2), STEPS2),
    text("good", "internlm-2.5", lines(STEPS), STEPS),
    text("good", "minicpm", lines(STEPS2), STEPS2),
    text("good", "falcon-3", lines(STEPS), STEPS),
    text("good", "stablelm", lines(STEPS2), STEPS2),
    text("good", "zephyr", lines(STEPS), STEPS),
    text("good", "openchat", lines(STEPS), STEPS),
    text("good", "gemini-2-flash", lines(STEPS2) + "\n", STEPS2),
    text("good", "claude-3.5-haiku", `Here's how Rosalind's pressing breaks down:\n\n${lines(STEPS)}\n\nThat adds up to 90 minutes.`, STEPS),
    text("good", "deepseek-r1-distill", think("90 minutes in tens: wash 10, mill 20, build cheese 20, press 30, barrels 10 = 90.", lines(STEPS)), STEPS),
    text("format", "deepseek-r1-distill", unclosed("10 + 30 + 40 + 10 = 90.", lines(STEPS2)), STEPS2),
    text("format", "glm-4", tag("answer", "\n" + lines(STEPS) + "\n"), STEPS),
    text("format", "internlm-2.5", `<response>\n${lines(STEPS2)}\n</response>`, STEPS2),
    text("format", "command-r-plus", fence("yaml", "subtasks:\n" + STEPS.map(([t, m]) => `  - subtask: ${t}\n    minutes: ${m}`).join("\n")), STEPS),
    text("format", "minicpm", fence("text", lines(STEPS)), STEPS),
    text("format", "falcon-3", bom(lines(STEPS2)), STEPS2),
    text("format", "stablelm", nbsp(lines(STEPS)), STEPS),
    text("format", "openchat", lines(STEPS, (i, t, m) => `${i + 1}. ${t} — ${m} min`), STEPS),
    text("format", "zephyr", lines(STEPS, (i, t, m) => `${i + 1}) ${t} (${m} minutes)`), STEPS),
    text("format", "gemini-2-flash", lines(STEPS2, (i, t, m) => `${i + 1}) ${t} (minutes: ${m === 30 ? "thirty" : m === 40 ? "forty" : "ten"})`), STEPS2),
    text("format", "glm-4", lines(STEPS, (i, t, m) => `${i + 1}) ${t}（分钟：${m}）`), STEPS),
    text("format", "claude-3.5-haiku", lines(STEPS2, (i, t, m) => `${i + 1}) ${t} (minutes: ${m === 40 ? "0:40" : m === 30 ? "0:30" : "0:10"})`), STEPS2),
    text("number-in-text", "command-r-plus", lines(STEPS).replace("turning the press screw down slowly", "turning the press screw down slowly, 2 turns a minute"), STEPS.map(([t, m]): [string, number] => [t === "turning the press screw down slowly" ? "turning the press screw down slowly, 2 turns a minute" : t, m])),
    text("sub-bullets", "internlm-2.5", lines(STEPS2).replace("(minutes: 30)", "(minutes: 30)\n   - watching for the cracked screw"), STEPS2),
    text("format", "minicpm", lines(STEPS, (i, t, m) => `${i + 1}) ${t} (minutes: ${m})`).replace("(minutes: 30)", "(minutes: 20-30)"), "fallback"),
    text("format", "falcon-3", lines(STEPS2) + "\n\nTotal: 90 minutes.", STEPS2),
    text("placeholder", "stablelm", "1) clearing the work table (minutes: 10)\n2) sketching the first ideas (minutes: 25)", "fallback"),
    text("refusal", "zephyr", "As an AI, I don't know how Rosalind presses cider, so I can't break this down.", "fallback"),
    text("loop", "q2-8b", "1) milling the russets (minutes: 10)\n2) milling the russets (minutes: 10)\n3) milling the russets (minutes: 10)\n4) milling the russets (minutes: 10)\n5) milling the russets (minutes: 10)\n6) milling the russets (minutes: 10)\n7) milling the russets (minutes: 10)\n8) milling the russets (minutes: 10)\n9) milling the russets (minutes: 10)", "fallback"),
    capped("deepseek-r1-distill", "<think>\nPressing 90 minutes. Steps: wash, mill, build the cheese, press. The screw is cracked though, so maybe she presses gently. 10 + 20 + 20", "fallback"),
    capped("gemini-2-flash", lines(STEPS).split("\n").slice(0, 3).join("\n") + "\n4) turning the press", "fallback"),
  ],
  structured: [
    object("good", "valid", json(STEPS), STEPS),
    object("good", "second", json(STEPS2), STEPS2),
    object("string-value", "minutes as strings", { subtasks: STEPS.map(([subtask, m]) => ({ subtask, minutes: String(m) })) }, STEPS),
    object("renamed-field", "step and duration", { subtasks: STEPS.map(([step, duration]) => ({ step, duration })) }, STEPS),
    object("extra-field", "start beside", { subtasks: STEPS2.map(([subtask, minutes], i) => ({ subtask, minutes, order: i + 1 })) }, STEPS2),
    rawAnswer("format", "array of subtasks", JSON.stringify(json(STEPS).subtasks), STEPS),
    rawAnswer("format", "nested under result", JSON.stringify({ result: json(STEPS2) }), STEPS2),
    rawAnswer("format", "yaml", "subtasks:\n" + STEPS.map(([t, m]) => `  - subtask: ${t}\n    minutes: ${m}`).join("\n"), STEPS),
    rawAnswer("cut-off", "cut", JSON.stringify(json(STEPS)).slice(0, 90), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { subtasks: [] }, "fallback"),
    object("malformed", "minutes 0", { subtasks: [{ subtask: "pressing", minutes: 0 }] }, "fallback"),
  ],
});
