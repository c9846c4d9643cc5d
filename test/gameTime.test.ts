import { describe, expect, it } from "vitest";
import { GameTimeSchema, isCalendarTime } from "../state/gameTime.js";

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
});
