import { describe, expect, it } from "vitest";
import { Send } from "@langchain/langgraph";
import { settleChats, withoutChatAttempt } from "../nodes/town/resolve.js";
import { DONE, NEXT_TICK, OPEN, QUIET_UNTIL_END, STEP_LIMIT, TICK, routeClock, routeDispatch, routeStart } from "../nodes/town/routes.js";
import { reasonToThink } from "../nodes/town/fastPath.js";
import { ScratchSchema, type Scratch } from "../state/persona.js";
import type { JoinChatEffect } from "../state/personaTick.js";
import { collectResults, type TownPersona, type TownStateType } from "../state/town.js";
import { loadTownMap } from "../tools/smallvilleLoader.js";
import { newMemoryCursor } from "../tools/memoryStream.js";
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
  schedule: [["sleeping", 1440]],
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

describe("town routers", () => {
  it("opens a new run, continues an existing one", () => {
    expect(routeStart({ personas: {} })).toBe(OPEN);
    expect(routeStart({ personas: { A: persona("A") } })).toBe(TICK);
  });
  it("sends one cognition task per due persona with a snapshot of the others, else ends (the clock reached until)", () => {
    const state = {
      personas: { A: persona("A"), B: persona("B") },
      due: ["B"],
      clock: { start: "t", time: "2024-05-06T09:00:00", tick: 7, secondsPerTick: 10 },
      village: { mapDir: "m" },
      events: [],
    } as unknown as TownStateType;
    const sends = routeDispatch(state) as Send[];
    expect(sends).toHaveLength(1);
    expect(sends[0]!.node).toBe("thinkPersona");
    expect(sends[0]!.args.name).toBe("B");
    expect(Object.keys(sends[0]!.args.input.others)).toEqual(["A"]);
    expect(sends[0]!.args.input.clock).toEqual({ time: "2024-05-06T09:00:00", tick: 7 });
    expect(routeDispatch({ ...state, due: [] })).toBe(QUIET_UNTIL_END);
  });
  it("runs until the requested time", () => {
    expect(routeClock({ clock: { time: "2024-05-06T08:59:50" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 })).toBe(NEXT_TICK);
    expect(routeClock({ clock: { time: "2024-05-06T09:00:00" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 })).toBe(DONE);
  });
  it("pauses at a tick boundary before the run's recursion limit runs out", () => {
    const running = { clock: { time: "2024-05-06T08:00:00" } as never, until: "2024-05-06T09:00:00", runFromStep: 0 };
    expect(routeClock(running, { recursionLimit: 25, metadata: { langgraph_step: 10 } })).toBe(NEXT_TICK);
    expect(routeClock(running, { recursionLimit: 25, metadata: { langgraph_step: 22 } })).toBe(STEP_LIMIT);
    expect(routeClock(running, { recursionLimit: 100_000, metadata: { langgraph_step: 22 } })).toBe(NEXT_TICK);
    // Steps count across a thread's invocations; the limit is per invocation.
    expect(routeClock({ ...running, runFromStep: 500 }, { recursionLimit: 25, metadata: { langgraph_step: 510 } })).toBe(NEXT_TICK);
  });
  it("collects fan-out results and clears them", () => {
    const r = { persona: persona("A"), effects: [], movement: null, usage: {} };
    expect(collectResults({ A: r }, { B: r })).toEqual({ A: r, B: r });
    expect(collectResults({ A: r }, null)).toEqual({});
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
  const t = { secondsPerTick: 10 };
  const allSeen = async (p: TownPersona) => {
    // Everything in view already among the latest memories.
    const { eventsInView, describeEvent } = await import("../nodes/persona/perceive.js");
    const seen = eventsInView(map, p.scratch.currTile!, [], p.scratch.visionR, p.scratch.attBandwidth).map(describeEvent);
    return { latestEvents: async () => seen.map((e) => [e.subject, e.predicate, e.object] as [string, string, string]) };
  };

  it("steps without thinking when nothing changed", async () => {
    const p = busy();
    expect(await reasonToThink(p, "2024-05-06T09:00:10", map, [], await allSeen(p), t)).toBeNull();
  });
  it("thinks on a new day, when the action ended, on a new event, and when a reflection is due", async () => {
    const p = busy();
    expect(await reasonToThink(p, "2024-05-07T00:00:00", map, [], await allSeen(p), t)).toBe("new day");
    expect(await reasonToThink(p, "2024-05-06T10:00:00", map, [], await allSeen(p), t)).toBe("action finished");
    expect(await reasonToThink(p, "2024-05-06T09:00:10", map, [], noMemories, t)).toBe("new event in view");
    const due = busy({ importanceTriggerCurr: 0 });
    expect(await reasonToThink(due, "2024-05-06T09:00:10", map, [], await allSeen(due), t)).toBe("reflection due");
  });
});
