/**
 * Every command the package prints for a person to type next is written as they invoked the first (issue 28: the
 * installed bin printed `npm start -- replay ...`, which fails in a user's project): the words that run a command come
 * only from servers/invocation.ts (`commandLine`, `invokedAs`), never from a literal in a printed string.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["cli", "drivers", "servers", "nodes", "graphs", "state", "tools", "prompts", "villages", "examples"];
const WHERE_INVOCATION_IS_DECIDED = path.join(root, "servers", "invocation.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Lines of code (not comments) whose strings spell out how to run one of the package's commands. */
export function literalInvocations(text: string): number[] {
  const found: number[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) return;
    const beforeComment = code.replace(/\s\/\/\s.*$/, "");
    if (/["'`][^"'`]*(npm start --|npx simulacra\b)/.test(beforeComment)) found.push(i + 1);
  });
  return found;
}

describe("printed commands", () => {
  it("are found when spelled out in a string, not in comments", () => {
    expect(literalInvocations('console.log(`Replay: npm start -- replay --run ${f}`);')).toEqual([1]);
    expect(literalInvocations('throw new Error("see npx simulacra thresholds");')).toEqual([1]);
    expect(literalInvocations(" * `npm start -- resume` continues it\n// npx simulacra too")).toEqual([]);
    expect(literalInvocations("console.log(`Replay: ${commandLine(`replay --run ${f}`)}`);")).toEqual([]);
  });

  it("come from servers/invocation.ts everywhere else in the package", () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => file !== WHERE_INVOCATION_IS_DECIDED)
      .flatMap((file) => literalInvocations(readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}:${line}`));
    expect(found).toEqual([]);
  });
});
