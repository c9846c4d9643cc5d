import type { EventTriple } from "../../../prompts/persona/eventTriple.js";
import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const R = "Rosalind Okafor";
const A: Array<[EventTriple, number]> = [
  [[R, "get back", "press screw"], 7],
  [[R, "bring", "crate of apples"], 3],
  [[R, "ask", "Halvard"], 5],
];
const B: Array<[EventTriple, number]> = [
  [[R, "need", "the press screw"], 8],
  [[R, "bring", "Tobias a crate of apples"], 4],
  [[R, "want", "the Friday car"], 6],
];
const val = (a: Array<[EventTriple, number]>): ThoughtNote[] => a.map(([triple, poignancy]) => ({ triple, poignancy }));
const lines = (a: Array<[EventTriple, number]>, fmt = (i: number, t: EventTriple, n: number) => `${i + 1}. (${t.join(", ")}) | ${n}`) => a.map(([t, n], i) => fmt(i, t, n)).join("\n");
const json = (a: Array<[EventTriple, number]>) => ({ thoughts: a.map(([[subject, predicate, object], score], i) => ({ thought: i + 1, subject, predicate, object, score })) });
const NONE: ThoughtNote = { triple: null, poignancy: null };

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(A), val(A)),
    text("good", "command-r-plus", lines(B) + "\n", val(B)),
    text("good", "glm-4", lines(A), val(A)),
    text("good", "internlm-2.5", lines(A), val(A)),
    text("good", "minicpm", lines(B), val(B)),
    text("good", "falcon-3", lines(A), val(A)),
    text("good", "stablelm", lines(B), val(B)),
    text("good", "zephyr", lines(A), val(A)),
    text("good", "openchat", lines(A), val(A)),
    text("good", "gemini-2-flash", lines(B) + "\n", val(B)),
    text("good", "deepseek-r1-distill", think("The screw matters most before the fair, 7. Apples for Tobias, 3. Asking Halvard, 5.", lines(A)), val(A)),
    text("format", "deepseek-r1-distill", unclosed("Triples and scores.", lines(B)), val(B)),
    text("format", "glm-4", tag("answer", "\n" + lines(A) + "\n"), val(A)),
    text("format", "internlm-2.5", `<response>\n${lines(A)}\n</response>`, val(A)),
    text("format", "command-r-plus", fence("text", lines(B)), val(B)),
    text("format", "minicpm", fence("yaml", A.map(([[s, p, o], n], i) => `- thought: ${i + 1}\n  triple: [${s}, ${p}, ${o}]\n  score: ${n}`).join("\n")), val(A)),
    text("format", "falcon-3", bom(lines(A)), val(A)),
    text("format", "stablelm", nbsp(lines(B)), val(B)),
    text("format", "zephyr", lines(A, (i, t, n) => `${i + 1}. (${t.join(", ")}) | ${n}/10`), val(A)),
    text("format", "openchat", lines(A, (i, t, n) => `${i + 1}. (${t.join(", ")}) - ${n}`), val(A)),
    text("format", "gemini-2-flash", lines(A, (i, t, n) => `${i + 1}. **(${t.join(", ")})** | **${n}**`), val(A)),
    text("format", "claude-3.5-haiku", lines(A, (i, t, n) => `${i + 1}. (${t.join(", ")}) | ${["seven", "three", "five"][i]}`), val(A)),
    text("format", "glm-4", lines(A, (i, t, n) => `${i + 1}. （${t.join("，")}）| ${n}`), val(A)),
    text("format", "command-r-plus", JSON.stringify(json(A)), val(A)),
    text("batch-ids", "internlm-2.5", lines(A, (i, t, n) => `${i}. (${t.join(", ")}) | ${n}`), val(A)),
    text("batch-ids", "minicpm", `1. (${A[0]![0].join(", ")}) | 7\n3. (${A[2]![0].join(", ")}) | 5`, [val(A)[0]!, NONE, val(A)[2]!]),
    text("format", "falcon-3", lines(A).replace("| 3", "| 3-4"), [val(A)[0]!, { triple: A[1]![0], poignancy: null }, val(A)[2]!]),
    text("placeholder", "zephyr", "1. (Rosalind Okafor, plan, a birthday party) | 6\n2. (Rosalind Okafor, plan, a birthday party) | 6\n3. (Rosalind Okafor, plan, a birthday party) | 6", "fallback"),
    text("refusal", "openchat", "As an AI, I can't judge how much Rosalind's thoughts matter to her.", "fallback"),
    capped("gemini-2-flash", `${lines(A).split("\n").slice(0, 2).join("\n")}\n3. (Rosalind Okafor, ask,`, [val(A)[0]!, val(A)[1]!, NONE]),
    capped("deepseek-r1-distill", "<think>\nThought 1: get the screw back from the blacksmith by Thursday. Triple (Rosalind Okafor, get back, press screw). Score: the fair depends on it, 7 or 8. Thought 2", "fallback"),
    text("loop", "q2-8b", `${lines(A)}\n${lines(A)}`, val(A)),
  ],
  structured: [
    object("good", "valid", json(A), val(A)),
    object("good", "second", json(B), val(B)),
    object("format", "out of order", { thoughts: [json(A).thoughts[2], json(A).thoughts[0], json(A).thoughts[1]] }, val(A)),
    object("batch-ids", "numbered from 0", { thoughts: json(A).thoughts.map((t, i) => ({ ...t, thought: i })) }, val(A)),
    object("missing-field", "score 0 (not given)", { thoughts: json(A).thoughts.map((t, i) => (i === 1 ? { ...t, score: 0 } : t)) }, [val(A)[0]!, { triple: A[1]![0], poignancy: null }, val(A)[2]!]),
    object("renamed-field", "verb", { thoughts: json(A).thoughts.map(({ predicate, ...t }) => ({ ...t, verb: predicate })) }, val(A)),
    object("extra-field", "reason beside", { thoughts: json(B).thoughts.map((t) => ({ ...t, reason: "" })) }, val(B)),
    object("nested-json", "triple as an array", { thoughts: A.map(([triple, score], i) => ({ thought: i + 1, triple, score })) }, val(A)),
    rawAnswer("format", "nested under result", JSON.stringify({ result: json(A) }), val(A)),
    rawAnswer("cut-off", "cut in thought 3", JSON.stringify(json(A)).slice(0, JSON.stringify(json(A)).indexOf('"thought":3') + 20), [val(A)[0]!, val(A)[1]!, NONE], { finishReason: "length" }),
    object("empty-list", "empty", { thoughts: [] }, "fallback"),
  ],
});
