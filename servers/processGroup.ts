/**
 * Local servers as child process groups that never outlive this process: what the LangGraph dev server
 * (servers/devServer.ts) and the Chroma server (servers/chromaServer.ts) have in common.
 *
 * Why a process group: a server is often more than one process. `langgraphjs dev` runs the API under `tsx watch`
 * (three processes); killing only the pid we spawned would leave the others running, holding the port. Spawned with
 * `detached: true`, the child leads a new process group whose id is its pid, and a signal sent to `-pid` reaches
 * every process of it, including grandchildren the child never tells us about.
 *
 * Why a watchdog: the `exit` handler of this process only runs when it ends normally. Death by a signal (SIGKILL,
 * an unhandled SIGTERM, Ctrl-C in a test runner) skips it, and a detached group does not get the terminal's Ctrl-C
 * either. So each group gets a small watchdog process that holds a pipe from this one: the kernel closes that pipe
 * however this process dies, and the watchdog then ends the group.
 *
 * What stays in the server files: the command and its environment, the port (choice, retries), what "ready" means
 * and which log lines mean failure, and the wording of errors.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** How long a stopped group gets to exit after SIGTERM before it gets SIGKILL. */
export const STOP_GRACE_MS = 5_000;

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

// --- output -------------------------------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** The last `capacity` lines a server wrote (stdout and stderr interleaved), colours removed: for error messages. */
export class LogTail {
  private readonly lines: string[] = [];
  private partial = "";
  constructor(private readonly capacity: number) {}

  write(chunk: Buffer | string): void {
    const parts = (this.partial + chunk.toString().replace(ANSI, "")).split(/\r?\n/);
    this.partial = parts.pop() ?? "";
    for (const line of parts) this.push(line);
    if (this.partial.length > 16_384) {
      // a very long line without a newline (a progress bar, a dump) must not grow without bound
      this.push(this.partial);
      this.partial = "";
    }
  }

  private push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
  }

  /** The last `count` lines (all kept lines by default), the unfinished last line included. */
  tail(count = this.capacity): string {
    const all = this.partial ? [...this.lines, this.partial] : this.lines;
    return all.slice(-count).join("\n");
  }
}

// --- signals to a group -------------------------------------------------------------------------------------------

/** True while some process of the group `pgid` exists (EPERM: it exists but is not ours to signal). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Sends `signal` to every process of group `pgid`; a group that is already gone is fine. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the group is gone (or gives up 2 s later). */
export async function stopGroup(pgid: number, graceMs = STOP_GRACE_MS): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(50);
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, "SIGKILL");
  const killDeadline = Date.now() + 2_000;
  while (groupAlive(pgid) && Date.now() < killDeadline) await sleep(50);
}

// --- the watchdog -------------------------------------------------------------------------------------------------

/**
 * Run as `node -e WATCHDOG_SCRIPT <pgid>`: reads its stdin, a pipe from the process that started the group. The pipe
 * ends only when that process closes it (dismissal) or dies, however it dies; then the watchdog ends the group:
 * SIGTERM, then SIGKILL after 5 s, and exits as soon as the group is gone.
 */
const WATCHDOG_SCRIPT = `
const pgid = Number(process.argv[1]);
const signal = (s) => { try { process.kill(-pgid, s); return true; } catch { return false; } };
let done = false;
const parentGone = () => {
  if (done) return;
  done = true;
  if (!signal("SIGTERM")) process.exit(0);
  const since = Date.now();
  setInterval(() => {
    if (!signal(0)) process.exit(0);
    if (Date.now() - since > 5000) { signal("SIGKILL"); process.exit(0); }
  }, 100);
};
process.stdin.on("end", parentGone);
process.stdin.on("error", parentGone);
process.stdin.on("close", parentGone);
process.stdin.resume();
`;

/**
 * Starts the watchdog of group `pgid`; the returned function dismisses it (call it once the group is stopped).
 * The watchdog is detached too, so that whatever takes down this process's group (Ctrl-C) leaves it standing to
 * clean up, and neither it nor its pipe keeps this process alive.
 */
