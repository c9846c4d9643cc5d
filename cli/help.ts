/**
 * The text of `--help`. Alone (`npm start -- --help`), an overview: every command and its options in one page, so a
 * newcomer reads them side by side. After a command (`npm start -- resume --help`, anywhere on its line), that
 * command's own page: what it does, how it is called, its options. Imports no command: `--help` answers without
 * loading the package (cli/main.ts loads a command only to run it).
 */
import { guidePath, invokedAs } from "../servers/invocation.js";

/** The commands, in the overview's order, with what each does (the first line of its own page). */
const COMMANDS: Array<[name: string, usage: string, what: string]> = [
  ["run", "run [options]", "simulate a village and write its outputs to a run folder"],
  ["new", "new village <folder>", "write a commented example village spec (village.yaml) to change into your own; docs/villages.md"],
  ["resume", "resume --run <dir> [options]", "continue a run folder from its last checkpoint to its end"],
  ["history", "history --run <dir>", "list the checkpoints of a run folder with their simulated times"],
  ["fork", "fork --run <dir> --at <checkpoint | time> [options]", "continue a run from one of its checkpoints in a new run folder"],
  ["interview", "interview --run <dir> [options]", "ask every persona of a run the bundled questions at a checkpoint, answers to the run folder"],
  ["experiment", "experiment [paper | believability | larkspur] [options]", "measure what emerges (diffusion, relationships, an event's attendance, ablations) the paper's way"],
  ["replay", "replay --run <dir> [options]", "serve a run folder's replay page on 127.0.0.1 and print its URL"],
  ["compare", "compare --run <A> --run <B> [--out <dir>]", "what branch B of a run changed against A: first divergences, actions, conversations, memories"],
  ["thresholds", "thresholds [--json]", "list the named thresholds (--set) with their defaults, ranges and meanings"],
  ["examples", "examples [options]", "run the memory builder and decide-to-talk graphs on bundled examples"],
  ["worker", "worker --redis <url> --store <postgres://...> [options]", "think for the personas of runs started with --workers (on any machine; docs/scale-out.md)"],
  ["check-model", "check-model --model openai/<model> [options]", "ask every prompt once against a model endpoint: what to set, and whether it can run a day"],
  ["studio", "studio [--port <n>]", "serve the package's graphs for LangGraph Studio from your project (writes langgraph.json if it has none)"],
];

const WORKER_HELP = `worker options:
  --redis <url>                  the Redis the coordinators were started with (run --workers <url>)
  --store <postgres://...>       the runs' Postgres database (the coordinators' --checkpointer)
  --concurrency <n>              persona ticks this process runs at once from each of its two queues, the shared
                                 one and its own (default 16; model calls in flight are capped across all workers
                                 by the run's --concurrency)
  --lock-seconds <n>             seconds before a silent (killed) worker's job is taken by another (default 30)
  A password for --redis can come from REDISCLI_AUTH instead. The worker waits for a Redis that is not up yet and
  stops on Ctrl-C or kill <pid> (the pid its start line prints; under npm start, killing npm's pid stops it too,
  within a second).`;

const CHECK_MODEL_HELP = `check-model options:
  --model <spec>                 the model to check: "openai/<model>" (OPENAI_API_KEY, OPENAI_BASE_URL for a local
                                 server: Ollama, vLLM, llama.cpp) or "simulated" (offline, to see the report)
  --answer-mode <mode>           auto (default: structured output, text if the server refuses it), structured or text
  --max-tokens-scale <x>         check with every prompt's token cap multiplied (as run takes it; default 1)
  --record <file>                where to record the exchanges (default: runs/check-model-<time>.jsonl)
  --max-concurrency <n>          the largest burst of requests at once to try (default 16)
  --request-timeout <seconds>    a model request that takes longer fails (default 120)
  exit code: 0 the model can run a day soundly, 2 it answers but too many prompts fall back, 1 it cannot serve a run`;

