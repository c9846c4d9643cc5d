/**
 * Writes a run folder's replay data (replayFormat.ts) as the run goes: steps are added as each tick resolves; a
 * checkpoint ends the chunk of steps since the one before, and its snapshot (schedules, memories; read from the
 * store, so it may arrive a little later) goes into the chunk open when it arrives. While the run is live the open
 * chunk and the index are rewritten about once a second, so a page following the run shows new steps as they come.
 * A resumed run opens the writer at the checkpoint it continues from: chunks from there on are dropped and written
 * again (chunks end at checkpoints, so the chunks kept are whole).
 */
import fs from "node:fs";
import path from "node:path";
import type { MemoryNode, ScheduleEntry } from "../../state/persona.js";
import { parseGameTime } from "../../state/gameTime.js";
import type { FullStep } from "../town/movementLog.js";
import type { ReplayMap } from "./mapLayer.js";
import { writeReplayPage } from "./replayPage.js";
import {
  parseReplayScript,
  REPLAY_DIR,
  REPLAY_FORMAT,
  replayScript,
  type MemoryKind,
  type ReplayChunk,
  type ReplayChunkRef,
  type ReplayForkEntry,
  type ReplayForkInfo,
  type ReplayIndex,
  type ReplayPersona,
  type ReplaySnapshot,
} from "./replayFormat.js";

export interface ReplayRunInfo {
  runId: string;
  title: string;
  /** Game time of step 0 (midnight of the run's start date: steps are numbered as in the run's files). */
  start: string;
  secondsPerStep: number;
  /** The run's first step (a fork's: the step it left its parent at). */
  firstStep: number;
  end: string | null;
  personas: ReplayPersona[];
  map: ReplayMap;
  fork: ReplayForkInfo | null;
}

/** What a checkpoint shows of each persona: its schedule and every memory it can see. */
export interface RunSnapshot {
  step: number;
  time: string;
  personas: Record<string, { schedule: readonly ScheduleEntry[]; memories: readonly MemoryNode[] }>;
}

export interface ReplayWriterOptions {
  /** Continue a replay: keep the chunks before this step, write the rest again (default: start afresh). */
  resumeAt?: number;
  /** Rewrite the open chunk and the index at most this often while live (ms; default 1000; 0: only at checkpoints). */
  flushEveryMs?: number;
}

/** A memory's kind for the page: plans and reflections are thoughts, told apart by what they rest on. */
export function memoryKind(node: MemoryNode, chatIds: ReadonlySet<string>): MemoryKind {
  if (node.type === "event") return "e";
  if (node.type === "chat") return "c";
  if (node.predicate === "plan" && !node.filling) return "p";
  const evidence = Array.isArray(node.filling) ? node.filling.filter((f): f is string => typeof f === "string") : [];
  // Reflections cite the memories they came from; thoughts after a chat cite the chat.
  return evidence.length > 0 && !evidence.some((id) => chatIds.has(id)) ? "r" : "t";
}

interface OpenChunk {
  from: number;
  to: number;
  strings: Map<string, number>;
  tracks: ReplayChunk["tracks"];
  chats: Map<string, number>;
  chatList: number[][];
  last: Array<{ x: number; y: number; emoji: string; description: string; chat: number } | null>;
  snapshots: ReplaySnapshot[];
}

const chunkFile = (from: number) => `chunk-${String(from).padStart(7, "0")}.js`;

export class ReplayWriter {
  readonly dir: string;
  private readonly chunks: ReplayChunkRef[] = [];
  private open: OpenChunk | null = null;
  private readonly seen: number[];
  private readonly flushEveryMs: number;
  private lastFlush = 0;
  private version = 0;
  /** One past the last step added: where a new chunk starts. */
  private nextStep: number;

