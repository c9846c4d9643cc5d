/**
 * Town benchmarks; each prints its figures (nothing is asserted).
 *
 *   npx tsx bench/town.bench.ts speedup   [--personas 25] [--latency 100] [--minutes 60] [--cognition economical]
 *   npx tsx bench/town.bench.ts overhead  [--personas 3,25,100] [--hours 24]
 *   npx tsx bench/town.bench.ts checkpoints [--personas 25] [--hours 4] [--every 10]
 *   npx tsx bench/town.bench.ts scale     [--personas 25,100,250,1000] [--minutes 60] [--search grid|everyone] [--warmup 100]
 *   npx tsx bench/town.bench.ts village   [--places 100] [--minutes 60]
 *
 * speedup: simulated time with a model that answers after an injected latency, personas' calls overlapping
 *   (maxConcurrentCalls = personas) vs one call at a time.
 * overhead: a zero-latency model; wall time per simulated day and milliseconds per persona-tick, plus LLM calls
 *   per persona-day by prompt (calls answered from the cache counted separately).
 * checkpoints: SQLite checkpoint bytes per persona per simulated hour, first half vs second half of the run.
 * scale: one process, zero-latency simulated model, the busy hour from 06:30: ms per persona-tick in all and for the
 *   coordinator alone (state/townMetrics.ts), by town size; `--search everyone` for the brute-force neighbour search.
 * village: a village built from a spec (bench/villageOfPlaces.ts: --places places, 25 people) against the
 *   original's the_ville with its 25 people (../shared/smallville, base_the_ville_n25 and its history), the same
 *   hour of the same day of the week, zero-latency simulated model: ms per persona-tick of each and their ratio
 *   (issue 22's target: the built village within 25 % of the_ville).
 */
import { existsSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { InMemoryStore } from "@langchain/langgraph";
import { townBuilder } from "../graphs/town.js";
import { totalUsage } from "../state/usage.js";
import { addMinutes } from "../state/gameTime.js";
import type { Scenario, TownStateType } from "../state/town.js";
import { newTownMetrics } from "../state/townMetrics.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import { advance, openRun } from "../drivers/town/townRun.js";
import { buildVillage } from "../tools/world/villageBuilder.js";
import { generateVillage } from "./generatedVillage.js";
import { villageOfPlaces } from "./villageOfPlaces.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    personas: { type: "string" },
    latency: { type: "string", default: "100" },
    minutes: { type: "string", default: "60" },
    hours: { type: "string" },
    every: { type: "string", default: "10" },
    start: { type: "string", default: "2024-05-06T06:30:00" },
    /** The run's cognition (faithful, the default, or economical; docs/cognition.md). */
    cognition: { type: "string", default: "faithful" },
    search: { type: "string", default: "grid" },
    /** scale: a town of this many personas run first and not reported (the process's warm-up: module loading, JIT). */
    warmup: { type: "string" },
    /** village: the built village's number of places. */
    places: { type: "string" },
  },
});
const mode = positionals[0] ?? "overhead";
const start = values.start!;

async function simulate(personas: number | Scenario, until: string, context: Record<string, unknown>, input: Record<string, unknown> = {}, from = start) {
  const scenario = typeof personas === "number" ? generateVillage(personas) : personas;
  const graph = townBuilder.compile({ store: new InMemoryStore() });
  const began = performance.now();
  const cpu = process.cpuUsage();
  const state = (await graph.invoke(
    { scenario, startTime: from, until, ...input },
    { recursionLimit: 10_000_000, context } as never,
  )) as TownStateType;
  const { user, system } = process.cpuUsage(cpu);
  return { state, seconds: (performance.now() - began) / 1000, cpuSeconds: (user + system) / 1e6 };
}

