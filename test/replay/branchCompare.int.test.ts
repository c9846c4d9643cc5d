/**
 * Branching and comparing from the page, as a user does it: a night run made with the command line is served with
 * `replay`; in real chromium the user forks it at 23:50 with a whisper to Ada about Tomas's poetry night, and the
 * page shows the new branch in the tree and, compared, that Ada's day diverges first (her new day's plan differs,
 * so she wakes differently at 04:00), as the compare command says; in the fork, an interview of Ada cites the
 * whispered memory. The server refuses actions without its page's token. Side by side, each branch has a map of its
 * own in step: the fork's Ada on the way to the library on one, the parent's at the bakery on the other, as the
 * table under them says. Screenshots go to the test's folder.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CLI } from "../support/cli.js";
import { readRunSpec } from "../../drivers/town/runSpec.js";
import type { RunComparison } from "../../drivers/compare/compareRuns.js";
import { browserMissing, colorDistance, decodePng, describeBrowser, hslToRgb, launchBrowser, openPage, type Png } from "../support/browser.js";
import { serveReplay, type ReplayServer } from "../../drivers/replay/replayServer.js";
import * as fixture from "../support/replayFixture.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-branch-compare-"));
const RUN = path.join(tmp, "night");
/** Kept after the test, to be looked at. */
const SHOTS = process.env.SIMULACRA_SCREENSHOTS ?? path.join(os.tmpdir(), "simulacra-branch-compare-screenshots");
const cliArgs = (args: string[]) => [...CLI, ...args];
const cli = (args: string[]) => spawnSync(process.execPath, cliArgs(args), { encoding: "utf8", timeout: 600_000 });
const children: ChildProcess[] = [];
const ADA = "Ada Okafor";
const WHISPER = "Tomas is planning a poetry night at the library on Friday";
/** 23:50 in 10-second steps from midnight of the run's start date. */
const FORK_STEP = (23 * 60 + 50) * 6;
/** 04:00 the next day, when Ada wakes. */
const WAKE_STEP = (24 * 60 + 4 * 60) * 6;

/** One chromium for both parts of the file: started when the first asks, closed after the file's last test. */
let browserStarted: Promise<Browser> | undefined;
const sharedBrowser = () => (browserStarted ??= launchBrowser());
afterAll(async () => {
  await (await browserStarted)?.close();
});

/** A command of the CLI as a process of its own, without holding up this one (the browser starts meanwhile). */
function cliAside(args: string[]): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, cliArgs(args), { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stderr })));
}

const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (globalThis as any).simReplay[method](...args), { method, args }) as Promise<T>;

/** Starts `replay --run` and resolves with the page's URL once it listens. */
async function serve(folder: string): Promise<string> {
  const child = spawn(process.execPath, cliArgs(["replay", "--run", folder]), { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString();
      const url = /Replay of .*: (http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(output);
      if (url) resolve(url[1]!);
    });
    child.on("exit", (code) => reject(new Error(`replay exited with ${code}: ${output}`)));
  });
}

