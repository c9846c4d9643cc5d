/**
 * A persona's associative memory stream (the original's `AssociativeMemory`), kept behind LangGraph's store
 * interface instead of in checkpointed state. Any `BaseStore` works; `InMemoryStore` is the default.
 *
 * Fork consistency. Checkpointed state carries only a small `MemoryCursor` per persona: the branch, and how many
 * node and access records that persona had at the checkpoint. Store writes are append-only and tagged with the
 * branch and tick they happened at:
 *
 *   ["simulacra", "memory", <branch>, <persona>]            node_<index>   { tick, node }
 *   ["simulacra", "memory", <branch>, <persona>, "access"]  access_<seq>   { tick, seq, time, ids }
 *   ["simulacra", "embeddings", <embedderId>]               sha256(text)   { text, vector }   (shared by branches)
 *
 * A stream read at tick T on branch B sees B's records with tick <= T, then its parent's with tick <= the fork tick
 * (recursively; the nearest branch wins for a given key), and only indices 1..count / sequence numbers 1..accesses
 * from the cursor. So a fork sees exactly what existed at its checkpoint, a run killed after writing but before its
 * checkpoint leaves records nobody reads, and a resumed run that re-does a tick rewrites the same keys.
 *
 * lastAccessed updates are numbered per persona (`accesses` in the cursor) exactly like nodes, rather than keyed by
 * node and tick, so touches written after a checkpoint (a killed run, or a fork taken between two personas' turns
 * of one tick) are ignored the same way stray nodes are. One touch() is one record, however many nodes it touches.
 *
 * Records loaded from the store are cached in-process per (store, branch, persona). The cache holds raw records of
 * one branch; which of them a stream shows is decided per read from its own cursor, so a cache entry never shows
 * another branch's records. If the cache lacks records a cursor needs (another process wrote them), it is reloaded.
 * A stream given a `reads` object counts there what it took from the cache and what it read from the store
 * (state/townMetrics.ts, MemoryReads); without one nothing is counted.
 */
import { createHash } from "node:crypto";
import type { Embeddings } from "@langchain/core/embeddings";
import { AsyncBatchedStore, type BaseStore, type Item } from "@langchain/langgraph";
import { z } from "zod/v4";
import { GameTimeSchema } from "../../state/gameTime.js";
import { MemoryNodeSchema, type MemoryNode, type MemoryNodeType } from "../../state/persona.js";
import type { MemoryReads } from "../../state/townMetrics.js";
import { forkBranch, MemoryCursorSchema, type BranchRef, type MemoryCursor } from "../../state/memoryCursor.js";
import { frozen, MemorySnapshots, MemoryView, snapshotAt, type AccessRecord, type BranchRecords, type NodeRecord } from "./memoryViews.js";

export { BranchRefSchema, MemoryCursorSchema, newMemoryCursor, forkBranch, forkCursor } from "../../state/memoryCursor.js";
export type { BranchRef, MemoryCursor } from "../../state/memoryCursor.js";

// --- cursor and branches (declared in state/memoryCursor.ts: checkpointed state carries them) ------------------

/** Branches to read, nearest first, each with the newest tick visible from it. */
export function lineage(ref: BranchRef, tick: number): Array<{ id: string; maxTick: number }> {
  const out: Array<{ id: string; maxTick: number }> = [];
  let limit = tick;
  for (let b: BranchRef | undefined = ref; b; b = b.parent?.branch) {
    out.push({ id: b.id, maxTick: limit });
    if (b.parent) limit = Math.min(limit, b.parent.atTick);
  }
  return out;
}

// --- store layout -----------------------------------------------------------------------------------------------

