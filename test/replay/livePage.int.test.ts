/**
 * A live run steered from its page, as a user does it: `run` goes in one process (held still, as a model that does
 * not answer would hold it, from when its page can open until the page has asked to pause, so the page acts on a
 * run still going however slow the machine), `replay --run` serves it from another, and in real chromium the user
 * pauses it from the Branches tab, whispers to Ada (first with a typo, told whom they meant), and lets it go on. The
 * run's own process carried each out (the server only wrote requests into the run's mailbox): its progress line said
 * it was paused, `history` lists the whisper where it was made, Ada's interview afterwards cites the whispered
 * thought, and the run ended normally. Then the finished run refuses a pause in one sentence. Screenshots go to the
 * test's folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CLI } from "../support/cli.js";
import { parseReplayScript } from "../../drivers/replay/replayFormat.js";
import { readLiveStatus } from "../../drivers/town/liveControl.js";
import { browserMissing, describeBrowser, launchBrowser, openPage } from "../support/browser.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-live-page-"));
const RUN = path.join(tmp, "morning");
const SHOTS = process.env.SIMULACRA_SCREENSHOTS ?? path.join(os.tmpdir(), "simulacra-live-page-screenshots");
const cliArgs = (args: string[]) => [...CLI, ...args];
const children: ChildProcess[] = [];
const WHISPER = "Tomas is planning a poetry night at the library on Friday";
/** The browser reports each refused request (4xx) as a console error: the refusals this test asks for on purpose. */
const REFUSED = /Failed to load resource: the server responded with a status of (400|409)/;

