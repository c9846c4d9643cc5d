import { describe, expect, it } from "vitest";
import { pathTargets, settleChats, settleGroup, withoutChatAttempt } from "../nodes/town/resolve.js";
import { DONE, NEXT_STEP, OPEN, STEP_LIMIT, TICK, routeClock, routeStart } from "../nodes/town/routes.js";
import { groupOf, interactionRadius, mayInteract, stepsAsTheCrowFlies, stepsWalking, tilesApart } from "../nodes/town/proximity.js";
import { reasonToThink } from "../nodes/town/fastPath.js";
import { ScratchSchema, type Scratch } from "../state/persona.js";
import type { JoinChatEffect } from "../state/personaTick.js";
import type { TownPersona } from "../state/town.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import { loadTownMap } from "../tools/world/smallvilleLoader.js";
import { newMemoryCursor } from "../tools/memory/memoryStream.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";
import { HYPERPARAMETERS } from "./support/scratch.js";

const scratch = (name: string, extra: Partial<Scratch> = {}): Scratch =>
  ScratchSchema.parse({
    name,
    firstName: name.split(" ")[0],
    lastName: name.split(" ")[1] ?? "",
    age: 30,
    innate: "kind",
    learned: "",
    currently: "",
    lifestyle: "",
    livingArea: "Larkspur:Ada Okafor's house:bedroom",
    dailyPlanReq: "",
    ...HYPERPARAMETERS,
    ...extra,
  });
const persona = (name: string, extra: Partial<Scratch> = {}): TownPersona => ({
  scratch: scratch(name, extra),
  spatial: {},
  memory: newMemoryCursor(name),
});
const chat = (from: string, to: string): JoinChatEffect => ({
  kind: "joinChat",
  persona: to,
  with: from,
  transcript: [[from, "hello"]],
  description: "conversing about bread",
  startTime: "2024-05-06T09:00:00",
  durationMinutes: 1,
  endTime: "2024-05-06T09:01:00",
  cooldownTicks: 800,
  replanFill: null,
  actEvent: [to, "chat with", from],
});

describe("settleChats (conflicts resolve in persona order)", () => {
  const before = { A: persona("A"), B: persona("B"), C: persona("C") };
  it("accepts a chat between two free personas", () => {
    expect(settleChats(["A", "B", "C"], before, { A: [chat("A", "B")] })).toEqual({ accepted: [chat("A", "B")], losers: [] });
  });
  it("gives a partner to the first in order when two start chats with the same partner", () => {
    const result = settleChats(["A", "B", "C"], before, { C: [chat("C", "B")], A: [chat("A", "B")] });
    expect(result.accepted).toEqual([chat("A", "B")]);
    expect(result.losers).toEqual(["C"]);
  });
  it("refuses a chat with someone who starts another chat earlier in order", () => {
    const result = settleChats(["A", "B", "C"], before, { A: [chat("A", "C")], B: [chat("B", "A")] });
    expect(result.accepted).toEqual([chat("A", "C")]);
    expect(result.losers).toEqual(["B"]);
  });
  it("refuses a chat with someone already chatting before the tick", () => {
    const busy = { ...before, B: persona("B", { chattingWith: "C" }) };
    expect(settleChats(["A", "B", "C"], busy, { A: [chat("A", "B")] }).losers).toEqual(["A"]);
  });
});

describe("withoutChatAttempt", () => {
  it("keeps the loser's tick (time, place, memory) but not the chat it tried to start", () => {
    const before = scratch("A", { actDescription: "baking", actAddress: "x", chattingWithBuffer: { B: 3 }, fDailySchedule: [["baking", 1440]] });
    const after = scratch("A", {
      currTime: "2024-05-06T09:00:00",
      currTile: [3, 4],
      actDescription: "conversing about bread",
      actAddress: "<persona> B",
      actEvent: ["A", "chat with", "B"],
      chattingWith: "B",
      chattingWithBuffer: { B: 800 },
      fDailySchedule: [["chat", 1440]],
      importanceTriggerCurr: 100,
    });
    const kept = withoutChatAttempt(before, after);
    expect(kept).toMatchObject({ actDescription: "baking", actAddress: "x", chattingWith: null, fDailySchedule: [["baking", 1440]] });
    expect(kept.chattingWithBuffer).toEqual({ B: 2 });
    expect(kept).toMatchObject({ currTime: "2024-05-06T09:00:00", currTile: [3, 4], importanceTriggerCurr: 100 });
  });
});

