/**
 * One writer per run. Every command that writes a run (run, resume, fork into its new folder, the interactive session,
 * writing its replay again) holds the run's writer lock while it is open; a second writer is refused in one sentence
 * that names the process holding the run (its pid and host) before it changes anything. Two writers once interleaved
 * the movement log and the checkpoints of one run and corrupted it for good.
 *
 * - The folder: `writer.lock` in the run folder, a SQLite file whose write lock the writer holds (the operating
 *   system's file lock, which SQLite takes and which dies with the process: a writer killed with kill -9 leaves no
 *   lock behind, and the next writer takes the run at once, with no pid to guess about). `writer.json` beside it says
 *   who holds it, for the refusal. A folder on a network file system is as safe as that file system's locks.
 * - A run on Postgres (its checkpoints in a database that coordinators on other machines reach): also an advisory
 *   lock on the run's thread, held by a session of its own (named after the writer: pid and host), so a coordinator
 *   on another machine with a copy of the folder is refused too. Postgres drops it when the session ends: at once when
 *   the process dies, and when its machine vanishes, once TCP keepalives find the connection dead (about a minute).
 */
import { hostname } from "node:os";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { shownPath } from "../../servers/invocation.js";

export const LOCK_FILE = "writer.lock";
export const HOLDER_FILE = "writer.json";

/** Who writes a run: what `writer.json` and the Postgres session's name hold. */
export interface RunWriter {
  pid: number;
  host: string;
  /** The command line, without anything that could hold a secret (connection strings). */
  command: string;
  since: string;
}

/** A run another process writes: the refusal, naming it. */
export class RunBusyError extends Error {
  constructor(message: string, readonly holder: RunWriter | null) {
    super(message);
  }
}

export interface HeldLock {
  release(): Promise<void>;
}

/** This process as a writer. */
export function thisWriter(argv: readonly string[] = process.argv): RunWriter {
  const words = [path.basename(argv[1] ?? "node"), ...argv.slice(2).filter((word) => !/:\/\/|password/i.test(word))];
  const command = words.join(" ");
  return { pid: process.pid, host: hostname(), command: command.length > 120 ? `${command.slice(0, 119)}…` : command, since: new Date().toISOString() };
}

/** The refusal's sentence: who writes the run, and what to do. */
export function busySentence(what: string, holder: RunWriter | null): string {
  if (!holder) return `${what} is being written by another process: wait for it to end, then try again.`;
  const elsewhere = holder.host !== hostname();
  const since = holder.since.replace("T", " ").replace(/\.\d+Z$/, " UTC");
  return `${what} is being written by process ${holder.pid} on ${holder.host}${elsewhere ? " (another machine)" : ""} ` +
    `("${holder.command}", since ${since}): wait for it to end, or stop it${elsewhere ? " there" : ` (kill ${holder.pid})`}, then try again.`;
}

/**
 * Takes the writer lock of a run folder (which must exist), or throws RunBusyError naming its holder. Never waits:
 * a second writer is told at once.
 */
export function lockFolder(folder: string): HeldLock {
  const db = new Database(path.join(folder, LOCK_FILE), { timeout: 0 });
  try {
    // A write transaction left open: SQLite's lock on the file, kept until release (or the process's end).
    db.exec("BEGIN IMMEDIATE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    const holder = holderOfBusy(folder);
    throw new RunBusyError(busySentence(shownPath(folder), holder), holder);
  }
  const holderFile = path.join(folder, HOLDER_FILE);
  const me = thisWriter();
  try {
    fs.writeFileSync(`${holderFile}.${process.pid}.tmp`, `${JSON.stringify(me, null, 2)}\n`);
    fs.renameSync(`${holderFile}.${process.pid}.tmp`, holderFile);
  } catch (error) {
    db.close();
    throw error;
  }
  return heldUntil(() => {
    // Said before the lock goes: a writer that takes it next writes its own.
    fs.rmSync(holderFile, { force: true });
    db.close();
  });
}

/**
 * Who holds a busy folder. The holder writes writer.json just after it takes the lock, so a second writer refused in
 * that moment waits for the file a little (up to 2 s) instead of saying "another process" without naming it.
 */
function holderOfBusy(folder: string): RunWriter | null {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 50) {
    const holder = readHolder(folder);
    if (holder || waited >= 2_000) return holder;
    Atomics.wait(pause, 0, 0, 50);
  }
}

