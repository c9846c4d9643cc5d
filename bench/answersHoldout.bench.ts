/**
 * How the prompts read answers they were not written against (issue 24): the held-out corpus
 * (test/prompts/holdout/) run through every prompt's reader the way the prompt runner reads it, in text mode (parse ->
 * validate) and structured mode (schema -> toValue -> validate; a reply that is no JSON object read as text).
 *
 * Per prompt, per class of answer (holdout/kinds.ts) and per style: answers a careful reader reads (read right / fell
 * back / wrong value accepted), answers no careful reader could (fell back, as they should / wrong value accepted);
 * then every wrong value accepted. A batched answer read in part (the rest null, asked again alone) counts as fell
 * back, not as wrong.
 *
 *   npm run bench:answers:holdout                    # the tables and the wrong values
 *   npm run bench:answers:holdout -- --misses        # also every readable answer that fell back, and why
 *   npm run bench:answers:holdout -- --prompt inner_thought   # one prompt (repeatable)
 *   npm run bench:answers:holdout -- --corpus holdout2         # the second held-out corpus (test/prompts/holdout2/)
 *   npm run bench:answers:holdout -- --corpus holdout3         # the third (test/prompts/holdout3/)
 *   npm run bench:answers:holdout -- --corpus holdout4         # the fourth (test/prompts/holdout4/)
 *   npm run bench:answers:holdout -- --corpus holdout5         # the fifth (test/prompts/holdout5/)
 *   npm run bench:answers:holdout -- --corpus holdout6         # the sixth (test/prompts/holdout6/)
 *   npm run bench:answers:holdout -- --corpus holdout7         # the seventh (test/prompts/holdout7/)
 *   npm run bench:answers:holdout -- --corpus holdout8         # the eighth (test/prompts/holdout8/), written beside it
 *   npm run bench:answers:holdout -- --corpus holdout9         # the ninth (test/prompts/holdout9/), an inland hill town
 *   npm run bench:answers:holdout -- --corpus holdout10        # the tenth (test/prompts/holdout10/), a fen village
 *   npm run bench:answers:holdout -- --corpus holdout11        # the eleventh (test/prompts/holdout11/), a quarry village
 *   npm run bench:answers:holdout -- --corpus holdout12        # the twelfth (test/prompts/holdout12/), a canal town
 *   npm run bench:answers:holdout -- --corpus holdout13        # the thirteenth (test/prompts/holdout13/), a hill-farm dale
 *
 * Targets (issue 24's done-when): no wrong value accepted; at least 90 % of the readable answers read right, in text
 * and in structured mode. Exits non-zero when a wrong value is accepted, or an answer the endpoint cut is taken whole.
 *
 * A case marked `finishReason: "length"` is read with the endpoint's word that it was cut at the token cap, as the
 * runner reads it (tools/models/openAiEndpoint.ts keeps `finish_reason` with the answer; prompts/reading.ts asks a
 * cut answer again, or keeps a batched answer's complete items), whatever its text looks like.
 */
import { isDeepStrictEqual } from "node:util";
import { packagePromptIds } from "../prompts/registry.js";
import { holdout as firstHoldout } from "../test/prompts/holdout/index.js";
import { holdout2 } from "../test/prompts/holdout2/index.js";
import { holdout3 } from "../test/prompts/holdout3/index.js";
import { holdout4 } from "../test/prompts/holdout4/index.js";
import { holdout5 } from "../test/prompts/holdout5/index.js";
import { holdout6 } from "../test/prompts/holdout6/index.js";
import { holdout7 } from "../test/prompts/holdout7/index.js";
import { holdout8 } from "../test/prompts/holdout8/index.js";
import { holdout9 } from "../test/prompts/holdout9/index.js";
import { holdout10 } from "../test/prompts/holdout10/index.js";
import { holdout11 } from "../test/prompts/holdout11/index.js";
import { holdout12 } from "../test/prompts/holdout12/index.js";
import { holdout13 } from "../test/prompts/holdout13/index.js";
import { KINDS } from "../test/prompts/holdout/kinds.js";
import { readHeldOutStructured, readText, verdict, type Outcome, type Verdict } from "../test/prompts/holdout/read.js";

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const only = args.flatMap((a, i) => (a === "--prompt" && args[i + 1] ? [args[i + 1]!] : []));

/**
 * Which held-out corpus to read: holdout (the default), holdout2, written after the parsers had been tuned against
 * the first one, holdout3, written while they were tuned against the first two, holdout4, written after they had
 * been tuned against the first three, holdout5, written after they had been tuned against the first four, holdout6,
 * written after they had been tuned against the first five, holdout7 and holdout8, written apart at the same time
 * after they had been tuned against the first six, holdout9, written after they had been tuned against the first
 * eight, holdout10, written after they had been tuned against the first nine, holdout11, written after they had been
 * tuned against the first ten, holdout12, written after they had been tuned against the first eleven, and holdout13,
 * written after they had been tuned against the first twelve, so each measures them honestly again.
 */
