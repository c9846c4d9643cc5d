/**
 * The run folder of a town simulation, in the original Smallville formats plus readable reports.
 *
 *   movement.jsonl             the movement log, a line per step as each tick is resolved (drivers/town/movementLog.ts)
 *
 * Steps are numbered from midnight of the run's start date in every file (stepNumbers.ts): the records' ticks are
 * renumbered here, and master_movement.json has everyone's first entry under key "0" and empty keys up to the first
 * step, so the original's demo, which counts its clock from `start_date` 00:00, shows the run's own times.

 *   movement/<step>.json       optional (`movementFiles`): the original's live per-step file (a fork's folder
 *                              also gets its ancestors' steps before the fork, as the original's copied folder has)
 *   master_movement.json       the compressed delta log the original's replay reads (reverie/compress_sim_storage.py),
 *                              keyed by the same step numbers as the log and the movement files; a fork's starts
 *                              with its ancestors' steps before the fork (the original's forks copy their parent)
 *   reverie/meta.json, meta.json   the original's simulation meta (reverie/meta.json), and its copy beside
 *                              master_movement.json (the original's compressed_storage layout)
 *   timeline/<persona>.md      per persona and day: one row per change of action, and the conversations
 *   conversations/<time>-<a>-<b>.md   one transcript per distinct conversation
 *   usage.md, usage.json       LLM calls, tokens, retries and fallbacks per prompt and per persona-day
 *   stats.md, stats.json       per persona-day statistics (actions, conversations and lines, reflections, poignancy
 *                              and model calls) beside the original's recorded day (drivers/town/runStats.ts)
 *
 * `record` only appends its step to the log (and writes its movement file when asked; a replayed step cuts the log
 * there and overwrites its file, so a resumed run that replays ticks from its last checkpoint leaves the folder as
 * an uninterrupted run would). Everything else is derived from the log (or, in folders written before it, from the
 * movement files) in one streaming pass when the run ends (`finish`): memory stays flat however long the run, and
 * a recorder re-created for a resumed run needs no state of its own (the folder is the state).
 */
import { counted } from "../counted.js";
import fs from "node:fs";
import path from "node:path";
import type { MovementRecord } from "../../nodes/town/resolve.js";
import { emptyUsage, textRunsOf, totalUsage } from "../../state/usage.js";
import type { PromptUsage, UsageByPrompt } from "../../prompts/types.js";
import { addSeconds, parseGameTime } from "../../state/gameTime.js";
import type { Movement } from "../../state/personaTick.js";
import { formatOriginalTime, parseOriginalTime } from "../../state/smallvilleFiles.js";
import type { TownStateType } from "../../state/town.js";
import { fullStepsOfLog, lastLoggedStep, MOVEMENT_LOG, MovementLogWriter, type FullStep } from "./movementLog.js";
import { writeReverieMeta, type ReverieMetaInfo } from "./reverieMeta.js";
import { renumberOldSteps, stepNumbering, stepOfTick, stepOfTime, type StepNumbering } from "./stepNumbers.js";
import { RunStatsCounter, statsMarkdown } from "./runStats.js";

// ---------------------------------------------------------------------------------------------------------------
// File formats
// ---------------------------------------------------------------------------------------------------------------

/** One persona's entry in movement/<step>.json and master_movement.json (the original's keys). */
export interface OriginalMovement {
  movement: [number, number];
  pronunciatio: string;
  description: string;
  chat: [string, string][] | null;
}

/** movement/<step>.json: `{"persona": {name: {...}}, "meta": {"curr_time": "February 13, 2023, 07:30:00"}}`. */
export interface MovementFile {
  persona: Record<string, OriginalMovement>;
  meta: { curr_time: string };
}

/**
 * master_movement.json: step (as a string, from midnight of the start date) -> the personas whose entry changed; key
 * "0" holds everyone's entry at the run's first step and the keys up to the first step are empty.
 */
export type MasterMovement = Record<string, Record<string, OriginalMovement>>;

