/**
 * Source files hold no control characters but line breaks and tabs. A "\b" written through a tool that reads escapes
 * once became a backspace inside a regular expression (/planning\x08/), which never matches and fails silently: the
 * simulated people then said their notes to self aloud.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", ".git", ".langgraph_api", "api"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith(".")) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(?:ts|js|mjs|json|ya?ml|md|css|html)$/.test(name) ? [full] : [];
  });
}

describe("source text", () => {
  it("has no control characters but line breaks and tabs", () => {
    const found = files(root).flatMap((file) =>
      readFileSync(file, "utf8").split("\n").flatMap((line, i) =>
        // eslint-disable-next-line no-control-regex
        /[\x00-\x08\x0b-\x1f\x7f]/.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : []),
    );
    expect(found).toEqual([]);
  });
});
