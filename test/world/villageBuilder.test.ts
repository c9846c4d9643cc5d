/**
 * The map builder's properties on seeded random specs of 1 to 200 places (issue 22): every object placed in its own
 * arena, every object and spawn tile reachable from every spawn tile (BFS on the collision grid, steps of one tile
 * up, down, left or right), arenas at least as large as their objects, the same map for the same seed, and files the
 * Smallville loader reads with every person at home.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VillageSpecSchema, type VillageSpec } from "../../state/villageSpec.js";
import { seededRandom } from "../../tools/random.js";
import { loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { buildVillage, mapFiles, ownStatusLines } from "../../tools/world/villageBuilder.js";
import type { TownMap } from "../../tools/world/townMap.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-village-build-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const THINGS = ["bed", "desk", "stove", "bookshelf", "bench", "counter", "table", "lamp", "oven", "easel", "sink", "sofa", "piano", "shelf"];
const ROOMS = ["kitchen", "bedroom", "hall", "office", "shop floor", "garden", "studio", "workshop"];

/** A random but valid spec: `places` sectors of 1-3 arenas with 1-6 objects, a person for about every third place. */
function randomSpec(places: number, seed: number, layout: "row" | "grid" | "ring" = "grid"): VillageSpec {
  const random = seededRandom("random-village", places, seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const sectors = Array.from({ length: places }, (_, i) => {
    const arenas = ROOMS.slice(0, 1 + Math.floor(random() * 3)).map((name) => ({
      name,
      objects: Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(THINGS)),
      ...(random() < 0.3 ? { size: pick(["small", "medium", "large"] as const) } : {}),
    }));
    // Every seventh place is open ground (a park); chosen by index so the random draws stay those of the other places.
    return { sector: `Place ${i}`, kind: pick(["home", "work", "public"] as const), ...(i % 7 === 3 ? { open: true } : {}), arenas };
  });
  const people = Array.from({ length: Math.max(1, Math.floor(places / 3)) }, (_, i) => {
    const home = pick(sectors);
    return {
      name: `Person ${i}`, age: 20 + i, innate: "kind", learned: "x", currently: "x", lifestyle: "x", dailyRequirement: "x",
      home: { sector: home.sector, arena: pick(home.arenas).name },
      work: pick(sectors).sector,
    };
  });
  return VillageSpecSchema.parse({ world: { name: "Testholm", start: "2025-01-06T00:00:00", layout, seed }, places: sectors, people });
}

/** Tiles reachable from `from` in one-tile steps over tiles without collision. */
function reachable(map: TownMap, from: [number, number]): Uint8Array {
  const seen = new Uint8Array(map.width * map.height);
  const queue = [from];
  seen[from[1] * map.width + from[0]] = 1;
  while (queue.length) {
    const [x, y] = queue.pop()!;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx < 0 || ny < 0 || nx >= map.width || ny >= map.height) continue;
      const i = ny * map.width + nx;
      if (seen[i] || map.collision[i]) continue;
      seen[i] = 1;
      queue.push([nx, ny]);
    }
  }
  return seen;
}

const CASES: Array<[places: number, seed: number, layout: "row" | "grid" | "ring"]> = [
  [1, 1, "grid"], [2, 2, "row"], [3, 3, "ring"], [7, 4, "grid"], [12, 5, "row"], [30, 6, "ring"], [60, 7, "grid"], [120, 8, "grid"], [200, 9, "ring"],
];