/** A command started now: its process, its output so far, and its end. */
function start(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, cliArgs(args), { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  children.push(child);
  const out = { stdout: "", stderr: "" };
  child.stdout!.on("data", (d: Buffer) => (out.stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out.stderr += d.toString()));
  // "close": exited, and all its output read.
  const done = new Promise<{ code: number | null }>((resolve) => child.on("close", (code) => resolve({ code })));
  return { child, out, done };
}

async function until(ready: () => boolean, what: string, { timeoutMs = 240_000, everyMs = 100 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The run's process stopped where it is (SIGSTOP) or let go on (SIGCONT); it cannot tell, only its clock moved. */
const hold = (child: ChildProcess) => process.kill(child.pid!, "SIGSTOP");
const release = (child: ChildProcess) => process.kill(child.pid!, "SIGCONT");
/** Requests the server wrote into the run's mailbox that the run has not read yet. */
const unread = () => fs.readdirSync(path.join(RUN, "control")).filter((f) => f.startsWith("ask-"));

/** The newest step the run's replay holds. */
const replayStep = () => parseReplayScript(fs.readFileSync(path.join(RUN, "replay", "index.js"), "utf8"), "index")!.toStep;

describeBrowser("pausing, whispering in and continuing a live run from its page", (test) => {
  let browser: Browser;
  let run: ReturnType<typeof start>;
  let url = "";
  const opened: Array<{ page: Page; errors: string[] }> = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    if (browserMissing) return;
    const launching = launchBrowser();
    // Three hours take the simulated model a few seconds: the run is held as soon as its page can open (its first
    // stretch in the replay), long before it could end, and let go once the page has asked it to pause.
    run = start(["run", "--out", RUN, "--start", "2024-05-06T07:00:00", "--hours", "3", "--checkpoint-every", "10"]);
    await until(() => readLiveStatus(RUN)?.state === "running" && fs.existsSync(path.join(RUN, "replay", "index.js")), "the run to start", { everyMs: 5 });
    hold(run.child);
    const serve = start(["replay", "--run", RUN]);
    await until(() => /Replay of .*: http:\/\/127\.0\.0\.1:\d+\/\S+/.test(serve.out.stdout), "the replay server");
    url = /Replay of .*: (http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(serve.out.stdout)![1]!;
    browser = await launching;
  }, 300_000);
  afterAll(async () => {
    for (const { page, errors } of opened) {
      await page.close().catch(() => {});
      expect(errors.filter((e) => !REFUSED.test(e)), "console errors").toEqual([]);
    }
    await browser?.close();
    for (const child of children) {
      if (child.exitCode !== null || !child.pid) continue;
      process.kill(child.pid, "SIGCONT"); // a held run acts on SIGTERM only once going
      process.kill(child.pid, "SIGTERM");
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("pauses the run, whispers to Ada, continues; the run's memory holds the whisper and the run ends normally", { timeout: 600_000 }, async () => {
    const o = await openPage(browser, url);
    opened.push(o);
    const { page } = o;
    await page.waitForFunction(() => (globalThis as any).simReplay.branchesReady === true);
    await page.click('button[data-tab="branches"]');
    await page.waitForSelector("#live-control:not([hidden])");
    expect(await page.textContent("#live-state")).toBe("Live: running");

    // Pause: the run, let go once the request is in its mailbox, stops at its next stretch and says where.
    await page.click("#live-pause");
    await until(() => unread().length > 0, "the pause to reach the run's mailbox", { everyMs: 20 });
    expect(readLiveStatus(RUN)?.state).toBe("running");
    release(run.child);
    await page.waitForSelector("#live-status.done, #live-status.error", { timeout: 120_000 });
    const paused = await page.textContent("#live-status");
    expect(paused).toMatch(/^Paused at 2024-05-06 \d\d:\d\d:00\.$/);
    const time = /(\d\d:\d\d):00\.$/.exec(paused!)![1]!;
    await page.waitForFunction((t) => (globalThis as any).document.getElementById("live-state").textContent === `Paused at ${t}`, time);
    expect(readLiveStatus(RUN)).toMatchObject({ state: "paused", time: `2024-05-06T${time}:00` });
    await until(() => run.out.stderr.includes(`paused at ${time} from the replay page`), "the progress line to say paused");
    // Paused means paused: the replay does not move on.
    const stopped = replayStep();
    await new Promise((r) => setTimeout(r, 2500));
    expect(replayStep()).toBe(stopped);
    expect(run.child.exitCode).toBeNull();
    await page.screenshot({ path: path.join(SHOTS, "live-1-paused.png") });

    // A whisper to a person the town does not have: one sentence with the one meant.
    await page.fill('#live-whisper-form input[name="persona"]', "Adda");
    await page.fill('#live-whisper-form input[name="text"]', WHISPER);
    await page.click("#live-whisper-form button");
    await page.waitForSelector("#live-status.error");
    expect(await page.textContent("#live-status")).toBe('No persona "Adda" in this town (did you mean Ada Okafor?): Ada Okafor, Tomas Reyes, Mei Lin.');

    // The whisper, by first name: the run carries it out as the interactive whisper does.
    await page.fill('#live-whisper-form input[name="persona"]', "ada");
    await page.click("#live-whisper-form button");
    await page.waitForSelector("#live-status.done", { timeout: 120_000 });
    expect(await page.textContent("#live-status")).toMatch(new RegExp(`^Whispered to Ada Okafor at 2024-05-06 ${time}:00 \\(memory node_\\d+\\)\\.$`));
    const memoryId = /\(memory (node_\d+)\)/.exec((await page.textContent("#live-status"))!)![1]!;
    await page.screenshot({ path: path.join(SHOTS, "live-2-whispered.png") });

    // Continue: the run goes on from where it paused, and ends normally.
    await page.click("#live-continue");
    await page.waitForSelector("#live-status.done", { timeout: 60_000 });
    expect(await page.textContent("#live-status")).toBe(`Going on from 2024-05-06 ${time}:00.`);
    await until(() => replayStep() > stopped, "the run to go on");
    const ended = await run.done;
    expect(ended.code, run.out.stderr).toBe(0);
    expect(run.out.stdout).toContain("Simulated 3 personas from 2024-05-06T07:00:00 to 2024-05-06T10:00:00");
    expect(readLiveStatus(RUN)).toMatchObject({ state: "finished", time: "2024-05-06T10:00:00" });

    // The run's history has the whisper where it was made, and Ada's memory holds it: her interview cites it (both
    // only read the run, so they run side by side).
    const listing = start(["history", "--run", RUN]);
    const asking = start(["interview", "--run", RUN, "--persona", "Ada", "--question", "What do you know about the poetry night?"]);
    const [listed, asked] = await Promise.all([listing.done, asking.done]);
    expect(listed.code, listing.out.stderr).toBe(0);
    expect(listing.out.stdout).toMatch(new RegExp(`2024-05-06T${time}:00 .* paused \\(asked\\)\\n\\s+whisper to Ada Okafor \\(${memoryId}\\): ${WHISPER}`));
    expect(asked.code, asking.out.stderr).toBe(0);
    expect(asking.out.stdout).toContain(memoryId);
    expect(asking.out.stdout).toContain(WHISPER);

    // The page follows: the run has finished, and a pause now is refused in one sentence.
    await page.evaluate(() => (globalThis as any).simReplay.refreshLive());
    await page.waitForFunction(() => (globalThis as any).document.getElementById("live-state").textContent === "Finished at 10:00");
    await page.click("#live-pause");
    await page.waitForSelector("#live-status.error");
    expect(await page.textContent("#live-status")).toBe("morning has finished at 2024-05-06 10:00:00: fork it to go on from a moment of it.");
    await page.screenshot({ path: path.join(SHOTS, "live-3-finished.png") });
  });
});
