import { describe, expect, it } from "vitest";
import { chatEndsThisTick, reflectionSources } from "../nodes/persona/reflect.js";
import {
  ACT,
  ACTION_FINISHED,
  ACTION_ONGOING,
  CHAT,
  FIRST_DAY,
  NEW_DAY,
  NO_REACTION,
  REFLECT,
  WAIT,
  routeAction,
  routeNewDay,
  routeReaction,
  routeReflection,
} from "../nodes/persona/routes.js";
import { ScratchSchema, type MemoryNode, type MemoryNodeType, type Scratch, type ScratchInput } from "../state/persona.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
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
    livingArea: "Larkspur:Ada Okafor's house:bedroom",
    dailyPlanReq: "Ada Okafor bakes from 5am.",
    ...HYPERPARAMETERS,
    ...overrides,
  });
}

const at = (hms: string) => `2024-05-09T${hms}`;

/** Baking from 08:00 for 30 minutes: it ends at 08:30:00. */
const baking = makeScratch({
  actAddress: "Larkspur:Okafor Bakery:kitchen:oven",
  actStartTime: at("08:00:00"),
  actDuration: 30,
  actDescription: "baking bread",
});

/** Chatting with Mei until 08:30:00. */
const chatting = makeScratch({
  actAddress: "<persona> Mei Lin",
  actStartTime: at("08:20:00"),
  actDuration: 10,
  actEvent: ["Ada Okafor", "chat with", "Mei Lin"],
  chattingWith: "Mei Lin",
  chat: [["Ada Okafor", "Good morning!"], ["Mei Lin", "Morning, Ada."]],
  chattingEndTime: at("08:30:00"),
});

describe("routeAction", () => {
  it("is ongoing before the end, finished at it", () => {
    expect(routeAction({ scratch: baking, clock: { time: at("08:29:50"), tick: 1 } })).toBe(ACTION_ONGOING);
    expect(routeAction({ scratch: baking, clock: { time: at("08:30:00"), tick: 1 } })).toBe(ACTION_FINISHED);
  });

  it("is finished after the end too (now >= end, not equality): a tick that skipped the exact second", () => {
    expect(routeAction({ scratch: baking, clock: { time: at("08:30:05"), tick: 1 } })).toBe(ACTION_FINISHED);
    expect(routeAction({ scratch: baking, clock: { time: "2024-05-10T08:00:00", tick: 1 } })).toBe(ACTION_FINISHED);
  });

  it("compares dates as well: the same hour the day before is not the end", () => {
    expect(routeAction({ scratch: baking, clock: { time: "2024-05-08T08:45:00", tick: 1 } })).toBe(ACTION_ONGOING);
  });

  it("is finished when there is no action", () => {
    expect(routeAction({ scratch: makeScratch(), clock: { time: at("08:00:00"), tick: 0 } })).toBe(ACTION_FINISHED);
  });

  it("ends a chat at its chatting end time", () => {
    expect(routeAction({ scratch: chatting, clock: { time: at("08:29:50"), tick: 1 } })).toBe(ACTION_ONGOING);
    expect(routeAction({ scratch: chatting, clock: { time: at("08:30:05"), tick: 1 } })).toBe(ACTION_FINISHED);
  });
});

describe("routeNewDay", () => {
  const clock = { time: at("08:10:00"), tick: 1 };
  it("sends a new day to the identity reviser and the first day to the planner", () => {
    expect(routeNewDay({ scratch: baking, clock, newDay: "new day" })).toBe(NEW_DAY);
    expect(routeNewDay({ scratch: baking, clock, newDay: "first day" })).toBe(FIRST_DAY);
  });
  it("otherwise routes on the action", () => {
    expect(routeNewDay({ scratch: baking, clock, newDay: null })).toBe(ACTION_ONGOING);
    expect(routeNewDay({ scratch: baking, clock: { time: at("08:30:05"), tick: 2 }, newDay: null })).toBe(ACTION_FINISHED);
  });
});

describe("routeReaction", () => {
  it("routes on the reaction's mode", () => {
    expect(routeReaction({ reaction: { mode: "chat", target: "Mei Lin" } })).toBe(CHAT);
    expect(routeReaction({ reaction: { mode: "wait", target: "Mei Lin", until: at("09:00:00") } })).toBe(WAIT);
    expect(routeReaction({ reaction: { mode: "none", reason: "nobody around" } })).toBe(NO_REACTION);
    expect(routeReaction({ reaction: null })).toBe(NO_REACTION);
  });
});