/** The original's calls per persona per simulated day (smallville-original.md §7.2). */
export const ORIGINAL_CALLS_PER_PERSONA_DAY = { low: 1100, high: 1600 } as const;

export function toOriginalMovement(m: Movement): OriginalMovement {
  return {
    movement: [m.tile[0], m.tile[1]],
    pronunciatio: m.pronunciatio,
    description: m.description,
    chat: m.chat ? m.chat.map(([speaker, line]) => [speaker, line] as [string, string]) : null,
  };
}

/** The movement file of one record, persona entries in `order` first (then any others the record holds). */
export function movementFileOf(rec: MovementRecord, order: readonly string[] = []): MovementFile {
  const persona: Record<string, OriginalMovement> = {};
  for (const name of [...order, ...Object.keys(rec.movements)]) {
    const m = rec.movements[name];
    if (m && !(name in persona)) persona[name] = toOriginalMovement(m);
  }
  return { persona, meta: { curr_time: formatOriginalTime(rec.time) } };
}

/** "reading a book @ the Ville:Hobbs Cafe:cafe:counter" -> action and place (the executor's description form). */
export function splitDescription(description: string): { action: string; place: string } {
  const at = description.lastIndexOf(" @ ");
  return at < 0 ? { action: description, place: "" } : { action: description.slice(0, at), place: description.slice(at + 3) };
}

/**
 * The place a report shows for an action: its address, except for a chat ("<persona> Klaus Mueller") or a wait
 * ("<waiting> 12 30"), whose address is a partner or a tile: there, where the persona stands (`placeOf`, from the
 * map), else the partner's name or the tile.
 */
