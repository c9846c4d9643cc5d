import { describe, expect, it } from "vitest";
import { distancesFrom, shortestPath, shortestPathToAny } from "../tools/world/pathFinder.js";
import { TownMap, type Tile } from "../tools/world/townMap.js";

/** A map from rows of "#" (blocked) and "." (free). */
function ascii(...rows: string[]): TownMap {
  return TownMap.fromMatrix({ world: "W", collision: rows.map((r) => [...r].map((c) => (c === "#" ? 1 : 0))) });
}

/** Every step moves to a 4-neighbour that is not blocked. */
function expectWalkable(map: TownMap, path: Tile[]) {
  for (const t of path) expect(map.isBlocked(t)).toBe(false);
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1]!, path[i]!];
    expect(Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])).toBe(1);
  }
}

describe("shortestPath", () => {
  it("includes both ends and takes the fewest steps", () => {
    const map = ascii(".....", ".....", ".....");
    const path = shortestPath(map, [0, 0], [4, 2])!;
    expect(path[0]).toEqual([0, 0]);
    expect(path.at(-1)).toEqual([4, 2]);
    expect(path).toHaveLength(7);
    expectWalkable(map, path);
    expect(shortestPath(map, [2, 1], [2, 1])).toEqual([[2, 1]]);
  });

  it("breaks ties deterministically: up, left, down, right", () => {
    const map = ascii("...", "...", "...");
    // From (0,0): "down" (0,1) is discovered before "right" (1,0), and (1,1) keeps its first parent.
    expect(shortestPath(map, [0, 0], [1, 1])).toEqual([[0, 0], [0, 1], [1, 1]]);
    expect(shortestPath(map, [2, 2], [1, 1])).toEqual([[2, 2], [2, 1], [1, 1]]);
  });

  it("walks around walls", () => {
    const map = ascii(
      ".#...",
      ".#.#.",
      "...#.",
    );
    const path = shortestPath(map, [0, 0], [4, 0])!;
    expectWalkable(map, path);
    expect(path).toEqual([[0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 1], [2, 0], [3, 0], [4, 0]]);
  });

  it("returns null for walled-off, blocked and off-map targets", () => {
    const map = ascii(
      "..#..",
      "..#..",
      "..#..",
    );
    expect(shortestPath(map, [0, 0], [4, 0])).toBeNull();
    expect(shortestPath(map, [0, 0], [2, 1])).toBeNull();
    expect(shortestPath(map, [0, 0], [9, 9])).toBeNull();
    expect(() => shortestPath(map, [-1, 0], [0, 0])).toThrow(RangeError);
  });

  it("lets a persona step off a blocked start tile", () => {
    const map = ascii("#..");
    expect(shortestPath(map, [0, 0], [2, 0])).toEqual([[0, 0], [1, 0], [2, 0]]);
  });

  it("finds paths longer than the original's 150-wave cap", () => {
    // A serpentine corridor: every odd row is a wall with one gap, alternately at the right and left end.
    const width = 21, height = 21;
    const rows: string[] = [];
    for (let y = 0; y < height; y++) {
      if (y % 2 === 0) rows.push(".".repeat(width));
      else rows.push((y % 4 === 1) ? "#".repeat(width - 1) + "." : "." + "#".repeat(width - 1));
    }
    const map = ascii(...rows);
    const path = shortestPath(map, [0, 0], [0, height - 1])!;
    expect(path).not.toBeNull();
    expectWalkable(map, path);
    // 10 rows walked end to end (20 steps each) plus 2 steps through each of the 10 gaps.
    expect(path.length - 1).toBe(10 * 20 + 10 * 2);
    expect(path.length).toBeGreaterThan(150);
  });

  it("stays fast on a 140 x 100 map", () => {
    const map = ascii(...Array.from({ length: 100 }, (_, y) => (y % 10 === 5 ? "#".repeat(139) + "." : ".".repeat(140))));
    const started = performance.now();
    for (let i = 0; i < 50; i++) expect(shortestPath(map, [0, 0], [0, 99])).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("shortestPathToAny", () => {
  const map = ascii(
    ".......",
    ".#####.",
    ".......",
  );

  it("picks the nearest target with one search", () => {
    const path = shortestPathToAny(map, [0, 0], [[6, 2], [3, 0], [0, 2]])!;
    expect(path.at(-1)).toEqual([0, 2]);
    expect(path).toHaveLength(3);
  });

  it("breaks distance ties by the order of the targets", () => {
    expect(shortestPathToAny(map, [3, 0], [[6, 0], [0, 0]])!.at(-1)).toEqual([6, 0]);
    expect(shortestPathToAny(map, [3, 0], [[0, 0], [6, 0]])!.at(-1)).toEqual([0, 0]);
  });

  it("ignores blocked and off-map targets and returns null when none is reachable", () => {
    expect(shortestPathToAny(map, [0, 0], [[2, 1], [6, 2]])!.at(-1)).toEqual([6, 2]);
    expect(shortestPathToAny(map, [0, 0], [[2, 1], [-3, 0]])).toBeNull();
    expect(shortestPathToAny(map, [0, 0], [])).toBeNull();
    expect(shortestPathToAny(map, [0, 0], [[0, 0], [1, 0]])).toEqual([[0, 0]]);
  });
});

describe("distancesFrom", () => {
  it("gives steps to every tile, -1 where unreachable", () => {
    const map = ascii("..#.", "..#.");
    const d = distancesFrom(map, [0, 0]);
    expect(Array.from(d)).toEqual([0, 1, -1, -1, 1, 2, -1, -1]);
  });
});
