/**
 * compareRuns over run folders written through the real recorder and replay writer (test/support/replayFixture.ts:
 * a morning where Ada walks to her bakery, and a fork at 08:15 whispering her about the poetry night, after which
 * she walks to the library), and compareBranches over timelines built by hand for what the fixture lacks:
 * conversations and reflections of one branch only, two forks of one run, a whisper reaching a conversation.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBranch, type BranchTimeline, type PersonChange } from "../../../drivers/compare/branchTimeline.js";
import { compareBranches, compareRuns, mentions, contentWords } from "../../../drivers/compare/compareRuns.js";
import { comparisonMarkdown, comparisonSummary, writeComparison } from "../../../drivers/compare/compareReport.js";
import { ADA, FIRST, FORK_STEP, LAST, MEI, TOMAS, WHISPER, timeOf, writeSyntheticRuns, type SyntheticRuns } from "../../support/replayFixture.js";
import { commandLine } from "../../../servers/invocation.js";

let tmp: string;
let runs: SyntheticRuns;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "compare-"));
  runs = await writeSyntheticRuns(tmp);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("compareRuns on a fork and its parent", () => {
  it("names the whispered person's first divergence at the fork, and no one else's", () => {
    const c = compareRuns(runs.parent, runs.fork);
    expect(c.span).toMatchObject({ from: FIRST, to: LAST + 1, fromTime: timeOf(FIRST) });
    expect(c.commonAncestor?.runId).toBe("morning");
    // Said in the names the person typed, not the run's thread id.
    expect(comparisonSummary(c).split("\n")[0]).toMatch(/; B descends from A\.$/);
    expect(comparisonSummary(compareRuns(runs.fork, runs.parent)).split("\n")[0]).toMatch(/; A descends from B\.$/);
    const ada = c.people.find((p) => p.name === ADA)!;
    expect(ada.divergence).toMatchObject({ step: FORK_STEP, time: timeOf(FORK_STEP), what: "action" });
    expect(ada.divergence!.a.action).toMatch(/^opening the bakery/);
    expect(ada.divergence!.b.action).toMatch(/^walking to the library/);
    expect(c.people.find((p) => p.name === TOMAS)!.divergence).toBeNull();
    expect(c.people.find((p) => p.name === MEI)!.divergence).toBeNull();
    // Diverged people first.
    expect(c.people[0]!.name).toBe(ADA);
  });

  it("lists the fork's new action and memory, and the parent's none (its bakery opening happens in both)", () => {
    const c = compareRuns(runs.parent, runs.fork);
    const ada = c.people.find((p) => p.name === ADA)!;
    expect(ada.actions.b.map((a) => a.action)).toEqual([expect.stringMatching(/^walking to the library/)]);
    expect(ada.actions.b[0]).toMatchObject({ step: FORK_STEP, steps: LAST + 1 - FORK_STEP });
    expect(ada.actions.a).toEqual([]);
    expect(ada.memories.b.map((m) => m.text)).toEqual([WHISPER.text]);
    expect(ada.memories.a).toEqual([]);
    // The conversation in the park was before the fork: held in both.
    expect(c.conversations).toEqual({ a: [], b: [] });
  });

  it("traces the whisper to the fork's action that mentions it (its own stored thought is not a use)", () => {
    const c = compareRuns(runs.parent, runs.fork);
    expect(c.whispers).toHaveLength(1);
    const w = c.whispers[0]!;
    expect(w).toMatchObject({ side: "b", persona: ADA, text: WHISPER.text, step: FORK_STEP });
    expect(w.traced.by).toBe("mentions");
    expect(w.traced.actions.map((a) => a.persona)).toEqual([ADA]);
    expect(w.traced.memories).toEqual([]);
  });

  it("is the same comparison either way round, sides swapped", () => {
    const ab = compareRuns(runs.parent, runs.fork);
    const ba = compareRuns(runs.fork, runs.parent);
    expect(ba.people.find((p) => p.name === ADA)!.divergence!.a.action).toBe(ab.people.find((p) => p.name === ADA)!.divergence!.b.action);
    expect(ba.whispers[0]!.side).toBe("a");
    expect(ba.events.map((e) => [e.step, e.kind])).toEqual(ab.events.map((e) => [e.step, e.kind]));
  });

  it("orders the events in time, the whisper before the divergence it causes", () => {
    const c = compareRuns(runs.parent, runs.fork);
    expect(c.events.map((e) => e.kind)).toEqual(["whisper", "divergence", "action", "memory"]);
    expect(c.events.every((e, i) => i === 0 || c.events[i - 1]!.step <= e.step)).toBe(true);
  });

  it("writes compare.md and compare.json that say the same", () => {
    const c = compareRuns(runs.parent, runs.fork);
    const out = path.join(tmp, "out");
    const written = writeComparison(c, out);
    expect(JSON.parse(fs.readFileSync(written.json, "utf8"))).toEqual(JSON.parse(JSON.stringify(c)));
    const md = fs.readFileSync(written.markdown, "utf8");
    expect(md).toContain(`First diverges at ${timeOf(FORK_STEP).replace("T", " ").slice(0, 16)}`);
    expect(md).toContain(WHISPER.text);
    expect(comparisonSummary(c)).toMatch(/First divergences:\n {2}08:15 \(step 2970\) {2}Ada Okafor: A 🥐 opening the bakery/);
    expect(comparisonSummary(c)).toContain(`unchanged: ${TOMAS}, ${MEI}`);
    // Counts read as words ("1 conversation", "9 memories"), not "memory(ies)".
    expect(comparisonSummary(c)).toMatch(/^Only in \S+ \(A\): \d+ actions?, \d+ conversations?, \d+ (memory|memories), \d+ reflections?\.$/m);
    expect(comparisonSummary(c)).not.toMatch(/\((s|ies)\)/);
  });

  it("reads a fork's history before it left from its parent", () => {
    const fork = readBranch(runs.fork);
    expect(fork.firstStep).toBe(FIRST);
    expect(fork.lineage.map((l) => l.runId)).toEqual(["morning-fork-1", "morning"]);
    expect(fork.changes[0]![0]!.step).toBe(FIRST);
  });

  it("says in one sentence which folder has no replay data", () => {
    const bare = path.join(tmp, "bare");
    fs.mkdirSync(bare);
    fs.copyFileSync(path.join(runs.parent, "run.json"), path.join(bare, "run.json"));
    expect(() => compareRuns(runs.parent, bare)).toThrow(`${bare} has no replay data (replay/index.js); write it with ${commandLine(`replay --run ${bare}`)} first.`);
    expect(() => compareRuns(path.join(tmp, "nowhere"), bare)).toThrow(/nowhere is not a run folder \(no run\.json\)\.$/);
  });
});

/** A timeline built by hand: every person's changes, memories and whispers as given. */
function timeline(runId: string, people: Record<string, PersonChange[]>, extra: Partial<BranchTimeline> = {}): BranchTimeline {
  const names = Object.keys(people);
  return {
    folder: `/runs/${runId}`,
    runId,
    title: runId,
    origin: "2024-05-06T00:00:00",
    secondsPerStep: 10,
    firstStep: 100,
    toStep: 200,
    lineage: [{ runId, folder: `/runs/${runId}`, forkStep: null }, { runId: "root", folder: "/runs/root", forkStep: null }],
    whispers: [],
    people: names,
    changes: names.map((n) => people[n]!),
    memories: names.map(() => []),
    ...extra,
  };
}
const at = (step: number, x: number, action: string, chat: Array<[string, string]> | null = null): PersonChange => ({ step, tile: [x, 5], emoji: "•", action, chat });

