/**
 * A comparison (compareRuns.ts) for people: the summary the compare command prints, compare.md (the same, with
 * every difference) and compare.json (the data whole, which the replay server also hands the page: the page and the
 * CLI show one comparison).
 */
import { counted } from "../counted.js";
import fs from "node:fs";
import path from "node:path";
import { actionText, type RunComparison, type Side } from "./compareRuns.js";

export const COMPARE_MD = "compare.md";
export const COMPARE_JSON = "compare.json";

const clock = (time: string) => time.replace("T", " ").slice(0, 16);
const hhmm = (time: string) => time.slice(11, 16);

function names(c: RunComparison): Record<Side, string> {
  return { a: c.a.title, b: c.b.title };
}

/**
 * How the two branches are related, in the names the person typed: one descends from the other, or both from a run
 * named by its folder (the summary once named the run's thread id, "morning-c3b1556a", which no command takes).
 */
function kinship(c: RunComparison): string {
  const common = c.commonAncestor;
  if (!common) return "";
  if (common.runId === c.a.runId) return "; B descends from A";
  if (common.runId === c.b.runId) return "; A descends from B";
  return `; both descend from ${path.basename(common.folder)} (${common.folder})`;
}

/** The printed summary: who diverged first and when, then counts of what differs. */
export function comparisonSummary(c: RunComparison): string {
  const n = names(c);
  const out: string[] = [];
  out.push(`Comparing ${n.a} (A) with ${n.b} (B) from ${clock(c.span.fromTime)} to ${clock(c.span.toTime)}${kinship(c)}.`);
  for (const w of c.whispers) {
    out.push(`Whisper in ${n[w.side]} at ${hhmm(w.time)} to ${w.persona}: “${w.text}”`);
    const t = w.traced;
    out.push(`  used (by mentions) in ${counted(t.conversations.length, "conversation")}, ${counted(t.memories.length, "memory", "memories")}, ${counted(t.actions.length, "action")} of ${n[w.side]} only`);
  }
  const diverged = c.people.filter((p) => p.divergence);
  if (!diverged.length) out.push("No one's day diverges: every person is at the same tile doing the same at every step compared.");
  else out.push("First divergences:");
  for (const p of diverged) {
    const d = p.divergence!;
    out.push(`  ${hhmm(d.time)} (step ${d.step})  ${p.name}: A ${d.a.emoji} ${actionText(d.a.action)} at (${d.a.tile.join(",")}) / B ${d.b.emoji} ${actionText(d.b.action)} at (${d.b.tile.join(",")})`);
  }
  const same = c.people.filter((p) => !p.divergence).map((p) => p.name);
  if (diverged.length && same.length) out.push(`  unchanged: ${same.join(", ")}`);
  for (const side of ["a", "b"] as const) {
    const actions = c.people.reduce((s, p) => s + p.actions[side].length, 0);
    const memories = c.people.flatMap((p) => p.memories[side]);
    const reflections = memories.filter((m) => m.kind === "r").length;
    const counts = [counted(actions, "action"), counted(c.conversations[side].length, "conversation"), counted(memories.length - reflections, "memory", "memories"), counted(reflections, "reflection")];
    out.push(`Only in ${n[side]} (${side.toUpperCase()}): ${counts.join(", ")}.`);
  }
  return out.join("\n");
}

/** compare.md: the summary, then per person and per branch every difference. */
export function comparisonMarkdown(c: RunComparison): string {
  const n = names(c);
  const out: string[] = [`# ${n.a} (A) compared with ${n.b} (B)`, ""];
  out.push(`- A: \`${c.a.folder}\` (run ${c.a.runId})`, `- B: \`${c.b.folder}\` (run ${c.b.runId})`);
  out.push(`- Compared: steps ${c.span.from} to ${c.span.to - 1}, ${clock(c.span.fromTime)} to ${clock(c.span.toTime)}`);
  if (c.commonAncestor) out.push(`- Both descend from run ${c.commonAncestor.runId} (\`${c.commonAncestor.folder}\`)`);
  out.push("", "## Whispers", "");
  if (!c.whispers.length) out.push("Neither branch has a whisper the other lacks.");
  for (const w of c.whispers) {
    out.push(`### ${w.persona}, ${clock(w.time)}, in ${n[w.side]}: “${w.text}”`, "");
    out.push("Traced by mentions: the run does not record which memories a prompt retrieved, so these are the conversations, memories and actions of this branch only whose words include the whisper's.", "");
    for (const conv of w.traced.conversations) {
      out.push(`- ${hhmm(conv.time)} conversation of ${conv.people.join(" and ")}:`);
      for (const [speaker, line] of conv.lines) out.push(`  - ${speaker}: ${line}`);
    }
    for (const m of w.traced.memories) out.push(`- ${hhmm(m.created)} ${m.persona} ${m.kind === "r" ? "reflects" : "remembers"}: ${m.text}`);
    for (const a of w.traced.actions) out.push(`- ${hhmm(a.time)} ${a.persona} ${a.emoji} ${actionText(a.action)}`);
    if (!w.traced.conversations.length && !w.traced.memories.length && !w.traced.actions.length) out.push("- nothing in this branch mentions it (yet)");
    out.push("");
  }
  out.push("## People", "");
  for (const p of c.people) {
    out.push(`### ${p.name}`, "");
    if (!p.divergence) out.push("Same tile and action at every step compared.");
    else {
      const d = p.divergence;
      out.push(`First diverges at ${clock(d.time)} (step ${d.step}, ${d.what === "both" ? "tile and action" : d.what}):`);
      out.push(`- A: ${d.a.emoji} ${d.a.action} at (${d.a.tile.join(", ")})`, `- B: ${d.b.emoji} ${d.b.action} at (${d.b.tile.join(", ")})`);
    }
    for (const side of ["a", "b"] as const) {
      if (p.actions[side].length) {
        out.push("", `Actions only in ${n[side]}:`);
        for (const a of p.actions[side]) out.push(`- ${hhmm(a.time)} ${a.emoji} ${a.action} (${a.steps} step${a.steps === 1 ? "" : "s"})`);
      }
      if (p.memories[side].length) {
        out.push("", `Memories only in ${n[side]}:`);
        for (const m of p.memories[side]) out.push(`- ${hhmm(m.created)} ${m.kind === "r" ? "reflection" : kindName(m.kind)}: ${m.text}`);
      }
    }
    out.push("");
  }
  out.push("## Conversations", "");
  for (const side of ["a", "b"] as const) {
    out.push(`Only in ${n[side]}: ${c.conversations[side].length ? "" : "none"}`);
    for (const conv of c.conversations[side]) {
      out.push(`- ${hhmm(conv.time)} ${conv.people.join(" and ")}`);
      for (const [speaker, line] of conv.lines) out.push(`  - ${speaker}: ${line}`);
    }
    out.push("");
  }
  return out.join("\n");
}

function kindName(kind: string): string {
  return ({ e: "event", c: "conversation", t: "thought", p: "plan" } as Record<string, string>)[kind] ?? kind;
}

/** Writes compare.md and compare.json into `dir`; returns their paths. */
export function writeComparison(c: RunComparison, dir: string): { markdown: string; json: string } {
  fs.mkdirSync(dir, { recursive: true });
  const markdown = path.join(dir, COMPARE_MD);
  const json = path.join(dir, COMPARE_JSON);
  fs.writeFileSync(markdown, comparisonMarkdown(c));
  fs.writeFileSync(json, `${JSON.stringify(c, null, 2)}\n`);
  return { markdown, json };
}
