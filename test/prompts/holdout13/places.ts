/**
 * The usual ways this corpus's models name one item of a list after "Answer:" (a place, an area, a thing), shared by
 * action_sector, action_arena and action_object; each file gives the right name, another name of the list and its own
 * reasons.
 */
import type { StructuredCase, Style, TextCase } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";

export interface Pick {
  /** The structured field. */
  field: string;
  /** The name a careful reader expects here, another name of the list, and a name not in the list. */
  right: string;
  other: string;
  unknown: string;
  /** One sentence of reasons. */
  why: string;
  /** The answer line in other languages, with the style writing it (the name kept as in the list). */
  translated: Array<[Style, string]>;
}

export function pickCases(p: Pick): Array<TextCase<string>> {
  const a = (v: string) => `Answer: ${v}`;
  const r = p.right;
  const snake = r.toLowerCase().replace(/ /g, "_");
  const cases: Array<TextCase<string>> = [
    text("good", "grok-3-mini", a(r), r),
    text("good", "o4-mini", a(r), r),
    text("good", "internlm-3", a(r), r),
    text("good", "yi-1.5", a(r) + "\n", r),
    text("good", "command-a", a(r), r),
    text("good", "claude-sonnet-4", a(r), r),
    text("good", "jamba-1.7", `${a(r)}\n\n${p.why}`, r),
    text("good", "llamacpp-grammar", a(r), r),
    text("good", "hermes-3", a(r), r),
    text("good", "nemotron-nano", think(p.why, a(r)), r),
    text("format", "nemotron-nano", thinkOff(a(r)), r),
    text("format", "claude-sonnet-4", tag("answer", r), r),
    text("format", "claude-sonnet-4", sonnetTags(p.why, a(r)), r),
    text("format", "tgi-stop", tgiStop(a(r)), r),
    text("format", "internlm-3", eos(a(r), "<|im_end|>"), r),
    text("format", "grok-3-mini", grokReasoning(p.why, r), r),
    text("format", "command-a", `**Answer:** ${r}`, r),
    text("format", "jamba-1.7", jamba(a(r), "Let me know if you need anything else!"), r),
    text("format", "yi-1.5", `Answer: "${r}"`, r),
    text("format", "o4-mini", r, r),
    text("format", "internlm-3", a(r.toLowerCase()) + ".", r),
    text("format", "llamacpp-grammar", a(snake), r),
    text("format", "yi-1.5", a(`the ${r}`), r),
    text("nested-json", "hermes-3", toolCall("choose", { [p.field]: r }), r),
    text("format", "grok-3-mini", a(p.unknown), "fallback"),
    text("format", "internlm-3", a(`${r} or ${p.other}`), "fallback"),
    text("placeholder", "yi-1.5", a(`<${p.field === "sector" ? "place" : p.field === "arena" ? "area" : "thing"}>`), "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't make decisions about where a real person should go.", "fallback"),
    text("loop", "internlm-3", `Answer: ${`${r}, `.repeat(20)}`, "fallback"),
    capped("nemotron-nano", `<think>\n${p.why} But maybe ${p.other} works too; let me compare the two once more, since`, "fallback"),
    text("ellipsis", "llamacpp-grammar", a("..."), "fallback"),
  ];
  for (const [style, t] of p.translated) cases.push(text("format", style, t, r));
  return cases;
}

export function pickObjects(p: Pick, renamed: string): Array<StructuredCase<string>> {
  const r = p.right;
  return [
    object("good", "valid", { [p.field]: r }, r),
    object("good", "the other name", { [p.field]: p.other }, p.other),
    object("format", "lower case", { [p.field]: r.toLowerCase() }, r),
    object("renamed-field", renamed, { [renamed]: r }, r),
    object("extra-field", "reason beside", { [p.field]: r, reason: p.why }, r),
    object("nested-json", "nested", { [p.field]: { name: r } }, r),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ [p.field]: r }), r),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ [p.field]: r })), r),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ [p.field]: r }, null, 2)), r),
    rawAnswer("cut-off", "cut", `{"${p.field}": "${r.slice(0, 4)}`, "fallback", { finishReason: "length" }),
    object("malformed", "not in the list", { [p.field]: p.unknown }, "fallback"),
    object("placeholder", "slot echoed", { [p.field]: `<${p.field}>` }, "fallback"),
  ];
}
