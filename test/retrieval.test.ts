import { describe, expect, it } from "vitest";
import { InMemoryStore } from "@langchain/langgraph";

import { addMinutes } from "../state/gameTime.js";
import type { MemoryNode } from "../state/persona.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { MemoryStream, newMemoryCursor, type NewMemoryNode } from "../tools/memory/memoryStream.js";
import {
  cosineSimilarity, minMaxNormalise, retrievalCandidates, retrievalGlobals, retrieveForFocalPoints, scoreCandidates,
  type RetrievalWeights,
} from "../tools/memory/retrieval.js";

const NOW = "2023-02-20T12:00:00";
const hoursAgo = (h: number) => addMinutes(NOW, -60 * h);
const UNIT: RetrievalWeights = { recencyW: 1, relevanceW: 1, importanceW: 1, recencyDecay: 0.99 };
const GLOBALS = retrievalGlobals(); // 0.5 / 3 / 2

let nextIndex = 1;
/** A stored node; by default all nodes share text, poignancy and access time, so every component ties. */
const node = (extra: Partial<MemoryNode> = {}): MemoryNode => {
  const index = nextIndex++;
  return {
    id: `node_${index}`, index, type: "event", depth: 0,
    created: hoursAgo(200), expiration: null, lastAccessed: hoursAgo(5),
    subject: "Isabella Rodriguez", predicate: "is", object: "cafe",
    description: "Isabella Rodriguez is opening the cafe", embeddingKey: "opening the cafe",
    poignancy: 4, keywords: ["isabella rodriguez", "cafe"], filling: [],
    ...extra,
  };
};

const embedder = new HashingEmbeddings();
const score = (nodes: MemoryNode[], weights = UNIT, topK?: number) =>
  scoreCandidates({
    nodes, focalEmbedding: embedder.embed("the cafe"), embeddingOf: (key) => embedder.embed(key),
    now: NOW, weights, globals: GLOBALS, ...(topK === undefined ? {} : { topK }),
  });

describe("scoring", () => {
  it("normalises min-max, and all-equal values to 0.5", () => {
    expect(minMaxNormalise([2, 4, 6])).toEqual([0, 0.5, 1]);
    expect(minMaxNormalise([3, 3])).toEqual([0.5, 0.5]);
    expect(cosineSimilarity([1, 0], [2, 0])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 3])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
  });

  it("gives every component 0.5 when the candidates tie, so the score is 0.5 x the summed weights", () => {
    const ranked = score([node(), node()]);
    for (const r of ranked) {
      expect(r).toMatchObject({ recency: 0.5, relevance: 0.5, importance: 0.5 });
      expect(r.score).toBeCloseTo(0.5 * (0.5 + 3 + 2));
    }
  });

  it("decays recency per game hour since last access, not by rank (the original's inverted recency)", () => {
    const recent = node({ lastAccessed: hoursAgo(1) });
    const middle = node({ lastAccessed: hoursAgo(2) });
    const old = node({ lastAccessed: hoursAgo(100) });
    const ranked = score([old, middle, recent]);
    expect(ranked.map((r) => r.node.id)).toEqual([recent.id, middle.id, old.id]);
    const byId = Object.fromEntries(ranked.map((r) => [r.node.id, r]));
    expect(byId[recent.id]!.recency).toBe(1);
    expect(byId[old.id]!.recency).toBe(0);
    // Time-based: 2 hours is nearly as recent as 1 hour; rank-based recency would put it halfway.
    const d = UNIT.recencyDecay;
    expect(byId[middle.id]!.recency).toBeCloseTo((d ** 2 - d ** 100) / (d - d ** 100));
  });

  it("multiplies the persona's weights by the global weights", () => {
    const weights: RetrievalWeights = { recencyW: 2, relevanceW: 1, importanceW: 3, recencyDecay: 0.99 };
    const [high, low] = score([node({ poignancy: 1 }), node({ poignancy: 9 })], weights);
    expect(high!.node.poignancy).toBe(9);
    // recency and relevance tie (0.5 each); importance is 1 vs 0.
    expect(high!.score).toBeCloseTo(2 * 0.5 * 0.5 + 1 * 0.5 * 3 + 3 * 1 * 2);
    expect(low!.score).toBeCloseTo(2 * 0.5 * 0.5 + 1 * 0.5 * 3 + 0);
  });

  it("keeps the top k, best first", () => {
    const nodes = [3, 8, 1, 6, 5].map((poignancy) => node({ poignancy }));
    expect(score(nodes, UNIT, 3).map((r) => r.node.poignancy)).toEqual([8, 6, 5]);
  });

  it("prefers relevant memories", () => {
    const cafe = node({ embeddingKey: "opening the cafe" });
    const bed = node({ embeddingKey: "making the bed" });
    expect(score([bed, cafe])[0]!.node.id).toBe(cafe.id);
  });
});

