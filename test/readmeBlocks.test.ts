import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentedBlocks, documentFiles, typescriptBlocks } from "./support/readmeBlocks.js";

describe("typescriptBlocks", () => {
  const markdown = [
    "Intro",
    "```ts",
    'import { x } from "simulacra";',
    "```",
    "```sh",
    "npm test",
    "```",
    "```ts typecheck",
    "const y = 1;",
    "```",
  ].join("\n");

  it("finds the ts blocks with their line, code and whether they run", () => {
    expect(typescriptBlocks(markdown)).toEqual([
      { line: 2, code: 'import { x } from "simulacra";', run: true },
      { line: 8, code: "const y = 1;", run: false },
    ]);
  });

  it("refuses an unknown marker instead of skipping the block", () => {
    expect(() => typescriptBlocks("```ts typechek\nx\n```")).toThrow(/Line 1: unknown code block marker "typechek"/);
  });

  it("reads the README's and the guides' examples (test/package.int.test.ts type-checks and runs them against the packed package)", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    expect(documentFiles(root)).toEqual(expect.arrayContaining(["README.md", "docs/library.md", "docs/steering.md"]));
    const blocks = documentedBlocks(root);
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.some((b) => b.file === "README.md")).toBe(true);
    for (const block of blocks) expect(block.code, `${block.file} line ${block.line}`).toMatch(/from "simulacra"/);
  });
});
