/**
 * Focal-point retrieval (the original's `new_retrieve`, retrieve.py): score a persona's memories for a focal
 * point by recency, relevance and importance, keep the top k, and mark them accessed.
 *
 * Kept from the original: candidates are events and thoughts whose embedding key does not contain "idle" (chats
 * are excluded); relevance is cosine similarity to the focal point's embedding; importance is poignancy; each
 * component is min-max normalised over the candidates (all equal -> 0.5); the score weighs them by the persona's
 * weights times the global 0.5 / 3 / 2; retrieved nodes get lastAccessed = now, and the next focal point of the
 * same call already sees that.
 *
 * Changed: recency is the paper's decay ** (game hours since last access). The original ranked nodes by
 * lastAccessed and gave decay ** rank with the least recently accessed first, so old memories scored highest.
 * Expired nodes (plan thoughts after 30 days) are filtered out; the original never checked expiration.
 */
import type { MemoryNode } from "../../state/persona.js";
import { parseGameTime } from "../../state/gameTime.js";
import { DEFAULT_THRESHOLDS, type Thresholds } from "../../state/thresholds.js";
import type { MemoryStream } from "./memoryStream.js";

/** The persona's own weights (scratch.recencyW etc.). */
export interface RetrievalWeights {
  recencyW: number;
  relevanceW: number;
  importanceW: number;
  /** Recency multiplier per game hour since last access (0.995 in the paper; shipped personas use 0.99). */
  recencyDecay: number;
}

/** Run-wide multipliers of the three components (thresholds: 0.5 / 3 / 2). */
export interface RetrievalGlobals {
  recency: number;
  relevance: number;
  importance: number;
}

export function retrievalGlobals(
  t: Pick<Thresholds, "recencyGlobalWeight" | "relevanceGlobalWeight" | "importanceGlobalWeight"> = DEFAULT_THRESHOLDS,
): RetrievalGlobals {
  return { recency: t.recencyGlobalWeight, relevance: t.relevanceGlobalWeight, importance: t.importanceGlobalWeight };
}

export interface ScoredNode {
  node: MemoryNode;
  /** Normalised components, each in [0, 1]. */
  recency: number;
  relevance: number;
  importance: number;
  score: number;
}

const HOUR_MS = 3_600_000;

/** Cosine of the angle between two vectors; 0 when either is all zeros. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`cosineSimilarity: vectors of length ${a.length} and ${b.length}.`);
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!, y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Min-max to [0, 1]; when every value is equal, each becomes 0.5 (the original's normalize_dict_floats). */
export function minMaxNormalise(values: readonly number[]): number[] {
  let min = Infinity, max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const range = max - min;
  return values.map((v) => (range === 0 ? 0.5 : (v - min) / range));
}

/** Events and thoughts that are not idle and have not expired at `now`. */
export function retrievalCandidates(nodes: readonly MemoryNode[], now: string): MemoryNode[] {
  const nowMs = parseGameTime(now).getTime();
  return nodes.filter((n) =>
    n.type !== "chat" &&
    !n.embeddingKey.includes("idle") &&
    (n.expiration === null || parseGameTime(n.expiration).getTime() > nowMs));
}

export interface ScoreInput {
  /** Already filtered candidates (see retrievalCandidates). */
  nodes: readonly MemoryNode[];
  focalEmbedding: readonly number[];
  /** The cached embedding of a node's embedding key. */
  embeddingOf: (key: string) => readonly number[] | undefined;
  now: string;
  weights: RetrievalWeights;
  globals: RetrievalGlobals;
  /** Keep this many, best first (default: all). */
  topK?: number;
}

/** Score candidates and return the best first. Ties keep the newer node first. */
export function scoreCandidates(input: ScoreInput): ScoredNode[] {
  const { nodes, focalEmbedding, embeddingOf, weights, globals } = input;
  if (nodes.length === 0) return [];
  const nowMs = parseGameTime(input.now).getTime();
  const recency = minMaxNormalise(nodes.map((n) => {
    const hours = Math.max(0, (nowMs - parseGameTime(n.lastAccessed).getTime()) / HOUR_MS);
    return weights.recencyDecay ** hours;
  }));
  const relevance = minMaxNormalise(nodes.map((n) => {
    const vector = embeddingOf(n.embeddingKey);
    if (!vector) throw new Error(`scoreCandidates: no embedding for "${n.embeddingKey}" (${n.id}).`);
    return cosineSimilarity(vector, focalEmbedding);
  }));
  const importance = minMaxNormalise(nodes.map((n) => n.poignancy));
  const scored = nodes.map((node, i): ScoredNode => {
    const rec = recency[i]!, rel = relevance[i]!, imp = importance[i]!;
    const score = weights.recencyW * rec * globals.recency +
      weights.relevanceW * rel * globals.relevance +
      weights.importanceW * imp * globals.importance;
    return { node, recency: rec, relevance: rel, importance: imp, score };
  });
  scored.sort((a, b) => b.score - a.score || b.node.index - a.node.index);
  return scored.slice(0, input.topK ?? scored.length);
}

export interface RetrieveOptions {
  now: string;
  /** Memories per focal point (default thresholds.retrievalTopK, 30). */
  k?: number;
  weights: RetrievalWeights;
  /** Default: the thresholds' 0.5 / 3 / 2. */
  globals?: RetrievalGlobals;
  /** Do not record the access (lastAccessed stays): for reading another persona's memory. */
  readOnly?: boolean;
}

/**
 * For each focal point: embed it (through the stream's cache), score the stream's candidates, take the top k and
 * touch them (lastAccessed = now). Focal points run in order, so a later one sees the earlier ones' touches.
 */
export async function retrieveForFocalPoints(
  stream: Pick<MemoryStream, "all" | "embeddingsOf" | "touch" | "get">,
  focalPoints: readonly string[],
  options: RetrieveOptions,
): Promise<Record<string, MemoryNode[]>> {
  const { now, weights } = options;
  const globals = options.globals ?? retrievalGlobals();
  const k = options.k ?? DEFAULT_THRESHOLDS.retrievalTopK;
  const result: Record<string, MemoryNode[]> = {};
  for (const focal of focalPoints) {
    const candidates = retrievalCandidates(await stream.all(), now);
    const vectors = await stream.embeddingsOf([focal, ...candidates.map((n) => n.embeddingKey)]);
    const ranked = scoreCandidates({
      nodes: candidates,
      focalEmbedding: vectors.get(focal)!,
      embeddingOf: (key) => vectors.get(key),
      now, weights, globals, topK: k,
    });
    const ids = ranked.map((r) => r.node.id);
    if (options.readOnly) {
      // Reading another persona's memory (the partner's side of a conversation): no access is recorded.
      result[focal] = ranked.map((r) => r.node);
      continue;
    }
    await stream.touch(ids, now);
    const touched = await Promise.all(ids.map((id) => stream.get(id)));
    result[focal] = touched.filter((n): n is MemoryNode => n !== undefined);
  }
  return result;
}
