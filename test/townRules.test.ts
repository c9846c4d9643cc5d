import { describe, expect, it } from "vitest";
import { pathTargets, settleGroup, withoutReaction } from "../nodes/town/resolve.js";
import { DONE, NEXT_STEP, OPEN, STEP_LIMIT, TICK, routeClock, routeStart } from "../nodes/town/routes.js";
import { groupOf, interactionRadius, mayInteract, stepsAsTheCrowFlies, stepsWalking, tilesApart } from "../nodes/town/proximity.js";
import { reasonToThink, sameView, type SeenView } from "../nodes/town/fastPath.js";
import { ScratchSchema, type Scratch } from "../state/persona.js";
import type { JoinChatEffect } from "../state/personaTick.js";
import type { ThoughtResult, TownPersona } from "../state/town.js";
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

const OVEN = "Larkspur:Okafor Bakery:kitchen:oven";
const SPOT = "<waiting> 3 3";
/** At the oven, baking all day: what everyone is doing when the tick starts. */
const baker = (name: string, extra: Partial<Scratch> = {}) =>
  persona(name, { currTime: "2024-05-06T08:59:50", actAddress: OVEN, actDescription: "baking", actStartTime: "2024-05-06T08:00:00", actDuration: 120, fDailySchedule: [["baking", 1440]], ...extra });
const quiet = (p: TownPersona): ThoughtResult => ({ persona: p, effects: [], movement: null, usage: {}, attempt: null });
/** `from` started a chat with `to` this tick; `carryOn` is its state just before (by default, as the tick began). */
const chats = (from: TownPersona, to: string, carryOn = from.scratch): ThoughtResult => ({
  persona: { ...from, scratch: { ...from.scratch, actAddress: `<persona> ${to}`, actDescription: "conversing about bread", actEvent: [from.scratch.name, "chat with", to], chattingWith: to, chat: [[from.scratch.name, "hello"]], fDailySchedule: [["chat", 1440]] } },
  effects: [chat(from.scratch.name, to)],
  movement: null,
  usage: {},
  attempt: { mode: "chat", target: to, carryOn },
});
/** `who` started waiting for `target` this tick. */
const waits = (who: TownPersona, target: string): ThoughtResult => ({
  persona: { ...who, scratch: { ...who.scratch, actAddress: SPOT, actDescription: "baking (waiting to start baking)", actPronunciatio: "⌛", actEvent: [who.scratch.name, "waiting to start", "baking"], fDailySchedule: [["baking (waiting to start baking)", 1440]] } },
  effects: [],
  movement: null,
  usage: {},
  attempt: { mode: "wait", target, carryOn: who.scratch },
});
const settle = (order: string[], before: Record<string, TownPersona>, thought: Record<string, ThoughtResult>) =>
  settleGroup(order, before, { ...Object.fromEntries(order.map((n) => [n, quiet(before[n]!)])), ...thought }, DEFAULT_THRESHOLDS);
const doing = (settled: Record<string, TownPersona>) =>
  Object.fromEntries(Object.entries(settled).map(([n, p]) => [n, p.scratch.chattingWith ? `chat with ${p.scratch.chattingWith}` : p.scratch.actAddress]));

describe("settleGroup: chats resolve in persona order", () => {
  const before = { A: baker("A"), B: baker("B"), C: baker("C") };
  it("applies a chat between two free personas to both sides", () => {
    expect(doing(settle(["A", "B", "C"], before, { A: chats(before.A, "B") }))).toEqual({ A: "chat with B", B: "chat with A", C: OVEN });
  });
  it("gives a partner to the first in order when two start chats with the same partner; the other carries on", () => {
    const settled = settle(["A", "B", "C"], before, { C: chats(before.C, "B"), A: chats(before.A, "B") });
    expect(doing(settled)).toEqual({ A: "chat with B", B: "chat with A", C: OVEN });
    expect(settled.C!.scratch).toMatchObject({ actDescription: "baking", chat: null, fDailySchedule: [["baking", 1440]] });
  });
  it("refuses a chat with someone who starts another chat earlier in order", () => {
    expect(doing(settle(["A", "B", "C"], before, { A: chats(before.A, "C"), B: chats(before.B, "A") }))).toEqual({ A: "chat with C", B: OVEN, C: "chat with A" });
  });
  it("refuses a chat with someone already chatting before the tick", () => {
    const busy = { ...before, B: baker("B", { chattingWith: "C", actAddress: "<persona> C" }) };
    expect(doing(settle(["A", "B", "C"], busy, { A: chats(busy.A, "B") })).A).toBe(OVEN);
  });
  it("puts a loser back on what it chose this tick before it reacted (its own scheduling is kept)", () => {
    const rescheduled = { ...before.C.scratch, actDescription: "kneading dough", actStartTime: "2024-05-06T09:00:00", fDailySchedule: [["kneading dough", 1440]] as Array<[string, number]> };
    const settled = settle(["A", "B", "C"], before, { A: chats(before.A, "B"), C: chats(before.C, "B", rescheduled) });
    expect(settled.C!.scratch).toMatchObject({ actDescription: "kneading dough", chattingWith: null, fDailySchedule: [["kneading dough", 1440]] });
  });
});

