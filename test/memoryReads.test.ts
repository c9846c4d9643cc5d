/**
 * Counting the memory streams' store reads (state/townMetrics.ts, MemoryReads; tools/memory/memoryStream.ts): a view
 * the process's cache answers, a first read of a persona's branch, a reload of a branch another process wrote to, the
 * rows they bring back, and embeddings looked up in the store. Without a counting object nothing is counted and the
 * store sees exactly the same reads.
 */
import { BaseStore, InMemoryStore, type Operation, type OperationResults } from "@langchain/langgraph";
import { describe, expect, it, vi } from "vitest";
import { addMinutes } from "../state/gameTime.js";
import { readRunSettings } from "../state/runContext.js";
import { addMemoryReads, newMemoryReads, type MemoryReads } from "../state/townMetrics.js";
import { forkCursor, MemoryStream, newMemoryCursor, type MemoryCursor, type NewMemoryNode } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { openVillage, stepVillage } from "../drivers/town/villageSession.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const PERSONA = "Ada Okafor";
const START = "2024-05-06T07:00:00";
const at = (tick: number) => addMinutes(START, tick);

const event = (description: string, tick: number): NewMemoryNode => ({
  type: "event", depth: 0, created: at(tick), expiration: null,
  subject: PERSONA, predicate: "is", object: description,
  description: `${PERSONA} is ${description}`, embeddingKey: description,
  poignancy: 3, keywords: [description], filling: [],
});

/**
 * Another process on the same database: the same records, a cache of its own (the memory caches are kept per store
 * object), as a worker's PostgresStore and another worker's are.
 */
class OtherProcess extends BaseStore {
  constructor(private readonly database: BaseStore) {
    super();
  }
  batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    return this.database.batch(operations);
  }
}

const open = (store: BaseStore, cursor: MemoryCursor, tick: number, reads?: MemoryReads) =>
  new MemoryStream({ store, cursor, tick, embeddings: new HashingEmbeddings(), embedderId: "hashing", reads });

describe("counting memory reads", () => {
  it("counts views the cache answers apart from first reads and reloads from the store, with the rows they bring", async () => {
    const database = new InMemoryStore();
    const writer = new OtherProcess(database);
    const reader = new OtherProcess(database);
    const reads = newMemoryReads();

    const first = open(writer, newMemoryCursor(PERSONA), 1);
    await first.add(event("waking up", 1));
    await first.add(event("making coffee", 1));

    // The reader's first look: not in its cache, one read of the branch, two records.
    expect(await open(reader, first.cursor(), 1, reads).all()).toHaveLength(2);
    expect(reads).toEqual({ views: 1, cached: 0, loads: 1, reloads: 0, rows: 2, embeddingReads: 0, embeddingsFound: 0 });

    // The same cursor again: the cache answers, no store read.
    expect(await open(reader, first.cursor(), 2, reads).all()).toHaveLength(2);
    expect(reads).toMatchObject({ views: 2, cached: 1, loads: 1, reloads: 0, rows: 2 });

    // The writer adds a node and an access record: the reader's cache lacks them, the branch is read again (4 rows).
    const second = open(writer, first.cursor(), 3);
    await second.add(event("reading the news", 3));
    await second.touch(["node_1"], at(3));
    expect(await open(reader, second.cursor(), 3, reads).all()).toHaveLength(3);
    expect(reads).toMatchObject({ views: 3, cached: 1, loads: 2, reloads: 1, rows: 6 });

    // Its own writes keep its cache in step: the next view is a cache hit.
    const own = open(reader, second.cursor(), 4, reads);
    await own.add(event("walking to work", 4));
    expect(await open(reader, own.cursor(), 4, reads).all()).toHaveLength(4);
    expect(reads).toMatchObject({ views: 5, cached: 3, loads: 2, reloads: 1, rows: 6 });
  });

  it("counts a fork's view as a read of each branch of its lineage", async () => {
    const store = new InMemoryStore();
    const main = open(store, newMemoryCursor(PERSONA), 1);
    await main.add(event("waking up", 1));
    const fork = forkCursor(main.cursor(), 1, "fork-1");
    const reads = newMemoryReads();
    await open(new OtherProcess(store), fork, 2, reads).all();
    expect(reads).toMatchObject({ views: 1, cached: 0, loads: 2, reloads: 0, rows: 1 });
  });

  it("counts embeddings looked up in the store, found or not, and none the process's cache answers", async () => {
    const database = new InMemoryStore();
    await open(new OtherProcess(database), newMemoryCursor(PERSONA), 1).embeddingOf("making coffee");
    const reads = newMemoryReads();
    const reader = open(new OtherProcess(database), newMemoryCursor(PERSONA), 1, reads);
    await reader.embeddingsOf(["making coffee", "reading the news"]);
    expect(reads).toMatchObject({ embeddingReads: 2, embeddingsFound: 1 });
    await reader.embeddingsOf(["making coffee", "reading the news"]);
    expect(reads).toMatchObject({ embeddingReads: 2, embeddingsFound: 1 });
  });

  it("without a counting object, counts nothing and reads the store exactly as with one", async () => {
    const traffic = async (reads?: MemoryReads) => {
      const database = new InMemoryStore();
      const writer = open(new OtherProcess(database), newMemoryCursor(PERSONA), 1);
      await writer.add(event("waking up", 1));
      const reader = new OtherProcess(database);
      const batch = vi.spyOn(database, "batch");
      await open(reader, writer.cursor(), 1, reads).all();
      await open(reader, writer.cursor(), 2, reads).embeddingsOf(["waking up", "sleeping"]);
      return batch.mock.calls.map(([operations]) => operations);
    };
    const counted = newMemoryReads();
    expect(await traffic()).toEqual(await traffic(counted));
    expect(counted.loads).toBe(1);
    expect(readRunSettings({ context: {} }).memoryReads, "off unless a caller passes one").toBeUndefined();
  });

  it("adds a job's counts to a total", () => {
    const total = addMemoryReads(newMemoryReads(), { views: 3, loads: 1, rows: 40 });
    addMemoryReads(total, { views: 2, cached: 2 });
    expect(total).toEqual({ views: 5, cached: 2, loads: 1, reloads: 0, rows: 40, embeddingReads: 0, embeddingsFound: 0 });
  });

  it("counts a persona's thinking when the run context carries the object", { timeout: 60_000 }, async () => {
    const memoryReads = newMemoryReads();
    const session = await openVillage(DEFAULT_VILLAGE, { startTime: START });
    await stepVillage(session, { context: { memoryReads } });
    expect(memoryReads.views, "the persona graph's streams counted their views").toBeGreaterThan(0);
    // One process: each persona's branch is read from the store once (its first view), then the cache answers.
    const personas = session.personas.length;
    expect(memoryReads).toMatchObject({ loads: personas, reloads: 0, cached: memoryReads.views - personas });
  });
});