const RUN_OPTIONS = `run options:
  --village <file | dir | name>  a village spec (village.yaml, a folder holding one, or a shipped one by name: larkspur,
                                 harbour; ${invokedAs()} new village <dir> writes an example): built into the run folder
  --scenario <dir> --map <dir>   an original Smallville base folder and map folder (default: the package's village)
  --history <csv>                with --scenario: the village's history (Name,Whisper), each whisper stored as an inner
                                 thought at the start, e.g. ../shared/smallville/the_ville/agent_history_init_n3.csv
                                 (the package's village always loads its own)
  --start <time>                 start time, e.g. 2024-05-06T06:00:00 (default: 09:00 in the package's village, as in
                                 Studio; a --scenario's saved time)
  --end <time> | --hours <n>     when to stop (default: 24 hours after the start)
  --model <spec>                 "simulated" (default, offline), "openai/<model>" (OPENAI_API_KEY, OPENAI_BASE_URL)
                                 or "replay:<file>" (the model-exchanges.jsonl of a run made with --record)
  --record                       write every model exchange to <run folder>/model-exchanges.jsonl
  --answer-mode <mode>           auto (default: structured output where the model supports it), structured or text
  --cognition <way>              faithful (default: one question per model call, as the original) or economical
                                 (combined and reused answers, about a third of the calls; docs/cognition.md)
  --ablate <stages>              replace persona-graph stages by their no-op (the paper's ablations): observation,
                                 reflection, planning, comma-separated (kept in run.json; docs/experiments.md)
  --request-timeout <seconds>    a model request that takes longer fails (default 120)
  --max-failed-requests <n>      failed model requests in a row that stop the run at its last checkpoint (default 6)
  --max-tokens-scale <x>         multiply every prompt's token cap (e.g. 4 for a reasoning model; default 1)
  --seed <n>                     seed of the simulated model and of every seeded choice (default 0)
  --out <dir>                    run folder (default: runs/<date-time>)
  --checkpointer <kind>          sqlite (default, a file in the run folder), memory, or a postgres:// string
                                 (its password is not kept in run.json: resume, history and fork read PGPASSWORD)
  --checkpoint-every <minutes>   simulated minutes between checkpoints (default 60; at least one tick)
  --set <threshold>=<value>      override a named threshold, e.g. --set chatCooldownTicks=400 (repeatable; kept
                                 in run.json, so resume and fork use it too; the thresholds command lists them)
  --concurrency <n>              model calls in flight at once (default 8; with --workers: across all workers)
  --workers <redis://host:6379>  each persona's thinking is a job for worker processes (the worker command);
                                 needs a postgres:// --checkpointer, which the workers share (kept in run.json
                                 without its password: give it again to resume's --workers, or in REDISCLI_AUTH)
  --movement-files               also write the original's movement/<step>.json per step (default: movement.jsonl only)
  --interactive                  a session with the paused run: run some ticks, interview, whisper, fork here
                                 (type "help" in it; resume takes it too)`;

const RESUME_OPTIONS = `resume options:
  --run <dir>                    the run folder
  --end <time> | --hours <n>     a new end for the run, or its end moved n simulated hours later (kept in run.json)
  --interactive                  a session with the paused run, as for run
  --workers <redis://host:6379>  a run with workers: its Redis URL given again (a typo fixed, a password), kept in
                                 run.json without its password (default: run.json's; REDISCLI_AUTH gives a password)`;

const HISTORY_OPTIONS = `history options:
  --run <dir>                    the run folder`;

const FORK_OPTIONS = `fork options:
  --run <dir> --at <checkpoint id | time>   where to branch off (history lists both; a time between checkpoints
                                            takes the latest checkpoint before it, and says which; 08:00 alone is
                                            that time on the run's day)
  --whisper "<persona>: <thought>"          a thought put into one persona's memory at the fork
  --out <dir> --end <time>                  the fork's folder (default: <run>-fork-<n>) and end (after the fork point)
  --set <threshold>=<value>                 as for run, over the parent's
  --movement-files                          as for run
  --workers <redis://host:6379>             a run with workers: the fork's Redis URL (default: the parent's)`;

const INTERVIEW_OPTIONS = `interview options:
  --run <dir> --at <time | checkpoint id>   which moment (default: the run's latest checkpoint; 08:00 alone is that
                                            time on the run's day)
  --persona <name> --question "<text>"      one question to one persona, answered here (default: every persona,
                                            the bundled questions, written to <run>/interviews/<time>/)`;

const EXPERIMENT_OPTIONS = `experiment options:
  (no name)                      Saltmere's day (villages/harbour, 12 people): the storm's news whispered to the
                                 harbourmaster, the storm meeting at the inn (offline, no outside files; docs/experiments.md)
  --village <spec file | folder> a village spec's day instead: the facts, events and times it declares
  larkspur                       Larkspur's day: news whispered to the baker, her tasting at the bakery
  paper                          the paper's setup: the_ville's 25 people, two days from 2023-02-13, Sam's candidacy,
                                 Isabella's party; the run's figures printed beside the paper's
  believability                  the paper's ablations interviewed with the 25 questions, ranked by a model judge
  --scenario <dir> --map <dir>   paper: the original's base_the_ville_n25 and the_ville folders (default:
  --history <csv>                ../shared/smallville where it exists) and agent_history_init_n25.csv
  --run <dir>                    measure a run or fork made before (its experiment.json's spec, its village spec's
                                 facts and events for a run --village, or --spec)
  --spec <file.json>             the experiment as data: facts, events, times (docs/experiments.md)
  --model <spec>                 the run's model (default simulated); --measure-model <spec> the measurement's
                                 (default: the run's)
  --cognition <way>              faithful or economical (paper default: economical; else faithful)
  --ablate <stages>              as for run: observation, reflection, planning
  --hours <n>                    a shorter run (the experiment's later times and events left out; measured at its end)
  --seed <n> --out <dir>         as for run (default folder: runs/experiment-<setup>-<date-time>)
  --conditions <list>            believability: which conditions (default: full,no-reflection,no-planning,no-memory)
  --judge <spec>                 believability: the judge's model (default: the run's)`;

