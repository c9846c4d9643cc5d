/**
 * The whole project type-checks (`tsc --noEmit` over tsconfig.json: the package, its tests, benches, scripts and
 * examples). It used to run before vitest in `npm test`, on one core while the other sat idle; as a file of the suite
 * it runs beside the others (issue 26), and a type error still fails `npm test`, with tsc's own lines.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");

describe("the project's types", () => {
  it("tsc --noEmit reports no error", { timeout: 240_000 }, async ({ expect }) => {
    const diagnostics = await new Promise<string>((resolve) => {
      execFile(process.execPath, [tsc, "--noEmit", "--pretty", "false", "-p", "tsconfig.json"], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        resolve(error ? `${stdout}${stderr}`.trim() || String(error) : "");
      });
    });
    expect(diagnostics, "tsc --noEmit found type errors").toBe("");
  });
});
