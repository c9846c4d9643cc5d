/**
 * An event someone holds today, in a short town run of a small village built from a spec (the simulated model): the
 * organiser's status says she is holding a picnic on the green today from 5pm to 7pm, her usual day is spent at the
 * school and at home, and the movement log must show her on a tile of the green while it goes on, thinking either
 * way (faithful and economical cognition). The same village without the picnic in her status keeps her off the green
 * then, so the picnic is what brings her there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { InMemoryStore } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { townBuilder } from "../../graphs/town.js";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import type { VillageSpecInput } from "../../state/villageSpec.js";
import { defineVillage } from "../../tools/world/defineVillage.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-village-event-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const DATE = "2025-04-07";
const ORGANISER = "Wren Halloway";
const GREEN = "Alder Green";

function village(currently: string): VillageSpecInput {
  return {
    world: { name: "Alderby", start: `${DATE}T16:00:00`, tickSeconds: 10, layout: "row", seed: 0 },
    places: [
      { sector: "Alderby School", kind: "work", arenas: [{ name: "classroom", objects: ["teacher's desk", "student desk", "blackboard"] }] },
      { sector: GREEN, kind: "public", arenas: [{ name: "green", objects: ["picnic table", "park bench", "old oak"] }] },
      {
        sector: "Halloway cottage",
        kind: "home",
        arenas: [
          { name: "Wren's bedroom", objects: ["bed", "desk"] },
          { name: "kitchen", objects: ["stove", "kitchen table"] },
        ],
      },
      { sector: "Pike house", kind: "home", arenas: [{ name: "Otto's bedroom", objects: ["bed", "armchair"] }, { name: "kitchen", objects: ["stove", "kitchen table"] }] },
    ],
    people: [
      {
        name: ORGANISER,
        age: 38,
        innate: "cheerful, organised, sociable",
        learned: "Wren Halloway teaches the youngest class at Alderby School and knows every family in the village.",
        currently,
        lifestyle: "Wren Halloway goes to bed around 10pm, wakes up around 6am, and eats dinner around 6pm.",
        home: { sector: "Halloway cottage", arena: "Wren's bedroom" },
        work: "Alderby School",
        dailyRequirement: "Wren Halloway teaches in the classroom from 8am to 3pm and marks homework at home in the evening.",
      },
      {
        name: "Otto Pike",
        age: 71,
        innate: "gruff, kind, patient",
        learned: "Otto Pike is a retired carpenter who mends furniture for his neighbours.",
        currently: "Otto Pike is building a new bench for the school.",
        lifestyle: "Otto Pike goes to bed around 9pm, wakes up around 5am, and naps after lunch.",
        home: { sector: "Pike house", arena: "Otto's bedroom" },
        dailyRequirement: "Otto Pike works on the bench at home in the morning and reads in the afternoon.",
      },
    ],
  };
}

/** Where the organiser stood at each step of the run (10-second ticks, as the original), by sector. */
async function organiserSectors(currently: string, cognition: "faithful" | "economical", name: string): Promise<Map<string, string>> {
  const built = defineVillage(village(currently), { dir: path.join(tmp, name) });
  const map = loadTownMap(built.scenario.mapDir);
  const graph = townBuilder.compile({ store: new InMemoryStore() });
  const stream = await graph.stream(
    { scenario: built.scenario, startTime: `${DATE}T16:00:00`, until: `${DATE}T18:30:00`, secondsPerTick: 10 },
    { recursionLimit: 10_000, streamMode: ["custom"], context: { seed: 3, cognition, thresholds: built.thresholds } } as never,
  );
  const sectors = new Map<string, string>();
  for await (const [mode, chunk] of stream as AsyncIterable<[string, MovementRecord]>) {
    if (mode !== "custom" || chunk.kind !== "movement") continue;
    const tile = chunk.movements[ORGANISER]?.tile;
    if (tile) sectors.set(chunk.time, map.addressOf(tile, "sector").split(":")[1] ?? "");
  }
  return sectors;
}

/** The share of the moments from 17:15 (time to walk over) to 18:30 that the organiser stood on the green. */
function shareOnGreen(sectors: Map<string, string>): number {
  const during = [...sectors].filter(([time]) => time >= `${DATE}T17:15:00` && time <= `${DATE}T18:30:00`);
  expect(during.length).toBeGreaterThan(400);
  return during.filter(([, sector]) => sector === GREEN).length / during.length;
}

const PICNIC = `Wren Halloway is holding a spring picnic for the village at ${GREEN} on April 7th from 5pm to 7pm, and has invited every family.`;
const NO_PICNIC = "Wren Halloway is preparing a nature walk for her class next month.";

describe("an event the organiser's status names for today", () => {
  for (const cognition of ["faithful", "economical"] as const) {
    it(`brings her to its place while it goes on (${cognition} cognition)`, { timeout: 600_000 }, async () => {
      const sectors = await organiserSectors(PICNIC, cognition, `picnic-${cognition}`);
      expect(shareOnGreen(sectors)).toBeGreaterThan(0.9);
    });
  }

  it("is what brings her there: without it she is elsewhere then", { timeout: 600_000 }, async () => {
    const sectors = await organiserSectors(NO_PICNIC, "economical", "no-picnic");
    expect(shareOnGreen(sectors)).toBeLessThan(0.5);
  });
});
