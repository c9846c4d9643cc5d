/**
 * Integration: the README's first run ("Run a morning, then watch it") shows what its picture promises, people talking,
 * as a newcomer types it (issue 28: with the default seed that morning passed without a single conversation, so the
 * replay page it sends them to showed no speech at all).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-readme-morning-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The README's command that makes runs/morning, as its words. */
function morningCommand(): string[] {
  const line = readFileSync(path.join(root, "README.md"), "utf8").split("\n").find((l) => /^npm start -- run .*--out runs\/morning\b/.test(l));
  expect(line, "the README's morning run").toBeDefined();
  return line!.replace(/\s+#.*$/, "").replace(/^npm start -- /, "").trim().split(/\s+/);
}

describe("the README's morning", () => {
  it("has its people talk before noon, so the replay page it opens shows speech", { timeout: 300_000 }, () => {
    const words = morningCommand().map((w) => (w === "runs/morning" ? path.join(tmp, "morning") : w));
    const made = spawnSync(process.execPath, [...CLI, ...words], { encoding: "utf8", timeout: 280_000, env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" } });
    expect(made.status, made.stderr).toBe(0);
    const talks = path.join(tmp, "morning", "conversations");
    expect(existsSync(talks) ? readdirSync(talks) : [], "conversations of the morning").not.toEqual([]);
  });
});
