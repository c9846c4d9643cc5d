import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const W = "Wen Castellano";
const N: ThoughtNote[] = [
  { triple: [W, "finish", "the last twenty scarves"], poignancy: 7 },
  { triple: [W, "ask", "the miller's boys to clear the water wheel"], poignancy: 4 },
  { triple: [W, "give", "Tobias the best blue scarf"], poignancy: 5 },
];
const N2: ThoughtNote[] = [
  { triple: [W, "finish", "scarves"], poignancy: 8 },
  { triple: [W, "ask", "miller's boys"], poignancy: 3 },
  { triple: [W, "give", "blue scarf"], poignancy: 4 },
];
const EMPTY: ThoughtNote = { triple: null, poignancy: null };
const line = (n: ThoughtNote, i: number) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}`;
const lines = (ns: ThoughtNote[]) => ns.map(line).join("\n");

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(N), N),
    text("good", "gemma-2-9b", lines(N2), N2),
    text("good", "phi-3-mini", `${lines(N)}\n\nThe scarves matter most to Wen this week.`, N),
    text("good", "llama-3.1-70b", lines(N), N),
    text("good", "claude", `Here are the triples and scores:\n\n${lines(N)}`, N),
    text("good", "command-r", lines(N2), N2),
    text("good", "0.5b", lines(N2), N2),
    text("good", "deepseek-r1-distill", `<think>\nScarves by Thursday: the market depends on it, 7. Wheel: 4. Scarf for Tobias: 5.\n</think>\n\n${lines(N)}`, N),
    text("format", "claude", N.map((n, i) => `${i + 1}. **(${n.triple!.join(", ")})** | ${n.poignancy}`).join("\n"), N),
    text("format", "gemma-2-9b", N.map((n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}/10`).join("\n"), N),
    text("format", "command-r", lines(N).replace(/\n/g, "\r\n"), N),
    text("format", "phi-3-mini", N.map((n, i) => `${["1.", "2)", "iii."][i]} (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("format", "llama-3.1-70b", N.map((n, i) => `${i + 1}. (${n.triple!.join(", ")}) - score: ${n.poignancy}`).join("\n"), N),
    text("format", "gpt-4o-mini", `| # | Subject | Predicate | Object | Score |\n|---|---|---|---|---|\n${N.map((n, i) => `| ${i + 1} | ${n.triple!.join(" | ")} | ${n.poignancy} |`).join("\n")}`, N),
    text("batch-ids", "gemma-2-9b", N.map((n, i) => `${i}. (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("batch-ids", "command-r", [2, 0, 1].map((i) => line(N[i]!, i)).join("\n"), N),
    text("batch-ids", "llama-3.1-70b", [0, 2].map((i) => line(N[i]!, i)).join("\n"), [N[0]!, EMPTY, N[2]!]),
    text("number-words", "claude", N.map((n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${["seven", "four", "five"][i]}`).join("\n"), N),
    text("format", "phi-3-mini", `${line(N[0]!, 0)}\n2. (${W}, ask, the miller's boys to clear the water wheel) | 4-5\n${line(N[2]!, 2)}`, [N[0]!, { triple: N[1]!.triple, poignancy: null }, N[2]!]),
    text("format", "gemma-2-9b", `${lines(N)}\n\nWait, actually, the first one is more like an 8:\n1. (${W}, finish, the last twenty scarves) | 8`, [{ ...N[0]!, poignancy: 8 }, N[1]!, N[2]!]),
    text("placeholder", "0.5b", `1. (${W}, plan, a birthday party) | 6`, "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't score personal thoughts.", "fallback"),
    capped("gemma-2-9b", `${line(N[0]!, 0)}\n${line(N[1]!, 1)}\n3. (${W}, give, Tobias the`, [N[0]!, N[1]!, EMPTY]),
    capped("llama-3.1-70b", lines(N), [N[0]!, N[1]!, EMPTY]),
    capped("deepseek-r1-distill", "<think>\nThree thoughts. First: I need to finish the last twenty scarves by Thursday. Triple: (Wen Castellano, finish, the last twenty scarves). Score: the market is her big sale, so", "fallback"),
    text("good", "llama-3.1-70b", lines(N2), N2),
    text("good", "phi-3-mini", lines(N2), N2),
    text("good", "claude", lines(N2), N2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThree thoughts. Scarves by Thursday: 7. Water wheel: 4. Scarf for Tobias", "fallback"),
    text("format", "command-r", `${lines(N)}\n\nHope this helps, Wen!`, N),
    text("sub-bullets", "command-r", `${line(N[0]!, 0)}\n   - the market is on Friday\n${line(N[1]!, 1)}\n${line(N[2]!, 2)}`, N),
    text("template-cut", "gpt-3.5", "It seems the example line was cut off. Could you tell me the format you want for each score?", "fallback"),
    text("good", "qwen2.5-7b", lines(N), N),
    text("good", "gemma-2-9b", lines(N), N),
    text("good", "0.5b", lines(N), N),
  ],
  structured: [
    object("good", "valid", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("good", "another", { thoughts: N2.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N2),
    object("batch-ids", "from 0", { thoughts: N.map((n, i) => ({ thought: i, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("batch-ids", "one missing", { thoughts: [0, 2].map((i) => ({ thought: i + 1, subject: W, predicate: N[i]!.triple![1], object: N[i]!.triple![2], score: N[i]!.poignancy })) }, [N[0]!, EMPTY, N[2]!]),
    object("string-value", "scores as strings", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: String(n.poignancy) })) }, N),
    object("nested-json", "triple as an array", { thoughts: N.map((n, i) => ({ thought: i + 1, triple: n.triple, score: n.poignancy })) }, N),
    object("extra-field", "reason beside", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy, reason: "ok" })) }, N),
    object("empty-list", "empty", { thoughts: [] }, "fallback"),
    rawAnswer("format", "text lines", lines(N), N),
    rawAnswer("cut-off", "cut", `{"thoughts": [{"thought": 1, "subject": "${W}", "predicate": "finish", "object": "the last twenty scarves", "score": 7}, {"thought": 2, "subj`, [N[0]!, EMPTY, EMPTY], { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ thoughts: N.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) })}\nLet me know if you need any changes.`, N),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ thoughts: N.map((n, i) => ({ thought: i + 1, subject: W, predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", N),
  ],
});
