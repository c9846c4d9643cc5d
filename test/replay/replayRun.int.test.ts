/**
 * The replay of real runs, as a user makes them with the command line: the page follows a run while it is
 * simulated, then shows the personas where the movement log has them and the schedule the checkpoint holds; the
 * replay written as the run went equals one rebuilt from the folder; a fork's page shows its parent; `replay`
 * serves the pages on 127.0.0.1; `history` points to the page.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CLI } from "../support/cli.js";
import { buildReplay, hasReplay } from "../../drivers/replay/runReplay.js";
import { parseReplayScript } from "../../drivers/replay/replayFormat.js";
import { stepsOfRun } from "../../drivers/town/runOutputs.js";
import { currentState, history, openRun } from "../../drivers/town/townRun.js";
import type { TownStateType } from "../../state/town.js";
import { browserMissing, colorDistance, decodePng, describeBrowser, hslToRgb, launchBrowser, openPage, untilLooked } from "../support/browser.js";
import { originalDemoAt } from "../support/originalDemo.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-run-"));
const RUN = path.join(tmp, "morning");
const FORK = path.join(tmp, "morning-whisper");
const cliArgs = (args: string[]) => [...CLI, ...args];
const cli = (args: string[]) => spawnSync(process.execPath, cliArgs(args), { encoding: "utf8", timeout: 600_000 });
const children: ChildProcess[] = [];
/** The run starts at 06:30: its files number steps from midnight, so its first step is 2340 (10-second steps). */
const FIRST = 2340;

const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (globalThis as any).simReplay[method](...args), { method, args }) as Promise<T>;

async function markerAt(page: Page, name: string, tile: readonly number[]): Promise<boolean> {
  const png = decodePng(await page.screenshot());
  const color = hslToRgb(await call<string>(page, "personaColor", name));
  const at = await call<{ x: number; y: number }>(page, "tileToScreen", tile[0], tile[1]);
  return [png.rgb(at.x, at.y - 6), png.rgb(at.x, at.y + 6)].every((c) => colorDistance(c, color) < 40);
}

