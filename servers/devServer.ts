/**
 * The LangGraph dev server (what LangGraph Studio talks to) for the graphs of `langgraph.json`.
 *
 *   npm run dev                      # a free port on 127.0.0.1
 *   npm run dev -- --port 8123       # or PORT=8123 npm run dev; other arguments go to `langgraphjs dev`
 *
 * Runs the CLI pinned in package.json from node_modules (`langgraphjs dev --host 127.0.0.1 --port <p> --no-browser`).
 * Port 2024, the CLI's default, is taken on the team's machines, hence the free port.
 *
 * `startDevServer` is the same server for code and tests: it spawns the CLI in its own process group (the CLI runs the
 * API under `tsx watch`, i.e. three processes), waits until `GET /ok` answers and `stop()` ends the whole group.
 * The server keeps its threads in `<cwd>/.langgraph_api/` (git-ignored) and reloads when a graph's source changes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort, isPortFree, LOCALHOST } from "./freePort.js";
import { describeExit, guardGroup, httpOk, signalGroup, sleep, startGroup, stopGroup, waitUntilReady } from "./processGroup.js";

/** The project root (the directory of langgraph.json and node_modules). */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export const DEFAULT_READY_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 250;
/** After the server logs an error while starting, how long it still gets to answer /ok before we give up. */
const STARTUP_ERROR_GRACE_MS = 3_000;
const LOG_TAIL_LINES = 40;

export function studioUrl(apiUrl: string): string {
  return `https://smith.langchain.com/studio/?baseUrl=${apiUrl}`;
}

/** Path of the pinned CLI's entry script (`langgraphjs` of @langchain/langgraph-cli). */
export function langgraphCliPath(fromDir: string = PROJECT_ROOT): string {
  const require = createRequire(join(fromDir, "package.json"));
  let packageJson: string;
  try {
    packageJson = require.resolve("@langchain/langgraph-cli/package.json");
  } catch {
    throw new Error(
      `@langchain/langgraph-cli is not installed under ${fromDir} (it is a devDependency: run npm install).`,
    );
  }
  const manifest = JSON.parse(readFileSync(packageJson, "utf8")) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.langgraphjs;
  if (!bin) throw new Error(`${packageJson} declares no "langgraphjs" binary.`);
  return resolve(dirname(packageJson), bin);
}

/**
 * Environment of the CLI (each can be overridden): no usage analytics sent home (these machines may be offline), no
 * browser, and 120 s instead of 30 s for `GET /assistants/{id}/schemas`, which reads the graph's types with the
 * TypeScript compiler on first request (seconds per graph, see docs/studio.md; a busy 2-core CI runner took 10-25 s).
 */
function childEnv(env: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  return {
    LANGGRAPH_CLI_NO_ANALYTICS: "1",
    BROWSER: "none",
    LANGGRAPH_SCHEMA_RESOLVE_TIMEOUT_MS: "120000",
    ...process.env,
    ...env,
  };
}

function cliArgs(port: number, extraArgs: readonly string[], cli: string = langgraphCliPath()): string[] {
  return [cli, "dev", "--host", LOCALHOST, "--port", String(port), "--no-browser", ...extraArgs];
}

/** A port to serve on: the one asked for (it must be free), else a free one. */
async function choosePort(port: number | undefined): Promise<number> {
  if (port === undefined) return freePort();
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Invalid port ${port}.`);
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} on ${LOCALHOST} is already in use; pick another one or leave the port out.`);
  }
  return port;
}

/** True when the API answers `GET /ok`. */
const answersOk = (url: string) => httpOk(`${url}/ok`);

