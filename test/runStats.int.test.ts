/**
 * The per persona-day statistics a run writes (stats.md, stats.json), checked on a real short run of the default
 * village against the run's other outputs: the timelines, the transcripts and usage.json.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RunRecorder } from "../drivers/town/runOutputs.js";
import { recorderOptionsFor } from "../drivers/town/runLineage.js";
import type { RunStats } from "../drivers/town/runStats.js";
import { advance, openRun } from "../drivers/town/townRun.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-stats-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A day's rows of a timeline: actions, and conversation rows (with a transcript link). */
function timelineRows(file: string): Map<string, { actions: number; conversations: number }> {
  const days = new Map<string, { actions: number; conversations: number }>();
  let day = "";
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const heading = /^## \w+, (\w+ \d\d, \d{4})$/.exec(line);
    if (heading) {
      day = new Date(`${heading[1]} 12:00 UTC`).toISOString().slice(0, 10);
      days.set(day, { actions: 0, conversations: 0 });
      continue;
    }
    if (!/^\| \d\d:\d\d \|/.test(line)) continue;
    const row = days.get(day)!;
    if (line.includes("](../conversations/")) row.conversations++;
    else row.actions++;
  }
  return days;
}

describe("a run's statistics", () => {
  it("counts each persona-day's actions, conversations, reflections and calls as the run's other outputs show them", { timeout: 600_000 }, async () => {
    const folder = path.join(tmp, "run");
    // An evening hour and a half: people are up, about and meeting (with this seed Mei and Ada meet at eight; the
    // draws follow the village's texts and map, so a change to them may need another seed: the check below says so).
    const run = await openRun(folder, {
      startTime: "2024-05-06T19:30:00",
      endTime: "2024-05-06T21:00:00",
      checkpointEveryMinutes: 30,
      threadId: "stats",
      seed: 1,
    });
    try {
      const recorder = new RunRecorder(folder, {
        personas: ["Ada Okafor", "Tomas Reyes", "Mei Lin"],
        startTime: "2024-05-06T19:30:00",
        secondsPerTick: 10,
        ...recorderOptionsFor(folder, run.spec, false),
      });
      const state = await advance(run, { onRecord: (r) => recorder.record(r) });
      await recorder.finish(state);

      const stats = JSON.parse(readFileSync(path.join(folder, "stats.json"), "utf8")) as RunStats;
      const usage = JSON.parse(readFileSync(path.join(folder, "usage.json"), "utf8"));
      expect(stats.personaDays.map((d) => d.persona)).toEqual(["Ada Okafor", "Tomas Reyes", "Mei Lin"]);

      for (const d of stats.personaDays) {
        const rows = timelineRows(path.join(folder, "timeline", `${d.persona}.md`)).get(d.day)!;
        expect(d.actions, d.persona).toBe(rows.actions);
        expect(d.conversations, d.persona).toBe(rows.conversations);
        expect(d.hours).toBe(1.5);
        expect(d.modelCalls).toBeGreaterThan(0);
      }
      // Every model call of the run belongs to one persona-day; so do its reflections and poignancy judgments.
      const sum = (f: (d: RunStats["personaDays"][number]) => number) => stats.personaDays.reduce((s, d) => s + f(d), 0);
      expect(sum((d) => d.modelCalls)).toBe(usage.total.calls);
      expect(sum((d) => d.reflections)).toBe(usage.byPrompt.focal_points?.runs ?? 0);
      const poignancyCalls = ["event_poignancy", "chat_poignancy", "event_poignancies", "thought_notes"].reduce((n, id) => n + (usage.byPrompt[id]?.calls ?? 0), 0);
      expect(sum((d) => d.poignancyCalls)).toBe(poignancyCalls);
      expect(sum((d) => d.poignancyCalls)).toBeGreaterThan(0);

      // The village's conversations are the transcripts; each has a line per utterance.
      expect(existsSync(path.join(folder, "conversations")), "no one met in this window: choose a seed where two people talk").toBe(true);
      const transcripts = readdirSync(path.join(folder, "conversations"));
      const utterances = transcripts.reduce(
        (n, f) => n + readFileSync(path.join(folder, "conversations", f), "utf8").split("\n").filter((l) => /^\*\*[^*]+:\*\* /.test(l)).length,
        0,
      );
      expect(stats.village.reduce((n, v) => n + v.conversations, 0)).toBe(transcripts.length);
      expect(stats.village.reduce((n, v) => n + v.utterances, 0)).toBe(utterances);
      expect(sum((d) => d.lines)).toBe(2 * utterances);

      const md = readFileSync(path.join(folder, "stats.md"), "utf8");
      expect(md).toContain("| Ada Okafor | 2024-05-06 | 1.5 |");
      expect(md).toMatch(/71-102 actions, 6-9 reflections and 4-6 chats, and the village held 8 conversations with 87 utterances/);
    } finally {
      await run.close();
    }
  });
});
