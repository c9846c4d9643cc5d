/**
 * The replay page's map, drawn from the map folder itself (the original formats: collision, sectors, arenas, game
 * objects): no tile art is needed, and the original's is not ours to ship. Grids are run-length encoded; sectors
 * and arenas come with the tile their label goes on, objects as the boxes of their connected tiles.
 */
import type { TownMap } from "../../tools/world/townMap.js";

export interface ReplayArea {
  name: string;
  /** The tile its label is drawn on: inside the area, nearest its centre of mass. */
  label: [number, number];
  /** Its tiles' bounding box [x0, y0, x1, y1] (inclusive). */
  box: [number, number, number, number];
}

export interface ReplayMap {
  world: string;
  width: number;
  height: number;
  /** Row-major run-length codes [value, count, value, count, ...]: 1 for a wall. */
  collision: number[];
  /** Row-major run-length codes of 1 + the index in `sectors` (0: none, the street). */
  sector: number[];
  /** Row-major run-length codes of 1 + the index in `arenas` (0: none). */
  arena: number[];
  sectors: ReplayArea[];
  /** Arenas by "sector:arena" (the same arena name recurs in many sectors); `sector` indexes `sectors`. */
  arenas: Array<ReplayArea & { sector: number }>;
  /** Each object's connected tiles as one box; `name` is the object's name ("bed"), `arena` indexes `arenas`. */
  objects: Array<{ name: string; arena: number; box: [number, number, number, number] }>;
}

/** Run-length codes of a row-major sequence. */
export function runLengths(values: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; ) {
    const v = values[i]!;
    let j = i + 1;
    while (j < values.length && values[j] === v) j++;
    out.push(v, j - i);
    i = j;
  }
  return out;
}

/** The sequence back from its run-length codes. */
export function fromRunLengths(codes: readonly number[], length: number): Int32Array {
  const out = new Int32Array(length);
  let at = 0;
  for (let i = 0; i + 1 < codes.length; i += 2) {
    out.fill(codes[i]!, at, at + codes[i + 1]!);
    at += codes[i + 1]!;
  }
  return out;
}

/** Label tile and bounding box of an area from its tiles (row-major indices). */
function area(name: string, tiles: number[], width: number): ReplayArea {
  let sx = 0, sy = 0;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const t of tiles) {
    const x = t % width, y = Math.floor(t / width);
    sx += x; sy += y;
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  const cx = sx / tiles.length, cy = sy / tiles.length;
  let best = tiles[0]!, bestDistance = Infinity;
  for (const t of tiles) {
    const d = (t % width - cx) ** 2 + (Math.floor(t / width) - cy) ** 2;
    if (d < bestDistance) (best = t), (bestDistance = d);
  }
  return { name, label: [best % width, Math.floor(best / width)], box: [x0, y0, x1, y1] };
}

export function replayMap(map: TownMap): ReplayMap {
  const { width, height } = map;
  const n = width * height;
  const collision = new Int32Array(n);
  const sector = new Int32Array(n);
  const arena = new Int32Array(n);
  const sectorIds = new Map<string, number>();
  const arenaIds = new Map<string, number>();
  const sectorTiles: number[][] = [];
  const arenaTiles: number[][] = [];
  const arenaSector: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = map.tiles[y]![x]!;
      collision[i] = t.collision ? 1 : 0;
      if (t.sector) {
        let s = sectorIds.get(t.sector);
        if (s === undefined) sectorIds.set(t.sector, (s = sectorTiles.push([]) - 1));
        sectorTiles[s]!.push(i);
        sector[i] = s + 1;
        if (t.arena) {
          const key = `${t.sector}:${t.arena}`;
          let a = arenaIds.get(key);
          if (a === undefined) {
            arenaIds.set(key, (a = arenaTiles.push([]) - 1));
            arenaSector.push(s);
          }
          arenaTiles[a]!.push(i);
          arena[i] = a + 1;
        }
      }
    }
  }
  const sectors = [...sectorIds.keys()].map((name, s) => area(name, sectorTiles[s]!, width));
  const arenas = [...arenaIds.keys()].map((key, a) => ({
    ...area(key.slice(key.indexOf(":") + 1), arenaTiles[a]!, width),
    sector: arenaSector[a]!,
  }));

  // Objects: 4-connected tiles of the same object in the same arena form one object.
  const objects: ReplayMap["objects"] = [];
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const name = map.tiles[Math.floor(i / width)]![i % width]!.gameObject;
    if (!name || seen[i]) continue;
    const stack = [i];
    seen[i] = 1;
    let box: [number, number, number, number] = [i % width, Math.floor(i / width), i % width, Math.floor(i / width)];
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % width, y = Math.floor(j / width);
      box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
      for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = ny * width + nx;
        if (seen[k] || arena[k] !== arena[i] || map.tiles[ny]![nx]!.gameObject !== name) continue;
        seen[k] = 1;
        stack.push(k);
      }
    }
    objects.push({ name, arena: arena[i]! - 1, box });
  }

  return {
    world: map.world,
    width,
    height,
    collision: runLengths(collision),
    sector: runLengths(sector),
    arena: runLengths(arena),
    sectors,
    arenas,
    objects,
  };
}
