/**
 * The replay data files of a run folder, as the page reads them. Each is a script calling the page's loader
 * (`SimReplay.index({...})`), because a page opened from the file system may load scripts beside it but may not
 * fetch files; the same files work served over HTTP.
 *
 *   replay.html              the page (its code and style inline; no image, font or network use)
 *   replay/index.js          the run: personas, clock, chunks, the fork it is and whether it is still running
 *   replay/map.js            the map (mapLayer.ts)
 *   replay/chunk-<from>.js   the steps from..to-1: per persona the changes of tile, action and conversation,
 *                            and the snapshots taken at checkpoints (schedules, new memories)
 *   replay/forks.js          the forks made from this run (written by the fork command)
 *
 * Every chunk is complete in itself (its own string table, every persona's state at its first step), so a
 * resumed run can drop the chunks it replays and a running one can rewrite its last chunk as steps come.
 */
import type { ReplayMap } from "./mapLayer.js";

/**
 * 2: steps numbered from midnight of the run's start date, as in the run's other files (drivers/town/stepNumbers.ts);
 * 1 numbered them from the run's first step. Data of another format is written again from the folder.
 */
export const REPLAY_FORMAT = 2;
export const REPLAY_DIR = "replay";
export const REPLAY_PAGE = "replay.html";

export interface ReplayPersona {
  name: string;
  firstName: string;
  age: number | null;
  innate: string;
  currently: string;
  lifestyle: string;
}

export interface ReplayChunkRef {
  file: string;
  /** First step and one past the last. */
  from: number;
  to: number;
  /** Grows each time the file is rewritten (the page reloads a chunk whose version changed). */
  version: number;
}

export interface ReplayForkInfo {
  /** The parent's run folder, relative to this run's folder ("../morning"). */
  parentFolder: string;
  parentRunId: string;
  /** The first step of the fork (the parent's checkpoint tick). */
  step: number;
  time: string;
  whisper: { persona: string; text: string } | null;
}

export interface ReplayIndex {
  format: number;
  runId: string;
  title: string;
  /** True while the run is being simulated (the page then looks for new steps). */
  live: boolean;
  /** Wall-clock time of the last write. */
  updated: string;
  /** Game time of step 0 (midnight of the run's start date) and the length of a step. */
  start: string;
  secondsPerStep: number;
  /** The run's planned end (game time). */
  end: string | null;
  firstStep: number;
  /** One past the last step recorded. */
  toStep: number;
  personas: ReplayPersona[];
  chunks: ReplayChunkRef[];
  fork: ReplayForkInfo | null;
}

/** Memory kinds: event, chat, thought, reflection, plan. */
export type MemoryKind = "e" | "c" | "t" | "r" | "p";

export interface ReplaySnapshot {
  step: number;
  time: string;
  /** Per persona (index order): its schedule as [description string, minutes, ...]. */
  schedules: Array<Array<number>>;
  /** Memories new since the snapshot before: [persona, node index, seconds after step 0, kind, poignancy, text]. */
  memories: Array<[number, number, number, MemoryKind, number, number]>;
}

export interface ReplayTrack {
  /** [step, x, y, ...]: the tile from that step on. */
  p: number[];
  /** [step, emoji, description, ...] (string indices). */
  a: number[];
  /** [step, conversation, ...]: index in `chats`, -1 for none. */
  c: number[];
}

export interface ReplayChunk {
  runId: string;
  from: number;
  to: number;
  strings: string[];
  /** Per persona (index order). */
  tracks: ReplayTrack[];
  /** Conversations as [speaker, line, speaker, line, ...] (string indices). */
  chats: number[][];
  snapshots: ReplaySnapshot[];
}

export interface ReplayForkEntry {
  /** The fork's run folder, relative to this run's folder. */
  folder: string;
  runId: string;
  step: number;
  time: string;
  whisper: { persona: string; text: string } | null;
}

export interface ReplayDataByKind {
  index: ReplayIndex;
  map: ReplayMap & { runId: string };
  chunk: ReplayChunk;
  forks: { runId: string; forks: ReplayForkEntry[] };
}

export type ReplayCall = { [K in keyof ReplayDataByKind]: { kind: K; data: ReplayDataByKind[K] } }[keyof ReplayDataByKind];

/**
 * A data file's text: one call of the page's loader with its data as a JSON string, which browsers parse faster
 * than the same data written as a script literal. "</" and line separators never appear raw.
 */
export function replayScript(call: ReplayCall): string {
  const literal = JSON.stringify(JSON.stringify(call.data)).replace(/<\//g, "<\\/").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `SimReplay.${call.kind}(JSON.parse(${literal}));\n`;
}

/** The data of a file `replayScript` wrote (null when the file is not one). */
export function parseReplayScript<K extends keyof ReplayDataByKind>(text: string, kind: K): ReplayDataByKind[K] | null {
  const prefix = `SimReplay.${kind}(JSON.parse(`;
  if (!text.startsWith(prefix)) return null;
  const end = text.lastIndexOf("));");
  if (end < prefix.length) return null;
  try {
    return JSON.parse(JSON.parse(text.slice(prefix.length, end)) as string) as ReplayDataByKind[K];
  } catch {
    return null;
  }
}
