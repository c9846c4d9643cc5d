#!/usr/bin/env node
/**
 * The package's command line (`npm start -- <command> [options]`, or the `simulacra` bin). Wiring only: it picks
 * the command from the first word (`run` when there is none) and hands it the rest; each command reads its own
 * options (cli/commands/, the shared ones in cli/options.ts). `--help` after a command prints that command's options,
 * alone every command's (cli/help.ts). Errors reach the user as one sentence; an option a command does not take
 * names the command and its help.
 *
 *   run       simulate a village (default: the package's own, one day, simulated model, offline)
 *   new       write an example village spec to a folder (`new village <folder>`), to change into your own
 *   resume    continue a run folder from its last checkpoint to its end
 *   history   list a run's checkpoints with their simulated times
 *   fork      continue a run from a checkpoint in a new run folder, optionally whispering a thought
 *   interview ask a run's personas the bundled questions (or one question) at a checkpoint
 *   experiment measure what emerges (diffusion, relationships, coordination, ablations), the paper's way
 *   replay    serve a run folder's replay page on 127.0.0.1
 *   compare   what one branch of a run changed against another (compare.md, compare.json)
 *   thresholds  list the named thresholds (--set) with their defaults, ranges and meanings
 *   examples  the memory builder and decide-to-talk graphs on bundled examples
 *   worker    take persona ticks of runs with workers from Redis
 *   check-model  ask every prompt once against a model endpoint and say whether it can run a day
 *   studio    serve the package's graphs (and a project's own, langgraph.json) for LangGraph Studio
 */
import { didYouMean } from "./didYouMean.js";
import { asksForHelp, helpFor, optionsOf } from "./help.js";
import { Interrupted, UsageError } from "./exitErrors.js";
import { commandLine } from "../servers/invocation.js";
import { stopWithWrappers } from "../servers/processGroup.js";

/**
 * In the order the unknown-command error lists them; a command's promise gives its exit code (none: 0). Each is
 * loaded when it runs: `--help` and a mistyped command or option answer at once instead of after the whole
 * package (LangGraph, LangChain, the drivers) has loaded, about a second.
 */
const COMMANDS: Record<string, (args: string[]) => Promise<void | number>> = {
  run: async (args) => (await import("./commands/run.js")).commandRun(args),
  new: async (args) => (await import("./commands/newVillage.js")).commandNew(args),
  resume: async (args) => (await import("./commands/resume.js")).commandResume(args),
  history: async (args) => (await import("./commands/history.js")).commandHistory(args),
  fork: async (args) => (await import("./commands/fork.js")).commandFork(args),
  replay: async (args) => (await import("./commands/replay.js")).commandReplay(args),
  compare: async (args) => (await import("./commands/compare.js")).commandCompare(args),
  interview: async (args) => (await import("./commands/interview.js")).commandInterview(args),
  experiment: async (args) => (await import("./commands/experiment.js")).commandExperiment(args),
  thresholds: async (args) => (await import("./commands/thresholds.js")).commandThresholds(args),
  examples: async (args) => (await import("./commands/examples.js")).runExamples(args),
  worker: async (args) => (await import("./commands/worker.js")).commandWorker(args),
  "check-model": async (args) => (await import("./commands/checkModel.js")).commandCheckModel(args),
  studio: async (args) => (await import("./commands/studio.js")).commandStudio(args),
};

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  const named = first && !first.startsWith("-") ? first : undefined;
  if (asksForHelp(argv)) {
    console.log(helpFor(named));
    return 0;
  }
  const command = named ?? "run";
  const args = withNegativeValues(named ? rest : argv);
  const handler = COMMANDS[command];
  if (!handler) throw new UsageError(`Unknown command "${command}"${didYouMean(command, Object.keys(COMMANDS))}: use ${Object.keys(COMMANDS).join(", ")} (or --help).`);
  try {
    return (await handler(args)) ?? 0;
  } catch (error) {
    throw optionError(error, command) ?? error;
  }
}

/**
 * `--hours -1` as `--hours=-1`: parseArgs takes a value that begins with a dash for an option ("argument is
 * ambiguous"); joined, the command's own check says what the value must be.
 */
export function withNegativeValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const [word, next] = [args[i]!, args[i + 1]];
    if (/^--[a-z][a-z-]*$/.test(word) && next !== undefined && /^-(\d|\.\d)/.test(next)) {
      out.push(`${word}=${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

/** parseArgs' complaint (an option the command does not take, a value missing) as one sentence naming the command. */
function optionError(error: unknown, command: string): UsageError | undefined {
  const code = (error as { code?: string }).code;
  if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) return undefined;
  // Node's text goes on with advice about positional arguments that does not apply here: its first sentence only.
  const first = (error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, "");
  const missing = /^Option '(-[^ ']+)(?:, -[^ ']+)? <value>' argument missing$/.exec(first);
  const unknown = /^Unknown option '(--[^']+)'$/.exec(first);
  const what = missing ? `${missing[1]} needs a value` : unknown ? `${first}${didYouMean(unknown[1]!, optionsOf(command))}` : first;
  return new UsageError(`${what} for ${command}: ${commandLine`${command} --help`} lists its options.`);
}

// Killing npm's pid (`npm start -- replay`) stops the command too, not only npm (servers/processGroup.ts).
stopWithWrappers();

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A run stopped by Ctrl-C said where it is and how to go on: 130, as a shell reports SIGINT.
    if (error instanceof Interrupted) process.exit(error.exitCode);
    // One sentence for the user; the stack only on request (SIMULACRA_DEBUG=1).
    console.error(`simulacra: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.SIMULACRA_DEBUG) console.error(error);
    process.exit(1);
  },
);
