import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { freePort } from "../servers/freePort.js";

/** The main job as a new user runs it (`npm start` runs `node --import tsx cli/main.ts`; here its build for the test run). */
function runCli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "", ...env },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm start (cli/main.ts)", () => {
  it("runs the bundled examples offline with no API key", () => {
    const { code, stdout } = runCli(["examples"]);
    expect(code).toBe(0);
    expect(stdout).toContain("assistant 【开心】你好呀莱姆");
    expect(stdout).toContain("does not talk (no model call: late hour)");
    expect(stdout).toContain("does not talk (no model call: chat cooldown)");
    expect(stdout).toMatch(/LLM usage: 1 call\(s\)/);
  });

  it("stops at the start with one sentence when the model is misconfigured", async () => {
    const noKey = runCli(["run", "--model", "openai/gpt-4o-mini"]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr.trim()).toMatch(/^simulacra: OPENAI_API_KEY is not set[^\n]*$/);

    const port = await freePort();
    const unreachable = runCli(["examples", "--model", "openai/gpt-4o-mini"], {
      OPENAI_API_KEY: "sk-secret-value",
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`Cannot reach the OpenAI-compatible endpoint at http://127.0.0.1:${port}/v1`);
    expect(unreachable.stderr).not.toContain("sk-secret-value");
    expect(unreachable.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("rejects an unknown model provider by name", () => {
    const { code, stderr } = runCli(["--model", "acme/genius"]);
    expect(code).toBe(1);
    expect(stderr).toContain('Unknown model "acme/genius"');
  });
});

describe("command-line input errors", () => {
  // One CLI process per case: each loads the whole CLI, which takes seconds on a busy machine.
  it.each([
    [["run", "--start", "tomorrow"], "--start must be a time like"],
    [["run", "--hours", "0"], "--hours must be a positive number"],
    [["run", "--scenario", "x"], "--scenario and --map go together"],
    [["resume"], "--run <folder> is required"],
    [["frobnicate"], 'Unknown command "frobnicate"'],
  ] as const)("names the bad option in one sentence: %j", (args, message) => {
    const { code, stderr } = runCli([...args]);
    expect(code, args.join(" ")).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  }, 180_000);

  it("names a bad answer mode, and a recording that cannot be read", { timeout: 240_000 }, () => {
    for (const [args, message] of [
      [["run", "--answer-mode", "json"], '--answer-mode must be auto, structured or text, got "json"'],
      [["run", "--model", "replay:/nonexistent/model-exchanges.jsonl"], "Cannot read the recording /nonexistent/model-exchanges.jsonl"],
    ] as const) {
      const { code, stderr } = runCli([...args]);
      expect(code, args.join(" ")).toBe(1);
      expect(stderr).toContain(message);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-cli-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  // Each case names a fresh --out folder: a refused start leaves nothing there (no folder, no run.json).
  it.each([
    ["impossible date", ["--start", "2024-02-30T09:00:00"], "--start 2024-02-30T09:00:00 is not a date and time of the calendar."],
    ["checkpoints closer than a tick", ["--checkpoint-every", "0.1"], "--checkpoint-every must be at least one tick (10 simulated seconds"],
    ["huge seed", ["--seed", "1e30"], '--seed must be a whole number between -9007199254740991 and 9007199254740991, got "1e30".'],
    ["threshold typo", ["--set", "chatCooldownTick=400"], '--set chatCooldownTick=400: no threshold is named "chatCooldownTick"; did you mean "chatCooldownTicks"?'],
    ["threshold value", ["--set", "chatCooldownTicks=soon"], '--set chatCooldownTicks=soon: chatCooldownTicks (ticks two personas wait before chatting again) must be a whole number from 0 to 86400, got "soon".'],
    ["threshold out of range", ["--set", "dayMinutes=0"], "--set dayMinutes=0: dayMinutes (minutes in a simulated day) must be a whole number from 60 to 1440, got 0."],
    ["threshold fraction", ["--set", "chatCooldownTicks=1.5"], "must be a whole number from 0 to 86400, got 1.5."],
    ["threshold partial name", ["--set", "chatCooldown=400"], '--set chatCooldown=400: no threshold is named "chatCooldown"; did you mean "chatCooldownTicks"? (npm start -- thresholds lists them with their ranges).'],
    ["negative hours", ["--hours", "-1"], '--hours must be a positive number, got "-1".'],
    ["hours past the calendar", ["--hours", "1e9"], '--hours must be at most 87600 (ten simulated years), got "1e9".'],
    ["end and hours", ["--end", "2024-05-06T05:00:00", "--hours", "2"], "--end and --hours do not go together: give one."],
    ["empty seed", ["--seed", ""], '--seed must be a whole number between -9007199254740991 and 9007199254740991, got "".'],
    ["unparsable Postgres string", ["--checkpointer", "postgres://u:s3cret-pw@[bad/db"], "The Postgres connection string is not a valid URL"],
    ["Postgres port out of range", ["--checkpointer", "postgres://u:s3cret-pw@127.0.0.1:99999/db"], "The Postgres connection string is not a valid URL"],
    ["Postgres password with @ and #", ["--checkpointer", "postgres://u:p@ss#s3cret-pw@127.0.0.1:5432/db"], 'has an "@", "#", "/" or "?" in its user or password'],
  ] as const)("refuses a bad start before anything runs, leaving nothing behind: %s", (name, args, message) => {
    const out = path.join(tmp, name.replace(/\W+/g, "-"));
    const { code, stdout, stderr } = runCli(["run", "--out", out, ...args]);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stdout + stderr).not.toMatch(/s3cret|ss#/);
    expect(existsSync(out), "no folder left").toBe(false);
  }, 180_000);

  it("refuses a folder that cannot be made, at once (Node 20's recursive mkdir once spun forever under /proc)", { timeout: 180_000 }, () => {
    const { code, stderr } = runCli(["run", "--out", "/proc/simulacra-nope", "--hours", "1"]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("simulacra: Cannot make the folder /proc/simulacra-nope (/proc takes no new folders): choose another place.");
  });

  it("leaves no run.json and no password when the Postgres server cannot be reached", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const out = path.join(tmp, "pg-down");
    mkdirSync(out); // a folder the user made: kept, but nothing is added to it
    const { code, stdout, stderr } = runCli(["run", "--out", out, "--checkpointer", `postgres://sim:s3cret-pw@127.0.0.1:${port}/town`]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`simulacra: Cannot use the Postgres database at postgres://sim@127.0.0.1:${port}/town: connection refused (is the server running and listening there?).`);
    expect(stdout + stderr).not.toContain("s3cret");
    expect(readdirSync(out)).toEqual([]);
  });

  it.each([
    ["resume", ["resume"]],
    ["history", ["history"]],
    ["fork", ["fork", "--at", "2024-05-06T08:00:00"]],
  ] as const)("names a corrupt run.json: %s", (name, args) => {
    const folder = path.join(tmp, `corrupt-${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "run.json"), '{ "endTime": "2024-05-06T10:00:00", "threadId": ');
    const broken = runCli([...args, "--run", folder]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(new RegExp(`^simulacra: ${path.join(folder, "run.json")} is not valid JSON \\(`));
    expect(broken.stderr.trim().split("\n")).toHaveLength(1);

    writeFileSync(path.join(folder, "run.json"), JSON.stringify({ endTime: "2024-05-06T10:00:00", threadId: "x", seed: 1e30 }));
    const invalid = runCli([...args, "--run", folder]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr.trim()).toMatch(new RegExp(`^simulacra: ${path.join(folder, "run.json")}: field "seed": [^\\n]+\\.$`));
    expect(readdirSync(folder)).toEqual(["run.json"]); // no checkpoints made up on the way
  }, 180_000);

  it("does not start a run in a folder that holds one already", { timeout: 180_000 }, () => {
    const folder = path.join(tmp, "taken");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "run.json"), "{}");
    const { code, stderr } = runCli(["run", "--out", folder]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`simulacra: ${folder} is already a run folder: continue it with resume, or choose another folder.`);
    expect(readdirSync(folder)).toEqual(["run.json"]);
  });

  it("leaves no folder, at once, when the Redis of --workers does not answer; the password is never shown", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const out = path.join(tmp, "redis-down");
    const { code, stdout, stderr } = runCli(["run", "--out", out, "--checkpointer", "postgres://sim:s3cret-pw@127.0.0.1:5432/town", "--workers", `redis://:s3cret-pw@127.0.0.1:${port}`]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`simulacra: Cannot reach Redis at redis://127.0.0.1:${port} for the run's workers (connection refused): start redis-server there or give the right URL with --workers redis://<host>:<port>.`);
    expect(stdout + stderr).not.toContain("s3cret");
    expect(existsSync(out), "no folder left").toBe(false);
  });

  it("names the command and its help for an option it does not take", () => {
    const { code, stderr } = runCli(["history", "--run", "x", "--workers", "redis://127.0.0.1:6379"]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("simulacra: Unknown option '--workers' for history: npm start -- history --help lists its options.");
  });

  it("prints a command's own options after the command, the overview alone", { timeout: 180_000 }, () => {
    const worker = runCli(["worker", "--help"]);
    expect(worker.code).toBe(0);
    expect(worker.stdout).toMatch(/^simulacra worker: /);
    expect(worker.stdout).toContain("--lock-seconds");
    expect(worker.stdout).not.toContain("--scenario");
    const resume = runCli(["resume", "--run", "x", "--help"]);
    expect(resume.stdout).toMatch(/^simulacra resume: /);
    expect(resume.stdout).toContain("--workers <redis://host:6379>");
    expect(resume.stdout).not.toContain("--lock-seconds");
    const overview = runCli(["--help"]);
    expect(overview.stdout).toContain("run options:");
    expect(overview.stdout).toContain("worker options:");
  });

  it("names the missing file of a bad scenario folder", () => {
    const { code, stderr } = runCli(["run", "--scenario", "/nonexistent/base", "--map", "/nonexistent/map"]);
    expect(code).toBe(1);
    expect(stderr).toContain("/nonexistent/base");
  });
});
