import { describe, expect, it } from "vitest";
import { accessibleArenas, accessibleSectors, entryStart, residentOf } from "../nodes/persona/shortTermScheduler.js";
import { ScratchSchema, type ScheduleEntry, type Scratch, type ScratchInput, type SpatialMemory } from "../state/persona.js";
import { applyEffect } from "../state/personaEffects.js";
import { DEFAULT_THRESHOLDS as t } from "../state/thresholds.js";
import type { JoinChatEffect } from "../state/personaTick.js";
import { newMemoryCursor } from "../tools/memory/memoryStream.js";
import { tickEvents, type PersonaSlot } from "../drivers/town/villageSession.js";
import { HYPERPARAMETERS } from "./support/scratch.js";

function makeScratch(overrides: Partial<ScratchInput> = {}): Scratch {
  return ScratchSchema.parse({
    name: "Mei Lin",
    firstName: "Mei",
    lastName: "Lin",
    age: 29,
    innate: "observant, curious",
    learned: "Mei Lin is a painter.",
    currently: "Mei Lin is preparing an exhibition.",
    lifestyle: "Mei Lin wakes up around 8am.",
    livingArea: "Larkspur:Mei Lin's house:bedroom",
    dailyPlanReq: "Mei Lin sketches in Willow Park in the morning.",
    ...HYPERPARAMETERS,
    ...overrides,
  });
}

describe("applyEffect (joinChat)", () => {
  const sketching = makeScratch({
    fDailySchedule: [["sleeping", 480], ["sketching in Willow Park", 120], ["painting", 840]],
    currTile: [12, 13],
    actAddress: "Larkspur:Willow Park:lawn:park bench",
    actStartTime: "2024-05-09T08:00:00",
    actDuration: 120,
    actDescription: "sketching in Willow Park",
    actPronunciatio: "✏️",
    actEvent: ["Mei Lin", "is", "sketching"],
    actObjDescription: "being sat on",
    actObjPronunciatio: "🪑",
    actObjEvent: ["Larkspur:Willow Park:lawn:park bench", "is", "sat on"],
    chattingWithBuffer: { "Ada Okafor": 5, "Tomas Reyes": 12 },
    actPathSet: true,
    plannedPath: [[12, 14]],
  });
  const transcript: JoinChatEffect["transcript"] = [
    ["Ada Okafor", "Mei! Coming to the poetry night?"],
    ["Mei Lin", "I might read a poem."],
  ];
  // What the initiator's tick planned for the rest of Mei's window (08:35-10:00) after the chat.
  const replanFill: ScheduleEntry[] = [["sketching in Willow Park", 55], ["walking home", 30]];
  const effect: JoinChatEffect = {
    kind: "joinChat",
    persona: "Mei Lin",
    with: "Ada Okafor",
    transcript,
    description: "conversing about the poetry night",
    startTime: "2024-05-09T08:30:00",
    durationMinutes: 5,
    endTime: "2024-05-09T08:35:00",
    cooldownTicks: 800,
    replanFill,
    actEvent: ["Mei Lin", "chat with", "Ada Okafor"],
  };

  it("makes the chat the partner's current action, heading for the initiator", () => {
    const joined = applyEffect(sketching, effect, t);
    expect(joined).toMatchObject({
      actAddress: "<persona> Ada Okafor",
      actStartTime: "2024-05-09T08:30:00",
      actDuration: 5,
      actDescription: "conversing about the poetry night",
      actEvent: ["Mei Lin", "chat with", "Ada Okafor"],
      actObjDescription: null,
      actObjPronunciatio: null,
      actObjEvent: [null, null, null],
      actPathSet: false,
    });
  });

  it("sets the chat fields: partner, transcript, end time", () => {
    const joined = applyEffect(sketching, effect, t);
    expect(joined.chattingWith).toBe("Ada Okafor");
    expect(joined.chat).toEqual(transcript);
    expect(joined.chattingEndTime).toBe("2024-05-09T08:35:00");
  });

  it("re-plans the schedule around the chat: the chat at its start, then the planned rest of the window", () => {
    expect(applyEffect(sketching, effect, t).fDailySchedule).toEqual([
      ["sleeping", 480],
      ["sketching in Willow Park", 30],
      ["sketching in Willow Park (conversing about the poetry night)", 5],
      ["sketching in Willow Park", 55],
      ["walking home", 30],
      ["painting", 840],
    ]);
  });

  it("re-plans the schedule as it is when applied: the partner's own decomposition of the same tick is kept", () => {
    // Mei decomposed her painting in the tick the chat started; the initiator planned on the schedule before that.
    const decomposed: ScheduleEntry[] = [["sleeping", 480], ["sketching in Willow Park", 120], ["painting (mixing colours)", 30], ["painting (sketching the outline)", 810]];
    expect(applyEffect({ ...sketching, fDailySchedule: decomposed }, effect, t).fDailySchedule).toEqual([
      ["sleeping", 480],
      ["sketching in Willow Park", 30],
      ["sketching in Willow Park (conversing about the poetry night)", 5],
      ["sketching in Willow Park", 55],
      ["walking home", 30],
      ["painting (mixing colours)", 30],
      ["painting (sketching the outline)", 810],
    ]);
  });

  it("falls back to resuming the partner's plan when the planned rest no longer fits its window", () => {
    const moved = { ...sketching, fDailyScheduleHourlyOrg: [["sleeping", 480], ["sketching in Willow Park", 60], ["painting", 900]] as ScheduleEntry[] };
    expect(applyEffect(moved, effect, t).fDailySchedule).toEqual([
      ["sleeping", 480],
      ["sketching in Willow Park", 30],
      ["sketching in Willow Park (conversing about the poetry night)", 5],
      ["sketching in Willow Park", 90], // the interrupted entry resumed, the day's end trimmed
      ["painting", 835],
    ]);
  });

  it("sets the cooldown on the initiator to the effect's ticks and keeps the other cooldowns", () => {
    expect(applyEffect(sketching, { ...effect, cooldownTicks: 400 }, t).chattingWithBuffer).toEqual({
      "Ada Okafor": 400,
      "Tomas Reyes": 12,
    });
    expect(applyEffect(makeScratch(), effect, t).chattingWithBuffer).toEqual({ "Ada Okafor": 800 });
  });

  it("keeps who and where the partner is, and does not change its input", () => {
    const before = structuredClone(sketching);
    const joined = applyEffect(sketching, effect, t);
    expect(joined.name).toBe("Mei Lin");
    expect(joined.currTile).toEqual([12, 13]);
    expect(sketching).toEqual(before);
  });

  it("throws for an effect meant for someone else", () => {
    expect(() => applyEffect(makeScratch({ name: "Tomas Reyes" }), effect, t)).toThrow(/Mei Lin/);
  });
});