export function guardGroup(pgid: number): () => void {
  const watchdog = spawn(process.execPath, ["-e", WATCHDOG_SCRIPT, String(pgid)], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  watchdog.on("error", () => undefined); // best effort: the exit handler still covers normal exits
  watchdog.stdin?.on("error", () => undefined);
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    if (watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill("SIGKILL");
    watchdog.stdin?.destroy();
  };
}

// --- a server's group ---------------------------------------------------------------------------------------------

export interface GroupExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** "SIGTERM" or "code 1", for messages. */
export function describeExit(exit: GroupExit): string {
  return exit.signal ?? `code ${exit.code}`;
}

export interface StartGroupOptions {
  cwd: string;
  /** The environment of the command (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** How many lines of output to keep. */
  logLines: number;
}

export interface ProcessGroup {
  /** Pid of the spawned command, which leads the group: the group id too. */
  readonly pid: number;
  /** How the spawned command exited; undefined while it runs. */
  readonly exit: GroupExit | undefined;
  /** What the group wrote to stdout and stderr. */
  readonly log: LogTail;
  /** Ends the whole group (SIGTERM, then SIGKILL after 5 s) and dismisses its guards. Safe to call twice. */
  readonly stop: () => Promise<void>;
}

/**
 * Spawns `command args` as the leader of a new process group with its output captured, and guards the group: an
 * `exit` handler SIGKILLs it if this process ends normally without calling `stop()` (immediate, unlike the watchdog,
 * which only sees the pipe close afterwards), and the watchdog covers every other way of dying.
 */
export async function startGroup(
  command: string,
  args: readonly string[],
  options: StartGroupOptions,
): Promise<ProcessGroup> {
  const log = new LogTail(options.logLines);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = await new Promise<number>((done, fail) => {
    child.once("spawn", () => done(child.pid!));
    child.once("error", fail);
  });
  child.stdout?.on("data", (chunk: Buffer) => log.write(chunk));
  child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
  let exit: GroupExit | undefined;
  // Said once what it wrote has been read (at most a second later), or once stopped: a process that fails at once (a
  // native binding that needs a newer glibc) had its last words lost, and its error showed empty "Last log lines".
  let read = false;
  child.once("exit", (code, signal) => {
    exit = { code, signal };
    const drained = (stream: NodeJS.ReadableStream | null) => new Promise<void>((done) => (stream ? stream.once("close", done).once("end", done) : done()));
    void Promise.race([Promise.all([drained(child.stdout), drained(child.stderr)]), sleep(1000)]).then(() => {
      read = true;
    });
  });

  const killOnExit = () => signalGroup(pid, "SIGKILL");
  process.once("exit", killOnExit);
  const dismissWatchdog = guardGroup(pid);

  let stopping: Promise<void> | undefined;
  return {
    pid,
    log,
    get exit() {
      return read ? exit : undefined;
    },
    stop: () => {
      stopping ??= stopGroup(pid).finally(() => {
        dismissWatchdog();
        process.removeListener("exit", killOnExit);
        child.stdout?.destroy();
        child.stderr?.destroy();
        read = true;
      });
      return stopping;
    },
  };
}

// --- waiting until it serves --------------------------------------------------------------------------------------

/** True when `GET url` answers 2xx within `timeoutMs`; false on any error, refused connection or timeout. */
export async function httpOk(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export interface ReadyOptions {
  /** One readiness probe, e.g. `() => httpOk(url + "/ok")`. */
  ready: () => Promise<boolean>;
  timeoutMs: number;
  pollMs: number;
  /** A server-specific sign of failure, asked each round while not ready: a reason to give up, or undefined. */
  failed?: () => string | undefined;
}

/** Why a group never became ready (the caller words the error, stops the group and adds the log). */
export type NotReady = { kind: "exited"; exit: GroupExit } | { kind: "failed"; reason: string } | { kind: "timeout" };

/** Probes until `ready()` answers (undefined), the group's leader exits, `failed()` gives a reason, or time runs out. */
export async function waitUntilReady(group: ProcessGroup, options: ReadyOptions): Promise<NotReady | undefined> {
  const started = Date.now();
  for (;;) {
    if (await options.ready()) return undefined;
    const exit = group.exit;
    if (exit) return { kind: "exited", exit };
    const reason = options.failed?.();
    if (reason !== undefined) return { kind: "failed", reason };
    if (Date.now() - started > options.timeoutMs) return { kind: "timeout" };
    await sleep(options.pollMs);
  }
}

// --- a command run through wrappers ---------------------------------------------------------------------------------

/**
 * Ends this process (SIGTERM to itself, so its own handlers stop its servers) when a wrapper that started it exits:
 * `npm start -- replay` runs npm -> sh -> tsx -> node, and killing npm's pid (what `$!` and most process managers
 * hold) left tsx and the server running, reparented to init. The wrappers are the ancestors whose command line is
 * npm's, npx's, tsx's or a `sh -c`, up to the first that is none of them (a shell the user typed in is not watched).
 * Linux only (it reads /proc); elsewhere it does nothing.
 */
export function stopWithWrappers(pollMs = 1000): void {
  const wrappers = wrapperAncestors();
  if (!wrappers.length) return;
  const timer = setInterval(() => {
    if (wrappers.some((pid) => !processAlive(pid))) {
      clearInterval(timer);
      process.kill(process.pid, "SIGTERM");
    }
  }, pollMs);
  timer.unref();
}

const WRAPPER = /(^|[\s/])(npm|npx|tsx)(\s|$|\.c?js)|npm-cli\.js|tsx[/\\]dist[/\\]cli|^(\/bin\/)?sh\s-c\s/;

function wrapperAncestors(): number[] {
  const out: number[] = [];
  for (let pid = process.ppid; pid > 1 && out.length < 6; ) {
    let cmdline: string;
    let stat: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      break;
    }
    if (!WRAPPER.test(cmdline)) break;
    out.push(pid);
    // The parent pid is the 4th field, after the command's name in parentheses (which may hold spaces).
    pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  }
  return out;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
