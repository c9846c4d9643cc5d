/**
 * How the prompts read real model answers (issue 9): the realistic-answer corpus (test/prompts/corpus/) run through
 * every prompt's parser, in text mode (parse -> validate) and structured mode (schema -> toValue -> validate), the way
 * the prompt runner reads them. Per prompt: answers a careful reader can read (parsed right / fell back / wrong value
 * accepted), answers no careful reader could (fell back / wrong value accepted), and the structured objects.
 *
 *   npm run bench:answers            # the table
 *   npm run bench:answers -- --misses  # also every answer that fell back although it could be read
 *
 * Targets: 0 wrong values accepted; >= 90 % parsed right in text mode; 100 % in structured mode.
 */
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
  structuredWrong: number;
}

const empty = (): Tally => ({
  readable: 0, right: 0, fellBack: 0, wrong: 0, unreadable: 0, unreadableFellBack: 0, unreadableWrong: 0,
  structured: 0, structuredRight: 0, structuredWrong: 0,
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
    if (v === "wrong") {
      t.structuredWrong += 1;
      wrongs.push(`${corpus.prompt.id} (structured, ${c.note}): ${JSON.stringify(c.answer).slice(0, 120)} -> ${JSON.stringify(outcome)}`);
    }
  }
  rows.push([corpus.prompt.id, t]);
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(0)} %`);
const header = ["prompt", "text: readable", "parsed right", "fell back", "wrong", "text: unreadable", "fell back", "wrong", "structured", "right", "wrong"];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map((_, i) => (i === 0 ? "---" : "--:")).join("|")}|`);
const total = empty();
for (const [id, t] of rows) {
  add(total, t);
  console.log(
    `| ${id} | ${t.readable} | ${t.right} | ${t.fellBack} | ${t.wrong} | ${t.unreadable} | ${t.unreadableFellBack} | ${t.unreadableWrong} | ${t.structured} | ${t.structuredRight} | ${t.structuredWrong} |`,
  );
}
console.log(
  `| **total** | ${total.readable} | ${total.right} (${pct(total.right, total.readable)}) | ${total.fellBack} | ${total.wrong} | ${total.unreadable} | ${total.unreadableFellBack} | ${total.unreadableWrong} | ${total.structured} | ${total.structuredRight} (${pct(total.structuredRight, total.structured)}) | ${total.structuredWrong} |`,
);

console.log("\nBy style (text mode): readable answers parsed right; unreadable answers that fell back; wrong values accepted");
for (const [style, s] of byStyle) {
  const readable = s.readable ? `${String(s.right).padStart(3)} / ${String(s.readable).padEnd(3)} (${pct(s.right, s.readable)})` : "      -        ";
  console.log(`  ${style.padEnd(12)} ${readable}   fell back ${s.fellBack} / ${s.unreadable}   wrong: ${s.wrong}`);
}

console.log(
  `\nHeld-out answers (written after the parsers, not used to tune them): ${heldOut.right} / ${heldOut.readable} parsed right ` +
    `(${pct(heldOut.right, heldOut.readable)}), ${heldOut.fellBack} fell back, ${heldOut.wrong} wrong`,
);

const wrongTotal = total.wrong + total.unreadableWrong + total.structuredWrong;
console.log(
  `\nTargets: wrong values accepted ${wrongTotal} (target 0); text parsed right ${pct(total.right, total.readable)} (target >= 90 %); ` +
    `structured right ${pct(total.structuredRight, total.structured)} (target 100 %).`,
);
if (wrongs.length) console.log(`\nWrong values accepted:\n  ${wrongs.join("\n  ")}`);
if (showMisses && misses.length) console.log(`\nReadable answers that fell back:\n  ${misses.join("\n  ")}`);
process.exitCode = wrongTotal > 0 ? 1 : 0;
