import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MemoryNode } from "../../state/persona.js";
import { parseReplayScript, type ReplayChunk, type ReplayIndex } from "../../drivers/replay/replayFormat.js";
import { memoryKind, registerFork, ReplayWriter, type ReplayRunInfo, type RunSnapshot } from "../../drivers/replay/replayWriter.js";
import type { FullStep } from "../../drivers/town/movementLog.js";
import { addSeconds } from "../../state/gameTime.js";

const START = "2024-05-06T07:00:00";
const NAMES = ["Ada Okafor", "Tomas Reyes"];
const INFO: ReplayRunInfo = {
  runId: "r1",
  title: "r1",
  start: START,
  secondsPerStep: 10,
  firstStep: 0,
  end: null,
  personas: NAMES.map((name) => ({ name, firstName: name.split(" ")[0]!, age: 40, innate: "kind", currently: "", lifestyle: "" })),
  map: { world: "w", width: 2, height: 1, collision: [0, 2], sector: [0, 2], arena: [0, 2], sectors: [], arenas: [], objects: [] },
  fork: null,
};

/** Ada walks one tile every 3 steps; Tomas stands still and talks from step 40 to 59. */
function stepAt(step: number): FullStep {
  const chat: [string, string][] = [["Tomas Reyes", "Good morning!"], ["Ada Okafor", "Morning, Tomas."]];
  return {
    step,
    time: addSeconds(START, step * 10),
    persona: {
      "Ada Okafor": { movement: [Math.floor(step / 3), 5], pronunciatio: "🚶", description: step < 50 ? "walking @ w:a" : "baking @ w:b", chat: null },
      "Tomas Reyes": { movement: [9, 9], pronunciatio: "💬", description: "talking @ w:c", chat: step >= 40 && step < 60 ? chat : null },
    },
  };
}

let nodes = 0;
const node = (type: MemoryNode["type"], extra: Partial<MemoryNode> = {}): MemoryNode => {
  nodes++;
  return {
    id: `node_${nodes}`, index: nodes, type, depth: 0, created: START, expiration: null, lastAccessed: START, subject: "Ada Okafor",
    predicate: "is", object: "x", description: `memory ${nodes}`, embeddingKey: `memory ${nodes}`, poignancy: 3, keywords: [], filling: null, ...extra,
  };
};

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const readIndex = (dir: string) => parseReplayScript(fs.readFileSync(path.join(dir, "replay", "index.js"), "utf8"), "index")!;
const readChunks = (dir: string, index: ReplayIndex) =>
  index.chunks.map((c) => parseReplayScript(fs.readFileSync(path.join(dir, "replay", c.file), "utf8"), "chunk")!);

/** A persona's tile, emoji+description and conversation at a step, from the chunks alone. */
function stateAt(chunks: ReplayChunk[], persona: number, step: number) {
  const chunk = chunks.find((c) => c.from <= step && step < c.to)!;
  const t = chunk.tracks[persona]!;
  const last = <T>(flat: number[], width: number, read: (k: number) => T): T => {
    let found: T | undefined;
    for (let k = 0; k < flat.length; k += width) if (flat[k]! <= step) found = read(k);
    return found!;
  };
  return {
    tile: last(t.p, 3, (k) => [t.p[k + 1], t.p[k + 2]]),
    action: last(t.a, 3, (k) => `${chunk.strings[t.a[k + 1]!]} ${chunk.strings[t.a[k + 2]!]}`),
    chat: last(t.c, 2, (k) => (t.c[k + 1]! < 0 ? null : chunk.chats[t.c[k + 1]!]!.map((i) => chunk.strings[i]))),
  };
}

function writeRun(dir: string, until = 100, finish = true): ReplayWriter {
  const writer = new ReplayWriter(dir, INFO, { flushEveryMs: 0 });
  for (let step = 0; step < until; step++) {
    if (step === 50) {
      writer.endChunk();
      writer.snapshot(snapshotAt(50));
    }
    writer.step(stepAt(step));
  }
  if (finish) writer.finish();
  return writer;
}

const ALL = (() => {
  nodes = 0;
  return [node("event"), node("thought", { predicate: "plan" }), node("chat", { filling: [["Tomas Reyes", "Hi"]] })];
})();
const LATER = [node("thought", { depth: 1, filling: ["node_1"] }), node("thought", { depth: 1, filling: ["node_3"] })];
function snapshotAt(step: number, memories = step < 50 ? ALL : [...ALL, ...LATER]): RunSnapshot {
  return {
    step,
    time: addSeconds(START, step * 10),
    personas: { "Ada Okafor": { schedule: [["sleeping", 420], ["baking", 1020]], memories } },
  };
}

