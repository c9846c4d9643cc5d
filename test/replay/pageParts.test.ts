/**
 * The replay page's pure parts, loaded on their own as the page loads them (plain browser scripts, no page state):
 * place names that never overlap, bubbles' spots, scrubber marks that never hide each other (placement.js), persona
 * colours readable on the map (colors.js), objects' kinds, doors and buildings' walls (furniture.js), on the shipped
 * villages' own maps.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { fromRunLengths, replayMap } from "../../drivers/replay/mapLayer.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import { buildVillage } from "../../tools/world/villageBuilder.js";
import { layOutVillage } from "../../tools/world/villageLayout.js";
import { parseVillageSpec, readVillageSpec } from "../../tools/world/villageSpecFile.js";
import { EXAMPLE_VILLAGE_YAML } from "../../villages/exampleVillage.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { hslToRgb } from "../support/browser.js";

type Box = [number, number, number, number];
const PAGE = fileURLToPath(new URL("../../drivers/replay/page/", import.meta.url));
/** A page part's functions and constants, from the file as the page reads it. */
function load<T>(file: string, names: string[]): T {
  const code = readFileSync(path.join(PAGE, file), "utf8");
  return new Function(`${code}\nreturn { ${names.join(", ")} };`)() as T;
}

const placement = load<{
  placeLabels(labels: Array<{ w: number; h: number; spots: number[][] }>, taken: Box[], bounds: Box | null, gap?: number): Array<{ x: number; y: number; box: Box } | null>;
  firstClearSpot(spots: number[][], w: number, h: number, tiers: Array<{ boxes: Box[]; gap?: number }>): number[] | null;
  stackMarks<M extends { kind: string; step: number }>(marks: M[], xOf: (step: number) => number): Array<M & { x: number; y: number; lane: number; box: Box; joined: M[] }>;
  leastCoveringSpot(spots: number[][], w: number, h: number, avoid: Box[], gap: number, cover: Box[], coverFirst?: Box[]): number[] | null;
  bubbleSpot(near: number[][][], far: number[][], w: number, h: number, boxes: { placed: Box[]; ownName: Box | null; names: Box[]; markers: Box[] }): number[] | null;
  hiddenArea(boxes: Box[], names: Box[]): number;
}>("placement.js", ["placeLabels", "firstClearSpot", "stackMarks", "leastCoveringSpot", "bubbleSpot", "hiddenArea"]);
const colors = load<{
  personaPalette(n: number): Array<{ hue: number; marker: string; ink: string }>;
  STREET_COLOR: string;
  FLOOR_LIGHTNESS: { min: number; max: number; saturation: number };
}>("colors.js", ["personaPalette", "STREET_COLOR", "FLOOR_LIGHTNESS"]);
const furniture = load<{
  objectKind(name: string): { kind: string; sign: string };
  findDoors(width: number, height: number, wall: ArrayLike<number>, place: ArrayLike<number>): Array<{ x: number; y: number; length: number; side: string }>;
  buildingWalls(width: number, height: number, wall: ArrayLike<number>, sector: ArrayLike<number>): Uint8Array;
}>("furniture.js", ["objectKind", "findDoors", "buildingWalls"]);

