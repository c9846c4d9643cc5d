/**
 * The town's coordinator at scale: the tile grid and the town's neighbour index find everyone a look at every persona
 * finds, walking distances from bounded fields equal whole-map ones, the scheduler's wake-ups visit only the personas
 * an event can release, a run on a generated village is the same with the index as with the brute-force search, and
 * the optional metrics count what the run did.
 */
import { describe, expect, it } from "vitest";
import { InMemoryStore } from "@langchain/langgraph";
import { generateVillage } from "../bench/generatedVillage.js";
import { townBuilder } from "../graphs/town.js";
import { stepsWalking, tilesApart } from "../nodes/town/proximity.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import { TownPlaces } from "../nodes/town/townPlaces.js";
import { WakeUps } from "../nodes/town/wakeUps.js";
import type { Tile } from "../state/chatParty.js";
import type { TownStateType } from "../state/town.js";
import { newTownMetrics, type TownMetrics } from "../state/townMetrics.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import { seededRandom } from "../tools/random.js";
import { distancesFrom } from "../tools/world/pathFinder.js";
import { loadTownMap } from "../tools/world/smallvilleLoader.js";
import { boxAround, EveryName, TileGrid, type PlacedNames } from "../tools/world/tileGrid.js";

const visited = (names: PlacedNames, box: Parameters<PlacedNames["someIn"]>[0]) => {
  const seen: string[] = [];
  names.someIn(box, (name) => void seen.push(name));
  return seen;
};
const inBox = (tile: Tile | null, box: { minX: number; minY: number; maxX: number; maxY: number }) =>
  !!tile && tile[0] >= box.minX && tile[0] <= box.maxX && tile[1] >= box.minY && tile[1] <= box.maxY;

describe("tile grid", () => {
  it("visits everyone in a box, each once, whatever the box (the brute-force search's answer)", () => {
    const random = seededRandom(1, "grid");
    const grid = new TileGrid(8);
    const everyone = new EveryName();
    const tiles = new Map<string, Tile | null>();
    const at = () => [Math.floor(random() * 300) - 20, Math.floor(random() * 200) - 20] as Tile;
    for (let i = 0; i < 400; i++) tiles.set(`p${i}`, at());
    for (const [name, tile] of tiles) (grid.place(name, tile), everyone.place(name, tile));
    for (let round = 0; round < 200; round++) {
      // Some move a tile, some jump, some leave the map (a null tile) and come back.
      for (let k = 0; k < 40; k++) {
        const name = `p${Math.floor(random() * 400)}`;
        const was = tiles.get(name);
        const roll = random();
        const tile: Tile | null = roll < 0.1 ? null : roll < 0.3 || !was ? at() : [was[0] + Math.round(random() * 2 - 1), was[1] + Math.round(random() * 2 - 1)];
        tiles.set(name, tile);
        grid.place(name, tile);
        everyone.place(name, tile);
      }
      // Small boxes (a neighbour search), large ones (a lagging persona), and one wider than the town.
      const reach = round % 10 === 0 ? 1000 : round % 3 === 0 ? 40 : Math.floor(random() * 9);
      const box = boxAround(at(), reach);
      const found = visited(grid, box);
      expect(new Set(found).size).toBe(found.length);
      const expected = visited(everyone, box).filter((name) => inBox(tiles.get(name)!, box)).sort();
      expect(found.filter((name) => inBox(grid.tileOf(name), box)).sort()).toEqual(expected);
      for (const name of found) expect(grid.tileOf(name)).toEqual(tiles.get(name));
    }
    // A query stops at the first visit that says so.
    let visits = 0;
    expect(grid.someIn(boxAround([100, 100], 1000), () => ++visits === 3)).toBe(true);
    expect(visits).toBe(3);
  });

  it("refuses a cell size it cannot use", () => {
    expect(() => new TileGrid(0)).toThrow("A tile grid's cell size must be a finite number of tiles >= 1, not 0.");
    expect(() => new TileGrid(Infinity)).toThrow(/not Infinity/);
  });
});