/** A held lock whose release runs once, however often it is called. */
function heldUntil(release: () => void): HeldLock {
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      release();
    },
  };
}

/** Who holds a folder's lock, from writer.json (null when it is not there or unreadable). */
export function readHolder(folder: string): RunWriter | null {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(folder, HOLDER_FILE), "utf8")) as RunWriter;
    return typeof holder.pid === "number" && typeof holder.host === "string" ? holder : null;
  } catch {
    return null;
  }
}

/** A pg pool as the Postgres checkpointer holds it (its private field; see postgresLoss.ts). */
interface PgPool {
  connect(): Promise<PgClient>;
}
interface PgClient {
  query(sql: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  release(destroy?: boolean): void;
  on(event: "error", listener: (error: Error) => void): void;
}

/** The advisory lock's two keys: one for simulacra's run threads, one for the thread (hashtext of each). */
const LOCK_KEYS = "hashtext('simulacra run writer'), hashtext($1)";
/** A session name Postgres keeps (at most 63 bytes): the writer's pid and host. */
const sessionName = (me: RunWriter) => `simulacra writer pid ${me.pid} on ${me.host}`.slice(0, 63);

/**
 * Takes the advisory lock of a run's thread on the Postgres server of `checkpointer` (a PostgresSaver), on a session
 * of its own held until release; or throws RunBusyError naming the session that holds it (its pid, host and address).
 */
export async function lockThread(checkpointer: unknown, threadId: string, what: string): Promise<HeldLock> {
  const pool = (checkpointer as { pool?: PgPool }).pool;
  if (!pool) throw new Error("The Postgres checkpointer has no connection pool to lock the run's thread with.");
  const client = await pool.connect();
  // A session that drops (the server restarts) ends the lock; the run's own queries say so when they fail.
  client.on("error", () => {});
  try {
    const me = thisWriter();
    // Keepalives find a vanished machine's session dead within a minute; an idle timeout must not end it.
    await client.query(`SET application_name = '${sessionName(me).replace(/'/g, "''")}'`);
    await client.query("SET idle_session_timeout = 0").catch(() => {}); // Postgres 14 and later
    await client.query("SET tcp_keepalives_idle = 30; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3");
    const taken = await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEYS}) AS taken`, [threadId]);
    if (taken.rows[0]?.taken !== true) {
      const holder = await client.query(
        `SELECT a.application_name, a.client_addr::text AS addr, a.backend_start FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND l.classid = (${LOCK_KEYS.split(", ")[0]})::oid AND l.objid = hashtext($1)::oid AND l.objsubid = 2`,
        [threadId],
      );
      throw new RunBusyError(threadBusySentence(what, holder.rows[0]), null);
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  // The session ends with the lock (never back to the pool with its name and lock).
  return heldUntil(() => client.release(true));
}

function threadBusySentence(what: string, row: Record<string, unknown> | undefined): string {
  const name = typeof row?.application_name === "string" ? row.application_name : "";
  const writer = /^simulacra writer pid (\d+) on (.+)$/.exec(name);
  const from = typeof row?.addr === "string" && row.addr ? ` (connected from ${row.addr.replace(/\/\d+$/, "")})` : "";
  const who = writer ? `process ${writer[1]} on ${writer[2]}${from}` : `another session${from}`;
  const since = row?.backend_start instanceof Date ? `, since ${row.backend_start.toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC")}` : "";
  const stop = writer && writer[2] === hostname() ? ` (kill ${writer[1]})` : " where it runs";
  return `${what} is being written by ${who}${since}: wait for it to end, or stop it${stop}, then try again.`;
}
