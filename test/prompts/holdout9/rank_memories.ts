import { rankMemoriesPrompt, type MemoryRanking } from "../../../prompts/role/rankMemories.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.rank_memories;
/** Answer lines (1-based notes) and the value (0-based positions). */
const A: Array<[number, number]> = [[2, 10], [4, 6]];
const B: Array<[number, number]> = [[2, 10], [4, 5], [3, 2]];
const C: Array<[number, number]> = [[2, 9]];
const val = (a: Array<[number, number]>): MemoryRanking => a.map(([n]) => n - 1);
const lines = (a: Array<[number, number]>, fmt = (n: number, r: number) => `Doc: ${n}, Relevance: ${r}`) => a.map(([n, r]) => fmt(n, r)).join("\n");
const json = (a: Array<[number, number]>) => ({ ranking: a.map(([note, relevance]) => ({ note, relevance })) });

export default corpusOf<MemoryRanking>({
  prompt: rankMemoriesPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(A), val(A)),
    text("good", "command-r-plus", lines(B) + "\n", val(B)),
    text("good", "glm-4", lines(C), val(C)),
    text("good", "internlm-2.5", lines(A), val(A)),
    text("good", "minicpm", lines(B), val(B)),
    text("good", "falcon-3", lines(C), val(C)),
    text("good", "stablelm", lines(A), val(A)),
    text("good", "zephyr", lines(B), val(B)),
    text("good", "openchat", lines(A), val(A)),
    text("good", "gemini-2-flash", lines(A) + "\n", val(A)),
    text("good", "deepseek-r1-distill", think("Note 2 answers it directly. Note 4 gives the usual hours. Notes 1 and 3 don't help.", lines(A)), val(A)),
    text("format", "deepseek-r1-distill", unclosed("Only note 2.", lines(C)), val(C)),
    text("format", "glm-4", tag("answer", "\n" + lines(A) + "\n"), val(A)),
    text("format", "internlm-2.5", `<response>\n${lines(B)}\n</response>`, val(B)),
    text("format", "command-r-plus", fence("yaml", A.map(([n, r]) => `- doc: ${n}\n  relevance: ${r}`).join("\n")), val(A)),
    text("format", "minicpm", fence("text", lines(A)), val(A)),
    text("format", "falcon-3", bom(lines(B)), val(B)),
    text("format", "stablelm", nbsp(lines(A)), val(A)),
    text("format", "zephyr", lines(A, (n, r) => `Doc: ${n}, Relevance: ${r}/10`), val(A)),
    text("format", "openchat", lines(A, (n, r) => `- **Doc: ${n}**, Relevance: ${r}`), val(A)),
    text("format", "gemini-2-flash", lines(A, (n, r) => `Doc: Note ${n}, Relevance: ${r}`), val(A)),
    text("format", "claude-3.5-haiku", lines(A, (n, r) => `Doc: ${n}, Relevance: ${r === 10 ? "ten" : "six"}`), val(A)),
    text("format", "glm-4", lines(A, (n, r) => `文档：${n}，相关性：${r}`), val(A)),
    text("format", "command-r-plus", JSON.stringify(json(A)), val(A)),
    text("format", "internlm-2.5", `${lines(A)}\n\nNote 2 says exactly when the railway is closed.`, val(A)),
    text("format", "minicpm", "Doc: 4, Relevance: 6\nDoc: 2, Relevance: 10", "fallback"),
    text("empty-list", "falcon-3", "None of the notes help with this request.", []),
    text("placeholder", "zephyr", "Doc: <note number>, Relevance: <score from 1 to 10>", "fallback"),
    text("refusal", "openchat", "I'm sorry, I don't have access to your notes.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe request asks when the cliff railway is closed. Note 2: closed Wednesday. Note 4: usual hours. Note 3", "fallback"),
    text("loop", "q2-8b", "Doc: 2, Relevance: 10\nDoc: 2, Relevance: 10\nDoc: 2, Relevance: 10\nDoc: 2, Relevance: 10", val(C)),
  ],
  structured: [
    object("good", "valid", json(A), val(A)),
    object("good", "three", json(B), val(B)),
    object("good", "one", json(C), val(C)),
    object("empty-list", "none", { ranking: [] }, []),
    object("string-value", "numbers as strings", { ranking: A.map(([n, r]) => ({ note: String(n), relevance: String(r) })) }, val(A)),
    object("renamed-field", "doc and score", { ranking: A.map(([doc, score]) => ({ doc, score })) }, val(A)),
    object("extra-field", "reason beside", { ranking: A.map(([note, relevance]) => ({ note, relevance, reason: "" })) }, val(A)),
    rawAnswer("format", "nested under data", JSON.stringify({ data: json(B) }), val(B)),
    rawAnswer("cut-off", "cut", JSON.stringify(json(B)).slice(0, 50), "fallback", { finishReason: "length" }),
  ],
});
