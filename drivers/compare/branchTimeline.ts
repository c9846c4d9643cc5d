/**
 * A branch's whole day as its replay data tells it: per person the changes of tile, action and conversation from
 * the root run's first step on (a fork's steps before it left its parent come from the parent, and so on up), and
 * every memory its checkpoints' snapshots showed. Read from the replay files (replayFormat.ts) because every run
 * folder has them and the page reads the very same data, so the page and the CLI see one comparison.
 */
import fs from "node:fs";
import path from "node:path";
import { addSeconds } from "../../state/gameTime.js";
import { commandLine } from "../../servers/invocation.js";
import { parseReplayScript, REPLAY_DIR, type MemoryKind, type ReplayForkInfo, type ReplayIndex } from "../replay/replayFormat.js";

/** One person's state from `step` on (until the next change). */
export interface PersonChange {
  step: number;
  tile: [number, number];
  emoji: string;
  action: string;
  /** The conversation held, as [speaker, line] pairs; null for none. */
  chat: Array<[string, string]> | null;
}

export interface BranchMemory {
  /** Game time it was made. */
  created: string;
  kind: MemoryKind;
  poignancy: number;
  text: string;
}

/** A whisper in a branch's lineage: the fork that made it and where. */
export interface BranchWhisper {
  runId: string;
  persona: string;
  text: string;
  step: number;
  time: string;
}

/** One branch read from its run folder's replay data: each person's changes, memories and the whispers given. */
export interface BranchTimeline {
  folder: string;
  runId: string;
  title: string;
  /** Game time of step 0 and the length of a step (as the run's files number steps). */
  origin: string;
  secondsPerStep: number;
  /** The first step the branch knows (its root's first step) and one past its last. */
  firstStep: number;
  toStep: number;
  /** The run ids of the branch and its ancestors, nearest first, with the step each left its parent at. */
  lineage: Array<{ runId: string; folder: string; forkStep: number | null }>;
  whispers: BranchWhisper[];
  people: string[];
  /** Per person (people order): changes in step order, the first at `firstStep`. */
  changes: PersonChange[][];
  memories: BranchMemory[][];
}

/** Why a folder cannot be compared, in one sentence naming it. */
export class CompareInputError extends Error {}

function readIndex(folder: string): ReplayIndex {
  const file = path.join(folder, REPLAY_DIR, "index.js");
  if (!fs.existsSync(path.join(folder, "run.json"))) throw new CompareInputError(`${folder} is not a run folder (no run.json).`);
  if (!fs.existsSync(file)) throw new CompareInputError(`${folder} has no replay data (${path.join(REPLAY_DIR, "index.js")}); write it with ${commandLine`replay --run ${folder}`} first.`);
  const index = parseReplayScript(fs.readFileSync(file, "utf8"), "index");
  if (!index) throw new CompareInputError(`${file} is not replay data this version can read; write it again with ${commandLine`replay --run ${folder} --rebuild`}.`);
  return index;
}

/** One run folder's own steps (from its first step) and memories, without its ancestors'. */
function ownData(folder: string, index: ReplayIndex): { changes: PersonChange[][]; memories: BranchMemory[][] } {
  const names = index.personas.map((p) => p.name);
  const changes: PersonChange[][] = names.map(() => []);
  const memories: BranchMemory[][] = names.map(() => []);
  for (const ref of [...index.chunks].sort((a, b) => a.from - b.from)) {
    const file = path.join(folder, REPLAY_DIR, ref.file);
    const chunk = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "chunk") : null;
    if (!chunk) throw new CompareInputError(`${file} is missing or unreadable; write the replay again with ${commandLine`replay --run ${folder} --rebuild`}.`);
    const s = chunk.strings;
    chunk.tracks.forEach((track, i) => {
      // The three change lists merged into full states at each step where anything changed.
      const steps = new Set<number>();
      for (let k = 0; k < track.p.length; k += 3) steps.add(track.p[k]!);
      for (let k = 0; k < track.a.length; k += 3) steps.add(track.a[k]!);
      for (let k = 0; k < track.c.length; k += 2) steps.add(track.c[k]!);
      const prev = changes[i]!.at(-1);
      let tile: [number, number] = prev?.tile ?? [-1, -1];
      let emoji = prev?.emoji ?? "";
      let action = prev?.action ?? "";
      let chat = prev?.chat ?? null;
      let [pi, ai, ci] = [0, 0, 0];
      for (const step of [...steps].sort((a, b) => a - b)) {
        for (; pi < track.p.length && track.p[pi]! <= step; pi += 3) tile = [track.p[pi + 1]!, track.p[pi + 2]!];
        for (; ai < track.a.length && track.a[ai]! <= step; ai += 3) [emoji, action] = [s[track.a[ai + 1]!]!, s[track.a[ai + 2]!]!];
        for (; ci < track.c.length && track.c[ci]! <= step; ci += 2) {
          const lines = track.c[ci + 1]! < 0 ? null : chunk.chats[track.c[ci + 1]!]!;
          chat = lines ? pairs(lines.map((n) => s[n]!)) : null;
        }
        changes[i]!.push({ step, tile, emoji, action, chat });
      }
    });
    for (const snapshot of chunk.snapshots) {
      for (const [persona, , seconds, kind, poignancy, text] of snapshot.memories) {
        memories[persona]?.push({ created: addSeconds(index.start, seconds), kind, poignancy, text: s[text]! });
      }
    }
  }
  return { changes, memories };
}

