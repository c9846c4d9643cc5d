/**
 * Memory views from snapshots (tools/memory/memoryViews.ts): whatever a persona's streams did before (adds, touches,
 * forks, a tick re-run after a failure that writes its records again, records another process wrote), a stream
 * shows exactly what it shows when built from the store's records alone (its cache cleared): the same nodes with the
 * same last access, and the same nodes for a keyword. And a snapshot is shared, not rebuilt, as a thought's streams
 * open one after another.
 */
import { describe, expect, it } from "vitest";
import { BaseStore, InMemoryStore, type Operation, type OperationResults } from "@langchain/langgraph";
import { addMinutes } from "../state/gameTime.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { MemoryStream, clearMemoryCache, forkCursor, newMemoryCursor, type MemoryCursor, type NewMemoryNode } from "../tools/memory/memoryStream.js";
import { MemorySnapshots, MemoryView, snapshotAt, type BranchRecords } from "../tools/memory/memoryViews.js";
import { seededRandom } from "../tools/random.js";
import type { MemoryNode } from "../state/persona.js";

const PERSONA = "Mei Lin";
const at = (tick: number) => addMinutes("2024-05-06T06:00:00", tick);
const embeddings = new HashingEmbeddings();
const WORDS = ["bakery", "poem", "park", "library", "sketch", "tea", "market", "river"];

/** Another process's handle on the same data: this process's caches do not know what is written through it. */
class OtherProcess extends BaseStore {
  constructor(private readonly data: InMemoryStore) {
    super();
  }
  batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    return this.data.batch(operations);
  }
}

const open = (store: BaseStore, cursor: MemoryCursor, tick: number) =>
  new MemoryStream({ store, cursor, tick, embeddings, embedderId: "hashing" });

const event = (random: () => number, created: string): NewMemoryNode => {
  const word = WORDS[Math.floor(random() * WORDS.length)]!;
  const other = WORDS[Math.floor(random() * WORDS.length)]!;
  return {
    type: random() < 0.8 ? "event" : "thought", depth: 0, created, expiration: null,
    subject: PERSONA, predicate: "is", object: `at the ${word}`,
    description: `${PERSONA} is at the ${word} thinking of the ${other}`, embeddingKey: `${word} ${other}`,
    poignancy: 1 + Math.floor(random() * 9), keywords: [PERSONA, word, other], filling: [],
  };
};

/** What a stream shows: every node (with its last access) and the nodes of each keyword. */
async function shown(stream: MemoryStream) {
  const keywords: Record<string, string[]> = {};
  for (const word of [...WORDS, PERSONA, "nobody"]) keywords[word] = (await stream.relatedNodes(word, "is", "x")).events.map((n) => `${n.id}@${n.lastAccessed}`);
  const nodes = (await stream.all()).map((n: MemoryNode) => `${n.id}:${n.description}@${n.lastAccessed}`);
  return { nodes, keywords, latest: await stream.latestEvents(5) };
}

/** The same stream shown from the store's records only (a fresh process's view). */
async function fromRecords(store: InMemoryStore, cursor: MemoryCursor, tick: number) {
  const copy = new InMemoryStore();
  for (const namespace of await store.listNamespaces({ limit: 10_000 })) {
    for (const item of await store.search(namespace, { limit: 10_000 })) await copy.put(item.namespace, item.key, item.value);
  }
  return shown(open(copy, cursor, tick));
}

