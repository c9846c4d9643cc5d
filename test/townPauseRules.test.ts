/**
 * The pure rules of pausing a town run: pause points read against the clock, where a step stops, which events pause
 * it, what a pause spends, the routers, reading a person's command and a persona's name, the steering log's reducer,
 * and the day schedule an interview and the interactive session show.
 */
import { describe, expect, it } from "vitest";
import { afterStep, pauseEvents } from "../nodes/town/pausePoints.js";
import { ASK_AGAIN, DONE, INTERVIEW, NEXT_STEP, PAUSE, RESUMED, RESUMED_AT_END, routeClock, routePause, WHISPER } from "../nodes/town/routes.js";
import { planFromNow, timedSchedule } from "../state/daySchedule.js";
import type { Scratch } from "../state/persona.js";
import type { TownPersona } from "../state/town.js";
import { appendSteering, personaNamed, pausePointsOf, readCommand, stopTick, type PausedAt, type SteeringEntry } from "../state/townPause.js";
import { questionFor } from "../examples/interviewQuestions.js";
import { KEEP, LEAVE, routeKeep } from "../nodes/interview/routes.js";

const clock = { time: "2024-05-06T09:00:00", tick: 100, secondsPerTick: 10 };

describe("pause points", () => {
  it("are read against the clock: ticks count from now, the earlier of two tick points wins, events once each", () => {
    expect(pausePointsOf({ ticks: 30 }, 100)).toEqual({ time: null, tick: 130, on: [] });
    expect(pausePointsOf({ ticks: 30, tick: 120 }, 100)).toEqual({ time: null, tick: 120, on: [] });
    expect(pausePointsOf({ at: "2024-05-06T10:00:00", on: ["reflection", "reflection"] }, 0)).toEqual({
      time: "2024-05-06T10:00:00", tick: null, on: ["reflection"],
    });
    expect(() => pausePointsOf({ at: "10am" } as never, 0)).toThrow(/^Invalid pause field "pause.at": expected a game time/);
    expect(() => pausePointsOf({ when: 3 } as never, 0)).toThrow(/"pause.when"/);
    // Typed in Studio's form: a near name gets the field meant, and every message lists the fields a pause takes.
    expect(() => pausePointsOf({ tiks: 2 } as never, 0)).toThrow('Invalid pause field "pause.tiks": no such field; did you mean "ticks"? (a pause takes at, ticks, tick, on).');
    expect(() => pausePointsOf({ when: 3 } as never, 0)).toThrow('Invalid pause field "pause.when": no such field (a pause takes at, ticks, tick, on).');
    expect(() => pausePointsOf("sometimes" as never, 0)).toThrow('Invalid pause "sometimes": give an object with any of at, ticks, tick, on, e.g. { "ticks": 6 } or { "on": ["conversation"] }.');
  });

  it("end a step at the first tick at or after a time, at a tick, or at once when already passed", () => {
    const points = (p: Partial<{ time: string; tick: number }>) => ({ time: p.time ?? null, tick: p.tick ?? null, on: [] });
    expect(stopTick(null, clock, 460)).toEqual({ endTick: 460, reason: null });
    expect(stopTick(points({ time: "2024-05-06T09:05:00" }), clock, 460)).toEqual({ endTick: 130, reason: "time" });
    expect(stopTick(points({ time: "2024-05-06T09:05:05" }), clock, 460)).toEqual({ endTick: 131, reason: "time" });
    expect(stopTick(points({ time: "2024-05-06T11:00:00" }), clock, 460)).toEqual({ endTick: 460, reason: null });
    expect(stopTick(points({ time: "2024-05-06T08:00:00" }), clock, 460)).toEqual({ endTick: 100, reason: "time" });
    expect(stopTick(points({ tick: 200, time: "2024-05-06T09:05:00" }), clock, 460)).toEqual({ endTick: 130, reason: "time" });
    expect(stopTick(points({ tick: 120, time: "2024-05-06T09:05:00" }), clock, 460)).toEqual({ endTick: 120, reason: "tick" });
    expect(stopTick(points({ tick: 460 }), clock, 460)).toEqual({ endTick: 460, reason: "tick" });
    expect(stopTick(points({ tick: 50 }), clock, 460)).toEqual({ endTick: 100, reason: "tick" });
  });

  it("are spent when reached (a time or tick point), while watched events stay", () => {
    const points = { time: "2024-05-06T09:05:00", tick: 500, on: ["conversation" as const] };
    const stop = { endTick: 130, reason: "time" as const };
    expect(afterStep(points, stop, { endTick: 130, events: [] }, "2024-05-06T09:05:00")).toEqual({
      paused: { reason: "time", time: "2024-05-06T09:05:00", tick: 130, events: [], command: null, reply: null },
      pausePoints: { time: null, tick: 500, on: ["conversation"] },
    });
    const chat = [{ kind: "conversation" as const, text: "A and B started a conversation." }];
    expect(afterStep(points, stop, { endTick: 110, events: chat }, "t")).toEqual({
      paused: { reason: "conversation", time: "t", tick: 110, events: ["A and B started a conversation."], command: null, reply: null },
      pausePoints: points,
    });
    expect(afterStep(points, { endTick: 460, reason: null }, { endTick: 460, events: [] }, "t")).toEqual({ paused: null, pausePoints: points });
    expect(afterStep(null, { endTick: 460, reason: null }, { endTick: 460, events: [] }, "t")).toEqual({ paused: null, pausePoints: null });
  });
});

