import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AsyncBatchedStore, BaseStore, InMemoryStore,
  type Item, type Operation, type OperationResults,
} from "@langchain/langgraph";

import { addMinutes } from "../state/gameTime.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import {
  MemoryStream, clearMemoryCache, forkBranch, forkCursor, memoryNamespace, newMemoryCursor,
  type MemoryCursor, type NewMemoryNode,
} from "../tools/memory/memoryStream.js";

// --- fixtures ---------------------------------------------------------------------------------------------------

const PERSONA = "Isabella Rodriguez";
const START = "2023-02-13T00:00:00";
/** Game time of a tick: one game hour per tick keeps the arithmetic readable. */
const at = (tick: number) => addMinutes(START, tick * 60);

const event = (description: string, created: string, extra: Partial<NewMemoryNode> = {}): NewMemoryNode => ({
  type: "event", depth: 0, created, expiration: null,
  subject: PERSONA, predicate: "is", object: description,
  description: `${PERSONA} is ${description}`, embeddingKey: description,
  poignancy: 3, keywords: [PERSONA, description], filling: [],
  ...extra,
});

/** Counts every text the store-side cache misses and sends to the embedder. */
class CountingEmbeddings extends HashingEmbeddings {
  readonly calls = new Map<string, number>();
  override embedDocuments(texts: string[]): Promise<number[][]> {
    for (const t of texts) this.calls.set(t, (this.calls.get(t) ?? 0) + 1);
    return super.embedDocuments(texts);
  }
}

/**
 * A second BaseStore implementation, as small as the interface allows: a Map, prefix search without filters, and
 * pages capped at 7 items whatever limit is asked (so the stream's paging is exercised).
 */
class MapStore extends BaseStore {
  private readonly items = new Map<string, Item>();

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const results = operations.map((op) => {
      if ("namespacePrefix" in op) {
        const matches = [...this.items.values()]
          .filter((it) => op.namespacePrefix.every((label, i) => it.namespace[i] === label))
          .sort((a, b) => (a.namespace.join("/") + a.key).localeCompare(b.namespace.join("/") + b.key));
        const offset = op.offset ?? 0;
        return matches.slice(offset, offset + Math.min(op.limit ?? 10, 7));
      }
      if ("value" in op) {
        const id = JSON.stringify([op.namespace, op.key]);
        if (op.value === null) this.items.delete(id);
        else this.items.set(id, { namespace: op.namespace, key: op.key, value: op.value, createdAt: new Date(), updatedAt: new Date() });
        return undefined;
      }
      if ("key" in op) return this.items.get(JSON.stringify([op.namespace, op.key])) ?? null;
      return [];
    });
    return results as OperationResults<Op>;
  }
}

const started: AsyncBatchedStore[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
});

const STORES: Array<[string, () => BaseStore]> = [
  ["InMemoryStore", () => new InMemoryStore()],
  ["a minimal Map-backed BaseStore", () => new MapStore()],
  ["AsyncBatchedStore over InMemoryStore", () => {
    const store = new AsyncBatchedStore(new InMemoryStore());
    store.start();
    started.push(store);
    return store;
  }],
];

const open = (store: BaseStore, cursor: MemoryCursor, tick: number, embeddings = new HashingEmbeddings()) =>
  new MemoryStream({ store, cursor, tick, embeddings, embedderId: "hashing" });

const descriptions = (nodes: Array<{ description: string }>) => nodes.map((n) => n.description);

// --- the core, against every store ------------------------------------------------------------------------------

