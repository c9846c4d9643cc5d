import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
const D = "Desmond Achterberg";
const N: ThoughtNote[] = [
  { triple: [D, "fit", "the last plank"], poignancy: 7 },
  { triple: [D, "ask", "Beatriz for a mooring"], poignancy: 4 },
  { triple: [D, "tell", "the seal rescue"], poignancy: 5 },
];
const NONE: ThoughtNote = { triple: null, poignancy: null };
const lines = (ns: ThoughtNote[], f = (n: ThoughtNote, i: number) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}`) => ns.map(f).join("\n");
const json = (ns: ThoughtNote[]) => ({ thoughts: ns.map((n, i) => ({ thought: i + 1, subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })) });

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", lines(N), N),
    text("good", "gemma-3", `${lines(N)}\n`, N),
    text("good", "phi-4", `${lines(N)}\n\nThe plank matters most: without it the Kittiwake stays ashore.`, N),
    text("good", "deepseek-v3", lines(N), N),
    text("good", "mixtral", lines(N), N),
    text("good", "olmo-2", lines(N), N),
    text("good", "yi-34b", lines(N), N),
    text("good", "hermes", lines(N), N),
    text("good", "aya", lines(N), N),
    text("good", "gpt-4o-mini", lines(N), N),
    text("format", "qwq", `Okay, so three thoughts. Fitting the last plank by Thursday is the big one, 7. Asking for a mooring, practical, 4. Telling the seal rescue, he cares, 5.\n\n${lines(N)}`, N),
    text("format", "deepseek-v3", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | **${n.poignancy}**`), N),
    text("format", "mixtral", `${lines(N)}</s>`, N),
    text("format", "llama-3.3-70b", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${n.poignancy}/10`), N),
    text("format", "hermes", lines(N).replace(/\n/g, "\\n"), N),
    text("format", "gemma-3", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | ${["seven", "four", "five"][i]}`), N),
    text("format", "olmo-2", `${lines(N)}\n\nUser: And Beatriz's thoughts?\nAssistant: 1. (Beatriz Lindqvist, keep, a mooring) | 4`, N),
    text("format", "phi-4", lines(N, (n) => JSON.stringify({ subject: n.triple![0], predicate: n.triple![1], object: n.triple![2], score: n.poignancy })), N),
    text("format", "aya", lines(N, (n, i) => `${i + 1}. (${n.triple!.join(", ")}) | pontuação ${n.poignancy}`), N),
    text("batch-ids", "yi-34b", [2, 0, 1].map((i) => `${i + 1}. (${N[i]!.triple!.join(", ")}) | ${N[i]!.poignancy}`).join("\n"), N),
    text("batch-ids", "deepseek-v3", lines(N.slice(0, 2)), [N[0]!, N[1]!, NONE]),
    text("format", "gemma-3", lines([N[0]!, { ...N[1]!, poignancy: 14 }, N[2]!]), [N[0]!, { triple: N[1]!.triple, poignancy: null }, N[2]!]),
    text("placeholder", "olmo-2", "1. (Desmond Achterberg, plan, a birthday party) | 6", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't analyse someone's thoughts.", "fallback"),
    capped("llama-3.3-70b", `${lines(N.slice(0, 2))}\n3. (Desmond Achterberg, tell, the se`, [N[0]!, N[1]!, NONE]),
    capped("qwq", "Okay, so thought 1: fit the last plank by Thursday night. Triple: (Desmond Achterberg, fit, the last plank). Score: the regatta matters, so", "fallback"),
    text("loop", "olmo-2", `${lines(N)}\n${lines(N)}`, N),
    text("good", "qwq", `Okay, the plank is the big one.\n\n${lines(N)}`, N),
    text("good", "phi-4", lines(N), N),
    text("good", "gemma-3", lines(N), N),
  ],
  structured: [
    object("good", "valid", json(N), N),
    object("format", "out of order", { thoughts: [...json(N).thoughts].reverse() }, N),
    object("batch-ids", "partial", { thoughts: json(N).thoughts.slice(0, 2) }, [N[0]!, N[1]!, NONE]),
    object("string-value", "scores as strings", { thoughts: json(N).thoughts.map((t) => ({ ...t, score: `${t.score}` })) }, N),
    object("renamed-field", "verb", { thoughts: json(N).thoughts.map(({ predicate, ...t }) => ({ ...t, verb: predicate })) }, N),
    object("extra-field", "reason beside", { thoughts: json(N).thoughts.map((t) => ({ ...t, reason: "—" })) }, N),
    object("nested-json", "triple as array", { thoughts: N.map((n, i) => ({ thought: i + 1, triple: n.triple, score: n.poignancy })) }, N),
    rawAnswer("format", "streaming duplicate", JSON.stringify(json(N)).repeat(2), N),
    rawAnswer("cut-off", "cut", JSON.stringify(json(N)).slice(0, 200), "fallback", { finishReason: "length" }),
  ],
});
