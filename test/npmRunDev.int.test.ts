/**
 * Integration: `npm run dev` as a user runs it, stopped as a user stops it: `kill <pid>` of the npm process. npm and
 * the shell it runs the script in die; the server (the LangGraph CLI, `tsx watch` and the API under it) must go too
 * and give its port back.
 *
 * Linux only (reads /proc to find the server's processes). Everything started here is in process groups this test
 * made, and is killed by group id in afterAll whatever happens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, isPortFree } from "../servers/freePort.js";
import { groupAlive, httpOk, signalGroup, sleep } from "../servers/processGroup.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 170_000;

/** Process group ids of every process whose command line holds `--port <port>` (the dev server's CLI among them). */
function groupsServing(port: number): number[] {
  const groups = new Set<number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const at = args.indexOf("--port");
      if (at < 0 || args[at + 1] !== String(port)) continue;
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so read after the last ")".
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      groups.add(Number(fields[2]));
    } catch {
      // the process ended while we looked
    }
  }
  return [...groups];
}

async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}.`);
    await sleep(250);
  }
}

const started: number[] = [];
afterAll(() => {
  for (const group of started) signalGroup(group, "SIGKILL");
});

describe("npm run dev", () => {
  it(
    "stops the whole server and frees its port when the npm process is killed by its pid",
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // Its own group (detached), so afterAll can clean up; the user's shell would do the same for a job.
      const npm: ChildProcess = spawn("npm", ["run", "dev", "--", "--port", String(port)], {
        cwd: root,
        detached: true,
        stdio: "ignore",
      });
      started.push(npm.pid!);
      await until(`${url}/ok answers`, () => httpOk(`${url}/ok`), START_TIMEOUT_MS);
      const serverGroups = groupsServing(port).filter((g) => g !== npm.pid);
      started.push(...serverGroups);
      expect(serverGroups.length).toBeGreaterThan(0); // the CLI leads a group of its own

      process.kill(npm.pid!, "SIGTERM");

      await until(`port ${port} is free again`, () => isPortFree(port), 60_000);
      await until("every process of the server is gone", () => serverGroups.every((g) => !groupAlive(g)), 30_000);
      await until("npm's own group is gone", () => !groupAlive(npm.pid!), 30_000);
      expect(await httpOk(`${url}/ok`)).toBe(false);
    },
    START_TIMEOUT_MS + 120_000,
  );
});
