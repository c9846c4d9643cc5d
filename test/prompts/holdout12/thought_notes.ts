import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import type { EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, granitEnd, guidedTail, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const R = "Ravi Menon";
const T: EventTriple[] = [[R, "finish", "the festival stall's roof"], [R, "bring", "a bag of coal to Anneke"], [R, "ask", "Beatriz for a box of custard tarts"]];
const S = [5, 3, 3];
const V: ThoughtNote[] = T.map((triple, i) => ({ triple, poignancy: S[i]! }));
const S2 = [6, 2, 3];
const V2: ThoughtNote[] = T.map((triple, i) => ({ triple, poignancy: S2[i]! }));
const NONE: ThoughtNote = { triple: null, poignancy: null };
type Fmt = (n: number, tr: string, sc: number | string) => string;
const plain: Fmt = (n, tr, sc) => `${n}. ${tr} | ${sc}`;
const lines = (ids = [1, 2, 3], fmt: Fmt = plain, scores: Array<number | string> = S) => T.map((t, i) => fmt(ids[i]!, `(${t.join(", ")})`, scores[i]!)).join("\n");
const body = lines();
const why = "The stall's roof has a deadline on Friday and is only half done (5). Coal for Anneke is a small kindness (3). Tarts for the crew is a nice touch (3).";
const objs = (ids: Array<number | undefined> = [1, 2, 3], scores: Array<number | string> = S) =>
  T.map(([subject, predicate, obj], i) => ({ ...(ids[i] === undefined ? {} : { thought: ids[i] }), subject, predicate, object: obj, score: scores[i] }));

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", body, V),
    text("good", "phi-4-mini", body, V),
    text("good", "granite-4", lines([1, 2, 3], plain, S2), V2),
    text("good", "glm-4.5", body, V),
    text("good", "llama-4-maverick", body + "\n", V),
    text("good", "deepseek-v3.1", body, V),
    text("good", "gpt-4.1-nano", body, V),
    text("good", "ernie-4.5", body, V),
    text("good", "sarvam-m", lines([1, 2, 3], plain, S2), V2),
    text("good", "deepseek-r1-distill", think(why, body), V),
    text("format", "glm-4.5", emptyThink(body), V),
    text("format", "lm-studio-q5", eot(body + "\n\n"), V),
    text("format", "phi-4-mini", eot(body, "<|end|>"), V),
    text("format", "granite-4", granitEnd(body), V),
    text("format", "gpt-4.1-nano", crlf(body), V),
    text("format", "mistral-medium-3", fence("", body), V),
    text("format", "llama-4-maverick", tag("answer", body), V),
    text("format", "deepseek-v3.1", lines([1, 2, 3], (n, tr, sc) => `${n}. ${tr} | Score: ${sc}`), V),
    text("format", "mistral-medium-3", lines([1, 2, 3], (n, tr, sc) => `**${n}.** ${tr} | **${sc}**`), V),
    text("format", "llama-4-maverick", lines([1, 2, 3], (n, tr, sc) => `${n}. ${tr} | ${sc}/10`), V),
    text("format", "phi-4-mini", `Here are the triples and scores:\n\n${body}`, V),
    text("format", "qwen2.5-coder", fence("json", JSON.stringify(objs(), null, 2)), V),
    text("format", "granite-4", ["| # | Subject | Predicate | Object | Score |", "|---|---|---|---|---|", ...T.map((t, i) => `| ${i + 1} | ${t.join(" | ")} | ${S[i]} |`)].join("\n"), V),
    text("number-words", "ernie-4.5", lines([1, 2, 3], plain, ["five", "three", "three"]), V),
    text("batch-ids", "lm-studio-q5", lines([0, 1, 2]), V),
    text("batch-ids", "glm-4.5", [plain(1, `(${T[0]!.join(", ")})`, 5), plain(3, `(${T[2]!.join(", ")})`, 3)].join("\n"), [V[0]!, NONE, V[2]!]),
    text("batch-ids", "deepseek-v3.1", [2, 0, 1].map((i) => plain(i + 1, `(${T[i]!.join(", ")})`, S[i]!)).join("\n"), V),
    text("loop", "lm-studio-q5", `${body}\n${body}\n${body}`, V),
    capped("lm-studio-q5", `${lines().split("\n").slice(0, 2).join("\n")}\n3. (Ravi Menon, ask, Beatriz for a box of cus`, [V[0]!, V[1]!, NONE]),
    text("placeholder", "lm-studio-q5", "1. (Ravi Menon, plan, a birthday party) | 6\n2. (Ravi Menon, plan, a birthday party) | 6\n3. (Ravi Menon, plan, a birthday party) | 6", "fallback"),
    text("placeholder", "phi-4-mini", "1. (<subject>, <predicate>, <object>) | <score>\n2. (<subject>, <predicate>, <object>) | <score>\n3. (<subject>, <predicate>, <object>) | <score>", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to rate how important someone's private thoughts are.", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { thoughts: objs() }, V),
    object("good", "other scores", { thoughts: objs([1, 2, 3], S2) }, V2),
    object("string-value", "scores as strings", { thoughts: objs([1, 2, 3], ["5", "3", "3"]) }, V),
    object("batch-ids", "numbered from 0", { thoughts: objs([0, 1, 2]) }, V),
    object("batch-ids", "thought 2 missing", { thoughts: objs().filter((o) => o.thought !== 2) }, [V[0]!, NONE, V[2]!]),
    object("nested-json", "triple as a list", { thoughts: T.map((t, i) => ({ thought: i + 1, triple: t, score: S[i] })) }, V),
    object("renamed-field", "poignancy", { thoughts: objs().map(({ score, ...rest }) => ({ ...rest, poignancy: score })) }, V),
    object("extra-field", "reason beside", { thoughts: objs().map((o, i) => ({ ...o, reason: why.split(". ")[i] ?? "" })) }, V),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ thoughts: objs() })), V),
    rawAnswer("format", "fenced json", fence("json", JSON.stringify({ thoughts: objs() }, null, 2)), V),
    rawAnswer("cut-off", "cut in thought 3", JSON.stringify({ thoughts: objs() }).split(`,"object":"${T[2]![2]}`)[0]!, [V[0]!, V[1]!, NONE], { finishReason: "length" }),
    object("ellipsis", "no thoughts", { thoughts: [] }, "fallback"),
  ],
});
