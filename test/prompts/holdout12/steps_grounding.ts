import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, granitEnd, guidedTail, python, tag, think } from "./forms.js";
import { asJson, asYaml, labelled, NONE } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.steps_grounding;
const lock = "Lockwick Top Lock";
const S1: ActionGrounding = { sector: lock, arena: "lock office", object: "boat log", emoji: "📖✍️", event: ["write up", "the boat log"], objectState: "being filled in with the day's boats", objectEmoji: "📖", objectEvent: ["is filled in", "with the day's boats"] };
const S2: ActionGrounding = { sector: lock, arena: "lock side", object: "paddle gear", emoji: "🔒", event: ["lock", "the paddles"], objectState: "chained and padlocked for the night", objectEmoji: "🔒⛓️", objectEvent: ["is locked", "for the night"] };
const S3: ActionGrounding = { sector: "Lock Cottage", arena: "kitchen", object: "kettle", emoji: "🫖", event: ["boil", "the kettle"], objectState: "boiling water for tea", objectEmoji: "🫖♨️", objectEvent: ["boil", "water for tea"] };
const ALL = [S1, S2, S3];
const D1: ActionGrounding = { ...S1, object: "desk", objectState: "covered by the open boat log", objectEmoji: "🗂️", objectEvent: ["hold", "the boat log"] };

const steps = (gs: ActionGrounding[], head = (n: number) => `${n}`, sep = "\n", ids = [1, 2, 3]) => gs.map((g, i) => `${head(ids[i]!)}\n${labelled(g)}`).join(sep);
const body = steps(ALL);
const why = "She is at the top lock: the log is in the lock office, the paddles at the lock side, and there is no kettle at the lock, so tea means walking back to the cottage.";
const withStep = (gs: ActionGrounding[], ids: Array<number | undefined> = [1, 2, 3]) => gs.map((g, i) => ({ ...(ids[i] === undefined ? {} : { step: ids[i] }), ...asJson(g) }));
const firstLines = (g: ActionGrounding, n: number) => labelled(g).split("\n").slice(0, n).join("\n");

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", body, ALL),
    text("good", "phi-4-mini", body, ALL),
    text("good", "granite-4", steps(ALL, (n) => `${n}`, "\n\n"), ALL),
    text("good", "glm-4.5", body, ALL),
    text("good", "llama-4-maverick", body + "\n", ALL),
    text("good", "deepseek-v3.1", steps([D1, S2, S3], (n) => `${n}`, "\n\n"), [D1, S2, S3]),
    text("good", "gpt-4.1-nano", body, ALL),
    text("good", "ernie-4.5", steps(ALL, (n) => `${n}.`), ALL),
    text("good", "sarvam-m", body, ALL),
    text("good", "deepseek-r1-distill", think(why, body), ALL),
    text("format", "glm-4.5", emptyThink(body), ALL),
    text("format", "lm-studio-q5", eot(body + "\n\n\n"), ALL),
    text("format", "phi-4-mini", eot(body, "<|end|>"), ALL),
    text("format", "granite-4", granitEnd(body), ALL),
    text("format", "mistral-medium-3", steps(ALL, (n) => `**Step ${n}**`, "\n\n"), ALL),
    text("format", "llama-4-maverick", steps(ALL, (n) => `### Step ${n}`, "\n\n"), ALL),
    text("format", "deepseek-v3.1", steps(ALL, (n) => `Step ${n}:`, "\n\n"), ALL),
    text("format", "gpt-4.1-nano", crlf(body), ALL),
    text("format", "mistral-medium-3", fence("", body), ALL),
    text("format", "llama-4-maverick", tag("answer", body), ALL),
    text("format", "qwen2.5-coder", fence("json", JSON.stringify(withStep(ALL), null, 2)), ALL),
    text("format", "qwen2.5-coder", fence("yaml", ALL.map((g, i) => `- step: ${i + 1}\n${asYaml(g, "  ")}`).join("\n")), ALL),
    text("format", "qwen2.5-coder", python("steps", JSON.stringify(withStep(ALL))), ALL),
    text("format", "phi-4-mini", `Sure! Here is where Anneke does each step.\n\n${body}\n\nHope this helps!`, ALL),
    text("batch-ids", "lm-studio-q5", steps(ALL, (n) => `${n}`, "\n", [0, 1, 2]), ALL),
    text("batch-ids", "granite-4", steps([S1, S3], (n) => `${n}`, "\n\n", [1, 3]), [S1, NONE, S3]),
    text("batch-ids", "glm-4.5", steps([S2, S1, S3], (n) => `${n}`, "\n\n", [2, 1, 3]), ALL),
    text("loop", "lm-studio-q5", `${body}\n\n${body}\n\n${body}`, ALL),
    text("format", "llama-4-maverick", body.replace("Thing: kettle", "Thing: teapot"), [S1, S2, { ...S3, object: null }]),
    capped("lm-studio-q5", `${steps([S1, S2])}\n3\n${firstLines(S3, 3)}\nEmoji: 🫖\nAction: boil | the ke`, [S1, S2, NONE]),
    capped("mistral-medium-3", `${steps([S1])}\n2\n${firstLines(S2, 2)}\nThing: pad`, [S1, NONE, NONE]),
    text("refusal", "safety-tuned", "I can't plan the movements of a real person around a working lock; please follow the waterway operator's safety guidance.", "fallback"),
    text("placeholder", "lm-studio-q5", [1, 2, 3].map((n) => `${n}\nPlace: <place>\nArea: <area>\nThing: <thing>\nEmoji: <emoji>\nAction: <verb | object>\nThing state: <state>\nThing emoji: <emoji>\nThing action: <verb | object>`).join("\n"), "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: withStep(ALL) }, ALL),
    object("good", "desk", { steps: withStep([D1, S2, S3]) }, [D1, S2, S3]),
    object("batch-ids", "numbered from 0", { steps: withStep(ALL, [0, 1, 2]) }, ALL),
    object("batch-ids", "out of order", { steps: withStep([S3, S1, S2], [3, 1, 2]) }, ALL),
    object("batch-ids", "step 2 missing", { steps: withStep([S1, S3], [1, 3]) }, [S1, NONE, S3]),
    object("renamed-field", "groundings", { groundings: withStep(ALL) }, ALL),
    object("extra-field", "reason beside", { steps: withStep(ALL), reasoning: why }, ALL),
    object("string-value", "step as a string", { steps: withStep(ALL).map((s) => ({ ...s, step: String(s.step) })) }, ALL),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ steps: withStep(ALL) })), ALL),
    rawAnswer("format", "fenced json", fence("json", JSON.stringify({ steps: withStep(ALL) }, null, 2)), ALL),
    rawAnswer("cut-off", "cut in step 3", JSON.stringify({ steps: withStep(ALL) }).split(`,"thingState":"${S3.objectState}`)[0]!, [S1, S2, NONE], { finishReason: "length" }),
    object("ellipsis", "no steps", { steps: [] }, "fallback"),
  ],
});
