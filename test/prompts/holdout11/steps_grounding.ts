import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { stepsGroundingPrompt } from "../../../prompts/persona/stepsGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { asJson, asYaml, labelled, NONE } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.steps_grounding;
const house = "Marta Kowalczyk's house";
const S1: ActionGrounding = { sector: house, arena: "kitchen", object: "cornet case", emoji: "🎺", event: ["practise", "cornet solo"], objectState: "open on the kitchen table", objectEmoji: "🎺", objectEvent: ["is opened", "for practice"] };
const S2: ActionGrounding = { sector: house, arena: "kitchen", object: "toaster", emoji: "🍞", event: ["make", "toast"], objectState: "toasting bread", objectEmoji: "🍞🔥", objectEvent: ["toast", "bread"] };
const S3: ActionGrounding = { sector: house, arena: "bedroom", object: "alarm clock", emoji: "⏰", event: ["set", "alarm clock"], objectState: "being set for 5:00 am", objectEmoji: "⏰", objectEvent: ["is set", "for 5:00 am"] };
const ALL = [S1, S2, S3];
const H1: ActionGrounding = { ...S1, sector: "Chapel Hall", arena: "main hall", object: "music stands", objectState: "holding the solo's sheet music", objectEmoji: "🎼", objectEvent: ["hold", "sheet music"] };

const steps = (gs: ActionGrounding[], head = (n: number) => `${n}`, sep = "\n", ids = [1, 2, 3]) => gs.map((g, i) => `${head(ids[i]!)}\n${labelled(g)}`).join(sep);
const body = steps(ALL);
const why = "She is at the quarry but everything is at home: the cornet case and toaster in the kitchen, the alarm clock in the bedroom.";
const withStep = (gs: ActionGrounding[], ids = [1, 2, 3]) => gs.map((g, i) => ({ step: ids[i], ...asJson(g) }));

export default corpusOf<ActionGrounding[]>({
  prompt: stepsGroundingPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", body, ALL),
    text("good", "claude-haiku-4.5", steps(ALL, (n) => `${n}`, "\n\n"), ALL),
    text("good", "gemini-2.5-flash", body + "\n", ALL),
    text("good", "qwen3-nothink", body, ALL),
    text("good", "kimi-k2", steps([H1, S2, S3], (n) => `${n}`, "\n\n"), [H1, S2, S3]),
    text("good", "llama-3.3-70b", body, ALL),
    text("good", "command-r", body, ALL),
    text("good", "gemma-3n", body, ALL),
    text("good", "smollm3", body, ALL),
    text("good", "magistral", magThink(why, body), ALL),
    text("good", "deepseek-r1-distill", think(why, body), ALL),
    text("good", "gpt-oss-20b", harmony(why, body), ALL),
    text("format", "ollama-q4", eot(body), ALL),
    text("format", "command-r", crlf(body + "\n"), ALL),
    text("format", "qwen3-nothink", ollamaThinking(why, body), ALL),
    text("format", "gpt-oss-20b", tag("final", body), ALL),
    text("format", "claude-haiku-4.5", preamble("Here's where and how Marta does each step:", body), ALL),
    text("format", "gemini-2.5-flash", steps(ALL, (n) => `**Step ${n}**`, "\n\n"), ALL),
    text("format", "llama-3.3-70b", steps(ALL, (n) => `### Step ${n}`, "\n\n"), ALL),
    text("format", "gpt-5-mini", steps(ALL, (n) => `${n}.`), ALL),
    text("format", "gemma-3n", steps(ALL, (n) => `Step ${n}:`), ALL),
    text("format", "command-r", fence("yaml", ALL.map((g, i) => `- step: ${i + 1}\n${asYaml(g, "  ")}`).join("\n")), ALL),
    text("format", "claude-haiku-4.5", fence("json", JSON.stringify(withStep(ALL), null, 2)), ALL),
    text("format", "kimi-k2", `${body}\n\nShe walks home from the quarry first; everything else happens there.`, ALL),
    text("batch-ids", "smollm3", steps(ALL, (n) => `${n}`, "\n", [0, 1, 2]), ALL),
    text("batch-ids", "gemini-2.5-flash", steps([S3, S1, S2], (n) => `Step ${n}`, "\n\n", [3, 1, 2]), ALL),
    text("batch-ids", "llama-3.3-70b", steps([S1, S2], (n) => `${n}`, "\n\n"), [S1, S2, NONE]),
    text("batch-ids", "qwen3-nothink", steps([S1, S3], (n) => `${n}`, "\n\n", [1, 3]), [S1, NONE, S3]),
    text("format", "gpt-5-mini", body.replace("Thing: toaster", "Thing: bread bin"), [S1, { ...S2, object: null }, S3]),
    capped("gemini-2.5-flash", `${steps([S1, S2], (n) => `${n}`, "\n\n")}\n\n3\nPla`, [S1, S2, NONE]),
    text("placeholder", "smollm3", "1\nPlace: <place>\nArea: <area>\nThing: <thing>\nEmoji: <emoji>\nAction: <verb | object>\nThing state: <state>\nThing emoji: <emoji>\nThing action: <verb | object>", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, I can't determine a real person's movements around their home.", "fallback"),
    text("ellipsis", "gemma-3n", "1\n...\n2\n...\n3\n...", "fallback"),
  ],
  structured: [
    object("good", "valid", { steps: withStep(ALL) }, ALL),
    object("good", "chapel hall first", { steps: withStep([H1, S2, S3]) }, [H1, S2, S3]),
    object("missing-field", "no step numbers", { steps: ALL.map(asJson) }, ALL),
    object("batch-ids", "0-based steps", { steps: withStep(ALL, [0, 1, 2]) }, ALL),
    object("batch-ids", "out of order", { steps: withStep([S2, S3, S1], [2, 3, 1]) }, ALL),
    object("batch-ids", "two of three", { steps: withStep([S1, S2]) }, [S1, S2, NONE]),
    object("extra-field", "note beside", { steps: withStep(ALL), note: "She walks home first." }, ALL),
    object("nested-json", "under result", { result: { steps: withStep(ALL) } }, ALL),
    object("format", "unknown thing", { steps: withStep([S1, { ...S2, object: "bread bin" }, S3]) }, [S1, { ...S2, object: null }, S3]),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ steps: withStep(ALL) })), ALL),
    rawAnswer("cut-off", "cut in step 3", JSON.stringify({ steps: withStep(ALL) }).slice(0, JSON.stringify({ steps: withStep(ALL) }).lastIndexOf('{"step":3') + 30), [S1, S2, NONE], { finishReason: "length" }),
  ],
});
