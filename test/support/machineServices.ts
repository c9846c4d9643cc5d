/**
 * The machine's own Redis and PostgreSQL, as the worker tests use them (Redis at 127.0.0.1:6379, PostgreSQL at
 * 127.0.0.1:5432 with trust auth; SIMULACRA_TEST_REDIS / SIMULACRA_TEST_POSTGRES point elsewhere): their URLs,
 * statements on the Postgres server, and why a test cannot run here (a server not reachable), for its skip reason.
 */
import { Redis } from "ioredis";

export const TEST_REDIS = process.env.SIMULACRA_TEST_REDIS ?? "redis://127.0.0.1:6379";
/** The server, without a database: add `/<database>`. */
export const TEST_POSTGRES = process.env.SIMULACRA_TEST_POSTGRES ?? "postgres://postgres@127.0.0.1:5432";

interface PgClient { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> }
// `pg` comes with the Postgres checkpointer (no types of its own here).
const { default: pg } = (await import("pg" as string)) as { default: { Client: new (url: string) => PgClient } };

/** Runs one statement in the server's `postgres` database (CREATE / DROP DATABASE, a check). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client(`${TEST_POSTGRES}/postgres`);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Why the machine's Redis cannot be used, or undefined. */
export async function redisUnreachable(): Promise<string | undefined> {
  const redis = new Redis(TEST_REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `Redis is not reachable at ${TEST_REDIS} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

/** Why the machine's PostgreSQL cannot be used, or undefined. */
export async function postgresUnreachable(): Promise<string | undefined> {
  return adminQuery("SELECT 1").then(
    () => undefined,
    (error: Error) => `PostgreSQL is not reachable at ${TEST_POSTGRES} as user postgres (${error.message})`,
  );
}

/** Why the worker tests cannot run here (Redis, then PostgreSQL), or undefined. */
export async function servicesUnreachable(): Promise<string | undefined> {
  return (await redisUnreachable()) ?? (await postgresUnreachable());
}
