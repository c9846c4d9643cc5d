/**
 * How the tests start the CLI as a process: `spawn(process.execPath, [...CLI, "run", ...])` runs the working tree's
 * CLI, transpiled for this test run by test/support/cliBuild.ts, as `npm start -- run ...` would (same code, same
 * `cli/main.ts` in process.argv[1]), without the tsx loader's seconds of start-up per process.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { inject } from "vitest";

export const CLI_MAIN = inject("cliMain");
/** The node arguments before the command's words. */
export const CLI: readonly string[] = [CLI_MAIN];
/**
 * The node arguments before the command's words that run the same CLI with `process.argv[1]` set to `bin`, as npx runs
 * the package's bin in a user's project (`asBin("/p/node_modules/.bin/simulacra")`).
 */
export function asBin(bin: string): string[] {
  return ["-e", `process.argv.splice(1, 0, ${JSON.stringify(bin)}); require(${JSON.stringify(CLI_MAIN)});`, "--"];
}

/**
 * The file URL of a source file's transpiled module in the same build (`builtModule("drivers/town/runLock.ts")`), for a
 * child process's script that imports the package's code under plain node, without the tsx loader's start-up.
 */
export function builtModule(source: string): string {
  return pathToFileURL(path.join(path.dirname(CLI_MAIN), "../..", source.replace(/\.ts$/, ".js"))).href;
}
