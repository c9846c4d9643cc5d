/**
 * Docs that cannot drift: reads the command lines and the relative links of a Markdown document and says what in it
 * no longer matches the code. Pure functions of the text (and of what the caller says exists), so their own tests
 * feed them made-up documents; test/docs.test.ts runs them over the README and every guide.
 *
 * A command is checked when it starts with `npm start --`, `npx simulacra`, `simulacra` or `node dist/cli/main.js`
 * (a line of a sh/bash/console code block, or an inline code span of the prose), or with `npm run <script>`. Its
 * command must be one the CLI knows and each `--option` one that command's `--help` lists. A part of a document
 * between `<!-- docs-check: pending ... -->` and `<!-- docs-check: end pending -->` describes a feature being built
 * elsewhere and is not checked (the marker says whose; it goes when that work is merged).
 */

/** One command line of a document, with where it is. */
export interface DocCommand {
  line: number;
  text: string;
  kind: "cli" | "script";
  /** cli: the command (run when none is given); script: the npm script's name. */
  command: string;
  options: string[];
}

/** What the checker needs to know of the code: the help page of a command (undefined: no such command), the scripts. */
export interface CliFacts {
  helpOf(command: string): string | undefined;
  scripts: ReadonlySet<string>;
}

const SHELL = new Set(["sh", "bash", "shell", "console"]);
const CLI_PREFIX = /^(?:\$\s+)?(?:npm start --|npm start(?=\s*$)|npx simulacra|simulacra|node dist\/cli\/main\.js)(?=\s|$)/;
const SCRIPT = /^(?:\$\s+)?npm run ([\w:.-]+)/;
const PENDING_START = /<!--\s*docs-check:\s*pending\b/;
const PENDING_END = /<!--\s*docs-check:\s*end pending\s*-->/;

/** The lines of a document with those in pending parts blanked (numbers kept). */
function checkedLines(markdown: string): string[] {
  let pending = false;
  return markdown.split("\n").map((line) => {
    if (PENDING_START.test(line)) pending = true;
    const kept = pending ? "" : line;
    if (PENDING_END.test(line)) pending = false;
    return kept;
  });
}

/** The words of a shell line, quotes joined, a trailing comment dropped. */
function words(line: string): string[] {
  const out: string[] = [];
  let word = "";
  let quote: string | null = null;
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) out.push(word);
      word = "";
      started = false;
    } else if (ch === "#" && !started) {
      break;
    } else {
      word += ch;
      started = true;
    }
  }
  if (started) out.push(word);
  return out;
}

function parse(text: string, line: number): DocCommand | undefined {
  const script = SCRIPT.exec(text);
  if (script) return { line, text, kind: "script", command: script[1]!, options: [] };
  const prefix = CLI_PREFIX.exec(text);
  if (!prefix) return undefined;
  const args = words(text.slice(prefix[0].length));
  const options = args.filter((w) => /^--?[a-z]/i.test(w)).map((w) => w.split("=")[0]!);
  const first = args[0];
  const command = first !== undefined && !first.startsWith("-") ? first : "run";
  return { line, text, kind: "cli", command, options };
}

/** Every command line of a document: in sh/bash/console blocks (continuations joined) and in inline code spans. */
export function docCommands(markdown: string): DocCommand[] {
  const lines = checkedLines(markdown);
  const found: DocCommand[] = [];
  let block: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*```(\w*)/.exec(line);
    if (fence) {
      block = block === null ? fence[1]! : null;
      continue;
    }
    if (block !== null) {
      if (!SHELL.has(block)) continue;
      let text = line.trim();
      const start = i;
      while (text.endsWith("\\") && i + 1 < lines.length) text = `${text.slice(0, -1).trim()} ${lines[++i]!.trim()}`;
      const command = parse(text, start + 1);
      if (command) found.push(command);
      continue;
    }
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      const command = parse(span[1]!.trim(), i + 1);
      if (command) found.push(command);
    }
  }
  return found;
}

/** What is wrong with a document's commands, one sentence each (empty: nothing). */
export function commandProblems(file: string, markdown: string, facts: CliFacts): string[] {
  const problems: string[] = [];
  for (const c of docCommands(markdown)) {
    const at = `${file}:${c.line} \`${c.text}\``;
    if (c.kind === "script") {
      if (!facts.scripts.has(c.command)) problems.push(`${at}: package.json has no script "${c.command}".`);
      continue;
    }
    if (c.command.startsWith("<")) continue; // `npm start -- <command> --help`: a placeholder, not a command
    const help = facts.helpOf(c.command);
    if (help === undefined) {
      problems.push(`${at}: the CLI has no command "${c.command}".`);
      continue;
    }
    for (const option of c.options) {
      if (option === "--help" || option === "-h") continue;
      const escaped = option.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");
      if (!new RegExp(`(^|[\\s,|(\\[])${escaped}(?![\\w-])`, "m").test(help)) {
        problems.push(`${at}: ${c.command} --help lists no option ${option}.`);
      }
    }
  }
  return problems;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a document's headings (outside code blocks), repeated ones numbered as GitHub numbers them. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inBlock = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) inBlock = !inBlock;
    const heading = !inBlock && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const n = seen.get(base) ?? 0;
    anchors.add(n ? `${base}-${n}` : base);
    seen.set(base, n + 1);
  }
  return anchors;
}

/** A relative link of a document: its target file (relative to the document's folder) and anchor. */
export interface DocLink {
  line: number;
  target: string;
  path: string;
  anchor: string | undefined;
}

/** The relative links (and image sources) of a document, outside code blocks and code spans. */
export function docLinks(markdown: string): DocLink[] {
  const links: DocLink[] = [];
  let inBlock = false;
  checkedLines(markdown).forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      inBlock = !inBlock;
      return;
    }
    if (inBlock) return;
    for (const m of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [path, anchor] = target.split("#") as [string, string | undefined];
      links.push({ line: i + 1, target, path, anchor: anchor || undefined });
    }
  });
  return links;
}

/**
 * What is wrong with a document's relative links: a file that does not exist, or an anchor that is no heading of the
 * Markdown file it points into. `read(path)` gives a file's text relative to the document's folder (undefined: none).
 */
export function linkProblems(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const link of docLinks(markdown)) {
    const at = `${file}:${link.line} (${link.target})`;
    const text = link.path === "" ? markdown : read(link.path);
    if (text === undefined) {
      problems.push(`${at}: no file ${link.path}.`);
      continue;
    }
    const isMarkdown = link.path === "" || link.path.endsWith(".md");
    if (link.anchor && isMarkdown && !anchorsOf(text).has(link.anchor)) {
      problems.push(`${at}: ${link.path || file} has no heading #${link.anchor}.`);
    }
  }
  return problems;
}
