import { describe, expect, it, vi } from "vitest";
import { executor, sampleTargets, targetTiles } from "../nodes/persona/executor.js";
import type { Tile } from "../state/chatParty.js";
import { ScratchSchema, type Scratch, type ScratchInput } from "../state/persona.js";
import type { OtherPersona, PersonaTickStateType } from "../state/personaTick.js";
import { newMemoryCursor } from "../tools/memory/memoryStream.js";
import { distancesFrom } from "../tools/world/pathFinder.js";
import { seededRandom } from "../tools/random.js";
import { loadTownMap } from "../tools/world/smallvilleLoader.js";
import { TownMap } from "../tools/world/townMap.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";
import { HYPERPARAMETERS } from "./support/scratch.js";

function makeScratch(overrides: Partial<ScratchInput> = {}): Scratch {
  return ScratchSchema.parse({
    name: "Ada Okafor",
    firstName: "Ada",
    lastName: "Okafor",
    age: 47,
    innate: "warm, practical",
    learned: "Ada Okafor is a baker.",
    currently: "Ada Okafor is testing a honey-rye loaf.",
    lifestyle: "Ada Okafor wakes up around 4am.",
    livingArea: "Town:Home:bedroom",
    dailyPlanReq: "Ada Okafor bakes from 5am.",
    ...HYPERPARAMETERS,
    ...overrides,
  });
}

const other = (name: string, currTile: Tile): OtherPersona => ({
  scratch: makeScratch({ name, firstName: name.split(" ")[0]!, lastName: name.split(" ")[1]!, currTile }),
  memory: newMemoryCursor(name),
});

/**
 * A 7 x 3 town (x right, y down):
 *
 *   x:   0  1  2  3  4  5  6
 *   y0   b  H  .  .  C  s  s      H = Home:bedroom (x 0-1, y 0-1), b = bed
 *   y1   H  H  #  .  C  C  C      C = Cafe:counter (x 4-6, y 0-1), s = stool (two tiles)
 *   y2   .  .  .  .  .  .  .      # = blocked; row 2 is the street
 */
const tiny = TownMap.fromMatrix({
  world: "Town",
  collision: [
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 1, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ],
  sector: [
    [1, 1, 0, 0, 2, 2, 2],
    [1, 1, 0, 0, 2, 2, 2],
    [0, 0, 0, 0, 0, 0, 0],
  ],
  arena: [
    [1, 1, 0, 0, 2, 2, 2],
    [1, 1, 0, 0, 2, 2, 2],
    [0, 0, 0, 0, 0, 0, 0],
  ],
  gameObject: [
    [1, 0, 0, 0, 0, 2, 2],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ],
  sectorBlocks: { 1: "Home", 2: "Cafe" },
  arenaBlocks: { 1: "bedroom", 2: "counter" },
  gameObjectBlocks: { 1: "bed", 2: "stool" },
});

const BEDROOM: Tile[] = [[0, 0], [1, 0], [0, 1], [1, 1]];
const COUNTER: Tile[] = [[4, 0], [5, 0], [6, 0], [4, 1], [5, 1], [6, 1]];
const noRandom = () => 0;