describe.each(STORES)("MemoryStream on %s", (_name, makeStore) => {
  it("appends nodes node_1.. newest first and counts them in the cursor", async () => {
    const store = makeStore();
    const stream = open(store, newMemoryCursor(PERSONA), 1);
    const first = await stream.add(event("brushing her teeth", at(1)));
    await stream.add(event("planning the party", at(1), { type: "thought", depth: 1, filling: ["node_1"] }));
    await stream.add(event("opening the cafe", at(1)));

    expect(first).toMatchObject({ id: "node_1", index: 1, lastAccessed: at(1) });
    expect(first.keywords).toEqual(["isabella rodriguez", "brushing her teeth"]);
    expect(stream.cursor()).toMatchObject({ persona: PERSONA, count: 3, accesses: 0 });
    expect((await stream.all()).map((n) => n.id)).toEqual(["node_3", "node_2", "node_1"]);
    expect((await stream.all("event")).map((n) => n.id)).toEqual(["node_3", "node_1"]);
    expect((await stream.get("node_2"))?.type).toBe("thought");
    expect(await stream.get("node_9")).toBeUndefined();
    expect(await stream.latestEvents(1)).toEqual([[PERSONA, "is", "opening the cafe"]]);

    // A new stream (a later tick, read through the store) sees the same.
    clearMemoryCache(store);
    const later = open(store, stream.cursor(), 2);
    expect((await later.all()).map((n) => n.id)).toEqual(["node_3", "node_2", "node_1"]);
  });

  it("re-doing a tick from the same cursor overwrites the same keys", async () => {
    const store = makeStore();
    const base = open(store, newMemoryCursor(PERSONA), 1);
    await base.add(event("sleeping", at(1)));
    const checkpoint = base.cursor();

    const killed = open(store, checkpoint, 2);
    await killed.add(event("first attempt", at(2)));
    const redo = open(store, checkpoint, 2);
    await redo.add(event("second attempt", at(2)));

    clearMemoryCache(store);
    const items = await store.search(memoryNamespace("main", PERSONA), { limit: 100 });
    expect(items.filter((i) => i.namespace.length === 4).map((i) => i.key).sort()).toEqual(["node_1", "node_2"]);
    expect(descriptions(await open(store, redo.cursor(), 3).all())).toEqual([
      `${PERSONA} is second attempt`, `${PERSONA} is sleeping`,
    ]);
  });

  it("ignores nodes and touches written after the checkpoint (a killed run)", async () => {
    const store = makeStore();
    const run = open(store, newMemoryCursor(PERSONA), 1);
    await run.add(event("sleeping", at(1)));
    const checkpoint = run.cursor();
    await run.add(event("never checkpointed", at(1)));
    await run.touch(["node_1"], at(5));

    for (const fresh of [false, true]) {
      if (fresh) clearMemoryCache(store);
      const resumed = open(store, checkpoint, 1);
      const nodes = await resumed.all();
      expect(nodes.map((n) => n.id)).toEqual(["node_1"]);
      expect(nodes[0]!.lastAccessed).toBe(at(1));
    }
  });

  it("matches keywords case-insensitively (the original's lower-case bug)", async () => {
    const store = makeStore();
    const stream = open(store, newMemoryCursor(PERSONA), 1);
    await stream.add(event("serving coffee", at(1), { keywords: ["isabella rodriguez", "Hobbs Cafe"] }));
    await stream.add(event("Hobbs Cafe is busy", at(1), { type: "thought", depth: 1, keywords: ["hobbs cafe"] }));
    await stream.add(event("bed is idle", at(1), { subject: "the Ville:Isabella's apartment:main room:bed", keywords: ["bed"] }));
    await stream.add(event("chat", at(1), { type: "chat", keywords: ["Klaus Mueller", PERSONA], filling: [["Klaus Mueller", "hi"]] }));

    const related = await stream.relatedNodes("Isabella Rodriguez", "is", "Hobbs Cafe");
    expect(related.events.map((n) => n.id)).toEqual(["node_1"]);
    expect(related.thoughts.map((n) => n.id)).toEqual(["node_2"]);
    // A full address subject matches through its last segment, as perceive derived the keyword.
    const bed = await stream.relatedNodes("the Ville:Isabella's apartment:main room:Bed", "is", "idle");
    expect(bed.events.map((n) => n.id)).toEqual(["node_3"]);
    expect((await stream.relatedNodes("Nobody", "is", "nowhere")).events).toEqual([]);
    expect((await stream.lastChatWith("KLAUS mueller"))?.id).toBe("node_4");
    expect(await stream.lastChatWith("Maria Lopez")).toBeUndefined();
  });

  it("caches embeddings by key across streams: one embedder call per distinct text", async () => {
    const store = makeStore();
    const embedder = new CountingEmbeddings();
    const one = open(store, newMemoryCursor(PERSONA), 1, embedder);
    const two = open(store, newMemoryCursor("Klaus Mueller", "other"), 1, embedder);

    const a = await one.embeddingOf("brushing her teeth");
    await Promise.all([one.embeddingsOf(["brushing her teeth", "reading", "reading"]), two.embeddingOf("reading")]);
    expect(await two.embeddingOf("brushing her teeth")).toEqual(a);
    clearMemoryCache(store); // the store itself still has them
    await open(store, newMemoryCursor(PERSONA), 2, embedder).embeddingsOf(["reading", "brushing her teeth"]);

    await one.add(event("given", at(1)), { embedding: [1, 0, 0] });
    expect(await two.embeddingOf("given")).toEqual([1, 0, 0]);
    expect(Object.fromEntries(embedder.calls)).toEqual({ "brushing her teeth": 1, reading: 1 });
  });
});

// --- forks --------------------------------------------------------------------------------------------------------

