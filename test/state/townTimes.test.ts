/** A town run's times are checked when it opens, with a sentence naming the field (Studio's form, issue 28.6). */
import { InMemoryStore } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { townBuilder } from "../../graphs/town.js";
import { townTimesProblem } from "../../state/town.js";

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
});