describe("targetTiles", () => {
  const from = (actAddress: string | null, currTile: Tile = [0, 2]) => makeScratch({ actAddress, currTile });

  it('"<persona> Name": the middle of the path to that persona', () => {
    // Path (0,2) -> (6,2) along the street: 7 tiles, the middle one is (3,2).
    const others = { "Mei Lin": other("Mei Lin", [6, 2]) };
    expect(targetTiles(tiny, from("<persona> Mei Lin"), others, noRandom, 2)).toEqual({ tiles: [[3, 2]], unknown: false });
  });

  it('"<persona> Name": stays put when the path is no longer than adjacentPathLength', () => {
    expect(targetTiles(tiny, from("<persona> Mei Lin"), { "Mei Lin": other("Mei Lin", [1, 2]) }, noRandom, 2))
      .toEqual({ tiles: [[0, 2]], unknown: false });
    // A 3-tile path: one step with the default of 2, none when 3 counts as adjacent.
    const twoAway = { "Mei Lin": other("Mei Lin", [2, 2]) };
    expect(targetTiles(tiny, from("<persona> Mei Lin"), twoAway, noRandom, 2).tiles).toEqual([[1, 2]]);
    expect(targetTiles(tiny, from("<persona> Mei Lin"), twoAway, noRandom, 3).tiles).toEqual([[0, 2]]);
  });

  it('"<persona> Name": stays put when that persona is not around', () => {
    expect(targetTiles(tiny, from("<persona> Nobody Here"), {}, noRandom, 2)).toEqual({ tiles: [[0, 2]], unknown: false });
  });

  it('"<waiting> x y": that tile', () => {
    expect(targetTiles(tiny, from("<waiting> 3 1"), {}, noRandom, 2)).toEqual({ tiles: [[3, 1]], unknown: false });
  });

  it('"...:<random>": one tile of the arena, chosen by the random source', () => {
    const address = "Town:Cafe:counter:<random>";
    expect(targetTiles(tiny, from(address), {}, () => 0, 2)).toEqual({ tiles: [COUNTER[0]], unknown: false });
    expect(targetTiles(tiny, from(address), {}, () => 0.999, 2)).toEqual({ tiles: [COUNTER[5]], unknown: false });
    const random = seededRandom("executor test");
    for (let i = 0; i < 20; i++) {
      const { tiles, unknown } = targetTiles(tiny, from(address), {}, random, 2);
      expect(unknown).toBe(false);
      expect(tiles).toHaveLength(1);
      expect(COUNTER).toContainEqual(tiles[0]);
    }
  });

  it("a known address: its tiles", () => {
    expect(targetTiles(tiny, from("Town:Cafe:counter:stool"), {}, noRandom, 2)).toEqual({
      tiles: [[5, 0], [6, 0]],
      unknown: false,
    });
    expect(targetTiles(tiny, from("Town:Cafe:counter"), {}, noRandom, 2).tiles).toEqual(COUNTER);
  });

  it("an unknown address: the living area's tiles, flagged unknown", () => {
    expect(targetTiles(tiny, from("Town:Library:reading room:shelf"), {}, noRandom, 2)).toEqual({
      tiles: BEDROOM,
      unknown: true,
    });
    expect(targetTiles(tiny, from("Town:Library:<random>"), {}, noRandom, 2)).toEqual({ tiles: BEDROOM, unknown: true });
  });

  it("no address: the living area, which is not an unknown address", () => {
    expect(targetTiles(tiny, from(null), {}, noRandom, 2)).toEqual({ tiles: BEDROOM, unknown: false });
  });

  it("returns a copy: changing it does not change the map", () => {
    const { tiles } = targetTiles(tiny, from("Town:Cafe:counter:stool"), {}, noRandom, 2);
    tiles.push([0, 0]);
    expect(tiny.tilesOf("Town:Cafe:counter:stool")).toEqual([[5, 0], [6, 0]]);
  });
});

describe("sampleTargets", () => {
  it("prefers tiles nobody stands on", () => {
    const sample = sampleTargets(COUNTER, [[4, 0], [5, 0], [6, 0], [4, 1]], 4, seededRandom("a"));
    expect([...sample].sort()).toEqual([[5, 1], [6, 1]]);
  });

  it("falls back to occupied tiles when all are taken", () => {
    const sample = sampleTargets([[5, 0], [6, 0]], [[5, 0], [6, 0]], 4, seededRandom("b"));
    expect([...sample].sort()).toEqual([[5, 0], [6, 0]]);
  });

  it("returns at most `count` distinct tiles of the candidates", () => {
    for (const seed of ["c", "d", "e"]) {
      const sample = sampleTargets(COUNTER, [], 2, seededRandom(seed));
      expect(sample).toHaveLength(2);
      expect(new Set(sample.map(String)).size).toBe(2);
      for (const tile of sample) expect(COUNTER).toContainEqual(tile);
    }
    expect(sampleTargets([[1, 1]], [], 4, seededRandom("f"))).toEqual([[1, 1]]);
  });

  it("is deterministic for the same random source, and leaves its inputs alone", () => {
    const tiles = structuredClone(COUNTER);
    const a = sampleTargets(tiles, [[4, 0]], 3, seededRandom("seed", 1));
    const b = sampleTargets(tiles, [[4, 0]], 3, seededRandom("seed", 1));
    expect(a).toEqual(b);
    expect(tiles).toEqual(COUNTER);
  });
});

