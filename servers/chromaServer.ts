/**
 * A real Chroma server for long-term memory, started from the chromadb package's own CLI (no Docker, no Python):
 *
 *   node_modules/.bin/chroma run --path <persistPath> --host 127.0.0.1 --port <free port>
 *
 * `startChroma` spawns it in a process group of its own, waits until `GET /api/v2/heartbeat` answers and hands back
 * its pid and a `stop()`. As with the LangGraph dev server (servers/devServer.ts), the server never outlives this
 * process: an `exit` handler kills the group, and a detached watchdog that reads a pipe from this process ends the
 * group when the pipe closes (this process died of a signal, even SIGKILL); see servers/processGroup.ts.
 *
 * The shared connections (`chromaFor`, drivers/roles/chromaConnection.ts) are kept here, by target, so that
 * `closeSharedChroma` stops their servers. This file's types name nothing of the chromadb package: its own .d.ts
 * needs types that chromadb does not install, and a consumer's strict TypeScript project (skipLibCheck false) that
 * loads it fails; the client side is in drivers/roles/chromaConnection.ts, which the package's public types never import.
 */
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve, sep } from "node:path";
import type { ChromaTarget } from "../state/chromaTarget.js";
import { freePort, isPortFree, LOCALHOST } from "./freePort.js";
import { describeExit, httpOk, startGroup, waitUntilReady } from "./processGroup.js";


export const CHROMA_READY_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 100;
const LOG_TAIL_LINES = 30;
/** A free port can be taken by someone else before the server binds it: how many ports to try when none is given. */
const PORT_ATTEMPTS = 3;

/**
 * Path of the `chroma` CLI of the installed chromadb package, found the way Node finds the package from this file (or
 * from `fromDir`): installed as a dependency, chromadb sits beside simulacra in the consumer's node_modules.
 */
export function chromaCliPath(fromDir?: string): string {
  const require = createRequire(fromDir ? join(resolve(fromDir), "package.json") : import.meta.url);
  let entry: string;
  try {
    entry = require.resolve("chromadb");
  } catch {
    throw new Error(`The chromadb package is not installed${fromDir ? ` under ${fromDir}` : ""} (simulacra depends on it: run npm install).`);
  }
  const marker = `${sep}node_modules${sep}chromadb${sep}`;
  const cli = join(entry.slice(0, entry.lastIndexOf(marker) + marker.length), "dist", "cli.mjs");
  if (!existsSync(cli)) throw new Error(`The chroma CLI of the installed chromadb package is missing (${cli}).`);
  return cli;
}

/** True when the server answers `GET /api/v2/heartbeat`. */
const heartbeat = (url: string) => httpOk(`${url}/api/v2/heartbeat`);

/** Where a local Chroma server keeps its data, and its port. */
export interface ChromaServerOptions {
  /** Data folder (created if missing); data persists there across restarts. */
  persistPath: string;
  /** Port on 127.0.0.1 (default: a free one). A given port must be free. */
  port?: number;
  /** How long to wait for the heartbeat (default 30 s). */
  timeoutMs?: number;
  /** The chroma CLI script node runs (default: the installed chromadb package's, `chromaCliPath()`). */
  cli?: string;
}

/** A local Chroma server started as a child process: its URL, port, pid and data folder, its logs, and `stop()`. */
export interface ChromaServer {
  /** Base URL, e.g. http://127.0.0.1:43123 */
  url: string;
  host: string;
  port: number;
  /** Pid of the CLI, leader of the server's process group. */
  pid: number;
  persistPath: string;
  /** True once the server process has exited (stopped, crashed or killed). */
  readonly exited: boolean;
  /** Ends the server's process group (SIGTERM, then SIGKILL after 5 s). Safe to call twice. */
  stop(): Promise<void>;
  /** What the server printed so far (the last 500 lines). */
  logs(): string;
}

/** Starts a Chroma server and resolves once it answers its heartbeat; rejects (and cleans up) if it exits or times out. */
export async function startChroma(options: ChromaServerOptions): Promise<ChromaServer> {
  const persistPath = resolve(options.persistPath);
  mkdirSync(persistPath, { recursive: true });
  if (options.port !== undefined) {
    if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65_535) {
      throw new Error(`Invalid Chroma port ${options.port}.`);
    }
    if (!(await isPortFree(options.port))) {
      throw new Error(`Port ${options.port} on ${LOCALHOST} is already in use; pick another one or leave the port out.`);
    }
    return launch(persistPath, options.port, options.timeoutMs ?? CHROMA_READY_TIMEOUT_MS, options.cli);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    try {
      return await launch(persistPath, await freePort(), options.timeoutMs ?? CHROMA_READY_TIMEOUT_MS, options.cli);
    } catch (error) {
      lastError = error;
      // A timeout will not get better on another port, nor a binding that cannot load.
      if (!(error instanceof ChromaStartError) || error.bindingFix) throw error;
    }
  }
  throw lastError;
}