describe("tickEvents", () => {
  const slot = (overrides: Partial<ScratchInput>): PersonaSlot => {
    const scratch = makeScratch(overrides);
    return { scratch, spatial: {}, memory: newMemoryCursor(scratch.name) };
  };
  const OVEN = "Larkspur:Okafor Bakery:kitchen:oven";
  const baking = {
    name: "Ada Okafor",
    currTile: [3, 3] as [number, number],
    actAddress: OVEN,
    actDescription: "baking bread (kneading dough)",
    actEvent: ["Ada Okafor", "is", "baking"] as [string, string, string],
    actObjDescription: "being heated",
    actObjEvent: [OVEN, "is", "heated"] as [string, string, string],
  };

  it("places each persona's action event at its tile", () => {
    const events = tickEvents([
      slot({ ...baking, plannedPath: [[3, 4]] }),
      slot({ currTile: [12, 13], actDescription: "sketching", actEvent: ["Mei Lin", "is", "sketching"] }),
    ]);
    expect(events).toEqual([
      { tile: [3, 3], subject: "Ada Okafor", predicate: "is", object: "baking", description: "baking bread (kneading dough)" },
      { tile: [12, 13], subject: "Mei Lin", predicate: "is", object: "sketching", description: "sketching" },
    ]);
  });

  it("adds the object's event only once the persona has arrived (no path left)", () => {
    expect(tickEvents([slot({ ...baking, plannedPath: [[3, 4]] })]).map((e) => e.subject)).toEqual(["Ada Okafor"]);
    expect(tickEvents([slot({ ...baking, plannedPath: [] })])).toEqual([
      { tile: [3, 3], subject: "Ada Okafor", predicate: "is", object: "baking", description: "baking bread (kneading dough)" },
      { tile: [3, 3], subject: OVEN, predicate: "is", object: "heated", description: "being heated" },
    ]);
  });

  it("adds no object event when the object event has no predicate", () => {
    const events = tickEvents([slot({ ...baking, actObjEvent: [OVEN, null, null], actObjDescription: null })]);
    expect(events.map((e) => e.subject)).toEqual(["Ada Okafor"]);
  });

  it("skips a persona who is not on the map", () => {
    expect(tickEvents([slot({ ...baking, currTile: null })])).toEqual([]);
  });
});

