import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T21:00:00" },
  statements: [
    "Anouk Brandt wants the cheese to reach the square without a crack in the rind",
    "For Anouk Brandt's planning: Anouk Brandt should stack the wrapped cheese by the dairy door by seven on Saturday",
    "Anouk Brandt was relieved that Matthias Keller will load the cheese himself",
  ],
};

const N: ThoughtNote[] = [
  { triple: ["Anouk Brandt", "want", "uncracked rinds at the festival"], poignancy: 6 },
  { triple: ["Anouk Brandt", "stack", "the wrapped cheese by the door"], poignancy: 7 },
  { triple: ["Anouk Brandt", "feel", "relieved by Matthias Keller's help"], poignancy: 5 },
];
const EMPTY: ThoughtNote = { triple: null, poignancy: null };
const line = (n: ThoughtNote) => `(${n.triple!.join(", ")}) | ${n.poignancy}`;
const lines = (ns: ThoughtNote[], from = 1) => ns.map((n, i) => `${i + from}. ${line(n)}`).join("\n");

const N2: ThoughtNote[] = [
  { triple: ["Anouk Brandt", "want", "the cheese to arrive uncracked"], poignancy: 7 },
  { triple: ["Anouk Brandt", "stack", "the cheese by the dairy door"], poignancy: 8 },
  { triple: ["Anouk Brandt", "feel", "relieved"], poignancy: 4 },
];

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(N2), N2),
    text("good", "qwen2.5-7b", lines(N), N),
    text("good", "llama-3-8b", lines(N2), N2),
    text("good", "gpt-4o-mini", lines(N), N),
    text("good", "gpt-3.5", `Here you go:\n\n${lines(N)}\n\nGetting the cheese down safely matters most to Anouk this week.`, N),
    text("good", "llama-3-8b", N.map((n, i) => `**${i + 1}.** ${line(n)}`).join("\n"), N),
    text("good", "reasoning", `<think>\nLet me think. Want uncracked rinds: 6. Stack by the door by seven: 7. Relieved: 5.\n</think>\n${lines(N)}`, N),
    text("batch-ids", "llama-3-8b", lines(N, 0), N),
    text("batch-ids", "gpt-3.5", [1, 2, 0].map((i) => `${i + 1}. ${line(N[i]!)}`).join("\n"), N),
    text("batch-ids", "1b", `${line(N[0]!)}\n${line(N[2]!)}`, [N[0]!, EMPTY, N[2]!]),
    text("format", "qwen2.5-7b", `| # | Triple | Score |\n|---|---|---|\n${N.map((n, i) => `| ${i + 1} | (${n.triple!.join(", ")}) | ${n.poignancy} |`).join("\n")}`, N),
    text("format", "qwen2.5-7b", N.map((n, i) => `thought_${i + 1}: ${line(n)}`).join("\n"), N),
    text("number-in-text", "gpt-4o-mini", "1. (Anouk Brandt, want, uncracked rinds at the festival) | 6\n2. (Anouk Brandt, stack, the wrapped cheese by the door by 7:00) | 7\n3. (Anouk Brandt, feel, relieved by Matthias Keller's help) | 5", [N[0]!, { triple: ["Anouk Brandt", "stack", "the wrapped cheese by the door by 7:00"], poignancy: 7 }, N[2]!]),
    text("label", "gpt-3.5", N.map((n, i) => `Thought ${i + 1}: (${n.triple!.join(", ")}) | Score: ${n.poignancy}`).join("\n"), N),
    text("sub-bullets", "llama-3-8b", `1. ${line(N[0]!)}\n   - the rinds crack if the cellar is warm\n2. ${line(N[1]!)}\n   - the mules come at seven\n3. ${line(N[2]!)}`, N),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    capped("gpt-3.5", `1. ${line(N[0]!)}\n2. ${line(N[1]!)}\n3. (Anouk Brandt, feel,`, [N[0]!, N[1]!, EMPTY]),
  ],
  structured: [
    object("good", "other notes", { thoughts: N2.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N2),
    object("good", "valid", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("batch-ids", "numbered from 0", { thoughts: N.map((n, i) => ({ thought: i, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, N),
    object("batch-ids", "out of order", { thoughts: [2, 0, 1].map((i) => ({ thought: i + 1, subject: N[i]!.triple![0], predicate: N[i]!.triple![1], object: N[i]!.triple![2], score: N[i]!.poignancy })) }, N),
    object("string-value", "scores as strings", { thoughts: N.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: String(n.poignancy) })) }, N),
    object("missing-field", "the third left out", { thoughts: N.slice(0, 2).map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) }, [N[0]!, N[1]!, EMPTY]),
    object("refusal", "a refusal in every predicate", { thoughts: N.map((_, i) => ({ thought: i + 1, subject: "Anouk Brandt", predicate: "I'm sorry, I cannot", object: "", score: 1 })) }, "fallback"),
  ],
});
