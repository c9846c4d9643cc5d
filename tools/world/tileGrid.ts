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

/** A cell of the grid: its coordinates and the names on its tiles, in the order they came in. */
interface Cell {
  cx: number;
  cy: number;
  names: string[];
}

/**
 * Cell coordinates packed in one small integer (a V8 small integer, the fastest key of a Map): cells from -16,384 to
 * 16,383 a side, maps of 130,000 tiles a side at the smallest cell; farther cells share a key, which only makes the
 * answer a larger superset (`someIn` checks each cell's own coordinates).
 */
const cellKey = (cx: number, cy: number) => ((cx & 0x7fff) << 15) | (cy & 0x7fff);

export class TileGrid implements PlacedNames {
  private readonly cells = new Map<number, Cell[]>();
  /** The cells with someone on them, in the order they were first taken (a wide query reads these). */
  private readonly occupied: Cell[] = [];
  private readonly placed = new Map<string, { tile: Tile; cell: Cell }>();

  constructor(readonly cellSize: number) {
    if (!(cellSize >= 1) || !Number.isFinite(cellSize)) throw new RangeError(`A tile grid's cell size must be a finite number of tiles >= 1, not ${cellSize}.`);
  }

  place(name: string, tile: Tile | null): void {
    const was = this.placed.get(name);
    const cx = tile ? Math.floor(tile[0] / this.cellSize) : 0;
    const cy = tile ? Math.floor(tile[1] / this.cellSize) : 0;
    if (was && tile && was.cell.cx === cx && was.cell.cy === cy) {
      was.tile = tile;
      return;
    }
    if (was) {
      this.leave(was.cell, name);
      this.placed.delete(name);
    }
    if (!tile) return;
    const cell = this.cellAt(cx, cy, true)!;
    cell.names.push(name);
    this.placed.set(name, { tile, cell });
  }

  tileOf(name: string): Tile | null {
    return this.placed.get(name)?.tile ?? null;
  }

  someIn(box: TileBox, visit: (name: string) => boolean | void): boolean {
    const size = this.cellSize;
    const x0 = Math.floor(box.minX / size), x1 = Math.floor(box.maxX / size);
    const y0 = Math.floor(box.minY / size), y1 = Math.floor(box.maxY / size);
    // A box wider than the town: looking at the occupied cells is cheaper than at every cell of the box.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.occupied.length) {
      for (const cell of this.occupied) {
        if (cell.cx < x0 || cell.cx > x1 || cell.cy < y0 || cell.cy > y1) continue;
        if (visitAll(cell.names, visit)) return true;
      }
      return false;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const cell = this.cellAt(cx, cy, false);
        if (cell && visitAll(cell.names, visit)) return true;
      }
    }
    return false;
  }

  /** The cell at (cx, cy), made when `make` (else undefined when nobody is on it). */
  private cellAt(cx: number, cy: number, make: boolean): Cell | undefined {
    const key = cellKey(cx, cy);
    let shared = this.cells.get(key);
    if (shared) for (const cell of shared) if (cell.cx === cx && cell.cy === cy) return cell;
    if (!make) return undefined;
    const cell: Cell = { cx, cy, names: [] };
    if (!shared) this.cells.set(key, (shared = []));
    shared.push(cell);
    this.occupied.push(cell);
    return cell;
  }

  private leave(cell: Cell, name: string): void {
    cell.names.splice(cell.names.indexOf(name), 1);
    if (cell.names.length) return;
    const key = cellKey(cell.cx, cell.cy);
    const shared = this.cells.get(key)!;
    shared.splice(shared.indexOf(cell), 1);
    if (!shared.length) this.cells.delete(key);
    this.occupied.splice(this.occupied.indexOf(cell), 1);
  }
}

/** Visits `names` in order until a visit returns true (then true). */
function visitAll(names: readonly string[], visit: (name: string) => boolean | void): boolean {
  for (let i = 0; i < names.length; i++) if (visit(names[i]!) === true) return true;
  return false;
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
