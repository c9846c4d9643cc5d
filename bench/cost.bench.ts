/**
 * The cost of cognition (issue 15): model calls and tokens per persona-day, per prompt, of the faithful way (one
 * question per call, the original's) and the economical way (run context `cognition: "economical"`), day 1 and the
 * days after it separately, with the per persona-day statistics of both ways and their difference.
 *
 *   npm run bench:cost                                   # both villages, both ways, 3 simulated days each
 *   npm run bench:cost -- --days 2 --village default     # fewer days, one village
 *   npm run bench:cost -- --seconds-per-tick 30          # a third of the ticks (the village's own: 10 s)
 *   npm run bench:cost -- --way economical --json out.json   # one way only, its figures kept for --merge
 *   npm run bench:cost -- --merge a.json b.json --write  # print runs kept in files (and put them in docs/benchmarks.md)
 *   npm run bench:cost -- --seed 1 --json s1.json        # another seed; runs of several seeds merged are pooled
 *
 * Villages: "default" (the package's Larkspur, 3 personas) and "the_ville" (the original 3-agent Smallville, loaded
 * from ../shared/smallville). Simulated model, seed 0, 10-second ticks from the village's saved time (midnight), one
 * persona after another (drivers/town/villageSession.ts). A simulated day takes about 13 minutes of wall time for the
 * faithful way here (30 ms per persona-tick, most of it retrieval and perception, not model calls): running the
 * four (village, way) pairs for 3 days is close to three hours on one core; `--days`, `--village`, `--way` and
 * separate processes with `--json`/`--merge` split it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RunStatsCounter } from "../drivers/town/runStats.js";
import { openVillage, stepVillage, type VillageSession } from "../drivers/town/villageSession.js";
import type { MemoryNode } from "../state/persona.js";
import { readRunSettings } from "../state/runContext.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { modelsFor } from "../tools/models/runModels.js";
import { addMinutes } from "../state/gameTime.js";
import { emptyUsage, mergeUsage, type UsageByPrompt } from "../state/usage.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    days: { type: "string", default: "3" },
    /** The simulated model's seed. A 3-persona village meets a handful of times a day: pool seeds for steadier figures. */
    seed: { type: "string", default: "0" },
    /** Simulated seconds per tick (default: the village's, 10); 30 runs about three times faster. */
    "seconds-per-tick": { type: "string" },
    /** A short check: this many simulated hours of day 1 only. */
    hours: { type: "string" },
    village: { type: "string", default: "default,the_ville" },
    way: { type: "string", default: "faithful,economical" },
    json: { type: "string" },
    merge: { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const VILLAGES: Record<string, { baseDir: string; mapDir: string }> = {
  default: DEFAULT_VILLAGE,
  the_ville: { baseDir: path.join(SMALLVILLE, "base_the_ville_isabella_maria_klaus"), mapDir: path.join(SMALLVILLE, "the_ville") },
};
const WAYS = ["faithful", "economical"] as const;
type Way = (typeof WAYS)[number];

/** One simulated day of one village in one way: usage summed over its personas, the behaviour counted. */
interface DayFigures {
  day: number;
  personas: number;
  usage: UsageByPrompt;
  actions: number;
  conversations: number;
  lines: number;
  reflections: number;
  /**
   * Memories given a poignancy judgment that day (events not idle, chats, thoughts): the behaviour, not the cost, the
   * same whether a score was asked alone, in a batch or reused.
   */
  poignancyEvents: number;
}
interface RunFigures {
  village: string;
  way: Way;
  /** Absent in files written before seeds could be chosen: 0. */
  seed?: number;
  days: DayFigures[];
  seconds: number;
  secondsPerTick: number;
}

const diffUsage = (after: UsageByPrompt, before: UsageByPrompt): UsageByPrompt =>
  Object.fromEntries(
    Object.entries(after).map(([id, u]) => {
      const b = before[id] ?? emptyUsage();
      return [id, { ...u, runs: u.runs - b.runs, calls: u.calls - b.calls, cached: u.cached - b.cached, inputTokens: u.inputTokens - b.inputTokens, outputTokens: u.outputTokens - b.outputTokens }];
    }),
  );

/** Memories of the village's personas created on `date` whose poignancy was judged (asked, batched or reused). */
async function judgedMemories(session: VillageSession, date: string): Promise<number> {
  const { embeddings } = await modelsFor(readRunSettings({ context: {} }));
  let count = 0;
  for (const { memory } of session.personas) {
    const stream = new MemoryStream({ store: session.store, cursor: memory, tick: session.clock.tick, embeddings, embedderId: "hashing" });
    // Not judged: idle events (idlePoignancy) and the day's plan thought (planPoignancy, its one keyword "plan").
    const unjudged = (n: MemoryNode) => (n.type === "event" && n.description.includes("is idle")) || (n.type === "thought" && n.keywords.join() === "plan");
    count += (await stream.all()).filter((n) => n.created.slice(0, 10) === date && !unjudged(n)).length;
  }
  return count;
}

async function runVillage(village: string, way: Way, days: number, hours?: number): Promise<RunFigures> {
  const paths = VILLAGES[village];
  if (!paths) throw new Error(`Unknown village "${village}": use default or the_ville.`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number (0 or more), got "${values.seed}".`);
  const context = { seed, cognition: way };
  const secondsPerTick = values["seconds-per-tick"] ? Number(values["seconds-per-tick"]) : undefined;
  const session = await openVillage(paths, { context, secondsPerTick });
  const names = session.personas.map((p) => p.scratch.name);
  const counter = new RunStatsCounter(names, session.clock.secondsPerTick);
  const start = session.clock.time;
  const began = performance.now();
  const figures: DayFigures[] = [];
  let before: UsageByPrompt = {};
  for (let day = 1; day <= days; day++) {
    const end = addMinutes(start, hours !== undefined ? hours * 60 : day * 1440);
    let step = 0;
    while (session.clock.time < end) {
      const time = session.clock.time;
      const movements = await stepVillage(session, { context });
      counter.step(session.clock.tick, time, Object.fromEntries(Object.entries(movements).map(([n, m]) => [n, { description: m.description, chat: m.chat?.map((u) => [u[0], u[1]] as const) ?? null }])));
      if (++step % Math.round(3600 / session.clock.secondsPerTick) === 0) process.stderr.write(`\r${village} ${way} ${time} ${((performance.now() - began) / 1000).toFixed(0)} s   `);
    }
    const usage = diffUsage(session.usage, before);
    before = structuredClone(session.usage);
    const date = addMinutes(start, (day - 1) * 1440).slice(0, 10);
    const rows = counter.stats().personaDays.filter((d) => d.day === date);
    const sum = (key: "actions" | "conversations" | "lines") => rows.reduce((s, r) => s + r[key], 0);
    figures.push({
      day,
      personas: (names.length * (hours ?? 24)) / 24,
      usage,
      actions: sum("actions"),
      conversations: sum("conversations"),
      lines: sum("lines"),
      reflections: usage.focal_points?.runs ?? 0,
      poignancyEvents: await judgedMemories(session, date),
    });
  }
  process.stderr.write("\n");
  return { village, way, seed, days: figures, seconds: (performance.now() - began) / 1000, secondsPerTick: session.clock.secondsPerTick };
}

// --- report -------------------------------------------------------------------------------------------------------

/** The runs of one village and way, every seed's days pooled (figures are per persona-day, so they average). */
function pooled(runs: readonly RunFigures[], village: string, way: Way): RunFigures | undefined {
  const same = runs.filter((r) => r.village === village && r.way === way);
  if (!same.length) return undefined;
  return { ...same[0]!, days: same.flatMap((r) => r.days), seconds: same.reduce((s, r) => s + r.seconds, 0) };
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const total = (usage: UsageByPrompt) => Object.values(usage).reduce((t, u) => mergeUsage({ t }, { t: u }).t!, emptyUsage());

/** The days' usage added up, per persona-day. */
function perPersonaDay(days: DayFigures[]) {
  const personaDays = days.reduce((s, d) => s + d.personas, 0);
  const usage = days.reduce<UsageByPrompt>((u, d) => mergeUsage(u, d.usage), {});
  return { personaDays, usage };
}

function costTable(runs: RunFigures[]): string[] {
  const out: string[] = [];
  for (const village of [...new Set(runs.map((r) => r.village))]) {
    const pair = WAYS.map((way) => pooled(runs, village, way));
    const spans = [
      { label: "day 1", pick: (r: RunFigures) => r.days.filter((d) => d.day === 1) },
      { label: "days 2+", pick: (r: RunFigures) => r.days.filter((d) => d.day > 1) },
    ].filter((span) => pair.some((r) => r && span.pick(r).length));
    const columns = spans
      .flatMap((span) => pair.flatMap((r, i) => (r ? [{ head: `${WAYS[i]} ${span.label}`, ...perPersonaDay(span.pick(r)) }] : [])))
      .filter((c) => c.personaDays > 0);
    const ids = [...new Set(columns.flatMap((c) => Object.keys(c.usage)))].sort((a, b) => Math.max(...columns.map((c) => c.usage[b]?.calls ?? 0)) - Math.max(...columns.map((c) => c.usage[a]?.calls ?? 0)));
    out.push(`### ${village}: calls per persona-day (reused or cached answers: no call)`, "");
    out.push(`| prompt | ${columns.map((c) => c.head).join(" | ")} |`, `|---|${columns.map(() => "--:").join("|")}|`);
    for (const id of ids) {
      const cells = columns.map((c) => (c.usage[id] && c.personaDays ? fmt(c.usage[id]!.calls / c.personaDays, 1) : "-"));
      if (cells.every((cell) => cell === "-" || cell === "0.0")) continue;
      out.push(`| ${id} | ${cells.join(" | ")} |`);
    }
    const totals = columns.map((c) => ({ c, t: total(c.usage) }));
    out.push(`| **calls** | ${totals.map(({ c, t }) => `**${fmt(t.calls / c.personaDays)}**`).join(" | ")} |`);
    out.push(`| answers reused or cached | ${totals.map(({ c, t }) => fmt(t.cached / c.personaDays)).join(" | ")} |`);
    out.push(`| input tokens | ${totals.map(({ c, t }) => fmt(t.inputTokens / c.personaDays)).join(" | ")} |`);
    out.push(`| output tokens | ${totals.map(({ c, t }) => fmt(t.outputTokens / c.personaDays)).join(" | ")} |`);
    out.push("");
  }
  out.push("The original: 1,100-1,600 calls and 1.2-1.5 M tokens per agent-day. Targets of the economical way (issue 15): at most about 370 calls per persona-day on day 1 and 110 on later days.", "");
  return out;
}

const STATS = ["actions", "reflections", "conversations", "lines", "poignancyEvents"] as const;

function statsTable(runs: RunFigures[]): string[] {
  const spans = [
    { label: "day 1", pick: (r: RunFigures) => r.days.filter((d) => d.day === 1) },
    { label: "days 2+", pick: (r: RunFigures) => r.days.filter((d) => d.day > 1) },
  ].filter((span) => runs.some((r) => span.pick(r).length));
  const heads = spans.map((s) => `faithful ${s.label} | economical ${s.label} | difference`).join(" | ");
  const out: string[] = ["### Behaviour per persona-day", "", `| village | statistic | ${heads} |`, `|---|---|${spans.map(() => "--:|--:|--:").join("|")}|`];
  for (const village of [...new Set(runs.map((r) => r.village))]) {
    const [faithful, economical] = WAYS.map((way) => pooled(runs, village, way));
    for (const stat of STATS) {
      const cells = spans.map((span) => {
        const value = (r?: RunFigures) => {
          const days = r ? span.pick(r) : [];
          const personaDays = days.reduce((s, d) => s + d.personas, 0);
          return personaDays ? days.reduce((s, d) => s + d[stat], 0) / personaDays : undefined;
        };
        const [f, e] = [value(faithful), value(economical)];
        const diff = f !== undefined && e !== undefined ? (f === 0 ? (e === 0 ? "0 %" : "n/a") : `${e >= f ? "+" : ""}${fmt(((e - f) / f) * 100)} %`) : "-";
        return `${f === undefined ? "-" : fmt(f, 1)} | ${e === undefined ? "-" : fmt(e, 1)} | ${diff}`;
      });
      out.push(`| ${village} | ${stat === "poignancyEvents" ? "poignancy events" : stat} | ${cells.join(" | ")} |`);
    }
  }
  const pairs = [...new Set(runs.map((r) => `${r.village}\u0000${r.way}`))].map((key) => key.split("\u0000") as [string, Way]);
  const described = pairs.map(([village, way]) => {
    const same = runs.filter((r) => r.village === village && r.way === way);
    const seeds = same.map((r) => r.seed ?? 0).join(", ");
    return `${village} ${way} ${same[0]!.days.length} in ${same[0]!.secondsPerTick}-second ticks, seed${same.length > 1 ? "s" : ""} ${seeds} (${fmt(same.reduce((s, r) => s + r.seconds, 0))} s wall)`;
  });
  out.push("", `Simulated days: ${described.join("; ")}.`, "");
  return out;
}

const runs: RunFigures[] = [];
if (values.merge) {
  for (const file of positionals) runs.push(...(JSON.parse(readFileSync(file, "utf8")) as RunFigures[]));
} else {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) throw new Error(`--days must be a whole number of days (1 or more), got "${values.days}".`);
  for (const village of values.village!.split(",")) {
    for (const way of values.way!.split(",") as Way[]) {
      if (!WAYS.includes(way)) throw new Error(`--way must be faithful or economical, got "${way}".`);
      runs.push(await runVillage(village, way, values.hours ? 1 : days, values.hours ? Number(values.hours) : undefined));
    }
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(runs, null, 1));
}
const report = [...costTable(runs), ...statsTable(runs)];
console.log(report.join("\n"));

if (values.write) {
  const doc = fileURLToPath(new URL("../docs/benchmarks.md", import.meta.url));
  const [open, close] = ["<!-- bench:cost -->", "<!-- /bench:cost -->"];
  const text = readFileSync(doc, "utf8");
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from < 0 || to < from) throw new Error(`${doc} has no ${open} ... ${close} section to write the figures into`);
  writeFileSync(doc, `${text.slice(0, from + open.length)}\n${report.join("\n")}\n${text.slice(to)}`);
  console.log(`Wrote the figures into ${doc}.`);
}
