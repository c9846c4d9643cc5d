/**
 * Integration: Ctrl-C in an interactive session on a terminal (issue 28), typed while a long stretch of the run goes
 * (`run 40h`): the run stops at its last checkpoint and the session leaves as `quit` does, with its outputs and the
 * command that goes on later. (It once said "leaving once this command is done" and ran the forty simulated hours
 * first.) The terminal is a pseudo-terminal from util-linux's `script`, so Ctrl-C is the byte a keyboard sends.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sleep } from "../../servers/processGroup.js";
import { CLI } from "../support/cli.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-interactive-ctrlc-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const quote = (word: string) => `'${word.replace(/'/g, "'\\''")}'`;

describe("Ctrl-C during `run 40h` in an interactive session", () => {
  it("stops the run at its last checkpoint and leaves with its outputs and the command that goes on", { timeout: 300_000 }, async () => {
    const folder = path.join(tmp, "session");
    const command = [process.execPath, ...CLI, "run", "--interactive", "--start", "2024-05-06T07:00:00", "--hours", "48", "--out", folder].map(quote).join(" ");
    const terminal = spawn("script", ["-qfec", command, "/dev/null"], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, OPENAI_API_KEY: "" } });
    let screen = "";
    terminal.stdout.on("data", (d: Buffer) => (screen += d.toString()));
    terminal.stderr.on("data", (d: Buffer) => (screen += d.toString()));
    const exited = new Promise<number | null>((resolve) => terminal.on("exit", (code) => resolve(code)));
    const until = async (what: string, seen: () => boolean) => {
      const deadline = Date.now() + 120_000;
      while (!seen()) {
        if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}; the screen:\n${screen}`);
        await sleep(50);
      }
    };
    await until("the prompt", () => screen.includes("step 2520] > "));
    terminal.stdin.write("run 40h\r");
    const typed = screen.length;
    await until("the run going", () => /town 2024-05-0\d \d\d:\d\d:\d\d \| step/.test(screen.slice(typed)));
    terminal.stdin.write("\x03");
    expect(await exited).toBe(0);
    const text = screen.replace(/\r/g, "");
    expect(text).toContain("(stopping the run at its last checkpoint, then leaving)");
    const stopped = /Stopped at the last checkpoint, (2024-05-0\d \d\d:00:00), step \d+\./.exec(text);
    expect(stopped, text).not.toBeNull();
    // Well before the forty hours asked for (they end 2024-05-07 23:00).
    expect(stopped![1]! < "2024-05-07 23:00:00").toBe(true);
    expect(text).toContain(`Left the run at ${stopped![1]}`);
    expect(text).toContain(`Go on later with: npm start -- resume --run ${folder} --interactive`);
    for (const made of ["timeline", "usage.md", "stats.md"]) expect(existsSync(path.join(folder, made)), made).toBe(true);
    expect(existsSync(path.join(folder, "writer.json")), "no writer left").toBe(false);
  });
});
