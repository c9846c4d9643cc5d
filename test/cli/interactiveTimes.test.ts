/**
 * The interactive session's `until <time>` (issue 28): a clock time is checked as a full time is, so "until 25:00"
 * is refused with a sentence instead of running the town to its end; and `interview` given a question without the
 * colon names the persona meant and shows the colon.
 */
import { describe, expect, it } from "vitest";
import { intervieweeOf, timeOf } from "../../cli/interactive.js";

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

describe("intervieweeOf", () => {
  const ORDER = ["Ada Okafor", "Tomas Reyes", "Mei Lin"];

  it("takes a name, a first name, or a name a letter off as before", () => {
    expect(intervieweeOf(ORDER, "Tomas Reyes")).toEqual({ name: "Tomas Reyes" });
    expect(intervieweeOf(ORDER, "mei")).toEqual({ name: "Mei Lin" });
    expect(intervieweeOf(ORDER, "tomass")).toMatchObject({ error: expect.stringContaining("did you mean Tomas Reyes?") });
  });

  it("answers a question typed without the colon with the persona meant and the colon", () => {
    expect(intervieweeOf(ORDER, "tomass what are you doing?")).toEqual({
      error: 'No persona "tomass" in this town (did you mean Tomas Reyes?). To ask one question: "interview Tomas: what are you doing?".',
    });
    expect(intervieweeOf(ORDER, "Ada what are you baking?")).toEqual({
      error: 'To ask Ada Okafor one question, put a colon after the name: "interview Ada: what are you baking?".',
    });
  });

  it("says no persona, listing them, when no word of it is near a name", () => {
    expect(intervieweeOf(ORDER, "the baker over there")).toEqual({ error: 'No persona "the baker over there" in this town: Ada Okafor, Tomas Reyes, Mei Lin.' });
  });
});
