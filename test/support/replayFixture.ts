/**
 * Two run folders of the default village written through the real recorder and replay writer, with movements we
 * choose (the simulated model rarely makes a short run with a conversation, and its forks walk the same way as
 * their parents): a parent run of 25 minutes from 08:00 where Ada walks from her house to the bakery while Tomas
 * and Mei meet in Willow Park and talk, and a fork at 08:15 with a whisper to Ada, who walks to the library instead.
 * Steps are numbered as the run's files number them, from midnight: the run's first step (08:00) is 2880.
 */
import fs from "node:fs";
import path from "node:path";
import { addSeconds } from "../../state/gameTime.js";
import type { MemoryNode } from "../../state/persona.js";
import type { Movement } from "../../state/personaTick.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import { shortestPath } from "../../tools/world/pathFinder.js";
import type { Tile } from "../../tools/world/townMap.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { RunRecorder } from "../../drivers/town/runOutputs.js";
import { RunSpecSchema } from "../../drivers/town/townRun.js";
import { replayInfo } from "../../drivers/replay/runReplay.js";
import { registerFork, ReplayWriter, type RunSnapshot } from "../../drivers/replay/replayWriter.js";

export const ADA = "Ada Okafor";
export const TOMAS = "Tomas Reyes";
export const MEI = "Mei Lin";
export const PERSONAS = [ADA, TOMAS, MEI];
export const START = "2024-05-06T08:00:00";
/** The run's first step (08:00 in 10-second steps from midnight), its number of steps, its last step. */
export const FIRST = 2880;
export const STEPS = 150;
export const LAST = FIRST + STEPS - 1;
export const FORK_STEP = FIRST + 90;
export const TRANSCRIPT: [string, string][] = [
  [TOMAS, "Morning, Mei! Are you painting the pond again today?"],
  [MEI, "I am. The light on the water is different every hour."],
  [TOMAS, "Would you read something at the poetry night on Friday?"],
  [MEI, "Maybe a short one. I'll think about it on my walk."],
];
export const WHISPER = { persona: ADA, text: "Tomas is planning a poetry night at the library on Friday" };
export const REFLECTION = "Ada Okafor takes pride in the honey-rye loaf she is perfecting";

export const timeOf = (step: number) => addSeconds(START, (step - FIRST) * 10);

const map = loadTownMap(DEFAULT_VILLAGE.mapDir);
const tileIn = (address: string): Tile => {
  const tiles = map.tilesOf(address).filter((t) => !map.isBlocked(t));
  if (!tiles.length) throw new Error(`no free tile at ${address}`);
  return tiles[Math.floor(tiles.length / 2)]!;
};
/** Where the walk is at `step` (standing at its end once there). */
function walk(from: Tile, to: Tile, startStep: number) {
  const path = shortestPath(map, from, to)!;
  const at = (step: number): Tile => path[Math.max(0, Math.min(path.length - 1, step - startStep))]!;
  return Object.assign(at, { arrives: startStep + path.length - 1 });
}

const W = map.world;
const adaHome = tileIn(`${W}:Ada Okafor's house:kitchen`);
const bakery = tileIn(`${W}:Okafor Bakery:shop floor`);
const library = tileIn(`${W}:Larkspur Library:reading room`);
const park = map.tilesOf(`${W}:Willow Park:lawn`).filter((t) => !map.isBlocked(t) && !map.isBlocked([t[0] + 1, t[1]]));
const tomasSpot = park[Math.floor(park.length / 3)]!;
const meiSpot: Tile = [tomasSpot[0] + 1, tomasSpot[1]];
const adaToBakery = walk(adaHome, bakery, FIRST);
const adaToLibrary = walk(adaToBakery(FORK_STEP), library, FORK_STEP);
const tomasToPark = walk(tileIn(`${W}:Tomas Reyes's house:kitchen`), tomasSpot, FIRST);
const meiToPark = walk(tileIn(`${W}:Mei Lin's house:studio`), meiSpot, FIRST);
/** Tomas and Mei talk once both have arrived in the park. */
export const CHAT = { start: Math.max(tomasToPark.arrives, meiToPark.arrives) + 2, end: Math.max(tomasToPark.arrives, meiToPark.arrives) + 26 };
if (CHAT.end >= FORK_STEP) throw new Error("the fixture's conversation must end before the fork");