describe("routeReflection", () => {
  const route = (scratch: Scratch, time: string) => routeReflection({ scratch, clock: { time, tick: 1, secondsPerTick: 10 } });

  it("reflects when the importance trigger is spent: 0 counts, below 0 too", () => {
    expect(route(makeScratch({ importanceTriggerCurr: 0 }), at("08:00:00"))).toBe(REFLECT);
    expect(route(makeScratch({ importanceTriggerCurr: -3 }), at("08:00:00"))).toBe(REFLECT);
    expect(route(makeScratch({ importanceTriggerCurr: 1 }), at("08:00:00"))).toBe(ACT);
  });

  it("reflects when a chat ends within the next tick", () => {
    expect(route(chatting, at("08:29:50"))).toBe(REFLECT); // ends exactly one tick from now
    expect(route(chatting, at("08:29:55"))).toBe(REFLECT); // ends before the next tick
    expect(route(chatting, at("08:29:40"))).toBe(ACT); // two ticks away
    expect(route(chatting, at("08:30:00"))).toBe(ACT); // already over
  });

  it("reads the tick length from the clock", () => {
    expect(routeReflection({ scratch: chatting, clock: { time: at("08:29:00"), tick: 1, secondsPerTick: 60 } })).toBe(REFLECT);
    expect(routeReflection({ scratch: chatting, clock: { time: at("08:29:00"), tick: 1, secondsPerTick: 10 } })).toBe(ACT);
  });
});

describe("chatEndsThisTick", () => {
  const ending = { chattingEndTime: at("12:00:00") };
  it("is true when the end is in (now, now + secondsPerTick]", () => {
    expect(chatEndsThisTick(ending, at("11:59:50"), 10)).toBe(true);
    expect(chatEndsThisTick(ending, at("11:59:59"), 10)).toBe(true);
  });
  it("is false at or after the end, and more than a tick before it", () => {
    expect(chatEndsThisTick(ending, at("12:00:00"), 10)).toBe(false);
    expect(chatEndsThisTick(ending, at("12:00:05"), 10)).toBe(false);
    expect(chatEndsThisTick(ending, at("11:59:49"), 10)).toBe(false);
  });
  it("compares full date-times across midnight, and is false with no chat", () => {
    expect(chatEndsThisTick({ chattingEndTime: "2024-05-10T00:00:00" }, "2024-05-09T23:59:50", 10)).toBe(true);
    expect(chatEndsThisTick({ chattingEndTime: "2024-05-10T11:59:55" }, at("11:59:50"), 10)).toBe(false);
    expect(chatEndsThisTick({ chattingEndTime: null }, at("11:59:50"), 10)).toBe(false);
  });
});

describe("reflectionSources", () => {
  let index = 0;
  const node = (type: MemoryNodeType, embeddingKey: string, lastAccessed: string): MemoryNode => {
    index += 1;
    return {
      id: `node_${index}`,
      index,
      type,
      depth: type === "thought" ? 1 : 0,
      created: at("06:00:00"),
      expiration: null,
      lastAccessed,
      subject: "Ada Okafor",
      predicate: "is",
      object: "x",
      description: embeddingKey,
      embeddingKey,
      poignancy: 4,
      keywords: [],
      filling: null,
    };
  };
  const kneading = node("event", "Ada Okafor is kneading dough", at("08:10:00"));
  const ovenIdle = node("event", "oven is idle", at("08:00:00"));
  const chat = node("chat", "conversing about the poetry night", at("07:00:00"));
  const insight = node("thought", "Ada Okafor cares about her regulars", at("07:30:00"));
  const meiArrives = node("event", "Mei Lin is buying bread", at("08:20:00"));
  const early = node("event", "Ada Okafor is waking up", at("05:00:00"));
  const all = [kneading, ovenIdle, chat, insight, meiArrives, early];

  it("leaves out chats and idle events, and orders the rest by last access", () => {
    expect(reflectionSources(all, 0)).toEqual([early, insight, kneading, meiArrives]);
  });

  it("keeps only the last `count` (the most recently accessed)", () => {
    expect(reflectionSources(all, 2)).toEqual([kneading, meiArrives]);
    expect(reflectionSources(all, 1)).toEqual([meiArrives]);
    expect(reflectionSources(all, 10)).toEqual([early, insight, kneading, meiArrives]);
  });

  it("takes all of them when count is 0", () => {
    expect(reflectionSources(all, 0)).toHaveLength(4);
  });

  it("does not reorder the caller's array", () => {
    const copy = [...all];
    reflectionSources(copy, 0);
    expect(copy).toEqual(all);
  });
});

describe("edge labels name the thresholds they stand for", () => {
  const labels = { NEW_DAY, FIRST_DAY, ACTION_FINISHED, ACTION_ONGOING, CHAT, WAIT, NO_REACTION, REFLECT, ACT };

  it("are distinct (each maps to its own edge)", () => {
    expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
  });

  it("name the rule's thresholds", () => {
    expect(CHAT).toContain("chatCooldownTicks");
    expect(CHAT).toContain("lateHourCutoff");
    expect(ACTION_FINISHED).toContain("decompositionThresholdMinutes");
    expect(ACTION_FINISHED).toContain("lateHourCutoff");
    expect(REFLECT).toContain("importanceTriggerCurr");
  });

  it("name only real thresholds or scratch fields", () => {
    const known = new Set([...Object.keys(DEFAULT_THRESHOLDS), ...Object.keys(ScratchSchema.shape)]);
    const named = Object.values(labels).flatMap((label) => label.match(/\b[a-z]+(?:[A-Z][a-z]*)+\b/g) ?? []);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(known, `"${name}" in an edge label`).toContain(name);
  });
});
