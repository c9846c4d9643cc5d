import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fromRunLengths, replayMap, runLengths } from "../../drivers/replay/mapLayer.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";

// The original villages sit beside the project's folder (../shared/smallville; see its README), found from this
// file rather than the working directory, so the test runs from any folder.
const THE_VILLE_DIR = fileURLToPath(new URL("../../../shared/smallville/the_ville", import.meta.url));
const THE_VILLE = existsSync(THE_VILLE_DIR) ? THE_VILLE_DIR : null;
const NO_VILLE = THE_VILLE ? "" : ` [skipped: the original map is not at ${THE_VILLE_DIR}]`;

describe("the replay page's map", () => {
  it("run-length codes give the grid back", () => {
    const grid = [0, 0, 0, 3, 3, 1, 0, 0, 7];
    expect(runLengths(grid)).toEqual([0, 3, 3, 2, 1, 1, 0, 2, 7, 1]);
    expect([...fromRunLengths(runLengths(grid), grid.length)]).toEqual(grid);
    expect(runLengths([])).toEqual([]);
  });

  it.skipIf(!THE_VILLE)(`draws the_ville from its map folder: walls, sectors and arenas with their tiles, objects as boxes${NO_VILLE}`, () => {
    const map = loadTownMap(THE_VILLE!);
    const m = replayMap(map);
    expect([m.width, m.height, m.world]).toEqual([140, 100, "the Ville"]);
    const n = m.width * m.height;
    const walls = fromRunLengths(m.collision, n);
    expect(walls.reduce((a, b) => a + b, 0)).toBe(2064); // the collision tiles of collision_maze.csv
    const sectors = fromRunLengths(m.sector, n);
    const arenas = fromRunLengths(m.arena, n);
    expect(m.sectors.map((s) => s.name).sort()).toEqual(map.addressesAt("sector").map((a) => a.split(":")[1]).sort());
    expect(m.arenas).toHaveLength(map.addressesAt("arena").length);
    // Every tile's sector and arena are the map's own; every label sits inside its area.
    for (let y = 0; y < m.height; y++) {
      for (let x = 0; x < m.width; x++) {
        const t = map.tiles[y]![x]!;
        const s = sectors[y * m.width + x]!;
        const a = arenas[y * m.width + x]!;
        expect(s ? m.sectors[s - 1]!.name : "").toBe(t.sector);
        expect(a ? m.arenas[a - 1]!.name : "").toBe(t.arena);
        if (a) expect(m.sectors[m.arenas[a - 1]!.sector]!.name).toBe(t.sector);
      }
    }
    m.sectors.forEach((s, i) => expect(sectors[s.label[1] * m.width + s.label[0]]).toBe(i + 1));
    m.arenas.forEach((a, i) => expect(arenas[a.label[1] * m.width + a.label[0]]).toBe(i + 1));
    // Hobbs Cafe's label is inside its bounding box, which holds all its tiles.
    const cafe = m.sectors.find((s) => s.name === "Hobbs Cafe")!;
    for (const [x, y] of map.tilesOf("the Ville:Hobbs Cafe")) {
      expect(x >= cafe.box[0] && x <= cafe.box[2] && y >= cafe.box[1] && y <= cafe.box[3]).toBe(true);
    }
    // Objects: each box covers only tiles of that object, and every object tile is in some box.
    let covered = 0;
    for (const o of m.objects) {
      for (let y = o.box[1]; y <= o.box[3]; y++) {
        for (let x = o.box[0]; x <= o.box[2]; x++) if (map.tiles[y]![x]!.gameObject === o.name) covered++;
      }
    }
    const objectTiles = map.tiles.flat().filter((t) => t.gameObject).length;
    expect(covered).toBeGreaterThanOrEqual(objectTiles);
    expect(m.objects.some((o) => o.name === "bed")).toBe(true);
  });

  it("keeps the default village's map small enough to ship in every run folder", () => {
    const m = replayMap(loadTownMap(DEFAULT_VILLAGE.mapDir));
    expect(JSON.stringify(m).length).toBeLessThan(20_000);
    expect(m.sectors.map((s) => s.name)).toEqual(expect.arrayContaining(["Okafor Bakery", "Larkspur Library", "Willow Park"]));
  });
});
