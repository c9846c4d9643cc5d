/**
 * How this process was invoked, so that every command the package prints for a person to type next (resume,
 * history, replay, a command's --help, a worker's start) is one that works where they typed the first: `npm start --`
 * in this repository, `npx simulacra` in a project that installed the package, `simulacra` from a global install.
 * (The bin printed `npm start -- ...` everywhere once, which fails in a user's project: "Missing script: start".)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The words that run one of the package's commands, as this process was started. */
export function invokedAs(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): string {
  if (env.npm_lifecycle_event === "start") return "npm start --";
  const script = argv[1] ?? "";
  // The repository's own entry, run by tsx (as `npm start` does, or `npx tsx cli/main.ts`): its people type npm start.
  if (/(^|[\\/])cli[\\/]main\.ts$/.test(script)) return "npm start --";
  if (env.npm_lifecycle_event === "npx" || env.npm_command === "exec") return "npx simulacra";
  // The bin by name from PATH (a global install); by its path in a project (`./node_modules/.bin/simulacra`), npx.
  if (path.basename(script) === "simulacra" && onPath(path.dirname(script), env)) return "simulacra";
  // The installed bin's file run by node, or the package used from a program: the bin through npx works there.
  return "npx simulacra";
}

/** True when `folder` is one of PATH's, so a bin there runs by its name alone. */
function onPath(folder: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? "").split(path.delimiter).some((entry) => entry && path.resolve(entry) === path.resolve(folder));
}

/**
 * A path as a person reads it where they ran the command: relative to the current folder when it lies under it
 * (`runs/morning/usage.md`), else absolute (a folder elsewhere, `/tmp/...`). Every path the CLI prints goes through
 * here, and so do the paths in the commands it prints (`commandLine`), which the current folder runs the same way.
 */
export function shownPath(file: string, cwd: string = process.cwd()): string {
  const absolute = path.resolve(cwd, file);
  const relative = path.relative(cwd, absolute);
  if (relative === "") return ".";
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return absolute;
  return relative;
}

/**
 * A command for a person to type next, e.g. `commandLine("thresholds")` -> `npm start -- thresholds`. As a tag, each
 * value put in is one word of the command, quoted where a shell would split it: commandLine`replay --run ${folder}`
 * prints `replay --run "runs/my morning"` (a folder with a space once printed a command that named another folder).
 */
export function commandLine(words: string | TemplateStringsArray, ...values: unknown[]): string {
  const text = typeof words === "string" ? words : words.reduce((line, part, i) => line + part + (i < values.length ? shellWord(commandWord(String(values[i]))) : ""), "");
  return `${invokedAs()} ${text}`;
}

/** A value put into a printed command: an absolute path as `shownPath` shows it, anything else as it is. */
function commandWord(value: string): string {
  return path.isAbsolute(value) ? shownPath(value) : value;
}

/** One word as a shell reads it: as it is when nothing in it is special, else quoted ("runs/my morning", 'a "b"'). */
export function shellWord(word: string, platform: NodeJS.Platform = process.platform): string {
  // Windows paths are made of backslashes, which its shells leave alone; a POSIX shell reads them as escapes.
  const windows = platform === "win32";
  if (word !== "" && (windows ? /^[\w./:\\@%+=,~-]+$/ : /^[\w./:@%+=,~-]+$/).test(word)) return word;
  if (!/["$`!]/.test(word) && (windows || !word.includes("\\"))) return `"${word}"`;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * A guide of the package (`guidePath("villages.md")`) as a person reaches it from where they ran the command:
 * `docs/villages.md` in this repository, `node_modules/simulacra/docs/villages.md` in a project that installed the
 * package (which carries docs/*.md), an absolute path from elsewhere. Every guide a message or help page names goes
 * through here: a bare `docs/villages.md` named a file a user's project does not have.
 */
export function guidePath(guide: string, cwd: string = process.cwd(), root: string = packageRoot()): string {
  return shownPath(path.join(root, "docs", guide), cwd);
}

let foundRoot: string | undefined;

/**
 * The folder of the package's package.json: above this module in the repository (servers/), in the installed build
 * (dist/servers/) and in the tests' build of the CLI (beside the repository's node_modules).
 */
function packageRoot(): string {
  if (foundRoot) return foundRoot;
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isThisPackage(path.join(dir, "package.json"))) return (foundRoot = dir);
    if (path.dirname(dir) === dir) return (foundRoot = path.resolve(start, ".."));
  }
}

function isThisPackage(manifest: string): boolean {
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === "simulacra";
  } catch {
    return false;
  }
}
