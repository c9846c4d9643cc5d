/**
 * How the prompts read real model answers (issue 9): the realistic-answer corpus (test/prompts/corpus/) run through
 * every prompt's reader, in text mode and in structured mode, exactly the way the prompt runner reads them
 * (prompts/reading.ts: the shared refusal and cut-off checks, then parse or the JSON object fitted to the schema,
 * then validate; a case's `finishReason: "length"` is the endpoint saying the answer was cut off). Per prompt: answers a careful reader can read (parsed right / fell back / wrong value
 * accepted), answers no careful reader could (fell back / wrong value accepted), and the structured objects.
 *
 *   npm run bench:answers            # the table
 *   npm run bench:answers -- --misses  # also every answer that fell back although it could be read
 *   npm run bench:answers -- --write   # and put the figures into docs/benchmarks.md
 *
 * Targets: 0 wrong values accepted; >= 90 % parsed right in text mode; 100 % in structured mode.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { corpora } from "../test/prompts/corpus/index.js";
import { readStructured, readText, verdict, type Verdict } from "../test/prompts/corpus/read.js";
import type { Style } from "../test/prompts/corpus/types.js";

const showMisses = process.argv.includes("--misses");

interface Tally {
  readable: number;
  right: number;
  fellBack: number;
  wrong: number;
  unreadable: number;
  unreadableFellBack: number;
  unreadableWrong: number;
  structured: number;
  structuredRight: number;
  structuredFellBack: number;
  structuredWrong: number;
}

const empty = (): Tally => ({
  readable: 0, right: 0, fellBack: 0, wrong: 0, unreadable: 0, unreadableFellBack: 0, unreadableWrong: 0,
  structured: 0, structuredRight: 0, structuredFellBack: 0, structuredWrong: 0,
});

function add(total: Tally, t: Tally): void {
  for (const key of Object.keys(t) as Array<keyof Tally>) total[key] += t[key];
}

const rows: Array<[string, Tally]> = [];
const heldOut = { readable: 0, right: 0, fellBack: 0, wrong: 0 };
const byStyle = new Map<Style, { readable: number; right: number; wrong: number; unreadable: number; fellBack: number }>();
const misses: string[] = [];
const wrongs: string[] = [];

for (const corpus of corpora) {
  const t = empty();
  for (const c of corpus.text) {
    const outcome = readText(corpus, c);
    const v: Verdict = verdict(c.expected, outcome);
    const style = byStyle.get(c.style) ?? { readable: 0, right: 0, wrong: 0, unreadable: 0, fellBack: 0 };
    byStyle.set(c.style, style);
    if (v === "wrong") wrongs.push(`${corpus.prompt.id} (text, ${c.style}): ${JSON.stringify(c.answer).slice(0, 120)} -> ${JSON.stringify(outcome)}`);
    if (c.expected === "fallback") {
      t.unreadable += 1;
      style.unreadable += 1;
      if (v === "right") {
        t.unreadableFellBack += 1;
        style.fellBack += 1;
      } else t.unreadableWrong += 1;
      if (v === "wrong") style.wrong += 1;
      continue;
    }
    t.readable += 1;
    style.readable += 1;
    if (c.heldOut) {
      heldOut.readable += 1;
      if (v === "right") heldOut.right += 1;
      else if (v === "fell back") heldOut.fellBack += 1;
      else heldOut.wrong += 1;
    }
    if (v === "right") {
      t.right += 1;
      style.right += 1;
    } else if (v === "fell back") {
      t.fellBack += 1;
      misses.push(`${corpus.prompt.id} (${c.style}): ${JSON.stringify(c.answer).slice(0, 120)} -> ${"fallback" in outcome ? outcome.fallback : ""}`);
    } else {
      t.wrong += 1;
      style.wrong += 1;
    }
  }
  for (const c of corpus.structured) {
    const outcome = readStructured(corpus, c);
    const v = verdict(c.expected, outcome);
    t.structured += 1;
    if (v === "right") t.structuredRight += 1;
    if (v === "fell back") t.structuredFellBack += 1;
    if (v === "wrong") {
      t.structuredWrong += 1;
      wrongs.push(`${corpus.prompt.id} (structured, ${c.note}): ${JSON.stringify(c.answer).slice(0, 120)} -> ${JSON.stringify(outcome)}`);
    }
  }
  rows.push([corpus.prompt.id, t]);
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(0)} %`);
const header = ["prompt", "text: readable", "parsed right", "fell back", "wrong", "text: unreadable", "fell back", "wrong", "structured", "right", "fell back", "wrong"];
const table: string[] = [`| ${header.join(" | ")} |`, `|${header.map((_, i) => (i === 0 ? "---" : "--:")).join("|")}|`];
const total = empty();
for (const [id, t] of rows) {
  add(total, t);
  table.push(
    `| ${id} | ${t.readable} | ${t.right} | ${t.fellBack} | ${t.wrong} | ${t.unreadable} | ${t.unreadableFellBack} | ${t.unreadableWrong} | ${t.structured} | ${t.structuredRight} | ${t.structuredFellBack} | ${t.structuredWrong} |`,
  );
}
table.push(
  `| **total** | ${total.readable} | ${total.right} (${pct(total.right, total.readable)}) | ${total.fellBack} | ${total.wrong} | ${total.unreadable} | ${total.unreadableFellBack} | ${total.unreadableWrong} | ${total.structured} | ${total.structuredRight} (${pct(total.structuredRight, total.structured)}) | ${total.structuredFellBack} | ${total.structuredWrong} |`,
);

const styleNames: Record<string, string> = {
  "gpt-4o-mini": "GPT-4o-mini", "gpt-3.5": "GPT-3.5", "llama-3-8b": "Llama-3-8B", "qwen2.5-7b": "Qwen2.5-7B",
  "1b": "1B", reasoning: "reasoning (`<think>` first)", refusal: "refusal",
};
table.push("", "By style (text mode):", "", "| style | readable answers parsed right | unreadable answers that fell back | wrong values accepted |", "|---|--:|--:|--:|");
for (const [style, s] of byStyle) {
  const readable = s.readable ? `${s.right} / ${s.readable}` : "-";
  const unreadable = s.unreadable ? `${s.fellBack} / ${s.unreadable}` : "-";
  table.push(`| ${styleNames[style] ?? style} | ${readable} | ${unreadable} | ${s.wrong} |`);
}

const wrongTotal = total.wrong + total.unreadableWrong + total.structuredWrong;
table.push(
  "",
  "| targets | measured |",
  "|---|---|",
  `| wrong values accepted: 0 | ${wrongTotal} (text and structured) |`,
  `| parsed right in text mode: >= 90 % | ${pct(total.right, total.readable)} (${total.right} / ${total.readable} readable answers) |`,
  `| parsed right in structured mode: 100 % | ${pct(total.structuredRight, total.structured)} (${total.structuredRight} / ${total.structured}) |`,
  "",
  `Held-out answers (written after the parsers, not used to tune them): ${heldOut.right} / ${heldOut.readable} parsed right ` +
    `(${pct(heldOut.right, heldOut.readable)}), ${heldOut.fellBack} fell back, ${heldOut.wrong} wrong.`,
);
console.log(table.join("\n"));
if (wrongs.length) console.log(`\nWrong values accepted:\n  ${wrongs.join("\n  ")}`);
if (showMisses && misses.length) console.log(`\nReadable answers that fell back:\n  ${misses.join("\n  ")}`);

// --write: the figures replace the ones between the markers in docs/benchmarks.md (branches that add prompts then
// never conflict over a hand-edited table: run the bench again).
if (process.argv.includes("--write")) {
  const doc = fileURLToPath(new URL("../docs/benchmarks.md", import.meta.url));
  const [open, close] = ["<!-- bench:answers -->", "<!-- /bench:answers -->"];
  const text = readFileSync(doc, "utf8");
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from < 0 || to < from) throw new Error(`${doc} has no ${open} ... ${close} section to write the figures into`);
  writeFileSync(doc, `${text.slice(0, from + open.length)}\n${table.join("\n")}\n${text.slice(to)}`);
  console.log(`\nWrote the figures into ${doc}.`);
}
process.exitCode = wrongTotal > 0 ? 1 : 0;