describe("shortTermScheduler helpers", () => {
  it("entryStart: the minute of the day at which an entry starts", () => {
    const schedule: ScheduleEntry[] = [["sleeping", 360], ["waking up", 30], ["baking", 90], ["selling", 960]];
    expect(entryStart(schedule, 0)).toBe(0);
    expect(entryStart(schedule, 1)).toBe(360);
    expect(entryStart(schedule, 3)).toBe(480);
    expect(entryStart(schedule, 4)).toBe(1440);
    expect(entryStart([["sleeping", 360], ["oops", -15], ["baking", 60]], 2)).toBe(360); // negatives count as 0
  });

  const spatial: SpatialMemory = {
    Larkspur: {
      "Okafor Bakery": { kitchen: ["oven"], "shop floor": ["bread display"] },
      "Willow Park": { lawn: ["park bench"] },
      "Ada Okafor's house": { bedroom: ["bed"], kitchen: ["stove"] },
      "Tomas Reyes's house": { bedroom: ["bed"] },
      "Mei Lin's house": { bedroom: ["bed"], studio: ["easel"] },
      "Larkspur Library": {
        "reading room": ["bookshelf"],
        "Tomas Reyes's room": ["desk"],
        "Ada Okafor's room": ["armchair"],
        "common room": ["sofa"],
      },
    },
  };

  it("accessibleSectors: public places and one's own house, not other people's houses", () => {
    expect(accessibleSectors(spatial, "Larkspur", "Okafor")).toEqual([
      "Okafor Bakery",
      "Willow Park",
      "Ada Okafor's house",
      "Larkspur Library",
    ]);
    expect(accessibleSectors(spatial, "Larkspur", "Lin")).toEqual([
      "Okafor Bakery",
      "Willow Park",
      "Mei Lin's house",
      "Larkspur Library",
    ]);
    expect(accessibleSectors(spatial, "Elsewhere", "Lin")).toEqual([]);
  });

  it("accessibleArenas: other people's rooms excluded unless they carry the persona's last name", () => {
    expect(accessibleArenas(spatial, "Larkspur", "Larkspur Library", "Okafor")).toEqual([
      "reading room",
      "Ada Okafor's room",
      "common room",
    ]);
    expect(accessibleArenas(spatial, "Larkspur", "Larkspur Library", "Lin")).toEqual(["reading room", "common room"]);
    expect(accessibleArenas(spatial, "Larkspur", "Mei Lin's house", "Lin")).toEqual(["bedroom", "studio"]);
    expect(accessibleArenas(spatial, "Larkspur", "Nowhere", "Lin")).toEqual([]);
  });

  it("accessibleArenas: a room named by one's first name, or one's home room, is one's own (a village spec's \"Ifeoma's room\")", () => {
    const cottage = { Saltmere: { "Harbour Row cottage": { "Ifeoma's room": ["bed"], "Morwen's room": ["bed"], kitchen: ["stove"] }, "Ifeoma's house": { hall: ["coat hook"] } } };
    const ifeoma = { firstName: "Ifeoma", lastName: "Bassey", livingArea: "Saltmere:Harbour Row cottage:Ifeoma's room" };
    expect(accessibleArenas(cottage, "Saltmere", "Harbour Row cottage", ifeoma)).toEqual(["Ifeoma's room", "kitchen"]);
    expect(accessibleArenas(cottage, "Saltmere", "Harbour Row cottage", { ...ifeoma, firstName: "Ife", livingArea: "Saltmere:Harbour Row cottage:Ifeoma's room" })).toEqual(["Ifeoma's room", "kitchen"]);
    expect(accessibleArenas(cottage, "Saltmere", "Harbour Row cottage", { firstName: "Morwen", lastName: "Ellery" })).toEqual(["Morwen's room", "kitchen"]);
    expect(accessibleSectors(cottage, "Saltmere", ifeoma)).toEqual(["Harbour Row cottage", "Ifeoma's house"]);
    expect(accessibleSectors(cottage, "Saltmere", { firstName: "Morwen", lastName: "Ellery" })).toEqual(["Harbour Row cottage"]);
  });

  it("a flat, cottage or house that is someone else's home is theirs, whatever its name (Saltmere's Net Loft \"flat one\" is Benedikt's)", () => {
    const saltmere = {
      Saltmere: {
        "Net Loft flats": { "flat one": ["bed", "desk", "stove"], "flat two": ["bed", "desk", "stove"], "flat three": ["bed", "armchair", "stove"] },
        "Pennock house": { "main bedroom": ["double bed"], "Jory's bedroom": ["bed"], kitchen: ["kitchen table"] },
        "The Anchor Inn": { "bar room": ["bar"] },
      },
    };
    const homes = { benedikt: "Saltmere:Net Loft flats:flat one", lowenna: "Saltmere:Net Loft flats:flat two", farid: "Saltmere:Net Loft flats:flat three", ruth: "Saltmere:Pennock house:main bedroom", ewan: "Saltmere:Pennock house:main bedroom", jory: "Saltmere:Pennock house:Jory's bedroom" };
    const resident = (first: string, last: string, home: string) => ({ firstName: first, lastName: last, livingArea: home, othersHomes: Object.values(homes).filter((h, i) => Object.values(homes).indexOf(h) === i) });
    const lowenna = resident("Lowenna", "Hale", homes.lowenna);
    expect(accessibleArenas(saltmere, "Saltmere", "Net Loft flats", lowenna)).toEqual(["flat two"]);
    expect(accessibleArenas(saltmere, "Saltmere", "Net Loft flats", resident("Farid", "Rahimi", homes.farid))).toEqual(["flat three"]);
    // Someone else's house is kept from one even when one has come to know it; one's own, shared with a spouse, is not.
    expect(accessibleSectors(saltmere, "Saltmere", lowenna)).toEqual(["Net Loft flats", "The Anchor Inn"]);
    const ewan = resident("Ewan", "Pennock", homes.ewan);
    expect(accessibleSectors(saltmere, "Saltmere", ewan)).toEqual(["Pennock house", "The Anchor Inn"]);
    expect(accessibleArenas(saltmere, "Saltmere", "Pennock house", ewan)).toEqual(["main bedroom", "kitchen"]);
    expect(accessibleArenas(saltmere, "Saltmere", "Pennock house", resident("Jory", "Pennock", homes.jory))).toEqual(["Jory's bedroom", "kitchen"]);
  });

  it("knows everyone's home from the village, not only the homes of those near this tick", () => {
    const lowenna = { name: "Lowenna Hale", firstName: "Lowenna", lastName: "Hale", livingArea: "Saltmere:Net Loft flats:flat two" } as Parameters<typeof residentOf>[0];
    const homes = { "Lowenna Hale": "Saltmere:Net Loft flats:flat two", "Benedikt Kowal": "Saltmere:Net Loft flats:flat one" };
    // Benedikt is at his chandlery, out of reach: his flat is his all the same.
    expect(residentOf(lowenna, homes, {}).othersHomes).toEqual(["Saltmere:Net Loft flats:flat one"]);
    expect(residentOf(lowenna, undefined, { "Farid Rahimi": { scratch: { livingArea: "Saltmere:Net Loft flats:flat three" } } }).othersHomes).toEqual(["Saltmere:Net Loft flats:flat three"]);
  });
});