const overlap = (a: Box, b: Box, gap = 0) => a[0] < b[2] + gap && b[0] < a[2] + gap && a[1] < b[3] + gap && b[1] < a[3] + gap;
/** A small deterministic random source for the properties below. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

// The original village sits beside the project's folder (../shared/smallville; see its README).
const THE_VILLE_DIR = fileURLToPath(new URL("../../../shared/smallville/the_ville", import.meta.url));
const THE_VILLE = existsSync(THE_VILLE_DIR);
const NO_VILLE = THE_VILLE ? "" : ` [skipped: the original map is not at ${THE_VILLE_DIR}]`;
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-page-parts-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("place names on the map (placement.js)", () => {
  it("gives way to more important names and to what is taken, moving to a later spot or leaving the name out", () => {
    const [first, second, third, fourth] = placement.placeLabels(
      [
        { w: 100, h: 20, spots: [[100, 50]] },
        { w: 80, h: 20, spots: [[110, 55], [110, 90]] }, // its first spot is on the first name
        { w: 60, h: 20, spots: [[100, 50], [110, 90]] }, // both spots taken
        { w: 60, h: 20, spots: [[300, 300], [300, 200]] }, // its first spot is on a marker
      ],
      [[280, 280, 320, 320]],
      [0, 0, 400, 400],
    );
    expect(first).toEqual({ x: 100, y: 50, box: [50, 40, 150, 60], form: 0 });
    expect(second!.y).toBe(90);
    expect(third).toBeNull();
    expect(fourth!.y).toBe(200);
    // Where its large form does not fit, its smaller form (a spot with a size of its own) may.
    const small = placement.placeLabels([{ w: 100, h: 20, spots: [[100, 50], [100, 50, 40, 12, 1]] }], [[20, 30, 60, 70]], [0, 0, 400, 400])[0]!;
    expect(small).toEqual({ x: 100, y: 50, box: [80, 44, 120, 56], form: 1 });
    // A name cut by the edge of the map's view is not shown there.
    expect(placement.placeLabels([{ w: 100, h: 20, spots: [[20, 50], [60, 50]] }], [], [0, 0, 400, 400])[0]!.x).toBe(60);
  });

  it("never shows two names overlapping, nor one on anything taken, for many crowded names", () => {
    const next = random(7);
    for (let round = 0; round < 50; round++) {
      const taken: Box[] = Array.from({ length: 10 }, () => {
        const [x, y] = [next() * 600, next() * 400];
        return [x, y, x + 20, y + 20];
      });
      const labels = Array.from({ length: 40 }, () => ({
        w: 30 + next() * 120,
        h: 14 + next() * 8,
        spots: Array.from({ length: 1 + Math.floor(next() * 4) }, () => [next() * 600, next() * 400]),
      }));
      const placed = placement.placeLabels(labels, taken, [0, 0, 600, 400]).filter((p) => p !== null);
      expect(placed.length).toBeGreaterThan(0);
      const wrong = placed.flatMap((a, i) => [
        ...(a.box[0] >= 0 && a.box[1] >= 0 && a.box[2] <= 600 && a.box[3] <= 400 ? [] : [`${a.box} outside`]),
        ...taken.filter((t) => overlap(a.box, t)).map((t) => `${a.box} on ${t}`),
        ...placed.slice(i + 1).filter((b) => overlap(a.box, b.box, 2)).map((b) => `${a.box} and ${b.box}`),
      ]);
      expect(wrong).toEqual([]);
    }
  });

  it("puts a bubble where it covers no other bubble, best no marker, and best no place name", () => {
    const spots = [[0, 0], [100, 0], [200, 0], [300, 0]];
    const bubbles: Box[] = [[0, 0, 50, 30]];
    const markers: Box[] = [[100, 10, 120, 30]];
    const names: Box[] = [[200, 5, 260, 20]];
    const tiers = [{ boxes: bubbles, gap: 4 }, { boxes: markers }, { boxes: names }];
    expect(placement.firstClearSpot(spots, 50, 30, tiers)).toEqual([300, 0]);
    // No spot clear of names: one clear of bubbles and markers; none clear of markers: one clear of bubbles.
    expect(placement.firstClearSpot(spots.slice(0, 3), 50, 30, tiers)).toEqual([200, 0]);
    expect(placement.firstClearSpot(spots.slice(0, 2), 50, 30, tiers)).toEqual([100, 0]);
    expect(placement.firstClearSpot(spots.slice(0, 1), 50, 30, tiers)).toBeNull();
  });

  it("keeps a bubble beside its speaker in a crowded street: of the near spots clear of bubbles, the one covering least", () => {
    // Near spots (above, above-right, below) each cover some markers; none may cover the bubble already there.
    const near = [[0, 0], [100, 0], [0, 100]];
    const bubbles: Box[] = [[0, 0, 50, 30]];
    const markers: Box[] = [[110, 10, 130, 30], [120, 5, 140, 25], [10, 110, 30, 130]];
    // [0, 0] is under a bubble; [100, 0] covers two markers, [0, 100] one (the_ville's bubble once flew 300 px up to
    // a spot covering none, a line drawn across the town): the one covering least.
    expect(placement.leastCoveringSpot(near, 50, 30, bubbles, 4, markers)).toEqual([0, 100]);
    expect(placement.leastCoveringSpot([...near, [200, 200]], 50, 30, bubbles, 4, markers)).toEqual([200, 200]);
    expect(placement.leastCoveringSpot(near.slice(0, 1), 50, 30, bubbles, 4, markers)).toBeNull();
  });
});

describe("a speech bubble's spot (placement.js: bubbleSpot)", () => {
  // A speaker at (100, 100) with its name under it; a bubble is 60 x 30. Sides: above, below, level (right).
  const ownName: Box = [85, 112, 115, 122];
  const above = [[70, 64], [37, 64]], below = [[70, 130]], level = [[120, 80]];
  const far = [[70, 20], [70, 180]];
  const spot = (boxes: Partial<{ placed: Box[]; names: Box[]; markers: Box[] }>, near = [above, below, level]) =>
    placement.bubbleSpot(near, far, 60, 30, { placed: [], ownName, names: [], markers: [], ...boxes });

  it("goes above its speaker when nothing is there", () => {
    expect(spot({})).toEqual([70, 64]);
  });

  it("leaves a neighbour's name uncovered when another side is free: nudged, below or level", () => {
    // A neighbour's name under the spot above: nudged left is clear.
    expect(spot({ names: [[105, 70, 145, 80]] })).toEqual([37, 64]);
    // Both spots above cover a name: below, though a marker is there (a name outranks a marker).
    expect(spot({ names: [[60, 70, 100, 80]], markers: [[80, 140, 90, 150]] })).toEqual([70, 130]);
    // Above and below each cover a name: level with the speaker (the_ville's crowd once put it over "Wolfgang").
    expect(spot({ names: [[60, 70, 100, 80], [70, 140, 110, 150]] })).toEqual([120, 80]);
  });

  it("covers a neighbour's name only when every side near its speaker does, the least of them, and never its own name or a bubble", () => {
    const names: Box[] = [[60, 70, 100, 80], [70, 140, 110, 150], [140, 90, 170, 100]];
    expect(spot({ names })).toEqual([70, 64]);
    // Above hides two names, below a short one: below, though it is not the side read first.
    expect(spot({ names: [[60, 70, 100, 80], [110, 70, 150, 80], [70, 140, 80, 150], [140, 90, 170, 100]] })).toEqual([70, 130]);
    // The spots above under a bubble, below and level over names: the one hiding less of a name (level: 300 px² to 400).
    expect(spot({ names, placed: [[0, 50, 110, 95]] })).toEqual([120, 80]);
    // Its own name under the only spot below: never there.
    expect(spot({ placed: [[0, 50, 200, 95]] }, [above, [[70, 100]]])).toEqual([70, 180]);
  });
});

describe("names hidden by a layout of bubbles (placement.js: hiddenArea)", () => {
  it("adds up the square pixels of names under the bubbles, each bubble counted", () => {
    const names: Box[] = [[0, 0, 40, 10], [100, 0, 140, 10]];
    expect(placement.hiddenArea([[20, 0, 120, 30]], names)).toBe(20 * 10 + 20 * 10);
    expect(placement.hiddenArea([[20, 0, 60, 30], [30, 5, 50, 30]], names)).toBe(20 * 10 + 10 * 5);
    expect(placement.hiddenArea([[0, 20, 200, 40]], names)).toBe(0);
  });
});

describe("the scrubber's marks (placement.js)", () => {
  it("keeps a conversation's tick and a reflection's dot at the same moment apart", () => {
    const drawn = placement.stackMarks([{ kind: "reflect", step: 100 }, { kind: "talk", step: 100 }, { kind: "fork", step: 100 }], (s) => s);
    expect(drawn).toHaveLength(3);
    for (const [i, a] of drawn.entries()) for (const b of drawn.slice(i + 1)) expect(overlap(a.box, b.box), `${a.kind} and ${b.kind}`).toBe(false);
  });

  it("never draws one mark over another, and every mark is drawn or listed with one of its kind beside it", () => {
    const next = random(11);
    const kinds = ["talk", "talk", "talk", "reflect", "reflect", "fork"];
    for (let round = 0; round < 40; round++) {
      const marks = Array.from({ length: 5 + Math.floor(next() * 200) }, (_, id) => ({ id, kind: kinds[Math.floor(next() * kinds.length)]!, step: Math.floor(next() * 8640) }));
      const width = 300 + next() * 900;
      const drawn = placement.stackMarks(marks, (s) => 10 + (s / 8640) * width);
      const covered = drawn.flatMap((a, i) => drawn.slice(i + 1).filter((b) => overlap(a.box, b.box)).map((b) => `${a.kind} ${a.step} and ${b.kind} ${b.step}`));
      expect(covered).toEqual([]);
      const seen = new Map<number, number>();
      for (const d of drawn) {
        for (const m of [d, ...d.joined]) seen.set(m.id, (seen.get(m.id) ?? 0) + 1);
        for (const j of d.joined) {
          expect(j.kind).toBe(d.kind);
          // Joined where it would have covered the mark it joins (within a mark's width).
          expect(Math.abs(10 + (j.step / 8640) * width - d.x)).toBeLessThanOrEqual(d.box[2] - d.box[0] + 1);
        }
      }
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(marks.map((m) => m.id));
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    }
  });
});

/** WCAG 2 contrast of two [r, g, b] colours, computed here rather than by the page's own code. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const lum = (c: readonly number[]) => {
    const [r, g, bl] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

describe("persona colours (colors.js)", () => {
  it("writes every persona's name readably on the light map and on white, and its initials on its marker", () => {
    const { STREET_COLOR, FLOOR_LIGHTNESS } = colors;
    const grounds: Array<[string, number[]]> = [["white", [255, 255, 255]], ["the street", hex(STREET_COLOR)]];
    for (let h = 0; h < 360; h += 5) {
      for (const l of [FLOOR_LIGHTNESS.min, FLOOR_LIGHTNESS.max]) grounds.push([`floor hsl(${h}, ${l}%)`, hslToRgb(`hsl(${h}, ${FLOOR_LIGHTNESS.saturation}%, ${l}%)`)]);
    }
    const palette = colors.personaPalette(25);
    // The_ville's 25 include a yellow, the hue that was hard to read before.
    expect(palette.some((c) => c.hue >= 45 && c.hue <= 75)).toBe(true);
    for (const c of palette) {
      for (const [ground, rgb] of grounds) expect(contrast(hslToRgb(c.ink), rgb), `${c.ink} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hslToRgb(c.marker), [255, 255, 255]), `white initials on ${c.marker}`).toBeGreaterThanOrEqual(3);
    }
    // Still one colour per persona: no two markers alike.
    const markers = palette.map((c) => hslToRgb(c.marker));
    for (const [i, a] of markers.entries()) for (const b of markers.slice(i + 1)) expect(Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!)).toBeGreaterThan(12);
  });
});

describe("objects, doors and walls (furniture.js)", () => {
  const specObjects = (places: Array<{ arenas: Array<{ objects: string[] }> }>) => places.flatMap((p) => p.arenas.flatMap((a) => a.objects));
  const mapObjects = (dir: string) => [...new Set(loadTownMap(dir).tiles.flat().map((t) => t.gameObject).filter((o): o is string => !!o))];

  it("gives every object of the shipped villages and the example a kind with a sign", () => {
    const villages: Record<string, string[]> = {
      Saltmere: specObjects(readVillageSpec(fileURLToPath(new URL("../../villages/harbour", import.meta.url))).spec.places),
      "the example village": specObjects(parseVillageSpec(EXAMPLE_VILLAGE_YAML, "village.yaml").places),
      Larkspur: mapObjects(DEFAULT_VILLAGE.mapDir),
    };
    for (const [village, names] of Object.entries(villages)) {
      expect(names.length, village).toBeGreaterThan(5);
      for (const name of names) expect(furniture.objectKind(name).sign, `${village}: ${name}`).not.toBe("");
    }
    expect([furniture.objectKind("double bed").kind, furniture.objectKind("bar counter").kind, furniture.objectKind("shop counter").kind, furniture.objectKind("rope shelf").kind])
      .toEqual(["bed", "bar", "till", "shelf"]);
    expect(furniture.objectKind("flux capacitor")).toEqual({ kind: "thing", sign: "" });
  });

  it("finds exactly the door of every room of a generated village, and tells its buildings' walls from its hedges", () => {
    const spec = readVillageSpec(fileURLToPath(new URL("../../villages/harbour", import.meta.url))).spec;
    const dir = path.join(tmp, "saltmere");
    buildVillage(spec, dir);
    const m = replayMap(loadTownMap(path.join(dir, "map")));
    const n = m.width * m.height;
    const wall = fromRunLengths(m.collision, n), sector = fromRunLengths(m.sector, n);
    const layout = layOutVillage(spec);
    const doors = furniture.findDoors(m.width, m.height, wall, sector);
    expect(doors.map((d) => `${d.x},${d.y},${d.length},${d.side}`).sort()).toEqual(layout.rooms.map((r) => `${r.door[0]},${r.door[1]},1,s`).sort());
    const building = furniture.buildingWalls(m.width, m.height, wall, sector);
    layout.cells.forEach((cell, i) => {
      if (cell === "hedge") expect(building[i], `hedge at ${i % m.width},${Math.floor(i / m.width)}`).toBe(0);
    });
    // Every room's walls (the ring around its floor, its door aside) are a building's.
    for (const r of layout.rooms) {
      for (let x = r.x - 1; x <= r.x + r.width; x++) {
        for (const y of [r.y - 1, r.y + r.height]) if (x !== r.door[0] || y !== r.door[1]) expect(building[y * m.width + x], `${r.sector} wall at ${x},${y}`).toBe(1);
      }
    }
  });

  it.skipIf(!THE_VILLE)(`finds doors into the_ville's buildings, each an opening in a wall${NO_VILLE}`, () => {
    const m = replayMap(loadTownMap(THE_VILLE_DIR));
    const n = m.width * m.height;
    const wall = fromRunLengths(m.collision, n), sector = fromRunLengths(m.sector, n);
    const doors = furniture.findDoors(m.width, m.height, wall, sector);
    const withDoor = new Set(doors.map((d) => sector[d.y * m.width + d.x]));
    // Most buildings have a door found (open parks and gardens need none).
    expect(withDoor.size).toBeGreaterThanOrEqual(m.sectors.length * 0.6);
    for (const d of doors) {
      expect(d.length).toBeGreaterThanOrEqual(1);
      expect(d.length).toBeLessThanOrEqual(3);
      expect(sector[d.y * m.width + d.x]).toBeGreaterThan(0);
      expect(wall[d.y * m.width + d.x]).toBe(0);
    }
  });
});
