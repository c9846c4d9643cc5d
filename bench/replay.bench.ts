/**
 * The replay of a 25-persona day: how big its data is (against the per-step movement files it replaces) and how
 * fast the page opens and jumps, in Debian's chromium.
 *
 *   npx tsx bench/replay.bench.ts --run <run folder>          measure a run folder (its replay is built if missing)
 *   npx tsx bench/replay.bench.ts [--personas 25] [--hours 24]   simulate the benchmark village first (bench/generatedVillage.ts)
 *
 * Prints sizes, the page's open time (navigation start to its first frame, drawn from the chunks around the step
 * it opens at, and to every chunk loaded with the marks and lists made; median of 5 loads, at the first step and at
 * a step in the middle of the day), the time of a jump to a random step (seek and draw, median and worst of 50) and
 * the machine's load average.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { buildReplay, hasReplay } from "../drivers/replay/runReplay.js";
import { formatOriginalTime } from "../state/smallvilleFiles.js";
import { stepsOfRun } from "../drivers/town/runOutputs.js";
import { generateVillage } from "./generatedVillage.js";

const { values } = parseArgs({
  options: { run: { type: "string" }, personas: { type: "string", default: "25" }, hours: { type: "string", default: "24" } },
});

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const sizeOf = (p: string): number =>
  !fs.existsSync(p) ? 0 : fs.statSync(p).isDirectory() ? fs.readdirSync(p).reduce((s, f) => s + sizeOf(path.join(p, f)), 0) : fs.statSync(p).size;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let folder = values.run ? path.resolve(values.run) : "";
if (!folder) {
  const village = generateVillage(Number(values.personas));
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-bench-"));
  console.log(`Simulating ${values.personas} personas for ${values.hours} h into ${folder} ...`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "cli/main.ts", "run", "--scenario", village.baseDir, "--map", village.mapDir,
    "--start", "2024-05-06T00:00:00", "--hours", values.hours!, "--out", folder], { stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`Simulated in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
if (!hasReplay(folder)) {
  console.log("Building the replay from the movement log and checkpoints ...");
  await buildReplay(folder);
}

// --- sizes -------------------------------------------------------------------------------------------------------
let steps = 0;
let movementFilesBytes = 0;
let personas = 0;
const stepsOfRunRange = { first: Infinity, last: -Infinity };
for (const s of stepsOfRun(folder)) {
  steps++;
  stepsOfRunRange.first = Math.min(stepsOfRunRange.first, s.step);
  stepsOfRunRange.last = Math.max(stepsOfRunRange.last, s.step);
  personas = Math.max(personas, Object.keys(s.persona).length);
  // What movement/<step>.json would hold (the recorder writes it indented by 2).
  movementFilesBytes += Buffer.byteLength(JSON.stringify({ persona: s.persona, meta: { curr_time: formatOriginalTime(s.time) } }, null, 2));
}
const blocks = (bytes: number, files: number) => Math.ceil(bytes / files / 4096) * 4096 * files;
const replayBytes = sizeOf(path.join(folder, "replay")) + sizeOf(path.join(folder, "replay.html"));
console.log(`\n${folder}: ${personas} personas, ${steps} steps (${((steps * 10) / 3600).toFixed(1)} simulated hours)`);
console.log(`replay data (replay.html + replay/)   ${mb(replayBytes)}   (page ${mb(sizeOf(path.join(folder, "replay.html")))}, map ${mb(sizeOf(path.join(folder, "replay", "map.js")))})`);
console.log(`movement log (movement.jsonl)         ${mb(sizeOf(path.join(folder, "movement.jsonl")))}`);
console.log(`master_movement.json                  ${mb(sizeOf(path.join(folder, "master_movement.json")))}`);
console.log(`per-step movement files (not written) ${mb(movementFilesBytes)} in ${steps} files, about ${mb(blocks(movementFilesBytes, steps))} on disk`);

// --- the page -------------------------------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.SIMULACRA_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const url = pathToFileURL(path.join(folder, "replay.html")).href;
  const firstFrames: number[] = [];
  const completes: number[] = [];
  const middle = Math.floor(stepsOfRunRange.first + (stepsOfRunRange.last - stepsOfRunRange.first) / 2);
  const loads = [...stepsOfRunRange.first === middle ? [] : [`#step=${middle}`], ""];
  let jumps: number[] = [];
  const load = os.loadavg().map((l) => l.toFixed(1)).join(", ");
  for (let i = 0; i < 10; i++) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.goto(url + loads[i % loads.length]);
    await page.waitForFunction(() => (globalThis as any).simReplay?.complete === true, null, { timeout: 120_000 });
    firstFrames.push(await page.evaluate(() => (globalThis as any).simReplay.readyMs as number));
    completes.push(await page.evaluate(() => (globalThis as any).simReplay.completeMs as number));
    if (i === 0) {
      jumps = await page.evaluate(() => {
        const r = (globalThis as any).simReplay;
        const { first, last } = r.range();
        const out: number[] = [];
        for (let k = 0; k < 50; k++) {
          const step = first + Math.floor(((k * 7919) % 1000) / 1000 * (last - first));
          const t0 = performance.now();
          r.seek(step); // seeks and draws the frame (map, personas, bubbles, panel, scrubber)
          out.push(performance.now() - t0);
        }
        return out;
      });
    }
    await page.close();
  }
  const list = (xs: number[]) => xs.map((t) => t.toFixed(0)).join(", ");
  console.log(`page open, first frame (navigation start to the step drawn), median of 10: ${median(firstFrames).toFixed(0)} ms (all: ${list(firstFrames)})`);
  console.log(`page open, every chunk loaded, marks and lists made, median of 10: ${median(completes).toFixed(0)} ms (all: ${list(completes)})`);
  console.log(`jump to a step (seek + draw), 50 random steps: median ${median(jumps).toFixed(1)} ms, worst ${Math.max(...jumps).toFixed(1)} ms`);
  console.log(`load average (1, 5, 15 min) when the page measurements began: ${load}; after: ${os.loadavg().map((l) => l.toFixed(1)).join(", ")}`);
} finally {
  await browser.close();
}
