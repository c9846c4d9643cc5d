import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { asJson, asYaml, labelled, NONE } from "./grounding.js";

const inputs = INPUTS.steps_grounding;
const R = "Kestrelridge Cliff Railway";
const H = "Halvard Quist's house";

const LOCK: ActionGrounding = { sector: R, arena: "top station", object: "ticket window", emoji: "🔒🎫", event: ["lock", "ticket window"], objectState: "being locked for the night", objectEmoji: "🔒", objectEvent: ["is locked", "by Halvard"] };
const RIDE: ActionGrounding = { sector: R, arena: "railway car", object: "passenger seats", emoji: "🚠⬇️", event: ["ride", "last car"], objectState: "empty but for Halvard", objectEmoji: "💺", objectEvent: ["is sat on", "by Halvard"] };
const TEA: ActionGrounding = { sector: H, arena: "kitchen", object: "teapot", emoji: "🫖☕", event: ["make", "tea"], objectState: "brewing tea", objectEmoji: "🫖", objectEvent: ["brews", "tea"] };
const ALL = [LOCK, RIDE, TEA];
const RIDE2: ActionGrounding = { ...RIDE, object: "car door", emoji: "🚠", objectState: "being shut for the ride down", objectEmoji: "🚪", objectEvent: ["is shut", "by Halvard"] };
const ALL2 = [LOCK, RIDE2, TEA];
const steps = (gs: ActionGrounding[], head = (i: number) => `${i + 1}`, label?: (l: string) => string) => gs.map((g, i) => `${head(i)}\n${labelled(g, label)}`).join("\n\n");
const json = (gs: ActionGrounding[]) => ({ steps: gs.map((g, i) => ({ step: i + 1, ...asJson(g) })) });

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", steps(ALL), ALL),
    text("good", "command-r-plus", steps(ALL2) + "\n", ALL2),
    text("good", "glm-4", steps(ALL), ALL),
    text("good", "internlm-2.5", steps(ALL), ALL),
    text("good", "minicpm", steps(ALL2), ALL2),
    text("good", "falcon-3", steps(ALL), ALL),
    text("good", "stablelm", steps(ALL), ALL),
    text("good", "zephyr", steps(ALL2), ALL2),
    text("good", "openchat", steps(ALL), ALL),
    text("good", "gemini-2-flash", steps(ALL) + "\n", ALL),
    text("good", "claude-3.5-haiku", `Here is where and how Halvard does each step:\n\n${steps(ALL)}`, ALL),
    text("good", "deepseek-r1-distill", think("Step 1 at the top station, ticket window. Step 2 in the railway car. Step 3 at home in the kitchen with the teapot.", steps(ALL)), ALL),
    text("format", "deepseek-r1-distill", unclosed("Lock, ride, tea.", steps(ALL2)), ALL2),
    text("format", "glm-4", tag("answer", "\n" + steps(ALL) + "\n"), ALL),
    text("format", "internlm-2.5", `<response>\n${steps(ALL)}\n</response>`, ALL),
    text("format", "command-r-plus", fence("yaml", ALL.map((g, i) => `- step: ${i + 1}\n${asYaml(g, "  ")}`).join("\n")), ALL),
    text("format", "minicpm", fence("text", steps(ALL)), ALL),
    text("format", "falcon-3", bom(steps(ALL)), ALL),
    text("format", "stablelm", nbsp(steps(ALL)), ALL),
    text("format", "zephyr", steps(ALL, (i) => `**Step ${i + 1}**`), ALL),
    text("format", "openchat", steps(ALL, (i) => `Step ${i + 1}:`, (l) => `- ${l}:`), ALL),
    text("format", "gemini-2-flash", steps(ALL, (i) => `### ${i + 1}. ${["locking the ticket window", "riding the last car down", "making tea in his kitchen"][i]}`), ALL),
    text("batch-ids", "glm-4", steps(ALL, (i) => `${i}`), ALL),
    text("batch-ids", "internlm-2.5", [2, 0, 1].map((i) => `${i + 1}\n${labelled(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "claude-3.5-haiku", `1\n${labelled(LOCK)}\n\n3\n${labelled(TEA)}`, [LOCK, NONE, TEA]),
    text("format", "command-r-plus", JSON.stringify(json(ALL)), ALL),
    text("format", "minicpm", steps([LOCK, { ...RIDE, arena: "funicular" }, TEA]), [LOCK, { ...RIDE, arena: null }, TEA]),
    text("refusal", "zephyr", "As an AI, I don't know the layout of Halvard's house well enough to do this.", "fallback"),
    capped("falcon-3", steps(ALL).split("\n\n").slice(0, 2).join("\n\n") + "\n\n3\nPlace: Halvard Quist's house\nArea: kitch", [LOCK, RIDE, NONE]),
    capped("deepseek-r1-distill", "<think>\nThree steps. The first is locking the ticket window, which is at the top station. The second, riding the last car down: the railway car. The third", "fallback"),
    text("loop", "q2-8b", `${steps(ALL)}\n\n${steps(ALL)}`, ALL),
    text("placeholder", "stablelm", "1\nPlace: <place>\nArea: <area>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
  ],
  structured: [
    object("good", "valid", json(ALL), ALL),
    object("good", "second", json(ALL2), ALL2),
    object("format", "out of order", { steps: [json(ALL).steps[2], json(ALL).steps[0], json(ALL).steps[1]] }, ALL),
    object("batch-ids", "numbered from 0", { steps: ALL.map((g, i) => ({ step: i, ...asJson(g) })) }, ALL),
    object("renamed-field", "groundings", { groundings: json(ALL).steps }, ALL),
    object("extra-field", "activity beside", { steps: json(ALL).steps.map((s, i) => ({ ...s, activity: inputs.activities[i] })) }, ALL),
    object("missing-field", "step 2 left out", { steps: [json(ALL).steps[0], json(ALL).steps[2]] }, [LOCK, NONE, TEA]),
    object("refusal", "unknown place", { steps: [json(ALL).steps[0], { ...json(ALL).steps[1], place: "Funicular" }, json(ALL).steps[2]] }, [LOCK, { ...RIDE, sector: null }, TEA]),
    rawAnswer("format", "nested under result", JSON.stringify({ result: json(ALL) }), ALL),
    rawAnswer("format", "bare array", JSON.stringify(json(ALL).steps), ALL),
    rawAnswer("cut-off", "cut in step 2", JSON.stringify(json(ALL)).slice(0, JSON.stringify(json(ALL)).indexOf("railway car") + 6), [LOCK, NONE, NONE], { finishReason: "length" }),
  ],
});