async function speedup() {
  const n = Number(values.personas ?? 25);
  const latency = Number(values.latency);
  const until = addMinutes(start, Number(values.minutes));
  const model = () => new SimulatedChatModel({ seed: 0, latencyMs: latency });
  const cognition = values.cognition;
  const together = await simulate(n, until, { chatModel: model(), maxConcurrentCalls: n, cognition });
  console.log(`${n} personas, ${values.minutes} simulated minutes, model latency ${latency} ms, ${cognition} cognition`);
  console.log(`  concurrent (up to ${n} calls in flight): ${together.seconds.toFixed(1)} s, ${totalUsage(together.state.usage).calls} calls`);
  // The busiest persona's calls: its own chain, which the run cannot beat (calls of one step go out together, so
  // this many calls one after another is an upper bound of the chain's length).
  const byPersona = Object.entries(together.state.usageByPersona ?? {}).map(([name, days]) => [name, Object.values(days).reduce((sum, u) => sum + totalUsage(u).calls, 0)] as const);
  const [busiest, chain] = byPersona.sort((a, b) => b[1] - a[1])[0] ?? ["nobody", 0];
  console.log(`  busiest persona: ${busiest}, ${chain} calls (${((chain * latency) / 1000).toFixed(1)} s of model time if asked one after another)`);
  const alone = await simulate(n, until, { chatModel: model(), maxConcurrentCalls: 1, cognition });
  console.log(`  one call at a time:                ${alone.seconds.toFixed(1)} s, ${totalUsage(alone.state.usage).calls} calls`);
  console.log(`  speedup: ${(alone.seconds / together.seconds).toFixed(1)}x (target >= 10x)`);
}

async function overhead() {
  const sizes = (values.personas ?? "3,25,100").split(",").map(Number);
  const hours = Number(values.hours ?? 24);
  for (const n of sizes) {
    const until = addMinutes(start, hours * 60);
    const metrics = newTownMetrics();
    const { state, seconds, cpuSeconds } = await simulate(n, until, { chatModel: new SimulatedChatModel({ seed: 0 }), metrics });
    const ticks = state.clock.tick;
    const total = totalUsage(state.usage);
    const personaDays = (n * hours) / 24;
    console.log(
      `${String(n).padStart(3)} personas x ${hours} h: ${seconds.toFixed(1)} s wall (${cpuSeconds.toFixed(1)} s CPU), ` +
        `${((seconds * 1000) / (ticks * n)).toFixed(3)} ms per persona-tick (coordinator ${(metrics.coordinatorMs / (ticks * n)).toFixed(3)}), ` +
        `${(total.calls / personaDays).toFixed(0)} LLM calls + ${(total.cached / personaDays).toFixed(0)} cached per persona-day`,
    );
    if (n === sizes[0]) {
      for (const [id, u] of Object.entries(state.usage).sort(([, a], [, b]) => b.calls - a.calls)) {
        console.log(`      ${id.padEnd(24)} ${(u.calls / personaDays).toFixed(1).padStart(8)} calls ${(u.cached / personaDays).toFixed(1).padStart(8)} cached per persona-day`);
      }
    }
  }
  console.log("original estimate (reference 7.2): 1,100-1,600 LLM calls per agent-day");
}

async function checkpoints() {
  const n = Number(values.personas ?? 25);
  const hours = Number(values.hours ?? 4);
  const every = Number(values.every);
  const folder = mkdtempSync(path.join(os.tmpdir(), "simulacra-ckpt-"));
  const run = await openRun(folder, {
    scenario: generateVillage(n),
    startTime: start,
    endTime: addMinutes(start, hours * 60),
    checkpointEveryMinutes: every,
    threadId: "bench",
  });
  const file = path.join(folder, "checkpoints.sqlite");
  const size = () => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  const half = addMinutes(start, (hours * 60) / 2);
  await advance(run, { until: half });
  const first = size();
  await advance(run);
  const second = size() - first;
  await run.close();
  const perHour = (bytes: number) => bytes / n / (hours / 2);
  console.log(`${n} personas, checkpoint every ${every} simulated minutes, ${hours} simulated hours (SQLite file ${folder})`);
  console.log(`  first half:  ${perHour(first).toFixed(0)} bytes per persona per simulated hour`);
  console.log(`  second half: ${perHour(second).toFixed(0)} bytes per persona per simulated hour`);
  console.log(`  one checkpoint: ~${(second / ((hours * 60) / 2 / every) / 1024).toFixed(1)} KB for ${n} personas`);
}

