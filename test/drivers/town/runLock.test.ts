/**
 * A run folder's writer lock (drivers/town/runLock.ts): a second writer, in this process or another, is refused in one
 * sentence naming the holder's pid and host; a holder killed with kill -9 leaves nothing that keeps the next writer out.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtModule } from "../../support/cli.js";
import { lockFolder, readHolder, RunBusyError } from "../../../drivers/town/runLock.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-lock-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Another process that takes the folder's lock and says so, then waits to be killed. */
function holderProcess(folder: string) {
  const script = `
    const { lockFolder } = await import(${JSON.stringify(builtModule("drivers/town/runLock.ts"))});
    lockFolder(${JSON.stringify(folder)});
    console.log("held");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("held") && resolve());
    child.on("exit", (code) => reject(new Error(`the holder exited (${code}) before it held the lock`)));
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, held, exited };
}

describe("a run folder's writer lock", () => {
  it("refuses a second writer in the same process, naming this process, and is free again once released", async () => {
    const folder = mkdtempSync(path.join(tmp, "same-"));
    const first = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(RunBusyError);
    expect(() => lockFolder(folder)).toThrow(`${folder} is being written by process ${process.pid} on ${hostname()} (`);
    expect(() => lockFolder(folder)).toThrow(`then try again.`);
    await first.release();
    const second = lockFolder(folder);
    await second.release();
  });

  it("refuses a writer while another process holds the run, and takes it over once that process was killed with kill -9", { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(path.join(tmp, "killed-"));
    const holder = holderProcess(folder);
    await holder.held;
    let refusal: unknown;
    try {
      lockFolder(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RunBusyError);
    expect((refusal as Error).message).toMatch(new RegExp(`is being written by process ${holder.child.pid} on ${hostname()} \\(".*", since .+\\): wait for it to end, or stop it \\(kill ${holder.child.pid}\\), then try again\\.$`));
    holder.child.kill("SIGKILL");
    await holder.exited;
    // Its writer.json is still there (nothing ran on its way out), but the lock died with it.
    expect(readHolder(folder)?.pid).toBe(holder.child.pid);
    const taken = lockFolder(folder);
    expect(readHolder(folder)?.pid).toBe(process.pid);
    await taken.release();
  });

  it("names a holder caught between taking the lock and writing writer.json", { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(path.join(tmp, "between-"));
    // A holder that takes SQLite's lock itself and says who it is only 400 ms later: the moment a real writer spends
    // between BEGIN IMMEDIATE and writing writer.json, stretched.
    const script = `
      const Database = (await import("better-sqlite3")).default;
      const { writeFileSync } = await import("node:fs");
      const db = new Database(${JSON.stringify(path.join(folder, "writer.lock"))});
      db.exec("BEGIN IMMEDIATE");
      console.log("held");
      setTimeout(() => writeFileSync(${JSON.stringify(path.join(folder, "writer.json"))}, JSON.stringify({ pid: process.pid, host: ${JSON.stringify(hostname())}, command: "node holder", since: new Date().toISOString() })), 400);
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"], cwd: process.cwd() });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => d.toString().includes("held") && resolve());
        child.on("exit", (code) => reject(new Error(`the holder exited (${code}) before it held the lock`)));
      });
      expect(() => lockFolder(folder)).toThrow(`is being written by process ${child.pid} on ${hostname()} ("node holder"`);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