describeBrowser("replays of real runs", (test) => {
  let browser: Browser;
  const pages: Array<{ page: Page; errors: string[] }> = [];
  const open = async (url: string, options?: { clock: boolean }) => {
    const opened = await openPage(browser, url, options);
    pages.push(opened);
    return opened.page;
  };

  beforeAll(async () => {
    if (!browserMissing) browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { page, errors } of pages) {
      await page.close().catch(() => {});
      expect(errors, "console errors").toEqual([]);
    }
    await browser?.close();
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGKILL");
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("follows a run while it is simulated, then shows it as the movement log and checkpoints have it", { timeout: 900_000 }, async () => {
    const child = spawn(process.execPath, cliArgs(["run", "--out", RUN, "--start", "2024-05-06T06:30:00", "--hours", "0.75", "--checkpoint-every", "15"]), {
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    // The page opens while the run goes (its replay exists from the run's start) and takes new steps as they come.
    const index = path.join(RUN, "replay", "index.js");
    for (let i = 0; i < 600 && !fs.existsSync(index); i++) await new Promise((r) => setTimeout(r, 200));
    // The page looks for new steps every 2 s by itself; its clock is moved on so that the test does not sit it out.
    const page = await open(pathToFileURL(path.join(RUN, "replay.html")).href, { clock: true });
    const first = (await call<{ last: number }>(page, "range")).last;
    if (child.exitCode === null) {
      expect(await page.isVisible("#live-badge")).toBe(true);
      expect(await page.textContent("#live-text")).toContain("live");
    }
    expect(await exited).toBe(0);
    expect(output).toContain(`Watch it as it runs: ${path.join(RUN, "replay.html")}`);
    expect(output).toContain(`Replay: ${path.join(RUN, "replay.html")}`);
    expect(output).toContain("Simulated 3 personas from 2024-05-06T06:30:00 to 2024-05-06T07:15:00 (270 ticks).");
    // The outputs listed are there (no conversations folder when nobody talked).
    // The run folder once, then its files by name.
    expect(output).toContain(`Outputs in ${path.join(RUN, path.sep)}:`);
    const listed = output.slice(output.indexOf("Outputs in")).split("\n").slice(1).filter((l) => /^  [^ (]/.test(l)).map((l) => path.join(RUN, l.trim()));
    expect(listed.length).toBeGreaterThanOrEqual(5);
    for (const file of listed) expect(fs.existsSync(file), file).toBe(true);
    await untilLooked(page, () => (globalThis as any).document.getElementById("live-text").textContent === "run finished", null, 2000, 60_000);
    const { last } = await call<{ first: number; last: number }>(page, "range");
    expect(last).toBe(FIRST + 269); // 45 minutes of 10-second steps
    expect(first).toBeLessThanOrEqual(last);

    // Personas where the movement log has them, and the clock of the step.
    const log = new Map([...stepsOfRun(RUN)].map((s) => [s.step, s]));
    for (const step of [FIRST, FIRST + 100, FIRST + 269]) {
      await call(page, "seek", step);
      for (const [name, entry] of Object.entries(log.get(step)!.persona)) {
        expect(await markerAt(page, name, entry.movement), `${name} at step ${step}`).toBe(true);
      }
      expect(await page.textContent("#clock-time")).toBe(log.get(step)!.time.slice(11));
    }

    // The panel: the action of the movement log, the schedule of the checkpoint after the step (its current entry
    // highlighted), memories the persona had by then.
    const run = await openRun(RUN);
    let state: TownStateType;
    try {
      const point = (await history(run)).find((p) => p.time === "2024-05-06T07:00:00")!;
      state = (await run.graph.getState({ configurable: { ...run.thread.configurable, checkpoint_id: point.checkpointId } })).values as TownStateType;
    } finally {
      await run.close();
    }
    const step = FIRST + state.clock.tick - 1; // 06:59:50
    await call(page, "seek", step);
    const name = state.order[0]!;
    const tile = log.get(step)!.persona[name]!.movement;
    const at = await call<{ x: number; y: number }>(page, "tileToScreen", tile[0], tile[1]);
    await page.mouse.click(at.x, at.y);
    const panel = page.locator("#persona-panel");
    await expect.poll(() => panel.locator("h2").textContent()).toBe(name);
    const action = log.get(step)!.persona[name]!.description.split(" @ ")[0]!;
    expect(await panel.locator(".now .act").textContent()).toContain(action);
    const schedule = state.personas[name]!.scratch.fDailySchedule;
    expect(await panel.locator(".schedule li").count()).toBe(schedule.length);
    let sum = 0;
    const current = schedule.findIndex(([, minutes]) => (sum += minutes) > 6 * 60 + 59);
    expect(await panel.locator(".schedule li.current").textContent()).toContain(schedule[current]![0]);
    expect(await panel.locator(".memories li").count()).toBeGreaterThan(0);
  });

  test("writes the same replay as the run goes as afterwards from the folder, also from a folder written before steps counted from midnight", { timeout: 300_000 }, async () => {
    const copy = path.join(tmp, "rebuilt");
    fs.cpSync(RUN, copy, { recursive: true });
    fs.rmSync(path.join(copy, "replay"), { recursive: true });
    await buildReplay(copy);
    const data = (folder: string) => {
      const index = parseReplayScript(fs.readFileSync(path.join(folder, "replay", "index.js"), "utf8"), "index")!;
      const chunks = index.chunks.map((c) => parseReplayScript(fs.readFileSync(path.join(folder, "replay", c.file), "utf8"), "chunk"));
      return { ranges: index.chunks.map((c) => [c.from, c.to]), live: index.live, toStep: index.toStep, start: index.start, chunks };
    };
    const live = data(RUN);
    expect(live.ranges.length).toBeGreaterThan(2);
    expect(live.ranges[0]![0]).toBe(FIRST);
    expect(live.start).toBe("2024-05-06T00:00:00");
    expect(data(copy)).toEqual(live);

    // The same run as written before: its log numbered from its first step, its replay data in the format before.
    const old = path.join(tmp, "old");
    fs.cpSync(RUN, old, { recursive: true });
    const log = path.join(old, "movement.jsonl");
    const lines = fs.readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    fs.writeFileSync(log, lines.map((l) => `${JSON.stringify({ ...l, step: l.step - FIRST })}\n`).join(""));
    const index = path.join(old, "replay", "index.js");
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace('{\\"format\\":2,', '{\\"format\\":1,'));
    expect(parseReplayScript(fs.readFileSync(index, "utf8"), "index")!.format).toBe(1);
    // `replay --run` writes its replay again (hasReplay is false), and it comes out as the run's own.
    expect(hasReplay(old)).toBe(false);
    await buildReplay(old);
    expect(hasReplay(old)).toBe(true);
    expect(data(old)).toEqual(live);
  });

  test("forks with a whisper: the fork's page shows where it left, and its parent lists it", { timeout: 900_000 }, async () => {
    const forked = cli(["fork", "--run", RUN, "--at", "2024-05-06T06:45:00", "--whisper", "Ada Okafor: Tomas is planning a poetry night", "--out", FORK]);
    expect(forked.status, forked.stderr).toBe(0);
    expect(forked.stdout).toContain(`Replay: ${path.join(FORK, "replay.html")}`);
    // The summary says the fork's own span, not its root's.
    expect(forked.stdout).toContain("from 2024-05-06T06:45:00 to 2024-05-06T07:15:00 (180 ticks)");
    // The original's files: meta.json under reverie/, movement log and master_movement on the same step numbers,
    // counted from midnight.
    const meta = JSON.parse(fs.readFileSync(path.join(FORK, "reverie", "meta.json"), "utf8"));
    expect(meta).toMatchObject({ fork_sim_code: "morning", start_date: "May 06, 2024", start_time: "May 06, 2024, 06:30:00", curr_time: "May 06, 2024, 07:15:00", step: FIRST + 270, maze_name: "larkspur" });
    const forkLog = [...stepsOfRun(FORK)];
    expect([forkLog[0]!.step, forkLog.at(-1)!.step]).toEqual([FIRST + 90, FIRST + 269]);
    const master = JSON.parse(fs.readFileSync(path.join(FORK, "master_movement.json"), "utf8"));
    expect(Object.keys(master)).toEqual(Array.from({ length: FIRST + 270 }, (_, i) => String(i)));
    // The original's demo, reading master_movement.json and meta.json, shows each step at the time the run simulated
    // it, with everyone where the run had them: in the parent and in the fork, before and after the fork.
    const parentLog = new Map([...stepsOfRun(RUN)].map((s) => [s.step, s]));
    const ownLog = new Map(forkLog.map((s) => [s.step, s]));
    for (const step of [FIRST, FIRST + 60, FIRST + 89, FIRST + 90, FIRST + 200, FIRST + 269]) {
      for (const [folder, expected] of [[RUN, parentLog.get(step)!], [FORK, ownLog.get(step) ?? parentLog.get(step)!]] as const) {
        const demo = originalDemoAt(folder, step);
        expect(demo.clock, `${path.basename(folder)} at step ${step}`).toBe(expected.time);
        expect(demo.personas).toEqual(expected.persona);
      }
    }

    const page = await open(`${pathToFileURL(path.join(FORK, "replay.html")).href}#step=${FIRST + 200}`);
    expect(await call(page, "branches")).toEqual(["morning-whisper", "morning"]);
    expect(await page.textContent("#clock-time")).toBe("07:03:20");
    await page.click("[data-tab=branches]");
    expect(await page.textContent("#branch-info")).toContain("Whispered to Ada Okafor: “Tomas is planning a poetry night”");
    await page.click("#branch-switch button[data-branch='1']");
    expect(await call(page, "step")).toBe(FIRST + 200);
    for (const [name, entry] of Object.entries(parentLog.get(FIRST + 200)!.persona)) expect(await markerAt(page, name, entry.movement)).toBe(true);

    const parent = await open(pathToFileURL(path.join(RUN, "replay.html")).href);
    expect(await call<Array<{ kind: string; step: number }>>(parent, "marks")).toContainEqual({ kind: "fork", step: FIRST + 90 });
  });

  test("serves the pages on 127.0.0.1, and history points to them", { timeout: 300_000 }, async () => {
    const server = spawn(process.execPath, cliArgs(["replay", "--run", FORK]), { stdio: ["ignore", "pipe", "pipe"] });
    children.push(server);
    let output = "";
    server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    for (let i = 0; i < 600 && !/http:\/\/127\.0\.0\.1:\d+\/\S+/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
    const url = /http:\/\/127\.0\.0\.1:\d+\/\S+/.exec(output)![0];
    expect(url).toMatch(/\/morning-whisper\/replay\.html$/);
    try {
      const page = await open(url);
      expect(await call(page, "branches")).toEqual(["morning-whisper", "morning"]);
      // Only replay files are served.
      const origin = new URL(url).origin;
      expect((await fetch(`${origin}/morning/run.json`)).status).toBe(404);
      expect((await fetch(`${origin}/morning/replay/../checkpoints.sqlite`)).status).toBe(404);
      expect((await fetch(`${origin}/morning/replay/index.js`)).status).toBe(200);
    } finally {
      process.kill(server.pid!, "SIGTERM");
    }
    const listed = cli(["history", "--run", RUN]);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(`Replay: ${path.join(RUN, "replay.html")}`);
    // Checkpoints with the steps the files and the page use (the last: tick 270, step 2610).
    expect(listed.stdout).toMatch(new RegExp(`^2024-05-06T07:15:00  step +${FIRST + 270}  \\S+$`, "m"));
    const state = await (async () => {
      const run = await openRun(RUN);
      try {
        return await currentState(run);
      } finally {
        await run.close();
      }
    })();
    expect(state?.clock.tick).toBe(270);
  });
});