describe("the replay writer", () => {
  it("writes chunks that end at checkpoints and hold every step", () => {
    const dir = tempDir();
    writeRun(dir);
    const index = readIndex(dir);
    expect(index.live).toBe(false);
    expect(index.chunks.map((c) => [c.file, c.from, c.to])).toEqual([["chunk-0000000.js", 0, 50], ["chunk-0000050.js", 50, 100]]);
    expect([index.firstStep, index.toStep]).toEqual([0, 100]);
    const chunks = readChunks(dir, index);
    for (let step = 0; step < 100; step++) {
      const expected = stepAt(step).persona;
      NAMES.forEach((name, p) => {
        const got = stateAt(chunks, p, step);
        expect(got.tile).toEqual(expected[name]!.movement);
        expect(got.action).toBe(`${expected[name]!.pronunciatio} ${expected[name]!.description}`);
        expect(got.chat).toEqual(expected[name]!.chat?.flat() ?? null);
      });
    }
    // Changes only: Tomas stands still, so one tile entry per chunk (its first step).
    expect(chunks.map((c) => c.tracks[1]!.p)).toEqual([[0, 9, 9], [50, 9, 9]]);
    expect(fs.existsSync(path.join(dir, "replay.html"))).toBe(true);
  });

  it("puts each memory into one snapshot, told apart as event, plan, chat, reflection or thought", () => {
    const dir = tempDir();
    const writer = new ReplayWriter(dir, INFO, { flushEveryMs: 0 });
    writer.snapshot(snapshotAt(0));
    for (let step = 0; step < 50; step++) writer.step(stepAt(step));
    writer.endChunk();
    writer.snapshot(snapshotAt(50));
    writer.finish();
    const snapshots = readChunks(dir, readIndex(dir)).flatMap((c) => c.snapshots);
    expect(snapshots.map((s) => s.step)).toEqual([0, 50]);
    expect(snapshots[0]!.memories.map(([p, index, , kind]) => [p, index, kind])).toEqual([[0, 1, "e"], [0, 2, "p"], [0, 3, "c"]]);
    // At 50 only the new ones: a reflection (cites an event) and a thought after a chat (cites the chat).
    expect(snapshots[1]!.memories.map(([, index, , kind]) => [index, kind])).toEqual([[4, "r"], [5, "t"]]);
    expect(snapshots[1]!.schedules[0]).toHaveLength(4);
    expect(snapshots[1]!.schedules[1]).toEqual([]);

    const chats = new Set(["node_3"]);
    expect(memoryKind(node("thought", { filling: [] }), chats)).toBe("t");
    expect(memoryKind(node("thought", { filling: null }), chats)).toBe("t");
  });

  it("resumes at a checkpoint: keeps the chunks before it, writes the rest again, as an uninterrupted run", () => {
    const whole = tempDir();
    writeRun(whole);
    const dir = tempDir();
    const killed = writeRun(dir, 80, false);
    killed.flush();
    expect(readIndex(dir).live).toBe(true);
    expect(readIndex(dir).toStep).toBe(80);
    // The run went on differently after its last checkpoint; resumed, it redoes steps 50.. from the checkpoint.
    const resumed = new ReplayWriter(dir, INFO, { flushEveryMs: 0, resumeAt: 50 });
    expect(readIndex(dir).chunks.map((c) => c.from)).toEqual([0]);
    resumed.snapshot(snapshotAt(50));
    for (let step = 50; step < 100; step++) resumed.step(stepAt(step));
    resumed.finish();
    const strip = (d: string) => {
      const index = readIndex(d);
      return { chunks: readChunks(d, index), ranges: index.chunks.map((c) => [c.file, c.from, c.to]), live: index.live };
    };
    expect(strip(dir)).toEqual(strip(whole));
    expect(fs.readdirSync(path.join(dir, "replay")).sort()).toEqual(fs.readdirSync(path.join(whole, "replay")).sort());
  });

  it("lists a parent's forks, one entry per fork", () => {
    const dir = tempDir();
    writeRun(dir);
    const whisper = { persona: "Ada Okafor", text: "The oven needs fixing" };
    registerFork(dir, "r1", { folder: "../f1", runId: "f1", step: 60, time: addSeconds(START, 600), whisper });
    registerFork(dir, "r1", { folder: "../f0", runId: "f0", step: 20, time: addSeconds(START, 200), whisper: null });
    registerFork(dir, "r1", { folder: "../f1", runId: "f1", step: 60, time: addSeconds(START, 600), whisper: null });
    const forks = parseReplayScript(fs.readFileSync(path.join(dir, "replay", "forks.js"), "utf8"), "forks")!;
    expect(forks.runId).toBe("r1");
    expect(forks.forks.map((f) => [f.runId, f.step, f.whisper])).toEqual([["f0", 20, null], ["f1", 60, null]]);
    // A writer opened again keeps the list.
    new ReplayWriter(dir, INFO, { resumeAt: 50 });
    expect(parseReplayScript(fs.readFileSync(path.join(dir, "replay", "forks.js"), "utf8"), "forks")!.forks).toHaveLength(2);
  });

  it("writes data that is safe inside a script", () => {
    const dir = tempDir();
    const writer = new ReplayWriter(dir, INFO, { flushEveryMs: 0 });
    const step = stepAt(0);
    step.persona["Ada Okafor"]!.description = "reading </script><b>bold</b>\u2028 @ w:a";
    writer.step(step);
    writer.finish();
    const text = fs.readFileSync(path.join(dir, "replay", "chunk-0000000.js"), "utf8");
    expect(text).not.toContain("</script");
    expect(text).not.toContain("\u2028");
    const chunk = parseReplayScript(text, "chunk")!;
    expect(chunk.strings).toContain("reading </script><b>bold</b>\u2028 @ w:a");
  });
});
