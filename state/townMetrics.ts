/**
 * Optional measurements of a town run (off by default): where the time goes, the coordinator's own work apart from
 * the personas' cognition. A caller (a benchmark) passes an object as the code-only run setting `metrics`; the town
 * adds to it as it runs. Nothing is measured, and no clock is read, without one.
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

export function newTownMetrics(): TownMetrics {
  return { personaTicks: 0, thoughts: 0, coordinatorMs: 0, resolveMs: 0, thinkCheckMs: 0, visits: 0, byPersona: {} };
}

/** A persona's share, created on first use. */
export function personaMetrics(metrics: TownMetrics, name: string): PersonaMetrics {
  return (metrics.byPersona[name] ??= { ticks: 0, thoughts: 0, cognitionMs: 0 });
}
