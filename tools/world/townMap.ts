/**
 * The town's tile map: what each tile belongs to (world > sector > arena > game object, spawning location),
 * whether it blocks, and the address -> tiles index personas walk to. The original's `Maze` without the per-tile
 * event sets (events are town state, not map data).
 *
 * Tiles are [x, y]; cells are stored row-major and indexed tiles[y][x], like the original's CSV grids.
 * Build one with `TownMap.fromMatrix` from parsed grids and block tables (tools/world/smallvilleLoader.ts reads them
 * from the original files; tests write tiny ones inline).
 */
import type { z } from "zod/v4";
import type { TileSchema } from "../../state/chatParty.js";

export type Tile = z.infer<typeof TileSchema>;
export type AddressLevel = "world" | "sector" | "arena" | "object";

/** What one tile is part of. Empty strings mean "none" (the street has no sector). */
export interface TileDetails {
  readonly world: string;
  readonly sector: string;
  readonly arena: string;
  readonly gameObject: string;
  readonly spawningLocation: string;
  readonly collision: boolean;
}

/** Rows of block ids, indexed grid[y][x]; 0 means "nothing". */
export type Grid = readonly (readonly number[])[];
/** Block id -> name: the last cell of a special_blocks row ("32165, the Ville, Hobbs Cafe" -> 32165: "Hobbs Cafe"). */
export type BlockTable = Readonly<Record<number, string>>;

export interface TownMatrix {
  /** The world's name (world_blocks.csv); every tile belongs to it. */
  world: string;
  /** Non-zero cells block. Its size is the map's size. */
  collision: Grid;
  sector?: Grid;
  arena?: Grid;
  gameObject?: Grid;
  spawningLocation?: Grid;
  sectorBlocks?: BlockTable;
  arenaBlocks?: BlockTable;
  gameObjectBlocks?: BlockTable;
  spawningLocationBlocks?: BlockTable;
}

export type MatrixLayer = "collision" | "sector" | "arena" | "gameObject" | "spawningLocation";

/** Bad map data; `layer` says which grid (so a loader can name the file it came from). */
export class TownMapError extends Error {
  constructor(readonly layer: MatrixLayer, message: string) {
    super(message);
    this.name = "TownMapError";
  }
}

/** Prefix of the spawning-location addresses, as in the original ("<spawn_loc>sp-A"). */
export const SPAWN_PREFIX = "<spawn_loc>";

const LEVEL_DEPTH: Record<AddressLevel, number> = { world: 1, sector: 2, arena: 3, object: 4 };

/** A village's tile map, read from a map folder in the original format: collision, addresses and objects per tile. */
export class TownMap {
  readonly width: number;
  readonly height: number;
  readonly world: string;
  /** tiles[y][x]. */
  readonly tiles: readonly (readonly TileDetails[])[];
  /** 1 where a tile blocks, row-major (index y * width + x); what tools/world/pathFinder.ts searches. */
  readonly collision: Uint8Array;
  /**
   * Address -> tiles, in row-major order: "w", "w:s", "w:s:a", "w:s:a:o", and for spawning locations both
   * "<spawn_loc>name" (the original's key; the_ville reuses "sp-A" in many rooms, so it spans all of them) and
   * "<spawn_loc>w:s:a:name" (ours, one room's spawn point).
   */
  readonly addressTiles: Map<string, Tile[]>;
  private readonly byLevel: Record<AddressLevel, string[]>;
  /** One [x, y] per tile, row-major: what `nearbyTiles` and `addressTiles` hand out (a big map has 400,000 tiles). */
  private readonly tileRefs: Tile[];
  /** A tile's addresses at the four levels, per (shared) details object. */
  private readonly addresses = new WeakMap<TileDetails, string[]>();

