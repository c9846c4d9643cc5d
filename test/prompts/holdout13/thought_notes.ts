import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import type { EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const E = "Elin Pryce";
const T: EventTriple[] = [[E, "dress", "the heifer's hock"], [E, "take", "Ingrid a dozen eggs"], [E, "ask", "Kofi to move the race route to the wall side"]];
const S = [5, 3, 4];
const S2 = [6, 2, 4];
const notes = (scores: number[]): ThoughtNote[] => T.map((triple, i) => ({ triple, poignancy: scores[i]! }));
const V = notes(S);
const V2 = notes(S2);
const NONE: ThoughtNote = { triple: null, poignancy: null };
type Fmt = (n: number, tr: string, sc: number | string) => string;
const plain: Fmt = (n, tr, sc) => `${n}. ${tr} | ${sc}`;
const lines = (ids = [1, 2, 3], fmt: Fmt = plain, scores: Array<number | string> = S) => T.map((t, i) => fmt(ids[i]!, `(${t.join(", ")})`, scores[i]!)).join("\n");
const body = lines();
const why = "The hock has to heal before Saturday or the heifer stays home (5). Eggs for Ingrid are a neighbourly thank-you (3). The race route is about her hay meadow (4).";
const objs = (ids: Array<number | undefined> = [1, 2, 3], scores: Array<number | string> = S) =>
  T.map(([subject, predicate, obj], i) => ({ ...(ids[i] === undefined ? {} : { thought: ids[i] }), subject, predicate, object: obj, score: scores[i] }));

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, V),
    text("good", "o4-mini", body, V),
    text("good", "internlm-3", lines([1, 2, 3], plain, S2), V2),
    text("good", "yi-1.5", body + "\n", V),
    text("good", "command-a", body, V),
    text("good", "claude-sonnet-4", body, V),
    text("good", "llamacpp-grammar", body, V),
    text("good", "hermes-3", lines([1, 2, 3], plain, S2), V2),
    text("good", "nemotron-nano", think(why, body), V),
    text("format", "nemotron-nano", thinkOff(body), V),
    text("format", "claude-sonnet-4", tag("thoughts", body), V),
    text("format", "claude-sonnet-4", sonnetTags(why, body), V),
    text("format", "tgi-stop", tgiStop(body), V),
    text("format", "internlm-3", eos(body, "<|im_end|>"), V),
    text("format", "grok-3-mini", grokReasoning(why, body), V),
    text("format", "jamba-1.7", jamba(body, "The heifer's hock is the most pressing of the three.", "Thoughts"), V),
    text("format", "command-a", lines([1, 2, 3], (n, tr, sc) => `**${n}.** ${tr} | ${sc}`), V),
    text("format", "yi-1.5", lines([1, 2, 3], (n, tr, sc) => `${n}. ${tr} | ${sc}/10`), V),
    text("format", "o4-mini", lines([1, 2, 3], (n, tr, sc) => `${n}) ${tr} | ${sc}`), V),
    text("format", "llamacpp-grammar", fence("", body), V),
    text("nested-json", "hermes-3", toolCall("record_thoughts", { thoughts: objs() }), V),
    text("number-words", "yi-1.5", lines([1, 2, 3], plain, ["five", "three", "four"]), V),
    text("batch-ids", "internlm-3", lines([0, 1, 2]), V),
    text("batch-ids", "grok-3-mini", [plain(1, `(${T[0]!.join(", ")})`, 5), plain(3, `(${T[2]!.join(", ")})`, 4)].join("\n"), [V[0]!, NONE, V[2]!]),
    text("batch-ids", "command-a", [1, 2, 0].map((i) => plain(i + 1, `(${T[i]!.join(", ")})`, S[i]!)).join("\n"), V),
    capped("nemotron-nano", `${lines().split("\n").slice(0, 2).join("\n")}\n3. (Elin Pryce, ask, Kofi to move the ra`, [V[0]!, V[1]!, NONE]),
    text("placeholder", "yi-1.5", "1. (Elin Pryce, <predicate>, <object>) | <score>\n2. (Elin Pryce, <predicate>, <object>) | <score>", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to score a real person's private thoughts.", "fallback"),
    text("loop", "internlm-3", "1. (Elin Pryce, dress, the heifer's hock) | 5\n".repeat(16), "fallback"),
    text("ellipsis", "llamacpp-grammar", "1. (...) | ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { thoughts: objs() }, V),
    object("good", "other scores", { thoughts: objs([1, 2, 3], S2) }, V2),
    object("string-value", "scores as strings", { thoughts: objs([1, 2, 3], S.map(String)) }, V),
    object("renamed-field", "notes", { notes: objs() }, V),
    object("extra-field", "reason beside", { thoughts: objs().map((o) => ({ ...o, reason: "from her point of view" })) }, V),
    object("batch-ids", "numbered from 0", { thoughts: objs([0, 1, 2]) }, V),
    object("batch-ids", "thought 2 missing", { thoughts: objs().filter((o) => o.thought !== 2) }, [V[0]!, NONE, V[2]!]),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ thoughts: objs() }), V),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ thoughts: objs() })), V),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ thoughts: objs() })), V),
    rawAnswer("cut-off", "cut in thought 3", JSON.stringify({ thoughts: objs() }).split(`,"object":"${T[2]![2]}`)[0]!, [V[0]!, V[1]!, NONE], { finishReason: "length" }),
    object("ellipsis", "empty", { thoughts: [] }, "fallback"),
  ],
});
