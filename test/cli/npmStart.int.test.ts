/**
 * Integration: `npm start -- ...` itself, as a newcomer in this repository runs it (issue 28), not the CLI's build
 * that the other CLI tests start directly. Two things only the wrappers (npm -> sh -> node) can break:
 * - Ctrl-C on a plain run: the terminal sends SIGINT to the whole foreground group. Under tsx's own CLI (the start
 *   script once was `tsx cli/main.ts`) tsx relayed the signal and SIGKILLed the run when it did not answer within
 *   60 ms, which a run busy in a step did not: no timeline, usage.md or stats.md, no resume command, a writer lock
 *   left. The start script runs node with tsx's loader instead, so the signal reaches the run and nothing else acts
 *   on it.
 * - Killing npm's pid of `npm start -- replay` (what `$!` holds) must stop the server too.
 *
 * Every process started here is in a process group this file made, killed by group id in afterAll.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, isPortFree } from "../../servers/freePort.js";
import { groupAlive, signalGroup, sleep } from "../../servers/processGroup.js";
import { CLI } from "../support/cli.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-npm-start-"));
const groups: number[] = [];
afterAll(() => {
  for (const group of groups) signalGroup(group, "SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
});

/** `npm start -- <args>` in its own process group (as a shell's job is), with what it prints. */
function npmStart(args: string[]) {
  const env = { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" };
  const child = spawn("npm", ["start", "--", ...args], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env });
  groups.push(child.pid!);
  const out = { stdout: "", stderr: "" };
  child.stdout.on("data", (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out.stderr += d.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  return { child, out, exited };
}

/** The command's own node process in group `pgid`: the one running cli/main.ts that no other one running it has for parent. */
function commandProcess(pgid: number): number {
  const members = new Map<number, { ppid: number; cmdline: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp ...": comm may hold spaces, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) !== pgid) continue;
      members.set(Number(entry), { ppid: Number(ppid), cmdline: readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ") });
    } catch {
      // the process ended while we looked
    }
  }
  // Parents among the processes running the command only: tsx's esbuild service (started when a source changed since
  // its cache was written) is a child of the command's node, not the command.
  const running = [...members].filter(([, m]) => m.cmdline.includes("cli/main.ts"));
  const parents = new Set(running.map(([, m]) => m.ppid));
  const leaf = running.find(([pid]) => !parents.has(pid));
  if (!leaf) throw new Error(`No process of group ${pgid} runs cli/main.ts: ${[...members.values()].map((m) => m.cmdline).join("; ")}`);
  return leaf[0];
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}.`);
    await sleep(100);
  }
}

describe("npm start -- run, stopped with Ctrl-C", () => {
  it("writes its outputs, says how to continue, and exits 130 with nothing left running", { timeout: 300_000 }, async () => {
    const folder = path.join(tmp, "interrupted");
    const { child, out, exited } = npmStart(["run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "72", "--checkpoint-every", "10"]);
    const chunks = () => (existsSync(path.join(folder, "replay")) ? readdirSync(path.join(folder, "replay")).filter((f) => f.startsWith("chunk")).length : 0);
    await until("a second checkpoint on disk", () => chunks() >= 2, 240_000);
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group (npm, sh, node). The run is
    // frozen for that moment, as a run busy in a long step on a loaded machine is: its handler runs only afterwards.
    const run = commandProcess(child.pid!);
    process.kill(run, "SIGSTOP");
    signalGroup(child.pid!, "SIGINT");
    await sleep(1000);
    signalGroup(child.pid!, "SIGCONT"); // (tsx's CLI had SIGKILLed it by then)
    // npm re-raises the signal its script died of, so a shell reports 130 either way.
    expect([130, "SIGINT"]).toContain(await exited);
    await until("the group gone", () => !groupAlive(child.pid!), 30_000);
    expect(out.stdout).toMatch(/\nInterrupted: the run is at its last checkpoint, 2024-05-0\dT\d\d:\d0:00 \(it ends at 2024-05-09T07:00:00\)\.\n/);
    for (const made of ["timeline", "usage.md", "stats.md", "master_movement.json"]) expect(existsSync(path.join(folder, made)), made).toBe(true);
    expect(out.stdout).toContain(`Continue it: npm start -- resume --run ${folder}\n`);
    // The summary's calls are the checkpoint's, and it says why they may be fewer than the progress line's.
    expect(out.stdout).toMatch(/\nLLM to the last checkpoint: \d+ calls, .*The progress line also counted the calls of the steps cut short/);
    expect(existsSync(path.join(folder, "writer.json")), "no writer left").toBe(false);
  });
});

describe("npm start -- replay, killed by npm's pid", () => {
  it("stops serving and gives its port back", { timeout: 300_000 }, async () => {
    // A run to serve, made by the CLI's build (test/support/cli.ts): only the replay goes through npm here.
    const folder = path.join(tmp, "served");
    const made = spawnSync(process.execPath, [...CLI, "run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "1"], { encoding: "utf8", env: { ...process.env, OPENAI_API_KEY: "" } });
    expect(made.status, made.stderr).toBe(0);
    const port = await freePort();
    const { child, out } = npmStart(["replay", "--run", folder, "--port", String(port)]);
    await until("the replay server's address", () => out.stdout.includes(`http://127.0.0.1:${port}/`), 120_000);
    // npm's pid alone, as `kill $!` or a process manager sends it; not the group.
    process.kill(child.pid!, "SIGTERM");
    await until("the port given back", () => isPortFree(port), 20_000);
    await until("every process of the command gone", () => !groupAlive(child.pid!), 20_000);
  });
});