export function shownPlace(place: string, tile: readonly [number, number], placeOf?: (tile: [number, number]) => string): string {
  const partner = place.startsWith("<persona> ") ? place.slice("<persona> ".length) : null;
  if (partner === null && !place.startsWith("<waiting> ")) return place;
  const here = placeOf?.([tile[0], tile[1]]);
  if (here) return here;
  return partner !== null ? `with ${partner}` : `tile ${tile[0]}, ${tile[1]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------------------

function writeAtomic(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** A file written piece by piece to a temporary name and renamed into place when closed. */
class StreamedFile {
  private readonly tmp: string;
  private readonly fd: number;
  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.tmp = `${file}.${process.pid}.tmp`;
    this.fd = fs.openSync(this.tmp, "w");
  }
  write(text: string): void {
    fs.writeSync(this.fd, text);
  }
  close(): string {
    fs.closeSync(this.fd);
    fs.renameSync(this.tmp, this.file);
    return this.file;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Safe in a file name: "Isabella Rodriguez" -> "Isabella_Rodriguez". */
export function fileSlug(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "unnamed";
}

/** A persona's timeline file name: the name as it is (like the original's personas/<name>/), minus path characters. */
function personaFileName(name: string): string {
  return name.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, "_");
}

/** Text for a Markdown table cell. */
function cell(text: string): string {
  return text.replaceAll("|", "\\|").replace(/\s*\n\s*/g, " ");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const dayOf = (time: string) => time.slice(0, 10);
const clockOf = (time: string) => time.slice(11, 16);
function dayHeading(time: string): string {
  const weekday = WEEKDAYS[parseGameTime(time).getUTCDay()]!;
  return `${weekday}, ${formatOriginalTime(time).replace(/, \d\d:\d\d:\d\d$/, "")}`;
}

const STEP_FILE = /^(\d+)\.json$/;

/** The steps with a movement file in `dir`, ascending. */
function stepsOnDisk(dir: string): number[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((f) => {
      const m = STEP_FILE.exec(f);
      return m ? [Number(m[1])] : [];
    })
    .sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------------------------
// Usage report
// ---------------------------------------------------------------------------------------------------------------

export interface UsageReport {
  personas: number;
  simulatedSeconds: number;
  /** personas × simulated days (0 when no time passed). */
  personaDays: number;
  total: PromptUsage;
  /** Calls per persona-day (null when no time passed). */
  callsPerPersonaDay: number | null;
  byPrompt: Record<string, PromptUsage & { callsPerPersonaDay: number | null }>;
  original: { callsPerPersonaDay: { low: number; high: number }; source: string };
  /** The comparison sentence of usage.md. */
  comparison: string;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const perDay = (n: number, personaDays: number) => (personaDays > 0 ? n / personaDays : null);

export function usageReport(usage: UsageByPrompt, personas: number, simulatedSeconds: number): UsageReport {
  const personaDays = (personas * Math.max(0, simulatedSeconds)) / 86_400;
  const total = totalUsage(usage);
  const callsPerPersonaDay = perDay(total.calls, personaDays);
  const byPrompt: UsageReport["byPrompt"] = {};
  for (const id of Object.keys(usage).sort()) {
    const u = { ...emptyUsage(), ...usage[id], structuredRuns: usage[id]!.structuredRuns ?? 0, textRuns: textRunsOf(usage[id]!) };
    byPrompt[id] = { ...u, callsPerPersonaDay: perDay(u.calls, personaDays) };
  }
  const { low, high } = ORIGINAL_CALLS_PER_PERSONA_DAY;
  let comparison: string;
  if (callsPerPersonaDay === null) {
    comparison = `Calls per persona-day: n/a (no simulated time passed); the original makes about ${fmt(low)}-${fmt(high)}.`;
  } else {
    const lo = (callsPerPersonaDay / high) * 100;
    const hi = (callsPerPersonaDay / low) * 100;
    const pct = (x: number) => (x >= 10 ? Math.round(x).toString() : x.toFixed(1));
    const hours = simulatedSeconds / 3600;
    const partial = hours < 24
      ? ` Extrapolated from ${hours < 1 ? `${Math.round(simulatedSeconds / 60)} simulated minutes` : `${hours.toFixed(1)} simulated hours`};` +
        " the original's figure covers whole days (sleeping hours make few calls)."
      : "";
    comparison =
      `Calls per persona-day: ${fmt(callsPerPersonaDay)} vs about ${fmt(low)}-${fmt(high)} in the original ` +
      `(${pct(lo)}-${pct(hi)}% of it).${partial}`;
  }
  return {
    personas,
    simulatedSeconds,
    personaDays,
    total,
    callsPerPersonaDay,
    byPrompt,
    original: {
      callsPerPersonaDay: { low, high },
      source: "the authors' recorded one-day run of the 3-agent village (smallville-original.md §7.2)",
    },
    comparison,
  };
}

/** The answer mode a prompt ran in: "structured", "text", or both with their runs (a server refused structured output). */
function answerModes(u: PromptUsage): string {
  const structured = u.structuredRuns ?? 0;
  const text = textRunsOf(u);
  if (structured && text) return `structured ${fmt(structured)}, text ${fmt(text)}`;
  return structured ? "structured" : text ? "text" : "";
}

export function usageMarkdown(report: UsageReport): string {
  const pd = (n: number | null) => (n === null ? "n/a" : n >= 10 ? fmt(n) : n.toFixed(1));
  const row = (id: string, u: PromptUsage, perPd: number | null) =>
    `| ${cell(id)} | ${answerModes(u)} | ${fmt(u.runs)} | ${fmt(u.calls)} | ${fmt(u.retries)} | ${fmt(u.fallbacks)} | ${fmt(u.errors)} | ${fmt(u.cached ?? 0)} | ` +
    `${fmt(u.inputTokens)} | ${fmt(u.outputTokens)} | ${pd(perPd)} |`;
  const hours = report.simulatedSeconds / 3600;
  const lines = [
    "# LLM usage",
    "",
    `${report.personas} persona(s) × ${hours.toFixed(2)} simulated hour(s) = ${report.personaDays.toFixed(3)} persona-day(s).`,
    "",
    "| Prompt | Mode | Runs | Calls | Retries | Fallbacks | Errors | From cache | Input tokens | Output tokens | Calls / persona-day |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...Object.entries(report.byPrompt).map(([id, u]) => row(id, u, u.callsPerPersonaDay)),
    row("**Total**", report.total, report.callsPerPersonaDay),
    "",
    report.comparison,
    "",
  ];
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// The recorder
// ---------------------------------------------------------------------------------------------------------------

export interface RunRecorderOptions {
  /** Persona order (the village's): the order of entries in the files and of the timelines. */
  personas: string[];
  /** Game time of the run's first step (a fork's root's: a fork keeps its root's step numbers). */
  startTime: string;
  secondsPerTick: number;
  /** Also write the original's movement/<step>.json per step (default: only the movement log). */
  movementFiles?: boolean;
  /**
   * A fork's earlier history, root first: each ancestor's folder and the step its child left it at. master_movement
   * starts with these steps, as the original's fork, which copies its parent's storage, has them.
   */
  ancestors?: Array<{ folder: string; forkStep: number }>;
  /** What reverie/meta.json names besides the clock: the map and the simulation this one was forked from. */
  meta?: Omit<ReverieMetaInfo, "personas" | "startTime" | "currTime" | "step" | "secondsPerTick">;
  /** Where a tile is, for the reports (the map's arena address): a chat or a wait is shown where it happens. */
  placeOf?: (tile: [number, number]) => string;
}

/** What `finish` reads of the final town state (a `TownStateType` fits). */
export type RecorderFinalState = Pick<TownStateType, "usage"> & Partial<Pick<TownStateType, "clock" | "order" | "usageByPersona">>;

interface Conversation {
  key: string;
  file: string;
  lastSeen: number;
}

/** Per-persona state of the derivation pass. */
interface PersonaTrack {
  last: OriginalMovement | null;
  lastAction: string | null;
  day: string | null;
  chatKey: string | null;
  timeline: StreamedFile;
}

/**
 * Writes a run's outputs as it goes (movement log, timelines, conversations, replay data, usage) from the steps
 * `advance` reports.
 */
export class RunRecorder {
  readonly folder: string;
  readonly movementDir: string;
  readonly logFile: string;
  private readonly options: RunRecorderOptions;
  private readonly numbering: StepNumbering;
  private log: MovementLogWriter | null = null;
  /** The last step this recorder wrote (the end of the run when finishing); null before any. */
  private lastStep: number | null = null;
  private lastTime: string | null = null;

  constructor(folder: string, options: RunRecorderOptions) {
    this.folder = folder;
    this.options = { ...options, personas: [...options.personas] };
    this.movementDir = path.join(folder, "movement");
    this.logFile = path.join(folder, MOVEMENT_LOG);
    this.numbering = stepNumbering(options.startTime, options.secondsPerTick);
    fs.mkdirSync(folder, { recursive: true });
    // A folder written before steps counted from midnight (a resumed run's) takes the numbering first.
    renumberOldSteps(folder, this.numbering);
    if (options.movementFiles) fs.mkdirSync(this.movementDir, { recursive: true });
    // A run killed between writing a file and renaming it into place leaves the temporary file behind.
    if (fs.existsSync(this.movementDir)) {
      for (const file of fs.readdirSync(this.movementDir)) {
        if (file.endsWith(".tmp")) fs.rmSync(path.join(this.movementDir, file), { force: true });
      }
    }
  }

  /**
   * Appends the tick's step to the movement log and, when asked, writes movement/<step>.json (replacing a replayed
   * step's). `rec.step` is the town's tick; the files number it from midnight.
   */
  record(rec: MovementRecord): void {
    const step = stepOfTick(this.numbering, rec.step);
    const entry = movementFileOf(rec, this.options.personas);
    this.log ??= new MovementLogWriter(this.logFile);
    this.log.append(step, rec.time, entry.persona);
    if (this.options.movementFiles) writeAtomic(path.join(this.movementDir, `${step}.json`), JSON.stringify(entry, null, 2));
    this.lastStep = step;
    this.lastTime = rec.time;
  }

  /**
   * Derives the reports from the movement files, from the first on disk to the last this recorder wrote (or the
   * last on disk if it wrote none): files past the end, left by an abandoned branch of an earlier run, are ignored.
   * Returns the paths written.
   */
  async finish(finalState?: RecorderFinalState): Promise<string[]> {
    this.log?.close();
    this.log = null;
    const end = this.lastStep ?? lastMovementStep(this.folder);
    const written: string[] = [];
    const order = finalState?.order ?? this.options.personas;

    const master = new StreamedFile(path.join(this.folder, "master_movement.json"));
    const conversationsDir = path.join(this.folder, "conversations");
    const timelineDir = path.join(this.folder, "timeline");
    const tracks = new Map<string, PersonaTrack>();
    const track = (name: string): PersonaTrack => {
      let t = tracks.get(name);
      if (!t) {
        t = { last: null, lastAction: null, day: null, chatKey: null, timeline: new StreamedFile(path.join(timelineDir, `${personaFileName(name)}.md`)) };
        t.timeline.write(`# ${name}: timeline\n`);
        tracks.set(name, t);
      }
      return t;
    };
    for (const name of order) track(name);
    const conversations = new Map<string, Conversation>();
    const conversationFiles = new Set<string>();
    let lastSeenTime: string | null = null;
    // A fork's statistics cover its ancestors' steps before the fork too, as its usage (the thread's) does.
    const stats = new RunStatsCounter(order, this.options.secondsPerTick);

    master.write("{");
    let nextKey = 0;
    const masterKey = (key: number, delta: Record<string, OriginalMovement>) => {
      const body = JSON.stringify(delta, null, 2).replaceAll("\n", "\n  ");
      master.write(`${key === 0 ? "" : ","}\n  "${key}": ${body}`);
    };
    // Keys run from 0 without a gap (the demo reads them in turn). The first step's entries (everyone's: nothing came
    // before) go under key "0", as a base simulation's first step does, so the demo finds everyone whatever step it
    // opens at; the keys up to the first step are empty, as for personas who stand still. Missing steps (movement
    // files lost) stay empty too.
    const masterStep = (step: number, delta: Record<string, OriginalMovement>) => {
      if (nextKey === 0 && step > 0) {
        masterKey(nextKey++, delta);
        delta = {};
      }
      while (nextKey < step) masterKey(nextKey++, {});
      masterKey(nextKey++, delta);
    };
    // A fork's log starts with its ancestors' steps before the fork (its own steps' deltas continue from them).
    const inherited: Record<string, OriginalMovement> = {};
    for (const { folder, forkStep } of this.options.ancestors ?? []) {
      for (const { step, time, persona } of stepsOfRun(folder, this.numbering)) {
        if (step >= forkStep) break;
        const delta: Record<string, OriginalMovement> = {};
        for (const [name, m] of Object.entries(persona)) if (!inherited[name] || !sameJson(inherited[name], m)) delta[name] = m;
        Object.assign(inherited, delta);
        masterStep(step, delta);
        stats.step(step, time, persona);
        // With movement files, a fork's folder holds its ancestors' steps too, as the original's copied folder does
        // (its compress script reads movement/0.json on).
        const file = path.join(this.movementDir, `${step}.json`);
        if (this.options.movementFiles && !fs.existsSync(file)) {
          writeAtomic(file, JSON.stringify({ persona, meta: { curr_time: formatOriginalTime(time) } }, null, 2));
        }
      }
    }
    for (const [name, m] of Object.entries(inherited)) track(name).last = m;

    for (const { step, time, persona } of end < 0 ? [] : stepsOfRun(this.folder)) {
      if (step > end) break;
      const delta: Record<string, OriginalMovement> = {};
      lastSeenTime = time;
      const names = [...order, ...Object.keys(persona).filter((n) => !order.includes(n))];
      for (const name of names) {
        const m = persona[name];
        if (!m) continue;
        const t = track(name);
        if (!t.last || !sameJson(t.last, m)) delta[name] = m;
        t.last = m;
        this.timelineStep(t, name, time, step, m, conversations, conversationFiles, conversationsDir, written);
      }
      // Conversations someone still holds stay open; the others are forgotten (memory stays flat).
      for (const t of tracks.values()) {
        const conv = t.chatKey === null ? undefined : conversations.get(t.chatKey);
        if (conv) conv.lastSeen = step;
      }
      for (const [key, conv] of conversations) if (conv.lastSeen < step - 2) conversations.delete(key);
      masterStep(step, delta);
      stats.step(step, time, persona);
    }
    master.write(nextKey > 0 ? "\n}\n" : "}\n");
    written.push(master.close());
    for (const t of tracks.values()) {
      if (t.lastAction === null) t.timeline.write("\nNo movement recorded.\n");
      written.push(t.timeline.close());
    }
    removeStale(timelineDir, new Set([...tracks.values()].map((t) => t.timeline.file)));
    removeStale(conversationsDir, conversationFiles);

    // Usage: the thread's usage over the thread's simulated time (clock.start -> clock.time).
    const { startTime, secondsPerTick } = this.options;
    const simulatedSeconds = finalState?.clock
      ? (parseGameTime(finalState.clock.time).getTime() - parseGameTime(finalState.clock.start).getTime()) / 1000
      : (() => {
          const lastTime = this.lastTime ?? lastSeenTime;
          if (!lastTime) return 0;
          return (parseGameTime(addSeconds(lastTime, secondsPerTick)).getTime() - parseGameTime(startTime).getTime()) / 1000;
        })();
    const report = usageReport(finalState?.usage ?? {}, order.length, simulatedSeconds);
    const usageJson = path.join(this.folder, "usage.json");
    writeAtomic(usageJson, JSON.stringify(report, null, 2) + "\n");
    const usageMd = path.join(this.folder, "usage.md");
    writeAtomic(usageMd, usageMarkdown(report));
    written.push(usageMd, usageJson);
    const runStats = stats.stats(finalState?.usageByPersona);
    const statsJson = path.join(this.folder, "stats.json");
    writeAtomic(statsJson, JSON.stringify(runStats, null, 2) + "\n");
    const statsMd = path.join(this.folder, "stats.md");
    writeAtomic(statsMd, statsMarkdown(runStats));
    written.push(statsMd, statsJson);

    if (this.options.meta) {
      const lastTime = this.lastTime ?? lastSeenTime;
      written.push(...writeReverieMeta(this.folder, {
        ...this.options.meta,
        personas: order,
        startTime: finalState?.clock?.start ?? startTime,
        currTime: finalState?.clock?.time ?? (lastTime ? addSeconds(lastTime, secondsPerTick) : startTime),
        step: finalState?.clock ? stepOfTick(this.numbering, finalState.clock.tick) : end + 1,
        secondsPerTick,
      }));
    }
    return written;
  }

  /** One persona's timeline rows for one step: a row per change of action, a row when a conversation starts. */
  private timelineStep(
    t: PersonaTrack,
    name: string,
    time: string,
    step: number,
    m: OriginalMovement,
    conversations: Map<string, Conversation>,
    conversationFiles: Set<string>,
    conversationsDir: string,
    written: string[],
  ): void {
    if (t.day !== dayOf(time)) {
      t.day = dayOf(time);
      t.timeline.write(`\n## ${dayHeading(time)}\n\n| Time | | Action | Place |\n|---|---|---|---|\n`);
      t.lastAction = null; // restate the current action under each day's heading
    }
    const split = splitDescription(m.description);
    const action = split.action;
    const place = shownPlace(split.place, m.movement, this.options.placeOf);
    if (m.description !== t.lastAction) {
      t.lastAction = m.description;
      t.timeline.write(`| ${clockOf(time)} | ${cell(m.pronunciatio)} | ${cell(action)} | ${cell(place)} |\n`);
    }
    const chatKey = m.chat && m.chat.length > 0 ? JSON.stringify(m.chat) : null;
    if (chatKey !== null && chatKey !== t.chatKey) {
      // The same transcript held by someone within the last two steps is the same conversation (a partner's
      // movement shows the chat a tick after the initiator's).
      let conv = conversations.get(chatKey);
      if (!conv || conv.lastSeen < step - 2) {
        const speakers = [...new Set(m.chat!.map(([speaker]) => speaker))];
        const participants = speakers.includes(name) ? speakers : [...speakers, name];
        const base = `${time.replaceAll(":", "-").replace("T", "_")}-${participants.slice(0, 2).map(fileSlug).join("-")}`;
        let fileName = `${base}.md`;
        for (let n = 2; conversationFiles.has(path.join(conversationsDir, fileName)); n++) fileName = `${base}-${n}.md`;
        const file = path.join(conversationsDir, fileName);
        writeAtomic(file, transcriptMarkdown(participants, time, step, place, m.chat!));
        conversationFiles.add(file);
        written.push(file);
        conv = { key: chatKey, file, lastSeen: step };
        conversations.set(chatKey, conv);
      }
      const others = [...new Set(m.chat!.map(([speaker]) => speaker))].filter((s) => s !== name);
      const link = `[transcript](../conversations/${encodeURI(path.basename(conv.file))})`;
      t.timeline.write(
        `| ${clockOf(time)} | 💬 | ${cell(`conversation with ${others.join(", ") || "someone"}, ${counted(m.chat!.length, "line")}`)}: ${link} | ${cell(place)} |\n`,
      );
    }
    t.chatKey = chatKey;
  }
}