describe("fork consistency", () => {
  /** Branch A: one event per tick 1..10, node_1 touched at every tick from 2; a cursor checkpoint per tick. */
  async function history(store: BaseStore) {
    let cursor = newMemoryCursor(PERSONA, "A");
    const checkpoints: MemoryCursor[] = [cursor];
    for (let tick = 1; tick <= 10; tick++) {
      const stream = open(store, cursor, tick);
      await stream.add(event(`event ${tick}`, at(tick)));
      if (tick >= 2) await stream.touch(["node_1"], at(tick));
      cursor = stream.cursor();
      checkpoints.push(cursor);
    }
    return checkpoints;
  }

  it.each(STORES)("a fork sees exactly its checkpoint, and branches never see each other's later records (%s)", async (_n, makeStore) => {
    const store = makeStore();
    const a = await history(store);
    const b0 = forkCursor(a[5]!, 5, "B");

    const b6 = open(store, b0, 6);
    const seen = await b6.all();
    expect(seen.map((n) => n.description)).toEqual([5, 4, 3, 2, 1].map((t) => `${PERSONA} is event ${t}`));
    expect(seen.find((n) => n.id === "node_1")!.lastAccessed).toBe(at(5)); // A's touches as of tick 5 only

    // Both branches move on: B adds and touches at tick 6, A at tick 11.
    await b6.add(event("B's own event", at(6)));
    await b6.touch(["node_2"], at(6));
    const a11 = open(store, a[10]!, 11);
    await a11.add(event("A's event 11", at(11)));
    await a11.touch(["node_2", "node_6"], at(11));

    for (const fresh of [false, true]) {
      if (fresh) clearMemoryCache(store); // the store alone, not just the cache, must say the same
      const b = await open(store, b6.cursor(), 7).all();
      expect(b.map((n) => n.description)).toEqual([
        `${PERSONA} is B's own event`, ...[5, 4, 3, 2, 1].map((t) => `${PERSONA} is event ${t}`),
      ]);
      const bLast = Object.fromEntries(b.map((n) => [n.id, n.lastAccessed]));
      expect(bLast).toMatchObject({ node_1: at(5), node_2: at(6), node_6: at(6) });

      const aNodes = await open(store, a11.cursor(), 12).all();
      expect(aNodes).toHaveLength(11);
      expect(aNodes.find((n) => n.id === "node_6")!.description).toBe(`${PERSONA} is event 6`);
      const aLast = Object.fromEntries(aNodes.map((n) => [n.id, n.lastAccessed]));
      expect(aLast).toMatchObject({ node_1: at(10), node_2: at(11), node_6: at(11) });

      // A fork of the fork reads through both parents.
      const c = await open(store, forkCursor(b6.cursor(), 6, "C"), 7).all();
      expect(c.map((n) => n.id)).toEqual(["node_6", "node_5", "node_4", "node_3", "node_2", "node_1"]);
      expect(c[0]!.description).toBe(`${PERSONA} is B's own event`);
    }
  });

  it("refuses a cursor that counts records its fork tick excludes, and a fork id already in the lineage", async () => {
    const store = new InMemoryStore();
    const a = await history(store);
    const inconsistent: MemoryCursor = { ...a[5]!, branch: forkBranch(a[5]!.branch, 3, "B") };
    await expect(open(store, inconsistent, 6).all()).rejects.toThrow(/no node_4 .* branch "B"/);
    expect(() => forkBranch(forkBranch({ id: "A" }, 3, "B"), 4, "A")).toThrow(/lineage/);
  });

  it("imports a persona's saved nodes at tick 0 and pages through large streams", async () => {
    const store = new InMemoryStore();
    const embedder = new CountingEmbeddings();
    const stream = open(store, newMemoryCursor(PERSONA), 0, embedder);
    const nodes = Array.from({ length: 1200 }, (_, i) => ({
      ...event(`memory ${i + 1}`, at(0)), id: `node_${i + 1}`, index: i + 1, lastAccessed: at(0),
    }));
    await stream.importNodes(nodes, { "memory 1": [0, 1] });
    await expect(stream.importNodes([nodes[0]!])).rejects.toThrow(/expected node_1201/);

    clearMemoryCache(store);
    const reopened = open(store, stream.cursor(), 1, embedder);
    expect((await reopened.all()).length).toBe(1200);
    expect(await reopened.embeddingOf("memory 1")).toEqual([0, 1]);
    expect(embedder.calls.size).toBe(0);
  });
});

describe("the in-process cache", () => {
  it("outlives LangGraph's per-run AsyncBatchedStore wrapper: a second run does not re-scan the store", async () => {
    const inner = new InMemoryStore();
    const firstRun = new AsyncBatchedStore(inner);
    firstRun.start();
    started.push(firstRun);
    const stream = open(firstRun, newMemoryCursor(PERSONA), 1);
    await stream.add(event("sleeping", at(1)));
    expect(await stream.all()).toHaveLength(1);

    const secondRun = new AsyncBatchedStore(inner);
    secondRun.start();
    started.push(secondRun);
    const batch = vi.spyOn(inner, "batch");
    expect((await open(secondRun, stream.cursor(), 2).all()).map((n) => n.id)).toEqual(["node_1"]);
    expect(batch).not.toHaveBeenCalled();
  });
});