describe("pause events", () => {
  const persona = (scratch: Partial<Scratch>) => ({ scratch: { chattingWith: null, importanceTriggerCurr: 50, ...scratch } }) as unknown as TownPersona;
  const order = ["Ada", "Tomas", "Mei"];
  const before = { Ada: persona({}), Tomas: persona({}), Mei: persona({ importanceTriggerCurr: 3 }) };

  it("names a conversation once per pair, and a reflection by its reset trigger", () => {
    const after = {
      Ada: persona({ chattingWith: "Tomas" }),
      Tomas: persona({ chattingWith: "Ada" }),
      Mei: persona({ importanceTriggerCurr: 150 }),
    };
    expect(pauseEvents(order, before, after, ["conversation", "reflection"])).toEqual([
      { kind: "conversation", text: "Ada and Tomas started a conversation." },
      { kind: "reflection", text: "Mei reflected." },
    ]);
    expect(pauseEvents(order, before, after, ["reflection"])).toEqual([{ kind: "reflection", text: "Mei reflected." }]);
    expect(pauseEvents(order, before, after, [])).toEqual([]);
  });

  it("ignores a conversation going on and a trigger going down", () => {
    const chatting = { ...before, Ada: persona({ chattingWith: "Tomas" }), Tomas: persona({ chattingWith: "Ada" }) };
    const after = { ...chatting, Mei: persona({ importanceTriggerCurr: 1 }) };
    expect(pauseEvents(order, chatting, after, ["conversation", "reflection"])).toEqual([]);
  });
});

describe("routers", () => {
  const paused: PausedAt = { reason: "time", time: "t", tick: 1, events: [], command: null, reply: null };
  const state = { clock: { start: "s", time: "2024-05-06T09:00:00", tick: 1, secondsPerTick: 10 }, until: "2024-05-06T10:00:00", runFromStep: 0 };

  it("routeClock pauses first, at a pause point, even at until", () => {
    expect(routeClock({ ...state, paused })).toBe(PAUSE);
    expect(routeClock({ ...state, until: "2024-05-06T09:00:00", paused })).toBe(PAUSE);
    expect(routeClock({ ...state, paused: null })).toBe(NEXT_STEP);
    expect(routeClock({ ...state, until: "2024-05-06T09:00:00", paused: null })).toBe(DONE);
  });

  it("routePause carries out the command, or goes on, or asks again", () => {
    expect(routePause({ ...state, paused: null })).toBe(RESUMED);
    expect(routePause({ ...state, until: "2024-05-06T09:00:00", paused: null })).toBe(RESUMED_AT_END);
    expect(routePause({ ...state, paused: { ...paused, command: { action: "whisper", persona: "A", text: "t" } } })).toBe(WHISPER);
    expect(routePause({ ...state, paused: { ...paused, command: { action: "interview", persona: "A", question: "q" } } })).toBe(INTERVIEW);
    expect(routePause({ ...state, paused: { ...paused, command: { action: "keep", persona: "A", question: "q", answer: "a", drewOn: [] } } })).toBe(INTERVIEW);
    expect(routePause({ ...state, paused: { ...paused, reply: { action: "error", error: "e" } } })).toBe(ASK_AGAIN);
  });
});

describe("the interview graph's router", () => {
  it("writes a memory only when the answer is to be kept", () => {
    expect(routeKeep({ keep: true })).toBe(KEEP);
    expect(routeKeep({ keep: false })).toBe(LEAVE);
    expect(routeKeep({ keep: undefined })).toBe(LEAVE);
  });
});

