/**
 * A cap on model calls in flight shared by every process that talks to one model endpoint (the workers of a run
 * with workers): a counting semaphore in Redis. Each call takes a slot (a member of a sorted set scored by when its
 * lease runs out) and gives it back when it ends; a slot whose process died is freed when its lease runs out, so a
 * killed worker never holds the cap for good. Waiting calls poll (every 20-100 ms): fine for model calls that take
 * hundreds of milliseconds or more.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { CallLimiter } from "./callLimiter.js";

/** Frees expired slots, then takes one when fewer than the cap are held: 1 taken, 0 not. */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

/** The limiter for `endpoint` with `max` calls in flight across processes; a slot's lease covers a whole request. */
export function redisCallLimiter(redis: Redis, endpoint: string, max: number, requestTimeoutSeconds: number): CallLimiter {
  const key = `simulacra:model-calls:${endpoint}`;
  // A request may take its timeout, plus retries: the lease outlasts any call still running.
  const leaseMs = Math.ceil(requestTimeoutSeconds * 1000 * 4 + 30_000);
  let running = 0;
  return {
    max,
    active: () => running,
    async run(task) {
      const slot = randomUUID();
      for (let wait = 20; ; wait = Math.min(100, wait * 2)) {
        const now = Date.now();
        const taken = await redis.eval(TAKE, 1, key, now, max, now + leaseMs, slot, leaseMs);
        if (taken === 1) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      running++;
      try {
        return await task();
      } finally {
        running--;
        await redis.zrem(key, slot).catch(() => {});
      }
    },
  };
}

/** Calls in flight now for an endpoint, across all processes (for tests and benchmarks). */
export async function callsInFlight(redis: Redis, endpoint: string): Promise<number> {
  const key = `simulacra:model-calls:${endpoint}`;
  await redis.zremrangebyscore(key, "-inf", Date.now());
  return redis.zcard(key);
}
