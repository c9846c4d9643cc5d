/**
 * News changes plans, offline: Larkspur's librarian is told in the morning that he is holding a meeting in the park
 * that afternoon (a whisper into the running village, as `npm start -- experiment` tells its host). He re-plans the
 * rest of his day with it and is in the park while it goes on; whom he talks with afterwards hears of it, keeps it in
 * memory, and re-plans their own day with it. Read from the run's own files (movement log, memories) through the
 * experiment's measurement, as a user reads them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulate } from "../../../cli/simulate.js";
import { measureRun, type ExperimentFindings } from "../../../drivers/experiment/measureRun.js";
import { stateAt } from "../../../drivers/town/interviews.js";
import { openRun, type TownRun } from "../../../drivers/town/townRun.js";
import { parseExperimentSpec } from "../../../state/experimentSpec.js";
import { memoryNamespace, scan } from "../../../tools/memory/memoryStream.js";
import type { TownStateType } from "../../../state/town.js";
import { DEFAULT_VILLAGE } from "../../../villages/index.js";
import { expectPresenceFromMovementLog } from "../../support/experimentAgreement.js";

const HOST = "Tomas Reyes";
const spec = parseExperimentSpec({
  name: "a meeting in Willow Park",
  facts: [{
    id: "playground",
    text: "Tomas Reyes is holding a neighbourhood meeting in Willow Park at 2pm today about the new playground.",
    question: "Have you heard about the meeting on the new playground?",
    keywords: ["playground"],
    told: { person: HOST, at: "2024-05-06T09:00:00" },
  }],
  events: [{ id: "meeting", name: "the playground meeting in Willow Park", place: { sector: "Willow Park" }, start: "2024-05-06T14:00:00", end: "2024-05-06T15:00:00", fact: "playground" }],
  times: ["2024-05-06T09:00:00", "2024-05-06T13:55:00", "2024-05-06T15:00:00"],
});

let folder: string;
let run: TownRun;
let findings: ExperimentFindings;
let end: TownStateType;

/** Every memory description of a persona at the end of the run. */
async function memoriesOf(name: string): Promise<string[]> {
  const p = end.personas[name]!;
  const items = await scan(run.store, memoryNamespace(p.memory.branch.id, name));
  return items.map((item) => (item.value as { node?: { description?: unknown; filling?: unknown } }).node).filter(Boolean)
    .map((node) => `${String(node!.description)} ${JSON.stringify(node!.filling ?? "")}`);
}

beforeAll(async () => {
  folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "told-event-")), "run");
  run = await openRun(folder, { startTime: "2024-05-06T08:30:00", endTime: "2024-05-06T15:00:00", checkpointEveryMinutes: 30 });
  await simulate(run, false, [{ at: "2024-05-06T09:00:00", persona: HOST, text: "You are holding a neighbourhood meeting in Willow Park at 2pm today, so that the neighbours can talk over the plans for the new playground." }]);
  end = (await stateAt(run)).state;
  findings = await measureRun(run, spec);
}, 600_000);

afterAll(async () => {
  await run?.close();
  if (folder) fs.rmSync(path.dirname(folder), { recursive: true, force: true });
});

describe("a person told she holds an event later today", () => {
  it("is at it: the movement log puts the host in its place for most of it", () => {
    expectPresenceFromMovementLog(folder, DEFAULT_VILLAGE.mapDir, findings);
    const host = findings.events[0]!.present.find((p) => p.person === HOST);
    expect(host, `${HOST} was not in Willow Park during the meeting; there: ${JSON.stringify(findings.events[0]!.present)}`).toBeDefined();
    expect(host!.minutes).toBeGreaterThanOrEqual(30);
    expect(findings.events[0]!.came).toContain(HOST);
  });

  it("tells it in conversation: whoever heard it from the host keeps it in memory, with a note for planning", async () => {
    const told = findings.heardFrom.filter((h) => h.fact === "playground" && h.source === "conversation" && h.from === HOST);
    expect(told.length, "nobody heard of the meeting from the host").toBeGreaterThan(0);
    for (const { person } of told) {
      const memories = await memoriesOf(person);
      expect(memories.some((m) => /\bmeeting\b/i.test(m) && /\bWillow Park\b/.test(m)), `${person} keeps no memory of the meeting`).toBe(true);
      // What to keep in mind for planning names the meeting (the day is re-planned with it).
      expect(memories.some((m) => m.startsWith(`For ${person}'s planning:`) && /\bmeeting\b/i.test(m)), `${person} keeps no planning thought of it`).toBe(true);
    }
  });
});