describe("a person's commands", () => {
  it("are read, or refused in one sentence naming the field", () => {
    expect(readCommand(undefined)).toEqual({ action: "continue" });
    expect(readCommand({ action: "continue", pause: { ticks: 6 } })).toEqual({ action: "continue", pause: { ticks: 6 } });
    expect(readCommand({ action: "keep", persona: "A", question: "q", answer: "a" })).toEqual({ action: "keep", persona: "A", question: "q", answer: "a", drewOn: [] });
    expect(readCommand({ action: "whisper", persona: "A" })).toEqual({ error: expect.stringMatching(/field "text"/) });
    expect(readCommand({ action: "continue", pause: { ticks: -1 } })).toEqual({ error: expect.stringMatching(/field "pause.ticks"/) });
    expect(readCommand("go")).toEqual({ error: expect.stringMatching(/^Cannot read the resume value/) });
  });

  it("name personas by full name, any case, first name or a unique start", () => {
    const names = ["Ada Okafor", "Tomas Reyes", "Mei Lin", "Mei Tanaka"];
    expect(personaNamed(names, "Tomas Reyes")).toEqual({ name: "Tomas Reyes" });
    expect(personaNamed(names, "ada")).toEqual({ name: "Ada Okafor" });
    expect(personaNamed(names, "mei lin")).toEqual({ name: "Mei Lin" });
    expect(personaNamed(names, "Tom")).toEqual({ name: "Tomas Reyes" });
    expect(personaNamed(names, "Mei")).toEqual({ error: '"Mei" could be Mei Lin or Mei Tanaka: Ada Okafor, Tomas Reyes, Mei Lin, Mei Tanaka.' });
    expect(personaNamed(names, "Klaus")).toEqual({ error: 'No persona "Klaus" in this town: Ada Okafor, Tomas Reyes, Mei Lin, Mei Tanaka.' });
  });

  it("suggest the one persona a typo is a letter or two from", () => {
    const names = ["Ada Okafor", "Tomas Reyes", "Mei Lin"];
    expect(personaNamed(names, "Mai")).toEqual({ error: 'No persona "Mai" in this town (did you mean Mei Lin?): Ada Okafor, Tomas Reyes, Mei Lin.' });
    expect(personaNamed(names, "Thomas")).toEqual({ error: 'No persona "Thomas" in this town (did you mean Tomas Reyes?): Ada Okafor, Tomas Reyes, Mei Lin.' });
    expect(personaNamed(names, "Ada Okafur")).toEqual({ error: 'No persona "Ada Okafur" in this town (did you mean Ada Okafor?): Ada Okafor, Tomas Reyes, Mei Lin.' });
    // two as near: no guess
    expect(personaNamed([...names, "Mei Tanaka"], "Mai")).toEqual({ error: 'No persona "Mai" in this town: Ada Okafor, Tomas Reyes, Mei Lin, Mei Tanaka.' });
    expect(personaNamed(names, "Zed")).toEqual({ error: 'No persona "Zed" in this town: Ada Okafor, Tomas Reyes, Mei Lin.' });
  });

  it("leave a steering log that only grows", () => {
    const entry = (text: string): SteeringEntry => ({ kind: "whisper", persona: "A", text, time: "t", tick: 1, memoryId: "node_1" });
    const log = [entry("a")];
    expect(appendSteering(log, [entry("b")])).toEqual([entry("a"), entry("b")]);
    expect(log).toEqual([entry("a")]);
  });
});

describe("the day schedule as clock times", () => {
  const schedule: Array<[string, number]> = [["sleeping", 360], ["waking up", 60], ["baking", 120], ["", 0], ["selling bread", 540], ["sleeping", 360]];

  it("gives each entry its start and end and marks the current one", () => {
    expect(timedSchedule(schedule, "2024-05-06T08:30:00")).toEqual([
      { start: "00:00", end: "06:00", activity: "sleeping", minutes: 360, current: false },
      { start: "06:00", end: "07:00", activity: "waking up", minutes: 60, current: false },
      { start: "07:00", end: "09:00", activity: "baking", minutes: 120, current: true },
      { start: "09:00", end: "18:00", activity: "selling bread", minutes: 540, current: false },
      { start: "18:00", end: "24:00", activity: "sleeping", minutes: 360, current: false },
    ]);
  });

  it("lists the rest of the day from the current entry", () => {
    expect(planFromNow(schedule, "2024-05-06T09:00:00")).toEqual(["09:00-18:00 selling bread", "18:00-24:00 sleeping"]);
    expect(planFromNow([], "2024-05-06T09:00:00")).toEqual([]);
  });
});

describe("the bundled questions", () => {
  it("ask each persona about the next one in the village's order", () => {
    const order = ["Ada Okafor", "Tomas Reyes", "Mei Lin"];
    const q = { category: "memory" as const, text: "Who is {other}?" };
    expect(order.map((name) => questionFor(q, name, order))).toEqual(["Who is Tomas Reyes?", "Who is Mei Lin?", "Who is Ada Okafor?"]);
  });
});
