/**
 * Who can affect whom in a tick. A persona perceives the square of radius `visionR` around its tile, and everything
 * personas do to each other goes through perception (a chat or a wait targets someone perceived) or a chat already
 * under way. Personas walk one step a tick on the collision grid. So two personas farther apart than the largest
 * vision radius cannot affect each other this tick, and a persona last known `lag` ticks ago cannot be anywhere it
 * would need more than `lag` steps to walk to: these facts let personas far from everyone run ahead of the others
 * (see runAhead.ts).
 */
import type { Tile } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import { distancesFrom, type CollisionGrid } from "../../tools/world/pathFinder.js";

/** Distance in tiles as vision measures it (a square around the persona). */
export function tilesApart(a: Tile, b: Tile): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}

/**
 * Fewest steps in which someone at `from` can be within `radius` tiles of `to` (Infinity: never; off the map: never).
 * Past `limit` the answer may be any number above it (callers only ask "within `limit` steps?").
 */
export type StepsToReach = (from: Tile | null, to: Tile | null, radius: number, limit?: number) => number;

/** Steps as the crow flies: a lower bound of the walk on any map. */
export const stepsAsTheCrowFlies: StepsToReach = (from, to, radius) => {
  if (!from || !to) return Infinity;
  return Math.max(0, tilesApart(from, to) - radius);
};

/**
 * Steps walking on the map (4-connected, around walls), from a cache of distance fields: for each source tile and
 * radius, the fewest steps to come within the radius of every tile (a walk, then a look through walls).
 */
export function stepsWalking(grid: CollisionGrid, cacheSize = 256): StepsToReach {
  const { width, height } = grid;
  const fields = new Map<number, Int32Array>();
  const field = (from: Tile, radius: number) => {
    const key = (from[1] * width + from[0]) * 1024 + Math.min(radius, 1023);
    let f = fields.get(key);
    if (f) {
      fields.delete(key); // most recently used last
      fields.set(key, f);
      return f;
    }
    const walk = distancesFrom(grid, from);
    f = new Int32Array(walk.length);
    for (let i = 0; i < walk.length; i++) f[i] = walk[i]! < 0 ? 0x7fffffff : walk[i]!;
    if (radius > 0) f = widen(widen(f, radius, "x", width, height), radius, "y", width, height);
    fields.set(key, f);
    if (fields.size > cacheSize) fields.delete(fields.keys().next().value!);
    return f;
  };
  return (from, to, radius, limit = Infinity) => {
    if (!from || !to) return Infinity;
    if (radius === Infinity) return 0;
    // Walking is never shorter than the crow's way: the field is needed only when that one is within the limit.
    const crow = stepsAsTheCrowFlies(from, to, radius);
    if (crow > limit) return crow;
    const [x, y] = to;
    if (x < 0 || y < 0 || x >= width || y >= height) return Infinity;
    const steps = field(from, radius)[y * width + x]!;
    return steps === 0x7fffffff ? Infinity : steps;
  };
}

/** Sliding minimum over `radius` cells either side, along rows ("x") or columns ("y") of a width x height grid. */
function widen(values: Int32Array, radius: number, axis: "x" | "y", width: number, height: number): Int32Array {
  const out = new Int32Array(values.length);
  const [lines, length, lineStep, stride] = axis === "x" ? [height, width, width, 1] : [width, height, 1, width];
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let i = 0; i < length; i++) {
      let min = 0x7fffffff;
      for (let j = Math.max(0, i - radius); j <= Math.min(length - 1, i + radius); j++) {
        const v = values[base + j * stride]!;
        if (v < min) min = v;
      }
      out[base + i * stride] = min;
    }
  }
  return out;
}

type Placed = Pick<Scratch, "name" | "currTile" | "chattingWith" | "actAddress">;

const engaged = (x: Placed, y: Placed) =>
  x.chattingWith === y.name || (!!x.actAddress && x.actAddress.startsWith("<persona> ") && x.actAddress.slice(10) === y.name);

/** True when one of the two talks with, or walks to talk with, the other. */
export function inConversation(a: Placed, b: Placed): boolean {
  return engaged(a, b) || engaged(b, a);
}

/** True when the two may affect each other this tick: within `radius` tiles, or in a conversation. */
export function mayInteract(a: Placed, b: Placed, radius: number): boolean {
  return inConversation(a, b) || (!!a.currTile && !!b.currTile && tilesApart(a.currTile, b.currTile) <= radius);
}

/** The largest vision radius in the town: the distance within which personas may affect each other. */
export function interactionRadius(scratches: readonly Pick<Scratch, "visionR">[]): number {
  return Math.max(0, ...scratches.map((s) => s.visionR));
}

/**
 * The personas that must take tick `t` together with `first`: everyone linked to it by a chain of personas who may
 * interact, among `candidates` (personas whose state at the tick is known). In the order of `candidates`.
 */
export function groupOf<T extends Placed>(first: string, candidates: ReadonlyMap<string, T>, radius: number): string[] {
  const members = new Set([first]);
  const queue = [first];
  while (queue.length) {
    const a = candidates.get(queue.pop()!)!;
    for (const [name, b] of candidates) {
      if (!members.has(name) && mayInteract(a, b, radius)) {
        members.add(name);
        queue.push(name);
      }
    }
  }
  return [...candidates.keys()].filter((name) => members.has(name));
}
