/**
 * Shortest walks on the collision grid: breadth-first search, 4-connected, one BFS per call on typed arrays. A path
 * search costs what it explores, not the map's size: its arrays are made once per grid and reused, a cell's entries
 * valid only when stamped with the current search (a town of 1,000 personas walks a map of 400,000 tiles, and
 * allocating and clearing whole-map arrays for every new path made a persona's step cost grow with the town).
 *
 * Differences from the original's path_finder_v2 (a Lee wavefront that rescans the whole grid per wave):
 * - No wave cap. The original gives up after 150 waves and returns [end], so a persona whose destination is
 *   more than 150 steps away never moves. Here any reachable tile is found.
 * - Unreachable targets give null instead of a one-tile "path".
 *
 * Tie-breaking is deterministic: neighbours are expanded in the order up (y-1), left (x-1), down (y+1),
 * right (x+1) — the original's back-trace order — and a tile keeps the first parent that reaches it. Among
 * several targets at the same distance, the one listed first wins (the original's execute keeps the first
 * shortest path of its sampled targets too).
 */
import type { Tile } from "./townMap.js";

/** What the search needs: the map's size and a row-major blocked mask (TownMap satisfies it). */
export interface CollisionGrid {
  readonly width: number;
  readonly height: number;
  /** 1 = blocked, index y * width + x. */
  readonly collision: Uint8Array;
}

const DX = [0, -1, 0, 1] as const; // up, left, down, right
const DY = [-1, 0, 1, 0] as const;

function indexOf(grid: CollisionGrid, [x, y]: Tile): number {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < grid.width && y < grid.height
    ? y * grid.width + x
    : -1;
}

/** The shortest path from `from` to `to`, both ends included; null when `to` is blocked, off the map or walled off. */
export function shortestPath(grid: CollisionGrid, from: Tile, to: Tile): Tile[] | null {
  return shortestPathToAny(grid, from, [to]);
}

/**
 * The shortest path from `from` to the nearest of `targets` (one multi-target BFS), both ends included; null when
 * none is reachable. Blocked or off-map targets are ignored. The start tile itself may be blocked (a persona can
 * always step off it); if it is a target the path is [from]. Throws a RangeError when `from` is off the map.
 */
export function shortestPathToAny(grid: CollisionGrid, from: Tile, targets: readonly Tile[]): Tile[] | null {
  const { width, height, collision } = grid;
  const start = indexOf(grid, from);
  if (start < 0) throw new RangeError(`Path start (${from[0]}, ${from[1]}) is outside the ${width}x${height} map`);
  const search = nextSearch(grid);
  const { seen, rank, ranked, parent, dist, queue, id } = search;

  // rank[cell] = 1 + position of the first target on that cell (where ranked[cell] is this search's id).
  let anyTarget = false;
  targets.forEach((t, i) => {
    const c = indexOf(grid, t);
    if (c < 0 || ranked[c] === id) return;
    if (c !== start && collision[c] === 1) return;
    ranked[c] = id;
    rank[c] = i + 1;
    anyTarget = true;
  });
  if (!anyTarget) return null;
  const rankOf = (c: number) => (ranked[c] === id ? rank[c]! : 0);

  let head = 0, tail = 0;
  seen[start] = id;
  parent[start] = start;
  dist[start] = 0;
  queue[tail++] = start;
  let best = -1;

  while (head < tail) {
    const c = queue[head++]!;
    // Cells leave the queue in order of distance: once past the best target's distance, no tie is left.
    if (best >= 0 && dist[c]! > dist[best]!) break;
    const r = rankOf(c);
    if (r > 0 && (best < 0 || r < rankOf(best))) best = c;
    if (best >= 0) continue; // found at this distance: finish the layer for ties, expand nothing further
    const x = c % width, y = (c - x) / width;
    for (let k = 0; k < 4; k++) {
      const nx = x + DX[k]!, ny = y + DY[k]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (seen[n] === id || collision[n] === 1) continue;
      seen[n] = id;
      parent[n] = c;
      dist[n] = dist[c]! + 1;
      queue[tail++] = n;
    }
  }
  if (best < 0) return null;

  const path: Tile[] = [];
  for (let c = best; ; c = parent[c]!) {
    path.push([c % width, Math.floor(c / width)]);
    if (c === start) break;
  }
  return path.reverse();
}

/** A grid's search arrays, and the id that stamps the cells the current search has set. */
interface Search {
  id: number;
  seen: Int32Array;
  ranked: Int32Array;
  rank: Int32Array;
  parent: Int32Array;
  dist: Int32Array;
  queue: Int32Array;
}
const searches = new WeakMap<CollisionGrid, Search>();

/** The grid's arrays for a new search (made on the first; searches run one at a time, synchronously). */
function nextSearch(grid: CollisionGrid): Search {
  const cells = grid.width * grid.height;
  let search = searches.get(grid);
  if (!search || search.seen.length !== cells || search.id >= 0x7fffffff) {
    const array = () => new Int32Array(cells);
    search = { id: 0, seen: array(), ranked: array(), rank: array(), parent: array(), dist: array(), queue: array() };
    searches.set(grid, search);
  }
  search.id++;
  return search;
}

/**
 * Steps from `from` to every cell (-1 = unreachable), row-major; one BFS. Useful to check that a map's places
 * are all reachable, or to pick the nearest of many tiles without building paths.
 */
export function distancesFrom(grid: CollisionGrid, from: Tile): Int32Array {
  const { width, height, collision } = grid;
  const start = indexOf(grid, from);
  if (start < 0) throw new RangeError(`Start (${from[0]}, ${from[1]}) is outside the ${width}x${height} map`);
  const dist = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let head = 0, tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const c = queue[head++]!;
    const x = c % width, y = (c - x) / width;
    for (let k = 0; k < 4; k++) {
      const nx = x + DX[k]!, ny = y + DY[k]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (dist[n] !== -1 || collision[n] === 1) continue;
      dist[n] = dist[c]! + 1;
      queue[tail++] = n;
    }
  }
  return dist;
}
