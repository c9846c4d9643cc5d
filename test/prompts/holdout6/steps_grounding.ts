import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { jsonOf, linesOf } from "./grounding.js";

const inputs = INPUTS.steps_grounding;
const L = "Corran Ferry landing";

const TIE: ActionGrounding = {
  sector: L,
  arena: "landing stage",
  object: "bollards",
  emoji: "⛴️🪢",
  event: ["tie up", "ferry"],
  objectState: "holding the ferry's mooring lines",
  objectEmoji: "🪢",
  objectEvent: ["holds", "the mooring lines"],
};
const MEND: ActionGrounding = {
  sector: L,
  arena: "ferry shed",
  object: "workbench",
  emoji: "🪢🔧",
  event: ["mend", "ropes"],
  objectState: "covered in rope ends",
  objectEmoji: "🪢",
  objectEvent: ["is used", "to mend ropes"],
};
const WALK: ActionGrounding = {
  sector: "The Tillerman",
  arena: "taproom",
  object: "domino table",
  emoji: "🚶🁢",
  event: ["walk", "to The Tillerman"],
  objectState: "waiting for the players",
  objectEmoji: "🁢",
  objectEvent: ["waits", "for the players"],
};
const ALL = [TIE, MEND, WALK];
const NULLED: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
const blocks = (gs: ActionGrounding[], head = (i: number) => `${i + 1}`, label?: (l: string) => string) => gs.map((g, i) => `${head(i)}\n${linesOf(g, label)}`).join("\n\n");

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", blocks(ALL), ALL),
    text("good", "gemma-2-9b", blocks(ALL), ALL),
    text("good", "phi-3-mini", `${blocks(ALL)}\n\nTobias finishes at the landing and then walks to the pub.`, ALL),
    text("good", "llama-3.1-70b", blocks(ALL, (i) => `${i + 1}.`), ALL),
    text("good", "claude", `Here's where each step happens:\n\n${blocks(ALL, (i) => `Step ${i + 1}`)}`, ALL),
    text("good", "command-r", blocks(ALL), ALL),
    text("good", "0.5b", blocks(ALL), ALL),
    text("good", "deepseek-r1-distill", `<think>\nStep 1 at the landing stage, step 2 in the shed, step 3 at The Tillerman.\n</think>\n\n${blocks(ALL)}`, ALL),
    text("format", "claude", blocks(ALL, (i) => `### Step ${i + 1}`, (l) => `**${l}:**`), ALL),
    text("format", "gemma-2-9b", blocks(ALL, (i) => `**${i + 1}**`), ALL),
    text("format", "command-r", blocks(ALL).replace(/\n/g, "\r\n"), ALL),
    text("format", "llama-3.1-70b", blocks(ALL, (i) => ["1.", "2)", "iii."][i]!), ALL),
    text("format", "gpt-4o-mini", "```json\n" + JSON.stringify(ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })), null, 1) + "\n```", ALL),
    text("format", "phi-3-mini", blocks([WALK, TIE, MEND], (i) => `${[3, 1, 2][i]!}`), ALL),
    text("batch-ids", "qwen2.5-7b", blocks(ALL, (i) => `${i}`), ALL),
    text("batch-ids", "command-r", blocks([TIE, WALK], (i) => `${[1, 3][i]!}`), [TIE, NULLED, WALK]),
    text("batch-ids", "gemma-2-9b", `${linesOf(TIE)}\n\n${linesOf(MEND)}\n\n${linesOf(WALK)}`, ALL),
    text("format", "llama-3.1-70b", blocks([TIE, { ...MEND, arena: "workshop" }, WALK]), [TIE, { ...MEND, arena: null }, WALK]),
    text("placeholder", "0.5b", "1\nPlace: <one place from the list>\nArea: <one area>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread\nThing emoji: 🍞\nThing action: is used | to bake bread", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't determine the locations for these steps.", "fallback"),
    capped("gemma-2-9b", `${blocks([TIE, MEND])}\n\n3\nPlace: The Tiller`, [TIE, MEND, NULLED]),
    capped("llama-3.1-70b", `${blocks(ALL)}`, [TIE, MEND, NULLED]),
    capped("deepseek-r1-distill", "<think>\nThree steps. Step 1: tying up the ferry. Where? The landing stage has bollards. Step 2: mending ropes in the shed: the workbench. Step 3: walking to The Tillerman. Is the walk at The Tillerman or on the way? The step says walking to, so the place is", "fallback"),
    text("cut-off", "phi-3-mini", `${blocks([TIE])}\n\n2\nPlace: Corran Ferry landing\nArea: ferry sh`, [TIE, NULLED, NULLED]),
    text("good", "llama-3.1-70b", blocks(ALL), ALL),
    text("good", "command-r", blocks(ALL, (i) => `Step ${i + 1}:`), ALL),
    text("good", "claude", `${blocks(ALL)}\n\nHope this helps with the simulation!`, ALL),
    text("cut-off", "deepseek-r1-distill", "<think>\nStep 1: tie up the ferry at the landing stage, bollards. Step 2: the shed, workbench. Step 3: walk to The Tillerman", "fallback"),
    text("good", "qwen2.5-7b", blocks(ALL), ALL),
    text("good", "phi-3-mini", blocks(ALL, (i) => `${i + 1}.`), ALL),
    text("good", "gemma-2-9b", blocks(ALL, (i) => `Step ${i + 1}`), ALL),
  ],
  structured: [
    object("good", "valid", { steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, ALL),
    object("batch-ids", "steps from 0", { steps: ALL.map((g, i) => ({ step: i, ...jsonOf(g) })) }, ALL),
    object("batch-ids", "out of order", { steps: [2, 0, 1].map((i) => ({ step: i + 1, ...jsonOf(ALL[i]!) })) }, ALL),
    object("missing-field", "no step numbers", { steps: ALL.map((g) => jsonOf(g)) }, ALL),
    object("extra-field", "a note beside", { steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g), note: "ok" })) }, ALL),
    object("batch-ids", "one step missing", { steps: [0, 2].map((i) => ({ step: i + 1, ...jsonOf(ALL[i]!) })) }, [TIE, NULLED, WALK]),
    object("empty-list", "empty", { steps: [] }, "fallback"),
    rawAnswer("format", "labelled lines", blocks(ALL), ALL),
    rawAnswer("cut-off", "cut after the first step", `{"steps": [${JSON.stringify({ step: 1, ...jsonOf(TIE) })}, {"step": 2, "place": "Corran`, [TIE, NULLED, NULLED], { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) })}\nLet me know if you need any changes.`, ALL),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ steps: ALL.map((g, i) => ({ step: i + 1, ...jsonOf(g) })) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", ALL),
  ],
});
