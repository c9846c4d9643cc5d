import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T21:30:00" },
  statements: [
    "Nadia Farouk wants the young palms in the third row to survive the dry week",
    "For Nadia Farouk's planning: Nadia Farouk should meet Tariq Oduya's water cart at dawn",
    "Nadia Farouk was touched that Tariq Oduya will water the third row first",
  ],
};
const N: ThoughtNote[] = [
  { triple: ["Nadia Farouk", "want", "the young palms to survive"], poignancy: 8 },
  { triple: ["Nadia Farouk", "meet", "the water cart at dawn"], poignancy: 5 },
  { triple: ["Nadia Farouk", "feel", "touched by Tariq Oduya's help"], poignancy: 6 },
];
const N2: ThoughtNote[] = [
  { triple: ["Nadia Farouk", "save", "the young palms"], poignancy: 7 },
  { triple: ["Nadia Farouk", "meet", "Tariq Oduya's cart"], poignancy: 4 },
  { triple: ["Nadia Farouk", "appreciate", "Tariq Oduya"], poignancy: 5 },
];
const EMPTY: ThoughtNote = { triple: null, poignancy: null };
const line = (n: ThoughtNote) => `(${n.triple!.join(", ")}) | ${n.poignancy}`;
const lines = (ns: ThoughtNote[], from = 1, sep = ".") => ns.map((n, i) => `${i + from}${sep} ${line(n)}`).join("\n");
const obj = (n: ThoughtNote, i: number) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy });

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(N), N),
    text("good", "gpt-3.5", `Sure! Here you go:\n\n${lines(N)}\n\nHope this helps!`, N),
    text("good", "llama-3-8b", N2.map((n, i) => `**${i + 1}.** ${line(n)}`).join("\n"), N2),
    text("good", "qwen2.5-7b", lines(N2), N2),
    text("good", "1b", lines(N2), N2),
    text("good", "reasoning", `<think>\nPalms matter most, 8. The cart is routine-ish, 5. Being touched, 6.\n</think>\n${lines(N)}`, N),
    text("good", "gpt-4o-mini", lines(N, 1, ")"), N),
    text("batch-ids", "llama-3-8b", lines(N, 0), N),
    text("batch-ids", "gpt-3.5", [2, 0, 1].map((i) => `${i + 1}. ${line(N[i]!)}`).join("\n"), N),
    text("batch-ids", "1b", N.map(line).join("\n"), N),
    text("batch-ids", "qwen2.5-7b", `1. ${line(N[0]!)}\n3. ${line(N[2]!)}`, [N[0]!, EMPTY, N[2]!]),
    text("format", "gpt-4o-mini", `| # | Subject | Predicate | Object | Score |\n|---|---|---|---|---|\n${N.map((n, i) => `| ${i + 1} | ${n.triple!.join(" | ")} | ${n.poignancy} |`).join("\n")}`, N),
    text("format", "qwen2.5-7b", N.map((n, i) => `thought_${i + 1}: (${n.triple!.join(", ")}) | score: ${n.poignancy}`).join("\n"), N),
    text("number-words", "gpt-3.5", N.map((n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${["eight", "five", "six"][i]}`).join("\n"), N),
    text("label", "llama-3-8b", N.map((n, i) => `Thought ${i + 1}: (${n.triple!.join(", ")}) | ${n.poignancy}`).join("\n"), N),
    text("general-value", "gpt-4o-mini", `1. (${N[0]!.triple!.join(", ")}) | usually a 4 for a farmer, but for Nadia an 8\n2. ${line(N[1]!)}\n3. ${line(N[2]!)}`, N),
    text("refusal", "refusal", "I'm sorry, but I can't analyse someone's thoughts.", "fallback"),
    capped("gpt-3.5", `1. ${line(N[0]!)}\n2. ${line(N[1]!)}\n3. (Nadia Farouk, feel, touch`, [N[0]!, N[1]!, EMPTY]),
    text("cut-off", "reasoning", "<think>\nThe first thought is about the palms, clearly important. The second", "fallback"),
  ],
  structured: [
    object("good", "valid", { thoughts: N.map(obj) }, N),
    object("good", "other", { thoughts: N2.map(obj) }, N2),
    object("batch-ids", "numbered from 0", { thoughts: N.map((n, i) => ({ ...obj(n, i), thought: i })) }, N),
    object("batch-ids", "out of order", { thoughts: [2, 1, 0].map((i) => obj(N[i]!, i)) }, N),
    object("string-value", "scores as strings", { thoughts: N.map((n, i) => ({ ...obj(n, i), score: String(n.poignancy) })) }, N),
    object("nested-json", "the triple as an array", { thoughts: N.map((n, i) => ({ thought: i + 1, triple: n.triple, score: n.poignancy })) }, N),
    object("missing-field", "the last left out", { thoughts: N.slice(0, 2).map(obj) }, [N[0]!, N[1]!, EMPTY]),
    rawAnswer("cut-off", "cut off after two", `{"thoughts": [${N.slice(0, 2).map((n, i) => JSON.stringify(obj(n, i))).join(", ")}, {"thought": 3, "subject": "Nadia Fa`, [N[0]!, N[1]!, EMPTY], { finishReason: "length" }),
  ],
});