describe("settleGroup: waits resolve in persona order", () => {
  const before = { A: baker("A"), B: baker("B"), C: baker("C") };
  it("lets only the first in order wait when two wait for each other (the second saw the first waiting)", () => {
    expect(doing(settle(["A", "B", "C"], before, { A: waits(before.A, "B"), B: waits(before.B, "A") }))).toEqual({ A: SPOT, B: OVEN, C: OVEN });
    expect(doing(settle(["B", "A", "C"], before, { A: waits(before.A, "B"), B: waits(before.B, "A") }))).toEqual({ A: OVEN, B: SPOT, C: OVEN });
  });
  it("undoes a wait for someone earlier in order who left the spot this tick, keeps it for someone later", () => {
    const left = quiet({ ...before.A, scratch: { ...before.A.scratch, actAddress: "Larkspur:Willow Park:lawn:park bench", actDescription: "sketching" } });
    expect(doing(settle(["A", "B", "C"], before, { A: left, B: waits(before.B, "A") })).B).toBe(OVEN);
    expect(doing(settle(["B", "A", "C"], before, { A: left, B: waits(before.B, "A") })).B).toBe(SPOT);
  });
  it("refuses a chat with someone who started waiting earlier in order", () => {
    expect(doing(settle(["A", "B", "C"], before, { A: waits(before.A, "C"), B: chats(before.B, "A") }))).toEqual({ A: SPOT, B: OVEN, C: OVEN });
  });
  it("undoes the wait of someone pulled into a chat earlier in order, and undoes a wait for someone pulled into one", () => {
    const settled = settle(["A", "B", "C"], before, { A: chats(before.A, "B"), B: waits(before.B, "C"), C: waits(before.C, "B") });
    expect(doing(settled)).toEqual({ A: "chat with B", B: "chat with A", C: OVEN });
    expect(settled.B!.scratch.fDailySchedule.map(([a]) => a)).toEqual(["baking", "baking (conversing about bread)", "baking"]);
  });
});

describe("withoutReaction", () => {
  it("keeps the persona's tick (time, place, memory) but not the chat it tried to start", () => {
    const carryOn = scratch("A", { actDescription: "baking", actAddress: "x", chattingWithBuffer: { B: 3 }, fDailySchedule: [["baking", 1440]] });
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
    const kept = withoutReaction(carryOn, after);
    expect(kept).toMatchObject({ actDescription: "baking", actAddress: "x", chattingWith: null, fDailySchedule: [["baking", 1440]] });
    expect(kept.chattingWithBuffer).toEqual({ B: 2 });
    expect(kept).toMatchObject({ currTime: "2024-05-06T09:00:00", currTile: [3, 4], importanceTriggerCurr: 100 });
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
  const nobody = { stateOf: () => undefined, standingOn: () => [] };
  it("names the target tiles when the action has no path yet, none while it follows one", () => {
    const tiles = pathTargets(walker({ actPathSet: false }), map, nobody, 3, settings);
    expect(tiles).toEqual(map.tilesOf("Larkspur:Okafor Bakery:kitchen:oven"));
    expect(pathTargets(walker({ actPathSet: true, plannedPath: [[20, 10]] }), map, nobody, 3, settings)).toBeNull();
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
  const bed: [number, number] = [19, 16]; // Ada's bed
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
  it("reflects on a chat ending within the tick, not on the end of a chat its action has left", async () => {
    const chat = { chattingWith: "Mei Lin", chattingEndTime: "2024-05-06T09:00:15", chat: [["Ada Okafor", "Morning!"]] as Array<[string, string]> };
    const talking = busy({ ...chat, actEvent: ["Ada Okafor", "chat with", "Mei Lin"] });
    expect(await reasonToThink(talking, "2024-05-06T09:00:10", map, [], await allSeen(talking), secondsPerTick)).toBe("reflection due");
    expect(await reasonToThink(talking, "2024-05-06T09:00:00", map, [], await allSeen(talking), secondsPerTick)).toBeNull();
    const moved = busy({ ...chat, actEvent: ["Ada Okafor", "is", "reading"] });
    expect(await reasonToThink(moved, "2024-05-06T09:00:10", map, [], await allSeen(moved), secondsPerTick)).toBeNull();
  });
});

describe("sameView (nothing new where a persona saw nothing new)", () => {
  const branch = { id: "main" };
  const seen = (extra: Partial<SeenView> = {}): SeenView => ({
    branch,
    count: 12,
    tile: [4, 5],
    events: [{ tile: [4, 6], subject: "Mei Lin", predicate: "is", object: "sketching", description: "sketching" }],
    ...extra,
  });
  it("holds for the same memories, tile and events, compared field by field", () => {
    expect(sameView(seen(), seen())).toBe(true);
    expect(sameView(undefined, seen())).toBe(false);
  });
  it("fails on other memories, another tile, or any other event", () => {
    expect(sameView(seen(), seen({ count: 13 }))).toBe(false);
    expect(sameView(seen(), seen({ branch: { id: "main" } }))).toBe(false); // another branch object: looked at again
    expect(sameView(seen(), seen({ tile: [4, 6] }))).toBe(false);
    expect(sameView(seen(), seen({ events: [] }))).toBe(false);
    const [event] = seen().events;
    for (const change of [{ tile: [5, 6] }, { subject: "Tomas Reyes" }, { predicate: "was" }, { object: "painting" }, { description: null }]) {
      expect(sameView(seen(), seen({ events: [{ ...event!, ...change } as SeenView["events"][number]] })), JSON.stringify(change)).toBe(false);
    }
  });
});