describe("settleGroup", () => {
  it("joins the accepted chat's partner and puts the loser back on what it was doing", () => {
    const before = { A: persona("A"), B: persona("B"), C: persona("C", { actDescription: "baking", actAddress: "x" }) };
    const thought = { ...before, C: persona("C", { actDescription: "chat", actAddress: "<persona> B", chattingWith: "B" }) };
    const settled = settleGroup(["A", "B", "C"], before, thought, { A: [chat("A", "B")], C: [chat("C", "B")] }, DEFAULT_THRESHOLDS);
    expect(settled.B!.scratch.chattingWith).toBe("A");
    expect(settled.C!.scratch).toMatchObject({ actDescription: "baking", actAddress: "x", chattingWith: null });
    expect(settled.A).toBe(before.A);
  });
});

describe("proximity (who may affect whom in a tick)", () => {
  const at = (name: string, tile: [number, number], extra: Partial<Scratch> = {}) => scratch(name, { currTile: tile, ...extra });
  it("measures distance as vision does: a square around the persona", () => {
    expect(tilesApart([0, 0], [4, 3])).toBe(4);
    expect(tilesApart([5, 5], [5, 5])).toBe(0);
  });
  it("counts the steps someone needs to come within reach: as the crow flies, or walking around walls", () => {
    expect(stepsAsTheCrowFlies([10, 0], [0, 0], 4)).toBe(6);
    expect(stepsAsTheCrowFlies([2, 2], [0, 0], 4)).toBe(0);
    expect(stepsAsTheCrowFlies(null, [0, 0], 4)).toBe(Infinity); // off the map
    // Walls: a 5 x 3 map with a wall in the middle column except at the bottom row.
    const grid = { width: 5, height: 3, collision: Uint8Array.from([0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]) };
    const walking = stepsWalking(grid);
    expect(walking([0, 0], [4, 0], 0)).toBe(8); // down, across the gap, up
    expect(stepsAsTheCrowFlies([0, 0], [4, 0], 0)).toBe(4);
    expect(walking([0, 0], [4, 0], 1)).toBe(6); // the nearest tile within 1 of [4, 0] is [3, 1]
    expect(walking([0, 0], [4, 0], 2)).toBe(4); // within 2: [2, 2], under the wall (vision sees through walls)
    expect(walking([0, 0], [4, 0], Infinity)).toBe(0);
    const walled = { width: 3, height: 1, collision: Uint8Array.from([0, 1, 0]) };
    expect(stepsWalking(walled)([0, 0], [2, 0], 0)).toBe(Infinity); // never
  });
  it("links personas within the largest vision radius, or talking to each other at any distance", () => {
    expect(interactionRadius([{ visionR: 4 }, { visionR: 8 }])).toBe(8);
    expect(mayInteract(at("A", [0, 0]), at("B", [4, 4]), 4)).toBe(true);
    expect(mayInteract(at("A", [0, 0]), at("B", [5, 0]), 4)).toBe(false);
    expect(mayInteract(at("A", [0, 0], { chattingWith: "B" }), at("B", [30, 0]), 4)).toBe(true);
    expect(mayInteract(at("A", [0, 0]), at("B", [30, 0], { actAddress: "<persona> A" }), 4)).toBe(true);
  });
  it("groups everyone reachable through a chain of personas who may interact, in the given order", () => {
    const known = new Map([
      ["A", at("A", [0, 0])],
      ["B", at("B", [20, 0])],
      ["C", at("C", [4, 0])],
      ["D", at("D", [8, 0])],
    ]);
    expect(groupOf("D", known, 4)).toEqual(["A", "C", "D"]);
    expect(groupOf("B", known, 4)).toEqual(["B"]);
  });
});