function transcriptMarkdown(participants: string[], time: string, step: number, place: string, chat: [string, string][]): string {
  const lines = [
    `# ${participants.join(" and ")}`,
    "",
    `${formatOriginalTime(time)} (step ${step})${place ? `, at ${place}` : ""}`,
    "",
    ...chat.map(([speaker, line]) => `**${speaker}:** ${line.replace(/\s*\n\s*/g, " ")}\n`),
  ];
  return lines.join("\n");
}

/** Removes the Markdown files of `dir` not in `keep` (reports of an earlier, longer or abandoned run). */
function removeStale(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const f of fs.readdirSync(dir)) {
    const file = path.join(dir, f);
    if (f.endsWith(".md") && !keep.has(file)) fs.rmSync(file);
  }
}

/** The last step a run folder recorded (its movement log's, or its movement files' before the log): -1 when none. */
export function lastMovementStep(folder: string): number {
  const log = path.join(folder, MOVEMENT_LOG);
  if (fs.existsSync(log)) return lastLoggedStep(log);
  return stepsOnDisk(path.join(folder, "movement")).at(-1) ?? -1;
}

/**
 * The steps a run folder recorded, each with every persona's entry: from its movement log, or from its movement
 * files in a folder written before the log. With a numbering, each step's number is the one of its time (a folder
 * written before steps counted from midnight reads as one written now).
 */
export function* stepsOfRun(folder: string, numbering?: StepNumbering): Generator<FullStep> {
  if (numbering) {
    for (const s of stepsOfRun(folder)) yield { ...s, step: stepOfTime(numbering, s.time) };
    return;
  }
  const log = path.join(folder, MOVEMENT_LOG);
  if (fs.existsSync(log)) {
    yield* fullStepsOfLog(log);
    return;
  }
  const dir = path.join(folder, "movement");
  for (const step of stepsOnDisk(dir)) {
    const file = path.join(dir, `${step}.json`);
    let content: MovementFile;
    try {
      content = JSON.parse(fs.readFileSync(file, "utf8")) as MovementFile;
    } catch (err) {
      throw new Error(`${file}: unreadable movement file (${(err as Error).message})`, { cause: err });
    }
    yield { step, time: parseOriginalTime(content.meta.curr_time), persona: content.persona };
  }
}
