/**
 * The errors the command line turns into its exit: a sentence for bad input (1) and a run stopped by Ctrl-C (130).
 * Kept apart from the commands so cli/main.ts knows them without loading any command (cli/main.ts loads only the
 * command it runs).
 */

/** Bad input on the command line: main.ts prints its message alone. */
export class UsageError extends Error {}

/** A run stopped by Ctrl-C: its outputs were written and where to go on was said; the process ends with 130. */
export class Interrupted extends Error {
  readonly exitCode = 130;
  constructor() {
    super("Interrupted.");
  }
}