describe("pathTargets (a new path waits for everyone who might stand on its targets)", () => {
  const map = loadTownMap(DEFAULT_VILLAGE.mapDir);
  const settings = { seed: 0, thresholds: { chatAdjacentPathLength: 2, executorTargetTileSamples: 4 }, logger: console };
  const walker = (extra: Partial<Scratch>) => persona("Ada Okafor", { currTile: [20, 11], actAddress: "Larkspur:Okafor Bakery:kitchen:oven", ...extra });
  it("names the target tiles when the action has no path yet, none while it follows one", () => {
    const tiles = pathTargets(walker({ actPathSet: false }), map, {}, 3, settings);
    expect(tiles).toEqual(map.tilesOf("Larkspur:Okafor Bakery:kitchen:oven"));
    expect(pathTargets(walker({ actPathSet: true, plannedPath: [[20, 10]] }), map, {}, 3, settings)).toBeNull();
  });
});

describe("town routers", () => {
  it("opens a new run, continues an existing one", () => {
    expect(routeStart({ personas: {} })).toBe(OPEN);
    expect(routeStart({ personas: { A: persona("A") } })).toBe(TICK);
  });
  it("runs until the requested time", () => {
    expect(routeClock({ clock: { time: "2024-05-06T08:59:50" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 })).toBe(NEXT_STEP);
    expect(routeClock({ clock: { time: "2024-05-06T09:00:00" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 })).toBe(DONE);
  });
  it("pauses between steps before the run's recursion limit runs out", () => {
    const running = { clock: { time: "2024-05-06T08:00:00" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 };
    expect(routeClock(running, { recursionLimit: 25, metadata: { langgraph_step: 10 } })).toBe(NEXT_STEP);
    expect(routeClock(running, { recursionLimit: 25, metadata: { langgraph_step: 23 } })).toBe(STEP_LIMIT);
    expect(routeClock(running, { recursionLimit: 100_000, metadata: { langgraph_step: 22 } })).toBe(NEXT_STEP);
    // Steps count across a thread's invocations; the limit is per invocation.
    expect(routeClock({ ...running, runFromStep: 500 }, { recursionLimit: 25, metadata: { langgraph_step: 510 } })).toBe(NEXT_STEP);
  });
});

describe("reasonToThink (which personas need their cognition graph)", () => {
  const map = loadTownMap(DEFAULT_VILLAGE.mapDir);
  const bed: [number, number] = [2, 20];
  const busy = (extra: Partial<Scratch> = {}) =>
    persona("Ada Okafor", {
      currTime: "2024-05-06T09:00:00",
      currTile: bed,
      actAddress: "Larkspur:Ada Okafor's house:bedroom:bed",
      actStartTime: "2024-05-06T08:00:00",
      actDuration: 120,
      actDescription: "reading",
      ...extra,
    });
  const noMemories = { latestEvents: async () => [] as Array<[string, string, string]> };
  const secondsPerTick = 10;
  const allSeen = async (p: TownPersona) => {
    // Everything in view already among the latest memories.
    const { eventsInView, describeEvent } = await import("../nodes/persona/perceive.js");
    const seen = eventsInView(map, p.scratch.currTile!, [], p.scratch.visionR, p.scratch.attBandwidth).map(describeEvent);
    return { latestEvents: async () => seen.map((e) => [e.subject, e.predicate, e.object] as [string, string, string]) };
  };

  it("steps without thinking when nothing changed", async () => {
    const p = busy();
    expect(await reasonToThink(p, "2024-05-06T09:00:10", map, [], await allSeen(p), secondsPerTick)).toBeNull();
  });
  it("thinks on a new day, when the action ended, on a new event, and when a reflection is due", async () => {
    const p = busy();
    expect(await reasonToThink(p, "2024-05-07T00:00:00", map, [], await allSeen(p), secondsPerTick)).toBe("new day");
    expect(await reasonToThink(p, "2024-05-06T10:00:00", map, [], await allSeen(p), secondsPerTick)).toBe("action finished");
    expect(await reasonToThink(p, "2024-05-06T09:00:10", map, [], noMemories, secondsPerTick)).toBe("new event in view");
    const due = busy({ importanceTriggerCurr: 0 });
    expect(await reasonToThink(due, "2024-05-06T09:00:10", map, [], await allSeen(due), secondsPerTick)).toBe("reflection due");
  });
});
