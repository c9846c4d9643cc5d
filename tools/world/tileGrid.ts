/**
 * Where named things stand, for "who is near this tile?" without looking at everyone: a uniform grid of square cells
 * (`cellSize` tiles a side; the town uses its interaction radius), each cell holding the names on its tiles. A query
 * visits the names in the cells that overlap a box, so its cost follows how many stand near, not how many there are.
 * Answers are a superset (whole cells); callers apply their exact test to each name visited.
 *
 * `EveryName` answers the same questions by visiting every name: the brute-force reference the grid is tested
 * against, and the right answer when everyone is within reach of everyone (an infinite radius).
 */
import type { Tile } from "../../state/chatParty.js";

/** A box of tiles, corners included. */
export interface TileBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Names placed on tiles; `visit` returning true stops a query early (the query then returns true). */
export interface PlacedNames {
  /** Puts `name` on `tile` (moving it if placed before); a null tile takes it off the map. */
  place(name: string, tile: Tile | null): void;
  /** Every name whose tile may lie in `box` (a superset), each once. */
  someIn(box: TileBox, visit: (name: string) => boolean | void): boolean;
  /** The tile a name stands on, or null when off the map or not placed. */
  tileOf(name: string): Tile | null;
}

/** The box of tiles within `reach` of `tile` as vision measures it (a square). */
export function boxAround(tile: Tile, reach: number): TileBox {
  return { minX: tile[0] - reach, minY: tile[1] - reach, maxX: tile[0] + reach, maxY: tile[1] + reach };
}

/** The smallest box holding `tiles`, widened by `reach` on every side (null for no tiles). */
export function boxOf(tiles: readonly Tile[], reach = 0): TileBox | null {
  if (!tiles.length) return null;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of tiles) {
    if (x < box.minX) box.minX = x;
    if (y < box.minY) box.minY = y;
    if (x > box.maxX) box.maxX = x;
    if (y > box.maxY) box.maxY = y;
  }
  return { minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach };
}

/** Cell coordinates packed in one number (maps of any size up to 2^20 cells a side, negative tiles included). */
const cellKey = (cx: number, cy: number) => (cx + 0x80000) * 0x100000 + (cy + 0x80000);

export class TileGrid implements PlacedNames {
  private readonly cells = new Map<number, Set<string>>();
  private readonly placed = new Map<string, { tile: Tile; key: number }>();

  constructor(readonly cellSize: number) {
    if (!(cellSize >= 1) || !Number.isFinite(cellSize)) throw new RangeError(`A tile grid's cell size must be a finite number of tiles >= 1, not ${cellSize}.`);
  }

  place(name: string, tile: Tile | null): void {
    const was = this.placed.get(name);
    const key = tile ? cellKey(Math.floor(tile[0] / this.cellSize), Math.floor(tile[1] / this.cellSize)) : null;
    if (was && was.key === key) {
      was.tile = tile!;
      return;
    }
    if (was) {
      const cell = this.cells.get(was.key)!;
      cell.delete(name);
      if (!cell.size) this.cells.delete(was.key);
      this.placed.delete(name);
    }
    if (!tile || key === null) return;
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Set()));
    cell.add(name);
    this.placed.set(name, { tile, key });
  }

  tileOf(name: string): Tile | null {
    return this.placed.get(name)?.tile ?? null;
  }

  someIn(box: TileBox, visit: (name: string) => boolean | void): boolean {
    const size = this.cellSize;
    const [x0, x1] = [Math.floor(box.minX / size), Math.floor(box.maxX / size)];
    const [y0, y1] = [Math.floor(box.minY / size), Math.floor(box.maxY / size)];
    // A box wider than the town: looking at the occupied cells is cheaper than at every cell of the box.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.cells.size) {
      for (const [key, cell] of this.cells) {
        const cx = Math.floor(key / 0x100000) - 0x80000;
        const cy = (key % 0x100000) - 0x80000;
        if (cx < x0 || cx > x1 || cy < y0 || cy > y1) continue;
        for (const name of cell) if (visit(name) === true) return true;
      }
      return false;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const cell = this.cells.get(cellKey(cx, cy));
        if (cell) for (const name of cell) if (visit(name) === true) return true;
      }
    }
    return false;
  }
}

/** The brute-force reference: every name placed on a tile is visited by every query. */
export class EveryName implements PlacedNames {
  private readonly placed = new Map<string, Tile>();

  place(name: string, tile: Tile | null): void {
    if (tile) this.placed.set(name, tile);
    else this.placed.delete(name);
  }

  tileOf(name: string): Tile | null {
    return this.placed.get(name) ?? null;
  }

  someIn(_box: TileBox, visit: (name: string) => boolean | void): boolean {
    for (const name of this.placed.keys()) if (visit(name) === true) return true;
    return false;
  }
}
