import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

/** The main job as a new user runs it (`npm start` runs `tsx cli/main.ts`). */
function runCli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "cli/main.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "", ...env },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
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

    const port = await closedPort();
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
  // One CLI process per case: each starts tsx, which takes seconds on a busy machine.
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

  it("names the missing file of a bad scenario folder", () => {
    const { code, stderr } = runCli(["run", "--scenario", "/nonexistent/base", "--map", "/nonexistent/map"]);
    expect(code).toBe(1);
    expect(stderr).toContain("/nonexistent/base");
  });
});
