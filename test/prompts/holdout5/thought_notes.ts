import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-04T15:30:00" },
  statements: [
    "Ingrid Halvorsen wants her candles to be the best stall at the Fleece Fair",
    "For Ingrid Halvorsen's planning: Ingrid Halvorsen should bring the candles to Market Cross at 4pm on Friday",
    "Ingrid Halvorsen was pleased that Priya Lindqvist kept her the stall by the stone cross",
  ],
};
const N: ThoughtNote[] = [
  { triple: ["Ingrid Halvorsen", "want", "the best stall at the Fleece Fair"], poignancy: 6 },
  { triple: ["Ingrid Halvorsen", "bring", "the candles to Market Cross"], poignancy: 5 },
  { triple: ["Ingrid Halvorsen", "feel", "pleased about the stall by the stone cross"], poignancy: 4 },
];
const line = (n: ThoughtNote, i: number) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}`;
const lines = (ns: ThoughtNote[], f = line) => ns.map(f).join("\n");
const asJson = (ns: ThoughtNote[], k = (i: number) => i + 1) => ({ thoughts: ns.map((n, i) => ({ thought: k(i), subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) });

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(N), N),
    text("good", "gpt-3.5", `Here are the triples and scores:\n\n${lines(N)}`, N),
    text("good", "llama-3-8b", lines(N, (n, i) => `**${i + 1}.** (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("good", "qwen2.5-7b", lines(N), N),
    text("good", "mistral-7b", ` ${lines(N)}`, N),
    text("good", "1b", lines(N), N),
    text("good", "reasoning", `<think>\nPride in the stall: 6. The delivery: 5. Pleased about the spot: 4.\n</think>\n${lines(N)}`, N),
    text("good", "gpt-3.5", lines(N), N),
    text("good", "llama-3-8b", lines(N), N),
    text("good", "qwen2.5-7b", `Here they are:\n\n${lines(N)}`, N),
    text("format", "gpt-4o-mini", lines(N, (n, i) => `${i + 1}) (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("format", "llama-3-8b", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}/10`), N),
    text("format", "qwen2.5-7b", `| # | Subject | Predicate | Object | Score |\n|---|---|---|---|---|\n${N.map((n, i) => `| ${i + 1} | ${n.triple!.join(" | ")} | ${n.poignancy} |`).join("\n")}`, N),
    text("format", "mistral-7b", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) - ${n.poignancy}`), N),
    text("format", "gpt-3.5", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | Score: ${n.poignancy}`), N),
    text("label", "gpt-4o-mini", lines(N, (n, i) => `${i + 1}. Triple: (${n.triple!.join(", ")}) | ${n.poignancy}`), N),
    text("sub-bullets", "llama-3-8b", `${line(N[0]!, 0)}\n   - pride in her craft\n${line(N[1]!, 1)}\n   - a fixed appointment\n${line(N[2]!, 2)}`, N),
    text("number-words", "gpt-3.5", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${["six", "five", "four"][i]}`), N),
    text("batch-ids", "qwen2.5-7b", N.map((n, i) => `${i}. (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("batch-ids", "mistral-7b", [2, 0, 1].map((i) => line(N[i]!, i)).join("\n"), N),
    text("batch-ids", "llama-3-8b", lines(N.slice(0, 2)), [N[0]!, N[1]!, { triple: null, poignancy: null }]),
    text("batch-ids", "gpt-4o-mini", N.map((n) => `(${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("refusal", "refusal", "I'm sorry, but I can't score the personal importance of someone's thoughts.", "fallback"),
    text("placeholder", "1b", "1. (Ingrid Halvorsen, plan, a birthday party) | 6\n2. (Ingrid Halvorsen, plan, a birthday party) | 6\n3. (Ingrid Halvorsen, plan, a birthday party) | 6", "fallback"),
    capped("gpt-4o-mini", `${lines(N.slice(0, 2))}\n3. (Ingrid Halvorsen, feel, pleased ab`, [N[0]!, N[1]!, { triple: null, poignancy: null }]),
    text("cut-off", "reasoning", "<think>\nThought 1: she wants the best stall; triple (Ingrid Halvorsen, want, the best stall). Score", "fallback"),
  ],
  structured: [
    object("good", "valid", asJson(N), N),
    object("missing-field", "no scores", { thoughts: asJson(N).thoughts.map(({ score: _s, ...t }) => t) }, N.map((n) => ({ triple: n.triple, poignancy: null }))),
    object("batch-ids", "numbered from 0", asJson(N, (i) => i), N),
    object("batch-ids", "partial", { thoughts: asJson(N).thoughts.slice(0, 2) }, [N[0]!, N[1]!, { triple: null, poignancy: null }]),
    object("string-value", "scores as strings", { thoughts: asJson(N).thoughts.map((t) => ({ ...t, score: String(t.score) })) }, N),
    object("renamed-field", "verb and poignancy", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: n.triple![0], verb: n.triple![1], object: n.triple![2], poignancy: n.poignancy })) }, N),
    object("nested-json", "the triple as a list", { thoughts: N.map((n, i) => ({ thought: i + 1, triple: n.triple, score: n.poignancy })) }, N),
    object("extra-field", "the statement beside", { thoughts: asJson(N).thoughts.map((t, i) => ({ ...t, statement: inputs.statements[i] })) }, N),
    object("refusal", "empty", { thoughts: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(N), N),
    rawAnswer("cut-off", "cut in the third", `{"thoughts": [${asJson(N).thoughts.slice(0, 2).map((t) => JSON.stringify(t)).join(", ")}, {"thought": 3, "subject": "Ingrid Halvorsen", "predi`, [N[0]!, N[1]!, { triple: null, poignancy: null }], { finishReason: "length" }),
  ],
});