function pairs(flat: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/** The same memory seen twice (a fork's first snapshot repeats what its parent's showed) is kept once. */
function dedupe(list: BranchMemory[]): BranchMemory[] {
  const seen = new Set<string>();
  return list.filter((m) => {
    const key = `${m.created}|${m.kind}|${m.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).sort((a, b) => a.created.localeCompare(b.created));
}

/** Reads a branch: its own replay, and its ancestors' before each fork (a parent that is gone ends the history). */
export function readBranch(folder: string): BranchTimeline {
  const own = path.resolve(folder);
  const index = readIndex(own);
  const people = index.personas.map((p) => p.name);
  const data = ownData(own, index);
  const lineage: BranchTimeline["lineage"] = [{ runId: index.runId, folder: own, forkStep: index.fork?.step ?? null }];
  const whispers: BranchWhisper[] = [];
  let firstStep = index.firstStep;
  let changes = data.changes;
  let memories = data.memories;
  let fork: ReplayForkInfo | null = index.fork;
  let childRunId = index.runId;
  for (let at = own; fork; ) {
    if (fork.whisper) whispers.push({ runId: childRunId, ...fork.whisper, step: fork.step, time: fork.time });
    const parentFolder = path.resolve(at, fork.parentFolder);
    if (!fs.existsSync(path.join(parentFolder, REPLAY_DIR, "index.js"))) break;
    const parentIndex = readIndex(parentFolder);
    const parent = ownData(parentFolder, parentIndex);
    const forkStep = fork.step;
    // The parent's persons by name: a branch keeps its root's people.
    changes = people.map((name, i) => {
      const j = parentIndex.personas.findIndex((p) => p.name === name);
      const before = j < 0 ? [] : parent.changes[j]!.filter((c) => c.step < forkStep);
      return [...before, ...changes[i]!.filter((c) => c.step >= forkStep)];
    });
    memories = people.map((name, i) => {
      const j = parentIndex.personas.findIndex((p) => p.name === name);
      const forkTime = fork!.time;
      const before = j < 0 ? [] : parent.memories[j]!.filter((m) => m.created < forkTime);
      return [...before, ...memories[i]!];
    });
    firstStep = Math.min(firstStep, parentIndex.firstStep);
    lineage.push({ runId: parentIndex.runId, folder: parentFolder, forkStep: parentIndex.fork?.step ?? null });
    childRunId = parentIndex.runId;
    at = parentFolder;
    fork = parentIndex.fork;
  }
  return {
    folder: own,
    runId: index.runId,
    title: index.title,
    origin: index.start,
    secondsPerStep: index.secondsPerStep,
    firstStep,
    toStep: index.toStep,
    lineage,
    whispers: whispers.reverse(),
    people,
    changes,
    memories: memories.map(dedupe),
  };
}

/** The game time of a step of a branch. */
export function timeOfStep(branch: Pick<BranchTimeline, "origin" | "secondsPerStep">, step: number): string {
  return addSeconds(branch.origin, step * branch.secondsPerStep);
}