function movement(tile: Tile, pronunciatio: string, description: string, chat: [string, string][] | null = null): Movement {
  return { tile, pronunciatio, description, chat };
}

/** Every persona's movement at a step of the parent run, or of the fork (which differs from FORK_STEP on). */
export function movementsAt(step: number, branch: "parent" | "fork"): Record<string, Movement> {
  const chatting = step >= CHAT.start && step < CHAT.end;
  const ada = branch === "fork" && step >= FORK_STEP
    ? movement(adaToLibrary(step), "📚", `walking to the library to ask about the poetry night @ ${W}:Larkspur Library:reading room:bookshelf`)
    : step < FIRST + 40
      ? movement(adaToBakery(step), "🚶", `walking to the bakery @ ${W}:Okafor Bakery:shop floor:counter`)
      : movement(adaToBakery(step), "🥐", `opening the bakery @ ${W}:Okafor Bakery:shop floor:counter`);
  return {
    [ADA]: ada,
    [TOMAS]: chatting
      ? movement(tomasToPark(step), "💬", `conversing about the poetry night @ <persona> ${MEI}`, TRANSCRIPT)
      : movement(tomasToPark(step), "🌳", `taking a morning walk @ ${W}:Willow Park:lawn:park bench`),
    [MEI]: chatting
      ? movement(meiToPark(step), "💬", `conversing about the poetry night @ <persona> ${TOMAS}`, TRANSCRIPT)
      : movement(meiToPark(step), "🎨", `sketching the pond @ ${W}:Willow Park:lawn:flower bed`),
  };
}

let nodeCount: Record<string, number> = {};
function memory(persona: string, created: string, type: MemoryNode["type"], description: string, extra: Partial<MemoryNode> = {}): MemoryNode {
  const index = (nodeCount[persona] = (nodeCount[persona] ?? 0) + 1);
  return {
    id: `node_${index}`,
    index,
    type,
    depth: type === "thought" ? 1 : 0,
    created,
    expiration: null,
    lastAccessed: created,
    subject: persona,
    predicate: "is",
    object: description,
    description,
    embeddingKey: description,
    poignancy: 4,
    keywords: [],
    filling: null,
    ...extra,
  };
}

export const ADA_SCHEDULE: [string, number][] = [
  ["sleeping", 240],
  ["waking up and getting ready", 60],
  ["baking bread for the day", 180],
  ["opening the bakery (unlocking the door)", 10],
  ["opening the bakery (setting out the bread)", 20],
  ["serving customers at the bakery counter", 390],
  ["walking in Willow Park", 60],
  ["cooking dinner", 60],
  ["reading a book", 120],
  ["sleeping", 300],
];
const OTHER_SCHEDULE: [string, number][] = [
  ["sleeping", 420],
  ["taking a morning walk", 60],
  ["working on the day's plans", 540],
  ["having dinner", 60],
  ["relaxing at home", 120],
  ["sleeping", 240],
];

function memories() {
  nodeCount = {};
  const ada = [
    memory(ADA, "2024-05-06T04:00:00", "thought", "This is Ada Okafor's plan for Monday May 6: bake at 5:00 am, open the bakery at 8:00 am", { predicate: "plan" }),
    memory(ADA, "2024-05-06T07:55:00", "event", "Ada Okafor is baking bread for the day"),
    memory(ADA, "2024-05-06T07:58:00", "event", "oven is idle"),
  ];
  const adaLater = [
    memory(ADA, "2024-05-06T08:05:00", "thought", REFLECTION, { depth: 2, filling: ["node_2"] }),
    memory(ADA, "2024-05-06T08:08:00", "event", "Ada Okafor is opening the bakery"),
  ];
  const tomas = [memory(TOMAS, "2024-05-06T07:30:00", "event", "Tomas Reyes is taking a morning walk")];
  const chat = memory(TOMAS, timeOf(CHAT.start), "chat", "conversing about the poetry night", { filling: TRANSCRIPT });
  const tomasMemo = memory(TOMAS, timeOf(CHAT.end), "thought", "Mei might read a short poem on Friday", { filling: [chat.id] });
  const mei = [memory(MEI, "2024-05-06T07:45:00", "event", "Mei Lin is sketching the pond")];
  const whisper = memory(ADA, timeOf(FORK_STEP), "thought", WHISPER.text);
  return { ada, adaLater, tomas, chat, tomasMemo, mei, whisper };
}