describe("town places (the neighbour index)", () => {
  const placed = (name: string, currTile: Tile | null, extra: { chattingWith?: string; actAddress?: string } = {}) => ({
    name,
    currTile,
    chattingWith: extra.chattingWith ?? null,
    actAddress: extra.actAddress ?? null,
  });
  const near = (places: TownPlaces, who: ReturnType<typeof placed>, reach: number) => {
    const seen = new Set<string>();
    places.someNear(who, reach, (name) => void seen.add(name));
    return seen;
  };

  it("finds partners in a conversation at any distance, both ways, and forgets a conversation that ended", () => {
    const places = new TownPlaces("grid", 4);
    const ada = placed("Ada", [0, 0], { actAddress: "<persona> Ben" });
    places.place(ada);
    places.place(placed("Ben", [200, 150]));
    places.place(placed("Cy", [3, 3]));
    places.place(placed("Dee", [90, 90], { chattingWith: "Ada" }));
    expect(near(places, ada, 4)).toEqual(new Set(["Ada", "Ben", "Cy", "Dee"]));
    expect(near(places, placed("Ben", [200, 150]), 4)).toEqual(new Set(["Ben", "Ada"]));
    places.place(placed("Dee", [90, 90]));
    places.place(placed("Ada", [0, 1]));
    expect(near(places, placed("Ada", [0, 1]), 4)).toEqual(new Set(["Ada", "Cy"]));
    expect(near(places, placed("Ben", [200, 150]), 4)).toEqual(new Set(["Ben"]));
  });

  it("names who stands on given tiles, exactly", () => {
    for (const search of ["grid", "everyone"] as const) {
      const places = new TownPlaces(search, 4);
      places.place(placed("Ada", [5, 5]));
      places.place(placed("Ben", [6, 5]));
      places.place(placed("Cy", null));
      expect(places.standingOn([[6, 5], [7, 5], [5, 5]])).toEqual(new Set(["Ben", "Ada"]));
      expect(places.standingOn([[5, 6]])).toEqual(new Set());
    }
  });
});

describe("walking distances from bounded fields", () => {
  it("equal the ones from whole-map walks whenever they are within the limit asked about", () => {
    const map = loadTownMap(generateVillage(12).mapDir);
    const walking = stepsWalking(map, 16);
    const random = seededRandom(2, "walks");
    const open: Tile[] = [];
    for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) if (map.collision[y * map.width + x] !== 1) open.push([x, y]);
    const pick = () => open[Math.floor(random() * open.length)]!;
    let exact = 0;
    for (let i = 0; i < 60; i++) {
      const from = pick();
      const walk = distancesFrom(map, from);
      for (let j = 0; j < 40; j++) {
        const to: Tile = j % 2 ? pick() : [from[0] + Math.floor(random() * 21) - 10, from[1] + Math.floor(random() * 21) - 10];
        if (to[0] < 0 || to[1] < 0 || to[0] >= map.width || to[1] >= map.height) continue;
        const radius = [0, 1, 4][j % 3]!;
        const limit = [3, 12, 40, 100][(i + j) % 4]!;
        // The reference: the fewest whole-map walking steps to a tile within the radius of `to`.
        let best = Infinity;
        for (let y = to[1] - radius; y <= to[1] + radius; y++) {
          for (let x = to[0] - radius; x <= to[0] + radius; x++) {
            const d = x >= 0 && y >= 0 && x < map.width && y < map.height ? walk[y * map.width + x]! : -1;
            if (d >= 0 && d < best) best = d;
          }
        }
        const steps = walking(from, to, radius, limit);
        if (best <= limit) {
          expect(steps).toBe(best);
          exact++;
        } else {
          expect(steps).toBeGreaterThan(limit);
        }
        expect(steps).toBeGreaterThanOrEqual(Math.max(0, tilesApart(from, to) - radius));
      }
    }
    expect(exact).toBeGreaterThan(200);
  });
});

