/**
 * Integration: what the command line says around a run, as a user meets it (issue 28): every hint is a command that
 * works where the user typed the first (`npx simulacra` in a project, `npm start --` here); Ctrl-C on a plain run
 * writes its outputs and says how to go on (exit 130); a finished run's resume says how to extend it; a run whose
 * checkpoints lived in memory gives no hints that cannot work; `fork --whisper` takes a first name and refuses a
 * whisper too long before making a folder; `history` names a fork's parent and whisper and a run's forks; a run
 * folder with a space in its name is printed quoted, so the commands work as pasted.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, asBin as binArgs } from "../support/cli.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-hints-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: "utf8",
    timeout: 300_000,
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "", ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

const RUN = path.join(tmp, "town");

beforeAll(() => {
  const made = cli(["run", "--out", RUN, "--start", "2024-05-06T07:00:00", "--hours", "1", "--checkpoint-every", "20"]);
  expect(made.code, made.stderr).toBe(0);
}, 600_000);

describe("hints as the user invoked the command", () => {
  it("from `npx simulacra` every printed command is an npx one, never `npm start`", { timeout: 300_000 }, () => {
    const npx = { npm_lifecycle_event: "npx", npm_command: "exec" };
    // The bin's file as npx runs it in a user's project (the test run's build of cli/main.ts stands in for dist/cli/main.js).
    const asBin = (args: string[]) => {
      const result = spawnSync(process.execPath, [...binArgs("/p/node_modules/.bin/simulacra"), ...args], {
        encoding: "utf8", timeout: 300_000, env: { ...process.env, OPENAI_API_KEY: "", ...npx },
      });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    };
    const history = asBin(["history", "--run", RUN]);
    expect(history.code, history.stderr).toBe(0);
    expect(history.stdout).toContain(`(or: npx simulacra replay --run ${RUN})`);
    const unknown = asBin(["history", "--frobnicate"]);
    expect(unknown.stderr.trim()).toBe("simulacra: Unknown option '--frobnicate' for history: npx simulacra history --help lists its options.");
    const set = asBin(["run", "--set", "chatCooldown=400"]);
    expect(set.stderr).toContain("(npx simulacra thresholds lists them with their ranges)");
    for (const said of [history, unknown, set]) expect(said.stdout + said.stderr).not.toContain("npm start");
  });
});

describe("a run folder whose name a shell would split", () => {
  it("every command the run prints runs as printed, pasted into a shell", { timeout: 300_000 }, () => {
    const folder = path.join(tmp, "my town");
    const made = cli(["run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "0.2"]);
    expect(made.code, made.stderr).toBe(0);
    const printed = [...made.stdout.matchAll(/npm start -- ([^\n)]+)/g)].map((m) => m[1]!.trim());
    expect(printed).toContain(`history --run "${folder}"`);
    // As the user pastes them (npm start -- stands for this test's build of the same CLI).
    for (const words of printed.filter((w) => w.startsWith("history"))) {
      const pasted = spawnSync("sh", ["-c", `"${process.execPath}" "${CLI[0]}" ${words}`], { encoding: "utf8", timeout: 120_000, env: { ...process.env, OPENAI_API_KEY: "" } });
      expect(pasted.status, `${words}: ${pasted.stderr}`).toBe(0);
      expect(pasted.stdout).toMatch(/^2024-05-06T07:12:00 {2}step/m);
    }
  });
});

describe("the end of a run", () => {
  it("Ctrl-C on a plain run writes its outputs, says how to continue, and exits 130, leaving no writer behind", { timeout: 600_000 }, async () => {
    const folder = path.join(tmp, "interrupted");
    const child = spawn(process.execPath, [...CLI, "run", "--out", folder, "--start", "2024-05-06T07:00:00", "--hours", "12", "--checkpoint-every", "10"], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", () => {});
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    // Once a checkpoint past the start is on disk (the replay's snapshots follow them).
    const deadline = Date.now() + 240_000;
    while (!existsSync(path.join(folder, "replay")) || readdirSync(path.join(folder, "replay")).filter((f) => f.startsWith("chunk")).length < 2) {
      if (Date.now() > deadline) throw new Error("the run wrote no chunk");
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(stdout).toMatch(/\nInterrupted: the run is at its last checkpoint, 2024-05-06T\d\d:\d0:00 \(it ends at 2024-05-06T19:00:00\)\.\n/);
    // The run folder once (absolute: it is not under the folder the command ran in), its files by name.
    expect(stdout).toContain(`Outputs in ${path.join(folder, path.sep)}:\n`);
    for (const made of ["timeline/", "usage.md", "stats.md", "master_movement.json"]) {
      expect(existsSync(path.join(folder, made)), made).toBe(true);
      expect(stdout).toContain(`\n  ${made}\n`);
    }
    expect(stdout).toContain(`Continue it: npm start -- resume --run ${folder}\n`);
    expect(existsSync(path.join(folder, "writer.json")), "no writer left").toBe(false);
  });

  it("resume of a finished run says it is finished and how to extend it", { timeout: 300_000 }, () => {
    const again = cli(["resume", "--run", RUN]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(`${RUN} is finished: it ran to its end, 2024-05-06T08:00:00. Extend it with npm start -- resume --run ${RUN} --hours <n> (or --end <time>).`);
  });

  it("a run on --checkpointer memory suggests no history or resume, and they refuse it in one sentence", { timeout: 300_000 }, () => {
    const folder = path.join(tmp, "in-memory");
    const made = cli(["run", "--out", folder, "--checkpointer", "memory", "--start", "2024-05-06T07:00:00", "--hours", "1"]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).not.toMatch(/history --run|resume --run/);
    expect(made.stdout).toContain("Its checkpoints were kept in memory (--checkpointer memory) and end with this process: it cannot be resumed");
    for (const command of ["resume", "history"]) {
      const refused = cli([command, "--run", folder]);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(`simulacra: ${folder} kept its checkpoints in memory (--checkpointer memory), which ended with the process that ran it: it cannot be resumed, forked, listed or interviewed; a run on sqlite (the default) can.`);
    }
  });
});

describe("fork --whisper and the lineage history shows", () => {
  it("refuses a whisper too long, or to nobody, before making a folder", { timeout: 300_000 }, () => {
    const long = cli(["fork", "--run", RUN, "--at", "2024-05-06T07:20:00", "--whisper", `Mei: ${"a".repeat(1200)}`]);
    expect(long.code).toBe(1);
    expect(long.stderr.trim()).toBe("simulacra: A whisper is a thought of at most 1,000 characters; this one has 1,200.");
    const nobody = cli(["fork", "--run", RUN, "--at", "2024-05-06T07:20:00", "--whisper", "Zed: hello"]);
    expect(nobody.stderr.trim()).toBe('simulacra: No persona "Zed" in this town: Ada Okafor, Tomas Reyes, Mei Lin.');
    expect(readdirSync(tmp).filter((f) => f.startsWith("town-fork"))).toEqual([]);
  });

  it("takes a first name, and history names the fork's parent and whisper, and the parent's forks", { timeout: 300_000 }, () => {
    const forked = cli(["fork", "--run", RUN, "--at", "2024-05-06T07:20:00", "--end", "2024-05-06T07:30:00", "--whisper", "mei: Tomas is planning a poetry night on Friday"]);
    expect(forked.code, forked.stderr).toBe(0);
    const child = path.join(tmp, "town-fork-1");
    // The fork says whom its whisper went to, by the full name the first name resolved to.
    expect(forked.stdout).toContain(`Forked ${RUN} at 2024-05-06T07:20:00 into ${child}.\nWhispered to Mei Lin: Tomas is planning a poetry night on Friday\n`);
    const childHistory = cli(["history", "--run", child]);
    expect(childHistory.stdout.split("\n")[0]).toMatch(
      new RegExp(`^Forked from ${RUN.replace(/[./]/g, "\\$&")} at 2024-05-06T07:20:00 \\(checkpoint [0-9a-f-]+\\), whispering to Mei Lin: Tomas is planning a poetry night on Friday$`),
    );
    const parentHistory = cli(["history", "--run", RUN]);
    // What its checkpoints are for, as a command to type.
    expect(parentHistory.stdout).toContain(`\nBranch off at one: npm start -- fork --run ${RUN} --at <time | checkpoint id> [--whisper "<persona>: <thought>"]\n`);
    expect(parentHistory.stdout).toContain(`Fork at 2024-05-06T07:20:00: ${child}, whispering to Mei Lin: Tomas is planning a poetry night on Friday\n`);
  });

  it("a fork's summary tells its own calls from the whole run's, which began at the root's start", { timeout: 300_000 }, () => {
    const child = path.join(tmp, "town-fork-1");
    const resumed = cli(["resume", "--run", child, "--hours", "1"]);
    expect(resumed.code, resumed.stderr).toBe(0);
    const own = Number(/\nSimulated 3 personas from 2024-05-06T07:30:00 to 2024-05-06T08:30:00 \(360 ticks\): (\d+) LLM calls\.\n/.exec(resumed.stdout)?.[1]);
    const whole = Number(/\nLLM in the whole run, from 2024-05-06T07:00:00: (\d+) calls, /.exec(resumed.stdout)?.[1]);
    const usage = JSON.parse(readFileSync(path.join(child, "usage.json"), "utf8")) as { total: { calls: number; cached: number; structuredRuns: number } };
    expect(whole).toBe(usage.total.calls);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(whole);
    // More prompts than calls, and the line says why.
    const cacheNote = usage.total.cached ? ` (${usage.total.cached} answered from cache)` : "";
    expect(resumed.stdout).toContain(`; ${usage.total.structuredRuns} prompts in structured mode${cacheNote}.`);
  });
});