async function scale() {
  const sizes = (values.personas ?? "25,100,250,1000").split(",").map(Number);
  const minutes = Number(values.minutes);
  const until = addMinutes(start, minutes);
  if (values.warmup) await simulate(Number(values.warmup), until, { chatModel: new SimulatedChatModel({ seed: 0 }) });
  console.log(`one process, zero-latency simulated model, ${minutes} simulated minutes from ${start.slice(11, 16)}, neighbour search: ${values.search}` +
    (values.warmup ? `, after a ${values.warmup}-persona warm-up run` : ""));
  console.log("personas | wall s | ms per persona-tick | CPU ms per persona-tick | coordinator ms | of which resolve | think check ms | cognition ms | thoughts % | visits per persona-tick");
  for (const n of sizes) {
    const metrics = newTownMetrics();
    const { state, seconds, cpuSeconds } = await simulate(n, until, { chatModel: new SimulatedChatModel({ seed: 0 }), metrics }, { neighbourSearch: values.search });
    const personaTicks = state.clock.tick * n;
    const per = (ms: number) => (ms / personaTicks).toFixed(3).padStart(8);
    const cognition = Object.values(metrics.byPersona).reduce((sum, p) => sum + p.cognitionMs, 0);
    console.log(
      `${String(n).padStart(8)} | ${seconds.toFixed(1).padStart(6)} | ${per(seconds * 1000)} | ${per(cpuSeconds * 1000)} | ${per(metrics.coordinatorMs)} | ${per(metrics.resolveMs)} | ` +
        `${per(metrics.thinkCheckMs)} | ${per(cognition)} | ${((100 * metrics.thoughts) / metrics.personaTicks).toFixed(1).padStart(5)} | ` +
        `${(metrics.visits / personaTicks).toFixed(2)}`,
    );
  }
  console.log("(CPU: the process's user + system time, on all its threads; cognition: wall time of the personas' thinking added up, overlapping)");
}

async function village() {
  const n = 25;
  const places = Number(values.places ?? 100);
  const minutes = Number(values.minutes);
  const smallville = path.resolve(fileURLToPath(new URL("../../shared/smallville", import.meta.url)));
  if (!existsSync(smallville)) {
    throw new Error(`The village benchmark compares with the_ville's 25 people from ${smallville}: that folder is missing.`);
  }
  // the_ville keeps its saved day (a Monday, 2023-02-13); the built village starts on a Monday too, at the same hour.
  const hour = start.slice(11);
  const built = buildVillage(villageOfPlaces(places, n), mkdtempSync(path.join(os.tmpdir(), "simulacra-bench-village-")));
  const ville = { baseDir: path.join(smallville, "base_the_ville_n25"), mapDir: path.join(smallville, "the_ville"), history: path.join(smallville, "the_ville", "agent_history_init_n25.csv") };
  const worlds: [string, Scenario, string][] = [
    [`the_ville, its ${n} people`, ville, `2023-02-13T${hour}`],
    [`built from a spec, ${places} places, ${n} people`, built.scenario, `${built.startTime.slice(0, 10)}T${hour}`],
  ];
  console.log(`zero-latency simulated model, ${minutes} simulated minutes from ${hour.slice(0, 5)}, ${values.cognition} cognition`);
  const perTick: number[] = [];
  for (const [name, scenario, from] of worlds) {
    const metrics = newTownMetrics();
    const { state, seconds } = await simulate(scenario, addMinutes(from, minutes), { chatModel: new SimulatedChatModel({ seed: 0 }), metrics, cognition: values.cognition }, {}, from);
    const personaTicks = state.clock.tick * Object.keys(state.personas ?? {}).length;
    perTick.push((seconds * 1000) / personaTicks);
    console.log(
      `  ${name.padEnd(40)} ${seconds.toFixed(1).padStart(6)} s wall, ${perTick.at(-1)!.toFixed(3)} ms per persona-tick ` +
        `(coordinator: moving, meeting, the map ${(metrics.coordinatorMs / personaTicks).toFixed(3)}), ${totalUsage(state.usage).calls} LLM calls`,
    );
  }
  console.log(`  built / the_ville: ${((100 * perTick[1]!) / perTick[0]!).toFixed(0)} % (target: within 125 %)`);
}

const modes: Record<string, () => Promise<void>> = { speedup, overhead, checkpoints, scale, village };
if (!modes[mode]) throw new Error(`Unknown benchmark "${mode}": ${Object.keys(modes).join(", ")}.`);
await modes[mode]!();
