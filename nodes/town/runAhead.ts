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
 */
import { mergeUsage, mergeUsageByPersonaDay, type UsageByPersonaDay } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import type { Tile } from "../../state/chatParty.js";
import type { Movement, TileEvent } from "../../state/personaTick.js";
import type { ThoughtResult, TownPersona } from "../../state/town.js";
import { groupOf, inConversation, mayInteract, stepsAsTheCrowFlies, tilesApart, type StepsToReach } from "./proximity.js";
import { tickEvents } from "./tickEvents.js";

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

export interface RunAheadOptions {
  order: readonly string[];
  personas: Record<string, TownPersona>;
  startTick: number;
  endTick: number;
  /** Within this many tiles personas may affect each other; Infinity: everyone takes every tick together. */
  radius: number;
  /** How far personas can get in a number of ticks (default: as the crow flies; walking on the map is tighter). */
  stepsToReach?: StepsToReach;
  needsThought(input: TickInput): Promise<boolean>;
  think(input: TickInput): Promise<ThoughtResult>;
  /** The state after a tick without cognition (before the move). */
  quietTick(input: TickInput): TownPersona;
  /** Settles the group's tick; `targetsFree` says whether target tiles are known to be free of unknown personas. */
  resolveGroup(
    group: string[],
    tick: number,
    before: Record<string, TownPersona>,
    thought: Record<string, ThoughtResult>,
    atStart: Record<string, TownPersona>,
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
}

export interface RunAheadResult {
  personas: Record<string, TownPersona>;
  usage: UsageByPrompt;
  /** The same usage by persona and day. */
  usageByPersona: UsageByPersonaDay;
  last: Record<string, Movement>;
}

export async function runAhead(options: RunAheadOptions): Promise<RunAheadResult> {
  const { order, endTick, radius } = options;
  const stepsToReach = options.stepsToReach ?? stepsAsTheCrowFlies;
  const tracks = new Map<string, Track>(
    order.map((name) => [name, { next: options.startTick, states: new Map([[options.startTick, options.personas[name]!]]), ready: null, thinking: false }]),
  );
  const track = (name: string) => tracks.get(name)!;
  const stateAt = (name: string, tick: number) => track(name).states.get(tick)!;
  const moves = new Map<number, Record<string, Movement>>();
  /** How many personas have taken each tick not yet handed out. */
  const taken = new Map<number, number>();
  let flushed = options.startTick;
  let usage: UsageByPrompt = {};
  let usageByPersona: UsageByPersonaDay = {};
  let last: Record<string, Movement> = {};
  const failure: { error?: unknown; failed: boolean } = { failed: false };
  // A cognition finishing sets `woken`; the loop rescans, or sleeps until the next one finishes.
  let woken = false;
  let resume: (() => void) | null = null;
  const wake = () => {
    woken = true;
    resume?.();
  };

  /** True when someone behind `tick` might be within reach of `me` by then (or is in a conversation with it). */
  const blocked = (me: string, tick: number) => {
    const mine = stateAt(me, tick).scratch;
    for (const [name, t] of tracks) {
      if (name === me || t.next >= tick) continue;
      const theirs = t.states.get(t.next)!.scratch;
      if (inConversation(mine, theirs) || stepsToReach(theirs.currTile, mine.currTile, radius, tick - t.next) <= tick - t.next) return true;
    }
    return false;
  };

  /** The personas known at `tick` within reach of `name` (or in a conversation with it), in persona order. */
  const neighbours = (name: string, tick: number) => {
    const mine = stateAt(name, tick);
    const near: Record<string, TownPersona> = {};
    for (const other of order) {
      if (other === name || track(other).next < tick) continue;
      const theirs = stateAt(other, tick);
      if (mayInteract(mine.scratch, theirs.scratch, radius)) {
        near[other] = theirs;
      }
    }
    return near;
  };

  async function prepare(name: string) {
    const t = track(name);
    const tick = t.next;
    const persona = stateAt(name, tick);
    const others = neighbours(name, tick);
    const events = tickEvents(order.filter((n) => n === name || others[n]).map((n) => (n === name ? persona : others[n]!)));
    const input: TickInput = { name, tick, persona, events, others };
    if (!(await options.needsThought(input))) {
      t.ready = { persona: options.quietTick(input), thought: null };
      return;
    }
    t.thinking = true;
    options.think(input).then(
      (thought) => {
        t.thinking = false;
        t.ready = { persona: thought.persona, thought };
        wake();
      },
      (error: unknown) => {
        t.thinking = false;
        if (!failure.failed) Object.assign(failure, { error, failed: true });
        wake();
      },
    );
  }

  /** The resolve step of the tick `name` is ready for, when its whole group is ready and nobody unknown is in the way. */
  function commit(name: string): boolean {
    const tick = track(name).next;
    const known = new Map<string, TownPersona["scratch"]>();
    for (const other of order) if (track(other).next >= tick) known.set(other, stateAt(other, tick).scratch);
    const group = groupOf(name, known, radius);
    if (group.some((member) => track(member).next !== tick || !track(member).ready)) return false;

    const before: Record<string, TownPersona> = {};
    const thought: Record<string, ThoughtResult> = {};
    const atStart: Record<string, TownPersona> = {};
    for (const [other] of known) atStart[other] = stateAt(other, tick);
    for (const member of group) {
      const ready = track(member).ready!;
      before[member] = stateAt(member, tick);
      thought[member] = ready.thought ?? { persona: ready.persona, effects: [], movement: null, usage: {}, attempt: null };
    }
    const targetsFree = (tiles: readonly Tile[]) =>
      ![...tracks].some(([, t]) => t.next < tick && tiles.some((tile) => stepsToReach(t.states.get(t.next)!.scratch.currTile, tile, 0, tick - t.next) <= tick - t.next));
    const step = options.resolveGroup(group, tick, before, thought, atStart, targetsFree);
    if (!step) return false;

    const movements = moves.get(tick) ?? {};
    for (const member of group) {
      const t = track(member);
      const from = before[member]!.scratch.currTile;
      const to = step.personas[member]!.scratch.currTile;
      if (from && to && tilesApart(from, to) > 1) throw new Error(`${member} moved more than one tile at tick ${tick}.`);
      t.states.set(tick + 1, step.personas[member]!);
      t.next = tick + 1;
      t.ready = null;
      usage = mergeUsage(usage, thought[member]!.usage);
      if (Object.keys(thought[member]!.usage).length) {
        usageByPersona = mergeUsageByPersonaDay(usageByPersona, { [member]: { [options.dayOf?.(tick) ?? "all"]: thought[member]!.usage } });
      }
      movements[member] = step.movements[member]!;
    }
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
    if (flushed === from) return;
    for (const t of tracks.values()) for (const tick of t.states.keys()) if (tick < flushed) t.states.delete(tick);
  }

  for (;;) {
    if (failure.failed) throw failure.error;
    options.signal?.throwIfAborted();
    woken = false;
    let progressed = false;
    for (const name of order) {
      const t = track(name);
      // A persona nobody holds back takes tick after tick here, until it thinks or someone it might meet is behind.
      for (;;) {
        if (t.next >= endTick || t.thinking) break;
        if (!t.ready) {
          if (blocked(name, t.next)) break;
          await prepare(name);
          progressed = true;
          if (!t.ready) break;
        }
        if (!commit(name)) break;
        progressed = true;
      }
    }
    if (order.every((name) => track(name).next >= endTick)) break;
    if (!progressed && !woken) {
      if (![...tracks.values()].some((t) => t.thinking)) throw new Error("The town's scheduler stalled: no persona can take its next tick.");
      await new Promise<void>((resolve) => (resume = resolve));
      resume = null;
    }
  }
  const personas = Object.fromEntries(order.map((name) => [name, stateAt(name, endTick)]));
  return { personas, usage, usageByPersona, last };
}