describeBrowser("branching and comparing from the page", (test) => {
  let browser: Browser;
  let url = "";
  const pages: Array<{ page: Page; errors: string[] }> = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const launching = browserMissing ? null : sharedBrowser();
    const made = await cliAside(["run", "--out", RUN, "--start", "2024-05-06T23:40:00", "--end", "2024-05-07T04:40:00", "--checkpoint-every", "10", "--seed", "3"]);
    expect(made.status, made.stderr).toBe(0);
    if (!launching) return;
    browser = await launching;
    url = await serve(RUN);
  }, 600_000);
  afterAll(async () => {
    for (const { page, errors } of pages) {
      await page.close().catch(() => {});
      expect(errors, "console errors").toEqual([]);
    }
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGTERM");
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("refuses actions without the token of the page it served", async () => {
    const origin = new URL(url).origin;
    expect((await fetch(`${origin}/api/tree`)).status).toBe(403);
    expect((await fetch(`${origin}/api/tree`, { headers: { "x-simulacra-token": "guessed" } })).status).toBe(403);
    const refused = await fetch(`${origin}/api/fork`, { method: "POST", headers: { "x-simulacra-token": "guessed" }, body: "{}" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^This server answers only the page it served/);
    // The page carries the token; with it the tree is answered.
    const html = await (await fetch(url)).text();
    const token = /name="simulacra-token" content="([^"]+)"/.exec(html)![1]!;
    const tree = await fetch(`${origin}/api/tree`, { headers: { "x-simulacra-token": token } });
    expect(tree.status).toBe(200);
    expect(((await tree.json()) as { branches: Array<{ title: string }> }).branches.map((b: { title: string }) => b.title)).toEqual(["night"]);
  });

  test("forks at the moment shown with a whisper: the branch joins the tree and the comparison names Ada first", { timeout: 600_000 }, async () => {
    const opened = await openPage(browser, url);
    pages.push(opened);
    const { page } = opened;
    await page.waitForFunction(() => (globalThis as any).simReplay.branchesReady === true);
    expect(await page.evaluate(() => (globalThis as any).simReplay.served)).toBe(true);
    await page.click('button[data-tab="branches"]');
    expect(await page.textContent("#branch-tree")).toContain("No forks of this run yet");
    await call(page, "seek", FORK_STEP);
    expect(await page.textContent("#branch-actions .moment")).toBe("At Monday, May 6, 23:50 in night");
    await page.selectOption("#fork-form select", ADA);
    await page.fill('#fork-form input[name="whisper"]', WHISPER);
    await page.click("#fork-form button");
    await page.waitForSelector("#fork-status.busy");
    await page.screenshot({ path: path.join(SHOTS, "1-forking.png") });
    await page.waitForSelector("#fork-status.done, #fork-status.error", { timeout: 540_000 });
    expect(await page.textContent("#fork-status")).toMatch(/^The fork night-fork-1 has run\./);

    // The new branch in the tree, under its parent, with its whisper.
    const tree = await call<Array<{ title: string; depth: number; forkStep: number | null; whisper: { persona: string; text: string } | null }>>(page, "tree");
    expect(tree).toEqual([
      { title: "night", runId: expect.any(String), depth: 0, forkStep: null, whisper: null },
      { title: "night-fork-1", runId: expect.any(String), depth: 1, forkStep: FORK_STEP, whisper: { persona: ADA, text: WHISPER } },
    ]);
    expect(await page.locator("#branch-tree .tree-row").count()).toBe(2);
    expect(await page.textContent("#branch-tree")).toContain("night-fork-1 · Ada: “Tomas is planning");

    // Compared at once: Ada's day diverges first, once she wakes at 04:00, and only hers.
    await page.waitForSelector(".first-divergence");
    const firsts = await page.locator(".first-divergence").allTextContents();
    expect(firsts).toHaveLength(1);
    expect(firsts[0]).toMatch(/^AOAda Okafordiverges 04:[0-5]\d$/);
    const rows = await call<Array<{ step: number; kind: string; text: string }>>(page, "compareRows");
    expect(rows[0]).toMatchObject({ step: FORK_STEP, kind: "whisper" });
    const divergence = rows.find((r) => r.kind === "divergence")!;
    expect(divergence).toMatchObject({ text: expect.stringContaining(ADA) });
    // Once she is up (the plan she made at midnight is what differs), within the runs' last forty minutes.
    expect(divergence.step).toBeGreaterThanOrEqual(WAKE_STEP);
    expect(divergence.step).toBeLessThan(WAKE_STEP + 40 * 6);
    const minutes = (divergence.step - WAKE_STEP) / 6;
    const hhmm = `04:${String(Math.floor(minutes)).padStart(2, "0")}`;
    expect(firsts[0]).toBe(`AOAda Okafordiverges ${hhmm}`);
    // Clicking the divergence seeks there.
    await page.click('.diff[data-kind="divergence"]');
    expect(await call(page, "step")).toBe(divergence.step);
    expect(await page.textContent("#clock-time")).toBe(`${hhmm}:${String(Math.round((minutes % 1) * 60)).padStart(2, "0")}`);
    await page.screenshot({ path: path.join(SHOTS, "2-compared.png") });

    // The fork is a normal run folder, and the command line compares the two the same way.
    const fork = path.join(tmp, "night-fork-1");
    expect(readRunSpec(fork).forkedFrom).toMatchObject({ time: "2024-05-06T23:50:00", whisper: { persona: ADA, text: WHISPER } });
    const compared = cli(["compare", "--run", RUN, "--run", fork]);
    expect(compared.status, compared.stderr).toBe(0);
    expect(compared.stdout).toContain(`First divergences:\n  ${hhmm} (step ${divergence.step})  Ada Okafor:`);
    const fromCli = JSON.parse(fs.readFileSync(path.join(fork, "compare.json"), "utf8")) as RunComparison;
    const fromPage = await call<RunComparison>(page, "comparison");
    expect(fromPage.people.map((p) => [p.name, p.divergence])).toEqual(fromCli.people.map((p) => [p.name, p.divergence]));
    expect(fromPage.events).toEqual(fromCli.events);
  });

  test("opens the fork from the tree at the same moment and interviews Ada there: her answer cites the whisper", { timeout: 300_000 }, async () => {
    const { page } = pages[0]!;
    const later = WAKE_STEP + 60; // 04:10
    await call(page, "seek", later);
    await page.click('#branch-tree .tree-row[data-run]:nth-of-type(2)');
    await page.waitForURL(/night-fork-1\/replay\.html#step=/);
    await page.waitForFunction(() => (globalThis as any).simReplay?.branchesReady === true, null, { timeout: 60_000 });
    expect(await call(page, "step")).toBe(later);
    await page.click('button[data-tab="branches"]');
    expect(await page.textContent("#branch-actions .moment")).toBe("At Tuesday, May 7, 04:10 in night-fork-1");

    await page.selectOption("#interview-form select", ADA);
    await page.fill('#interview-form input[name="question"]', "What do you know about the poetry night?");
    await page.click("#interview-form button");
    await page.waitForSelector("#interview-answer.done, #interview-answer.error", { timeout: 240_000 });
    const answer = await page.textContent("#interview-answer");
    expect(answer).toMatch(/Ada Okafor: .*poetry night/);
    expect(await page.locator("#interview-answer .drew-on li").allTextContents()).toContainEqual(expect.stringContaining(`knows that ${WHISPER}`));
    await page.screenshot({ path: path.join(SHOTS, "3-fork-interview.png") });
  });
});

