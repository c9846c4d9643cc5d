import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";
import { pickCases, pickObjects, type Pick } from "./places.js";

const inputs = INPUTS.action_sector;
const sleeping = { ...inputs, activity: "sleeping" };

const p: Pick = {
  field: "sector",
  right: "Lockwick Top Lock",
  other: "Lock Cottage",
  unknown: "Lock 4",
  why: "The boat log is kept in the lock office at the top lock, so Anneke has to go there.",
  echoed: 'Reply with one line: "Answer: <place>".',
  sentences: [
    ["mistral-medium-3", "Antwoord: Lockwick Top Lock"],
    ["glm-4.5", "Resposta: Lockwick Top Lock"],
    ["ernie-4.5", "答え：Lockwick Top Lock"],
    ["sarvam-m", "उत्तर: Lockwick Top Lock"],
    ["llama-4-maverick", "Odpowiedź: Lockwick Top Lock"],
  ],
};

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    ...pickCases(p),
    text("good", "gpt-4.1-nano", "Answer: Lock Cottage", "Lock Cottage", { inputs: sleeping }),
    text("format", "deepseek-v3.1", "Answer: the Lockwick Top Lock", "Lockwick Top Lock"),
    text("format", "phi-4-mini", "Answer: lockwick_top_lock", "Lockwick Top Lock"),
    text("format", "granite-4", "Answer: Lockwick Top Lock.", "Lockwick Top Lock"),
    text("format", "qwen2.5-coder", "```\nAnswer: Lockwick Top Lock\n```", "Lockwick Top Lock"),
    text("general-value", "llama-4-maverick", "Most lock-keepers log boats from their cottage window, but Anneke goes out to the lock.\nAnswer: Lockwick Top Lock", "Lockwick Top Lock"),
    text("format", "lm-studio-q5", "Answer: Lockwick Top Lock (lock office)", "Lockwick Top Lock"),
  ],
  structured: [...pickObjects(p, "place"), { kind: "format", note: "lowercase", answer: { sector: "lockwick top lock" }, expected: "Lockwick Top Lock" }],
});
