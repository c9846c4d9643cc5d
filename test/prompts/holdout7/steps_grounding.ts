import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { NOTHING, jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.steps_grounding;
const H = "Brackenfold Halt";
const VAN: ActionGrounding = {
  sector: H,
  arena: "platform",
  object: "parcel trolley",
  emoji: "🚃🔗",
  event: ["couple", "parcel van"],
  objectState: "loaded with the band's instruments",
  objectEmoji: "🎺",
  objectEvent: ["is loaded", "with instruments"],
};
const DOME: ActionGrounding = {
  sector: H,
  arena: "engine shed",
  object: "the Curlew",
  emoji: "🚂✨",
  event: ["polish", "brass dome"],
  objectState: "having its dome polished",
  objectEmoji: "✨",
  objectEvent: ["is polished", "by Ilse"],
};
const PAPER: ActionGrounding = {
  sector: "Brackenfold Post Office",
  arena: "counter",
  object: "parcel shelf",
  emoji: "📰🚶",
  event: ["buy", "paper"],
  objectState: "holding the Saturday papers",
  objectEmoji: "📰",
  objectEvent: ["holds", "the Saturday papers"],
};
const ALL = [VAN, DOME, PAPER];
const steps = (gs: ActionGrounding[], head = (n: number) => `${n}`, label?: (l: string) => string) => gs.map((g, i) => `${head(i + 1)}\n${linesOf(g, label)}`).join("\n\n");
const json = (gs: ActionGrounding[]) => ({ steps: gs.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) });

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", steps(ALL), ALL),
    text("good", "o3-mini", steps(ALL), ALL),
    text("good", "mistral-7b", ` ${steps(ALL)}`, ALL),
    text("good", "mistral-nemo", steps(ALL), ALL),
    text("good", "llama-3.2-3b", `Here is how Ilse does each step:\n\n${steps(ALL)}`, ALL),
    text("good", "qwen2.5-14b", steps(ALL), ALL),
    text("good", "granite", steps(ALL), ALL),
    text("good", "qwen3", `<think>\nStep 1 at the platform, step 2 in the engine shed, step 3 needs the post office.\n</think>\n\n${steps(ALL)}`, ALL),
    text("good", "gemini", `${steps(ALL)}\n\nLet me know if you'd like me to add a fourth step!`, ALL),
    text("format", "gemini", steps(ALL, (n) => `### Step ${n}`, (l) => `**${l}:**`), ALL),
    text("format", "mistral-nemo", steps(ALL, (n) => `${n})`), ALL),
    text("format", "granite", steps(ALL, (n) => `${"ABC"[n - 1]}.`), ALL),
    text("format", "llama-3.2-3b", steps(ALL, (n) => `Step ${n}:`), ALL),
    text("format", "gpt-4.1", "```json\n" + JSON.stringify(json(ALL), null, 2) + "\n```", ALL),
    text("format", "o3-mini", `{'steps': [${json(ALL).steps.map((s) => `{${Object.entries(s).map(([k, v]) => `'${k}': ${typeof v === "number" ? v : `'${v}'`}`).join(", ")}}`).join(", ")}]}`, ALL),
    text("format", "qwen2.5-14b", steps(ALL).replace(/\n/g, "\r\n"), ALL),
    text("batch-ids", "mistral-7b", steps(ALL, (n) => `${n - 1}`), ALL),
    text("batch-ids", "gemini", `2\n${linesOf(DOME)}\n\n1\n${linesOf(VAN)}\n\n3\n${linesOf(PAPER)}`, ALL),
    text("batch-ids", "llama-3.2-3b", `1\n${linesOf(VAN)}\n\n3\n${linesOf(PAPER)}`, [VAN, NOTHING, PAPER]),
    text("format", "granite", steps([VAN, { ...DOME, sector: "the halt" }, PAPER]), [VAN, { ...DOME, sector: null }, PAPER]),
    text("placeholder", "tinyllama", "1\nPlace: <one place from the list>\nArea: <area>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "granite", "Does Ilse walk to the post office before or after the band train leaves? Please clarify the order.", "fallback"),
    text("loop", "smollm", `${steps([VAN])}\n\n${steps([VAN])}\n\n${steps([VAN])}\n\n${steps([VAN])}`, "fallback"),
    capped("mistral-7b", `${steps([VAN, DOME])}\n\n3\nPlace: Brackenfold Post Office\nArea: coun`, [VAN, DOME, NOTHING]),
    capped("qwen3", "<think>\nStep 1: coupling the parcel van. That's on the platform, thing: parcel trolley? There's no van in the list. Step 2: the Curlew in the engine shed. Step 3: the post office counter, but which thing? Letter scales, stamp drawer, parcel shelf. None is a newspaper. Maybe", "fallback"),
    capped("gemini", `${steps([VAN])}\n\n2\nPlace: Brackenfold Halt\nArea: engine shed\nThing: the Curlew\nEmoji: 🚂`, [VAN, NOTHING, NOTHING]),
    text("good", "gpt-4.1", steps(ALL), ALL),
    text("good", "mistral-nemo", `${steps(ALL)}\n`, ALL),
    text("good", "llama-3.2-1b", steps(ALL), ALL),
  ],
  structured: [
    object("good", "valid", json(ALL), ALL),
    object("batch-ids", "numbered from 0", { steps: json(ALL).steps.map((s) => ({ ...s, step: s.step - 1 })) }, ALL),
    object("batch-ids", "out of order", { steps: [json(ALL).steps[2], json(ALL).steps[0], json(ALL).steps[1]] }, ALL),
    object("missing-field", "no step numbers", { steps: ALL.map(jsonOf) }, ALL),
    object("renamed-field", "groundings", { groundings: json(ALL).steps }, ALL),
    object("extra-field", "activity beside", { steps: json(ALL).steps.map((s, i) => ({ ...s, activity: inputs.activities[i] })) }, ALL),
    object("empty-list", "empty", { steps: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "steps_grounding", arguments: json(ALL) }, ALL),
    rawAnswer("format", "trailing commas", JSON.stringify(json(ALL)).replace(/}]}$/, "},]}"), ALL),
    rawAnswer("cut-off", "cut after step 2", JSON.stringify(json(ALL)).slice(0, JSON.stringify(json(ALL)).indexOf('{"step":3') + 30), [VAN, DOME, NOTHING], { finishReason: "length" }),
  ],
});
