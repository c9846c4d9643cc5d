import { describe, expect, it } from "vitest";
import {
  chooseFocusedEvent,
  closedReactionGate,
  closedWaitGate,
  coreActivity,
  waitActivity,
  waitMinutes,
  waitUntil,
  type PerceivedEvent,
} from "../nodes/persona/reactionRules.js";
import { actionEnd } from "../state/replan.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";

const t = DEFAULT_THRESHOLDS;
const at = (hm: string) => `2023-02-13T${hm}`;
const first = () => 0;
const last = () => 0.999999;

describe("chooseFocusedEvent (the original's _choose_retrieved)", () => {
  const self = "Isabella Rodriguez";
  const own: PerceivedEvent = { subject: self, description: "Isabella Rodriguez is making coffee" };
  const stove: PerceivedEvent = { subject: "the Ville:Hobbs Cafe:cafe:stove", description: "stove is idle" };
  const fridge: PerceivedEvent = { subject: "the Ville:Hobbs Cafe:cafe:fridge", description: "fridge is being opened" };
  const oven: PerceivedEvent = { subject: "the Ville:Hobbs Cafe:cafe:oven", description: "oven is heating" };
  const maria: PerceivedEvent = { subject: "Maria Lopez", description: "Maria Lopez is studying" };
  const klaus: PerceivedEvent = { subject: "Klaus Mueller", description: "Klaus Mueller is idle" };

  it("prefers another persona's event over objects", () => {
    expect(chooseFocusedEvent([stove, own, fridge, maria], self, first)).toBe(maria);
  });
  it("picks among persona events with the given random function, idle ones included", () => {
    expect(chooseFocusedEvent([maria, fridge, klaus], self, first)).toBe(maria);
    expect(chooseFocusedEvent([maria, fridge, klaus], self, last)).toBe(klaus);
  });
  it("falls back to a non-idle event, never its own", () => {
    expect(chooseFocusedEvent([own, stove, fridge, oven], self, first)).toBe(fridge);
    expect(chooseFocusedEvent([own, stove, fridge, oven], self, last)).toBe(oven);
  });
  it("returns null when only own or idle events are left", () => {
    expect(chooseFocusedEvent([own, stove], self, first)).toBeNull();
    expect(chooseFocusedEvent([], self, first)).toBeNull();
  });
  it("keeps the caller's list intact and copes with a random source returning 1", () => {
    const perceived = [own, maria];
    expect(chooseFocusedEvent(perceived, self, () => 1)).toBe(maria);
    expect(perceived).toEqual([own, maria]);
  });
});

describe("closedReactionGate (top of _should_react)", () => {
  it("closes while chatting or waiting", () => {
    expect(closedReactionGate({ chattingWith: "Maria Lopez", actAddress: "a:b:c" })).toBe("already chatting");
    expect(closedReactionGate({ chattingWith: null, actAddress: "<waiting> 12 40" })).toBe("already waiting");
    expect(closedReactionGate({ chattingWith: null, actAddress: "a:b:c" })).toBeNull();
  });
});

