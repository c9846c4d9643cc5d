/**
 * Removes a test database's job queues from the machine's Redis: the shared queue and the own queues of its workers
 * (drivers/town/personaJobs.ts, ownQueueOf), which a worker killed with SIGKILL leaves behind.
 */
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { queueOf } from "../../drivers/town/personaJobs.js";

export async function removeQueuesOf(redisUrl: string, database: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const shared = queueOf(database);
    const names = new Set([shared]);
    // BullMQ keys are "bull:<queue>:<what>"; own queues are "<shared>.w.<worker>".
    for (const key of await redis.keys(`bull:${shared}.w.*`)) names.add(key.split(":")[1]!);
    for (const name of names) {
      const queue = new Queue(name, { connection: redis });
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
    }
  } finally {
    redis.disconnect();
  }
}
