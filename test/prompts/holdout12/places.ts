/**
 * The usual ways this corpus's models name one item of a list after "Answer:" (a place, an area, a thing), shared by
 * action_sector, action_arena and action_object; each file gives the right name, another name and its own cases.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, echo, emptyThink, eot, fence, footnote, granitEnd, guidedTail, python, tag, think } from "./forms.js";

export interface Pick {
  /** The structured field ("sector"). */
  field: string;
  /** The name a careful reader picks, another name of the list, and a name not in the list. */
  right: string;
  other: string;
  unknown: string;
  /** A sentence of reasons a model adds. */
  why: string;
  /** The template's instruction line some models echo. */
  echoed: string;
  /** The right name in another language or script as a model writes it (a careful reader takes it as the name). */
  sentences: Array<[Style, string]>;
}

export function pickCases(p: Pick): Array<TextCase<string>> {
  const a = (v: string) => `Answer: ${v}`;
  const cases: Array<TextCase<string>> = [
    text("good", "mistral-medium-3", a(p.right), p.right),
    text("good", "phi-4-mini", a(p.right), p.right),
    text("good", "granite-4", a(p.right), p.right),
    text("good", "glm-4.5", a(p.right), p.right),
    text("good", "llama-4-maverick", a(p.right) + "\n", p.right),
    text("good", "deepseek-v3.1", a(p.right), p.right),
    text("good", "gpt-4.1-nano", p.right, p.right),
    text("good", "ernie-4.5", `${a(p.right)}\n\n${p.why}`, p.right),
    text("good", "sarvam-m", a(p.right), p.right),
    text("good", "lm-studio-q5", a(p.right) + "\n\n\n", p.right),
    text("good", "deepseek-r1-distill", think(p.why, a(p.right)), p.right),
    text("format", "glm-4.5", emptyThink(a(p.right)), p.right),
    text("format", "lm-studio-q5", eot(a(p.right)), p.right),
    text("format", "phi-4-mini", eot(a(p.right), "<|end|>"), p.right),
    text("format", "granite-4", granitEnd(a(p.right)), p.right),
    text("format", "qwen2.5-coder", python("answer", JSON.stringify(p.right)), p.right),
    text("format", "llama-4-maverick", `**Answer:** ${p.right}`, p.right),
    text("format", "mistral-medium-3", tag("answer", p.right), p.right),
    text("format", "deepseek-v3.1", footnote(a(p.right), p.why), p.right),
    text("format", "ernie-4.5", echo(p.echoed, a(p.right)), p.right),
    text("format", "gpt-4.1-nano", crlf(`${a(p.right)}\n`), p.right),
    text("format", "sarvam-m", a(`"${p.right}"`), p.right),
    text("format", "granite-4", a(p.right.toLowerCase() === p.right ? p.right.toUpperCase() : p.right.toLowerCase()), p.right),
    text("format", "phi-4-mini", `${a(p.right)}\n${a(p.right)}`, p.right),
    text("format", "mistral-medium-3", `${a(p.right)} or ${p.other}`, "fallback"),
    text("refusal", "safety-tuned", "I'm not able to decide where a real person should go.", "fallback"),
    text("placeholder", "lm-studio-q5", a(`<${p.field === "sector" ? "place" : p.field === "arena" ? "area" : "thing"}>`), "fallback"),
    text("loop", "lm-studio-q5", `Answer: Answer: Answer: Answer: Answer: Answer: Answer: Answer: Answer: Answer:`, "fallback"),
    capped("deepseek-r1-distill", `<think>\n${p.why} Although, let me weigh the other`, "fallback"),
    text("ellipsis", "phi-4-mini", a("..."), "fallback"),
    text("format", "llama-4-maverick", a(p.unknown), "fallback"),
  ];
  for (const [style, t] of p.sentences) cases.push(text("format", style, t, p.right));
  return cases;
}

export function pickObjects(p: Pick, renamed: string): Array<StructuredCase<string>> {
  return [
    object("good", "valid", { [p.field]: p.right }, p.right),
    object("good", "the other name", { [p.field]: p.other }, p.other),
    object("renamed-field", renamed, { [renamed]: p.right }, p.right),
    object("extra-field", "reason beside", { [p.field]: p.right, reason: p.why }, p.right),
    object("nested-json", "nested name", { [p.field]: { name: p.right } }, p.right),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ [p.field]: p.right })), p.right),
    rawAnswer("format", "fenced json", fence("json", JSON.stringify({ [p.field]: p.right }, null, 2)), p.right),
    rawAnswer("cut-off", "cut", `{"${p.field}": "${p.right.slice(0, 3)}`, "fallback", { finishReason: "length" }),
    object("malformed", "not in the list", { [p.field]: p.unknown }, "fallback"),
    object("placeholder", "slot echoed", { [p.field]: `<${p.field}>` }, "fallback"),
  ];
}
