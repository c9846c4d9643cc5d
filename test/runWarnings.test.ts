/**
 * Warnings during a command-line run: one line each, clipped, above the progress line (cleared and drawn again
 * around them); a warning seen before is counted, and the counts come once at the end.
 */
import { describe, expect, it } from "vitest";
import { ProgressBar, type ProgressStream } from "../cli/progressBar.js";
import { oneLine, RunWarnings, sleepingStartNote, WARNING_MAX_CHARS } from "../cli/runWarnings.js";

function terminal(): ProgressStream & { chunks: string[] } {
  const chunks: string[] = [];
  return { isTTY: true, columns: 400, chunks, write: (text: string) => chunks.push(text) };
}

describe("run warnings", () => {
  it("print once per distinct warning, on one clipped line above the progress line, and count repeats at the end", () => {
    const stream = terminal();
    let now = 0;
    const bar = new ProgressBar({ from: "2024-05-06T09:00:00", until: "2024-05-06T10:00:00", stream, now: () => (now += 1000) });
    const warnings = new RunWarnings(bar);
    bar.update({ time: "2024-05-06T09:10:00", step: 3300, calls: 12, fallbacks: 0 });

    const fallback = `prompt "daily_plan" v1 fell back to its fail-safe after 3 answer(s) in text mode (no hour like 6am in the answer);\nlast answer: "${"zzz ".repeat(200)}"`;
    for (let i = 0; i < 6; i++) warnings.warn(fallback);
    warnings.warn("Ada Okafor: unknown address \"Larkspur:nowhere\"; going to the living area instead.");

    // Each warning: clear the progress line, the warning and a newline, then the progress line again.
    const printed = stream.chunks.filter((c) => c.startsWith("\r\x1b[K"));
    expect(printed).toHaveLength(2);
    for (const chunk of printed) {
      const text = chunk.slice("\r\x1b[K".length, -1);
      expect(chunk.endsWith("\n")).toBe(true);
      expect(text).not.toContain("\n");
      expect(text.length).toBeLessThanOrEqual("[simulacra] ".length + WARNING_MAX_CHARS);
    }
    expect(printed[0]).toContain('[simulacra] prompt "daily_plan" v1 fell back to its fail-safe after 3 answer(s) in text mode (no hour like 6am in the answer); last answer: "zzz');
    expect(printed[0]!.trimEnd().endsWith("…")).toBe(true);
    expect(stream.chunks.at(-1)!.startsWith("\rtown 2024-05-06 09:10:00 | step 3300 | 12 LLM calls")).toBe(true);

    bar.done();
    warnings.flush();
    const after = stream.chunks.slice(stream.chunks.lastIndexOf("\n") + 1).join("").replaceAll("\r\x1b[K", "");
    expect(after.split("\n").filter(Boolean)).toEqual([`[simulacra] ${oneLine(fallback)} (x6)`]);
  });

  it("clip on a character budget and keep short messages whole", () => {
    expect(oneLine("a\n  b\tc")).toBe("a b c");
    expect(oneLine("x".repeat(500))).toHaveLength(WARNING_MAX_CHARS);
  });
});

describe("run notices", () => {
  it("are printed whole and each time: they name what to start", () => {
    const lines: string[] = [];
    const warnings = new RunWarnings({ log: (line) => lines.push(line) });
    const long = `No worker is connected to redis://db:6379: the run waits for one (start one: npm start -- worker --redis redis://db:6379 --store postgres://postgres@${"db".repeat(60)}:5432/town); it stops at its last checkpoint after 30 s without any.`;
    warnings.notice(long);
    warnings.notice(long);
    warnings.flush();
    expect(lines).toEqual([`[simulacra] ${long}`, `[simulacra] ${long}`]);
  });
});

describe("sleepingStartNote", () => {
  it("explains a short run from a village's saved midnight, and says which --start shows people awake", () => {
    expect(sleepingStartNote("2023-02-13T00:00:00", "2023-02-13T01:00:00", false)).toBe(
      "Note: the village starts at its saved time, 00:00, when everyone sleeps: the first step plans each person's day " +
        "(all of this run's model calls), then nothing happens until they wake. Give --start 2023-02-13T07:00:00 to see them awake.",
    );
  });

  it("says nothing when a start was given, the start is awake, or the run lasts past waking", () => {
    expect(sleepingStartNote("2023-02-13T00:00:00", "2023-02-13T01:00:00", true)).toBeNull();
    expect(sleepingStartNote("2024-05-06T09:00:00", "2024-05-06T10:00:00", false)).toBeNull();
    expect(sleepingStartNote("2023-02-13T00:00:00", "2023-02-14T00:00:00", false)).toBeNull();
  });
});
