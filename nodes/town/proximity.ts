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
import type { CollisionGrid } from "../../tools/world/pathFinder.js";

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
 * Steps walking on the map (4-connected, around walls), from a cache of walk fields: for each source tile, the
 * fewest steps to every tile; the steps to come within a radius of a tile are the fewest to any tile of the square
 * around it (a walk, then a look through walls). A field covers only the walks a question can need: up to `limit`
 * steps (at least 32, so later questions reuse it), in the window of tiles that near the source; so its cost follows
 * the lag asked about, not the size of the map (a field of the whole map for every source grew with the town).
 */
export function stepsWalking(grid: CollisionGrid, cacheSize = 2048): StepsToReach {
  const { width, height } = grid;
  const fields = new Map<number, WalkField>();
  const field = (from: Tile, limit: number) => {
    const key = from[1] * width + from[0];
    let f = fields.get(key);
    if (f && f.depth >= limit) {
      fields.delete(key); // most recently used last
      fields.set(key, f);
      return f;
    }
    f = walkField(grid, from, Math.max(limit, MIN_DEPTH, 2 * (f?.depth ?? 0)));
    fields.delete(key);
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
    // The fewest steps to any tile within the radius of `to` (vision sees through walls).
    const f = field(from, limit);
    let steps = FAR;
    for (let ty = Math.max(f.y0, y - radius); ty <= Math.min(f.y0 + f.height - 1, y + radius); ty++) {
      const row = (ty - f.y0) * f.width - f.x0;
      for (let tx = Math.max(f.x0, x - radius); tx <= Math.min(f.x0 + f.width - 1, x + radius); tx++) {
        const walk = f.steps[row + tx]!;
        if (walk < steps) steps = walk;
      }
    }
    return steps === FAR ? Infinity : steps;
  };
}

/** Fewest walking steps a field looks at, at the least. */
const MIN_DEPTH = 32;
const FAR = 0x7fffffff;

/** Walking steps to each tile of a window of the map, for walks up to `depth` steps (FAR: farther). */
interface WalkField {
  depth: number;
  x0: number;
  y0: number;
  width: number;
  height: number;
  steps: Int32Array;
}

/**
 * A breadth-first walk from `from`, stopped at `depth` steps, in the window of tiles within `depth` of it (a walk of
 * `depth` steps cannot leave it): every walk of up to `depth` steps is exact.
 */
function walkField(grid: CollisionGrid, from: Tile, depth: number): WalkField {
  const { width: mapWidth, height: mapHeight, collision } = grid;
  const [fx, fy] = from;
  if (fx < 0 || fy < 0 || fx >= mapWidth || fy >= mapHeight) throw new RangeError(`Start (${fx}, ${fy}) is outside the ${mapWidth}x${mapHeight} map`);
  const reach = depth;
  const x0 = Math.max(0, fx - reach), y0 = Math.max(0, fy - reach);
  const width = Math.min(mapWidth - 1, fx + reach) - x0 + 1;
  const height = Math.min(mapHeight - 1, fy + reach) - y0 + 1;
  const steps = new Int32Array(width * height).fill(FAR);
  const queue = new Int32Array(width * height);
  let head = 0, tail = 0;
  const start = (fy - y0) * width + (fx - x0);
  steps[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const c = queue[head++]!;
    const d = steps[c]!;
    if (d >= depth) continue;
    const x = c % width, y = (c - x) / width;
    for (let k = 0; k < 4; k++) {
      const nx = x + (k === 0 ? 1 : k === 1 ? -1 : 0), ny = y + (k === 2 ? 1 : k === 3 ? -1 : 0);
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (steps[n] !== FAR || collision[(ny + y0) * mapWidth + nx + x0] === 1) continue;
      steps[n] = d + 1;
      queue[tail++] = n;
    }
  }
  return { depth, x0, y0, width, height, steps };
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
