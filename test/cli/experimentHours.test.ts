/**
 * A shorter experiment (`experiment paper --hours 10`) is measured at its end as well as at the
 * times of the spec it reaches (issue 28): it was asked only at the start, its next time being past the end, so every
 * figure it printed read "2/25 -> 2/25" however much the people had talked.
 */
import { describe, expect, it } from "vitest";
import { trimToRun } from "../../cli/commands/experiment.js";
import { PAPER_EXPERIMENT } from "../../examples/paperExperiment.js";
import { parseExperimentSpec } from "../../state/experimentSpec.js";

const paper = parseExperimentSpec(PAPER_EXPERIMENT);

describe("an experiment cut short by --hours", () => {
  it("is measured at the start and at its end, not at the start alone", () => {
    expect(trimToRun(paper, "2023-02-13T02:00:00").times).toEqual(["2023-02-13T00:00:00", "2023-02-13T02:00:00"]);
    expect(trimToRun(paper, "2023-02-13T18:00:00").times).toEqual(["2023-02-13T00:00:00", "2023-02-13T12:00:00", "2023-02-13T18:00:00"]);
  });

  it("leaves out the times and events past its end, and keeps the whole run's times as they are", () => {
    const short = trimToRun(paper, "2023-02-14T10:00:00");
    expect(short.events).toEqual([]);
    expect(short.times.at(-1)).toBe("2023-02-14T10:00:00");
    expect(trimToRun(paper, "2023-02-15T00:00:00").times).toEqual(paper.times);
  });
});
