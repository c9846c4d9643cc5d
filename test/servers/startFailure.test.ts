/**
 * A server process that fails at once (a Chroma whose native binding needs a newer glibc, issue 28) is reported with
 * its own last words: the exit is seen only once its output was read, and Chroma's error names the fix.
 */
import { describe, expect, it } from "vitest";
import { startGroup, waitUntilReady } from "../../servers/processGroup.js";
import { chromaFix } from "../../servers/chromaServer.js";

const GLIBC_LINE = "Error: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.38' not found (required by chromadb.linux-x64-gnu.node)";

describe("a server that fails at start", () => {
  it("keeps what it wrote just before exiting, for the error", { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round++) {
      const group = await startGroup(process.execPath, ["-e", `process.stderr.write(${JSON.stringify(`${GLIBC_LINE}\n`)}); process.exit(1)`], { cwd: process.cwd(), logLines: 50 });
      const notReady = await waitUntilReady(group, { ready: async () => false, timeoutMs: 30_000, pollMs: 5 });
      await group.stop();
      expect(notReady).toEqual({ kind: "exited", exit: { code: 1, signal: null } });
      expect(group.log.tail(5)).toContain("GLIBC_2.38' not found");
    }
  });

  it("names the glibc a Chroma binding needs and the package.json override that fixes it", () => {
    expect(chromaFix(GLIBC_LINE)).toBe(
      ' because its native binding needs GLIBC_2.38, newer than this system\'s: add "overrides": { "chromadb-js-bindings-linux-x64-gnu": "1.0.5" } to your package.json and run npm install',
    );
    expect(chromaFix("Address already in use")).toBe("");
  });
});
