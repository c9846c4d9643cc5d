/**
 * A whole simulated day of a village built from a spec (the `new village` example, from midnight, one-minute ticks,
 * the simulated model), checked as the shipped villages are: the schedule invariants, and in the movement log one
 * tile per step at most and never diagonal, never on a blocked tile, every chat shown by both partners at the same
 * step, and every place an action names on the map.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { InMemoryStore } from "@langchain/langgraph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { townBuilder } from "../../graphs/town.js";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import type { TownStateType } from "../../state/town.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import type { TownMap } from "../../tools/world/townMap.js";
import { defineVillage } from "../../tools/world/defineVillage.js";
import { parseVillageSpec } from "../../tools/world/villageSpecFile.js";
import { EXAMPLE_VILLAGE_YAML } from "../../villages/exampleVillage.js";
import { scheduleProblems } from "../support/villageInvariants.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-village-day-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const DATE = "2025-03-03";
let records: MovementRecord[] = [];
let hourly: TownStateType[] = [];
let map: TownMap;

beforeAll(async () => {
  const spec = parseVillageSpec(EXAMPLE_VILLAGE_YAML.replace('start: "2025-03-03T07:00:00"', `start: "${DATE}T00:00:00"`), "village.yaml");
  const built = defineVillage(spec, { dir: path.join(tmp, "fernhollow") });
  map = loadTownMap(built.scenario.mapDir);
  const graph = townBuilder.compile({ store: new InMemoryStore() });
  const stream = await graph.stream(
    { scenario: built.scenario, startTime: `${DATE}T00:00:00`, until: `${DATE}T23:59:00`, secondsPerTick: 60 },
    { recursionLimit: 10_000, streamMode: ["custom", "values"], context: { seed: 1, thresholds: built.thresholds } } as never,
  );
  for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
    if (mode === "custom" && (chunk as MovementRecord).kind === "movement") records.push(chunk as MovementRecord);
    else if (mode === "values" && (chunk as TownStateType).personas) hourly.push(chunk as TownStateType);
  }
}, 900_000);

describe("a whole day of a village built from a spec", () => {
  it("runs to the end of the day with everyone planning, and every schedule at 1440 minutes", () => {
    expect(records).toHaveLength(1439);
    const problems = hourly.flatMap((s) => Object.values(s.personas).flatMap((p) => scheduleProblems(p.scratch)));
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("moves everyone one tile per step at most, never diagonally, never onto a blocked tile", () => {
    const problems: string[] = [];
    const last = new Map<string, [number, number]>();
    for (const record of records) {
      for (const [name, m] of Object.entries(record.movements)) {
        const [x, y] = m.tile;
        if (map.collision[y * map.width + x]) problems.push(`${record.time} ${name} on a blocked tile (${x}, ${y})`);
        const before = last.get(name);
        if (before && Math.abs(before[0] - x) + Math.abs(before[1] - y) > 1) problems.push(`${record.time} ${name} jumped from (${before}) to (${x}, ${y})`);
        last.set(name, [x, y]);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // People went somewhere: more than their own room.
    expect(new Set(records.map((r) => map.addressOf(r.movements["Ilona Varga"]!.tile, "sector"))).size).toBeGreaterThan(1);
  });

  it("shows every chat by both partners at the same step", () => {
    const problems: string[] = [];
    let chats = 0;
    for (const record of records) {
      for (const [name, m] of Object.entries(record.movements)) {
        if (!m.chat) continue;
        chats++;
        for (const [speaker] of m.chat) {
          if (speaker !== name && !record.movements[speaker]?.chat) problems.push(`${record.time} ${name} chats with ${speaker}, who shows no chat`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(chats).toBeGreaterThan(0);
  });

  it("names only places that exist on the map", () => {
    const problems = new Set<string>();
    for (const record of records) {
      for (const [name, m] of Object.entries(record.movements)) {
        const address = m.description.slice(m.description.lastIndexOf(" @ ") + 3);
        if (!address || address.startsWith("<persona>") || address.startsWith("<waiting>")) continue;
        const place = address.endsWith(":<random>") ? address.slice(0, -":<random>".length) : address;
        if (!map.tilesOf(place).length) problems.add(`${name}: "${address}"`);
      }
    }
    expect([...problems].slice(0, 10)).toEqual([]);
  });
});
