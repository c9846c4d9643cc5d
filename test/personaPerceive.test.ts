import { describe, expect, it } from "vitest";
import { dayChange, describeEvent, eventsInView, learnPlaces } from "../nodes/persona/perceive.js";
import type { SpatialMemory } from "../state/persona.js";
import type { TileEvent } from "../state/personaTick.js";
import { TownMap } from "../tools/world/townMap.js";

/**
 * A 9 x 3 bakery (x right, y down), no walls:
 *
 *   x:   0  1  2  3  4 | 5  6  7  8
 *   y0   .  s  .  .  . | .  .  .  .      kitchen: x 0-4, shop: x 5-8 (both in the "Bakery" sector)
 *   y1   f  s  .  A  o | c  .  .  .      A = where the persona stands in the tests (3, 1)
 *   y2   .  .  .  .  . | .  .  .  .      s = sink (two tiles), o = oven, f = flour shelf, c = counter (in the shop)
 *
 * Seen from (3, 1) with radius 2: x 1-5, every y. The flour shelf (x = 0) is out of view; the counter is in view
 * but in the other arena.
 */
const map = TownMap.fromMatrix({
  world: "Town",
  collision: [
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  sector: [
    [1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1],
  ],
  arena: [
    [1, 1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 1, 2, 2, 2, 2],
  ],
  gameObject: [
    [0, 1, 0, 0, 0, 0, 0, 0, 0],
    [3, 1, 0, 0, 2, 4, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
  ],
  sectorBlocks: { 1: "Bakery" },
  arenaBlocks: { 1: "kitchen", 2: "shop" },
  gameObjectBlocks: { 1: "sink", 2: "oven", 3: "flour shelf", 4: "counter" },
});

const KITCHEN = "Town:Bakery:kitchen";
const OVEN = `${KITCHEN}:oven`;
const SINK = `${KITCHEN}:sink`;
const here: [number, number] = [3, 1];

const personaEvent = (subject: string, tile: [number, number], activity: string): TileEvent => ({
  tile,
  subject,
  predicate: "is",
  object: activity,
  description: activity,
});

describe("dayChange", () => {
  it('is "first day" before any time was set', () => {
    expect(dayChange(null, "2023-02-13T07:00:00")).toBe("first day");
  });
  it("is null on the same date, whatever the hour", () => {
    expect(dayChange("2023-02-13T07:00:00", "2023-02-13T07:00:10")).toBeNull();
    expect(dayChange("2023-02-13T00:00:00", "2023-02-13T23:59:50")).toBeNull();
  });
  it('is "new day" when the date changed, also one tick across midnight', () => {
    expect(dayChange("2023-02-13T07:00:00", "2023-02-14T07:00:00")).toBe("new day");
    expect(dayChange("2023-02-13T23:59:50", "2023-02-14T00:00:00")).toBe("new day");
  });
});

describe("learnPlaces", () => {

  it("adds the world, sector, arenas and objects in view, and nothing out of view", () => {
    expect(learnPlaces({}, map, here, 2)).toEqual({
      Town: { Bakery: { kitchen: ["sink", "oven"], shop: ["counter"] } },
    });
  });

  it("does not change the spatial memory it is given", () => {
    const known: SpatialMemory = { Town: { Bakery: { kitchen: ["oven"] } }, Elsewhere: { Park: { lawn: ["bench"] } } };
    const before = structuredClone(known);
    const learned = learnPlaces(known, map, here, 2);
    expect(known).toEqual(before);
    expect(learned).not.toBe(known);
    expect(learned.Elsewhere).toEqual({ Park: { lawn: ["bench"] } });
  });

  it("lists each object once: already known, or seen on several tiles", () => {
    const learned = learnPlaces({ Town: { Bakery: { kitchen: ["oven"] } } }, map, here, 2);
    const kitchen = learned.Town?.Bakery?.kitchen ?? [];
    expect([...kitchen].sort()).toEqual(["oven", "sink"]);
    expect(kitchen.filter((o) => o === "sink")).toHaveLength(1); // the sink has two tiles in view
  });

  it("learns an arena without objects and a street tile's world only", () => {
    const street = TownMap.fromMatrix({
      world: "Town",
      collision: [[0, 0, 0]],
      sector: [[0, 1, 1]],
      arena: [[0, 0, 1]],
      sectorBlocks: { 1: "Park" },
      arenaBlocks: { 1: "lawn" },
    });
    expect(learnPlaces({}, street, [0, 0], 0)).toEqual({ Town: {} });
    expect(learnPlaces({}, street, [1, 0], 1)).toEqual({ Town: { Park: { lawn: [] } } });
  });

  it("gives back the same spatial memory when everything in view is known", () => {
    const known = learnPlaces({}, map, here, 2);
    expect(learnPlaces(known, map, here, 2)).toBe(known);
  });
});

describe("eventsInView", () => {
  const self = personaEvent("Ada Okafor", here, "baking");
  const mei = personaEvent("Mei Lin", [2, 2], "buying bread");
  const ovenInUse: TileEvent = { tile: [4, 1], subject: OVEN, predicate: "is", object: "heating", description: "heating" };

  it("keeps the persona's own arena only, within the vision square", () => {
    const events = eventsInView(map, here, [
      self,
      personaEvent("Tomas Reyes", [5, 2], "paying"), // in view, but in the shop
      personaEvent("Bo Park", [0, 2], "sweeping"), // in the kitchen, but out of view
    ], 2, 10);
    const subjects = events.map((e) => e.subject);
    expect(subjects).toContain("Ada Okafor");
    expect(subjects).not.toContain("Tomas Reyes");
    expect(subjects).not.toContain("Bo Park");
    expect(subjects).not.toContain(`${KITCHEN}:flour shelf`); // out of view
    expect(subjects).not.toContain("Town:Bakery:shop:counter"); // other arena
  });

  it("orders events nearest first (Euclidean) and keeps at most `bandwidth`", () => {
    const all = eventsInView(map, here, [mei, self, ovenInUse], 2, 10);
    // distances: self 0, oven 1, Mei sqrt(2), sink 2 or more
    expect(all.map((e) => e.subject)).toEqual(["Ada Okafor", OVEN, "Mei Lin", SINK]);
    expect(eventsInView(map, here, [mei, self, ovenInUse], 2, 2).map((e) => e.subject)).toEqual(["Ada Okafor", OVEN]);
    expect(eventsInView(map, here, [mei, self, ovenInUse], 2, 1)).toEqual([self]);
  });

  it("adds an idle event for each object in view that no active event names", () => {
    const events = eventsInView(map, here, [], 2, 10);
    expect(events).toEqual([
      { tile: [4, 1], subject: OVEN, predicate: null, object: null, description: null },
      { tile: expect.anything(), subject: SINK, predicate: null, object: null, description: null },
    ]);
  });

  it("does not add an idle event for an object that an active event names", () => {
    const events = eventsInView(map, here, [ovenInUse], 2, 10);
    const oven = events.filter((e) => e.subject === OVEN);
    expect(oven).toEqual([ovenInUse]);
  });

  it("removes duplicate events (the same event on one tile twice, an idle object on several tiles)", () => {
    const events = eventsInView(map, here, [mei, { ...mei }], 2, 10);
    expect(events.filter((e) => e.subject === "Mei Lin")).toHaveLength(1);
    expect(events.filter((e) => e.subject === SINK)).toHaveLength(1);
    expect(events).toHaveLength(3); // Mei, idle oven, idle sink
  });
});

describe("describeEvent", () => {
  it('turns an object with no predicate into "<short name> is idle"', () => {
    expect(describeEvent({ tile: [4, 1], subject: OVEN, predicate: null, object: null, description: null })).toEqual({
      subject: OVEN,
      predicate: "is",
      object: "idle",
      description: "oven is idle",
    });
  });

  it("describes a persona's event with the subject and the activity inside the parentheses", () => {
    const event: TileEvent = {
      tile: here,
      subject: "Ada Okafor",
      predicate: "is",
      object: "baking",
      description: "baking bread (kneading dough)",
    };
    expect(describeEvent(event)).toEqual({
      subject: "Ada Okafor",
      predicate: "is",
      object: "baking",
      description: "Ada Okafor is kneading dough",
    });
  });

  it("describes an object in use by its short name and keeps a description without parentheses", () => {
    const ovenInUse: TileEvent = { tile: [4, 1], subject: OVEN, predicate: "is", object: "heating", description: "being heated" };
    expect(describeEvent(ovenInUse)).toEqual({
      subject: OVEN,
      predicate: "is",
      object: "heating",
      description: "oven is being heated",
    });
  });
});

describe("eventsInView: objects spanning several tiles", () => {
  it("does not see an object as idle on one tile while it is in use on another", () => {
    const sinkInUse: TileEvent = { tile: [1, 0], subject: SINK, predicate: "is", object: "running water", description: "running water" };
    const seen = eventsInView(map, here, [sinkInUse], 2, 10);
    const sink = seen.filter((e) => e.subject === SINK);
    expect(sink).toEqual([sinkInUse]);
  });

  it("ranks a multi-tile object by its nearest tile", () => {
    // The sink's tiles are (1,0) and (1,1); the nearest is 2 tiles away, the oven 1 tile away.
    const seen = eventsInView(map, here, [], 2, 10).map((e) => e.subject);
    expect(seen.indexOf(OVEN)).toBeLessThan(seen.indexOf(SINK));
    expect(seen.filter((s) => s === SINK)).toHaveLength(1);
  });
});

describe("describeEvent without a description", () => {
  it("builds the sentence from the predicate and object", () => {
    const e: TileEvent = { tile: [4, 1], subject: OVEN, predicate: "is", object: "heating", description: null };
    expect(describeEvent(e).description).toBe("oven is heating");
  });
});
