/**
 * A Postgres server that goes away while a run (or a worker) uses it. Its dropped connections are `error` events on
 * the `pg` pools of the checkpointer and the store: without a listener Node ends the process with a stack trace, so
 * both sides listen (the next query connects again, or fails and says why). The run itself stops where a query
 * fails: the coordinator turns that failure into one sentence that names the database without its password and says
 * the run stopped at its last checkpoint (`resume` continues it once the server is back). Every other operation on a
 * run (steering, interviews, history, forks) goes through `guardPostgres` and says, in the same sentence, what it did
 * and did not do.
 */
import type { EventEmitter } from "node:events";
import { isPostgres, maskPasswords, withoutPassword } from "./runSpec.js";

/**
 * Listens for dropped connections on the pools of a PostgresSaver and a PostgresStore (their private fields): on
 * each pool (its idle connections) and on each connection it opens (one checked out between two queries).
 */
export function listenToPools(parts: unknown[], listener: (error: Error) => void): void {
  for (const part of parts) {
    const holder = part as { pool?: EventEmitter; core?: { pool?: EventEmitter } };
    for (const pool of [holder.pool, holder.core?.pool]) {
      pool?.on("error", listener);
      pool?.on("connect", (client: EventEmitter) => client.on("error", listener));
    }
  }
}

/** SQLSTATEs of a server that went away: connection exceptions (class 08), shutdown, crash, still starting. */
const LOST_STATES = /^(08...|57P01|57P02|57P03)$/;
const LOST_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
const LOST_MESSAGES = /Connection terminated|not queryable|terminating connection|the database system is (shutting down|starting up|in recovery mode)/i;

/** The sentence an operation on a run ends with when its Postgres went away; `lost` is the driver's error. */
export class LostPostgresError extends Error {
  constructor(message: string, readonly lost: Error) {
    super(message, { cause: lost });
  }
}

/** The error (or one it wraps) of a query whose server went away, or undefined. */
export function postgresLossOf(error: unknown): Error | undefined {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    // Already told (an operation inside another): the driver's error, not the sentence (which may quote it).
    if (cause instanceof LostPostgresError) return cause.lost;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_STATES.test(code) || LOST_CODES.has(code))) return cause as Error;
    if (typeof message === "string" && LOST_MESSAGES.test(message)) return cause as Error;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs one operation on a run whose checkpoints may be in Postgres. When the server goes away meanwhile, the failure
 * becomes one sentence: the database (without its password), the driver's reason, and `outcome()`, what was and was
 * not done and what to do once the server is back (asked when the failure comes, so it can say how far the operation
 * got). An operation called by another is told by the outer one: the one a person called says what it left undone.
 */
export async function guardPostgres<T>(run: { spec: { checkpointer: string } }, outcome: () => string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const connection = run.spec.checkpointer;
    const lost = isPostgres(connection) ? postgresLossOf(error) : undefined;
    throw lost ? lostPostgres(connection, lost, outcome()) : error;
  }
}

/**
 * "its last checkpoint (2024-02-13T09:15:00)" from the run's state as the operation read it: "(its start)" when the
 * run has none yet (undefined), the time left out when the read itself failed (null).
 */
export function lastCheckpoint(state: { clock: { time: string } } | undefined | null): string {
  return state === null ? "its last checkpoint" : `its last checkpoint (${state?.clock.time ?? "its start"})`;
}

/**
 * The sentence of an operation whose Postgres went away: `Lost the Postgres database at <where> (<reason>):
 * <outcome>.`, the reason masked of the connection's password.
 */
export function lostPostgres(connection: string, lost: Error, outcome: string): LostPostgresError {
  const { code } = lost as { code?: string };
  const reason = withoutSecrets(code === "ECONNREFUSED" ? "connection refused" : lost.message || code || "connection lost", connection);
  return new LostPostgresError(`Lost the Postgres database at ${withoutPassword(connection)} (${reason}): ${outcome}.`, lost);
}

/** A driver's or server's message on one line, every form of the password it connects with masked. */
export function withoutSecrets(text: string, connection: string): string {
  return maskPasswords(text, connection, "PGPASSWORD").replace(/\s+/g, " ").trim().replace(/[.\s]+$/, "");
}
