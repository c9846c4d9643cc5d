/**
 * A cap on model calls in flight: personas think concurrently within a tick, and a real endpoint (or a rate limit)
 * may take only so many requests at once. One limiter per cap, shared by the whole process.
 */
export interface CallLimiter {
  readonly max: number;
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Calls running now (for tests and progress lines). */
  active(): number;
}

export function createCallLimiter(max: number): CallLimiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`maxConcurrentCalls must be a positive integer, got ${max}.`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    max,
    active: () => running,
    async run(task) {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

const shared = new Map<number, CallLimiter>();

export function callLimiter(max: number): CallLimiter {
  let limiter = shared.get(max);
  if (!limiter) shared.set(max, (limiter = createCallLimiter(max)));
  return limiter;
}

/**
 * The run context key (code only) of a limiter that replaces the process's own: a worker process puts one shared by
 * every worker of the endpoint there (redisCallLimiter.ts).
 */
export const CALL_LIMITER = "callLimiter";

/** The context's limiter, else the process's one for the cap. */
export function callLimiterOf(context: unknown, max: number): CallLimiter {
  const given = (context as Record<string, unknown> | undefined)?.[CALL_LIMITER] as CallLimiter | undefined;
  return given && typeof given.run === "function" ? given : callLimiter(max);
}