  private constructor(world: string, tiles: TileDetails[][]) {
    this.world = world;
    this.tiles = tiles;
    this.height = tiles.length;
    this.width = tiles[0]?.length ?? 0;
    this.collision = new Uint8Array(this.width * this.height);
    this.tileRefs = new Array<Tile>(this.width * this.height);
    this.addressTiles = new Map();
    const levels: Record<AddressLevel, Set<string>> = {
      world: new Set(), sector: new Set(), arena: new Set(), object: new Set(),
    };
    const add = (address: string, tile: Tile) => {
      const list = this.addressTiles.get(address);
      if (list) list.push(tile);
      else this.addressTiles.set(address, [tile]);
    };
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = tiles[y]![x]!;
        if (t.collision) this.collision[y * this.width + x] = 1;
        const tile: Tile = (this.tileRefs[y * this.width + x] = [x, y]);
        const parts = addressParts(t, 4);
        for (let depth = 1; depth <= parts.length; depth++) {
          const address = parts.slice(0, depth).join(":");
          add(address, tile);
          levels[(["world", "sector", "arena", "object"] as const)[depth - 1]!].add(address);
        }
        if (t.spawningLocation) {
          add(SPAWN_PREFIX + t.spawningLocation, tile);
          add(SPAWN_PREFIX + [...addressParts(t, 3), t.spawningLocation].join(":"), tile);
        }
      }
    }
    this.byLevel = {
      world: [...levels.world], sector: [...levels.sector], arena: [...levels.arena], object: [...levels.object],
    };
  }

  /**
   * Builds the map from grids of block ids and the block tables naming them. Only the collision grid is
   * required; a missing grid is all zeros. Every grid must have the collision grid's size, and every non-zero
   * id must be in its table (the original silently reads an unknown id as "none"; we reject it).
   */
  static fromMatrix(m: TownMatrix): TownMap {
    const height = m.collision.length;
    const width = m.collision[0]?.length ?? 0;
    if (height === 0 || width === 0) throw new TownMapError("collision", "TownMap: the collision grid is empty");
    const check = (layer: MatrixLayer, grid: Grid | undefined) => {
      if (!grid) return;
      if (grid.length !== height) {
        throw new TownMapError(layer, `TownMap: the ${layer} grid has ${grid.length} rows, expected ${height}`);
      }
      grid.forEach((row, y) => {
        if (row.length !== width) {
          throw new TownMapError(layer, `TownMap: row ${y} of the ${layer} grid has ${row.length} cells, expected ${width}`);
        }
      });
    };
    check("collision", m.collision);
    const layers = [
      ["sector", m.sector, m.sectorBlocks],
      ["arena", m.arena, m.arenaBlocks],
      ["gameObject", m.gameObject, m.gameObjectBlocks],
      ["spawningLocation", m.spawningLocation, m.spawningLocationBlocks],
    ] as const;
    for (const [layer, grid] of layers) check(layer, grid);

    const nameAt = (layer: MatrixLayer, grid: Grid | undefined, table: BlockTable | undefined, x: number, y: number) => {
      const id = grid?.[y]?.[x] ?? 0;
      if (id === 0) return "";
      const name = table?.[id];
      if (name === undefined) {
        throw new TownMapError(layer, `TownMap: the ${layer} grid has id ${id} at (${x}, ${y}), which its block table does not name`);
      }
      return name;
    };
    const tiles: TileDetails[][] = [];
    // Tiles with the same details share one (frozen) object: most of a map is floor of a few rooms.
    const same = new Map<string, TileDetails>();
    for (let y = 0; y < height; y++) {
      const row: TileDetails[] = [];
      for (let x = 0; x < width; x++) {
        const details: TileDetails = {
          world: m.world,
          sector: nameAt("sector", m.sector, m.sectorBlocks, x, y),
          arena: nameAt("arena", m.arena, m.arenaBlocks, x, y),
          gameObject: nameAt("gameObject", m.gameObject, m.gameObjectBlocks, x, y),
          spawningLocation: nameAt("spawningLocation", m.spawningLocation, m.spawningLocationBlocks, x, y),
          // Any non-zero cell blocks, as the original's Maze tiles say. Its path finder instead compares with the
          // collision block id "32125"; the_ville's collision grid holds no other non-zero id, so both agree there.
          collision: (m.collision[y]![x] ?? 0) !== 0,
        };
        const key = `${details.sector}\u0000${details.arena}\u0000${details.gameObject}\u0000${details.spawningLocation}\u0000${details.collision}`;
        let shared = same.get(key);
        if (!shared) same.set(key, (shared = Object.freeze(details)));
        row.push(shared);
      }
      tiles.push(row);
    }
    return new TownMap(m.world, tiles);
  }

  /** True when the tile (whole-number x and y) lies on the map. */
  inBounds([x, y]: Tile): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** The tile's details; throws a RangeError outside the map. */
  tileAt(tile: Tile): TileDetails {
    if (!this.inBounds(tile)) {
      throw new RangeError(`Tile (${tile[0]}, ${tile[1]}) is outside the ${this.width}x${this.height} map`);
    }
    return this.tiles[tile[1]]![tile[0]]!;
  }

  /**
   * The tile's address down to `level`: "w", "w:s", "w:s:a" or "w:s:a:o". The address stops at the first empty
   * part, so it is always a key of `addressTiles` (a street tile's arena address is just "w"). The original's
   * get_tile_path keeps empty parts instead ("the Ville::"); comparing two tiles' addresses gives the same answer
   * either way.
   */
  addressOf(tile: Tile, level: AddressLevel): string {
    const details = this.tileAt(tile);
    let levels = this.addresses.get(details);
    if (!levels) {
      const parts = addressParts(details, 4);
      levels = [1, 2, 3, 4].map((depth) => parts.slice(0, depth).join(":"));
      this.addresses.set(details, levels);
    }
    return levels[LEVEL_DEPTH[level] - 1]!;
  }

  /**
   * The square of tiles within `radius` (Chebyshev distance) of `tile`, clipped to the map, x-major like the
   * original. The original's clip uses width-1 / height-1 as exclusive bounds, so its personas never see the
   * last column and row; we include them.
   */
  nearbyTiles([cx, cy]: Tile, radius: number): Tile[] {
    const out: Tile[] = [];
    const x0 = Math.max(0, cx - radius), x1 = Math.min(this.width - 1, cx + radius);
    const y0 = Math.max(0, cy - radius), y1 = Math.min(this.height - 1, cy + radius);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) out.push(this.tileRefs[y * this.width + x]!);
    }
    return out;
  }

  /** True for a collision tile and for any tile outside the map. */
  isBlocked(tile: Tile): boolean {
    return !this.inBounds(tile) || this.collision[tile[1] * this.width + tile[0]] === 1;
  }

  /** The tiles at an address (see `addressTiles`); empty for an unknown address. */
  tilesOf(address: string): readonly Tile[] {
    return this.addressTiles.get(address) ?? [];
  }

  /** Every address of one level that has tiles, in row-major order of first appearance. */
  addressesAt(level: AddressLevel): readonly string[] {
    return this.byLevel[level];
  }
}

/** The non-empty leading parts of a tile's address, at most `depth` of them. */
function addressParts(t: TileDetails, depth: number): string[] {
  const parts: string[] = [];
  for (const part of [t.world, t.sector, t.arena, t.gameObject].slice(0, depth)) {
    if (!part) break;
    parts.push(part);
  }
  return parts;
}
