import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_arena;
const logging = { ...inputs, activity: "writing up the boat log" };

const p: Pick = {
  field: "arena",
  right: "bywash",
  other: "lock side",
  unknown: "weir",
  why: "The weir board and the level gauge are in the bywash.",
  echoed: 'Reply with one line: "Answer: <area>".',
  sentences: [
    ["mistral-medium-3", "Antwoord: bywash"],
    ["glm-4.5", "Resposta: bywash"],
    ["ernie-4.5", "答え: bywash"],
    ["sarvam-m", "उत्तर: bywash"],
  ],
};

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "gpt-4.1-nano", "Answer: lock office", "lock office", { inputs: logging }),
    text("format", "deepseek-v3.1", "Answer: the bywash", "bywash"),
    text("format", "phi-4-mini", "Answer: lock_office", "lock office", { inputs: logging }),
    text("format", "granite-4", "Answer: Bywash.", "bywash"),
    text("format", "llama-4-maverick", "Anneke reads the gauge at the weir, which is in the bywash.\n\nAnswer: bywash", "bywash"),
    text("format", "lm-studio-q5", "Answer: bywash (level gauge)", "bywash"),
    text("brace", "granite-4", "Answer: bywash}", "bywash"),
  ],
  structured: [...pickObjects(p, "area"), { kind: "format", note: "snake_case", answer: { arena: "lock_office" }, expected: "lock office", inputs: logging }],
});
