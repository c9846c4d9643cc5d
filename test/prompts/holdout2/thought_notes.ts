import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T21:00:00" },
  statements: [
    "Ines Moreau wants the buns to be still warm when they reach the regatta",
    "For Ines Moreau's planning: Ines Moreau should bring the crates to the jetty by a quarter to eight on Saturday",
    "Ines Moreau was touched that Tomasz Nowak will load the crates himself",
  ],
};

const N: ThoughtNote[] = [
  { triple: ["Ines Moreau", "want", "warm buns at the regatta"], poignancy: 6 },
  { triple: ["Ines Moreau", "bring", "the crates to the jetty"], poignancy: 7 },
  { triple: ["Ines Moreau", "feel", "touched by Tomasz Nowak's help"], poignancy: 5 },
];
const lines = (ns: ThoughtNote[]) => ns.map((n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n");

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(N), N),
    text("good", "gpt-3.5", `Here you go:\n\n${lines(N)}\n\nThe warm buns and the ferry matter most to Ines this week.`, N),
    text("good", "llama-3-8b", N.map((n, i) => `**${i + 1}.** (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("good", "reasoning", `<think>\nWant warm buns: 6. Bring crates by 7:45: 7. Touched by Tomasz: 5.\n</think>\n${lines(N)}`, N),
    text("batch-ids", "llama-3-8b", N.map((n, i) => `${i}. (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("batch-ids", "gpt-3.5", [2, 0, 1].map((i) => `${i + 1}. (${N[i]!.triple!.join(", ")}) | ${N[i]!.poignancy}`).join("\n"), N),
    text("batch-ids", "1b", `(${N[0]!.triple!.join(", ")}) | 6\n(${N[2]!.triple!.join(", ")}) | 5`, "fallback"),
    text("format", "qwen2.5-7b", `| # | Triple | Score |\n|---|---|---|\n${N.map((n, i) => `| ${i + 1} | (${n.triple!.join(", ")}) | ${n.poignancy} |`).join("\n")}`, N),
    text("number-in-text", "gpt-4o-mini", "1. (Ines Moreau, want, warm buns at the regatta) | 6\n2. (Ines Moreau, bring, the crates to the jetty by 7:45) | 7\n3. (Ines Moreau, feel, touched by Tomasz Nowak's help) | 5", [N[0]!, { triple: ["Ines Moreau", "bring", "the crates to the jetty by 7:45"], poignancy: 7 }, N[2]!]),
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    capped("gpt-3.5", `1. (${N[0]!.triple!.join(", ")}) | 6\n2. (${N[1]!.triple!.join(", ")}) | 7\n3. (Ines Moreau, feel,`, [N[0]!, N[1]!, { triple: null, poignancy: null }]),
    text("label", "gpt-3.5", N.map((n, i) => `Thought ${i + 1}: (${n.triple!.join(", ")}) | Score: ${n.poignancy}`).join("\n"), N),
    text("sub-bullets", "llama-3-8b", `1. (${N[0]!.triple!.join(", ")}) | 6\n   - she wants them warm\n2. (${N[1]!.triple!.join(", ")}) | 7\n   - by a quarter to eight\n3. (${N[2]!.triple!.join(", ")}) | 5`, N),
  ],
  structured: [
    object("good", "valid", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("batch-ids", "numbered from 0", { thoughts: N.map((n, i) => ({ thought: i, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("string-value", "scores as strings", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: String(n.poignancy) })) }, N),
    object("refusal", "a refusal in every predicate", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: "Ines Moreau", predicate: "I cannot answer", object: "", score: 0 })) }, "fallback"),
  ],
});