const CORPORA = { holdout: firstHoldout, holdout2, holdout3, holdout4, holdout5, holdout6, holdout7, holdout8, holdout9, holdout10, holdout11, holdout12, holdout13 } as const;
const corpusIndex = args.indexOf("--corpus");
const corpusName = corpusIndex >= 0 ? args[corpusIndex + 1] : "holdout";
if (!corpusName || !(corpusName in CORPORA)) {
  console.error(`--corpus takes one of: ${Object.keys(CORPORA).join(", ")} (got ${corpusName ?? "nothing"}).`);
  process.exit(2);
}
const holdout = CORPORA[corpusName as keyof typeof CORPORA];

/** Counts of one row: readable answers (a value expected) and unreadable ones (a fallback expected). */
interface Tally {
  readable: number;
  right: number;
  fellBack: number;
  wrong: number;
  unreadable: number;
  unreadableRight: number;
  unreadableWrong: number;
}
const empty = (): Tally => ({ readable: 0, right: 0, fellBack: 0, wrong: 0, unreadable: 0, unreadableRight: 0, unreadableWrong: 0 });

function count(t: Tally, expectsValue: boolean, v: Verdict): void {
  if (expectsValue) {
    t.readable += 1;
    if (v === "right") t.right += 1;
    else if (v === "fell back") t.fellBack += 1;
    else t.wrong += 1;
  } else {
    t.unreadable += 1;
    if (v === "right") t.unreadableRight += 1;
    else t.unreadableWrong += 1;
  }
}

function add(total: Tally, t: Tally): void {
  for (const key of Object.keys(t) as Array<keyof Tally>) total[key] += t[key];
}

const tallyOf = <K>(map: Map<K, Tally>, key: K): Tally => {
  let t = map.get(key);
  if (!t) map.set(key, (t = empty()));
  return t;
};

/**
 * The batched prompts leave null what they could not read, and the caller asks that part alone: a value that is the
 * expected one with some parts null contradicts nothing, so it counts as fell back (partly), not as wrong.
 */
const ASKED_ALONE_WHEN_NULL = new Set(["action_grounding", "steps_grounding", "event_poignancies", "thought_notes"]);

function withinExpected(value: unknown, expected: unknown): boolean {
  if (value === null) return true;
  if (Array.isArray(expected)) {
    // A triple is one part: all of it or null.
    if (expected.length > 0 && expected.every((e) => typeof e === "string")) return isDeepStrictEqual(value, expected);
    return Array.isArray(value) && value.length === expected.length && value.every((v, i) => withinExpected(v, expected[i]));
  }
  if (expected && typeof expected === "object") {
    if (!value || typeof value !== "object" || Array.isArray(value)) return false;
    const keys = new Set([...Object.keys(expected), ...Object.keys(value)]);
    return [...keys].every((k) => withinExpected((value as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k]));
  }
  return isDeepStrictEqual(value, expected);
}

/** The verdict, with a batched answer read in part counted as fell back. */
function judge(id: string, expected: unknown, outcome: Outcome<unknown>): { v: Verdict; partly: boolean } {
  const v = verdict(expected, outcome);
  if (v === "wrong" && ASKED_ALONE_WHEN_NULL.has(id) && expected !== "fallback" && "value" in outcome && withinExpected(outcome.value, expected)) {
    return { v: "fell back", partly: true };
  }
  return { v, partly: false };
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);
const shown = (outcome: Outcome<unknown>) => ("value" in outcome ? JSON.stringify(outcome.value) : `fallback (${outcome.fallback})`);

const byPrompt: Array<[string, Tally, Tally]> = [];
const byKind = { text: new Map<string, Tally>(), structured: new Map<string, Tally>() };
const byStyle = new Map<string, Tally>();
const wrongs: string[] = [];
const misses: string[] = [];
/** Answers the endpoint cut at the token cap: how many, and how many were still taken as a whole value (should be none). */
const capped = { text: { cases: 0, takenWhole: 0 }, structured: { cases: 0, takenWhole: 0 } };
function countCapped(mode: "text" | "structured", c: { finishReason?: string | null }, batched: boolean, outcome: Outcome<unknown>): void {
  if (c.finishReason !== "length") return;
  capped[mode].cases += 1;
  if (!batched && "value" in outcome) capped[mode].takenWhole += 1;
}