function snapshot(step: number, nodes: Record<string, MemoryNode[]>): RunSnapshot {
  const personas: RunSnapshot["personas"] = {};
  for (const name of PERSONAS) personas[name] = { schedule: name === ADA ? ADA_SCHEDULE : OTHER_SCHEDULE, memories: nodes[name] ?? [] };
  return { step, time: timeOf(step), personas };
}

function writeRunJson(folder: string, spec: Record<string, unknown>): void {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "run.json"), JSON.stringify(RunSpecSchema.parse(spec), null, 2));
}

export interface SyntheticRuns {
  parent: string;
  fork: string;
}

/** Writes the parent run and its fork under `dir`. */
export async function writeSyntheticRuns(dir: string): Promise<SyntheticRuns> {
  const parent = path.join(dir, "morning");
  const fork = path.join(dir, "morning-fork");
  const m = memories();
  writeRunJson(parent, { startTime: START, endTime: timeOf(LAST + 1), threadId: "morning", checkpointer: "memory" });
  writeBranch(parent, "parent", FIRST, LAST + 1, [
    snapshot(FIRST, { [ADA]: m.ada, [TOMAS]: m.tomas, [MEI]: m.mei }),
    snapshot(FORK_STEP, { [ADA]: [...m.ada, ...m.adaLater], [TOMAS]: [...m.tomas, m.chat, m.tomasMemo], [MEI]: m.mei }),
  ]);
  writeRunJson(fork, {
    startTime: START,
    endTime: timeOf(LAST + 1),
    threadId: "morning-fork-1",
    checkpointer: "memory",
    forkedFrom: { folder: parent, checkpointId: "checkpoint-at-08-10", time: timeOf(FORK_STEP), whisper: WHISPER },
  });
  writeBranch(fork, "fork", FORK_STEP, LAST + 1, [
    snapshot(FORK_STEP, { [ADA]: [...m.ada, ...m.adaLater, m.whisper], [TOMAS]: [...m.tomas, m.chat, m.tomasMemo], [MEI]: m.mei }),
  ]);
  registerFork(parent, "morning", { folder: "../morning-fork", runId: "morning-fork-1", step: FORK_STEP, time: timeOf(FORK_STEP), whisper: WHISPER });
  return { parent, fork };
}

/** A branch's outputs: the movement log (the recorder's) and the replay (snapshots where their steps fall). */
function writeBranch(folder: string, branch: "parent" | "fork", from: number, to: number, snapshots: RunSnapshot[]): void {
  const recorder = new RunRecorder(folder, { personas: PERSONAS, startTime: START, secondsPerTick: 10 });
  const writer = new ReplayWriter(folder, replayInfo(folder), { flushEveryMs: 0 });
  for (let step = from; step < to; step++) {
    for (const s of snapshots) {
      if (s.step !== step) continue;
      writer.endChunk();
      writer.snapshot(s);
    }
    // The recorder takes the town's ticks (from the run's start) and numbers them from midnight itself.
    const rec = { kind: "movement" as const, step: step - FIRST, time: timeOf(step), movements: movementsAt(step, branch) };
    recorder.record(rec);
    writer.step({ step, time: rec.time, persona: Object.fromEntries(PERSONAS.map((p) => [p, toEntry(rec.movements[p]!)])) });
  }
  writer.finish();
}

const toEntry = (m: Movement) => ({ movement: [m.tile[0], m.tile[1]] as [number, number], pronunciatio: m.pronunciatio, description: m.description, chat: m.chat });
