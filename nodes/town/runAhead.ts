/**
 * Runs a span of ticks with every persona on its own clock. The town's rules are tick-synchronous (a persona's tick
 * reads the others' states at the start of that tick), but personas far from everyone do not need to wait for the
 * others: a persona may take tick t as soon as everyone who could be within reach at t (proximity.ts) is known at
 * t, and a group of personas that may interact takes the tick's resolve step together. The outcome is the one of
 * running every tick for everyone at once (lockstep; a test compares both), while one persona's slow cognition no
 * longer holds up the whole town: its calls overlap with the calls of personas ticks ahead or behind it.
 *
 * Kept exact: a new path avoids tiles anyone stands on, so a persona picking one waits until everyone who might be on
 * its target tiles is known.
 *
 * Every question about others (who is behind and might reach me, who is near me, who is in my group, who stands on
 * these tiles) goes through a spatial index (townPlaces.ts): one for everyone's state at each tick not yet handed
 * out, one for everyone's newest known state. And the scheduler visits a persona only on an event that can let it
 * go on (wakeUps.ts): its thought ended, the persona it waits for (the one behind that might reach it, or might
 * stand on its target tiles) moved on, or its group took a tick. Before, every persona was looked at again after
 * each batch of finished thoughts: 67 passes over the town per tick at 1,000 personas. So a persona's tick costs the
 * same in a town of 25 or of 1,000.
 */
import { mergeUsage, type UsageByPersonaDay } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import type { Tile } from "../../state/chatParty.js";
import type { Movement, TileEvent } from "../../state/personaTick.js";
import type { ThoughtResult, TownPersona } from "../../state/town.js";
import { personaMetrics, type TownMetrics } from "../../state/townMetrics.js";
import { inConversation, mayInteract, stepsAsTheCrowFlies, tilesApart, type StepsToReach } from "./proximity.js";
import { tickEvents } from "./tickEvents.js";
import { NewestPlaces, TownPlaces, type NeighbourSearch } from "./townPlaces.js";
import { WakeUps } from "./wakeUps.js";

/** One persona's tick, with what the town tells it. */
export interface TickInput {
  name: string;
  tick: number;
  persona: TownPersona;
  /** Events of the personas within reach (the only ones it can perceive). */
  events: TileEvent[];
  /** The personas within reach (or in a conversation with it), at the tick's start. */
  others: Record<string, TownPersona>;
}

/** A group's resolve step: settled and moved states, or null when it must wait (see `mayMove`). */
export interface GroupStep {
  personas: Record<string, TownPersona>;
  movements: Record<string, Movement>;
}

/** Everyone's state at a tick's start, as far as it is known: what a resolve step may read of the others. */
export interface TickSurroundings {
  /** A persona's state at the tick's start (undefined: not known yet, or no such persona). */
  stateOf(name: string): TownPersona | undefined;
  /** The known personas standing on one of `tiles` at the tick's start, in persona order. */
  standingOn(tiles: readonly Tile[]): string[];
}

export interface RunAheadOptions {
  order: readonly string[];
  /** Everyone's state at `startTick`, by name (each persona's `scratch.name`). */
  personas: Record<string, TownPersona>;
  startTick: number;
  endTick: number;
  /** Within this many tiles personas may affect each other; Infinity: everyone takes every tick together. */
  radius: number;
  /**
   * How far personas can get in a number of ticks (default: as the crow flies; walking on the map is tighter). Never
   * fewer steps than the crow's way: the neighbour search looks only that far.
   */
  stepsToReach?: StepsToReach;
  /** How personas near one are found: "grid" (default) or "everyone" (every persona looked at; the reference). */
  neighbourSearch?: NeighbourSearch;
  /** Added to as the town runs, when given (see state/townMetrics.ts). */
  metrics?: TownMetrics;
  needsThought(input: TickInput): Promise<boolean>;
  think(input: TickInput): Promise<ThoughtResult>;
  /** The state after a tick without cognition (before the move). */
  quietTick(input: TickInput): TownPersona;
  /**
   * Settles the group's tick; `targetsFree` says whether target tiles are known to be free of unknown personas. Null
   * (wait) only after `targetsFree` said no: the group goes on once the persona in the way has moved.
   */
  resolveGroup(
    group: string[],
    tick: number,
    before: Record<string, TownPersona>,
    thought: Record<string, ThoughtResult>,
    atStart: TickSurroundings,
    targetsFree: (tiles: readonly Tile[]) => boolean,
  ): GroupStep | null;
  /** Every persona's movement of a tick, in tick order, once the whole town has taken it. */
  onTick?(tick: number, movements: Record<string, Movement>): void;
  /** The day a tick falls on ("2024-05-06"), to add each persona's usage up by day (default: one bucket, "all"). */
  dayOf?(tick: number): string;
  signal?: AbortSignal;
}

