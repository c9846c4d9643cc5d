/**
 * The TypeScript code blocks of a Markdown file, for tests that type-check and run the README's examples as written.
 *
 * A block opened with ```ts (or ```typescript) is type-checked and run; ```ts typecheck marks one that is only
 * type-checked (say, it needs a real model or a server). Any other word after the language is refused, so a typo in
 * a marker does not silently skip a block.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  run: boolean;
}

const FLAGS = new Set(["typecheck"]);

/** A TypeScript block of one of the documents, with the document's path (relative to the repository). */
export interface DocumentedBlock extends CodeBlock {
  file: string;
}

/**
 * The documents whose examples a user copies: the README and every guide in docs/ (docs/api/, TypeDoc's output, is not
 * one). The README's examples moved to the guides when it became a front door; they stay type-checked and run.
 */
export function documentFiles(root: string): string[] {
  const guides = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`);
  return ["README.md", ...guides];
}

/** Every TypeScript block of the README and the guides, with its file. */
export function documentedBlocks(root: string): DocumentedBlock[] {
  return documentFiles(root).flatMap((file) =>
    typescriptBlocks(readFileSync(path.join(root, file), "utf8")).map((block) => ({ ...block, file })),
  );
}

export function typescriptBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith("```"); i++) body.push(lines[i]!);
    if (open[1] !== "ts" && open[1] !== "typescript") continue;
    const flags = open[2]!.trim().split(/\s+/).filter(Boolean);
    const unknown = flags.filter((f) => !FLAGS.has(f));
    if (unknown.length) throw new Error(`Line ${start + 1}: unknown code block marker "${unknown.join(" ")}" (known: typecheck).`);
    blocks.push({ line: start + 1, code: body.join("\n"), run: !flags.includes("typecheck") });
  }
  return blocks;
}