export interface DevServerOptions {
  /** Directory of langgraph.json (default: the project root). */
  cwd?: string;
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Extra environment of the server (on top of this process's). */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for `GET /ok` (default 120 s). */
  timeoutMs?: number;
  /** Extra arguments for `langgraphjs dev`. */
  args?: readonly string[];
}

export interface DevServer {
  /** API base URL, e.g. http://127.0.0.1:43123 */
  url: string;
  /** Pid of the CLI, leader of the server's process group. */
  pid: number;
  /** Ends the whole process group (SIGTERM, then SIGKILL after a grace period). Safe to call twice. */
  stop(): Promise<void>;
  /** What the server printed so far (the last 1000 lines). */
  logs(): string;
}

/** Starts `langgraphjs dev` and resolves once `GET /ok` answers; rejects (and cleans up) if it exits or times out. */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const cwd = resolve(options.cwd ?? PROJECT_ROOT);
  const timeoutMs = options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  if (!existsSync(join(cwd, "langgraph.json"))) throw new Error(`No langgraph.json in ${cwd}.`);
  const port = await choosePort(options.port);
  const url = `http://${LOCALHOST}:${port}`;
  const group = await startGroup(process.execPath, cliArgs(port, options.args ?? []), {
    cwd,
    env: childEnv(options.env),
    logLines: 1_000,
  });
  const { pid, stop, log } = group;
  const logs = () => log.tail();

  let errorSeenAt: number | undefined;
  const notReady = await waitUntilReady(group, {
    ready: () => answersOk(url),
    timeoutMs,
    pollMs: POLL_INTERVAL_MS,
    // The API runs under `tsx watch`: when it crashes (say, a graph fails to import) the watcher stays up, waiting
    // for a file change, so the CLI does not exit. An error logged before /ok answers is treated as fatal.
    failed: () => {
      if (errorSeenAt === undefined && /^error:/m.test(log.tail(200))) errorSeenAt = Date.now();
      const fatal = errorSeenAt !== undefined && Date.now() - errorSeenAt > STARTUP_ERROR_GRACE_MS;
      return fatal ? "logged an error while starting" : undefined;
    },
  });
  if (!notReady) return { url, pid, stop, logs };

  const reason =
    notReady.kind === "exited"
      ? `exited (${describeExit(notReady.exit)}) before answering GET /ok`
      : notReady.kind === "failed"
        ? notReady.reason
        : `did not answer GET /ok within ${Math.round(timeoutMs / 1000)} s`;
  await stop();
  throw new Error(`LangGraph dev server (${url}, cwd ${cwd}) ${reason}. Last log lines:\n${log.tail(LOG_TAIL_LINES)}`);
}

/**
 * Asks the server for every graph's schemas (`GET /assistants/{id}/schemas`), `atOnce` at a time, so Studio's forms
 * open at once later: the server reads a graph's types with the TypeScript compiler on the first request only (seconds
 * per graph, see docs/studio.md) and keeps them until it reloads. Resolves with the seconds each graph took; a graph
 * whose schemas fail is left for Studio's own request (which then shows the server's error).
 */
export async function warmSchemas(url: string, options: { atOnce?: number; timeoutMs?: number } = {}): Promise<Map<string, number>> {
  const response = await fetch(`${url}/assistants/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ limit: 100, metadata: { created_by: "system" } }),
  });
  const assistants = (await response.json()) as Array<{ assistant_id: string; graph_id: string }>;
  // The town first: the graph most people open first.
  const queue = [...new Map(assistants.map((a) => [a.graph_id, a.assistant_id]))].sort(([a], [b]) => Number(b === "town") - Number(a === "town"));
  const seconds = new Map<string, number>();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [graphId, assistantId] = next;
      const started = Date.now();
      const reply = await fetch(`${url}/assistants/${assistantId}/schemas`, { signal: AbortSignal.timeout(options.timeoutMs ?? 180_000) }).catch(() => null);
      await reply?.arrayBuffer();
      if (reply?.ok) seconds.set(graphId, (Date.now() - started) / 1000);
    }
  };
  await Promise.all(Array.from({ length: options.atOnce ?? 2 }, lane));
  return seconds;
}

// --- npm run dev --------------------------------------------------------------------------------------------------

/** `--port N`, `--port=N`, `-p N` out of argv (the rest is passed on to `langgraphjs dev`). */
export function parseDevArgs(argv: readonly string[]): { port?: number; rest: string[] } {
  const rest: string[] = [];
  let portText: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--port" || arg === "-p") {
      portText = argv[++i];
      if (portText === undefined) throw new Error(`${arg} needs a value.`);
    } else if (arg.startsWith("--port=")) {
      portText = arg.slice("--port=".length);
    } else {
      rest.push(arg);
    }
  }
  if (portText === undefined) return { rest };
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Invalid port "${portText}".`);
  return { port, rest };
}

