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
/** The transpiled `cli/main.ts` itself, for a test that imports it under a process.argv of its own (as a bin would run it). */
export const CLI_MODULE = path.join(path.dirname(CLI_MAIN), "../../cli/main.js");

/**
 * The file URL of a source file's transpiled module in the same build (`builtModule("drivers/town/runLock.ts")`), for a
 * child process's script that imports the package's code under plain node, without the tsx loader's start-up.
 */
export function builtModule(source: string): string {
  return pathToFileURL(path.join(path.dirname(CLI_MAIN), "../..", source.replace(/\.ts$/, ".js"))).href;
}
