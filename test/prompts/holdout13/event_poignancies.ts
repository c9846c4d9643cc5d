import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, rtl, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.event_poignancies;
const D = inputs.descriptions;
const V: EventPoignancies = [1, 8, 2, 1];
const W: EventPoignancies = [1, 9, 2, 1];
type Fmt = (n: number, s: number | string) => string;
const lines = (v: Array<number | string | null> = V, fmt: Fmt = (n, s) => `${n}: ${s}`, ids = [1, 2, 3, 4]) =>
  v.map((s, i) => fmt(ids[i]!, s!)).join("\n");
const body = lines();
const why = "The calendar and the coffee pot are background. The grader's mark is what her whole autumn was for. A churn lid under the tank is a small bother in the milk bay.";
const objs = (v: EventPoignancies = V, ids = [1, 2, 3, 4]) => v.map((score, i) => ({ event: ids[i], score }));
const arabic = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, V),
    text("good", "o4-mini", body, V),
    text("good", "internlm-3", lines(W), W),
    text("good", "yi-1.5", body + "\n", V),
    text("good", "command-a", body, V),
    text("good", "claude-sonnet-4", body, V),
    text("good", "llamacpp-grammar", body, V),
    text("good", "hermes-3", lines(W), W),
    text("good", "nemotron-nano", think(why, body), V),
    text("format", "nemotron-nano", thinkOff(body), V),
    text("format", "claude-sonnet-4", tag("scores", body), V),
    text("format", "claude-sonnet-4", sonnetTags(why, body), V),
    text("format", "tgi-stop", tgiStop(body), V),
    text("format", "internlm-3", eos(body, "<|im_end|>"), V),
    text("format", "grok-3-mini", grokReasoning(why, body), V),
    text("format", "jamba-1.7", jamba(body, "The grader's mark stands out; the rest is an ordinary Wednesday.", "Scores"), V),
    text("format", "command-a", lines(V, (n, s) => `**${n}:** ${s}`), V),
    text("format", "yi-1.5", lines(V, (n, s) => `${n}: ${s}/10`), V),
    text("format", "o4-mini", lines(V, (n, s) => `${n}. ${D[n - 1]}: ${s}`), V),
    text("format", "llamacpp-grammar", fence("", body), V),
    text("format", "jais", rtl(lines(V, (n, s) => `${arabic(n)}: ${arabic(Number(s))}`)), V),
    text("format", "gigachat", lines(V, (n, s) => `Событие ${n}: ${s}`), V),
    text("nested-json", "hermes-3", toolCall("submit_scores", { scores: objs() }), V),
    text("number-words", "yi-1.5", lines(["one", "eight", "two", "one"]), V),
    text("batch-ids", "internlm-3", lines(V, undefined, [0, 1, 2, 3]), V),
    text("batch-ids", "o4-mini", V.join("\n"), V),
    text("batch-ids", "grok-3-mini", "2: 8\n1: 1\n4: 1\n3: 2", V),
    text("batch-ids", "command-a", "1: 1\n2: 8\n4: 1", [1, 8, null, 1]),
    capped("nemotron-nano", "1: 1\n2: 8\n3:", [1, 8, null, null]),
    text("placeholder", "yi-1.5", "1: <score>\n2: <score>\n3: <score>\n4: <score>", "fallback"),
    text("refusal", "safety-tuned", "I can't rate how much events in someone's life matter to them.", "fallback"),
    text("loop", "internlm-3", "1: 1\n".repeat(24), "fallback"),
    text("ellipsis", "llamacpp-grammar", "1: ...\n2: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { scores: objs() }, V),
    object("good", "another", { scores: objs(W) }, W),
    object("string-value", "scores as strings", { scores: V.map((s, i) => ({ event: i + 1, score: `${s}` })) }, V),
    object("renamed-field", "ratings", { ratings: objs() }, V),
    object("extra-field", "reason beside", { scores: objs().map((o) => ({ ...o, reason: o.event === 2 ? "the grader's mark" : "routine" })) }, V),
    object("batch-ids", "numbered from 0", { scores: objs(V, [0, 1, 2, 3]) }, V),
    object("batch-ids", "event 3 missing", { scores: objs().filter((o) => o.event !== 3) }, [1, 8, null, 1]),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ scores: objs() }), V),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ scores: objs() })), V),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ scores: objs() })), V),
    rawAnswer("cut-off", "cut after two", JSON.stringify({ scores: objs() }).split(',{"event":3')[0]!, [1, 8, null, null], { finishReason: "length" }),
    object("ellipsis", "empty", { scores: [] }, "fallback"),
  ],
});