const REPLAY_OPTIONS = `replay options:
  --run <dir>                    the run folder (its replay.html also opens from the file system, no server needed)
  --port <n>                     the port (default: a free one)
  --rebuild                      write the replay data again from the run's movement log and checkpoints`;

const COMPARE_OPTIONS = `compare options:
  --run <A> --run <B>            two run folders: a fork and its parent, or two forks of one run
  --out <dir>                    where compare.md and compare.json go (default: B's folder)`;

const THRESHOLDS_OPTIONS = `thresholds options:
  --json                         the table as JSON (name: default, min, max, whole, meaning, group)`;

const EXAMPLES_OPTIONS = `examples options:
  --model <spec>                 as for run (default: simulated)
  --seed <n>                     seed of the simulated model (default 0)`;

const NEW_OPTIONS = `new village <folder>:
  writes <folder>/village.yaml (Fernhollow: five people, six places, every field commented) and the JSON Schema of a
  spec beside it (village.schema.json, for an editor's completion); an existing village.yaml is never overwritten.
  Run it with: ${invokedAs()} run --village <folder> [run options]`;

const STUDIO_OPTIONS = `studio options:
  --port <n>                     the server's port on 127.0.0.1 (default: a free one); other options go to langgraphjs dev
  Needs the LangGraph CLI in your project: npm install -D @langchain/langgraph-cli@2.0.0. A langgraph.json it finds is
  served as it is; where there is none it writes one naming the package's graphs (docs/studio.md).`;

const OPTIONS: Record<string, string> = {
  run: RUN_OPTIONS,
  new: NEW_OPTIONS,
  resume: RESUME_OPTIONS,
  history: HISTORY_OPTIONS,
  fork: FORK_OPTIONS,
  interview: INTERVIEW_OPTIONS,
  experiment: EXPERIMENT_OPTIONS,
  replay: REPLAY_OPTIONS,
  compare: COMPARE_OPTIONS,
  thresholds: THRESHOLDS_OPTIONS,
  examples: EXAMPLES_OPTIONS,
  worker: WORKER_HELP,
  "check-model": CHECK_MODEL_HELP,
  studio: STUDIO_OPTIONS,
};

/**
 * A help page with each guide it names (docs/cognition.md) where the reader finds it: docs/ in this repository,
 * node_modules/simulacra/docs/ in a project that installed the package.
 */
const withGuidesAsRead = (page: string) => page.replace(/\bdocs\/([\w-]+\.md)\b/g, (_, guide: string) => guidePath(guide));

/** The overview, with the commands written as this process was invoked (npm start --, npx simulacra, simulacra). */
export const overview = (as = invokedAs()) => withGuidesAsRead(`simulacra: believable agents on LangGraph.js

Usage: ${as} [command] [options]
       ${as} <command> --help         one command's options

Commands:
${COMMANDS.map(([name, , what]) => `  ${(name === "run" ? "run (default)" : name).padEnd(16)}${what}`).join("\n")}

${Object.values(OPTIONS).join("\n")}
`);

/** The page `--help` prints: the command's own (a command of the list), else the overview. */
export function helpFor(command: string | undefined): string {
  const entry = COMMANDS.find(([name]) => name === command);
  if (!entry) return overview();
  const [name, usage, what] = entry;
  return withGuidesAsRead(`simulacra ${name}: ${what}

Usage: ${invokedAs()} ${usage}

${OPTIONS[name]}
`);
}

/** The options a command's help page lists (`--hours`, ...), for a mistyped one's did-you-mean. */
export const optionsOf = (command: string): string[] => [...new Set(OPTIONS[command]?.match(/--[a-z][a-z-]*/g) ?? [])];

/** Whether a command line asks for help. */
export const asksForHelp = (argv: readonly string[]) => argv.includes("--help") || argv.includes("-h");
