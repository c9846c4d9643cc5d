/**
 * Whole simulated days of both villages (the package's Larkspur and the original three-persona Ville, loaded from
 * ../shared/smallville) with the simulated model: what a newcomer's first `npm start` shows must keep the schedule
 * invariants all day. One-minute ticks keep each day under a couple of minutes; every rule checked is stated in game
 * time. One run per village, shared by the checks on it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { InMemoryStore } from "@langchain/langgraph";
import { beforeAll, describe, expect, it } from "vitest";
import { townBuilder } from "../graphs/town.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { Scenario, TownStateType } from "../state/town.js";
import { nests, scheduleProblems } from "./support/villageInvariants.js";

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const haveSmallville = existsSync(path.join(SMALLVILLE, "the_ville"));
if (!haveSmallville && process.env.CI === "true") {
  throw new Error(`The original Smallville data is missing at ${SMALLVILLE}: CI needs it.`);
}

interface Day {
  /** The state after each graph step (an hour of simulated time). */
  hourly: TownStateType[];
  movements: MovementRecord[];
}

async function simulateDay(date: string, scenario?: Scenario): Promise<Day> {
  const graph = townBuilder.compile({ store: new InMemoryStore() });
  const day: Day = { hourly: [], movements: [] };
  const stream = await graph.stream(
    { scenario, startTime: `${date}T00:00:00`, until: `${date}T23:59:00`, secondsPerTick: 60 },
    { recursionLimit: 10_000, streamMode: ["custom", "values"], context: { seed: 1 } } as never,
  );
  for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
    // The movement log; the prompts' usage events on the same stream are not part of it.
    if (mode === "custom") {
      if ((chunk as MovementRecord).kind === "movement") day.movements.push(chunk as MovementRecord);
    }
    else if ((chunk as TownStateType).personas) day.hourly.push(chunk as TownStateType);
  }
  return day;
}

/** Every schedule entry seen at the end of each hour, and every action shown, that nests subtasks. */
function nestedDescriptions(day: Day): string[] {
  const seen = new Set<string>();
  for (const state of day.hourly) {
    for (const p of Object.values(state.personas)) {
      for (const [activity] of p.scratch.fDailySchedule) if (nests(activity)) seen.add(`${p.scratch.name}: ${activity}`);
    }
  }
  for (const record of day.movements) {
    for (const [name, m] of Object.entries(record.movements)) {
      const action = m.description.split(" @ ")[0]!;
      if (nests(action)) seen.add(`${name} at ${record.time}: ${action}`);
    }
  }
  return [...seen];
}

function scheduleInvariantProblems(day: Day): string[] {
  return day.hourly.flatMap((state) =>
    Object.values(state.personas).flatMap((p) =>
      scheduleProblems(p.scratch).map((problem) => `${state.clock.time} ${problem}`),
    ),
  );
}

const villages: Array<{ name: string; date: string; scenario?: Scenario; skip: boolean }> = [
  { name: "Larkspur (the default village)", date: "2024-05-06", skip: false },
  {
    name: "the Ville (Isabella, Maria, Klaus)",
    date: "2023-02-13",
    scenario: {
      baseDir: path.join(SMALLVILLE, "base_the_ville_isabella_maria_klaus"),
      mapDir: path.join(SMALLVILLE, "the_ville"),
    },
    skip: !haveSmallville,
  },
];

for (const village of villages) {
  describe.skipIf(village.skip)(`a whole day of ${village.name}${village.skip ? " (skipped: no Smallville data at ../shared/smallville)" : ""}`, () => {
    let day: Day;
    beforeAll(async () => {
      day = await simulateDay(village.date, village.scenario);
    }, 600_000);

    it("runs to the end of the day with everyone planning and acting", () => {
      expect(day.movements).toHaveLength(1439);
      for (const p of Object.values(day.hourly.at(-1)!.personas)) {
        expect(p.scratch.fDailySchedule.some(([activity]) => activity.includes(" ("))).toBe(true);
      }
    });

    it("never decomposes a subtask again: no description nests", () => {
      expect(nestedDescriptions(day).slice(0, 10)).toEqual([]);
    });

    // (Subtasks come in 5-minute steps only until a chat or wait cuts one at now: decompositionProblems is for mornings.)
    it("keeps every schedule at 1440 minutes of positive entries", () => {
      expect(scheduleInvariantProblems(day).slice(0, 10)).toEqual([]);
    });
  });
}
