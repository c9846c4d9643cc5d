/**
 * What a memory stream shows: a persona's nodes 1..count with their last access applied, and the nodes sharing a
 * keyword. A persona's thought opens a stream in each of its nodes, and a town opens one per thought to see whether
 * anything is new: building each view from the records (every node and every access record since the persona was
 * born) made a persona's thoughts slower as its memory grew, and was the town's largest cost by the end of a day.
 *
 * So views are built from snapshots kept per (store, persona, lineage): a snapshot at a cursor (count, accesses) is
 * extended to a later cursor by the records added since, and every view opened at it shares its nodes (a view copies
 * them only when its stream writes) and one keyword index (append-only; a view reads the indices it counts). A
 * snapshot is dropped when a record it shows is written again (a tick re-run after a failure) or the records were
 * reloaded from the store (another process wrote them); the next view is then built from the records.
 */
import type { MemoryNode } from "../../state/persona.js";

export type NodeRecord = { tick: number; node: MemoryNode };
export type AccessRecord = { tick: number; seq: number; time: string; ids: string[] };
/** A persona's records on one branch, by index and by access sequence number. */
export interface BranchRecords { nodes: Map<number, NodeRecord>; accesses: Map<number, AccessRecord> }
/** The branches a view reads, nearest first, with the newest tick visible from each (memoryStream.ts, lineage). */
export type Lineage = ReadonlyArray<{ id: string; maxTick: number }>;

/** Keywords of nodes 1..count: for each keyword, the indices of the nodes carrying it, in index order. */
interface KeywordIndex { byKeyword: Map<string, number[]>; count: number }

/** The memory visible at a cursor, shared by the views opened at it (never changed once made). */
export interface MemorySnapshot {
  /** The tick it was made at: a later view may extend it (records of later ticks are beyond its count). */
  tick: number;
  count: number;
  accesses: number;
  /** The lineage it was read through (branch ids), for dropping it when one of them is written to. */
  branches: readonly string[];
  nodes: readonly MemoryNode[];
  keywords: KeywordIndex;
}

export function frozen(node: MemoryNode): MemoryNode {
  if (Object.isFrozen(node)) return node;
  Object.freeze(node.keywords);
  if (node.filling) Object.freeze(node.filling);
  return Object.freeze(node);
}

const withAccess = (node: MemoryNode, time: string) => (node.lastAccessed === time ? node : frozen({ ...node, lastAccessed: time }));
const indexOfId = (id: string) => Number(id.slice("node_".length));

/** The nearest branch's record with a tick visible from it (the lineage's rule). */
function visible<R extends { tick: number }>(lineage: Lineage, loaded: readonly BranchRecords[], pick: (r: BranchRecords) => R | undefined): R | undefined {
  for (let j = 0; j < lineage.length; j++) {
    const record = pick(loaded[j]!);
    if (record && record.tick <= lineage[j]!.maxTick) return record;
  }
  return undefined;
}

/**
 * The snapshot at (count, accesses) at `tick`: `from` extended when it is an earlier cursor of the same lineage,
 * else made from the records. `missing` names the first record the loaded records lack (reload, then try again).
 */
export function snapshotAt(
  from: MemorySnapshot | undefined,
  lineage: Lineage,
  loaded: readonly BranchRecords[],
  cursor: { count: number; accesses: number },
  tick: number,
): { snapshot: MemorySnapshot; missing?: undefined } | { snapshot?: undefined; missing: string } {
  const extend = from && from.tick <= tick && from.count <= cursor.count && from.accesses <= cursor.accesses;
  if (extend && from.count === cursor.count && from.accesses === cursor.accesses) return { snapshot: from };
  const nodes: MemoryNode[] = extend ? from.nodes.slice() : [];
  for (let index = nodes.length + 1; index <= cursor.count; index++) {
    const record = visible(lineage, loaded, (r) => r.nodes.get(index));
    if (!record) return { missing: `node_${index}` };
    nodes.push(frozen(record.node));
  }
  // Later access records overwrite earlier ones: the latest visible access wins.
  for (let seq = extend ? from.accesses + 1 : 1; seq <= cursor.accesses; seq++) {
    const record = visible(lineage, loaded, (r) => r.accesses.get(seq));
    if (!record) return { missing: `access_${seq}` };
    for (const id of record.ids) {
      const i = indexOfId(id) - 1;
      if (nodes[i]) nodes[i] = withAccess(nodes[i], record.time);
    }
  }
  return {
    snapshot: {
      tick,
      ...cursor,
      branches: lineage.map((b) => b.id),
      nodes,
      keywords: extend ? from.keywords : { byKeyword: new Map(), count: 0 },
    },
  };
}

