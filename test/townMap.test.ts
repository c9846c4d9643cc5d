import { describe, expect, it } from "vitest";
import { SPAWN_PREFIX, TownMap, TownMapError, type TownMatrix } from "../tools/world/townMap.js";

/**
 * A 5 x 4 town (x right, y down):
 *
 *   y0  H H . . .     H = "Home" sector; (0,0)-(1,1) its "bedroom" arena; bed at (0,0), sp-A at (1,0)
 *   y1  H H . # .     # = blocked
 *   y2  . . . . .
 *   y3  . . . . P     P = "Park" sector without an arena
 */
const matrix: TownMatrix = {
  world: "Town",
  collision: [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 7, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  sector: [
    [1, 1, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 2],
  ],
  arena: [
    [5, 5, 0, 0, 0],
    [5, 5, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  gameObject: [
    [9, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  spawningLocation: [
    [0, 3, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  sectorBlocks: { 1: "Home", 2: "Park" },
  arenaBlocks: { 5: "bedroom" },
  gameObjectBlocks: { 9: "bed" },
  spawningLocationBlocks: { 3: "sp-A" },
};

describe("TownMap", () => {
  const map = TownMap.fromMatrix(matrix);

  it("reads size and tile details, indexed [x, y]", () => {
    expect([map.width, map.height]).toEqual([5, 4]);
    expect(map.tileAt([0, 0])).toEqual({
      world: "Town", sector: "Home", arena: "bedroom", gameObject: "bed", spawningLocation: "", collision: false,
    });
    expect(map.tileAt([1, 0]).spawningLocation).toBe("sp-A");
    expect(map.tileAt([4, 3]).sector).toBe("Park");
    expect(map.tileAt([3, 1]).collision).toBe(true);
    expect(() => map.tileAt([5, 0])).toThrow(RangeError);
  });

  it("gives addresses per level, stopping at the first empty part", () => {
    expect(map.addressOf([0, 0], "world")).toBe("Town");
    expect(map.addressOf([0, 0], "sector")).toBe("Town:Home");
    expect(map.addressOf([0, 0], "arena")).toBe("Town:Home:bedroom");
    expect(map.addressOf([0, 0], "object")).toBe("Town:Home:bedroom:bed");
    expect(map.addressOf([1, 1], "object")).toBe("Town:Home:bedroom");
    expect(map.addressOf([4, 3], "arena")).toBe("Town:Park");
    expect(map.addressOf([2, 2], "arena")).toBe("Town");
  });

  it("indexes tiles by address, row-major, with both spawn forms", () => {
    expect(map.tilesOf("Town")).toHaveLength(20);
    expect(map.tilesOf("Town:Home")).toEqual([[0, 0], [1, 0], [0, 1], [1, 1]]);
    expect(map.tilesOf("Town:Home:bedroom")).toHaveLength(4);
    expect(map.tilesOf("Town:Home:bedroom:bed")).toEqual([[0, 0]]);
    expect(map.tilesOf("Town:Park")).toEqual([[4, 3]]);
    expect(map.tilesOf(`${SPAWN_PREFIX}sp-A`)).toEqual([[1, 0]]);
    expect(map.tilesOf("<spawn_loc>Town:Home:bedroom:sp-A")).toEqual([[1, 0]]);
    expect(map.tilesOf("Town:Nowhere")).toEqual([]);
    expect(map.addressTiles.get("Town:Home:bedroom")).toBe(map.tilesOf("Town:Home:bedroom"));
    expect(map.addressesAt("sector")).toEqual(["Town:Home", "Town:Park"]);
    expect(map.addressesAt("arena")).toEqual(["Town:Home:bedroom"]);
    expect(map.addressesAt("object")).toEqual(["Town:Home:bedroom:bed"]);
  });

  it("returns the square of nearby tiles, clipped, including the last column and row", () => {
    expect(map.nearbyTiles([2, 1], 1)).toHaveLength(9);
    expect(map.nearbyTiles([0, 0], 1)).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    // The original never returns x = width-1 or y = height-1; we do.
    expect(map.nearbyTiles([4, 3], 1)).toEqual([[3, 2], [3, 3], [4, 2], [4, 3]]);
    expect(map.nearbyTiles([2, 2], 10)).toHaveLength(20);
    expect(map.nearbyTiles([2, 2], 0)).toEqual([[2, 2]]);
  });

  it("blocks collision tiles and everything off the map", () => {
    expect(map.isBlocked([3, 1])).toBe(true);
    expect(map.isBlocked([0, 0])).toBe(false);
    expect(map.isBlocked([-1, 0])).toBe(true);
    expect(map.isBlocked([0, 4])).toBe(true);
    expect(Array.from(map.collision).reduce((a, b) => a + b, 0)).toBe(1);
    expect(map.collision[1 * 5 + 3]).toBe(1);
  });

  it("builds from the collision grid alone", () => {
    const bare = TownMap.fromMatrix({ world: "W", collision: [[0, 1], [0, 0]] });
    expect(bare.addressOf([1, 1], "object")).toBe("W");
    expect(bare.isBlocked([1, 0])).toBe(true);
  });

  it("rejects unknown ids and mismatched grids, naming the layer", () => {
    const unknown = () => TownMap.fromMatrix({ ...matrix, arenaBlocks: {} });
    expect(unknown).toThrow(TownMapError);
    expect(unknown).toThrow(/arena grid has id 5 at \(0, 0\)/);
    try {
      unknown();
    } catch (err) {
      expect((err as TownMapError).layer).toBe("arena");
    }
    expect(() => TownMap.fromMatrix({ ...matrix, sector: [[0, 0, 0, 0, 0]] })).toThrow(/sector grid has 1 rows, expected 4/);
    expect(() => TownMap.fromMatrix({ world: "W", collision: [] })).toThrow(/empty/);
  });
});
