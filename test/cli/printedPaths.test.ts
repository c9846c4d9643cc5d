/**
 * Paths the CLI prints are read where the person ran the command (issue 28: a run's summary listed seven absolute
 * paths): relative to the current folder when under it, the run folder once and its files by name, and the commands
 * printed name the folder the same way.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { simulate } from "../../cli/simulate.js";
import { openRun } from "../../drivers/town/townRun.js";
import { commandLine, shownPath } from "../../servers/invocation.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-printed-paths-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("shownPath", () => {
  it("shows a path under the current folder relative to it, any other absolute", () => {
    expect(shownPath("/home/ada/village/runs/morning", "/home/ada/village")).toBe(path.join("runs", "morning"));
    expect(shownPath("runs/morning/usage.md", "/home/ada/village")).toBe(path.join("runs", "morning", "usage.md"));
    expect(shownPath("/home/ada/village", "/home/ada/village")).toBe(".");
    expect(shownPath("/tmp/morning", "/home/ada/village")).toBe("/tmp/morning");
    expect(shownPath("/home/ada/village-2/runs", "/home/ada/village")).toBe("/home/ada/village-2/runs");
    expect(shownPath("/home/ada/..morning", "/home/ada")).toBe("..morning");
  });

  it("is how a printed command names a folder under the current one", () => {
    expect(commandLine`history --run ${path.join(process.cwd(), "runs", "morning")}`).toMatch(/ history --run runs\/morning$/);
    expect(commandLine`history --run ${"/elsewhere/runs/morning"}`).toMatch(/ history --run \/elsewhere\/runs\/morning$/);
  });
});

describe("a run's summary", () => {
  it("names the run folder once, relative to where the command ran, and its files by name", { timeout: 120_000 }, async () => {
    const folder = path.join(tmp, "runs", "morning");
    const run = await openRun(folder, { startTime: "2024-05-06T09:00:00", endTime: "2024-05-06T09:01:00", checkpointEveryMinutes: 1 });
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(tmp);
    try {
      await simulate(run);
    } finally {
      cwd.mockRestore();
      write.mockRestore();
      log.mockRestore();
      await run.close();
    }
    const text = lines.join("\n");
    expect(text).not.toContain(tmp);
    const at = lines.indexOf(`Outputs in ${path.join("runs", "morning")}${path.sep}:`);
    expect(at, text).toBeGreaterThan(-1);
    const listed = lines.slice(at + 1).filter((line) => line.startsWith("  ")).map((line) => line.trim());
    expect(listed).toEqual(expect.arrayContaining(["movement.jsonl", "usage.md", "stats.md"]));
    for (const file of listed) expect(existsSync(path.join(folder, file)), file).toBe(true);
    expect(text).toMatch(/^Replay: runs\/morning\/replay\.html \(open it in a browser, or: .* replay --run runs\/morning\)$/m);
    expect(text).toMatch(/^Checkpoints: .* history --run runs\/morning$/m);
  });
});