/**
 * The fix for a Chroma server whose native binding cannot load: the default Linux binding (1.3.x) needs glibc 2.38, and
 * Debian 12 has 2.36 (STACK.md); the binding 1.0.5 runs there.
 */
export function chromaFix(log: string): string {
  if (!/GLIBC_\d/.test(log)) return "";
  const needed = /GLIBC_[\d.]+/.exec(log)![0];
  return ` because its native binding needs ${needed}, newer than this system's: add "overrides": { "chromadb-js-bindings-linux-x64-gnu": "1.0.5" } to your package.json and run npm install`;
}

/**
 * A local Chroma server that exited before answering its heartbeat: it cannot start here (a native binding that
 * cannot load, a data folder it cannot use), so trying again later will not help. `cannotStart` says so to code that
 * cannot import this class (a role's long-term memory stops retrying and fails the run with this error).
 */
export class ChromaStartError extends Error {
  override name = "ChromaStartError";
  readonly cannotStart = true;
  constructor(
    message: string,
    /** The fix for a binding that needs a newer glibc, when that is why ("" otherwise). */
    readonly bindingFix: string,
  ) {
    super(message);
  }
}

async function launch(persistPath: string, port: number, timeoutMs: number, cli = chromaCliPath()): Promise<ChromaServer> {
  const host = LOCALHOST;
  const url = `http://${host}:${port}`;
  const group = await startGroup(
    process.execPath,
    [cli, "run", "--path", persistPath, "--host", host, "--port", String(port)],
    { cwd: persistPath, logLines: 500 },
  );
  const { pid, stop, log } = group;

  const notReady = await waitUntilReady(group, { ready: () => heartbeat(url), timeoutMs, pollMs: POLL_INTERVAL_MS });
  if (notReady) {
    await stop();
    const exited = notReady.kind === "exited";
    const reason = exited
      ? `exited (${describeExit(notReady.exit)}) before answering its heartbeat`
      : `did not answer GET /api/v2/heartbeat within ${Math.round(timeoutMs / 1000)} s`;
    const said = log.tail(LOG_TAIL_LINES).trim();
    const fix = chromaFix(said);
    const message = `Chroma server (${url}, data ${persistPath}) ${reason}${fix}. ${said ? `Last log lines:\n${said}` : "It printed nothing."}`;
    throw exited ? new ChromaStartError(message, fix) : new Error(message);
  }
  return {
    url,
    host,
    port,
    pid,
    persistPath,
    get exited() {
      return group.exit !== undefined;
    },
    stop,
    logs: () => log.tail(),
  };
}

// --- shared connections ------------------------------------------------------------------------------------------

export type { ChromaTarget };


const shared = new Map<string, Promise<{ server?: ChromaServer }>>();
let connectionsCreated = 0;

function targetKey(target: ChromaTarget): string {
  return "url" in target ? `url:${target.url.replace(/\/+$/, "")}` : `path:${resolve(target.persistPath)}`;
}

/**
 * The shared connection for a target, made by `connect` the first time (and again if its server has exited since).
 * Created once per target even when many callers ask at the same time; a failed start is forgotten so that the next
 * call tries again.
 */
export async function sharedChroma<C extends { server?: ChromaServer }>(target: ChromaTarget, connect: (target: ChromaTarget) => Promise<C>): Promise<C> {
  const key = targetKey(target);
  const existing = shared.get(key) as Promise<C> | undefined;
  if (existing) {
    const connection = await existing.catch(() => undefined);
    if (connection && !connection.server?.exited) return connection;
    if (shared.get(key) === existing) shared.delete(key);
    return sharedChroma(target, connect); // somebody else may already be reconnecting: join them
  }
  connectionsCreated += 1;
  const created = connect(target);
  shared.set(key, created);
  created.catch(() => {
    if (shared.get(key) === created) shared.delete(key);
  });
  return created;
}

/** How many shared connections `chromaFor` has created in this process. */
export function chromaConnectionsCreated(): number {
  return connectionsCreated;
}

/** Stops every server `chromaFor` started and forgets every shared client (tests call it in afterAll). */
export async function closeSharedChroma(): Promise<void> {
  const pending = [...shared.values()];
  shared.clear();
  await Promise.all(
    pending.map(async (connection) => {
      const resolved = await connection.catch(() => undefined);
      await resolved?.server?.stop();
    }),
  );
}
