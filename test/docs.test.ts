/**
 * Docs that cannot drift: every command a reader copies from the README or a guide exists and takes the options
 * written with it (as the CLI's own --help lists them, read in-process), every npm script named exists, and every
 * relative link leads to a file (and an anchor to a heading). The checker's own tests feed it made-up documents,
 * so a renamed option or a moved heading is known to fail it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helpFor } from "../cli/help.js";
import { anchorsOf, commandProblems, docCommands, headingAnchor, linkProblems, type CliFacts } from "./support/docsCheck.js";
import { documentFiles } from "./support/readmeBlocks.js";

const root = path.resolve(import.meta.dirname, "..");

/** The CLI as it is: a command's help page (helpFor gives the overview for a command it does not know). */
const cli: CliFacts = {
  helpOf: (command) => {
    const page = helpFor(command);
    return page.startsWith(`simulacra ${command}: `) ? page : undefined;
  },
  scripts: new Set(Object.keys((JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: object }).scripts)),
};

/** A file's text relative to a document's folder: "" for a folder or a file that is not text, undefined for none. */
const reader = (file: string) => (target: string) => {
  const full = path.resolve(path.dirname(path.join(root, file)), decodeURI(target));
  if (!existsSync(full)) return undefined;
  return statSync(full).isFile() && full.endsWith(".md") ? readFileSync(full, "utf8") : "";
};

describe("the README and the guides", () => {
  const files = documentFiles(root);

  it.each(files)("%s: every command exists and takes the options written with it", (file) => {
    expect(commandProblems(file, readFileSync(path.join(root, file), "utf8"), cli)).toEqual([]);
  });

  it.each(files)("%s: every relative link leads to a file, and every anchor to a heading", (file) => {
    expect(linkProblems(file, readFileSync(path.join(root, file), "utf8"), reader(file))).toEqual([]);
  });

  it("are checked: the README shows commands and links to every guide", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(docCommands(readme).length).toBeGreaterThan(10);
    expect(readme).toContain("(docs/README.md)");
    const index = readFileSync(path.join(root, "docs", "README.md"), "utf8");
    for (const guide of files.filter((f) => f.startsWith("docs/") && f !== "docs/README.md")) {
      expect(index, `docs/README.md lists ${guide}`).toContain(`](${path.basename(guide)})`);
    }
  });
});

describe("the docs checker", () => {
  const help = `simulacra run: simulate
run options:
  --hours <n>                    how long
  --start <time>                 start
  --set <threshold>=<value>      a threshold`;
  const facts: CliFacts = {
    helpOf: (command) => (command === "run" ? help : command === "history" ? "simulacra history: x\n  --run <dir>" : undefined),
    scripts: new Set(["dev"]),
  };

  it("reads commands from shell blocks (comments, quotes, continuations) and from inline code spans", () => {
    const doc = [
      "Run `npm start -- history --run runs/a` first.",
      "```sh",
      'npm start -- run --hours 2 \\',
      '  --set lateHourCutoff=22   # a comment with --not-an-option',
      'npx simulacra run --start "2024-05-06T06:00:00 --quoted"',
      "npm run dev -- --port 8123",
      "npm start -- <command> --help                  # a placeholder",
      "```",
      "```ts",
      "// npm start -- run --ignored",
      "```",
    ].join("\n");
    expect(docCommands(doc).map(({ line, command, options, kind }) => ({ line, command, options, kind }))).toEqual([
      { line: 1, command: "history", options: ["--run"], kind: "cli" },
      { line: 3, command: "run", options: ["--hours", "--set"], kind: "cli" },
      { line: 5, command: "run", options: ["--start"], kind: "cli" },
      { line: 6, command: "dev", options: [], kind: "script" },
      { line: 7, command: "<command>", options: ["--help"], kind: "cli" },
    ]);
    expect(commandProblems("a.md", doc, facts)).toEqual([]);
  });

  it("fails on an option the command does not take any more (say, renamed)", () => {
    const doc = "```sh\nnpm start -- run --duration 2\n```";
    expect(commandProblems("guide.md", doc, facts)).toEqual([
      "guide.md:2 `npm start -- run --duration 2`: run --help lists no option --duration.",
    ]);
  });

  it("fails on an option of another command, a prefix of an option, an unknown command and an unknown script", () => {
    const doc = [
      "```sh",
      "npm start -- history --hours 2",
      "npm start -- run --hour 2",
      "npm start -- rerun --hours 2",
      "npm run docs:nothing",
      "```",
    ].join("\n");
    expect(commandProblems("g.md", doc, facts)).toEqual([
      "g.md:2 `npm start -- history --hours 2`: history --help lists no option --hours.",
      "g.md:3 `npm start -- run --hour 2`: run --help lists no option --hour.",
      'g.md:4 `npm start -- rerun --hours 2`: the CLI has no command "rerun".',
      'g.md:5 `npm run docs:nothing`: package.json has no script "docs:nothing".',
    ]);
  });

  it("skips what a pending marker holds, and only that", () => {
    const doc = [
      "<!-- docs-check: pending (the village helper's) -->",
      "`npm start -- new village v` and [the guide](villages.md)",
      "<!-- docs-check: end pending -->",
      "`npm start -- new village v`",
    ].join("\n");
    expect(commandProblems("r.md", doc, facts)).toEqual(['r.md:4 `npm start -- new village v`: the CLI has no command "new".']);
    expect(linkProblems("r.md", doc, () => undefined)).toEqual([]);
  });

  it("fails on a link to a missing file and on an anchor that is no heading", () => {
    const files: Record<string, string> = { "guide.md": "# Guide\n\n## Step numbers\n\n```sh\n# not a heading\n```\n" };
    const doc = [
      "# Here",
      "[ok](guide.md#step-numbers) [self](#here) [site](https://example.com/x.md) `[code](nope.md)`",
      "[gone](lost.md) [moved](guide.md#not-a-heading) ![shot](images/x.png) [self](#there)",
    ].join("\n");
    expect(linkProblems("r.md", doc, (p) => files[p])).toEqual([
      "r.md:3 (lost.md): no file lost.md.",
      "r.md:3 (guide.md#not-a-heading): guide.md has no heading #not-a-heading.",
      "r.md:3 (images/x.png): no file images/x.png.",
      "r.md:3 (#there): r.md has no heading #there.",
    ]);
  });

  it("makes anchors as GitHub does", () => {
    expect(headingAnchor("Cognition: faithful or economical")).toBe("cognition-faithful-or-economical");
    expect(headingAnchor("history, resume and fork, in detail")).toBe("history-resume-and-fork-in-detail");
    expect(headingAnchor("`town`")).toBe("town");
    expect([...anchorsOf("## A\n## A\n")]).toEqual(["a", "a-1"]);
  });
});
