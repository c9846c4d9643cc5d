/**
 * How the tests start the CLI as a process: `spawn(process.execPath, [...CLI, "run", ...])` runs the working tree's
 * CLI, transpiled for this test run by test/support/cliBuild.ts, as `npm start -- run ...` would (same code, same
 * `cli/main.ts` in process.argv[1]), without the tsx loader's seconds of start-up per process.
 */
import { inject } from "vitest";

export const CLI_MAIN = inject("cliMain");
/** The node arguments before the command's words. */
export const CLI: readonly string[] = [CLI_MAIN];