const corpora = only.length ? holdout.filter((c) => only.includes(c.prompt.id)) : holdout;
for (const corpus of corpora) {
  const text = empty();
  const structured = empty();
  const id = corpus.prompt.id;
  for (const c of corpus.text) {
    const outcome = readText(corpus, c);
    countCapped("text", c, corpus.prompt.keepsCompletePart === true, outcome);
    const { v, partly } = judge(id, c.expected, outcome);
    const expectsValue = c.expected !== "fallback";
    for (const t of [text, tallyOf(byKind.text, c.kind ?? "?"), tallyOf(byStyle, c.style)]) count(t, expectsValue, v);
    const where = `${id} (text, ${c.style}, ${c.kind ?? "?"}${c.finishReason ? `, finish_reason ${c.finishReason}` : ""})`;
    if (v === "wrong") wrongs.push(`${where}: ${clip(JSON.stringify(c.answer))}\n      expected ${clip(JSON.stringify(c.expected))}\n      read     ${clip(shown(outcome))}`);
    if (v === "fell back" && showMisses) misses.push(`${where}${partly ? " partly" : ""}: ${clip(JSON.stringify(c.answer))}\n      ${clip(shown(outcome))}`);
  }
  for (const c of corpus.structured) {
    const outcome = readHeldOutStructured(corpus, c);
    countCapped("structured", c, corpus.prompt.keepsCompletePart === true, outcome);
    const { v, partly } = judge(id, c.expected, outcome);
    const expectsValue = c.expected !== "fallback";
    for (const t of [structured, tallyOf(byKind.structured, c.kind ?? "?")]) count(t, expectsValue, v);
    const where = `${id} (structured, ${c.note})`;
    const sent = c.raw !== undefined ? c.raw : JSON.stringify(c.answer);
    if (v === "wrong") wrongs.push(`${where}: ${clip(sent)}\n      expected ${clip(JSON.stringify(c.expected))}\n      read     ${clip(shown(outcome))}`);
    if (v === "fell back" && showMisses) misses.push(`${where}${partly ? " partly" : ""}: ${clip(sent)}\n      ${clip(shown(outcome))}`);
  }
  byPrompt.push([id, text, structured]);
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)} %`);
const cells = (t: Tally) => [t.readable, t.right, t.fellBack, t.wrong, t.unreadable, t.unreadableRight, t.unreadableWrong];
const row = (name: string, ...parts: Array<string | number>) => `| ${name} | ${parts.join(" | ")} |`;
const rule = (n: number) => `|---|${Array.from({ length: n }, () => "--:").join("|")}|`;

const out: string[] = [];
const head = ["readable", "read right", "fell back", "wrong", "unreadable", "fell back", "wrong"];
out.push(
  `Held-out answers (test/prompts/${corpusName}/), read as the prompt runner reads them.`,
  "",
  `| prompt | text: ${head.join(" | ")} | structured: ${head.join(" | ")} |`,
  rule(head.length * 2),
);
const total = { text: empty(), structured: empty() };
for (const [id, text, structured] of byPrompt) {
  add(total.text, text);
  add(total.structured, structured);
  out.push(row(id, ...cells(text), ...cells(structured)));
}
out.push(row("**total**", ...cells(total.text), ...cells(total.structured)));

out.push("", "By class of answer (holdout/kinds.ts):", "", `| class | text: ${head.join(" | ")} | structured: ${head.join(" | ")} |`, rule(head.length * 2));
for (const kind of Object.keys(KINDS)) {
  const text = byKind.text.get(kind) ?? empty();
  const structured = byKind.structured.get(kind) ?? empty();
  if (text.readable + text.unreadable + structured.readable + structured.unreadable === 0) continue;
  out.push(row(kind, ...cells(text), ...cells(structured)));
}
for (const kind of new Set([...byKind.text.keys(), ...byKind.structured.keys()])) {
  if (!(kind in KINDS)) out.push(`(cases of an unknown class: ${kind})`);
}

out.push("", "By style (text mode):", "", `| style | ${head.join(" | ")} |`, rule(head.length));
for (const [style, t] of byStyle) out.push(row(style, ...cells(t)));

const wrongTotal = total.text.wrong + total.text.unreadableWrong + total.structured.wrong + total.structured.unreadableWrong;
const all = (t: Tally) => t.readable + t.unreadable;
out.push(
  "",
  "| target (issue 24) | text | structured |",
  "|---|---|---|",
  `| answers | ${all(total.text)} | ${all(total.structured)} |`,
  `| wrong values accepted: 0 | ${total.text.wrong + total.text.unreadableWrong} | ${total.structured.wrong + total.structured.unreadableWrong} |`,
  `| readable answers read right: >= 90 % | ${pct(total.text.right, total.text.readable)} (${total.text.right} / ${total.text.readable}) | ${pct(total.structured.right, total.structured.readable)} (${total.structured.right} / ${total.structured.readable}) |`,
  `| unreadable answers that fell back | ${pct(total.text.unreadableRight, total.text.unreadable)} (${total.text.unreadableRight} / ${total.text.unreadable}) | ${pct(total.structured.unreadableRight, total.structured.unreadable)} (${total.structured.unreadableRight} / ${total.structured.unreadable}) |`,
  `| answers cut at the cap (finish_reason "length") taken whole: 0 | ${capped.text.takenWhole} of ${capped.text.cases} | ${capped.structured.takenWhole} of ${capped.structured.cases} |`,
);

const missing = only.length ? [] : packagePromptIds().filter((id) => !holdout.some((c) => c.prompt.id === id));
if (missing.length) out.push("", `Registered prompts without held-out answers: ${missing.join(", ")}`);
console.log(out.join("\n"));
if (wrongs.length) console.log(`\nWrong values accepted (${wrongs.length}):\n  ${wrongs.join("\n  ")}`);
if (misses.length) console.log(`\nReadable answers that fell back (${misses.length}):\n  ${misses.join("\n  ")}`);
process.exitCode = wrongTotal > 0 || capped.text.takenWhole + capped.structured.takenWhole > 0 ? 1 : 0;
