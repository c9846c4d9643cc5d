import { describe, expect, it } from "vitest";
import { addSeconds } from "../state/gameTime.js";
import { ProgressBar, estimateEtaMs, progressEnding, formatDuration, type ProgressStream } from "../cli/progressBar.js";
import { stepNumbering, stepOfTime } from "../drivers/town/stepNumbers.js";

const FROM = "2023-02-13T08:00:00";
const UNTIL = "2023-02-13T09:00:00";
/** Steps as the run's files number them, from midnight: with one a minute, 08:00 is step 480. */
const minuteStep = (time: string) => stepOfTime(stepNumbering(FROM, 60), time);
/** With the village's 10-second steps, 08:00 is step 2880. */
const tenSecondStep = (time: string) => stepOfTime(stepNumbering(FROM, 10), time);

function fakeStream(isTTY: boolean, columns?: number): ProgressStream & { chunks: string[] } {
  const chunks: string[] = [];
  return { isTTY, columns, chunks, write: (text: string) => chunks.push(text) };
}

/** A wall clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("ETA", () => {
  it("is wall time per simulated second so far times the simulated seconds left", () => {
    // 60 s of wall time for 600 simulated seconds: 0.1 s each; 3000 left -> 300 s.
    expect(estimateEtaMs(60_000, 600, 3000)).toBe(300_000);
    expect(estimateEtaMs(60_000, 600, 0)).toBe(0);
    expect(estimateEtaMs(60_000, 600, -10)).toBe(0);
    expect(estimateEtaMs(5_000, 0, 3000)).toBeNull();
  });

  it("formats durations", () => {
    expect(formatDuration(null)).toBe("--");
    expect(formatDuration(4_000)).toBe("4s");
    expect(formatDuration(65_000)).toBe("1m05s");
    expect(formatDuration(3_725_000)).toBe("1h02m");
  });

  it("counts from the time the bar started, not the run's start (resumed runs)", () => {
    const clock = fakeClock();
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream: fakeStream(false), now: clock.now });
    bar.start("2023-02-13T08:30:00"); // resumed half-way
    clock.advance(90_000); // 90 s of wall time for 10 simulated minutes
    expect(bar.etaMs("2023-02-13T08:40:00")).toBe(180_000); // 20 minutes left at 9 s per minute
    expect(bar.fraction("2023-02-13T08:40:00")).toBeCloseTo(40 / 60, 10);
  });
});

describe("ProgressBar without a terminal", () => {
  it("prints a plain line every 10 % and one at the end", () => {
    const clock = fakeClock();
    const stream = fakeStream(false);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: clock.now });
    bar.start();
    // One step per simulated minute, each taking 2 s of wall time; a call a step, a fallback every 20.
    for (let minute = 0; minute < 60; minute++) {
      const time = addSeconds(FROM, minute * 60);
      bar.update({ time, step: minuteStep(time), calls: minute, fallbacks: Math.floor(minute / 20) });
      clock.advance(2_000);
    }
    bar.update({ time: UNTIL, step: minuteStep(UNTIL), calls: 60, fallbacks: 3 });
    bar.done();

    const lines = stream.chunks.join("").split("\n").filter(Boolean);
    expect(stream.chunks.every((c) => c.endsWith("\n") && !c.includes("\r"))).toBe(true);
    expect(lines).toHaveLength(12); // 0, 10, ..., 100 % and the closing line
    expect(lines[0]).toBe("town 2023-02-13 08:00:00 | step 480 | 0 LLM calls, 0 fallbacks | 0.0% | ETA --");
    // At 08:06 (10 %), 12 s of wall time for 6 simulated minutes: 54 minutes left -> 108 s.
    expect(lines[1]).toBe("town 2023-02-13 08:06:00 | step 486 | 6 LLM calls, 0 fallbacks | 10.0% | ETA 1m48s");
    expect(lines[5]).toBe("town 2023-02-13 08:30:00 | step 510 | 30 LLM calls, 1 fallback | 50.0% | ETA 1m00s");
    expect(lines[10]).toBe("town 2023-02-13 09:00:00 | step 540 | 60 LLM calls, 3 fallbacks | 100.0% | ETA 0s");
    expect(lines[11]).toBe("town 2023-02-13 09:00:00 | step 540 | 60 LLM calls, 3 fallbacks | 100.0% | ETA 0s | done in 2m00s");
  });

  it("honours everyPercent and a label, and prints log messages as plain lines", () => {
    const stream = fakeStream(false);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, everyPercent: 25, label: "larkspur", now: fakeClock().now });
    for (let minute = 0; minute <= 60; minute += 5) bar.update({ time: addSeconds(FROM, minute * 60), step: minuteStep(addSeconds(FROM, minute * 60)), calls: 0, fallbacks: 0 });
    bar.log("warning: something");
    const lines = stream.chunks.join("").split("\n").filter(Boolean);
    expect(lines.map((l) => /(\d+\.\d)%/.exec(l)?.[1] ?? l)).toEqual(["0.0", "25.0", "50.0", "75.0", "100.0", "warning: something"]);
    expect(lines[0]!.startsWith("larkspur 2023-02-13 08:00:00")).toBe(true);
  });
});

describe("ProgressBar on a terminal", () => {
  it("redraws in place at most every 100 ms and ends the line when done", () => {
    const clock = fakeClock();
    const stream = fakeStream(true);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: clock.now });
    bar.start();
    for (let tick = 0; tick < 50; tick++) {
      const time = addSeconds(FROM, tick * 10);
      bar.update({ time, step: tenSecondStep(time), calls: tick, fallbacks: 0 });
      clock.advance(20); // 50 updates over 1 s -> 10 draws
    }
    expect(stream.chunks).toHaveLength(10);
    expect(stream.chunks.every((c) => c.startsWith("\r") && c.endsWith("\x1b[K") && !c.includes("\n"))).toBe(true);
    bar.log("a warning");
    expect(stream.chunks.at(-2)).toBe("\r\x1b[Ka warning\n");
    expect(stream.chunks.at(-1)!.startsWith("\rtown 2023-02-13 08:08:10 | step 2929")).toBe(true);
    bar.done();
    expect(stream.chunks.at(-1)).toBe("\n");
    expect(stream.chunks.at(-2)).toContain("done in 1s");
    bar.update({ time: UNTIL, step: tenSecondStep(UNTIL), calls: 0, fallbacks: 0 });
    expect(stream.chunks.at(-1)).toBe("\n"); // nothing after done
  });

  it("fits the line to the terminal width", () => {
    const stream = fakeStream(true, 40);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: fakeClock().now });
    bar.update({ time: FROM, step: tenSecondStep(FROM), calls: 0, fallbacks: 0 });
    const drawn = stream.chunks[0]!.replace("\r", "").replace("\x1b[K", "");
    expect(drawn.length).toBeLessThan(40);
    expect(drawn.endsWith("…")).toBe(true);
  });
});

describe("ProgressBar of a run paused before its end (an interactive session)", () => {
  it("ends with how far the whole run is and 'paused', never 100 % or 'done'", () => {
    const clock = fakeClock();
    const stream = fakeStream(false);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: clock.now });
    bar.start();
    const time = "2023-02-13T08:30:00";
    clock.advance(4_000);
    bar.paused({ time, step: minuteStep(time), calls: 12, fallbacks: 0 });
    expect(stream.chunks.at(-1)).toBe("town 2023-02-13 08:30:00 | step 510 | 12 LLM calls, 0 fallbacks | 50.0% | paused after 4s\n");
    expect(stream.chunks.join("")).not.toMatch(/done in|100\.0%/);
  });
});

describe("progressEnding: how a stretch of a run ends its line", () => {
  it("says paused whenever the run waits, done only at an end it ran to, stopped without a state", () => {
    expect(progressEnding({ time: "2023-02-13T08:30:00", paused: true }, UNTIL)).toBe("paused");
    expect(progressEnding({ time: "2023-02-13T08:30:00", paused: false }, UNTIL)).toBe("paused");
    // a pause at the run's end (a whisper or a kept answer can still go in): not "done"
    expect(progressEnding({ time: UNTIL, paused: true }, UNTIL)).toBe("paused");
    expect(progressEnding({ time: UNTIL, paused: false }, UNTIL)).toBe("done");
    expect(progressEnding(undefined, UNTIL)).toBe("stopped");
  });
});

describe("ProgressBar of a run that stopped before its end", () => {
  it("ends with where the run got and how long it ran, no ETA and no 'done'", () => {
    const clock = fakeClock();
    const stream = fakeStream(false);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: clock.now });
    bar.start();
    const time = "2023-02-13T08:20:00";
    bar.update({ time, step: minuteStep(time), calls: 390, fallbacks: 0 });
    clock.advance(33_000);
    bar.stopped();
    bar.done(); // a later done changes nothing
    expect(stream.chunks.at(-1)).toBe("town 2023-02-13 08:20:00 | step 500 | 390 LLM calls, 0 fallbacks | 33.3% | stopped after 33s\n");
    expect(stream.chunks.join("")).not.toContain("done in");
  });

  it("redraws the last line in place on a terminal and ends it", () => {
    const clock = fakeClock();
    const stream = fakeStream(true, 200);
    const bar = new ProgressBar({ from: FROM, until: UNTIL, stream, now: clock.now });
    bar.start();
    bar.update({ time: "2023-02-13T08:30:00", step: 510, calls: 4, fallbacks: 1 });
    clock.advance(2_000);
    bar.stopped();
    expect(stream.chunks.slice(-2)).toEqual(["\rtown 2023-02-13 08:30:00 | step 510 | 4 LLM calls, 1 fallback | 50.0% | stopped after 2s\x1b[K", "\n"]);
  });
});
