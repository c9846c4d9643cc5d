/**
 * `fork --at` and `interview --at` read a time of day as the interactive `until` does (`08:00` on the run's day), and
 * a name that is no checkpoint gets one sentence naming the folder as typed and the history command to type next.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkpointAt, type CheckpointInfo } from "../../../drivers/town/townRun.js";
import { invokedAs } from "../../../servers/invocation.js";

const point = (time: string, id: string): CheckpointInfo => ({ checkpointId: id, time, tick: 0, step: 0, createdAt: time });
/** Newest first, as history gives them. */
const oneDay = [point("2024-05-06T12:00:00", "c12"), point("2024-05-06T09:00:00", "c09"), point("2024-05-06T06:00:00", "c06")];
const twoDays = [point("2024-05-07T06:00:00", "d2"), ...oneDay];
const folder = path.join(process.cwd(), "runs", "morning");

describe("checkpointAt", () => {
  it("takes a time of day on a one-day run: 08:00 is the 06:00 checkpoint, 9:00 and 09:00:00 the 09:00 one", () => {
    expect(checkpointAt(oneDay, "08:00", folder).checkpointId).toBe("c06");
    expect(checkpointAt(oneDay, "9:00", folder).checkpointId).toBe("c09");
    expect(checkpointAt(oneDay, "09:00:00", folder).checkpointId).toBe("c09");
    expect(checkpointAt(oneDay, "2024-05-06T12:30:00", folder).checkpointId).toBe("c12");
  });

  it("asks for the day when the run has checkpoints on several", () => {
    expect(() => checkpointAt(twoDays, "08:00", folder)).toThrow(
      '"08:00" is a time of day and runs/morning has checkpoints on 2024-05-06, 2024-05-07: give the day too, e.g. 2024-05-06T08:00:00.',
    );
  });

  it("names the folder as typed and the history command for a checkpoint it does not have", () => {
    expect(() => checkpointAt(oneDay, "banana", folder)).toThrow(
      `runs/morning has no checkpoint "banana" (${invokedAs()} history --run runs/morning lists its checkpoints and times).`,
    );
    expect(() => checkpointAt(oneDay, "05:00", folder)).toThrow("05:00 is before runs/morning's first checkpoint (2024-05-06T06:00:00).");
  });
});
