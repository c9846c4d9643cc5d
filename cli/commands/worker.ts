/**
 * `npm start -- worker --redis redis://... --store postgres://...`: a worker process for runs with workers (run
 * --workers). It waits for Redis when Redis is not up yet, then takes persona ticks from the queue until stopped
 * (Ctrl-C or SIGTERM to the pid it prints finish the jobs in hand; a SIGKILL loses nothing: the jobs it held are taken
 * again by a worker once their lock runs out). Under `npm start` the pid is not npm's: killing npm leaves the worker
 * running, so its start line names the pid to stop.
 */
import { parseArgs } from "node:util";
import { startPersonaWorker } from "../../drivers/town/personaWorker.js";
import { redisWithoutPassword } from "../../drivers/town/personaJobs.js";
import { withoutPassword } from "../../drivers/town/runSpec.js";

function positive(values: Record<string, unknown>, name: string): number | undefined {
  const v = values[name];
  if (typeof v !== "string") return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got "${v}".`);
  return n;
}

export async function commandWorker(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { redis: { type: "string" }, store: { type: "string" }, concurrency: { type: "string" }, "lock-seconds": { type: "string" } },
  });
  if (!values.redis) throw new Error("--redis <url> is required (the Redis the run was started with, e.g. redis://127.0.0.1:6379).");
  if (!values.store) throw new Error("--store <postgres://...> is required (the run's --checkpointer database).");
  const worker = await startPersonaWorker({
    redis: values.redis,
    store: values.store,
    concurrency: positive(values, "concurrency"),
    lockSeconds: positive(values, "lock-seconds"),
  });
  // Listening before the start line: whoever reads it may stop the worker at once.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  console.log(`Worker ${process.pid} takes persona ticks from ${redisWithoutPassword(values.redis)}, memories in ${withoutPassword(values.store)}; stop it with Ctrl-C or kill ${process.pid}.`);
  await stopped;
  await worker.close();
  console.log(`Worker ${process.pid} stopped after ${worker.done()} persona ticks.`);
}
