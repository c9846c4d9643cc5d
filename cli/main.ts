#!/usr/bin/env node
/**
 * The package's command line (`npm start -- <command> [options]`, or the `simulacra` bin). Wiring only: it picks
 * the command from the first word (`run` when there is none) and hands it the rest; each command reads its own
 * options (cli/commands/, the shared ones in cli/options.ts) and `--help` anywhere prints every command's options
 * (cli/help.ts). Errors reach the user as one sentence.
 *
 *   run       simulate a village (default: the package's own, one day, simulated model, offline)
 *   resume    continue a run folder from its last checkpoint to its end
 *   history   list a run's checkpoints with their simulated times
 *   fork      continue a run from a checkpoint in a new run folder, optionally whispering a thought
 *   interview ask a run's personas the bundled questions (or one question) at a checkpoint
 *   replay    serve a run folder's replay page on 127.0.0.1
 *   examples  the memory builder and decide-to-talk graphs on bundled examples
 *   worker    take persona ticks of runs with workers from Redis
 */
import { commandRun } from "./commands/run.js";
import { commandResume } from "./commands/resume.js";
import { commandHistory } from "./commands/history.js";
import { commandFork } from "./commands/fork.js";
import { commandReplay } from "./commands/replay.js";
import { commandInterview } from "./commands/interview.js";
import { runExamples } from "./commands/examples.js";
import { commandWorker } from "./commands/worker.js";
import { HELP } from "./help.js";
import { UsageError } from "./options.js";

/** In the order the unknown-command error lists them. */
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  run: commandRun,
  resume: commandResume,
  history: commandHistory,
  fork: commandFork,
  replay: commandReplay,
  interview: commandInterview,
  examples: runExamples,
  worker: commandWorker,
};

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  const [first, ...rest] = argv;
  const command = first && !first.startsWith("-") ? first : "run";
  const args = first && !first.startsWith("-") ? rest : argv;
  const handler = COMMANDS[command];
  if (!handler) throw new UsageError(`Unknown command "${command}": use ${Object.keys(COMMANDS).join(", ")} (or --help).`);
  await handler(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // One sentence for the user; the stack only on request (SIMULACRA_DEBUG=1).
    console.error(`simulacra: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.SIMULACRA_DEBUG) console.error(error);
    process.exit(1);
  },
);
