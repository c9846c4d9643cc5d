/**
 * The usual ways 2026's models name one place, area or thing from a list after "Answer:", shared by action_sector,
 * action_arena and action_object; each file gives the names and its own extra cases.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";

export interface PlacePick {
  /** The structured answer's field ("sector"). */
  field: string;
  /** What the template's placeholder says ("place"). */
  what: string;
  /** The name a careful reader picks for this corpus's inputs, and another name of the list. */
  right: string;
  other: string;
  /** A name that is not in the list. */
  unknown: string;
  /** One sentence of reasons a model adds. */
  why: string;
  /** The name inside sentences in other languages, with the style writing them. */
  translated: Array<[Style, string, string]>;
}

export function placeCases(p: PlacePick): Array<TextCase<string>> {
  const A = (v: string) => `Answer: ${v}`;
  const r = p.right;
  const cases: Array<TextCase<string>> = [
    text("good", "gpt-5-mini", A(r), r),
    text("good", "claude-haiku-4.5", A(r), r),
    text("good", "gemini-2.5-flash", A(r) + "\n", r),
    text("good", "qwen3-nothink", A(r), r),
    text("good", "kimi-k2", A(r), r),
    text("good", "llama-3.3-70b", A(r), r),
    text("good", "command-r", A(r), r),
    text("good", "gemma-3n", A(p.other), p.other),
    text("good", "smollm3", A(r), r),
    text("good", "magistral", magThink(p.why, A(r)), r),
    text("good", "deepseek-r1-distill", think(p.why, A(r)), r),
    text("good", "gpt-oss-20b", harmony(p.why, A(r)), r),
    text("good", "claude-haiku-4.5", `${A(r)}\n\n${p.why}`, r),
    text("good", "gemini-2.5-flash", `${A(r)}\n\n${p.why}`, r),
    text("good", "kimi-k2", A(p.other), p.other),
    text("format", "ollama-q4", eot(A(r)), r),
    text("format", "qwen3-nothink", ollamaThinking(p.why, A(r)), r),
    text("format", "gpt-oss-20b", tag("final", A(r)), r),
    text("format", "claude-haiku-4.5", preamble("Looking at the options:", A(r)), r),
    text("format", "gpt-5-mini", r, r),
    text("format", "kimi-k2", `**Answer:** ${r}`, r),
    text("format", "gemini-2.5-flash", `${A(r)}.`, r),
    text("format", "llama-3.3-70b", A(r.toLowerCase()), r),
    text("format", "gemma-3n", `Answer: "${r}"`, r),
    text("format", "smollm3", `Answer: <${r}>`, r),
    text("format", "command-r", `${A(r)} — ${p.why}`, r),
    text("format", "kimi-k2", `{"${p.field}": "${r}"}`, r),
    text("format", "gemini-2.5-flash", `### ${p.what.charAt(0).toUpperCase() + p.what.slice(1)}\n\n${r}`, r),
    text("brace", "ollama-q4", `${A(r)}}`, r),
    text("prefix-repeat", "smollm3", `Answer: ${A(r)}`, r),
    text("loop", "ollama-q4", `${A(r)}\n${A(r)}\n${A(r)}`, r),
    text("format", "llama-3.3-70b", `${A(p.other)}\n\nWait, actually — ${p.why} ${A(r)}`, r),
    text("format", "command-r", `Answer: ${r} or ${p.other}`, "fallback"),
    text("format", "gemma-3n", A(p.unknown), "fallback"),
    text("placeholder", "smollm3", `Answer: <${p.what}>`, "fallback"),
    text("refusal", "safety-tuned", `I don't have enough information to say which ${p.what} this person would choose.`, "fallback"),
    text("loop", "ollama-q4", "Let me think about this. Let me think about this. Let me think about this. Let me think about this. Let me think about this. Let me think about this.", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${p.why} But let me double-check the list spelled as written: `, "fallback"),
    text("ellipsis", "gemma-3n", "Answer: ...", "fallback"),
  ];
  for (const [style, t, v] of p.translated) cases.push(text("format", style, t, v));
  return cases;
}

export function placeObjects(p: PlacePick, renamed: string): Array<StructuredCase<string>> {
  const f = p.field;
  return [
    object("good", "valid", { [f]: p.right }, p.right),
    object("good", "the other name", { [f]: p.other }, p.other),
    object("format", "lower case", { [f]: p.right.toLowerCase() }, p.right),
    object("format", "answer prefix kept", { [f]: `Answer: ${p.right}` }, p.right),
    object("renamed-field", renamed, { [renamed]: p.right }, p.right),
    object("extra-field", "reason beside", { [f]: p.right, reason: p.why }, p.right),
    object("nested-json", "under answer", { answer: { [f]: p.right } }, p.right),
    rawAnswer("format", "fenced", fence("json", `{"${f}": "${p.right}"}`), p.right),
    rawAnswer("format", "answer line as raw text", `Answer: ${p.right}`, p.right),
    rawAnswer("cut-off", "cut", `{"${f}": "${p.right.slice(0, 5)}`, "fallback", { finishReason: "length" }),
    object("malformed", "not in the list", { [f]: p.unknown }, "fallback"),
    object("placeholder", "placeholder", { [f]: `<${p.what}>` }, "fallback"),
    object("ellipsis", "empty", { [f]: "" }, "fallback"),
  ];
}