/** How often `npm run dev` checks that whoever started it is still there. */
const PARENT_POLL_MS = 500;
const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/**
 * Serves the graphs of `<cwd>/langgraph.json` for Studio until a signal ends it: `npm run dev` here (the repository),
 * `simulacra studio` in a user's project (`cli` then the LangGraph CLI that project installed).
 */
export async function serveStudio(options: { cwd: string; argv: readonly string[]; cli?: string }): Promise<void> {
  const { port: argPort, rest } = parseDevArgs(options.argv);
  const envPort = process.env.PORT ? Number(process.env.PORT) : undefined;
  if (envPort !== undefined && (!Number.isInteger(envPort) || envPort < 1 || envPort > 65_535)) {
    throw new Error(`PORT takes a whole number from 1 to 65535 (the server's port), e.g. PORT=2024; got "${process.env.PORT}".`);
  }
  const port = await choosePort(argPort ?? envPort);
  const url = `http://${LOCALHOST}:${port}`;

  // Own process group, so a signal reaches the CLI, the `tsx watch` under it and the API server alike.
  const child: ChildProcess = spawn(process.execPath, cliArgs(port, rest, options.cli), {
    cwd: options.cwd,
    env: childEnv(undefined),
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("error", (error) => {
    console.error(`Could not start langgraphjs: ${error.message}`);
    process.exit(1);
  });
  const pid = await new Promise<number>((done) => child.once("spawn", () => done(child.pid!)));
  guardGroup(pid); // the server goes when this process goes, however it goes

  let signalled: NodeJS.Signals | undefined;
  const stopOn = (signal: NodeJS.Signals) => {
    if (signalled) {
      signalGroup(pid, "SIGKILL"); // a second Ctrl-C: no more waiting
      return;
    }
    signalled = signal;
    signalGroup(pid, signal);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopOn(signal));
  // `kill <pid of npm run dev>` ends npm and the shell it runs scripts in, but the shell does not pass the signal on:
  // this process is re-parented and would keep the server (and its port) alive. A new parent means ours is gone.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopOn("SIGTERM");
  }, PARENT_POLL_MS).unref();
  child.once("exit", (code, signal) => {
    // The CLI is gone; take down anything it left behind in its group, then leave with its status.
    void stopGroup(pid, 2_000).then(() => {
      const byName = signal ?? (code === null ? signalled : undefined);
      process.exit(code ?? (byName ? 128 + (SIGNAL_NUMBERS[byName] ?? 0) : 1));
    });
  });

  const started = Date.now();
  while (child.exitCode === null && child.signalCode === null) {
    if (await answersOk(url)) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\nsimulacra: LangGraph API ${url}  |  Studio ${studioUrl(url)}  (ready in ${seconds} s)\n`);
      if (process.env.SIMULACRA_WARM_SCHEMAS !== "0") void warmStudioForms(url);
      return;
    }
    if (Date.now() - started > DEFAULT_READY_TIMEOUT_MS) {
      console.error(`\nsimulacra: ${url}/ok has not answered after ${DEFAULT_READY_TIMEOUT_MS / 1000} s; see the log above.\n`);
      return;
    }
    await sleep(500);
  }
}

/** `npm run dev`'s warm-up of Studio's forms, said when it is done (the server's own log goes on meanwhile). */
async function warmStudioForms(url: string): Promise<void> {
  const started = Date.now();
  console.log("simulacra: reading each graph's types for Studio's forms in the background (the first opening of a graph is then immediate)");
  const seconds = await warmSchemas(url).catch(() => new Map<string, number>());
  const took = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nsimulacra: Studio's forms are ready for ${seconds.size} graphs (${[...seconds.keys()].join(", ")}) after ${took} s\n`);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  serveStudio({ cwd: PROJECT_ROOT, argv: process.argv.slice(2) }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