describe("candidates", () => {
  it("are events and thoughts that are neither idle nor expired", () => {
    const keep = [
      node(),
      node({ type: "thought", expiration: addMinutes(NOW, 1) }),
    ];
    const drop = [
      node({ type: "chat" }),
      node({ embeddingKey: "idle", description: "bed is idle" }),
      node({ type: "thought", expiration: NOW }),
      node({ type: "thought", expiration: hoursAgo(1) }),
    ];
    expect(retrievalCandidates([...keep, ...drop], NOW)).toEqual(keep);
  });
});

describe("retrieveForFocalPoints", () => {
  const event = (text: string, created: string, extra: Partial<NewMemoryNode> = {}): NewMemoryNode => ({
    type: "event", depth: 0, created, expiration: null,
    subject: "Isabella Rodriguez", predicate: "is", object: text,
    description: `Isabella Rodriguez is ${text}`, embeddingKey: text,
    poignancy: 3, keywords: ["isabella rodriguez"], filling: [], ...extra,
  });

  async function town() {
    const stream = new MemoryStream({
      store: new InMemoryStore(), cursor: newMemoryCursor("Isabella Rodriguez"), tick: 1,
      embeddings: embedder, embedderId: "hashing",
    });
    const day0 = "2023-02-13T08:00:00";
    await stream.add(event("planning a Valentine's Day party at the cafe", day0));
    await stream.add(event("making the bed", day0));
    await stream.add(event("idle", day0, { description: "bed is idle" }));
    await stream.add(event("a party plan for February", day0, {
      type: "thought", depth: 1, expiration: addMinutes(day0, 30 * 24 * 60), // a plan thought: expires in 30 days
    }));
    await stream.add(event("chatting about the party", day0, { type: "chat", filling: [["Isabella Rodriguez", "hi"]] }));
    return stream;
  }

  it("ranks candidates per focal point, touches what it returns, and a later retrieval sees the touch", async () => {
    const stream = await town();
    const now = "2023-02-14T09:00:00";
    const result = await retrieveForFocalPoints(stream, ["Valentine's Day party"], { now, k: 2, weights: UNIT });
    const got = result["Valentine's Day party"]!;
    expect(got.map((n) => n.id)).toEqual(["node_1", "node_4"]);
    expect(got.every((n) => n.lastAccessed === now)).toBe(true);
    expect((await stream.get("node_2"))!.lastAccessed).toBe("2023-02-13T08:00:00");

    // Read back through a new stream from the cursor: the touch is stored, and now makes those nodes more recent.
    const reopened = new MemoryStream({
      store: stream.store, cursor: stream.cursor(), tick: 2, embeddings: embedder, embedderId: "hashing",
    });
    expect((await reopened.get("node_1"))!.lastAccessed).toBe(now);
    const later = "2023-02-14T10:00:00";
    const all = retrievalCandidates(await reopened.all(), later);
    const vectors = await reopened.embeddingsOf(["making", ...all.map((n) => n.embeddingKey)]);
    const ranked = scoreCandidates({
      nodes: all, focalEmbedding: vectors.get("making")!, embeddingOf: (k) => vectors.get(k),
      now: later, weights: UNIT, globals: GLOBALS,
    });
    expect(Object.fromEntries(ranked.map((r) => [r.node.id, r.recency]))).toEqual({ node_1: 1, node_4: 1, node_2: 0 });
  });

  it("never returns idle events, chats or expired plan thoughts", async () => {
    const stream = await town();
    const month = "2023-03-16T08:00:00"; // the plan thought expired on 03-15
    const result = await retrieveForFocalPoints(stream, ["party", "bed"], { now: month, weights: UNIT });
    expect(result["party"]!.map((n) => n.id).sort()).toEqual(["node_1", "node_2"]);
    expect(result["bed"]!.map((n) => n.id).sort()).toEqual(["node_1", "node_2"]);
  });
});