describe("closedWaitGate (the original's lets_react, in its order)", () => {
  const place = "the Ville:Hobbs Cafe:cafe:coffee machine";
  const initiator = {
    currTime: at("09:00:00"),
    actAddress: place,
    actDescription: "making coffee (grinding beans)",
    plannedPath: [[10, 12]] as Array<[number, number]>,
  };
  const target = { actAddress: place, actDescription: "making coffee (brewing)", plannedPath: [] };

  it("is open for two awake personas heading to the same object, the initiator still walking", () => {
    expect(closedWaitGate(initiator, target, t)).toBeNull();
  });
  it("closes without an action address or description", () => {
    expect(closedWaitGate({ ...initiator, actAddress: null }, target, t)).toBe("no current action");
    expect(closedWaitGate(initiator, { ...target, actDescription: null }, t)).toBe("no current action");
  });
  it("closes when someone is sleeping", () => {
    expect(closedWaitGate(initiator, { ...target, actDescription: "sleeping" }, t)).toBe("someone is sleeping");
    expect(closedWaitGate({ ...initiator, actDescription: "sleeping" }, target, t)).toBe("someone is sleeping");
  });
  it("closes from the late hour on", () => {
    expect(closedWaitGate({ ...initiator, currTime: at("22:59:50") }, target, t)).toBeNull();
    expect(closedWaitGate({ ...initiator, currTime: at("23:00:00") }, target, t)).toBe("late hour");
    expect(closedWaitGate(initiator, target, { lateHourCutoff: 9 })).toBe("late hour");
    expect(closedWaitGate({ ...initiator, currTime: null }, target, t)).toBe("no current time");
  });
  it("closes when the target is waiting", () => {
    const waiting = { ...target, actDescription: "waiting to start brewing" };
    expect(closedWaitGate(initiator, waiting, t)).toBe("target is waiting");
  });
  it("closes once the initiator has arrived (empty planned path)", () => {
    expect(closedWaitGate({ ...initiator, plannedPath: [] }, target, t)).toBe("initiator has arrived");
  });
  it("closes when they act at different addresses", () => {
    expect(closedWaitGate(initiator, { ...target, actAddress: "the Ville:Hobbs Cafe:cafe:counter" }, t)).toBe(
      "not the same place",
    );
  });
  it("reports the first closed gate in the original's order", () => {
    const everything = { ...initiator, currTime: at("23:30:00"), plannedPath: [], actDescription: "sleeping" };
    expect(closedWaitGate(everything, { ...target, actAddress: "elsewhere" }, t)).toBe("someone is sleeping");
  });
});

describe("waiting", () => {
  const target = { actStartTime: at("10:00:30"), actDuration: 30 };
  it("waits until the minute before the target's action ends: start rounded up + duration − 1 minute", () => {
    expect(waitUntil(target)).toBe(at("10:30:00")); // the target's action ends at 10:31 (started 10:00:30 -> 10:01)
    expect(waitUntil({ actStartTime: at("10:00:00"), actDuration: 30 })).toBe(at("10:29:00"));
    expect(waitUntil({ actStartTime: null, actDuration: 30 })).toBeNull();
    expect(waitUntil({ actStartTime: at("10:00:00"), actDuration: null })).toBeNull();
  });
  it("lasts from now rounded up to the minute after that time, so the wait ends with the target's action", () => {
    const endOf = (a: { actStartTime: string; actDuration: number }) =>
      actionEnd({ actAddress: "x", ...a, chattingWith: null, chattingEndTime: null });
    for (const targetStart of [at("10:00:00"), at("10:00:20")]) {
      const targetAction = { actStartTime: targetStart, actDuration: 30 };
      const until = waitUntil(targetAction)!;
      for (const now of [at("10:05:00"), at("10:05:20"), at("10:05:40")]) {
        // The original counted from 10:05 for a wait begun at 10:05:20 or 10:05:40: it ended a minute late.
        expect(endOf({ actStartTime: now, actDuration: waitMinutes(now, until) }), `${now} for ${targetStart}`).toBe(endOf(targetAction));
      }
    }
    expect(waitMinutes(at("10:05:00"), at("10:29:00"))).toBe(25);
    expect(waitMinutes(at("10:05:40"), at("10:29:00"))).toBe(24);
  });
  it("is at least a minute and works across midnight", () => {
    expect(waitMinutes(at("10:40:00"), at("10:29:30"))).toBe(1);
    expect(waitMinutes(at("23:50:00"), "2023-02-14T00:09:00")).toBe(20);
  });
  it("describes the wait from the waiting persona's own core activity", () => {
    expect(waitActivity("making coffee (grinding beans)")).toBe("waiting before grinding beans");
    expect(waitActivity("making coffee")).toBe("waiting before making coffee");
    expect(waitActivity("grabbing lunch (sitting down to eat)")).toBe("waiting before sitting down to eat");
    // Whoever waits at the place has arrived: the wait is before what comes after arriving.
    expect(waitActivity("attending the storm meeting (arriving and finding a seat)")).toBe("waiting before finding a seat");
    expect(waitActivity("attending the storm meeting (arriving)")).toBe("waiting before attending the storm meeting");
    expect(waitActivity("stopping at the bakery (walking over)")).toBe("waiting before stopping at the bakery");
    expect(coreActivity("sleeping")).toBe("sleeping"); // the original gave "sleepin"
    expect(coreActivity("cafe (open) (serving (tea)")).toBe("tea");
    expect(coreActivity("painting ()")).toBe("painting");
  });
});
