/**
 * The interactive session's `until <time>` (issue 28): a clock time is checked as a full time is, so "until 25:00"
 * is refused with a sentence instead of running the town to its end.
 */
import { describe, expect, it } from "vitest";
import { timeOf } from "../../cli/interactive.js";

const NOW = "2024-05-06T11:00:00";

describe("timeOf", () => {
  it("reads a clock time as today's and a full time as it is", () => {
    expect(timeOf("14:30", NOW)).toBe("2024-05-06T14:30:00");
    expect(timeOf("9:05:30", NOW)).toBe("2024-05-06T09:05:30");
    expect(timeOf("2024-05-07T08:00", NOW)).toBe("2024-05-07T08:00:00");
    expect(timeOf("2024-05-07 08:00:00", NOW)).toBe("2024-05-07T08:00:00");
  });

  it("refuses a clock time that is no time of day, as it refuses an impossible date", () => {
    for (const wrong of ["25:00", "14:75", "23:59:60", "2024-02-30T08:00", "noon"]) expect(timeOf(wrong, NOW), wrong).toBeNull();
  });
});
