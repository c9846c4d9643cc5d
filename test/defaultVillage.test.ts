import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { townBuilder } from "../graphs/town.js";
import { shortestPathToAny } from "../tools/world/pathFinder.js";
import { loadSeedMemories, loadSmallville } from "../tools/world/smallvilleLoader.js";
import { buildVillage } from "../tools/world/villageBuilder.js";
import { readVillageSpec } from "../tools/world/villageSpecFile.js";
import { DEFAULT_VILLAGE, DEFAULT_VILLAGE_BUSY_START } from "../villages/index.js";

/** Every file under `dir` (relative path -> text), for comparing two built villages. */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file, "utf8");
  }
  return files;
}

describe("the default village (Larkspur)", () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-larkspur-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const town = loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir);
  const { map } = town;

  it("loads three personas on a small walled map", () => {
    expect(town.meta).toMatchObject({ mapName: "larkspur", secondsPerTick: 10, step: 0, startTime: "2024-05-06T00:00:00" });
    expect(town.meta.personaNames).toEqual(["Ada Okafor", "Tomas Reyes", "Mei Lin"]);
    expect(town.personas.map((p) => p.scratch.name)).toEqual(town.meta.personaNames);
    expect([map.width, map.height, map.world]).toEqual([37, 37, "Larkspur"]);
    expect(map.addressesAt("sector")).toEqual(expect.arrayContaining([
      "Larkspur:Okafor Bakery", "Larkspur:Larkspur Library", "Larkspur:Willow Park",
    ]));
    for (const p of town.personas) {
      expect(p.scratch).toMatchObject({
        visionR: 4, attBandwidth: 3, retention: 5, recencyW: 1, relevanceW: 1, importanceW: 1,
        recencyDecay: 0.995, importanceTriggerMax: 150, importanceTriggerCurr: 150, importanceEleN: 0,
      });
      expect(p.memories).toEqual([]);
    }
  });

  it("is what the builder makes of villages/larkspur/village.yaml: the committed base, map and history cannot drift from the spec", () => {
    const { spec } = readVillageSpec(DEFAULT_VILLAGE.spec);
    const built = buildVillage(spec, tmp);
    const committed = path.dirname(DEFAULT_VILLAGE.spec);
    expect(path.relative(committed, DEFAULT_VILLAGE.seedMemories)).toBe("history.csv");
    expect(filesUnder(path.join(committed, "base")), "regenerate with: npm run village:build -- villages/larkspur").toEqual(filesUnder(built.scenario.baseDir));
    expect(filesUnder(path.join(committed, "map")), "regenerate with: npm run village:build -- villages/larkspur").toEqual(filesUnder(built.scenario.mapDir));
    expect(readFileSync(DEFAULT_VILLAGE.seedMemories, "utf8")).toBe(readFileSync(built.scenario.history!, "utf8"));
    expect(built.startTime).toBe(town.meta.startTime);
  });

  it("draws Willow Park as an open lawn: no wall inside it, and streets lead onto it from more than one side", () => {
    const lawn = map.tilesOf("Larkspur:Willow Park:lawn");
    expect(lawn.every((t) => !map.isBlocked(t))).toBe(true);
    const street = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < map.width && y < map.height && !map.isBlocked([x, y]) && map.tileAt([x, y]).sector === "";
    const sides = new Set<string>();
    for (const [x, y] of lawn) {
      if (street([x - 1, y])) sides.add("west");
      if (street([x + 1, y])) sides.add("east");
      if (street([x, y - 1])) sides.add("north");
      if (street([x, y + 1])) sides.add("south");
    }
    expect(sides.size).toBeGreaterThanOrEqual(2);
    // The houses and shops stay walled: a door, not an open side.
    const bakeryEdge = map.tilesOf("Larkspur:Okafor Bakery:shop floor").filter(([x, y]) => street([x, y + 1]) || street([x - 1, y]) || street([x + 1, y]) || street([x, y - 1]));
    expect(bakeryEdge).toHaveLength(1);
  });

  it("starts every persona on a spawn tile in a real living area", () => {
    for (const p of town.personas) {
      expect(map.addressesAt("arena")).toContain(p.scratch.livingArea);
      expect(map.tilesOf(p.scratch.livingArea).length).toBeGreaterThan(0);
      expect(map.tileAt(p.tile).spawningLocation).not.toBe("");
      expect(map.addressOf(p.tile, "arena")).toBe(p.scratch.livingArea);
      expect(map.isBlocked(p.tile)).toBe(false);
    }
  });

  it("reaches every arena and object from every persona's start tile", () => {
    for (const p of town.personas) {
      for (const address of [...map.addressesAt("arena"), ...map.addressesAt("object")]) {
        const path = shortestPathToAny(map, p.tile, map.tilesOf(address));
        expect(path, `${address} from ${p.scratch.name}`).not.toBeNull();
      }
    }
  });

  it("gives spatial memories that name places of the map", () => {
    for (const p of town.personas) {
      for (const [world, sectors] of Object.entries(p.spatial)) {
        for (const [sector, arenas] of Object.entries(sectors)) {
          for (const [arena, objects] of Object.entries(arenas)) {
            const address = `${world}:${sector}:${arena}`;
            expect(map.tilesOf(address).length, address).toBeGreaterThan(0);
            for (const o of objects) expect(map.tilesOf(`${address}:${o}`).length, `${address}:${o}`).toBeGreaterThan(0);
          }
        }
      }
      const home = p.scratch.livingArea.split(":");
      expect(p.spatial[home[0]!]?.[home[1]!]?.[home[2]!]).toContain("bed");
    }
  });

  it("has seed memories for every persona", () => {
    const seeds = loadSeedMemories(DEFAULT_VILLAGE.seedMemories);
    expect(Object.keys(seeds).sort()).toEqual(["Ada Okafor", "Mei Lin", "Tomas Reyes"]);
    for (const whispers of Object.values(seeds)) expect(whispers.length).toBeGreaterThanOrEqual(3);
  });

  it("a town run from an empty input (Studio's) starts at a busy moment: everyone up, people walking", async () => {
    const graph = townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
    const out = await graph.invoke({}, { configurable: { thread_id: "studio-default" } });
    expect(out.clock.start).toBe(DEFAULT_VILLAGE_BUSY_START);
    const personas = Object.values(out.personas);
    expect(personas).toHaveLength(3);
    for (const p of personas) expect(p.scratch.actDescription).not.toMatch(/sleeping/);
    const startTiles = new Map(town.personas.map((p) => [p.scratch.name, String(p.tile)]));
    const walked = personas.filter((p) => String(p.scratch.currTile) !== startTiles.get(p.scratch.name));
    expect(walked.length).toBeGreaterThan(0);
  });
});