  constructor(readonly folder: string, private readonly info: ReplayRunInfo, options: ReplayWriterOptions = {}) {
    this.dir = path.join(folder, REPLAY_DIR);
    this.flushEveryMs = options.flushEveryMs ?? 1000;
    this.seen = info.personas.map(() => 0);
    this.nextStep = options.resumeAt ?? info.firstStep;
    fs.mkdirSync(this.dir, { recursive: true });
    const kept = options.resumeAt === undefined ? [] : this.keptChunks(options.resumeAt);
    for (const file of fs.readdirSync(this.dir)) {
      if (/^chunk-\d+\.js$/.test(file) && !kept.some((c) => c.file === file)) fs.rmSync(path.join(this.dir, file));
    }
    this.chunks.push(...kept);
    this.version = Math.max(0, ...kept.map((c) => c.version));
    writeScript(path.join(this.dir, "map.js"), replayScript({ kind: "map", data: { runId: info.runId, ...info.map } }));
    const forks = path.join(this.dir, "forks.js");
    // The forks listed keep their entries; their steps are those of their times (data written before steps counted
    // from midnight numbered them from the run's first step).
    const listed = fs.existsSync(forks) ? parseReplayScript(fs.readFileSync(forks, "utf8"), "forks")?.forks ?? [] : [];
    const stepOf = (time: string) => Math.round((parseGameTime(time).getTime() - parseGameTime(info.start).getTime()) / 1000 / info.secondsPerStep);
    const renumbered = listed.map((f) => ({ ...f, step: stepOf(f.time) }));
    if (!fs.existsSync(forks) || renumbered.some((f, i) => f.step !== listed[i]!.step)) {
      writeScript(forks, replayScript({ kind: "forks", data: { runId: info.runId, forks: renumbered } }));
    }
    writeReplayPage(folder);
    this.writeIndex(true);
  }

  /** Adds one step (every persona's entry; steps come in order). */
  step(step: FullStep): void {
    const chunk = (this.open ??= this.newChunk(step.step));
    if (chunk.to === chunk.from && chunk.from !== step.step) this.moveEmptyChunk(chunk, step.step);
    const text = (s: string) => {
      let i = chunk.strings.get(s);
      if (i === undefined) chunk.strings.set(s, (i = chunk.strings.size));
      return i;
    };
    this.info.personas.forEach(({ name }, i) => {
      const m = step.persona[name];
      if (!m) return;
      const track = chunk.tracks[i]!;
      const last = chunk.last[i];
      const [x, y] = m.movement;
      if (!last || last.x !== x || last.y !== y) track.p.push(step.step, x, y);
      if (!last || last.emoji !== m.pronunciatio || last.description !== m.description) {
        track.a.push(step.step, text(m.pronunciatio), text(m.description));
      }
      let chat = -1;
      if (m.chat && m.chat.length) {
        const key = JSON.stringify(m.chat);
        const known = chunk.chats.get(key);
        if (known !== undefined) chat = known;
        else {
          chat = chunk.chatList.push(m.chat.flatMap(([speaker, line]) => [text(speaker), text(line)])) - 1;
          chunk.chats.set(key, chat);
        }
      }
      if (!last || last.chat !== chat) track.c.push(step.step, chat);
      chunk.last[i] = { x, y, emoji: m.pronunciatio, description: m.description, chat };
    });
    chunk.to = step.step + 1;
    this.nextStep = chunk.to;
    if (this.flushEveryMs > 0 && Date.now() - this.lastFlush >= this.flushEveryMs) this.flush();
  }

  /** Ends the chunk of steps so far (at a checkpoint): later steps go into a new chunk. */
  endChunk(): void {
    if (!this.open || this.open.to === this.open.from) return;
    this.writeChunk(this.open);
    this.open = null;
    this.writeIndex(true);
  }

  /** Adds a checkpoint's snapshot: each persona's schedule and the memories it did not show before. */
  snapshot(snapshot: RunSnapshot): void {
    const chunk = (this.open ??= this.newChunk(this.nextStep));
    const text = (s: string) => {
      let i = chunk.strings.get(s);
      if (i === undefined) chunk.strings.set(s, (i = chunk.strings.size));
      return i;
    };
    const start = parseGameTime(this.info.start).getTime();
    const memories: ReplaySnapshot["memories"] = [];
    const schedules = this.info.personas.map(({ name }, i) => {
      const persona = snapshot.personas[name];
      if (!persona) return [];
      const chatIds = new Set(persona.memories.filter((n) => n.type === "chat").map((n) => n.id));
      let seen = this.seen[i]!;
      for (const node of persona.memories) {
        seen = Math.max(seen, node.index);
        if (node.index <= this.seen[i]!) continue;
        const created = Math.round((parseGameTime(node.created).getTime() - start) / 1000);
        memories.push([i, node.index, created, memoryKind(node, chatIds), node.poignancy, text(node.description)]);
      }
      this.seen[i] = seen;
      return persona.schedule.flatMap(([description, minutes]) => [text(description), minutes]);
    });
    chunk.snapshots.push({ step: snapshot.step, time: snapshot.time, schedules, memories });
    this.flush();
  }

  /** Writes the open chunk and the index now. */
  flush(): void {
    if (this.open && (this.open.to > this.open.from || this.open.snapshots.length)) this.writeChunk(this.open);
    this.writeIndex(true);
    this.lastFlush = Date.now();
  }