describe("compareBranches", () => {
  const LINES: Array<[string, string]> = [["Ann", "Have you heard about the harvest festival on Sunday?"], ["Bob", "No! Where is the festival?"]];

  it("finds conversations, reflections and a tile-only divergence of one branch, and traces the whisper to the conversation", () => {
    const a = timeline("a", { Ann: [at(100, 1, "reading")], Bob: [at(100, 9, "walking @ park")] });
    const b = timeline("b", {
      Ann: [at(100, 1, "reading"), at(140, 2, "talking with Bob", LINES), at(150, 2, "reading")],
      Bob: [at(100, 9, "walking @ park"), at(120, 8, "walking @ park"), at(140, 3, "talking with Ann", LINES), at(150, 3, "walking @ park")],
    }, {
      whispers: [{ runId: "b", persona: "Ann", text: "The harvest festival is on Sunday", step: 130, time: "2024-05-06T00:21:40" }],
      memories: [[{ created: "2024-05-06T00:25:00", kind: "r", poignancy: 6, text: "Ann wants Bob at the festival" }], []],
    });
    const c = compareBranches(a, b);
    const bob = c.people.find((p) => p.name === "Bob")!;
    expect(bob.divergence).toMatchObject({ step: 120, what: "tile" });
    expect(c.people.find((p) => p.name === "Ann")!.divergence).toMatchObject({ step: 140, what: "both" });
    expect(c.conversations.a).toEqual([]);
    expect(c.conversations.b).toEqual([{ step: 140, time: "2024-05-06T00:23:20", people: ["Ann", "Bob"], lines: LINES }]);
    expect(c.people.find((p) => p.name === "Ann")!.memories.b).toEqual([{ created: "2024-05-06T00:25:00", kind: "r", poignancy: 6, text: "Ann wants Bob at the festival", persona: "Ann" }]);
    expect(c.events.filter((e) => e.kind === "reflection")).toHaveLength(1);
    const w = c.whispers[0]!;
    expect(w.traced.conversations.map((x) => x.people)).toEqual([["Ann", "Bob"]]);
    // The reflection shares only "festival" with the whisper (two words needed).
    expect(w.traced.memories).toEqual([]);
  });

  it("compares two forks of one run from the root's first step, and a whisper both share is no difference", () => {
    const shared = { runId: "mid", persona: "Ann", text: "the mill is for sale", step: 110, time: "2024-05-06T00:18:20" };
    const a = timeline("a", { Ann: [at(100, 1, "reading")] }, { whispers: [shared] });
    const b = timeline("b", { Ann: [at(100, 1, "reading"), at(180, 1, "baking")] }, { whispers: [shared], toStep: 190 });
    const c = compareBranches(a, b);
    expect(c.span).toMatchObject({ from: 100, to: 190 });
    expect(c.whispers).toEqual([]);
    expect(c.people[0]!.divergence).toMatchObject({ step: 180, what: "action" });
    expect(c.commonAncestor).toEqual({ runId: "root", folder: "/runs/root" });
    expect(comparisonSummary(c).split("\n")[0]).toMatch(/; both descend from root \(\/runs\/root\)\.$/);
  });

  it("finds no divergence between identical branches", () => {
    const same = { Ann: [at(100, 1, "reading", LINES)] };
    const c = compareBranches(timeline("a", same), timeline("b", same));
    expect(c.people[0]!.divergence).toBeNull();
    expect(c.events).toEqual([]);
    expect(comparisonMarkdown(c)).toContain("Same tile and action at every step compared.");
  });

  it("counts a text as mentioning a whisper when it shares two content words", () => {
    const words = contentWords("Tomas is planning a poetry night at the library on Friday");
    expect(mentions(words, "Are you coming to the poetry night?")).toBe(true);
    expect(mentions(words, "The library opens at nine")).toBe(false);
  });
});
