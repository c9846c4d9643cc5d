import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { UsageByPrompt } from "../prompts/types.js";
import { addSeconds } from "../state/gameTime.js";
import type { Movement } from "../state/personaTick.js";
import type { RunStats } from "../drivers/town/runStats.js";
import { emptyUsage, type PromptUsage } from "../state/usage.js";
import { lastMovementStep, RunRecorder, stepsOfRun, usageReport, type MasterMovement, type MovementFile, type RecorderFinalState, type RunRecorderOptions } from "../drivers/town/runOutputs.js";
import { renumberOldSteps, stepNumbering } from "../drivers/town/stepNumbers.js";
import { originalDemoAt } from "./support/originalDemo.js";

const ISABELLA = "Isabella Rodriguez";
const MARIA = "Maria Lopez";
const KLAUS = "Klaus Mueller";
const PERSONAS = [ISABELLA, MARIA, KLAUS];
/** One minute before midnight: the 30 ticks (10 s each) cross into February 14 at tick 6. */
const START = "2023-02-13T23:59:00";
const STEPS = 30;
/** The files number steps from midnight of the start date: tick 0 at 23:59:00 is step 8634. */
const FIRST = 8634;
const stepOf = (tick: number) => FIRST + tick;
/** Keys 0 .. n-1 as master_movement.json has them. */
const keysTo = (n: number) => Array.from({ length: n }, (_, i) => String(i));
const TRANSCRIPT: [string, string][] = [
  [KLAUS, "Hi Maria, working late?"],
  [MARIA, "Just finishing my physics notes."],
  [KLAUS, "Good luck with them!"],
];

const timeOf = (step: number, start = START) => addSeconds(start, step * 10);

/**
 * A synthetic village: Isabella sleeps (ticks 0-9), walks to the cafe (10-19, a tile a tick) and opens it (20-29);
 * Klaus starts a chat with Maria at tick 12 that his movement shows for ticks 12-17 and hers, a tick late, for 13-18;
 * Maria's emoji changes at tick 5 without a change of action. `step` is the town's tick (from the run's start).
 */
function recordAt(step: number, start = START): MovementRecord {
  const isabella: Movement =
    step < 10
      ? { tile: [72, 14], pronunciatio: "😴", description: "sleeping @ the Ville:Isabella Rodriguez's apartment:main room:bed", chat: null }
      : {
          tile: [72 + Math.min(step, 19) - 9, 14],
          pronunciatio: "☕",
          description: `${step < 20 ? "going to open the cafe" : "opening the cafe"} @ the Ville:Hobbs Cafe:cafe:cafe customer seating`,
          chat: null,
        };
  const mariaChats = step >= 13 && step <= 18;
  const maria: Movement = mariaChats
    ? { tile: [123, 57], pronunciatio: "💬", description: "conversing with Klaus Mueller @ the Ville:Dorm for Oak Hill College:Maria Lopez's room:desk", chat: TRANSCRIPT }
    : { tile: [123, 57], pronunciatio: step < 5 ? "📚" : "📖", description: "studying for her physics exam @ the Ville:Dorm for Oak Hill College:Maria Lopez's room:desk", chat: null };
  const klausChats = step >= 12 && step <= 17;
  const klaus: Movement = klausChats
    ? { tile: [124, 57], pronunciatio: "💬", description: "conversing with Maria Lopez @ the Ville:Dorm for Oak Hill College:Maria Lopez's room:desk", chat: TRANSCRIPT }
    : { tile: [124, 57], pronunciatio: "📝", description: "writing his research paper @ the Ville:Dorm for Oak Hill College:Maria Lopez's room:desk", chat: null };
  return { kind: "movement", step, time: timeOf(step, start), movements: { [ISABELLA]: isabella, [MARIA]: maria, [KLAUS]: klaus } };
}

