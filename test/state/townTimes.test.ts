/** A town run's input is checked when the run starts, each bad field refused with a sentence naming it (Studio's form, issue 28.6). */
import { InMemoryStore } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { townBuilder } from "../../graphs/town.js";
import { townInputProblem, townTimesProblem } from "../../state/town.js";

describe("townTimesProblem", () => {
  it("names the field and what was given, and passes good or absent times", () => {
    expect(townTimesProblem({ startTime: "9am" })).toBe('Town input "startTime": expected a game time like "2023-02-13T07:30:00", got "9am".');
    expect(townTimesProblem({ startTime: "2024-05-06T09:00:00", until: "2024-02-30T10:00:00" })).toBe(
      'Town input "until": no such date or time in the calendar, got "2024-02-30T10:00:00".',
    );
    expect(townTimesProblem({ startTime: 900 })).toMatch(/^Town input "startTime": .*, got 900\.$/);
    expect(townTimesProblem({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T10:00:00" })).toBeNull();
    expect(townTimesProblem({})).toBeNull();
  });

  it("refuses a bad startTime at the town's start, not in a prompt", async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore() });
    await expect(graph.invoke({ startTime: "May 6, 9:00" })).rejects.toThrow('Town input "startTime": expected a game time like "2023-02-13T07:30:00", got "May 6, 9:00".');
  });

  it("refuses a bad value of every other field with what the field accepts", () => {
    expect(townInputProblem({ secondsPerTick: -5 })).toBe(
      'Town input "secondsPerTick": expected a positive whole number of simulated seconds per tick (10 in the originals), got -5.',
    );
    expect(townInputProblem({ secondsPerTick: "ten" })).toMatch(/^Town input "secondsPerTick": .*, got "ten"\.$/);
    expect(townInputProblem({ neighbourSearch: "banana" })).toBe('Town input "neighbourSearch": expected "grid" or "everyone", got "banana".');
    expect(townInputProblem({ lockstep: "yes" })).toBe('Town input "lockstep": expected true or false, got "yes".');
    expect(townInputProblem({ alwaysThink: 1 })).toBe('Town input "alwaysThink": expected true or false, got 1.');
    expect(townInputProblem({ scenario: "the_ville" })).toMatch(/^Town input "scenario": expected an object \{ baseDir, mapDir, history\? \}.*"villageSpec".*, got "the_ville"\.$/);
    expect(townInputProblem({ startTime: "tomorrow", secondsPerTick: 0 })).toMatch(/^Town input "startTime"/);
    expect(
      townInputProblem({ startTime: "2024-05-06T09:00:00", secondsPerTick: 30, lockstep: false, neighbourSearch: "everyone", scenario: { baseDir: "b", mapDir: "m" } }),
    ).toBeNull();
  });

  it("refuses each bad field at the run's start, and an end before the start", async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore() });
    await expect(graph.invoke({ secondsPerTick: "ten" } as never)).rejects.toThrow(/^Town input "secondsPerTick": expected a positive whole number/);
    await expect(graph.invoke({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T08:00:00" })).rejects.toThrow(
      'Town input "until": the run would end at 2024-05-06T08:00:00, before its start 2024-05-06T09:00:00; give an "until" later than "startTime".',
    );
    await expect(graph.invoke({ scenario: { baseDir: "/nowhere/base", mapDir: "/nowhere/map" } })).rejects.toThrow(/^Town input "scenario": \/nowhere\/base/);
    // An end at the start opens the town and stops (the CLI's first chunk does so).
    const opened = await graph.invoke({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:00:00" });
    expect(opened.clock.tick).toBe(0);
  });
});
