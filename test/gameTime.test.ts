import { describe, expect, it } from "vitest";
import { GameTimeSchema, gameTimeMs, isCalendarTime, parseGameTime } from "../state/gameTime.js";

describe("game times", () => {
  it("accept the dates and times of the calendar only (no roll-over into the next day or month)", () => {
    for (const time of ["2024-02-29T09:00:00", "2023-12-31T23:59:59", "2024-05-06T06:00"]) {
      expect(GameTimeSchema.safeParse(time).success, time).toBe(true);
    }
    for (const time of ["2024-02-30T09:00:00", "2023-02-29T09:00:00", "2024-04-31T09:00:00", "2024-05-06T24:00:00", "2024-05-06T09:60:00", "2024-13-01T09:00:00"]) {
      expect(isCalendarTime(time), time).toBe(false);
      expect(GameTimeSchema.safeParse(time).error?.issues[0]?.message, time).toBe("no such date or time in the calendar");
    }
  });
  it("read as milliseconds the same every time, seconds optional, and a bad one refused every time", () => {
    expect(gameTimeMs("2024-05-06T06:00")).toBe(Date.UTC(2024, 4, 6, 6, 0, 0));
    expect(gameTimeMs("2024-05-06T06:00:30")).toBe(gameTimeMs("2024-05-06T06:00:30"));
    expect(parseGameTime("2024-05-06T06:00:30").toISOString()).toBe("2024-05-06T06:00:30.000Z");
    // A Date handed out is the caller's own: changing it changes no later reading.
    parseGameTime("2024-05-06T06:00:30").setUTCFullYear(1999);
    expect(parseGameTime("2024-05-06T06:00:30").getUTCFullYear()).toBe(2024);
    for (let k = 0; k < 2; k++) expect(() => gameTimeMs("06:00 on Monday")).toThrow('Invalid game time "06:00 on Monday"');
  });
});
