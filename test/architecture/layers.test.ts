/**
 * The floors of the package, checked: every import points down (or sideways within a floor). A newcomer can then
 * trust a folder's README about what it may touch. state <- prompts <- tools <- nodes <- graphs <- drivers <- cli;
 * servers/ (process plumbing) sits beside them and is used only by drivers, cli and tests.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Floor of each top-level folder; a file may import only from floors at or below its own. */
const FLOORS: Record<string, number> = {
  state: 0,
  prompts: 1,
  tools: 2,
  // Bundled worlds and example inputs: data, read with the tools' loaders.
  villages: 2,
  examples: 2,
  nodes: 3,
  graphs: 4,
  // Studio's entries to the graphs (langgraph.json): beside graphs, imported by nothing.
  studio: 5,
  drivers: 5,
  cli: 6,
};
/** Plumbing: below drivers and cli, usable by nothing under them. */
const SERVERS_USERS = new Set(["drivers", "cli", "servers"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) found.push(m[1]!);
  return found;
}

const floorOf = (file: string) => path.relative(root, file).split(path.sep)[0]!;

/** A node may run another graph as a nested graph (the town runs `persona`, the team runs `role`). */
function nestedGraph(file: string, target: string): boolean {
  const [top, graph] = path.relative(root, file).split(path.sep);
  const [targetTop, targetFile] = path.relative(root, target).split(path.sep);
  return top === "nodes" && targetTop === "graphs" && targetFile?.replace(/\.[jt]s$/, "") !== graph;
}

describe("layers", () => {
  const violations: string[] = [];
  for (const top of [...Object.keys(FLOORS), "servers"]) {
    for (const file of sourceFiles(path.join(root, top))) {
      for (const spec of importsOf(file)) {
        const resolved = path.resolve(path.dirname(file), spec);
        const target = floorOf(resolved);
        const upward =
          !nestedGraph(file, resolved) &&
          (target === "servers"
            ? !SERVERS_USERS.has(top)
            : top === "servers"
              ? target !== "servers" && (FLOORS[target] ?? 0) > FLOORS.state!
              : (FLOORS[target] ?? Infinity) > FLOORS[top]!);
        if (upward) violations.push(`${path.relative(root, file)} imports ${spec}`);
      }
    }
  }

  it("every import points down a floor or stays on its own", () => {
    expect(violations).toEqual([]);
  });
});