/** The snapshots of a store's personas: for each persona, the newest one per lineage. */
export class MemorySnapshots {
  private readonly byPersona = new Map<string, Map<string, MemorySnapshot>>();

  get(persona: string, lineageKey: string): MemorySnapshot | undefined {
    return this.byPersona.get(persona)?.get(lineageKey);
  }

  /** Keeps `snapshot` unless the one kept is at a later cursor. */
  keep(persona: string, lineageKey: string, snapshot: MemorySnapshot): void {
    let mine = this.byPersona.get(persona);
    if (!mine) this.byPersona.set(persona, (mine = new Map()));
    const kept = mine.get(lineageKey);
    if (!kept || (snapshot.count >= kept.count && snapshot.accesses >= kept.accesses && snapshot.tick >= kept.tick)) mine.set(lineageKey, snapshot);
  }

  /** Drops what shows node `index` or access `seq` (or more) of `branch`: that record was just written again. */
  written(persona: string, branch: string, record: { index?: number; seq?: number }): void {
    const mine = this.byPersona.get(persona);
    if (!mine) return;
    for (const [key, snapshot] of mine) {
      if (!snapshot.branches.includes(branch)) continue;
      if ((record.index !== undefined && record.index <= snapshot.count) || (record.seq !== undefined && record.seq <= snapshot.accesses)) mine.delete(key);
    }
  }

  /** Drops every snapshot of a persona (its records were reloaded from the store). */
  forget(persona: string): void {
    this.byPersona.delete(persona);
  }
}

/**
 * One stream's view: a snapshot's nodes (copied the first time the stream writes), the nodes it added itself, and
 * the keyword index (the snapshot's shared one, extended on first use, plus the stream's own additions).
 */
export class MemoryView {
  private nodes: MemoryNode[];
  private owned = false;
  /** How many of the nodes the shared index may answer for (the snapshot's count). */
  private readonly indexed: number;
  private readonly keywords: KeywordIndex;
  /** Keywords of the nodes this stream added. */
  private readonly added = new Map<string, number[]>();

  constructor(snapshot: MemorySnapshot) {
    this.nodes = snapshot.nodes as MemoryNode[];
    this.indexed = snapshot.count;
    this.keywords = snapshot.keywords;
  }

  get count(): number {
    return this.nodes.length;
  }

  /** Node `index` (1-based), or undefined when not visible. */
  node(index: number): MemoryNode | undefined {
    return this.nodes[index - 1];
  }

  /** Visible nodes, oldest first (read only). */
  all(): readonly MemoryNode[] {
    return this.nodes;
  }

  /** Visible nodes sharing one of `terms` (lower-cased), newest first, each once. */
  byKeywords(terms: readonly string[]): MemoryNode[] {
    const shared = this.keywords;
    for (; shared.count < this.indexed; shared.count++) {
      for (const keyword of this.nodes[shared.count]!.keywords) pushTo(shared.byKeyword, keyword, shared.count + 1);
    }
    const indices = new Set<number>();
    for (const term of terms) {
      const keyword = term.toLowerCase();
      for (const i of shared.byKeyword.get(keyword) ?? []) if (i <= this.indexed) indices.add(i);
      for (const i of this.added.get(keyword) ?? []) indices.add(i);
    }
    return [...indices].sort((a, b) => b - a).map((i) => this.nodes[i - 1]!);
  }

  /** Appends a node of this stream's (its index is count + 1). */
  add(node: MemoryNode): void {
    this.own()[node.index - 1] = node;
    for (const keyword of node.keywords) pushTo(this.added, keyword, node.index);
  }

  /** Gives these nodes (1-based indices) their last access time. */
  touch(indices: readonly number[], time: string): void {
    const nodes = this.own();
    for (const index of indices) nodes[index - 1] = withAccess(nodes[index - 1]!, time);
  }

  private own(): MemoryNode[] {
    if (!this.owned) [this.nodes, this.owned] = [this.nodes.slice(), true];
    return this.nodes;
  }
}

function pushTo(map: Map<string, number[]>, keyword: string, index: number): void {
  const list = map.get(keyword);
  if (list) list.push(index);
  else map.set(keyword, [index]);
}