/** Namespace labels may not contain ".", ":" or NUL (LangGraph rule); escape them (and "%") reversibly. */
function label(text: string): string {
  if (text === "") throw new Error("Memory stream: branch, persona and embedder ids must be non-empty.");
  return text.replace(/[%.:\0]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`);
}

export function memoryNamespace(branchId: string, persona: string): string[] {
  return ["simulacra", "memory", label(branchId), label(persona)];
}

export function embeddingNamespace(embedderId: string): string[] {
  return ["simulacra", "embeddings", label(embedderId)];
}

const ACCESS = "access";
const PAGE = 500;


const AccessRecordSchema = z.object({
  tick: z.number(), seq: z.number().int().positive(), time: z.string(), ids: z.array(z.string()),
});
const NodeRecordSchema = z.object({ tick: z.number(), node: MemoryNodeSchema });

/** Every item under a namespace prefix, page by page (a store may return fewer than asked; stop on an empty page). */
export async function scan(store: BaseStore, prefix: string[]): Promise<Item[]> {
  const items: Item[] = [];
  for (let offset = 0; ; ) {
    const page = await store.search(prefix, { limit: PAGE, offset });
    if (page.length === 0) return items;
    items.push(...page);
    offset += page.length;
  }
}

// --- in-process caches, per store instance ---------------------------------------------------------------------

const recordCache = new WeakMap<BaseStore, Map<string, Promise<BranchRecords>>>();
const vectorCache = new WeakMap<BaseStore, Map<string, Promise<number[]>>>();
const snapshotCache = new WeakMap<BaseStore, MemorySnapshots>();

/** The memory snapshots of a store's personas (memoryViews.ts). */
function snapshotsOf(store: BaseStore): MemorySnapshots {
  const owner = underlying(store);
  let snapshots = snapshotCache.get(owner);
  if (!snapshots) snapshotCache.set(owner, (snapshots = new MemorySnapshots()));
  return snapshots;
}

/**
 * LangGraph wraps the compiled graph's store in a new AsyncBatchedStore for every run; key the caches by the
 * store underneath so they outlive one invoke (its `store` field is protected, hence the cast).
 */
function underlying(store: BaseStore): BaseStore {
  while (store instanceof AsyncBatchedStore) store = (store as unknown as { store: BaseStore }).store;
  return store;
}

function cacheFor<V>(caches: WeakMap<BaseStore, Map<string, V>>, store: BaseStore): Map<string, V> {
  const owner = underlying(store);
  let map = caches.get(owner);
  if (!map) caches.set(owner, (map = new Map()));
  return map;
}

/** Drop everything cached for a store (e.g. after another process wrote to it). */
export function clearMemoryCache(store: BaseStore): void {
  recordCache.delete(underlying(store));
  vectorCache.delete(underlying(store));
  snapshotCache.delete(underlying(store));
}

function branchKey(branchId: string, persona: string): string {
  return JSON.stringify([branchId, persona]);
}

/** Whether the process's cache has (or is loading) a persona's records on a branch. */
function isCached(store: BaseStore, branchId: string, persona: string): boolean {
  return recordCache.get(underlying(store))?.has(branchKey(branchId, persona)) ?? false;
}

function loadBranch(store: BaseStore, branchId: string, persona: string, fresh: boolean, reads?: MemoryReads): Promise<BranchRecords> {
  const cache = cacheFor(recordCache, store);
  const key = branchKey(branchId, persona);
  const cached = cache.get(key);
  if (cached && !fresh) return cached;
  // What another process wrote may show in records a snapshot was made from: make views from the records again.
  if (cached) snapshotsOf(store).forget(persona);
  if (reads) {
    reads.loads++;
    if (cached) reads.reloads++;
  }
  const loading = (async () => {
    const records: BranchRecords = { nodes: new Map(), accesses: new Map() };
    const base = memoryNamespace(branchId, persona);
    const items = await scan(store, base);
    if (reads) reads.rows += items.length;
    for (const item of items) {
      // Some stores match prefixes as text ("Isabella" would find "Isabella Rodriguez"): check every label.
      if (!base.every((l, i) => item.namespace[i] === l)) continue;
      if (item.namespace.length === base.length && item.key.startsWith("node_")) {
        const record = NodeRecordSchema.parse(item.value);
        records.nodes.set(record.node.index, record);
      } else if (item.namespace.length === base.length + 1 && item.namespace[base.length] === ACCESS) {
        const record = AccessRecordSchema.parse(item.value);
        records.accesses.set(record.seq, record);
      }
    }
    return records;
  })();
  cache.set(key, loading);
  loading.catch(() => cache.get(key) === loading && cache.delete(key));
  return loading;
}

/** Keep a loaded cache entry in step with a write this process just made (unloaded entries read the store later). */
async function remember(store: BaseStore, branchId: string, persona: string, update: (r: BranchRecords) => void) {
  const entry = recordCache.get(underlying(store))?.get(branchKey(branchId, persona));
  if (entry) update(await entry);
}

// --- the stream -------------------------------------------------------------------------------------------------

/** What `add` needs: the node without the fields the stream assigns (id, index; lastAccessed starts at created). */
export type NewMemoryNode = Omit<MemoryNode, "id" | "index" | "lastAccessed">;

export interface MemoryStreamOptions {
  store: BaseStore;
  cursor: MemoryCursor;
  /** The tick reads are made at and writes are tagged with. */
  tick: number;
  embeddings: Embeddings;
  /** Names the embedder in the cache (e.g. "hashing" or "openai/text-embedding-3-small"). */
  embedderId: string;
  /** Counts this stream's cache hits and store reads here (benchmarks); nothing is counted without it. */
  reads?: MemoryReads;
}

export interface RelatedNodes { events: MemoryNode[]; thoughts: MemoryNode[] }


function lowerKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((k) => k.toLowerCase()))];
}

/**
 * A persona's associative memory in the LangGraph store: its events, thoughts and chats, with retrieval by recency,
 * relevance and importance.
 */
export class MemoryStream {
  readonly store: BaseStore;
  readonly tick: number;
  readonly embeddings: Embeddings;
  readonly embedderId: string;
  private readonly reads: MemoryReads | undefined;
  private current: MemoryCursor;
  private view: Promise<MemoryView> | undefined;

  constructor(options: MemoryStreamOptions) {
    this.store = options.store;
    this.current = MemoryCursorSchema.parse(options.cursor);
    this.tick = options.tick;
    this.embeddings = options.embeddings;
    this.embedderId = options.embedderId;
    this.reads = options.reads;
  }

  /** Whose memory this is. */
  get persona(): string {
    return this.current.persona;
  }

  /** The cursor after this stream's writes: put it in the checkpointed state. */
  cursor(): MemoryCursor {
    return { ...this.current };
  }

  // --- reads ---

  /** Visible nodes, newest first (the original's seq_event / seq_thought / seq_chat order). */
  async all(type?: MemoryNodeType): Promise<MemoryNode[]> {
    const nodes = (await this.ensureView()).all();
    const out: MemoryNode[] = [];
    for (let i = nodes.length - 1; i >= 0; i--) {
      const node = nodes[i]!;
      if (!type || node.type === type) out.push(node);
    }
    return out;
  }

  /** The memory with that id ("node_<n>") if this stream's branch can see it, else undefined. */
  async get(id: string): Promise<MemoryNode | undefined> {
    const match = /^node_(\d+)$/.exec(id);
    if (!match) return undefined;
    return (await this.ensureView()).node(Number(match[1]));
  }

  /** The newest chat with `name` (the original's get_last_chat, which also looks the lower-cased name up). */
  async lastChatWith(name: string): Promise<MemoryNode | undefined> {
    return (await this.chatsWith(name))[0];
  }

  /** Every chat with `name`, newest first (what was said to them before: nobody retells the same news). */
  async chatsWith(name: string): Promise<MemoryNode[]> {
    return (await this.byKeywords([name])).filter((n) => n.type === "chat");
  }

  /** SPO triples of the n newest events (the original's get_summarized_latest_events; perceive skips repeats). */
  async latestEvents(n: number): Promise<Array<[string, string, string]>> {
    const nodes = (await this.ensureView()).all();
    const latest: Array<[string, string, string]> = [];
    for (let i = nodes.length - 1; i >= 0 && latest.length < n; i--) {
      const e = nodes[i]!;
      if (e.type === "event") latest.push([e.subject, e.predicate, e.object]);
    }
    return latest;
  }

  /**
   * Events and thoughts sharing a keyword with the triple, newest first (the original's retrieve_relevant_events /
   * _thoughts). Keywords are stored lower-cased; the original looked the raw strings up, so capitalised names never
   * matched. Here each of s, p, o is looked up lower-cased, and so is its last ":" segment, which is how perceive
   * derives keywords from a "world:sector:arena:object" address.
   */
  async relatedNodes(subject: string, predicate: string, object: string): Promise<RelatedNodes> {
    const terms = [subject, predicate, object].flatMap((t) => [t, t.split(":").at(-1) ?? t]);
    const nodes = await this.byKeywords(terms);
    return { events: nodes.filter((n) => n.type === "event"), thoughts: nodes.filter((n) => n.type === "thought") };
  }

  // --- writes ---

  /** Append a node: the next index, lastAccessed = created, keywords lower-cased. Optionally cache its embedding. */
  async add(input: NewMemoryNode, options: { embedding?: number[] } = {}): Promise<MemoryNode> {
    const view = await this.ensureView();
    const index = this.current.count + 1;
    const node = frozen(MemoryNodeSchema.parse({
      ...input, id: `node_${index}`, index, lastAccessed: input.created, keywords: lowerKeywords(input.keywords),
    }));
    // Claim the index synchronously so concurrent add() calls cannot take the same one.
    this.current = { ...this.current, count: index };
    view.add(node);
    await this.writeNodes([node]);
    if (options.embedding) await this.cacheEmbeddings({ [node.embeddingKey]: options.embedding });
    return node;
  }

  /**
   * Seed the stream from loaded files (the original's nodes.json, already converted to MemoryNode). Call it at
   * tick 0 on an empty or partly loaded stream: ids must continue the stream (node_<count+1> ..) because thoughts'
   * fillings refer to them. `embeddings` (the original's embeddings.json: key -> vector) pre-fills the cache.
   */
  async importNodes(nodes: readonly MemoryNode[], embeddings?: Readonly<Record<string, number[]>>): Promise<void> {
    const view = await this.ensureView();
    const sorted = [...nodes].sort((a, b) => a.index - b.index);
    const parsed = sorted.map((n, i) => {
      const index = this.current.count + 1 + i;
      if (n.index !== index || n.id !== `node_${index}`) {
        throw new Error(`importNodes: expected node_${index} (index ${index}) next, got ${n.id} (index ${n.index}).`);
      }
      return frozen(MemoryNodeSchema.parse({ ...n, keywords: lowerKeywords(n.keywords) }));
    });
    this.current = { ...this.current, count: this.current.count + parsed.length };
    for (const node of parsed) view.add(node);
    for (let i = 0; i < parsed.length; i += PAGE) await this.writeNodes(parsed.slice(i, i + PAGE));
    if (embeddings) await this.cacheEmbeddings(embeddings);
  }

  /** Record that these nodes were retrieved at `time` (their lastAccessed); one append-only access record. */
  async touch(ids: readonly string[], time: string): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    GameTimeSchema.parse(time);
    const view = await this.ensureView();
    const indices = unique.map((id) => {
      const index = Number(/^node_(\d+)$/.exec(id)?.[1]);
      if (!view.node(index)) throw new Error(`touch: ${id} is not in ${this.persona}'s visible memory.`);
      return index;
    });
    const seq = this.current.accesses + 1;
    this.current = { ...this.current, accesses: seq };
    view.touch(indices, time);
    const record: AccessRecord = { tick: this.tick, seq, time, ids: unique };
    const { id: branchId } = this.current.branch;
    await this.store.put([...memoryNamespace(branchId, this.persona), ACCESS], `access_${seq}`, record, false);
    await remember(this.store, branchId, this.persona, (r) => r.accesses.set(seq, record));
    snapshotsOf(this.store).written(this.persona, branchId, { seq });
  }

  // --- embeddings ---

  /** The embedding of a key text: in-process cache, then the store, then the embedder (which is then cached). */
  async embeddingOf(key: string): Promise<number[]> {
    return (await this.embeddingsOf([key])).get(key)!;
  }

  /** Several at once; all misses go to the embedder in one embedDocuments call. */
  async embeddingsOf(keys: readonly string[]): Promise<Map<string, number[]>> {
    const memo = cacheFor(vectorCache, this.store);
    const unique = [...new Set(keys)];
    const misses = new Map<string, { resolve: (v: number[]) => void; reject: (e: unknown) => void }>();
    for (const key of unique) {
      const id = this.vectorId(key);
      if (memo.has(id)) continue;
      const promise = new Promise<number[]>((resolve, reject) => misses.set(key, { resolve, reject }));
      promise.catch(() => memo.get(id) === promise && memo.delete(id));
      memo.set(id, promise);
    }
    if (misses.size > 0) {
      this.fetchEmbeddings([...misses.keys()]).then(
        (vectors) => misses.forEach((d, key) => d.resolve(vectors.get(key)!)),
        (error: unknown) => misses.forEach((d) => d.reject(error)),
      );
    }
    const vectors = await Promise.all(unique.map((key) => memo.get(this.vectorId(key))!));
    return new Map(unique.map((key, i) => [key, vectors[i]!]));
  }

  private vectorId(key: string): string {
    return `${this.embedderId}\0${key}`;
  }

  private async fetchEmbeddings(keys: string[]): Promise<Map<string, number[]>> {
    const namespace = embeddingNamespace(this.embedderId);
    const found = await Promise.all(keys.map((key) => this.store.get(namespace, embeddingStoreKey(key))));
    if (this.reads) {
      this.reads.embeddingReads += keys.length;
      this.reads.embeddingsFound += found.filter(Boolean).length;
    }
    const out = new Map<string, number[]>();
    const missing: string[] = [];
    keys.forEach((key, i) => {
      const value = found[i]?.value;
      if (value && value.text === key && Array.isArray(value.vector)) out.set(key, value.vector as number[]);
      else missing.push(key);
    });
    if (missing.length > 0) {
      const vectors = await this.embeddings.embedDocuments(missing);
      if (vectors.length !== missing.length) {
        throw new Error(`Embedder "${this.embedderId}" returned ${vectors.length} vectors for ${missing.length} texts.`);
      }
      await Promise.all(missing.map((key, i) =>
        this.store.put(namespace, embeddingStoreKey(key), { text: key, vector: vectors[i]! }, false)));
      missing.forEach((key, i) => out.set(key, vectors[i]!));
    }
    return out;
  }

  /** Store known vectors (from add() or an import) under their keys, for every stream on this store. */
  private async cacheEmbeddings(vectors: Readonly<Record<string, number[]>>): Promise<void> {
    const namespace = embeddingNamespace(this.embedderId);
    const entries = Object.entries(vectors);
    const memo = cacheFor(vectorCache, this.store);
    for (let i = 0; i < entries.length; i += PAGE) {
      const chunk = entries.slice(i, i + PAGE);
      await Promise.all(chunk.map(([text, vector]) =>
        this.store.put(namespace, embeddingStoreKey(text), { text, vector }, false)));
      for (const [text, vector] of chunk) memo.set(this.vectorId(text), Promise.resolve(vector));
    }
  }

  // --- internals ---

  private async writeNodes(nodes: MemoryNode[]): Promise<void> {
    const { id: branchId } = this.current.branch;
    const namespace = memoryNamespace(branchId, this.persona);
    const records = nodes.map((node): NodeRecord => ({ tick: this.tick, node }));
    await Promise.all(records.map((value) => this.store.put(namespace, value.node.id, value, false)));
    await remember(this.store, branchId, this.persona, (r) => records.forEach((rec) => r.nodes.set(rec.node.index, rec)));
    // Normally past every snapshot's count; a tick re-run after a failure writes indices a snapshot may show.
    snapshotsOf(this.store).written(this.persona, branchId, { index: nodes[0]!.index });
  }

  /** Visible nodes for a set of keywords, de-duplicated, newest first. */
  private async byKeywords(terms: readonly string[]): Promise<MemoryNode[]> {
    return (await this.ensureView()).byKeywords(terms);
  }

  private ensureView(): Promise<MemoryView> {
    this.view ??= this.buildView();
    this.view.catch(() => (this.view = undefined));
    return this.view;
  }

  /**
   * Resolve the cursor against the lineage; reload from the store once if the cache lacks a needed record.
   * Only get / put / search are used on the store: LangGraph hands nodes an AsyncBatchedStore, whose batch() throws.
   */
  private async buildView(): Promise<MemoryView> {
    const chain = lineage(this.current.branch, this.tick);
    const reads = this.reads;
    // Counted: a view the cache answers whole (every branch already there, nothing missing) reads no store.
    const allCached = reads ? chain.every((b) => isCached(this.store, b.id, this.persona)) : false;
    if (reads) reads.views++;
    const snapshots = snapshotsOf(this.store);
    const lineageKey = JSON.stringify(lineage(this.current.branch, Infinity));
    let missing = "";
    for (const fresh of [false, true]) {
      const loaded = await Promise.all(chain.map((b) => loadBranch(this.store, b.id, this.persona, fresh, reads)));
      const made = snapshotAt(snapshots.get(this.persona, lineageKey), chain, loaded, this.current, this.tick);
      if (!made.snapshot) {
        missing = made.missing;
        continue;
      }
      if (reads && allCached && !fresh) reads.cached++;
      snapshots.keep(this.persona, lineageKey, made.snapshot);
      return new MemoryView(made.snapshot);
    }
    throw new Error(
      `Memory store has no ${missing} for ${this.persona} on branch "${this.current.branch.id}" at tick ${this.tick}, ` +
      "though the checkpoint's cursor counts it: was the store reset while the checkpoint survived?",
    );
  }
}

/** Store key of an embedding: a hash of its key text (texts can be long and contain any character). */
export function embeddingStoreKey(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