  /** Writes what is left and marks the replay complete. */
  finish(): void {
    if (this.open && (this.open.to > this.open.from || this.open.snapshots.length)) this.writeChunk(this.open);
    this.open = null;
    this.writeIndex(false);
  }

  private newChunk(from: number): OpenChunk {
    return {
      from,
      to: from,
      strings: new Map(),
      tracks: this.info.personas.map(() => ({ p: [], a: [], c: [] })),
      chats: new Map(),
      chatList: [],
      last: this.info.personas.map(() => null),
      snapshots: [],
    };
  }

  /** A chunk holding only snapshots so far starts where the steps do. */
  private moveEmptyChunk(chunk: OpenChunk, from: number): void {
    const at = this.chunks.findIndex((c) => c.file === chunkFile(chunk.from));
    if (at >= 0) {
      fs.rmSync(path.join(this.dir, this.chunks[at]!.file), { force: true });
      this.chunks.splice(at, 1);
    }
    chunk.from = chunk.to = from;
  }

  private writeChunk(chunk: OpenChunk): void {
    const data: ReplayChunk = {
      runId: this.info.runId,
      from: chunk.from,
      to: chunk.to,
      strings: [...chunk.strings.keys()],
      tracks: chunk.tracks,
      chats: chunk.chatList,
      snapshots: chunk.snapshots,
    };
    const file = chunkFile(chunk.from);
    writeScript(path.join(this.dir, file), replayScript({ kind: "chunk", data }));
    const ref = { file, from: chunk.from, to: chunk.to, version: ++this.version };
    const at = this.chunks.findIndex((c) => c.file === file);
    if (at >= 0) this.chunks[at] = ref;
    else this.chunks.push(ref);
  }

  private writeIndex(live: boolean): void {
    const chunks = [...this.chunks].sort((a, b) => a.from - b.from);
    const index: ReplayIndex = {
      format: REPLAY_FORMAT,
      runId: this.info.runId,
      title: this.info.title,
      live,
      updated: new Date().toISOString(),
      start: this.info.start,
      secondsPerStep: this.info.secondsPerStep,
      end: this.info.end,
      firstStep: chunks[0]?.from ?? this.info.firstStep,
      toStep: Math.max(chunks[0]?.from ?? this.info.firstStep, ...chunks.map((c) => c.to)),
      personas: this.info.personas,
      chunks,
      fork: this.info.fork,
    };
    writeScript(path.join(this.dir, "index.js"), replayScript({ kind: "index", data: index }));
  }

  /** The chunks of an earlier writer that end by `step`, and the memories they hold (so they are not repeated). */
  private keptChunks(step: number): ReplayChunkRef[] {
    const indexFile = path.join(this.dir, "index.js");
    if (!fs.existsSync(indexFile)) return [];
    const index = parseReplayScript(fs.readFileSync(indexFile, "utf8"), "index");
    if (!index || index.runId !== this.info.runId || index.format !== REPLAY_FORMAT) return [];
    const kept: ReplayChunkRef[] = [];
    for (const ref of index.chunks) {
      if (ref.to > step || ref.from >= step) continue;
      const file = path.join(this.dir, ref.file);
      const chunk = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "chunk") : null;
      if (!chunk) continue;
      for (const snapshot of chunk.snapshots) {
        for (const [persona, index] of snapshot.memories) this.seen[persona] = Math.max(this.seen[persona] ?? 0, index);
      }
      kept.push(ref);
    }
    return kept;
  }
}

function writeScript(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Records a fork in its parent's replay/forks.js, so the parent's page can show and open it. */
export function registerFork(parentFolder: string, parentRunId: string, entry: ReplayForkEntry): void {
  const dir = path.join(parentFolder, REPLAY_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "forks.js");
  const existing = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "forks") : null;
  const forks = (existing?.forks ?? []).filter((f) => f.runId !== entry.runId);
  forks.push(entry);
  forks.sort((a, b) => a.step - b.step);
  writeScript(file, replayScript({ kind: "forks", data: { runId: parentRunId, forks } }));
}

/**
 * The forks a run's replay lists (registerFork), with absolute folders, those whose folder is gone left out: what
 * `history` names under a run. A run without replay data lists none.
 */
export function forksOf(folder: string): Array<ReplayForkEntry & { folder: string }> {
  const file = path.join(folder, REPLAY_DIR, "forks.js");
  if (!fs.existsSync(file)) return [];
  const forks = parseReplayScript(fs.readFileSync(file, "utf8"), "forks")?.forks ?? [];
  return forks.map((f) => ({ ...f, folder: path.resolve(folder, f.folder) })).filter((f) => fs.existsSync(path.join(f.folder, "run.json")));
}
