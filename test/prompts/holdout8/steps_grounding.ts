import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { UNKNOWN, jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.steps_grounding;
const H = "Saltmarrow Harbour";

const CLOSE: ActionGrounding = {
  sector: H,
  arena: "harbour office",
  object: "radio set",
  emoji: "📻🔒",
  event: ["close", "harbour office"],
  objectState: "switched to standby",
  objectEmoji: "📻",
  objectEvent: ["is switched", "to standby"],
};
const COACH: ActionGrounding = {
  sector: H,
  arena: "rowing club boathouse",
  object: "racing gig",
  emoji: "🚣📣",
  event: ["coach", "juniors"],
  objectState: "being rowed by the juniors",
  objectEmoji: "🚣",
  objectEvent: ["is rowed", "by the juniors"],
};
const HOME: ActionGrounding = {
  sector: "Beatriz Lindqvist's cottage",
  arena: "kitchen",
  object: "kettle",
  emoji: "🚶🏠",
  event: ["walk", "home"],
  objectState: "waiting to be filled",
  objectEmoji: "🫖",
  objectEvent: ["waits", "for Beatriz"],
};
const ALL = [CLOSE, COACH, HOME];
const numbered = (gs: ActionGrounding[], head = (i: number) => `${i + 1}`) => gs.map((g, i) => `${head(i)}\n${linesOf(g)}`).join("\n\n");
const steps = (gs: ActionGrounding[]) => ({ steps: gs.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) });

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", numbered(ALL), ALL),
    text("good", "gemma-3", `${numbered(ALL)}\n`, ALL),
    text("good", "phi-4", `${numbered(ALL)}\n\nBeatriz stays at the harbour for the first two steps and then walks home.`, ALL),
    text("good", "deepseek-v3", numbered(ALL), ALL),
    text("good", "mixtral", numbered(ALL), ALL),
    text("good", "olmo-2", numbered(ALL), ALL),
    text("good", "yi-34b", numbered(ALL, (i) => `${i + 1}.`), ALL),
    text("good", "hermes", numbered(ALL), ALL),
    text("good", "aya", numbered(ALL), ALL),
    text("format", "qwq", `Okay, so three steps. Closing the harbour office: she's in the harbour, the office has the radio set, she switches it to standby. Coaching the juniors: the racing gig is in the boathouse. Walking home: the cottage, the kitchen, the kettle.\n\n${numbered(ALL)}`, ALL),
    text("format", "deepseek-v3", numbered(ALL, (i) => `### Step ${i + 1}`), ALL),
    text("format", "gemma-3", numbered(ALL, (i) => `**${["First", "Second", "Third"][i]} step**`), ALL),
    text("format", "mixtral", `${numbered(ALL)}</s>`, ALL),
    text("format", "llama-3.3-70b", `${numbered(ALL)}<|eot_id|>`, ALL),
    text("format", "hermes", numbered(ALL).replace(/\n/g, "\\n"), ALL),
    text("format", "olmo-2", `${numbered(ALL)}\n\nUser: Now do Desmond's steps.\nAssistant: 1\nPlace: Achterberg's Boat Shed`, ALL),
    text("format", "phi-4", ALL.map((g, i) => JSON.stringify({ step: i + 1, ...jsonOf(g) })).join("\n"), ALL),
    text("batch-ids", "aya", [2, 0, 1].map((i) => `${i + 1}\n${linesOf(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "yi-34b", numbered([CLOSE, COACH]), [CLOSE, COACH, UNKNOWN]),
    text("batch-ids", "gemma-3", ALL.map((g) => linesOf(g)).join("\n\n"), ALL),
    text("format", "mixtral", numbered([CLOSE, { ...COACH, sector: "Saltmarrow Rowing Club" }, HOME]), [CLOSE, { ...COACH, sector: null }, HOME]),
    text("placeholder", "olmo-2", "1\nPlace: <one place from the list>\nArea: <one area>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't work out where each step happens.", "fallback"),
    capped("llama-3.3-70b", `${numbered([CLOSE, COACH])}\n\n3\nPlace: Beatriz Lindqvist's cottage\nArea: kit`, [CLOSE, COACH, UNKNOWN]),
    capped("deepseek-v3", `${numbered([CLOSE])}\n\n2\nPlace: Saltmarrow Harbour\nArea: rowing club boathouse\nThing: racing gig\nEmoji: 🚣📣\nAction: coach | juniors\nThing state: being ro`, [CLOSE, UNKNOWN, UNKNOWN]),
    capped("qwq", "Okay, so three steps for Beatriz. Step 1: closing the harbour office. She's in the harbour, so the harbour office. Which thing? The radio set, she'd switch it to standby, or the tide board? Hmm, and step 2", "fallback"),
    text("loop", "olmo-2", `${numbered(ALL)}\n\n${numbered(ALL)}`, ALL),
    text("good", "qwq", `Okay, the office and the boathouse are at the harbour, then home to the cottage.\n\n${numbered(ALL)}`, ALL),
    text("good", "gpt-4o-mini", numbered(ALL), ALL),
    text("good", "phi-4", numbered(ALL), ALL),
  ],
  structured: [
    object("good", "valid", steps(ALL), ALL),
    object("format", "out of order", { steps: [steps(ALL).steps[2], steps(ALL).steps[0], steps(ALL).steps[1]] }, ALL),
    object("batch-ids", "numbered from 0", { steps: ALL.map((g, i) => ({ step: i, ...jsonOf(g) })) }, ALL),
    object("batch-ids", "two of three", { steps: steps([CLOSE, COACH]).steps }, [CLOSE, COACH, UNKNOWN]),
    object("extra-field", "note beside", { steps: steps(ALL).steps.map((s) => ({ ...s, note: "ok" })) }, ALL),
    object("renamed-field", "groundings", { groundings: steps(ALL).steps }, ALL),
    object("missing-field", "no steps", { step: 1 }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify(steps(ALL)).repeat(2), ALL),
    rawAnswer("cut-off", "cut", JSON.stringify(steps(ALL)).slice(0, 420), "fallback", { finishReason: "length" }),
  ],
});
