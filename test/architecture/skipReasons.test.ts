/**
 * Every test that can be skipped says why in what the summary prints (test/support/skippedTestsReporter.ts lists the
 * skipped tests by title and note): a conditional describe/it carries "(skipped: ...)" in its title, a test that
 * skips itself gives `ctx.skip(reason)`. A green run then never hides what it did not check, nor why.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const testRoot = path.resolve(import.meta.dirname, "..");

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return /\.(test|int\.test)\.ts$/.test(name) || full.includes(`${path.sep}support${path.sep}`) ? [full] : [];
  });
}

/** The places a test file skips without a reason the summary can show: `file:line what`. */
export function unexplainedSkips(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, i) => {
    const where = `${path.relative(testRoot, file)}:${i + 1}`;
    // describe.skipIf(cond)(title, ...) / it.skipIf(...) / it.skip(title, ...): the title must carry the reason.
    if (/\b(describe|it|test)\.(skipIf\([^)]*\)|skip)\(/.test(line) && !/skipped[:\]]/.test(line) && !/\$\{[A-Z_]*\}/.test(line)) {
      found.push(`${where} ${line.trim()}`);
    }
    if (/\bctx\.skip\(\s*\)/.test(line) || /\bcontext\.skip\(\s*\)/.test(line)) found.push(`${where} ${line.trim()}`);
  });
  return found;
}

describe("skipped tests", () => {
  it("finds a skip without a reason, and passes one with it", () => {
    expect(unexplainedSkips("/t/a.test.ts", 'describe.skipIf(!pg)("a run on Postgres", () => {')).toHaveLength(1);
    expect(unexplainedSkips("/t/a.test.ts", "describe.skipIf(Boolean(why))(`a run on Postgres${why ? ` (skipped: ${why})` : \"\"}`, () => {")).toEqual([]);
    expect(unexplainedSkips("/t/a.test.ts", "  ctx.skip();")).toHaveLength(1);
    expect(unexplainedSkips("/t/a.test.ts", "  ctx.skip(`no data at ${DATA}`);")).toEqual([]);
  });

  it("every skip in the suite names its reason", () => {
    const found = testFiles(testRoot).filter((file) => file !== import.meta.filename).flatMap((file) => unexplainedSkips(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});