describe("a built village", () => {
  for (const [places, seed, layout] of CASES) {
    it(`of ${places} places (${layout}, seed ${seed}) loads, places every object, and is one connected town`, () => {
      const spec = randomSpec(places, seed, layout);
      const dir = path.join(tmp, `v${places}`);
      const built = buildVillage(spec, dir);
      const { map, personas, meta } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
      expect(meta.personaNames).toEqual(spec.people.map((p) => p.name));
      expect(meta.startTime).toBe("2025-01-06T00:00:00");

      // Every arena has exactly its objects, each object on a tile of its arena, and room for them.
      for (const place of spec.places) {
        for (const arena of place.arenas) {
          const address = `Testholm:${place.sector}:${arena.name}`;
          const tiles = map.tilesOf(address);
          expect(tiles.length).toBeGreaterThanOrEqual(arena.objects.length);
          const placed = new Set(map.addressesAt("object").filter((a) => a.startsWith(`${address}:`)).map((a) => a.slice(address.length + 1)));
          expect([...placed].sort()).toEqual([...new Set(arena.objects)].sort());
        }
      }

      // From every person's start tile every object and every other start tile can be walked to.
      const targets = [...map.addressesAt("object").map((a) => map.tilesOf(a)[0]!), ...personas.map((p) => p.tile)];
      for (const person of personas) {
        expect(map.addressOf(person.tile, "arena")).toBe(person.scratch.livingArea);
        expect(map.collision[person.tile[1] * map.width + person.tile[0]]).toBe(0);
        const seen = reachable(map, person.tile);
        const unreachable = targets.filter(([x, y]) => !seen[y * map.width + x]);
        expect(unreachable).toEqual([]);
        // Home and workplace are known at the start.
        const home = spec.people.find((p) => p.name === person.scratch.name)!;
        expect(Object.keys(person.spatial.Testholm ?? {})).toEqual(expect.arrayContaining([home.home.sector, home.work!]));
      }
      // Two people never start on the same tile.
      expect(new Set(personas.map((p) => p.tile.join(","))).size).toBe(personas.length);
    });
  }

  it("is the same map for the same spec and seed, and another town for another seed", () => {
    const spec = randomSpec(40, 11);
    expect(mapFiles(spec)).toEqual(mapFiles(randomSpec(40, 11)));
    const reseeded = { ...spec, world: { ...spec.world, seed: 12 } };
    expect(mapFiles(reseeded)["matrix/maze/sector_maze.csv"]).not.toEqual(mapFiles(spec)["matrix/maze/sector_maze.csv"]);
  });

  it("draws an open place without walls: a rectangle of its arenas' tiles, its whole bottom edge on a street", () => {
    const spec = randomSpec(30, 6, "ring");
    const open = spec.places.filter((p) => p.open);
    expect(open.length).toBeGreaterThan(2);
    const built = buildVillage(spec, path.join(tmp, "open"));
    const { map } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
    const street = ([x, y]: [number, number]) => !map.collision[y * map.width + x] && map.tileAt([x, y]).sector === "";
    for (const place of open) {
      const tiles = map.tilesOf(`Testholm:${place.sector}`);
      const xs = tiles.map(([x]) => x);
      const ys = tiles.map(([, y]) => y);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      expect(tiles.length, place.sector).toBe((right - left + 1) * (bottom - top + 1));
      expect(tiles.filter(([x, y]) => map.collision[y * map.width + x]), place.sector).toEqual([]);
      for (let x = left; x <= right; x++) expect(street([x, bottom + 1]), `${place.sector} at (${x}, ${bottom + 1})`).toBe(true);
      // Each of its arenas is open ground of the place, side by side.
      for (const arena of place.arenas) expect(map.tilesOf(`Testholm:${place.sector}:${arena.name}`).length).toBeGreaterThan(0);
    }
    // A walled building meets the street only at its doors: one tile per arena.
    const walled = spec.places.find((p) => !p.open)!;
    const onStreet = map.tilesOf(`Testholm:${walled.sector}`).filter(([x, y]) => street([x, y + 1]) || street([x, y - 1]) || street([x - 1, y]) || street([x + 1, y]));
    expect(onStreet).toHaveLength(walled.arenas.length);
  });

  it("lets an arena's kind override its place's: a public shop's staff room is known only to who works there", () => {
    const person = (name: string, work?: string) => ({
      name, age: 40, innate: "kind", learned: "x", currently: "x", lifestyle: "x", dailyRequirement: "x",
      home: { sector: `${name}'s house`, arena: "bedroom" }, ...(work ? { work } : {}),
    });
    const spec = VillageSpecSchema.parse({
      world: { name: "Testholm", start: "2025-01-06T00:00:00" },
      places: [
        { sector: "Corner Shop", kind: "public", arenas: [{ name: "shop floor", objects: ["counter"] }, { name: "stock room", kind: "work", objects: ["shelf"] }] },
        { sector: "Town Hall", kind: "work", arenas: [{ name: "lobby", kind: "public", objects: ["bench"] }, { name: "office", objects: ["desk"] }] },
        { sector: "Ana's house", kind: "home", arenas: [{ name: "bedroom", objects: ["bed"] }] },
        { sector: "Ben's house", kind: "home", arenas: [{ name: "bedroom", objects: ["bed"] }] },
      ],
      people: [person("Ana", "Corner Shop"), person("Ben")],
    });
    const built = buildVillage(spec, path.join(tmp, "arena-kinds"));
    const { personas } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
    const known = (name: string) => personas.find((p) => p.scratch.name === name)!.spatial.Testholm!;
    expect(Object.keys(known("Ana")["Corner Shop"]!)).toEqual(["shop floor", "stock room"]);
    expect(Object.keys(known("Ben")["Corner Shop"]!)).toEqual(["shop floor"]);
    expect(Object.keys(known("Ben")["Town Hall"]!)).toEqual(["lobby"]);
    expect(known("Ben")["Ana's house"]).toBeUndefined();
  });

  it("gives a home with nowhere to cook a kitchen its people know and the map has, and leaves a home with a stove as written", () => {
    const person = (name: string, sector: string) => ({
      name, age: 30, innate: "kind", learned: "x", currently: "x", lifestyle: "x", dailyRequirement: "x", home: { sector, arena: "bedroom" },
    });
    const spec = VillageSpecSchema.parse({
      world: { name: "Testholm", start: "2025-01-06T00:00:00" },
      places: [
        { sector: "Painter's house", kind: "home", arenas: [{ name: "bedroom", objects: ["bed", "closet"] }, { name: "studio", objects: ["easel"] }] },
        { sector: "Loft flat", kind: "home", arenas: [{ name: "bedroom", objects: ["bed", "desk", "stove"] }] },
        { sector: "Gallery", kind: "public", arenas: [{ name: "hall", objects: ["bench"] }] },
      ],
      people: [person("Mia", "Painter's house"), person("Lev", "Loft flat")],
    });
    const built = buildVillage(spec, path.join(tmp, "kitchens"));
    const { personas, map } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
    const known = (name: string) => personas.find((p) => p.scratch.name === name)!.spatial.Testholm!;
    expect(known("Mia")["Painter's house"]).toEqual({ bedroom: ["bed", "closet"], studio: ["easel"], kitchen: ["stove", "kitchen table"] });
    expect(known("Lev")["Loft flat"]).toEqual({ bedroom: ["bed", "desk", "stove"] });
    expect(Object.keys(known("Lev")["Gallery"]!)).toEqual(["hall"]);
    expect(map.addressesAt("arena")).toContain("Testholm:Painter's house:kitchen");
  });

  it("gives every building a door onto a street: an arena tile beside a street tile", () => {
    const spec = randomSpec(15, 3);
    const built = buildVillage(spec, path.join(tmp, "doors"));
    const { map } = loadSmallville(built.scenario.baseDir, built.scenario.mapDir);
    for (const place of spec.places) {
      const tiles = map.tilesOf(`Testholm:${place.sector}`);
      const street = ([x, y]: [number, number]) => !map.collision[y * map.width + x] && map.tileAt([x, y]).sector === "";
      expect(tiles.some(([x, y]) => street([x, y + 1]))).toBe(true);
    }
  });
});

describe("a person's status as their own memory", () => {
  it("is known to the person from the start (its first sentence), unless their history says it already", () => {
    const ruth = { name: "Ruth Pennock", currently: "Ruth Pennock is organising Saturday's regatta and worrying about the weather." };
    expect(ownStatusLines(ruth, ["Ewan Pennock is your husband"])).toEqual(["Ruth Pennock is organising Saturday's regatta and worrying about the weather"]);
    const tomas = { name: "Tomas Reyes", currently: "Tomas Reyes is organising a poetry night at the library on May 10. He is lining up readers." };
    expect(ownStatusLines(tomas, ["You are organising a poetry night at the library on May 10 at 7pm"])).toEqual([]);
    expect(ownStatusLines(tomas, [])).toEqual(["Tomas Reyes is organising a poetry night at the library on May 10"]);
  });
});