interface Track {
  /** The next tick this persona takes; its state is known for ticks up to this one. */
  next: number;
  states: Map<number, TownPersona>;
  /** Its part of tick `next`, once done: the state after cognition (or the quiet tick), with the thought if any. */
  ready: { persona: TownPersona; thought: ThoughtResult | null } | null;
  thinking: boolean;
  /** Who held it back last time, at which of its ticks: while that one has not moved on, it still does. */
  blocker: { name: string; next: number; tick: number } | null;
}

export interface RunAheadResult {
  personas: Record<string, TownPersona>;
  usage: UsageByPrompt;
  /** The same usage by persona and day. */
  usageByPersona: UsageByPersonaDay;
  last: Record<string, Movement>;
}

export async function runAhead(options: RunAheadOptions): Promise<RunAheadResult> {
  const { order, endTick, radius, metrics } = options;
  const stepsToReach = options.stepsToReach ?? stepsAsTheCrowFlies;
  const search = options.neighbourSearch ?? "grid";
  for (const name of order) {
    const given = options.personas[name]?.scratch.name;
    if (given !== name) throw new Error(`The town's persona "${name}" has ${given === undefined ? "no state" : `the name "${given}" in its state`}.`);
  }
  const rank = new Map(order.map((name, i) => [name, i]));
  const inOrder = (a: string, b: string) => rank.get(a)! - rank.get(b)!;
  const tracks = new Map<string, Track>(
    order.map((name) => [name, { next: options.startTick, states: new Map([[options.startTick, options.personas[name]!]]), ready: null, thinking: false, blocker: null }]),
  );
  const track = (name: string) => tracks.get(name)!;
  const stateAt = (name: string, tick: number) => track(name).states.get(tick)!;
  /** Where everyone stands at each tick not yet handed out (those known at it), and at their newest known tick. */
  const places = new Map<number, TownPlaces>();
  const placesAt = (tick: number) => {
    let at = places.get(tick);
    if (!at) places.set(tick, (at = new TownPlaces(search, radius)));
    return at;
  };
  const newest = new NewestPlaces(search, radius);
  for (const name of order) {
    placesAt(options.startTick).place(options.personas[name]!.scratch);
    newest.place(options.personas[name]!.scratch, options.startTick);
  }
  const moves = new Map<number, Record<string, Movement>>();
  /** How many personas have taken each tick not yet handed out. */
  const taken = new Map<number, number>();
  /** The first tick not everyone has taken: the smallest `next` of all. */
  let flushed = options.startTick;
  let usage: UsageByPrompt = {};
  const usageByPersona: UsageByPersonaDay = {};
  let last: Record<string, Movement> = {};
  const failure: { error?: unknown; failed: boolean } = { failed: false };
  let thinking = 0;
  // Who is due for a visit, and who waits for whom; the loop sleeps while nobody is due and thoughts are under way.
  const wakeUps = new WakeUps();
  for (const name of order) wakeUps.wake(name);
  let resume: (() => void) | null = null;
  const wake = (name?: string) => {
    if (name !== undefined) wakeUps.wake(name);
    resume?.();
  };
  const now = () => (metrics ? performance.now() : 0);

  /** True when `name`, behind `tick`, might be within reach of `me` (standing as `mine`) by then, or talks with it. */
  const blocks = (me: string, mine: TownPersona["scratch"], tick: number, name: string) => {
    const t = tracks.get(name);
    if (!t || name === me || t.next >= tick) return false;
    const theirs = t.states.get(t.next)!.scratch;
    return inConversation(mine, theirs) || stepsToReach(theirs.currTile, mine.currTile, radius, tick - t.next) <= tick - t.next;
  };

  /** True when someone behind `tick` might be within reach of `me` by then (or is in a conversation with it). */
  const blocked = (me: string, tick: number) => {
    // Nobody is behind when everyone has reached the tick.
    if (tick <= flushed) return false;
    const mine = stateAt(me, tick).scratch;
    const t = track(me);
    const cached = t.blocker?.tick === tick ? t.blocker : null;
    if (cached && cached.next === track(cached.name).next) return true;
    if (cached && blocks(me, mine, tick, cached.name)) return ((cached.next = track(cached.name).next), true);
    t.blocker = null;
    return newest.someBehind(mine, tick, (name) => (blocks(me, mine, tick, name) ? ((t.blocker = { name, next: track(name).next, tick }), true) : false));
  };

  /** The personas known at `tick` for which `accept` holds, among those that may be near `name` or talk with it. */
  const knownNear = (name: string, tick: number, accept: (other: string) => boolean) => {
    const found: string[] = [];
    const seen = new Set<string>([name]);
    placesAt(tick).someNear(stateAt(name, tick).scratch, radius, (other) => {
      if (seen.has(other)) return;
      seen.add(other);
      const t = tracks.get(other);
      if (t && t.next >= tick && accept(other)) found.push(other);
    });
    return found;
  };

  /** The personas known at `tick` within reach of `name` (or in a conversation with it), in persona order. */
  const neighbours = (name: string, tick: number) => {
    const mine = stateAt(name, tick).scratch;
    return knownNear(name, tick, (other) => mayInteract(mine, stateAt(other, tick).scratch, radius)).sort(inOrder);
  };

  /**
   * The personas that must take `tick` together with `first`: everyone known at the tick linked to it by a chain of
   * personas who may interact (proximity.ts's groupOf, with the index finding the links), in persona order.
   */
  const groupOf = (first: string, tick: number) => {
    const members = new Set([first]);
    const queue = [first];
    while (queue.length) {
      const a = queue.pop()!;
      const mine = stateAt(a, tick).scratch;
      for (const b of knownNear(a, tick, (other) => !members.has(other) && mayInteract(mine, stateAt(other, tick).scratch, radius))) {
        members.add(b);
        queue.push(b);
      }
    }
    return [...members].sort(inOrder);
  };

  async function prepare(name: string) {
    const t = track(name);
    const tick = t.next;
    const persona = stateAt(name, tick);
    let began = now();
    const near = neighbours(name, tick);
    const others: Record<string, TownPersona> = {};
    for (const other of near) others[other] = stateAt(other, tick);
    const events = tickEvents([...near, name].sort(inOrder).map((n) => (n === name ? persona : others[n]!)));
    const input: TickInput = { name, tick, persona, events, others };
    if (metrics) {
      metrics.coordinatorMs += now() - began;
      began = now();
    }
    const needed = await options.needsThought(input);
    if (metrics) metrics.thinkCheckMs += now() - began;
    if (!needed) {
      began = now();
      t.ready = { persona: options.quietTick(input), thought: null };
      if (metrics) metrics.coordinatorMs += now() - began;
      return;
    }
    t.thinking = true;
    thinking++;
    const thinkBegan = now();
    options.think(input).then(
      (thought) => {
        t.thinking = false;
        thinking--;
        if (metrics) {
          const mine = personaMetrics(metrics, name);
          mine.cognitionMs += now() - thinkBegan;
          mine.thoughts++;
          metrics.thoughts++;
        }
        t.ready = { persona: thought.persona, thought };
        wake(name);
      },
      (error: unknown) => {
        t.thinking = false;
        thinking--;
        if (!failure.failed) Object.assign(failure, { error, failed: true });
        wake();
      },
    );
  }

  /**
   * The resolve step of the tick `name` is ready for, when its whole group is ready and nobody unknown is in the way.
   * When a member is not ready, its getting ready (its visit, or its thought ending) tries again; when someone behind
   * might stand on a target tile, `name` waits for that one to move.
   */
  function commit(name: string): boolean {
    const tick = track(name).next;
    const group = groupOf(name, tick);
    if (group.some((member) => track(member).next !== tick || !track(member).ready)) return false;

    const before: Record<string, TownPersona> = {};
    const thought: Record<string, ThoughtResult> = {};
    for (const member of group) {
      const ready = track(member).ready!;
      before[member] = stateAt(member, tick);
      thought[member] = ready.thought ?? { persona: ready.persona, effects: [], movement: null, usage: {}, attempt: null };
    }
    const atStart: TickSurroundings = {
      stateOf: (other) => {
        const t = tracks.get(other);
        return t && t.next >= tick ? t.states.get(tick) : undefined;
      },
      standingOn: (tiles) => [...placesAt(tick).standingOn(tiles)].sort(inOrder),
    };
    let inTheWay: string | undefined;
    const targetsFree = (tiles: readonly Tile[]) => {
      if (tick <= flushed) return true;
      return !newest.someBehindNear(tiles, tick, (other) => {
        const t = track(other);
        if (t.next >= tick) return false;
        const from = t.states.get(t.next)!.scratch.currTile;
        const mayReach = tiles.some((tile) => stepsToReach(from, tile, 0, tick - t.next) <= tick - t.next);
        if (mayReach) inTheWay = other;
        return mayReach;
      });
    };
    const resolveBegan = now();
    const step = options.resolveGroup(group, tick, before, thought, atStart, targetsFree);
    if (metrics) metrics.resolveMs += now() - resolveBegan;
    if (!step) {
      if (inTheWay === undefined) throw new Error(`The resolve step of tick ${tick} waited with its targets free (${group.join(", ")}).`);
      wakeUps.waitFor(name, inTheWay);
      return false;
    }

    const movements = moves.get(tick) ?? {};
    for (const member of group) {
      const t = track(member);
      const from = before[member]!.scratch.currTile;
      const after = step.personas[member]!;
      const to = after.scratch.currTile;
      if (from && to && tilesApart(from, to) > 1) throw new Error(`${member} moved more than one tile at tick ${tick}.`);
      t.states.set(tick + 1, after);
      placesAt(tick + 1).place(after.scratch);
      newest.place(after.scratch, tick + 1);
      t.next = tick + 1;
      t.ready = null;
      // Added up in place, and only for thoughts: a copy of everyone's usage per thought grew with the town.
      const used = thought[member]!.usage;
      if (Object.keys(used).length) {
        usage = mergeUsage(usage, used);
        const days = (usageByPersona[member] ??= {});
        const day = options.dayOf?.(tick) ?? "all";
        days[day] = mergeUsage(days[day], used);
      }
      movements[member] = step.movements[member]!;
      if (metrics) personaMetrics(metrics, member).ticks++;
      // Whoever waited for it to move may go on, and so may it (`name` goes on in its own visit).
      wakeUps.moved(member);
      if (member !== name) wakeUps.wake(member);
    }
    if (metrics) metrics.personaTicks += group.length;
    moves.set(tick, movements);
    taken.set(tick, (taken.get(tick) ?? 0) + group.length);
    flush();
    return true;
  }

  /** Hands out the ticks everyone has taken, and forgets states nobody can ask for any more. */
  function flush() {
    const from = flushed;
    for (; (taken.get(flushed) ?? 0) === order.length; flushed++) {
      const movements = moves.get(flushed)!;
      last = Object.fromEntries(order.map((n) => [n, movements[n]!]));
      options.onTick?.(flushed, last);
      moves.delete(flushed);
      taken.delete(flushed);
    }
    for (let tick = from; tick < flushed; tick++) {
      for (const t of tracks.values()) t.states.delete(tick);
      places.delete(tick);
    }
  }

  // Each visit takes the persona as far as it can go; one that cannot go on waits for the event that can release it:
  // the one who might reach it moving on, its thought ending, its group getting ready, the one in its way moving on.
  for (;;) {
    if (failure.failed) throw failure.error;
    options.signal?.throwIfAborted();
    // `flushed` is everyone's smallest next tick.
    if (!order.length || flushed >= endTick) break;
    const name = wakeUps.take();
    if (name === undefined) {
      if (!thinking) throw new Error("The town's scheduler stalled: no persona can take its next tick.");
      await new Promise<void>((resolve) => (resume = resolve));
      resume = null;
      continue;
    }
    if (metrics) metrics.visits++;
    const t = track(name);
    // A persona nobody holds back takes tick after tick here, until it thinks or someone it might meet is behind.
    for (;;) {
      if (t.next >= endTick || t.thinking) break;
      if (!t.ready) {
        const began = now();
        const held = blocked(name, t.next);
        if (held) wakeUps.waitFor(name, t.blocker!.name);
        if (metrics) metrics.coordinatorMs += now() - began;
        if (held) break;
        await prepare(name);
        if (!t.ready) break;
      }
      const began = now();
      const committed = commit(name);
      if (metrics) metrics.coordinatorMs += now() - began;
      if (!committed) break;
    }
  }
  const personas = Object.fromEntries(order.map((name) => [name, stateAt(name, endTick)]));
  return { personas, usage, usageByPersona, last };
}
