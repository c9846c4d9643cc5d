/**
 * A Postgres server that goes away while a run (or a worker) uses it. Its dropped connections are `error` events on
 * the `pg` pools of the checkpointer and the store: without a listener Node ends the process with a stack trace, so
 * both sides listen (the next query connects again, or fails and says why). The run itself stops where a query
 * fails: the coordinator turns that failure into one sentence that names the database without its password and says
 * the run stopped at its last checkpoint (`resume` continues it once the server is back).
 */
import type { EventEmitter } from "node:events";
import { withoutPassword } from "./runSpec.js";

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

/** The error (or one it wraps) of a query whose server went away, or undefined. */
export function postgresLossOf(error: unknown): Error | undefined {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_STATES.test(code) || LOST_CODES.has(code))) return cause as Error;
    if (typeof message === "string" && LOST_MESSAGES.test(message)) return cause as Error;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The sentence a run stopped by a lost Postgres ends with (the reason masked of the connection's password). */
export function lostPostgres(connection: string, lost: Error, at: string | undefined): Error {
  const { code } = lost as { code?: string };
  let reason = code === "ECONNREFUSED" ? "connection refused" : lost.message || code || "connection lost";
  for (const secret of secretsOf(connection)) reason = reason.split(secret).join("***");
  reason = reason.replace(/\s+/g, " ").trim().replace(/[.\s]+$/, "");
  return new Error(
    `Lost the Postgres database at ${withoutPassword(connection)} (${reason}): the run stopped at its last checkpoint` +
      ` (${at ?? "its start"}); resume it once the server is back.`,
    { cause: lost },
  );
}

/** The password of a connection string in every form a message could hold it. */
function secretsOf(connection: string): string[] {
  try {
    const url = new URL(connection);
    const forms = [url.password, url.searchParams.get("password") ?? ""];
    try {
      forms.push(decodeURIComponent(url.password));
    } catch {}
    return forms.filter(Boolean);
  } catch {
    return [];
  }
}
