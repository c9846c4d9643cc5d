/**
 * Integration, against the machine's Redis (127.0.0.1:6379; skipped with the reason without it): the coordinator's
 * job queue (drivers/town/personaJobs.ts, jobThinker) with a stand-in worker made here, a BullMQ worker on the shared
 * queue and on its own queue that answers every tick at once (no persona graph, no Postgres). What is checked is where
 * the coordinator sends a persona's ticks, sticky routing on and off, and how a run's memory-read counts travel: asked
 * of a job only when the run counts them, added up in the coordinator, never in the tick's result.
 */
import { Worker, type Job } from "bullmq";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { jobThinker, ownQueueOf, redisConnection, type PersonaJobData, type PersonaJobResult } from "../drivers/town/personaJobs.js";
import type { PersonaThought } from "../nodes/town/thinkPersona.js";
import { newMemoryReads } from "../state/townMetrics.js";
import { removeQueuesOf } from "./support/workerQueues.js";
import { redisUnreachable, TEST_REDIS as REDIS } from "./support/machineServices.js";

const skipReason = await redisUnreachable();
if (skipReason) console.warn(`test/stickyRoutes.int.test.ts is skipped: ${skipReason}.`);

/** The queues are named after a database that never exists: nothing here touches Postgres. */
const databases: string[] = [];
const newDatabase = () => {
  const database = `simulacra_sticky_${process.pid}_${Date.now()}_${databases.length}`;
  databases.push(database);
  return database;
};

/** A persona's tick as far as the queue looks at it (the stand-in worker never runs the graph). */
const thought = (name: string, tick: number) => ({
  persona: { scratch: { name }, spatial: {}, memory: { branch: { id: "main" }, persona: name, count: 0, accesses: 0 } },
  clock: { time: "2024-05-06T07:00:00", tick, secondsPerTick: 10 },
  village: { mapDir: "unused" },
  events: [],
  others: {},
}) as unknown as PersonaThought;

interface Taken { queue: string; persona: string; tick: number; countMemoryReads: boolean; context: string[] }

/** A stand-in worker named `name` on the shared queue and on its own; answers each tick with `memoryReads` if asked. */
async function standInWorker(shared: string, name: string, taken: Taken[]) {
  const answer = async (job: Job<PersonaJobData, PersonaJobResult>): Promise<PersonaJobResult> => {
    const { thought: t } = job.data;
    taken.push({ queue: job.queueName, persona: t.persona.scratch.name, tick: t.clock.tick, countMemoryReads: Boolean(job.data.countMemoryReads), context: Object.keys(job.data.context) });
    return {
      persona: t.persona, effects: [], movement: null, usage: {}, attempt: null, warnings: [], worker: name,
      ...(job.data.countMemoryReads ? { memoryReads: { ...newMemoryReads(), views: 2, cached: 1, loads: 1, rows: 7 } } : {}),
    };
  };
  const workers = [shared, ownQueueOf(shared, name)].map((queue) => new Worker<PersonaJobData, PersonaJobResult>(queue, answer, { connection: redisConnection(REDIS), name }));
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  return { close: () => Promise.all(workers.map((worker) => worker.close())) };
}

/** Three ticks of one persona through a coordinator's queue, one after another, as a run asks for them. */
async function threeTicks(stickyRoutes: boolean | undefined, context: Record<string, unknown> = {}) {
  const database = newDatabase();
  const shared = `simulacra-persona-ticks.${database}`;
  const taken: Taken[] = [];
  const worker = await standInWorker(shared, "stand-in", taken);
  const jobs = await jobThinker({ redis: REDIS, checkpointer: `postgres://postgres@127.0.0.1:5432/${database}`, threadId: "sticky", queueName: shared, stickyRoutes });
  const config = { context } as LangGraphRunnableConfig;
  const results = [];
  try {
    for (const tick of [1, 2, 3]) results.push(await jobs.think(thought("Ada Okafor", tick), config));
  } finally {
    await jobs.close();
    await worker.close();
  }
  return { taken, shared, results };
}

describe.skipIf(Boolean(skipReason))(`the coordinator's routing of persona ticks${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  afterAll(async () => {
    for (const database of databases) await removeQueuesOf(REDIS, database);
  });

  it("sends a persona's later ticks to the worker that thought its first, on that worker's own queue", { timeout: 30_000 }, async () => {
    const { taken, shared } = await threeTicks(undefined);
    expect(taken.map((t) => t.queue)).toEqual([shared, ownQueueOf(shared, "stand-in"), ownQueueOf(shared, "stand-in")]);
  });

  it("with sticky routing off, sends every tick to the shared queue", { timeout: 30_000 }, async () => {
    const { taken, shared } = await threeTicks(false);
    expect(taken.map((t) => t.queue)).toEqual([shared, shared, shared]);
  });

  it("turns sticky routing off from the environment (SIMULACRA_STICKY_ROUTES=off) when the option is not given", { timeout: 30_000 }, async () => {
    process.env.SIMULACRA_STICKY_ROUTES = "off";
    try {
      const { taken, shared } = await threeTicks(undefined);
      expect(taken.map((t) => t.queue)).toEqual([shared, shared, shared]);
    } finally {
      delete process.env.SIMULACRA_STICKY_ROUTES;
    }
  });

  it("asks jobs for memory reads only when the run counts them, adds them up, and keeps them out of the tick's result", { timeout: 30_000 }, async () => {
    const plain = await threeTicks(undefined);
    expect(plain.taken.map((t) => t.countMemoryReads)).toEqual([false, false, false]);

    const memoryReads = newMemoryReads();
    const counted = await threeTicks(undefined, { memoryReads });
    expect(counted.taken.map((t) => t.countMemoryReads)).toEqual([true, true, true]);
    expect(counted.taken[0]!.context, "the counting object stays in the coordinator").not.toContain("memoryReads");
    expect(memoryReads).toEqual({ ...newMemoryReads(), views: 6, cached: 3, loads: 3, rows: 21 });
    for (const result of counted.results) expect(result).not.toHaveProperty("memoryReads");
  });
});