/** The same step as another branch would have it: Isabella does something else, Maria and Klaus chat otherwise. */
function abandoned(step: number, start = START): MovementRecord {
  const rec = recordAt(step, start);
  const movements = { ...rec.movements };
  movements[ISABELLA] = { ...movements[ISABELLA]!, description: "reading a book @ the Ville:Hobbs Cafe:cafe:cafe customer seating" };
  for (const name of [MARIA, KLAUS]) {
    const m = movements[name]!;
    if (m.chat) movements[name] = { ...m, chat: [[KLAUS, "A different talk."]] };
  }
  return { ...rec, movements };
}

const USAGE: UsageByPrompt = {
  action_sector: { runs: 6, calls: 7, retries: 1, fallbacks: 0, errors: 0, cached: 0, inputTokens: 3000, outputTokens: 60 },
  create_conversation: { runs: 1, calls: 1, retries: 0, fallbacks: 1, errors: 1, cached: 0, inputTokens: 900, outputTokens: 120 },
  poignancy: { runs: 2, calls: 2, retries: 0, fallbacks: 0, errors: 0, cached: 0, inputTokens: 400, outputTokens: 4 },
};
const FINAL: RecorderFinalState = {
  usage: USAGE,
  clock: { start: START, time: timeOf(STEPS), tick: STEPS, secondsPerTick: 10 },
  order: PERSONAS,
};

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-run-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const newRecorder = (dir: string, options: Partial<RunRecorderOptions> = { movementFiles: true }) =>
  new RunRecorder(dir, { personas: PERSONAS, startTime: START, secondsPerTick: 10, ...options });
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** Every file under `dir` (relative path -> content). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else out[rel] = fs.readFileSync(path.join(dir, rel), "utf8");
    }
  };
  walk("");
  return out;
}

async function uninterruptedRun(): Promise<{ dir: string; written: string[] }> {
  const dir = tempDir();
  const recorder = newRecorder(dir);
  for (let step = 0; step < STEPS; step++) recorder.record(recordAt(step));
  return { dir, written: await recorder.finish(FINAL) };
}

