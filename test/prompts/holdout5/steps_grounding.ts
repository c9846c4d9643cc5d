import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid, places } from "./fixtures.js";
import { LABELS, NONE, firstOf, jsonOf, linesOf, valuesOf } from "./grounding.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-04T14:00:00" },
  activities: [
    "opening the farm shop (unlocking the till)",
    "opening the farm shop (filling the jar shelf with heather honey)",
    "opening the farm shop (setting out the tasting spoons)",
  ],
  livingSector: "Ingrid Halvorsen's cottage",
  currentSector: "Halvorsen Apiary",
  places,
};

const shop = (object: string, emoji: string, event: [string, string], objectState: string, objectEmoji: string, objectEvent: [string, string]): ActionGrounding => ({
  sector: "Halvorsen Apiary",
  arena: "farm shop",
  object,
  emoji,
  event,
  objectState,
  objectEmoji,
  objectEvent,
});
const STEPS: ActionGrounding[] = [
  shop("till", "🔓💷", ["unlock", "till"], "being unlocked for the day", "🔓", ["is unlocked", "for the day"]),
  shop("jar shelf", "🍯", ["fill", "shelf"], "filling up with jars of heather honey", "🍯", ["is filled", "with heather honey"]),
  shop("tasting spoons", "🥄🍯", ["set out", "spoons"], "laid out for customers", "🥄", ["are laid out", "for customers"]),
];
const block = (g: ActionGrounding, i: number, head = (n: number) => `${n}`) => `${head(i + 1)}\n${linesOf(g)}`;
const all = (gs: ActionGrounding[], head?: (n: number) => string, sep = "\n") => gs.map((g, i) => block(g, i, head)).join(sep);
const structured = (gs: ActionGrounding[]) => ({ steps: gs.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) });

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", all(STEPS), STEPS),
    text("good", "gpt-3.5", all(STEPS, (n) => `${n}.`, "\n\n"), STEPS),
    text("good", "llama-3-8b", all(STEPS, (n) => `**Step ${n}**`, "\n\n"), STEPS),
    text("good", "qwen2.5-7b", all(STEPS, (n) => `Step ${n}:`, "\n\n"), STEPS),
    text("good", "mistral-7b", ` ${all(STEPS, (n) => `${n}`, "\n\n")}`, STEPS),
    text("good", "reasoning", `<think>\nAll three at the farm shop: till, jar shelf, tasting spoons.\n</think>\n${all(STEPS)}`, STEPS),
    text("good", "1b", all(STEPS), STEPS),
    text("good", "gpt-4o-mini", all(STEPS, (n) => `### Step ${n}`, "\n\n"), STEPS),
    text("good", "llama-3-8b", all(STEPS, (n) => `${n}`, "\n\n"), STEPS),
    text("good", "gpt-3.5", all(STEPS), STEPS),
    text("good", "qwen2.5-7b", all(STEPS, (n) => `${n}.`), STEPS),
    text("format", "llama-3-8b", STEPS.map((g, i) => `${i + 1}\n${linesOf(g, (l) => `- ${l}:`)}`).join("\n\n"), STEPS),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(structured(STEPS).steps, null, 2) + "\n```", STEPS),
    text("format", "gpt-3.5", `| Step | ${LABELS.join(" | ")} |\n|${"---|".repeat(9)}\n${STEPS.map((g, i) => `| ${i + 1} | ${valuesOf(g).map((v) => String(v).replace("|", "\\|")).join(" | ")} |`).join("\n")}`, STEPS),
    text("format", "mistral-7b", `${all(STEPS, (n) => `${n}`, "\n\n")}\n\nAll three steps happen in the farm shop, so Ingrid does not move.`, STEPS),
    text("batch-ids", "gpt-3.5", [2, 0, 1].map((i) => block(STEPS[i]!, i)).join("\n\n"), STEPS),
    text("batch-ids", "llama-3-8b", STEPS.map((g) => linesOf(g)).join("\n\n"), STEPS),
    text("batch-ids", "qwen2.5-7b", STEPS.map((g, i) => `${i}\n${linesOf(g)}`).join("\n\n"), STEPS),
    text("sub-bullets", "llama-3-8b", all(STEPS, (n) => `${n}`, "\n\n").replace("Thing: jar shelf", "Thing: jar shelf\n  - the top shelf for the big jars"), STEPS),
    text("label", "gpt-4o-mini", all(STEPS, (n) => `${n} (${inputs.activities[n - 1]})`, "\n\n"), STEPS),
    text("refusal", "refusal", "I'm sorry, I can't do that.", "fallback"),
    text("placeholder", "1b", "1\nPlace: <place>\nArea: <area>\nThing: <thing>", "fallback"),
    capped("gpt-4o-mini", `${all(STEPS.slice(0, 2))}\n3\nPlace: Halvorsen Apiary\nArea: farm sh`, [STEPS[0]!, STEPS[1]!, NONE]),
    capped("llama-3-8b", `${block(STEPS[0]!, 0)}\n2\nPlace: Halvorsen Apiary\nArea: farm shop\nThing: jar shelf\nEmoji: 🍯\nAction: fill | shelf\nThing state: filling up with ja`, [STEPS[0]!, firstOf(STEPS[1]!, 5), NONE]),
    text("cut-off", "reasoning", "<think>\nStep 1: the till is in the farm shop. Step 2: the jar shelf, also the farm shop. Step 3:", "fallback"),
  ],
  structured: [
    object("good", "valid", structured(STEPS), STEPS),
    object("batch-ids", "out of order", { steps: [2, 0, 1].map((i) => ({ step: i + 1, ...jsonOf(STEPS[i]!) })) }, STEPS),
    object("batch-ids", "numbered from 0", { steps: STEPS.map((g, i) => ({ step: i, ...jsonOf(g) })) }, STEPS),
    object("missing-field", "no step numbers", { steps: STEPS.map((g) => jsonOf(g)) }, STEPS),
    object("extra-field", "the activity beside", { steps: STEPS.map((g, i) => ({ step: i + 1, activity: inputs.activities[i], ...jsonOf(g) })) }, STEPS),
    object("string-value", "step numbers as strings", { steps: STEPS.map((g, i) => ({ step: String(i + 1), ...jsonOf(g) })) }, STEPS),
    object("refusal", "empty", { steps: [] }, "fallback"),
    rawAnswer("malformed", "the text blocks", all(STEPS), STEPS),
    rawAnswer("cut-off", "cut in the third step", `{"steps": [${STEPS.slice(0, 2).map((g, i) => JSON.stringify({ step: i + 1, ...jsonOf(g) })).join(", ")}, {"step": 3, "place": "Halvorsen Apiary", "area": "farm`, [STEPS[0]!, STEPS[1]!, NONE], { finishReason: "length" }),
  ],
});
