/**
 * Integration: a local Chroma server that cannot start (issue 28: on Debian 12 the chromadb binding needs GLIBC_2.38
 * and the server exits at once). What a person meets: the error shows the server's last log lines and the fix the
 * docs give (docs/library.md), at once rather than after trying other ports, and a program whose role memory needs
 * that server exits non-zero with it instead of going on without long-term memory and ending with code 0.
 *
 * The server is a stand-in chroma CLI (a script node runs in place of the chromadb package's) that prints what the
 * binding prints and exits 1; it counts its starts in a file.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startChroma } from "../../servers/chromaServer.js";
import { builtModule } from "../support/cli.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-chroma-glibc-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const GLIBC_LINE = "Error: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.38' not found (required by /p/node_modules/chromadb-js-bindings-linux-x64-gnu/chromadb.linux-x64-gnu.node)";
const FIX = '"overrides": { "chromadb-js-bindings-linux-x64-gnu": "1.0.5" }';

/** A chroma CLI whose binding cannot load, as on Debian 12; each start adds a line to `starts`. */
function brokenChroma(name: string): { cli: string; starts: () => number } {
  const cli = path.join(tmp, `${name}.mjs`);
  const counter = path.join(tmp, `${name}.starts`);
  writeFileSync(cli, `import { appendFileSync } from "node:fs";
appendFileSync(${JSON.stringify(counter)}, "start\\n");
process.stderr.write("node:internal/modules/cjs/loader:1460\\n  return process.dlopen(module, path.toNamespacedPath(filename));\\n");
process.stderr.write(${JSON.stringify(`${GLIBC_LINE}\n`)});
process.exit(1);
`);
  return { cli, starts: () => (existsSync(counter) ? readFileSync(counter, "utf8").split("\n").filter(Boolean).length : 0) };
}

describe("a Chroma server whose binding cannot load", () => {
  it("fails at once with its last log lines and the package.json override that fixes it", { timeout: 60_000 }, async () => {
    const broken = brokenChroma("direct");
    const error = await startChroma({ persistPath: path.join(tmp, "direct-data"), cli: broken.cli }).then(
      () => undefined,
      (e: unknown) => e as Error & { cannotStart?: boolean },
    );
    expect(error?.message).toContain(`because its native binding needs GLIBC_2.38, newer than this system's: add ${FIX} to your package.json and run npm install.`);
    expect(error?.message).toContain(`Last log lines:\n`);
    expect(error?.message).toContain(GLIBC_LINE);
    expect(error?.cannotStart).toBe(true);
    // Another port would not load the binding either.
    expect(broken.starts()).toBe(1);
  });

  it("ends a program whose role memory needs it with a non-zero exit code, the log lines and the fix", { timeout: 120_000 }, () => {
    const broken = brokenChroma("program");
    const program = `
import { RoleZeroLongTermMemory, Message } from ${JSON.stringify(builtModule("index.ts"))};
import { startChroma } from ${JSON.stringify(builtModule("servers/chromaServer.ts"))};
// A local data folder's server, started as connectChroma starts it, with the stand-in CLI.
const connect = async (target) => ({ client: (await startChroma({ persistPath: target.persistPath, cli: ${JSON.stringify(broken.cli)} })).url });
const memory = new RoleZeroLongTermMemory({ persistPath: ${JSON.stringify(path.join(tmp, "program-data"))}, memoryK: 1, connect, retryDelayMs: 0 });
for (const content of ["Write a poem about rain", "Here is the poem", "Make it shorter"]) await memory.addAsync(new Message({ content, role: "user" }));
console.log("went on without long-term memory");
`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8", timeout: 100_000 });
    expect(result.status, result.stdout + result.stderr).not.toBe(0);
    expect(result.stdout).not.toContain("went on without long-term memory");
    expect(result.stderr).toContain(GLIBC_LINE);
    expect(result.stderr).toContain(FIX);
    // Said once, not retried in a loop.
    expect(broken.starts()).toBe(1);
  });
});
