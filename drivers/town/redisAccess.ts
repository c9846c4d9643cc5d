/**
 * Reaching the Redis of a run with workers, for the coordinator and for a worker: a first contact asked quickly and
 * once (a PING), its failure told as one sentence that says which part failed and the way out: nothing answered
 * (refused, no such host, no answer in time: worth waiting for, as a worker does), or Redis answered no (it wants a
 * password, or refused the one given: waiting would not change it). A URL without a password takes it from
 * REDISCLI_AUTH, as redis-cli does; run.json keeps none. No sentence shows a password.
 */
import { maskPasswords, urlWithoutPassword } from "./runSpec.js";

/** Seconds between attempts to reach Redis again (BullMQ's reconnects, a worker waiting for Redis). */
export const REDIS_RETRY_SECONDS = 2;

/**
 * The password for a URL that gives none: REDISCLI_AUTH, as redis-cli reads it (run.json keeps no password, so a
 * resumed run and the workers can take it from there instead of the command line).
 */
export function redisPasswordOption(): { password?: string } {
  const password = process.env.REDISCLI_AUTH;
  return password ? { password } : {};
}

/** Milliseconds a first contact with Redis may take before it counts as unreachable. */
const REDIS_REACH_MS = 5000;

/** Why Redis cannot be used: nothing answered (worth waiting for), or it answered no (a password, a wrong port). */
export interface RedisTrouble {
  kind: "unreachable" | "password" | "wrong password" | "refused";
  /** The cause, short and without secrets ("connection refused", "NOAUTH", ...). */
  reason: string;
}

/** Asks Redis at `url` for a PING, quickly and once; undefined when it answers. */
export async function redisTrouble(url: string, timeoutMs = REDIS_REACH_MS): Promise<RedisTrouble | undefined> {
  let heard: Error | undefined;
  // Loaded here: a run without workers never needs Redis's client.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    ...redisPasswordOption(),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on("error", (error: Error) => (heard ??= error));
  try {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), timeoutMs + 1000)));
    await Promise.race([redis.connect().then(() => redis.ping()), late]).finally(() => clearTimeout(timer));
    return undefined;
  } catch (error) {
    // The client's own error is "Connection is closed."; the cause is the one it reported.
    return troubleOf(heard ?? (error as Error), url);
  } finally {
    redis.disconnect();
  }
}

/** Redis at `url` answers, or one sentence (the cause and the way out; `giveWith` as for redisTroubleSentence). */
export async function reachRedis(url: string, giveWith: string, forWhat?: string): Promise<void> {
  const trouble = await redisTrouble(url);
  if (trouble) throw new Error(redisTroubleSentence(trouble, url, giveWith, forWhat));
}

/** A Redis client's error as a trouble (exported for the tests). */
export function troubleOf(error: Error, url: string): RedisTrouble {
  const { code } = error as { code?: string };
  const message = maskPasswords(String(error.message ?? ""), url, "REDISCLI_AUTH");
  if (/^NOAUTH\b/.test(message)) return { kind: "password", reason: "NOAUTH" };
  if (/^WRONGPASS\b|invalid password|invalid username-password/i.test(message)) return { kind: "wrong password", reason: "WRONGPASS" };
  const unreachable: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ENOTFOUND: "host not found",
    EAI_AGAIN: "host not found",
    EHOSTUNREACH: "host unreachable",
    ENETUNREACH: "network unreachable",
    ETIMEDOUT: "no answer in time",
    ECONNRESET: "connection reset",
  };
  if (code && unreachable[code]) return { kind: "unreachable", reason: unreachable[code]! };
  if (message === "timed out" || /ETIMEDOUT/.test(message)) return { kind: "unreachable", reason: "no answer in time" };
  if (message === "Connection is closed.") return { kind: "refused", reason: "it closed the connection: is that a Redis port?" };
  return { kind: "refused", reason: message.replace(/\s+/g, " ").replace(/[.\s]+$/, "") };
}

/**
 * The sentence for a trouble: the part, the cause, and the way out. `giveWith` is how the user gives the URL again
 * ("--workers", "--redis", "npm start -- resume --run <folder> --workers"); `forWhat` whose Redis it is.
 */
export function redisTroubleSentence(trouble: RedisTrouble, url: string, giveWith: string, forWhat = "the run's workers"): string {
  const where = urlWithoutPassword(url);
  const asked = withPasswordPlaceholder(url);
  const fromEnv = !redisHasPassword(url) && Boolean(process.env.REDISCLI_AUTH);
  switch (trouble.kind) {
    case "unreachable":
      return `Cannot reach Redis at ${where} for ${forWhat} (${trouble.reason}): start redis-server there or give the right URL with ${giveWith} redis://<host>:<port>.`;
    case "password":
      return `Redis at ${where} asks for a password (NOAUTH): give it with ${giveWith} ${asked} or in the environment variable REDISCLI_AUTH.`;
    case "wrong password":
      return `Redis at ${where} refused the password ${fromEnv ? "in REDISCLI_AUTH" : "given"} (WRONGPASS): give the right one with ${giveWith} ${asked} or in REDISCLI_AUTH.`;
    default:
      return `Redis at ${where} cannot be used for ${forWhat} (${trouble.reason}): check the URL given with ${giveWith}.`;
  }
}

/** Whether a Redis URL carries a password (run.json keeps none: a resumed run needs it given again). */
export function redisHasPassword(url: string): boolean {
  try {
    return new URL(url).password !== "";
  } catch {
    return false;
  }
}

/** redis://<user>:<password>@host:port/db with the password left for the user to fill in. */
export function withPasswordPlaceholder(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${decodeURIComponent(u.username)}:<password>@${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "redis://:<password>@<host>:<port>";
  }
}