describe("RunRecorder", () => {
  it("writes the original's movement/<step>.json", async () => {
    const { dir } = await uninterruptedRun();
    const files = fs.readdirSync(path.join(dir, "movement")).sort((a, b) => parseInt(a) - parseInt(b));
    expect(files).toEqual(Array.from({ length: STEPS }, (_, i) => `${stepOf(i)}.json`));

    const first = readJson<MovementFile>(path.join(dir, "movement", `${FIRST}.json`));
    expect(Object.keys(first)).toEqual(["persona", "meta"]);
    expect(first.meta).toEqual({ curr_time: "February 13, 2023, 23:59:00" });
    expect(Object.keys(first.persona)).toEqual(PERSONAS);
    expect(first.persona[ISABELLA]).toEqual({
      movement: [72, 14],
      pronunciatio: "😴",
      description: "sleeping @ the Ville:Isabella Rodriguez's apartment:main room:bed",
      chat: null,
    });

    expect(readJson<MovementFile>(path.join(dir, "movement", `${stepOf(6)}.json`)).meta.curr_time).toBe("February 14, 2023, 00:00:00");
    const chatting = readJson<MovementFile>(path.join(dir, "movement", `${stepOf(13)}.json`));
    expect(chatting.persona[KLAUS]!.chat).toEqual(TRANSCRIPT);
    expect(chatting.persona[MARIA]!.chat).toEqual(TRANSCRIPT);
    expect(chatting.persona[ISABELLA]!.movement).toEqual([76, 14]);
  });

  it("writes master_movement.json as the original's delta log", async () => {
    const { dir } = await uninterruptedRun();
    const master = readJson<MasterMovement>(path.join(dir, "master_movement.json"));
    // Every step from midnight present, keyed by strings from "0" (the demo reads raw_all_movement[str(step)] in
    // turn): key "0" holds everyone's first entry, the keys up to the first step are empty.
    expect(Object.keys(master)).toEqual(keysTo(FIRST + STEPS));
    expect(Object.keys(master["0"]!)).toEqual(PERSONAS);
    expect(master["0"]![MARIA]).toEqual(readJson<MovementFile>(path.join(dir, "movement", `${FIRST}.json`)).persona[MARIA]);
    for (const key of [1, 4000, FIRST - 1, FIRST]) expect(master[String(key)]).toEqual({});
    // Later steps hold only what changed.
    const at = (tick: number) => master[String(stepOf(tick))]!;
    expect(at(1)).toEqual({});
    expect(Object.keys(at(5))).toEqual([MARIA]); // the emoji alone changed
    expect(at(5)[MARIA]!.pronunciatio).toBe("📖");
    expect(Object.keys(at(10))).toEqual([ISABELLA]);
    expect(Object.keys(at(12))).toEqual([ISABELLA, KLAUS]);
    expect(at(12)[KLAUS]!.chat).toEqual(TRANSCRIPT);
    expect(Object.keys(at(13))).toEqual([ISABELLA, MARIA]);
    expect(Object.keys(at(18))).toEqual([ISABELLA, KLAUS]);
    expect(at(18)[KLAUS]!.chat).toBeNull();
    expect(Object.keys(at(19))).toEqual([ISABELLA, MARIA]);
    expect(Object.keys(at(20))).toEqual([ISABELLA]); // same tile, new description
    expect(at(21)).toEqual({});

    // Replaying the log from key 0 gives each step's full state back.
    const state: Record<string, unknown> = {};
    for (let step = 0; step < FIRST + STEPS; step++) {
      Object.assign(state, master[String(step)]);
      if (step >= FIRST) expect(state).toEqual(readJson<MovementFile>(path.join(dir, "movement", `${step}.json`)).persona);
    }
  });

  it("writes a timeline per persona and one transcript per conversation", async () => {
    const { dir, written } = await uninterruptedRun();
    const conversations = fs.readdirSync(path.join(dir, "conversations"));
    expect(conversations).toEqual(["2023-02-14_00-01-00-Klaus_Mueller-Maria_Lopez.md"]);
    const transcript = fs.readFileSync(path.join(dir, "conversations", conversations[0]!), "utf8");
    expect(transcript).toContain("# Klaus Mueller and Maria Lopez");
    expect(transcript).toContain(`February 14, 2023, 00:01:00 (step ${stepOf(12)})`);
    expect(transcript).toContain("**Klaus Mueller:** Hi Maria, working late?");
    expect(transcript).toContain("**Maria Lopez:** Just finishing my physics notes.");

    expect(fs.readdirSync(path.join(dir, "timeline")).sort()).toEqual(PERSONAS.map((p) => `${p}.md`).sort());
    const isabella = fs.readFileSync(path.join(dir, "timeline", `${ISABELLA}.md`), "utf8");
    const rows = isabella.split("\n").filter((l) => /^\| \d\d:\d\d /.test(l));
    expect(rows).toEqual([
      "| 23:59 | 😴 | sleeping | the Ville:Isabella Rodriguez's apartment:main room:bed |",
      // restated under the new day's heading
      "| 00:00 | 😴 | sleeping | the Ville:Isabella Rodriguez's apartment:main room:bed |",
      "| 00:00 | ☕ | going to open the cafe | the Ville:Hobbs Cafe:cafe:cafe customer seating |",
      "| 00:02 | ☕ | opening the cafe | the Ville:Hobbs Cafe:cafe:cafe customer seating |",
    ]);
    expect(isabella).toContain("## Monday, February 13, 2023");
    expect(isabella).toContain("## Tuesday, February 14, 2023");

    const link = "[transcript](../conversations/2023-02-14_00-01-00-Klaus_Mueller-Maria_Lopez.md)";
    const maria = fs.readFileSync(path.join(dir, "timeline", `${MARIA}.md`), "utf8");
    expect(maria).toContain(`| 00:01 | 💬 | conversation with Klaus Mueller, 3 lines: ${link} |`);
    expect(maria.split("\n").filter((l) => l.includes("physics exam"))).toHaveLength(3); // 23:59, day restated, after the chat
    const klaus = fs.readFileSync(path.join(dir, "timeline", `${KLAUS}.md`), "utf8");
    expect(klaus).toContain(`| 00:01 | 💬 | conversation with Maria Lopez, 3 lines: ${link} |`);
    expect(klaus).toContain("| 00:01 | 💬 | conversing with Maria Lopez |");

    expect(written.map((f) => path.relative(dir, f)).sort()).toEqual(
      [
        "master_movement.json",
        "usage.json",
        "usage.md",
        "stats.json",
        "stats.md",
        ...PERSONAS.map((p) => `timeline/${p}.md`),
        `conversations/${conversations[0]}`,
      ].sort(),
    );
  });

  it("shows a chat and a wait where they happen, not as the partner or the waiting tile", async () => {
    // As the town writes them: a chat's address is the partner, a wait's the tile the persona waits on.
    const step = (n: number): MovementRecord => ({
      kind: "movement",
      step: n,
      time: timeOf(n),
      movements: {
        [ISABELLA]: { tile: [72, 14], pronunciatio: "⌛", description: "opening the cafe (waiting to start brewing coffee) @ <waiting> 72 14", chat: null },
        [MARIA]: { tile: [123, 57], pronunciatio: "💬", description: "conversing about the exam @ <persona> Klaus Mueller", chat: TRANSCRIPT },
        [KLAUS]: { tile: [124, 57], pronunciatio: "💬", description: "conversing about the exam @ <persona> Maria Lopez", chat: TRANSCRIPT },
      },
    });
    const placeOf = ([x]: [number, number]) => (x > 100 ? "the Ville:Dorm for Oak Hill College:common room" : "the Ville:Hobbs Cafe:cafe");
    const rowsOf = async (options: Partial<RunRecorderOptions>) => {
      const dir = tempDir();
      const recorder = newRecorder(dir, options);
      for (let n = 0; n < 3; n++) recorder.record(step(n));
      await recorder.finish(FINAL);
      const rows = (name: string) => fs.readFileSync(path.join(dir, "timeline", `${name}.md`), "utf8").split("\n").filter((l) => /^\| \d\d:\d\d /.test(l));
      const [conversation] = fs.readdirSync(path.join(dir, "conversations"));
      return { isabella: rows(ISABELLA), klaus: rows(KLAUS), transcript: fs.readFileSync(path.join(dir, "conversations", conversation!), "utf8") };
    };

    const onTheMap = await rowsOf({ placeOf });
    expect(onTheMap.isabella).toEqual(["| 23:59 | ⌛ | opening the cafe (waiting to start brewing coffee) | the Ville:Hobbs Cafe:cafe |"]);
    expect(onTheMap.klaus[0]).toBe("| 23:59 | 💬 | conversing about the exam | the Ville:Dorm for Oak Hill College:common room |");
    expect(onTheMap.klaus.join("\n")).not.toContain("<persona>");
    expect(onTheMap.transcript).toContain(", at the Ville:Dorm for Oak Hill College:common room");
    // Without the map (a folder finished on its own), the partner and the tile.
    const alone = await rowsOf({});
    expect(alone.klaus[0]).toBe("| 23:59 | 💬 | conversing about the exam | with Maria Lopez |");
    expect(alone.isabella[0]).toBe("| 23:59 | ⌛ | opening the cafe (waiting to start brewing coffee) | tile 72, 14 |");
  });

  it("counts each persona-day's actions, conversations and calls", async () => {
    const dir = tempDir();
    const recorder = newRecorder(dir);
    for (let step = 0; step < STEPS; step++) recorder.record(recordAt(step));
    const day = (fields: Partial<PromptUsage>) => ({ ...emptyUsage(), ...fields });
    await recorder.finish({
      ...FINAL,
      usageByPersona: {
        [KLAUS]: { "2023-02-14": { focal_points: day({ runs: 1, calls: 1 }), event_poignancy: day({ runs: 3, calls: 4 }), utterance: day({ runs: 2, calls: 2 }) } },
        // Economical cognition: a batched score of a tick's events and a batched note of thoughts are poignancy calls.
        [MARIA]: { "2023-02-14": { event_poignancies: day({ runs: 1, calls: 1 }), thought_notes: day({ runs: 1, calls: 2 }), event_triple: day({ runs: 1, calls: 1 }) } },
      },
    });
    const stats = readJson<RunStats>(path.join(dir, "stats.json"));
    const of = (persona: string, date: string) => stats.personaDays.find((d) => d.persona === persona && d.day === date);
    // Steps 0-5 fall on February 13 (one minute), 6-29 on February 14 (four minutes).
    expect(of(ISABELLA, "2023-02-13")).toMatchObject({ hours: 0.02, actions: 1, conversations: 0, lines: 0, modelCalls: 0 });
    // Sleeping (restated on the new day), going to open the cafe, opening it: its timeline's rows of that day.
    expect(of(ISABELLA, "2023-02-14")).toMatchObject({ hours: 0.07, actions: 3, conversations: 0 });
    // Writing, the chat, writing again; the chat's three lines; the calls of Klaus's own thinking.
    expect(of(KLAUS, "2023-02-14")).toMatchObject({ actions: 3, conversations: 1, lines: 3, reflections: 1, poignancyCalls: 4, modelCalls: 7 });
    expect(of(MARIA, "2023-02-14")).toMatchObject({ conversations: 1, lines: 3, poignancyCalls: 3, modelCalls: 4 });
    expect(stats.village).toEqual([
      { day: "2023-02-13", hours: 0.02, conversations: 0, utterances: 0 },
      { day: "2023-02-14", hours: 0.07, conversations: 1, utterances: 3 },
    ]);
    const md = fs.readFileSync(path.join(dir, "stats.md"), "utf8");
    expect(md).toContain("| Klaus Mueller | 2023-02-14 | 0.07 | 3 | 1 | 3 | 1 | 4 | 7 |");
    expect(md).toContain("the village held 8 conversations with 87 utterances");
  });

  it("reports usage per prompt and per persona-day against the original", async () => {
    const { dir } = await uninterruptedRun();
    const report = readJson<ReturnType<typeof usageReport>>(path.join(dir, "usage.json"));
    // 3 personas × 300 s = 900 / 86,400 persona-days; 10 calls.
    expect(report.personaDays).toBeCloseTo(900 / 86_400, 10);
    expect(report.total).toMatchObject({ runs: 9, calls: 10, retries: 1, fallbacks: 1, errors: 1, cached: 0, inputTokens: 4300, outputTokens: 184 });
    expect(report.callsPerPersonaDay).toBeCloseTo(960, 6);
    expect(report.byPrompt.action_sector!.callsPerPersonaDay).toBeCloseTo(672, 6);
    const md = fs.readFileSync(path.join(dir, "usage.md"), "utf8");
    expect(md).toContain("| action_sector | text | 6 | 7 | 1 | 0 | 0 | 0 | 3,000 | 60 | 672 |");
    expect(md).toContain("| **Total** | text | 9 | 10 | 1 | 1 | 1 | 0 | 4,300 | 184 | 960 |");
    expect(md).toContain("Calls per persona-day: 960 vs about 1,100-1,600 in the original (60-87% of it).");
    expect(md).toContain("Extrapolated from 5 simulated minutes");

    expect(usageReport({}, 3, 0).comparison).toMatch(/^Calls per persona-day: n\/a/);
    expect(usageReport(USAGE, 1, 86_400).comparison).toBe(
      "Calls per persona-day: 10 vs about 1,100-1,600 in the original (0.6-0.9% of it).",
    );
  });

  it("gives the same folder when a resumed run re-creates the recorder and replays steps", async () => {
    const { dir: reference } = await uninterruptedRun();

    const dir = tempDir();
    const crashed = newRecorder(dir);
    // The process dies after step 21; the ticks after the last checkpoint went differently (model nondeterminism).
    for (let step = 0; step <= 21; step++) crashed.record(step < 15 ? recordAt(step) : abandoned(step));
    const resumed = newRecorder(dir); // resumed from the checkpoint of step 14: steps 15.. are replayed
    for (let step = 15; step < STEPS; step++) resumed.record(recordAt(step));
    await resumed.finish(FINAL);

    expect(snapshot(dir)).toEqual(snapshot(reference));
  });

  it("finishes from the folder alone, and ignores steps past the end of a rewound run", async () => {
    const { dir: reference } = await uninterruptedRun();
    const dir = tempDir();
    const first = newRecorder(dir);
    for (let step = 0; step < STEPS; step++) first.record(recordAt(step));
    // A recorder that wrote nothing finishes from what is on disk.
    await newRecorder(dir).finish(FINAL);
    expect(snapshot(dir)).toEqual(snapshot(reference));

    // Rewound to step 9 and run to step 19 only: the master log stops there, the transcript is still found.
    const rewound = newRecorder(dir);
    for (let step = 10; step < 20; step++) rewound.record(recordAt(step));
    await rewound.finish({ usage: {}, clock: { start: START, time: timeOf(20), tick: 20, secondsPerTick: 10 } });
    const master = readJson<MasterMovement>(path.join(dir, "master_movement.json"));
    expect(Object.keys(master)).toHaveLength(stepOf(20));
    expect(fs.readdirSync(path.join(dir, "conversations"))).toHaveLength(1);
  });

  it("clears a half-written file a killed run left, and finds the last step on disk", () => {
    const dir = tempDir();
    expect(lastMovementStep(dir)).toBe(-1);
    const first = newRecorder(dir);
    for (let step = 0; step < 3; step++) first.record(recordAt(step));
    fs.writeFileSync(path.join(first.movementDir, `${stepOf(3)}.json.4242.tmp`), "{ half");
    expect(lastMovementStep(dir)).toBe(stepOf(2));
    newRecorder(dir);
    expect(fs.readdirSync(path.join(dir, "movement")).sort()).toEqual([0, 1, 2].map((t) => `${stepOf(t)}.json`));
  });

  it("writes an empty log when nothing was recorded", async () => {
    const dir = tempDir();
    const written = await newRecorder(dir).finish({ usage: {} });
    expect(readJson(path.join(dir, "master_movement.json"))).toEqual({});
    expect(written.map((f) => path.relative(dir, f))).toContain(`timeline/${MARIA}.md`);
    expect(fs.readFileSync(path.join(dir, "usage.md"), "utf8")).toContain("n/a");
  });

  it("keeps only the movement log by default and derives the same outputs from it", async () => {
    const { dir: reference } = await uninterruptedRun();
    const dir = tempDir();
    const recorder = newRecorder(dir, {});
    for (let step = 0; step < STEPS; step++) recorder.record(recordAt(step));
    await recorder.finish(FINAL);
    expect(fs.existsSync(path.join(dir, "movement"))).toBe(false);
    const log = fs.readFileSync(path.join(dir, "movement.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(log.map((l) => l.step)).toEqual(Array.from({ length: STEPS }, (_, i) => stepOf(i)));
    expect(log[12]).toEqual({ step: stepOf(12), time: timeOf(12), persona: readJson<MasterMovement>(path.join(dir, "master_movement.json"))[String(stepOf(12))] });
    const withoutFiles = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([f]) => !f.startsWith("movement/")));
    expect(snapshot(dir)).toEqual(withoutFiles(snapshot(reference)));
    expect(lastMovementStep(dir)).toBe(stepOf(STEPS - 1));
  });

  it("drops the half-written line a killed run left, and replays steps over the log", async () => {
    const { dir: reference } = await uninterruptedRun();
    const dir = tempDir();
    const crashed = newRecorder(dir, { movementFiles: true });
    for (let step = 0; step <= 21; step++) crashed.record(step < 15 ? recordAt(step) : abandoned(step));
    fs.appendFileSync(path.join(dir, "movement.jsonl"), `{"step":${stepOf(22)},"time":"2023-02-14T00:02`);
    expect(lastMovementStep(dir)).toBe(stepOf(21));
    const resumed = newRecorder(dir, { movementFiles: true });
    for (let step = 15; step < STEPS; step++) resumed.record(recordAt(step));
    await resumed.finish(FINAL);
    expect(snapshot(dir)).toEqual(snapshot(reference));
  });

  it("numbers a fork's master_movement like its movement files, after its parent's steps before the fork", async () => {
    const { dir: parent } = await uninterruptedRun();
    const fork = tempDir();
    const recorder = newRecorder(fork, { movementFiles: true, ancestors: [{ folder: parent, forkStep: stepOf(20) }] });
    for (let step = 20; step < STEPS; step++) recorder.record(abandoned(step));
    await recorder.finish(FINAL);
    // The fork's movement files go on from its tick 20 under the same numbers; before them it has its parent's, as
    // the original's fork (a copy of its parent's folder) has.
    const files = fs.readdirSync(path.join(fork, "movement")).map((f) => Number.parseInt(f, 10)).sort((a, b) => a - b);
    expect(files).toEqual(Array.from({ length: STEPS }, (_, i) => stepOf(i)));
    for (const tick of [0, 12, 19]) {
      expect(readJson(path.join(fork, "movement", `${stepOf(tick)}.json`))).toEqual(readJson(path.join(parent, "movement", `${stepOf(tick)}.json`)));
    }
    const master = readJson<MasterMovement>(path.join(fork, "master_movement.json"));
    expect(Object.keys(master)).toEqual(keysTo(FIRST + STEPS));
    const parentMaster = readJson<MasterMovement>(path.join(parent, "master_movement.json"));
    for (let step = 0; step < stepOf(20); step++) expect(master[String(step)]).toEqual(parentMaster[String(step)]);
    // From the fork on, replaying the log gives the fork's own movement files back.
    const state: Record<string, unknown> = {};
    for (let step = 0; step < FIRST + STEPS; step++) {
      Object.assign(state, master[String(step)]);
      if (step >= stepOf(20)) expect(state).toEqual(readJson<MovementFile>(path.join(fork, "movement", `${step}.json`)).persona);
    }
    expect(Object.keys(master[String(stepOf(20))]!)).toEqual([ISABELLA]); // only what the fork changed
    // Timelines and transcripts cover the fork's own steps.
    expect(fs.readFileSync(path.join(fork, "timeline", `${ISABELLA}.md`), "utf8")).toContain("| 00:02 | ☕ | reading a book |");
    expect(fs.existsSync(path.join(fork, "conversations"))).toBe(false);
    // Statistics cover the whole thread, as its usage does: the parent's chat before the fork counts.
    const stats = readJson<RunStats>(path.join(fork, "stats.json"));
    expect(stats.village.find((v) => v.day === "2023-02-14")).toMatchObject({ hours: 0.07, conversations: 1 });
    // Isabella: sleeping (restated), going to open the cafe (her parent's), reading a book (her fork's).
    expect(stats.personaDays.find((d) => d.persona === ISABELLA && d.day === "2023-02-14")).toMatchObject({ actions: 3 });
  });

  it("writes reverie/meta.json in the original's shape, with the start's time of day", async () => {
    const dir = tempDir();
    const recorder = newRecorder(dir, { meta: { forkSimCode: "base_the_ville_isabella_maria_klaus", mazeName: "the_ville" } });
    for (let step = 0; step < STEPS; step++) recorder.record(recordAt(step));
    await recorder.finish(FINAL);
    const meta = readJson<Record<string, unknown>>(path.join(dir, "reverie", "meta.json"));
    expect(meta).toEqual({
      fork_sim_code: "base_the_ville_isabella_maria_klaus",
      start_date: "February 13, 2023",
      start_time: "February 13, 2023, 23:59:00",
      curr_time: "February 14, 2023, 00:04:00",
      sec_per_step: 10,
      maze_name: "the_ville",
      persona_names: PERSONAS,
      step: FIRST + STEPS, // the next step, counted from midnight of start_date
    });
    expect(readJson(path.join(dir, "meta.json"))).toEqual(meta);
  });

  it("numbers steps from midnight, so the original's demo shows the run's own times: a run from 07:00 and its fork", async () => {
    const start = "2024-05-06T07:00:00";
    const first = 2520; // 7 h of 10-second steps
    const meta = { forkSimCode: "base", mazeName: "the_ville" };
    const final = { usage: {}, clock: { start, time: timeOf(STEPS, start), tick: STEPS, secondsPerTick: 10 }, order: PERSONAS };
    const parent = tempDir();
    const recorder = newRecorder(parent, { startTime: start, meta });
    for (let tick = 0; tick < STEPS; tick++) recorder.record(recordAt(tick, start));
    await recorder.finish(final);
    const fork = tempDir();
    const forked = newRecorder(fork, { startTime: start, meta: { ...meta, forkSimCode: "parent" }, ancestors: [{ folder: parent, forkStep: first + 20 }] });
    for (let tick = 20; tick < STEPS; tick++) forked.record(abandoned(tick, start));
    await forked.finish(final);

    for (const folder of [parent, fork]) {
      const log = new Map([...stepsOfRun(folder)].map((s) => [s.step, s]));
      expect(Math.min(...log.keys())).toBe(folder === parent ? first : first + 20);
      // The demo's clock at a step is the time the run simulated it, and it places everyone as the run had them
      // (a fork's steps before it left are its parent's).
      for (const step of [first, first + 13, first + 19, first + 20, first + 25, first + STEPS - 1]) {
        const expected = log.get(step) ?? [...stepsOfRun(parent)].find((s) => s.step === step)!;
        const demo = originalDemoAt(folder, step);
        expect(demo.clock, `clock at step ${step}`).toBe(expected.time);
        expect(demo.personas).toEqual(expected.persona);
      }
      // Opened before the run's first step, it still finds everyone (where they first stood), at that step's time.
      expect(originalDemoAt(folder, 0)).toEqual({ clock: "2024-05-06T00:00:00", personas: originalDemoAt(folder, first).personas });
      const m = readJson<{ step: number; curr_time: string; start_date: string }>(path.join(folder, "meta.json"));
      expect(m).toMatchObject({ start_date: "May 06, 2024", step: first + STEPS, curr_time: "May 06, 2024, 07:05:00" });
      expect(Object.keys(readJson(path.join(folder, "master_movement.json")))).toHaveLength(m.step);
    }
    expect(originalDemoAt(fork, first + 25).personas[ISABELLA]!.description).toContain("reading a book");
    expect(originalDemoAt(parent, first + 25).personas[ISABELLA]!.description).toContain("opening the cafe");
  });

  it("reads and resumes a folder written before steps counted from midnight", async () => {
    const { dir: reference } = await uninterruptedRun();
    // The same run as the recorder wrote it before: the log and files numbered from the run's first step (0).
    const old = tempDir();
    const before = newRecorder(old);
    for (let tick = 0; tick <= 21; tick++) before.record(recordAt(tick));
    const lines = fs.readFileSync(path.join(old, "movement.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    fs.writeFileSync(path.join(old, "movement.jsonl"), lines.map((l) => `${JSON.stringify({ ...l, step: l.step - FIRST })}\n`).join(""));
    for (let tick = 0; tick <= 21; tick++) fs.renameSync(path.join(old, "movement", `${stepOf(tick)}.json`), path.join(old, "movement", `${tick}.json`));
    const numbering = stepNumbering(START, 10);
    expect(numbering.firstStep).toBe(FIRST);

    // Read with the run's numbering, its steps are those of their times.
    expect([...stepsOfRun(old, numbering)].map((s) => s.step)).toEqual(Array.from({ length: 22 }, (_, i) => stepOf(i)));
    // Resumed, it is renumbered in place and ends as a run written now.
    const resumed = newRecorder(old);
    expect(lastMovementStep(old)).toBe(stepOf(21));
    expect(renumberOldSteps(old, numbering)).toBe(false); // once is enough
    for (let tick = 15; tick < STEPS; tick++) resumed.record(recordAt(tick));
    await resumed.finish(FINAL);
    expect(snapshot(old)).toEqual(snapshot(reference));
  });
});