describeBrowser("comparing on the page, overlaid on one map", (test) => {
  let browser: Browser;
  let server: ReplayServer;
  let runs: fixture.SyntheticRuns;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-compare-page-"));
  const opened: Array<{ page: Page; errors: string[] }> = [];

  beforeAll(async () => {
    runs = await fixture.writeSyntheticRuns(dir);
    if (browserMissing) return;
    browser = await sharedBrowser();
    server = await serveReplay(runs.fork);
  });
  afterAll(async () => {
    for (const { page, errors } of opened) {
      await page.close().catch(() => {});
      expect(errors, "console errors").toEqual([]);
    }
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("draws the parent's Ada as a ghost at the bakery while the fork's Ada walks to the library, and lists the differences", { timeout: 120_000 }, async () => {
    const o = await openPage(browser, server.url);
    opened.push(o);
    const { page } = o;
    await page.waitForFunction(() => (globalThis as any).simReplay.branchesReady === true);
    await page.click('button[data-tab="branches"]');
    // The page opens at the fork's first step: the tree shows the parent and this fork.
    expect((await call<Array<{ title: string }>>(page, "tree")).map((b) => b.title)).toEqual(["morning", "morning-fork"]);
    await page.selectOption("#compare-with", "morning");
    await page.waitForSelector(".first-divergence");
    expect(await page.locator(".first-divergence").allTextContents()).toEqual(["AOAda Okafordiverges 08:15"]);
    expect(await call(page, "ghosts")).toEqual([]);
    const walking = fixture.FORK_STEP + 20;
    await call(page, "seek", walking);
    const ghosts = await call<Array<{ name: string; tile: number[] }>>(page, "ghosts");
    expect(ghosts.map((g) => g.name)).toEqual([fixture.ADA]);
    const parentAda = fixture.movementsAt(walking, "parent")[fixture.ADA]!.tile;
    expect(ghosts[0]!.tile).toEqual([parentAda[0], parentAda[1]]);
    // The list: the whisper, the divergence, the fork's walk to the library (A is the fork shown, B the parent).
    const kinds = (await call<Array<{ kind: string }>>(page, "compareRows")).map((r) => r.kind);
    expect(kinds).toEqual(["whisper", "divergence", "action", "memory"]);
    expect(await page.locator(".diff.active").count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, "4-ghosts.png") });
  });

  test("side by side: two maps in step, the fork's Ada on the way to the library on A's, the parent's at the bakery on B's", { timeout: 120_000 }, async () => {
    const { page } = opened[0]!;
    const walking = fixture.FORK_STEP + 20;
    await call(page, "seek", walking);
    await page.click("#side-by-side");
    await page.waitForSelector("body.side-by-side #map-canvas-b");
    expect(await page.textContent("#side-label-a")).toBe("A · morning-fork");
    expect(await page.textContent("#side-label-b")).toBe("B · morning");
    // What each branch has at this moment: the fork's (A) and the parent's (B) tiles, as their movements say.
    const fork = fixture.movementsAt(walking, "fork");
    const parent = fixture.movementsAt(walking, "parent");
    const people = await call<Array<{ name: string; a: { tile: number[]; doing: string }; b: { tile: number[]; doing: string }; same: boolean }>>(page, "sidePeople");
    for (const p of people) {
      expect(p.a.tile, `${p.name} in A`).toEqual(fork[p.name]!.tile.slice(0, 2));
      expect(p.b.tile, `${p.name} in B`).toEqual(parent[p.name]!.tile.slice(0, 2));
    }
    expect(people.filter((p) => !p.same).map((p) => p.name)).toEqual([fixture.ADA]);
    // The table under the maps says it: Ada's row marked, with what she does in each.
    const rows = await call<Array<{ name: string; text: string; differs: boolean }>>(page, "sideRows");
    expect(rows.map((r) => [r.name, r.differs])).toEqual([[fixture.ADA, true], [fixture.TOMAS, false], [fixture.MEI, false]]);
    const ada = people.find((p) => p.name === fixture.ADA)!;
    expect(rows[0]!.text).toContain(ada.a.doing);
    expect(rows[0]!.text).toContain(ada.b.doing);
    expect(rows[0]!.text).toContain("Okafor Bakery");
    await page.screenshot({ path: path.join(SHOTS, "5-side-by-side.png") });

    // Drawn so: Ada's marker where each branch has her, on each map, and not where the other branch has her.
    const png = decodePng(await page.screenshot());
    const color = hslToRgb(await call<string>(page, "personaColor", fixture.ADA));
    const markerAt = (png: Png, [x, y]: number[]) => [png.rgb(x!, y! - 6), png.rgb(x!, y! + 6)].every((c) => colorDistance(c, color) < 40);
    const onFork = await call<{ a: number[]; b: number[] }>(page, "tileOnScreen", ada.a.tile[0], ada.a.tile[1]);
    const onParent = await call<{ a: number[]; b: number[] }>(page, "tileOnScreen", ada.b.tile[0], ada.b.tile[1]);
    expect(markerAt(png, onFork.a), "A's Ada on the way to the library").toBe(true);
    expect(markerAt(png, onParent.b), "B's Ada at the bakery").toBe(true);
    expect(markerAt(png, onParent.a), "no Ada at the bakery on A's map").toBe(false);
    expect(markerAt(png, onFork.b), "no Ada on the way on B's map").toBe(false);
    // No ghosts while each branch has its own map; off again, one map with the ghosts.
    await page.click("#side-by-side");
    expect(await page.evaluate(() => (globalThis as any).document.body.classList.contains("side-by-side"))).toBe(false);
    expect((await call<Array<{ name: string }>>(page, "ghosts")).map((g) => g.name)).toEqual([fixture.ADA]);
  });
});