describe("memory views from snapshots", () => {
  it("show what the records show, after adds, touches, forks, re-run ticks and other processes' writes", async () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed, "views");
      const store = new InMemoryStore();
      // Cursors a run could open streams at: the live one per branch, and older ones (checkpoints).
      let live = newMemoryCursor(PERSONA);
      let checkpoints: Array<{ cursor: MemoryCursor; tick: number }> = [{ cursor: live, tick: 0 }];
      let tick = 0;
      for (let step = 0; step < 120; step++) {
        tick += 1 + Math.floor(random() * 3);
        const roll = random();
        if (roll < 0.45) {
          const stream = open(store, live, tick);
          for (let k = 1 + Math.floor(random() * 3); k > 0; k--) await stream.add(event(random, at(tick)));
          live = stream.cursor();
        } else if (roll < 0.75) {
          if (live.count === 0) continue;
          const stream = open(store, live, tick);
          const ids = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `node_${1 + Math.floor(random() * live.count)}`);
          await stream.touch(ids, at(tick));
          live = stream.cursor();
        } else if (roll < 0.85) {
          // A tick re-run after a failure: back to a checkpoint, whose next record is written again, differently.
          const back = checkpoints[Math.floor(random() * checkpoints.length)]!;
          // The abandoned ticks' checkpoints go with them (their records are written over).
          checkpoints = checkpoints.filter((c) => c.tick <= back.tick);
          tick = back.tick + 1;
          const again = open(store, back.cursor, tick);
          await again.add(event(random, at(tick)));
          live = again.cursor();
        } else if (roll < 0.85 + 0.04) {
          // Another process re-ran a tick (its records written again, differently) and went on past every record
          // this process has seen: the next stream here lacks records, reads the store again, and must not show
          // what it had seen before.
          const back = checkpoints[Math.floor(random() * checkpoints.length)]!;
          checkpoints = checkpoints.filter((c) => c.tick <= back.tick);
          tick = back.tick + 1;
          const there = open(new OtherProcess(store), back.cursor, tick);
          const seen = Math.max(...(await store.search(["simulacra", "memory"], { limit: 10_000 })).map((item) => Number(item.key.slice(5)) || 0), 0);
          while (there.cursor().count <= seen) await there.add(event(random, at(tick)));
          live = there.cursor();
        } else if (roll < 0.95) {
          // A fork from a checkpoint: a new branch seeing the parent up to its tick.
          const from = checkpoints[Math.floor(random() * checkpoints.length)]!;
          live = forkCursor(from.cursor, from.tick, `fork-${seed}-${step}`);
          tick = from.tick + 1;
        } else {
          // Another process wrote to the store: this process's cache is dropped and read again.
          clearMemoryCache(store);
        }
        if (random() < 0.3) checkpoints.push({ cursor: live, tick });
        // Streams opened now, at the live cursor and at an older one, show what the records show.
        const older = checkpoints[Math.floor(random() * checkpoints.length)]!;
        for (const [cursor, when] of [[live, tick], [older.cursor, Math.max(older.tick, tick)]] as const) {
          expect(await shown(open(store, cursor, when)), `seed ${seed}, step ${step}`).toEqual(await fromRecords(store, cursor, when));
        }
      }
    }
  });

  it("shares a snapshot between the streams of one cursor and extends it to the next", () => {
    const node = (index: number, keywords: string[]): MemoryNode => ({
      id: `node_${index}`, index, type: "event", depth: 0, created: at(index), expiration: null, lastAccessed: at(index),
      subject: PERSONA, predicate: "is", object: "here", description: `${PERSONA} is here ${index}`, embeddingKey: `k${index}`,
      poignancy: 2, keywords, filling: [],
    });
    const records: BranchRecords = { nodes: new Map(), accesses: new Map() };
    for (let i = 1; i <= 3; i++) records.nodes.set(i, { tick: i, node: node(i, ["tea"]) });
    const lineage = [{ id: "main", maxTick: 10 }];
    const first = snapshotAt(undefined, lineage, [records], { count: 3, accesses: 0 }, 10).snapshot!;
    expect(snapshotAt(first, lineage, [records], { count: 3, accesses: 0 }, 11).snapshot).toBe(first);

    records.nodes.set(4, { tick: 11, node: node(4, ["tea", "park"]) });
    records.accesses.set(1, { tick: 11, seq: 1, time: at(11), ids: ["node_2"] });
    const next = snapshotAt(first, [{ id: "main", maxTick: 11 }], [records], { count: 4, accesses: 1 }, 11).snapshot!;
    expect(next.nodes[0]).toBe(first.nodes[0]); // untouched nodes are the same objects, not copies
    expect(next.nodes[1]!.lastAccessed).toBe(at(11));
    expect(first.nodes[1]!.lastAccessed).toBe(at(2)); // the earlier snapshot is left as it was
    expect(next.keywords).toBe(first.keywords);

    // A view of the earlier snapshot does not see the node the index learnt for the later one.
    expect(new MemoryView(next).byKeywords(["tea"]).map((n) => n.index)).toEqual([4, 3, 2, 1]);
    expect(new MemoryView(first).byKeywords(["tea"]).map((n) => n.index)).toEqual([3, 2, 1]);
    // A record it lacks is named, to be read from the store again.
    expect(snapshotAt(next, lineage, [records], { count: 6, accesses: 1 }, 12).missing).toBe("node_5");

    const kept = new MemorySnapshots();
    kept.keep(PERSONA, "main", next);
    kept.keep(PERSONA, "main", first); // an older cursor's does not replace the newer one
    expect(kept.get(PERSONA, "main")).toBe(next);
    kept.written(PERSONA, "main", { index: 5 }); // past its count: kept
    expect(kept.get(PERSONA, "main")).toBe(next);
    kept.written(PERSONA, "main", { seq: 1 }); // a record it shows, written again: dropped
    expect(kept.get(PERSONA, "main")).toBeUndefined();
  });
});
