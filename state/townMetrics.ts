/**
 * Optional measurements of a town run (off by default): where the time goes, the coordinator's own work apart from
 * the personas' cognition. A caller (a benchmark) passes an object as the code-only run setting `metrics`; the town
 * adds to it as it runs. Nothing is measured, and no clock is read, without one.
 *
 * Memory reads (`MemoryReads`, the code-only run setting `memoryReads`) are counted apart: how often the personas'
 * memory streams were answered by the process's cache and how often they read the store (tools/memory/memoryStream.ts).
 * With workers, each job counts its own on the worker and the coordinator adds them up (drivers/town/personaJobs.ts).
 * Nothing is counted without the object.
 */

/** One persona's share. */
export interface PersonaMetrics {
  /** Ticks it took. */
  ticks: number;
  /** Ticks it thought in (the persona graph ran). */
  thoughts: number;
  /** Wall time of its thinking, in ms (model calls, waits for a call slot and other personas' work interleaved included). */
  cognitionMs: number;
}

/**
 * Where a town run's time goes (`newTownMetrics()`, the code-only run setting `metrics`): persona-ticks, thoughts, the
 * coordinator's time and each persona's.
 */
export interface TownMetrics {
  /** Persona-ticks taken, with and without cognition. */
  personaTicks: number;
  /** Persona-ticks with cognition. */
  thoughts: number;
  /**
   * The coordinator's own work, in ms: who may take a tick, the neighbour search, the groups that resolve together,
   * the resolve steps (chats settled, moves, new paths) and the quiet ticks' plain steps. Synchronous code only, so no
   * persona's cognition is in it.
   */
  coordinatorMs: number;
  /** Of `coordinatorMs`: the resolve steps. */
  resolveMs: number;
  /**
   * The fast path's check of whether a persona must think (its newest memories against what it sees), in ms: wall
   * time of an asynchronous check, so other personas' cognition running meanwhile may be counted in it.
   */
  thinkCheckMs: number;
  /**
   * The scheduler's visits of personas: one at the start, then one for each event that may let a persona go on (its
   * thought ended, the one it waited for moved on, its group took a tick). A visit takes the persona as far as it can.
   */
  visits: number;
  byPersona: Record<string, PersonaMetrics>;
}

/** An empty set of town metrics, to pass as the code-only run setting `metrics`. */
export function newTownMetrics(): TownMetrics {
  return { personaTicks: 0, thoughts: 0, coordinatorMs: 0, resolveMs: 0, thinkCheckMs: 0, visits: 0, byPersona: {} };
}

/** A persona's share, created on first use. */
export function personaMetrics(metrics: TownMetrics, name: string): PersonaMetrics {
  return (metrics.byPersona[name] ??= { ticks: 0, thoughts: 0, cognitionMs: 0 });
}

/**
 * The store reads of the personas' memory streams (the thinking's, not the coordinator's own look at a persona's
 * newest events). A view is one stream's picture of a persona's memories at a tick; it comes from the process's
 * cache of records, or the store is read for the persona's records on a branch (the whole branch, page by page).
 */
export interface MemoryReads {
  /** Memory views built (a stream's first read at a tick). */
  views: number;
  /** Of `views`: answered by the process's cache, with no store read. */
  cached: number;
  /** Reads of a persona's records on one branch from the store: first reads in this process, and reloads. */
  loads: number;
  /** Of `loads`: a cached branch read again because it lacked records another process wrote. */
  reloads: number;
  /** Records (store items) those loads brought back. */
  rows: number;
  /** Embeddings looked up in the store (not in the process's cache). */
  embeddingReads: number;
  /** Of `embeddingReads`: found there (the others went to the embedder). */
  embeddingsFound: number;
}

/** An empty count of memory reads, to pass as the code-only run setting `memoryReads`. */
export function newMemoryReads(): MemoryReads {
  return { views: 0, cached: 0, loads: 0, reloads: 0, rows: 0, embeddingReads: 0, embeddingsFound: 0 };
}

/** Adds `more` (a job's counts, say) to `into`. */
export function addMemoryReads(into: MemoryReads, more: Partial<MemoryReads>): MemoryReads {
  for (const key of Object.keys(into) as Array<keyof MemoryReads>) into[key] += Number(more[key]) || 0;
  return into;
}
