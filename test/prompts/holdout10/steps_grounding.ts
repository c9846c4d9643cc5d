import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { asJson, asYaml, labelled, NONE } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.steps_grounding;
const TAKINGS: ActionGrounding = {
  sector: "Reedholm Windmill",
  arena: "mill door",
  object: "cash tin",
  emoji: "💰",
  event: ["count", "takings"],
  objectState: "being emptied and counted",
  objectEmoji: "🪙",
  objectEvent: ["is emptied", "for counting"],
};
const SACKS: ActionGrounding = {
  sector: "Reedholm Windmill",
  arena: "mill door",
  object: "flour sacks",
  emoji: "📦",
  event: ["stack", "flour sacks"],
  objectState: "being stacked by the door",
  objectEmoji: "📦",
  objectEvent: ["is stacked", "by the door"],
};
const SOUP: ActionGrounding = {
  sector: "Jozef Brink's cottage",
  arena: "kitchen",
  object: "range cooker",
  emoji: "🍲",
  event: ["warm", "soup"],
  objectState: "heating a pan of soup",
  objectEmoji: "🔥",
  objectEvent: ["heat", "soup"],
};
const ALL = [TAKINGS, SACKS, SOUP];
const steps = (gs: ActionGrounding[], head = (i: number) => `${i + 1}`, label?: (l: string) => string) => gs.map((g, i) => `${head(i)}\n${labelled(g, label)}`).join("\n\n");

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", steps(ALL), ALL),
    text("good", "llama-4-scout", steps(ALL) + "\n", ALL),
    text("good", "granite-3", steps(ALL), ALL),
    text("good", "nemotron", steps(ALL), ALL),
    text("good", "hermes-3", steps(ALL, (i) => `${i + 1}.`), ALL),
    text("good", "aya-expanse", steps(ALL), ALL),
    text("good", "phi-4", steps(ALL) + "\n\nThe first two steps stay at the mill door; the soup needs the range at home.", ALL),
    text("good", "deepseek-v3", steps(ALL), ALL),
    text("good", "olmo-2", steps(ALL, (i) => `Step ${i + 1}`), ALL),
    text("good", "qwen3-think", qthink("Takings: cash tin at the mill door. Sacks: same area. Soup: range cooker in his kitchen.", steps(ALL)), ALL),
    text("format", "gemma-3", steps(ALL, (i) => `### Step ${i + 1}`, (l) => `**${l}:**`), ALL),
    text("format", "olmo-2", steps(ALL, (i) => `${i + 1})`, (l) => `• ${l}:`), ALL),
    text("format", "mistral-small-3", steps(ALL, (i) => `[step ${i + 1}]`, (l) => `${l.toLowerCase().replace(/ /g, "_")} =`), ALL),
    text("format", "llama-4-scout", fence("yaml", ALL.map((g, i) => `- step: ${i + 1}\n${asYaml(g, "  ")}`).join("\n")), ALL),
    text("format", "granite-3", html(steps(ALL).replace(/\n/g, "<br>\n")), ALL),
    text("format", "nemotron", heading(steps(ALL), "Groundings"), ALL),
    text("format", "hermes-3", JSON.stringify(ALL.map((g, i) => ({ step: i + 1, ...asJson(g) })), null, 2), ALL),
    text("batch-ids", "phi-4", steps(ALL, (i) => `${i}`), ALL),
    text("batch-ids", "deepseek-v3", [2, 0, 1].map((i) => `${i + 1}\n${labelled(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "aya-expanse", steps(ALL, (i) => `Step ${i + 1}: ${inputs.activities[i]}`), ALL),
    text("format", "gemma-3", steps([TAKINGS, { ...SACKS, object: "sack trolley" }, SOUP]), [TAKINGS, { ...SACKS, object: null }, SOUP]),
    text("sub-bullets", "llama-4-scout", steps(ALL).replace("Thing: cash tin", "Thing: cash tin\n  - (the tin under the counter)"), ALL),
    capped("granite-3", steps([TAKINGS, SACKS]) + "\n\n3\nPlace: Jozef Brink's cottage\nArea: kitch", [TAKINGS, SACKS, NONE]),
    capped("nemotron", steps([TAKINGS]) + "\n\n2\nPlace: Reedholm Windmill\nArea: mill door\nThing: flour", [TAKINGS, NONE, NONE]),
    text("refusal", "safety-tuned", "I can't help plan someone's movements around their home.", "fallback"),
    text("placeholder", "hermes-3", "1\nPlace: <place>\nArea: <area>\nThing: <thing>", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: ALL.map((g, i) => ({ step: i + 1, ...asJson(g) })) }, ALL),
    object("batch-ids", "out of order", { steps: [2, 0, 1].map((i) => ({ step: i + 1, ...asJson(ALL[i]!) })) }, ALL),
    object("missing-field", "no step numbers", { steps: ALL.map((g) => asJson(g)) }, ALL),
    object("extra-field", "activity beside", { steps: ALL.map((g, i) => ({ step: i + 1, activity: inputs.activities[i], ...asJson(g) })) }, ALL),
    rawAnswer("format", "array of steps", JSON.stringify(ALL.map((g, i) => ({ step: i + 1, ...asJson(g) }))), ALL),
    rawAnswer("cut-off", "cut in step 3", JSON.stringify({ steps: ALL.map((g, i) => ({ step: i + 1, ...asJson(g) })) }).slice(0, -120), [TAKINGS, SACKS, NONE], { finishReason: "length" }),
    object("malformed", "unknown place in step 2", { steps: ALL.map((g, i) => ({ step: i + 1, ...asJson(i === 1 ? { ...g, sector: "Ashby Bakery" } : g) })) }, [TAKINGS, { ...SACKS, sector: null }, SOUP]),
  ],
});