describe("the scheduler's wake-ups (who waits for whom)", () => {
  const drain = (wakeUps: WakeUps) => {
    const due: string[] = [];
    for (let name = wakeUps.take(); name !== undefined; name = wakeUps.take()) due.push(name);
    return due;
  };

  it("makes due only those waiting for the persona that moved, each once, in the order they were woken", () => {
    const wakeUps = new WakeUps();
    wakeUps.waitFor("Ayesha", "Klaus");
    wakeUps.waitFor("Maria", "Klaus");
    wakeUps.waitFor("Isabella", "Tom");
    wakeUps.wake("Sam");
    wakeUps.moved("Klaus");
    wakeUps.wake("Maria"); // woken again before its visit: still one visit
    expect(drain(wakeUps)).toEqual(["Sam", "Ayesha", "Maria"]);
    expect(wakeUps.waitsFor("Isabella")).toBe("Tom");
    // Klaus moving again releases nobody: its waiters were released already.
    wakeUps.moved("Klaus");
    expect(wakeUps.take()).toBeUndefined();
    wakeUps.moved("Tom");
    expect(drain(wakeUps)).toEqual(["Isabella"]);
  });

  it("keeps one wait per persona: waiting anew replaces the old one, and a visit ends it", () => {
    const wakeUps = new WakeUps();
    wakeUps.waitFor("Ayesha", "Klaus");
    wakeUps.waitFor("Ayesha", "Tom");
    wakeUps.moved("Klaus");
    expect(wakeUps.take()).toBeUndefined();
    expect(wakeUps.waitsFor("Ayesha")).toBe("Tom");

    // Woken for another reason (its group took a tick): the visit decides afresh, the stale wait is gone.
    wakeUps.wake("Ayesha");
    expect(wakeUps.take()).toBe("Ayesha");
    expect(wakeUps.waitsFor("Ayesha")).toBeUndefined();
    wakeUps.moved("Tom");
    expect(wakeUps.take()).toBeUndefined();
  });
});

describe("a generated village: the neighbour index against the brute-force search", () => {
  async function run(neighbourSearch: "grid" | "everyone", metrics?: TownMetrics) {
    const store = new InMemoryStore();
    const graph = townBuilder.compile({ store });
    // Eager to talk, so that conversations (links at any distance) are part of the run.
    const chatModel = new SimulatedChatModel({ seed: 1, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });
    const log: string[] = [];
    let state: TownStateType | undefined;
    const stream = await graph.stream(
      { scenario: village, startTime: "2024-05-06T08:00:00", until: "2024-05-06T09:10:00", neighbourSearch },
      { recursionLimit: 1_000_000, streamMode: ["custom", "values"], context: { chatModel, metrics } } as never,
    );
    for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
      if (mode === "custom" && (chunk as MovementRecord).kind === "movement") log.push(JSON.stringify(chunk));
      else if (mode === "values") state = chunk as TownStateType;
    }
    const memories: Record<string, unknown[]> = {};
    for (const namespace of await store.listNamespaces({ limit: 10_000 })) {
      const items = await store.search(namespace, { limit: 1_000_000 });
      memories[namespace.join("/")] = items.map((item) => [item.key, item.value]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    }
    return { log, state: state!, memories };
  }
  const village = generateVillage(9);

  it("moves everyone the same and stores the same memories, tick by tick", { timeout: 120_000 }, async () => {
    const metrics = newTownMetrics();
    const grid = await run("grid", metrics);
    const everyone = await run("everyone");
    expect(grid.log.length).toBe(420);
    expect(grid.log).toEqual(everyone.log);
    expect(grid.state.personas).toEqual(everyone.state.personas);
    expect(grid.memories).toEqual(everyone.memories);
    expect(Object.keys(grid.memories).length).toBeGreaterThan(0);
    // Personas meet and talk (with this seed: the draws follow the village's texts), so conversation links are part of
    // what the index had to find.
    const chats = grid.log.filter((line) => Object.values(JSON.parse(line).movements as Record<string, { chat: unknown }>).some((m) => m.chat));
    expect(chats.length).toBeGreaterThan(0);

    // The metrics asked for: every persona-tick counted once, thoughts among them, the coordinator's time apart.
    expect(metrics.personaTicks).toBe(420 * 9);
    expect(Object.keys(metrics.byPersona).sort()).toEqual([...grid.state.order].sort());
    expect(Object.values(metrics.byPersona).every((p) => p.ticks === 420)).toBe(true);
    expect(metrics.thoughts).toBe(Object.values(metrics.byPersona).reduce((sum, p) => sum + p.thoughts, 0));
    expect(metrics.thoughts).toBeGreaterThan(0);
    expect(metrics.thoughts).toBeLessThan(metrics.personaTicks);
    expect(metrics.coordinatorMs).toBeGreaterThan(0);
    expect(metrics.resolveMs).toBeLessThanOrEqual(metrics.coordinatorMs);
    // Visits on events only: everyone once at the start, then far fewer than one per persona-tick (a pass over
    // everyone after each batch of thoughts made more than one per persona-tick).
    expect(metrics.visits).toBeGreaterThanOrEqual(9);
    expect(metrics.visits).toBeLessThan(metrics.personaTicks / 2);
  });
});
