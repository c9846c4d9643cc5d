import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { asJson, labelled, NONE } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.steps_grounding;
const C = "Hollin Dale Creamery";
const S1: ActionGrounding = { sector: C, arena: "make room", object: "cheese vat", emoji: "🧽💧", event: ["wash down", "the cheese vat"], objectState: "being hosed and scrubbed clean", objectEmoji: "💧🧼", objectEvent: ["is washed", "after the make"] };
const S2: ActionGrounding = { sector: C, arena: "make room", object: "thermometer", emoji: "📖✍️", event: ["write up", "the make book"], objectState: "read for the day's temperatures", objectEmoji: "🌡️", objectEvent: ["is read", "for the make book"] };
const S3: ActionGrounding = { sector: "Creamery House", arena: "kitchen", object: "range", emoji: "🍲🔥", event: ["heat", "soup for supper"], objectState: "heating a pan of soup", objectEmoji: "🔥🍲", objectEvent: ["heat", "a pan of soup"] };
const ALL = [S1, S2, S3];
const D1: ActionGrounding = { ...S1, emoji: "🚿", objectState: "empty and rinsed with hot water", objectEmoji: "🚿", objectEvent: ["is rinsed", "with hot water"] };

const steps = (gs: ActionGrounding[], head = (n: number) => `${n}`, sep = "\n", ids = [1, 2, 3], label?: (l: string) => string) =>
  gs.map((g, i) => `${head(ids[i]!)}\n${labelled(g, label)}`).join(sep);
const body = steps(ALL);
const why = "She is at the creamery: the vat is in the make room, the make book can be written there too, and supper means the range in her own kitchen.";
const withStep = (gs: ActionGrounding[], ids = [1, 2, 3]) => gs.map((g, i) => ({ step: ids[i], ...asJson(g) }));
const firstLines = (g: ActionGrounding, n: number) => labelled(g).split("\n").slice(0, n).join("\n");

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, ALL),
    text("good", "o4-mini", body, ALL),
    text("good", "internlm-3", steps(ALL, (n) => `${n}`, "\n\n"), ALL),
    text("good", "yi-1.5", body + "\n", ALL),
    text("good", "command-a", steps(ALL, (n) => `${n}.`), ALL),
    text("good", "claude-sonnet-4", steps(ALL, (n) => `${n}`, "\n\n"), ALL),
    text("good", "llamacpp-grammar", body, ALL),
    text("good", "hermes-3", steps([D1, S2, S3]), [D1, S2, S3]),
    text("good", "nemotron-nano", think(why, body), ALL),
    text("format", "nemotron-nano", thinkOff(body), ALL),
    text("format", "claude-sonnet-4", tag("steps", body), ALL),
    text("format", "claude-sonnet-4", sonnetTags(why, body), ALL),
    text("format", "tgi-stop", tgiStop(body), ALL),
    text("format", "internlm-3", eos(body, "<|im_end|>"), ALL),
    text("format", "grok-3-mini", grokReasoning(why, body), ALL),
    text("format", "jamba-1.7", jamba(steps(ALL, (n) => `### Step ${n}`, "\n\n"), "She finishes the evening back home at the range.", "Steps"), ALL),
    text("format", "command-a", steps(ALL, (n) => `**Step ${n}**`, "\n\n", [1, 2, 3], (l) => `**${l}:**`), ALL),
    text("format", "o4-mini", steps(ALL, (n) => `Step ${n}:`), ALL),
    text("format", "yi-1.5", fence("", body), ALL),
    text("format", "llamacpp-grammar", JSON.stringify(withStep(ALL)), ALL),
    text("nested-json", "hermes-3", toolCall("ground_steps", { steps: withStep(ALL) }), ALL),
    text("batch-ids", "internlm-3", steps(ALL, (n) => `${n}`, "\n", [0, 1, 2]), ALL),
    text("batch-ids", "grok-3-mini", steps([S1, S3], (n) => `${n}`, "\n\n", [1, 3]), [S1, NONE, S3]),
    text("batch-ids", "command-a", steps([S2, S1, S3], (n) => `${n}`, "\n\n", [2, 1, 3]), ALL),
    capped("nemotron-nano", `${steps([S1, S2])}\n3\n${firstLines(S3, 3)}\nEmoji: 🍲🔥\nAction: heat | sou`, [S1, S2, NONE]),
    capped("o4-mini", `${steps([S1])}\n2\n${firstLines(S2, 2)}\nThing: therm`, [S1, NONE, NONE]),
    text("placeholder", "yi-1.5", "1\nPlace: <one place from the list>\nArea: <one area of that place>\nThing: <one thing in that area>", "fallback"),
    text("refusal", "safety-tuned", "I'm unable to track where a real person goes during their evening.", "fallback"),
    text("loop", "internlm-3", "1\nPlace: Hollin Dale Creamery\n".repeat(16), "fallback"),
    text("ellipsis", "llamacpp-grammar", "1\n...\n2\n...\n3\n...", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: withStep(ALL) }, ALL),
    object("good", "another state of the vat", { steps: withStep([D1, S2, S3]) }, [D1, S2, S3]),
    object("renamed-field", "groundings", { groundings: withStep(ALL) }, ALL),
    object("extra-field", "reason beside", { steps: withStep(ALL).map((s) => ({ ...s, reason: "where the step before left her" })) }, ALL),
    object("batch-ids", "numbered from 0", { steps: withStep(ALL, [0, 1, 2]) }, ALL),
    object("batch-ids", "step 2 missing", { steps: withStep(ALL).filter((s) => s.step !== 2) }, [S1, NONE, S3]),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ steps: withStep(ALL) }), ALL),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ steps: withStep(ALL) })), ALL),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ steps: withStep(ALL) })), ALL),
    rawAnswer("cut-off", "cut in step 3", JSON.stringify({ steps: withStep(ALL) }).split(`,"thingState":"${S3.objectState}`)[0]!, [S1, S2, NONE], { finishReason: "length" }),
    object("ellipsis", "empty", { steps: [] }, "fallback"),
  ],
});
