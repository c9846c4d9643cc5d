import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia, places } from "./fixtures.js";
import { LABELS, NONE, jsonOf, linesOf } from "./grounding.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T16:00:00" },
  activities: [
    "opening the stall (hanging the scales)",
    "opening the stall (counting the change in the cash tin)",
    "opening the stall (filling a basket with fresh dates from the palm rows)",
  ],
  livingSector: "Nadia Farouk's house",
  currentSector: "Farouk Palm Grove",
  places,
};

const SCALES: ActionGrounding = {
  sector: "Farouk Palm Grove",
  arena: "roadside stall",
  object: "hanging scales",
  emoji: "⚖️",
  event: ["hang", "scales"],
  objectState: "hanging ready to weigh",
  objectEmoji: "⚖️",
  objectEvent: ["hangs", "ready to weigh"],
};
const TIN: ActionGrounding = {
  sector: "Farouk Palm Grove",
  arena: "roadside stall",
  object: "cash tin",
  emoji: "🪙",
  event: ["count", "change"],
  objectState: "open with coins being counted",
  objectEmoji: "🪙",
  objectEvent: ["is open", "with coins being counted"],
};
const BASKET: ActionGrounding = {
  sector: "Farouk Palm Grove",
  arena: "palm rows",
  object: "picking basket",
  emoji: "🧺🌴",
  event: ["fill", "basket"],
  objectState: "filling with fresh dates",
  objectEmoji: "🧺",
  objectEvent: ["is filled", "with fresh dates"],
};
const ALL = [SCALES, TIN, BASKET];
const numbered = (gs: ActionGrounding[], from = 1, head = (n: number) => `${n}.`) => gs.map((g, i) => `${head(i + from)}\n${linesOf(g)}`).join("\n\n");
const TIN2: ActionGrounding = { ...TIN, emoji: "💰", objectEmoji: "💰" };

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(ALL), ALL),
    text("good", "gpt-3.5", `Sure! Here's where each step happens:\n\n${numbered(ALL)}\n\nHope this helps!`, ALL),
    text("good", "llama-3-8b", ALL.map((g, i) => `**Step ${i + 1}**\n${linesOf(g, (l) => `**${l}:**`)}`).join("\n\n"), ALL),
    text("good", "qwen2.5-7b", numbered([SCALES, TIN2, BASKET]), [SCALES, TIN2, BASKET]),
    text("good", "reasoning", `<think>\nThe scales and the cash tin are at the stall; the basket is filled in the palm rows.\n</think>\n${numbered(ALL)}`, ALL),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })), null, 2) + "\n```", ALL),
    text("good", "gpt-4o-mini", numbered(ALL, 1, (n) => `Step ${n} -`), ALL),
    text("good", "llama-3-8b", numbered(ALL, 1, (n) => `${n})`), ALL),
    text("batch-ids", "llama-3-8b", numbered(ALL, 0), ALL),
    text("batch-ids", "gpt-3.5", [2, 0, 1].map((i) => `${i + 1}.\n${linesOf(ALL[i]!)}`).join("\n\n"), ALL),
    text("batch-ids", "1b", `${linesOf(SCALES)}\n\n${linesOf(TIN)}`, [SCALES, TIN, NONE]),
    text("batch-ids", "qwen2.5-7b", `1.\n${linesOf(SCALES)}\n\n3.\n${linesOf(BASKET)}`, [SCALES, NONE, BASKET]),
    text("batch-ids", "gpt-4o-mini", ALL.map((g, i) => `### Activity ${i + 1}: ${inputs.activities[i]}\n${linesOf(g)}`).join("\n\n"), ALL),
    text("format", "qwen2.5-7b", ALL.map((g, i) => `step_${i + 1}:\n${linesOf(g, (l) => `  ${l.toLowerCase().replace(" ", "_")}:`)}`).join("\n"), ALL),
    text("format", "llama-3-8b", `| Step | ${LABELS.join(" | ")} |\n|${"---|".repeat(9)}\n${ALL.map((g, i) => `| ${i + 1} | ${[g.sector, g.arena, g.object, g.emoji, g.event!.join(" \\| "), g.objectState, g.objectEmoji, g.objectEvent!.join(" \\| ")].join(" | ")} |`).join("\n")}`, ALL),
    text("label", "gpt-3.5", numbered([SCALES, { ...TIN, object: "cash tin (under the counter)" }, BASKET]), ALL),
    text("refusal", "refusal", "I'm sorry, but I can't assist with that.", "fallback"),
    capped("gpt-4o-mini", `${numbered(ALL.slice(0, 2))}\n\n3.\nPlace: Farouk Palm Grove\nArea: palm r`, [SCALES, TIN, NONE]),
    text("cut-off", "reasoning", "<think>\nStep one: hanging the scales at the stall. Step two: the cash tin. Step three", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, ALL),
    object("good", "other emoji", { steps: [SCALES, TIN2, BASKET].map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, [SCALES, TIN2, BASKET]),
    object("batch-ids", "numbered from 0", { steps: ALL.map((g, i) => ({ step: i, ...jsonOf(g) })) }, ALL),
    object("batch-ids", "out of order", { steps: [1, 2, 0].map((i) => ({ step: i + 1, ...jsonOf(ALL[i]!) })) }, ALL),
    object("batch-ids", "step numbers as strings", { steps: ALL.map((g, i) => ({ step: String(i + 1), ...jsonOf(g) })) }, ALL),
    object("missing-field", "the middle step left out", { steps: [{ step: 1, ...jsonOf(SCALES) }, { step: 3, ...jsonOf(BASKET) }] }, [SCALES, NONE, BASKET]),
    object("refusal", "empty steps", { steps: [] }, "fallback"),
    rawAnswer("cut-off", "cut off after two complete steps", `{"steps": [${[SCALES, TIN].map((g, i) => JSON.stringify({ step: i + 1, ...jsonOf(g) })).join(", ")}, {"step": 3, "place": "Farouk Palm Grove", "area": "palm r`, [SCALES, TIN, NONE], { finishReason: "length" }),
  ],
});