describe("executor (node)", () => {
  const village = loadTownMap(DEFAULT_VILLAGE.mapDir);
  const HOME = "Larkspur:Ada Okafor's house:bedroom";
  const OVEN = "Larkspur:Okafor Bakery:kitchen:oven";
  const start: Tile = [16, 22]; // the street between the houses and the bakery

  const tickState = (scratch: Partial<ScratchInput>): PersonaTickStateType => ({
    scratch: makeScratch({
      livingArea: HOME,
      currTile: start,
      actAddress: OVEN,
      actDescription: "baking bread",
      actPronunciatio: "🍞",
      ...scratch,
    }),
    spatial: {},
    memory: newMemoryCursor("Ada Okafor"),
    clock: { time: "2024-05-09T05:00:00", tick: 3, secondsPerTick: 10 },
    village: { mapDir: DEFAULT_VILLAGE.mapDir },
    events: [],
    others: {},
    movedByTown: false,
    effects: [],
    movement: null,
    usage: {},
    newDay: null,
    perceived: [],
    retrieved: [],
    reaction: null,
    carryOn: null,
  });

  /** Steps from `from` to the nearest of `tiles` on the village map. */
  const stepsTo = (from: Tile, tiles: readonly Tile[]) => {
    const distance = distancesFrom(village, from);
    return Math.min(...tiles.map(([x, y]) => distance[y * village.width + x]!).filter((d) => d >= 0));
  };
  const isStep = (a: Tile, b: Tile) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

  it("the test setup: the street tile is walkable and the oven is reachable from it", () => {
    expect(village.isBlocked(start)).toBe(false);
    expect(village.tilesOf(OVEN).length).toBeGreaterThan(0);
    expect(stepsTo(start, village.tilesOf(OVEN))).toBeGreaterThan(2);
  });

  it("plans a shortest path to the address and takes its first step", () => {
    const { scratch, movement } = executor(tickState({}));
    const steps = stepsTo(start, village.tilesOf(OVEN));
    expect(scratch.actPathSet).toBe(true);
    expect(isStep(start, scratch.currTile!)).toBe(true);
    expect(stepsTo(scratch.currTile!, village.tilesOf(OVEN))).toBe(steps - 1);
    // The rest of the path: one walkable tile per step, ending on the oven.
    expect(scratch.plannedPath).toHaveLength(steps - 1);
    const walk = [scratch.currTile!, ...scratch.plannedPath];
    for (let i = 1; i < walk.length; i++) {
      expect(isStep(walk[i - 1]!, walk[i]!)).toBe(true);
      expect(village.isBlocked(walk[i]!)).toBe(false);
    }
    expect(village.tilesOf(OVEN)).toContainEqual(walk.at(-1));
    expect(movement).toEqual({
      tile: scratch.currTile,
      pronunciatio: "🍞",
      description: `baking bread @ ${OVEN}`,
      chat: null,
    });
  });

  it("moves one tile per call along the planned path, which shrinks by one", () => {
    const first = executor(tickState({})).scratch;
    const second = executor({ ...tickState({}), scratch: first }).scratch;
    expect(second.currTile).toEqual(first.plannedPath[0]);
    expect(second.plannedPath).toEqual(first.plannedPath.slice(1));
    expect(second.actPathSet).toBe(true);
  });

  it("walks the whole way in as many calls as the path has steps, then stays", () => {
    let state = tickState({});
    const steps = stepsTo(start, village.tilesOf(OVEN));
    for (let i = 0; i < steps; i++) state = { ...state, scratch: executor(state).scratch };
    expect(village.tilesOf(OVEN)).toContainEqual(state.scratch.currTile);
    expect(state.scratch.plannedPath).toEqual([]);
    const stay = executor(state);
    expect(stay.scratch.currTile).toEqual(state.scratch.currTile);
    expect(stay.movement.tile).toEqual(state.scratch.currTile);
  });

  it("an unknown address: warns through the context logger and heads home instead of throwing", () => {
    const logger = { warn: vi.fn<(message: string) => void>() };
    const unknown = "Larkspur:Nowhere:attic:chest";
    const { scratch, movement } = executor(tickState({ actAddress: unknown }), { context: { logger } });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toContain(unknown);
    expect(scratch.actPathSet).toBe(true);
    expect(stepsTo(scratch.currTile!, village.tilesOf(HOME))).toBe(stepsTo(start, village.tilesOf(HOME)) - 1);
    expect(village.tilesOf(HOME)).toContainEqual(scratch.plannedPath.at(-1));
    expect(movement.description).toBe(`baking bread @ ${unknown}`);
  });

  it("an unknown living area: one warning per persona, not one per tick, and the persona stays put", () => {
    const logger = { warn: vi.fn<(message: string) => void>() };
    // What grounding gives when the living area is not on the map: a random spot of the (unknown) home arena.
    const lost = { livingArea: "Larkspur:Nowhere:attic", actAddress: "Larkspur:Nowhere:attic:<random>" };
    let state = tickState(lost);
    for (let tick = 0; tick < 12; tick++) state = { ...state, scratch: executor(state, { context: { logger } }).scratch };
    expect(state.scratch.currTile).toEqual(start);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toContain("Larkspur:Nowhere:attic");
    // Another persona with the same problem is named too.
    executor(tickState({ ...lost, name: "Mei Lin", firstName: "Mei", lastName: "Lin" }), { context: { logger } });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1]![0]).toContain("Mei Lin");
  });
});
