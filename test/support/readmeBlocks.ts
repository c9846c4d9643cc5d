/**
 * The TypeScript code blocks of a Markdown file, for tests that type-check and run the README's examples as written.
 *
 * A block opened with ```ts (or ```typescript) is type-checked and run; ```ts typecheck marks one that is only
 * type-checked (say, it needs a real model or a server). Any other word after the language is refused, so a typo in
 * a marker does not silently skip a block.
 */
export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  run: boolean;
}

const FLAGS = new Set(["typecheck"]);

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
