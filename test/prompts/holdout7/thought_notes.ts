import { thoughtNotesPrompt } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.thought_notes;
type Note = { triple: [string, string, string] | null; poignancy: number | null };
const K = "Kwame Adeyemi-Ross";
const N: Note[] = [
  { triple: [K, "find", "a second cornet"], poignancy: 7 },
  { triple: [K, "ask", "Ilse about the parcel van"], poignancy: 4 },
  { triple: [K, "want", "to beat Ossenby Silver"], poignancy: 8 },
];
const NONE: Note = { triple: null, poignancy: null };
const line = (x: Note, i: number) => `${i + 1}. (${x.triple!.join(", ")}) | ${x.poignancy}`;
const lines = (xs: Note[]) => xs.map(line).join("\n");
const json = (xs: Note[]) => ({ thoughts: xs.map((x, i) => ({ thought: i + 1, subject: x.triple![0], predicate: x.triple![1], object: x.triple![2], score: x.poignancy })) });

export default corpusOf<Note[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(N), N),
    text("good", "o3-mini", lines(N), N),
    text("good", "mistral-7b", ` ${lines(N)}`, N),
    text("good", "mistral-nemo", lines(N), N),
    text("good", "llama-3.2-3b", lines(N), N),
    text("good", "qwen2.5-14b", lines(N), N),
    text("good", "granite", lines(N), N),
    text("good", "qwen3", `<think>\nSecond cornet: 7. Van: 4. Beat Ossenby Silver: 8.\n</think>\n\n${lines(N)}`, N),
    text("good", "gemini", `${lines(N)}\n\nLet me know if you'd like me to explain the scores!`, N),
    text("format", "gemini", N.map((x, i) => `**${i + 1}.** (${x.triple!.join(", ")}) | **${x.poignancy}**`).join("\n"), N),
    text("format", "mistral-nemo", N.map((x, i) => `${i + 1}) (${x.triple!.join(", ")}) | ${x.poignancy}`).join("\n"), N),
    text("format", "granite", N.map((x, i) => `${"ABC"[i]}. (${x.triple!.join(", ")}) | ${x.poignancy}`).join("\n"), N),
    text("format", "llama-3.2-3b", N.map((x, i) => `${i + 1}. (${x.triple!.join(", ")}) - ${x.poignancy}`).join("\n"), N),
    text("format", "qwen2.5-14b", N.map((x, i) => `${i + 1}. (${x.triple!.join(", ")}) | ${x.poignancy}/10`).join("\n"), N),
    text("format", "o3-mini", `{'thoughts': [${json(N).thoughts.map((t) => `{'thought': ${t.thought}, 'subject': '${t.subject}', 'predicate': '${t.predicate}', 'object': '${t.object}', 'score': ${t.score}}`).join(", ")}]}`, N),
    text("format", "gpt-4.1", "```json\n" + JSON.stringify(json(N), null, 2) + "\n```", N),
    text("format", "gemini", `| # | Triple | Score |\n|---|---|---|\n${N.map((x, i) => `| ${i + 1} | (${x.triple!.join(", ")}) | ${x.poignancy} |`).join("\n")}`, N),
    text("format", "mistral-7b", `1. (${K}, find, a second cornet) | 7-8\n${line(N[1]!, 1)}\n${line(N[2]!, 2)}`, [{ triple: N[0]!.triple, poignancy: null }, N[1]!, N[2]!]),
    text("batch-ids", "mistral-nemo", N.map((x, i) => line(x, i).replace(/^\d+/, String(i))).join("\n"), N),
    text("batch-ids", "llama-3.2-3b", `${line(N[0]!, 0)}\n${line(N[2]!, 2)}`, [N[0]!, NONE, N[2]!]),
    text("batch-ids", "gemini", `${line(N[2]!, 2)}\n${line(N[0]!, 0)}\n${line(N[1]!, 1)}`, N),
    text("number-words", "granite", N.map((x, i) => `${i + 1}. (${x.triple!.join(", ")}) | ${["seven", "four", "eight"][i]}`).join("\n"), N),
    text("placeholder", "tinyllama", `1. (${K}, plan, a birthday party) | 6`, "fallback"),
    text("refusal", "granite", "Should the triples use 'Kwame' or his full name? Let me know.", "fallback"),
    text("loop", "smollm", `${line(N[0]!, 0)}\n${line(N[0]!, 0)}\n${line(N[0]!, 0)}\n${line(N[0]!, 0)}\n${line(N[0]!, 0)}`, "fallback"),
    capped("mistral-7b", `${lines(N.slice(0, 2))}\n3. (${K}, want, to beat Oss`, [N[0]!, N[1]!, NONE]),
    capped("qwen3", "<think>\nThought 1: find a second cornet — the band needs it for Saturday, 7. Thought 2: ask Ilse about the van, routine, 4. Thought 3: beat Ossenby Silver — that's his pride, 8 or", "fallback"),
    text("good", "gpt-4.1", lines(N), N),
    text("good", "llama-3.2-1b", lines(N), N),
    text("good", "mistral-nemo", `${lines(N)}\n`, N),
  ],
  structured: [
    object("good", "valid", json(N), N),
    object("batch-ids", "numbered from 0", { thoughts: json(N).thoughts.map((t) => ({ ...t, thought: t.thought - 1 })) }, N),
    object("batch-ids", "only two", { thoughts: [json(N).thoughts[0], json(N).thoughts[2]] }, [N[0]!, NONE, N[2]!]),
    object("string-value", "scores as strings", { thoughts: json(N).thoughts.map((t) => ({ ...t, score: String(t.score) })) }, N),
    object("renamed-field", "triple as a list", { thoughts: N.map((x, i) => ({ thought: i + 1, triple: x.triple, score: x.poignancy })) }, N),
    object("extra-field", "text beside", { thoughts: json(N).thoughts.map((t, i) => ({ ...t, text: inputs.statements[i] })) }, N),
    object("empty-list", "empty", { thoughts: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "thought_notes", arguments: json(N) }, N),
    rawAnswer("format", "trailing commas", JSON.stringify(json(N)).replace(/}\]}$/, "},]}"), N),
    rawAnswer("cut-off", "cut after thought 2", JSON.stringify(json(N)).slice(0, JSON.stringify(json(N)).indexOf('{"thought":3') + 20), [N[0]!, N[1]!, NONE], { finishReason: "length" }),
  ],
});
