/**
 * A live run's control mailbox (drivers/town/liveControl.ts), both sides in one process: the server asks, the run
 * reads each request once, answers it by id in live.json, and holds a pause until a continue; what the page is told
 * when the run cannot be steered (never run, finished, steered in a terminal, its process gone) is one sentence.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { askLiveRun, CONTROL_DIR, LIVE_FILE, LiveControl, liveRunProblem, readLiveStatus } from "../../../drivers/town/liveControl.js";
import type { TownRun } from "../../../drivers/town/townRun.js";
import type { TownStateType } from "../../../state/town.js";

const folders: string[] = [];
const runFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-live-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const replyTo = (folder: string, id: string) => readLiveStatus(folder)?.replies.find((r) => r.id === id);
const stateAt = (time: string) => ({ clock: { time }, order: ["Ada Okafor", "Mei Lin"] }) as unknown as TownStateType;
const quiet = { onPaused: () => {}, onGoing: () => {} };

describe("the live run's mailbox", () => {
  it("reads each request once: a pause waits for the run's stop, a continue while running is answered at once", () => {
    const folder = runFolder();
    const live = LiveControl.open(folder);
    expect(readLiveStatus(folder)).toMatchObject({ pid: process.pid, state: "running", replies: [] });
    expect(live.asked()).toBe(false);
    const go = askLiveRun(folder, { action: "continue" });
    const pause = askLiveRun(folder, { action: "pause" });
    expect(fs.readdirSync(path.join(folder, CONTROL_DIR)).filter((f) => f.startsWith("ask-"))).toHaveLength(2);
    // The next look (LOOK_EVERY_MS after the last) reads both and deletes them.
    return new Promise<void>((resolve) => setTimeout(() => {
      expect(live.asked()).toBe(true);
      expect(fs.readdirSync(path.join(folder, CONTROL_DIR)).filter((f) => f.startsWith("ask-"))).toEqual([]);
      expect(replyTo(folder, go)).toEqual({ id: go, ok: false, text: "The run is not paused: it is going on already." });
      expect(replyTo(folder, pause)).toBeUndefined();
      resolve();
    }, 250));
  });

  it("holds a pause until a continue, answering each request, and says the run goes on", async () => {
    const folder = runFolder();
    const live = LiveControl.open(folder);
    const pause = askLiveRun(folder, { action: "pause" });
    await new Promise((r) => setTimeout(r, 250));
    expect(live.asked()).toBe(true);
    const told: string[] = [];
    const held = live.hold({} as TownRun, stateAt("2024-05-06T08:05:00"), { onPaused: (t) => told.push(`paused ${t}`), onGoing: (t) => told.push(`going ${t}`) });
    await new Promise((r) => setTimeout(r, 50));
    expect(readLiveStatus(folder)).toMatchObject({ state: "paused", time: "2024-05-06T08:05:00" });
    expect(replyTo(folder, pause)).toEqual({ id: pause, ok: true, text: "Paused at 2024-05-06 08:05:00." });
    const again = askLiveRun(folder, { action: "pause" });
    const go = askLiveRun(folder, { action: "continue" });
    await held;
    expect(replyTo(folder, again)?.text).toBe("The run is paused already (at 2024-05-06 08:05:00).");
    expect(replyTo(folder, go)).toEqual({ id: go, ok: true, text: "Going on from 2024-05-06 08:05:00." });
    expect(readLiveStatus(folder)).toMatchObject({ state: "running", time: null });
    expect(told).toEqual(["paused 2024-05-06T08:05:00", "going 2024-05-06T08:05:00"]);
  });

  it("answers a whisper to nobody in the town with the one meant, and stops waiting on Ctrl-C", async () => {
    const folder = runFolder();
    const live = LiveControl.open(folder);
    const typo = askLiveRun(folder, { action: "whisper", persona: "Adda", text: "The bakery opens late today" });
    const pause = askLiveRun(folder, { action: "pause" });
    await new Promise((r) => setTimeout(r, 250));
    live.asked();
    const stop = new AbortController();
    const held = live.hold({} as TownRun, stateAt("2024-05-06T08:05:00"), quiet, stop.signal);
    await new Promise((r) => setTimeout(r, 50));
    expect(replyTo(folder, typo)).toEqual({ id: typo, ok: false, text: 'No persona "Adda" in this town (did you mean Ada Okafor?): Ada Okafor, Mei Lin.' });
    expect(replyTo(folder, pause)?.ok).toBe(true);
    stop.abort(new Error("Interrupted."));
    await expect(held).rejects.toThrow("Interrupted.");
  });

  it("answers requests left from before the run started, and those it had not carried out when it ended", async () => {
    const folder = runFolder();
    const early = askLiveRun(folder, { action: "pause" });
    const live = LiveControl.open(folder);
    expect(replyTo(folder, early)).toEqual({ id: early, ok: false, text: "The run was not running when this was asked; ask again." });
    const late = askLiveRun(folder, { action: "pause" });
    live.close("finished", "2024-05-06T10:00:00");
    expect(replyTo(folder, late)?.text).toBe("The run finished at 2024-05-06 10:00:00 before it could stop.");
    expect(readLiveStatus(folder)).toMatchObject({ state: "finished", time: "2024-05-06T10:00:00" });
  });
});

describe("whether a page can steer a run", () => {
  it("says why not in one sentence: never run, finished, steered in a terminal, its process gone", () => {
    const folder = runFolder();
    expect(liveRunProblem(folder, "morning")).toEqual({ error: "morning is not running: pause, whisper and continue work on a run while `run` or `resume` runs it.", status: null });
    const live = LiveControl.open(folder);
    expect(liveRunProblem(folder, "morning")).toEqual({ status: expect.objectContaining({ state: "running" }) });
    live.close("finished", "2024-05-06T10:00:00");
    expect(liveRunProblem(folder, "morning")).toMatchObject({ error: "morning has finished at 2024-05-06 10:00:00: fork it to go on from a moment of it." });
    LiveControl.interactive(folder);
    expect(liveRunProblem(folder, "morning")).toMatchObject({ error: "morning is steered in a terminal (run --interactive): pause, whisper and go on there." });
    // A run killed with kill -9 leaves live.json saying "running": its process is gone.
    LiveControl.open(folder);
    const file = path.join(folder, CONTROL_DIR, LIVE_FILE);
    fs.writeFileSync(file, JSON.stringify({ ...readLiveStatus(folder), pid: 2 ** 22 + 17 }));
    expect(liveRunProblem(folder, "morning")).toMatchObject({ error: "morning is not running (its process stopped): resume it to go on, then steer it here." });
  });
});
