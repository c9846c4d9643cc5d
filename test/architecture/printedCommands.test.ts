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

const COMMAND_WORDS = "run|new|resume|history|fork|interview|experiment|replay|compare|thresholds|examples|worker|check-model";

/**
 * Lines of code (a help text's too) that tell a person to type a command without the words that run it ("write it again with
 * replay --rebuild", "resume later with: resume --run <dir>"): not a command they can type as it stands.
 */
export function bareCommandHints(text: string): number[] {
  const bare = new RegExp(`\\b(with|later with|Run it with|Run it|Continue it|Extend it with):? (${COMMAND_WORDS}) --`);
  const found: number[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) return;
    if (bare.test(code.replace(/\s\/\/\s.*$/, ""))) found.push(i + 1);
  });
  return found;
}

/**
 * Lines of code that put a value into a printed command as plain text (`commandLine(\`replay --run ${folder}\`)`): a
 * folder with a space prints a command that names another folder. The tag form quotes each value
 * (commandLine`replay --run ${folder}`).
 */
export function unquotedValues(text: string): number[] {
  const found: number[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) return;
    if (/commandLine\(\s*`[^`]*\$\{/.test(code)) found.push(i + 1);
  });
  return found;
}

/**
 * Lines of code whose strings name a guide by its repository path (`docs/villages.md`): a file a user's project does
 * not have (it is node_modules/simulacra/docs/villages.md there). Messages name guides through `guidePath`.
 */
export function literalGuides(text: string): number[] {
  const found: number[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) return;
    if (/["'`][^"'`]*\bdocs\/[\w-]+\.md/.test(code.replace(/\s\/\/\s.*$/, ""))) found.push(i + 1);
  });
  return found;
}

/**
 * Where a literal guide path is right: the help pages render theirs through guidePath (cli/help.ts), the example
 * village's comment is replaced as it is written (cli/commands/newVillage.ts), `npm run graphs` runs in the repository
 * only, the village schema's description is read in an editor beside the package, stats.md of a the_ville run
 * (which needs the repository's ../shared/smallville) names the repository's guide, and the replay page, opened from
 * anywhere, names simulacra's guide as the package's.
 */
const GUIDES_RENDERED_OR_REPOSITORY_ONLY = ["cli/help.ts", "villages/exampleVillage.ts", "cli/drawGraphs.ts", "state/villageSpec.ts",
  "drivers/town/runStats.ts", "drivers/replay/page/compare.js"];

describe("printed commands", () => {
  it("are found when spelled out in a string, not in comments", () => {
    expect(literalInvocations('console.log(`Replay: npm start -- replay --run ${f}`);')).toEqual([1]);
    expect(literalInvocations('throw new Error("see npx simulacra thresholds");')).toEqual([1]);
    expect(literalInvocations(" * `npm start -- resume` continues it\n// npx simulacra too")).toEqual([]);
    expect(literalInvocations("console.log(`Replay: ${commandLine(`replay --run ${f}`)}`);")).toEqual([]);
  });

  it("are found when a hint names a command without the words that run it", () => {
    expect(bareCommandHints("throw new Error(`${file} is unreadable; write it again with replay --rebuild.`);")).toEqual([1]);
    expect(bareCommandHints('  quit   leave (resume later with: resume --run <dir> --interactive);')).toEqual([1]); // a line of a help text
    expect(bareCommandHints('say("leave (resume later with: resume --run <dir> --interactive)");')).toEqual([1]);
    expect(bareCommandHints("throw new Error(`write it again with ${commandLine(`replay --run ${f} --rebuild`)}.`);")).toEqual([]);
    expect(bareCommandHints('console.log("Run it with: " + commandLine("run --village x"));')).toEqual([]);
  });

  it("name the whole command wherever a hint says what to type", () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) => bareCommandHints(readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}:${line}`));
    expect(found).toEqual([]);
  });

  it("are found when a value goes into one unquoted, not through the tag", () => {
    expect(unquotedValues("console.log(`Replay: ${commandLine(`replay --run ${run.folder}`)}`);")).toEqual([1]);
    expect(unquotedValues("console.log(`Replay: ${commandLine`replay --run ${run.folder}`}`);")).toEqual([]);
    expect(unquotedValues('throw new UsageError(`${commandLine("new village <folder>")}.`);')).toEqual([]);
  });

  it("quote every value they name (a run folder with a space is one word)", () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) => unquotedValues(readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}:${line}`));
    expect(found).toEqual([]);
  });

  it("come from servers/invocation.ts everywhere else in the package", () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => file !== WHERE_INVOCATION_IS_DECIDED)
      .flatMap((file) => literalInvocations(readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}:${line}`));
    expect(found).toEqual([]);
  });

  it("name a guide where the reader finds it, through guidePath", () => {
    expect(literalGuides('throw new UsageError(`give --spec (docs/experiments.md shows one)`);')).toEqual([1]);
    expect(literalGuides('throw new UsageError(`give --spec (${guidePath("experiments.md")} shows one)`);')).toEqual([]);
    expect(literalGuides(" * see docs/villages.md")).toEqual([]);
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => !GUIDES_RENDERED_OR_REPOSITORY_ONLY.includes(path.relative(root, file)))
      .flatMap((file) => literalGuides(readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}:${line}`));
    expect(found).toEqual([]);
  });
});
