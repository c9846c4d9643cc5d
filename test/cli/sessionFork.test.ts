/**
 * The interactive session's `fork` names its folder as the `fork` command does, `<run>-fork-<n>` with the next free
 * number (it once made `<run>-fork-<base36 time>`), and says where the fork went as the CLI prints paths.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { interactiveSession } from "../../cli/interactive.js";
import { openRun } from "../../drivers/town/townRun.js";
import { shownPath } from "../../servers/invocation.js";

// (The folder's own name must not look like a fork's: "simulacra-session-fork-whygwp" matched the check below.)
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-session-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the session's fork", () => {
  it("makes <run>-fork-1, then -fork-2, as the fork command would", { timeout: 120_000 }, async () => {
    const folder = path.join(tmp, "morning");
    const run = await openRun(folder, { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T09:10:00", checkpointEveryMinutes: 5 });
    const output = new PassThrough();
    let said = "";
    output.on("data", (chunk: Buffer) => (said += chunk.toString()));
    const outputs = { onRecord() {}, onChunk() {}, async finish() {} };
    try {
      await interactiveSession(run, { input: Readable.from(["run 3\n", "fork\n", "fork\n", "quit\n"]), output, outputs });
    } finally {
      await run.close();
    }
    for (const n of [1, 2]) {
      const fork = `${folder}-fork-${n}`;
      expect(existsSync(path.join(fork, "run.json")), fork).toBe(true);
      expect(said).toContain(`into ${shownPath(fork)}.`);
    }
    expect(said).not.toMatch(/morning-fork-[a-z0-9]{5,}/);
  });
});
