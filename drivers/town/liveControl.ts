/**
 * A live run's control mailbox: how its replay page pauses it, whispers to a person in it and lets it go on, while the
 * run's own process stays its one writer (runLock.ts).
 *
 * Why files: the server that serves the page is another process, and the run may be started before or after it, or
 * resumed by a third. A folder in the run folder needs no port, no address to publish and no connection to keep; both
 * sides survive the other's restart; and the requests a run has not read yet are there to see. So:
 *
 * - `<run>/control/ask-<time>-<id>.json`: one request (pause, whisper, continue), written by the server whole under a
 *   temporary name and renamed (a rename is atomic, so the run never reads half a request). The run reads each once,
 *   in name order, and deletes it: it is the only one that acts on the run.
 * - `<run>/control/live.json`: what the run says back, written only by the run, also by rename: its process (pid,
 *   host), whether it is running, paused (and when) or finished, and its reply to each request by id.
 *
 * The run looks at the folder between stretches of a few simulated minutes (nodes/town/pausePoints.ts PAUSE_ASKED, at
 * most every `LOOK_EVERY_MS`) and, once paused, every `LOOK_EVERY_MS`; a request is carried out at the next stretch
 * by the code the interactive session uses: the run pauses (reason "asked"), a whisper is `steer`'s whisper (the
 * person's memory and the run's steering log), and going on is `advance`.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { personaNamed, whisperProblem } from "../../state/townPause.js";
import type { TownStateType } from "../../state/town.js";
import { steer, type TownRun } from "./townRun.js";

export const CONTROL_DIR = "control";
export const LIVE_FILE = "live.json";
/** Least milliseconds between two looks at the mailbox while the run goes (a look is one directory read). */
export const LOOK_EVERY_MS = 200;
/** Replies kept in live.json (the page reads the one to its own request soon after it is written). */
const KEPT_REPLIES = 20;

/** What a page asks a live run. */
export type LiveRequest =
  | { action: "pause" }
  | { action: "continue" }
  | { action: "whisper"; persona: string; text: string };

/** The run's answer to one request: done (with what happened) or not (the reason, one sentence). */
export interface LiveReply {
  id: string;
  ok: boolean;
  text: string;
}

/** What live.json says. */
export interface LiveStatus {
  pid: number;
  host: string;
  /** "interactive": a terminal session steers the run, and the page does not. */
  state: "running" | "paused" | "finished" | "stopped" | "interactive";
  /** The run's time when paused, finished or stopped. */
  time: string | null;
  replies: LiveReply[];
}

const requestFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^ask-[\w-]+\.json$/.test(f)).sort() : []);

function writeWhole(file: string, text: string): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(3).toString("hex")}.tmp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

// ------------------------------------------------------------------------------------------------------------------
// The server's side: ask, and read the answer
// ------------------------------------------------------------------------------------------------------------------

/** Requests asked by this process so far: ids asked in one millisecond keep their order. */
let asked = 0;

/** Writes a request into a run's mailbox; returns its id (the reply in live.json carries it). Ids sort as asked. */
export function askLiveRun(folder: string, request: LiveRequest): string {
  const dir = path.join(folder, CONTROL_DIR);
  fs.mkdirSync(dir, { recursive: true });
  asked = (asked + 1) % 1_000_000;
  const id = `${Date.now().toString(36).padStart(9, "0")}-${String(asked).padStart(6, "0")}-${randomBytes(3).toString("hex")}`;
  writeWhole(path.join(dir, `ask-${id}.json`), `${JSON.stringify({ id, ...request })}\n`);
  return id;
}

/** live.json as the run last wrote it (null when there is none or it cannot be read). */
export function readLiveStatus(folder: string): LiveStatus | null {
  try {
    const status = JSON.parse(fs.readFileSync(path.join(folder, CONTROL_DIR, LIVE_FILE), "utf8")) as LiveStatus;
    return typeof status.pid === "number" && typeof status.state === "string" ? status : null;
  } catch {
    return null;
  }
}

/** Whether the process live.json names still runs (on another host: assumed so). */
function processAlive(status: LiveStatus): boolean {
  if (status.host !== hostname()) return true;
  try {
    process.kill(status.pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * Whether a page can steer the run in `folder` now, and if not, why in one sentence: a run nobody runs, one that
 * finished or stopped, one a terminal session steers.
 */
export function liveRunProblem(folder: string, title: string): { status: LiveStatus } | { error: string; status: LiveStatus | null } {
  const status = readLiveStatus(folder);
  if (!status) return { error: `${title} is not running: pause, whisper and continue work on a run while \`run\` or \`resume\` runs it.`, status };
  const at = status.time ? ` at ${status.time.replace("T", " ")}` : "";
  if (status.state === "finished") return { error: `${title} has finished${at}: fork it to go on from a moment of it.`, status };
  if (status.state === "interactive") {
    return { error: `${title} is steered in a terminal (run --interactive): pause, whisper and go on there.`, status };
  }
  if (status.state === "stopped" || !processAlive(status)) {
    return { error: `${title} is not running (its process stopped${at}): resume it to go on, then steer it here.`, status };
  }
  return { status };
}

// ------------------------------------------------------------------------------------------------------------------
// The run's side: read, carry out, answer
// ------------------------------------------------------------------------------------------------------------------

export class LiveControl {
  private readonly dir: string;
  private status: LiveStatus;
  /** Requests read, not yet carried out (a pause or whisper waits for the run to stop at its next stretch). */
  private queue: Array<LiveRequest & { id: string }> = [];
  private lastLook = 0;
  private closed = false;

  private constructor(folder: string, state: LiveStatus["state"]) {
    this.dir = path.join(folder, CONTROL_DIR);
    fs.mkdirSync(this.dir, { recursive: true });
    this.status = { pid: process.pid, host: hostname(), state, time: null, replies: [] };
    // Requests left from before this process (asked while nobody ran the run) are answered, not carried out.
    for (const file of requestFiles(this.dir)) {
      const request = this.take(file);
      if (request) this.reply(request.id, false, "The run was not running when this was asked; ask again.");
    }
    this.write();
  }

  /** The mailbox of a run this process writes (plain `run`, `resume`, `fork`): the page may steer it. */
  static open(folder: string): LiveControl {
    return new LiveControl(folder, "running");
  }

  /** A run a terminal session steers: the page is told to steer it there. */
  static interactive(folder: string): LiveControl {
    return new LiveControl(folder, "interactive");
  }

  /** The run context's PAUSE_ASKED: whether a pause or whisper waits (a cheap look, at most every LOOK_EVERY_MS). */
  readonly asked = (): boolean => {
    if (Date.now() - this.lastLook >= LOOK_EVERY_MS) this.look();
    return this.queue.length > 0;
  };

  /** Reads new requests: a continue while running is answered at once; pauses and whispers wait for the stop. */
  private look(): void {
    this.lastLook = Date.now();
    for (const file of requestFiles(this.dir)) {
      const request = this.take(file);
      if (!request) continue;
      if (request.action === "continue" && this.status.state === "running" && !this.queue.some((q) => q.action === "pause")) {
        this.reply(request.id, false, "The run is not paused: it is going on already.");
      } else this.queue.push(request);
    }
  }

  /** Reads one request file and deletes it (null, and deleted, when it cannot be read). */
  private take(file: string): (LiveRequest & { id: string }) | null {
    const full = path.join(this.dir, file);
    let request: (LiveRequest & { id: string }) | null = null;
    try {
      const value = JSON.parse(fs.readFileSync(full, "utf8")) as LiveRequest & { id: string };
      if (typeof value.id === "string" && ["pause", "continue", "whisper"].includes(value.action)) request = value;
    } catch {
      // an unreadable request is dropped
    }
    fs.rmSync(full, { force: true });
    return request;
  }

  private reply(id: string, ok: boolean, text: string): void {
    this.status.replies = [...this.status.replies, { id, ok, text }].slice(-KEPT_REPLIES);
    this.write();
  }

  private write(): void {
    if (!fs.existsSync(this.dir)) fs.mkdirSync(this.dir, { recursive: true });
    writeWhole(path.join(this.dir, LIVE_FILE), `${JSON.stringify(this.status, null, 2)}\n`);
  }

  private set(state: LiveStatus["state"], time: string | null): void {
    this.status = { ...this.status, state, time };
    this.write();
  }

  /**
   * The run stopped because a person asked (its state is paused, reason "asked"): carries out what waits, in order,
   * and while a pause holds, waits for more (whispers) until a continue. `onPaused` and `onGoing` tell the command
   * line; `signal` (Ctrl-C) ends the wait. Returns when the run should go on.
   */
  async hold(
    run: TownRun,
    state: TownStateType,
    tell: { onPaused(time: string): void; onGoing(time: string): void },
    signal?: AbortSignal,
  ): Promise<TownStateType> {
    let paused = false;
    const time = state.clock.time;
    for (;;) {
      while (this.queue.length) {
        const request = this.queue.shift()!;
        if (request.action === "pause") {
          if (paused) this.reply(request.id, false, `The run is paused already (at ${time.replace("T", " ")}).`);
          else {
            paused = true;
            this.set("paused", time);
            this.reply(request.id, true, `Paused at ${time.replace("T", " ")}.`);
            tell.onPaused(time);
          }
        } else if (request.action === "continue") {
          if (!paused) this.reply(request.id, false, "The run is not paused: it is going on already.");
          else {
            paused = false;
            this.reply(request.id, true, `Going on from ${time.replace("T", " ")}.`);
          }
        } else state = await this.whisper(run, state, request);
      }
      if (!paused) break;
      // Ctrl-C while paused stops the run there, as it does while it goes.
      if (signal?.aborted) throw signal.reason ?? new Error("Interrupted.");
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      this.look();
    }
    this.set("running", null);
    tell.onGoing(time);
    return state;
  }

  /** A whisper, as the interactive session's `whisper` does it (steer): the person's memory and the steering log. */
  private async whisper(run: TownRun, state: TownStateType, request: { id: string; persona: string; text: string }): Promise<TownStateType> {
    const found = personaNamed(state.order, request.persona);
    const problem = "error" in found ? found.error : whisperProblem(request.text);
    if (problem) {
      this.reply(request.id, false, problem);
      return state;
    }
    const name = (found as { name: string }).name;
    try {
      const { reply, state: after } = await steer(run, { action: "whisper", persona: name, text: request.text });
      if (reply.action === "error") this.reply(request.id, false, reply.error);
      else if (reply.action === "whisper") this.reply(request.id, true, `Whispered to ${reply.persona} at ${after.clock.time.replace("T", " ")} (memory ${reply.memoryId}).`);
      return after;
    } catch (error) {
      this.reply(request.id, false, (error as Error).message.split("\n")[0]!);
      return state;
    }
  }

  /** The run ended (finished at its end, or stopped): what waits is answered, and the page told. */
  close(how: "finished" | "stopped", time: string | null): void {
    if (this.closed) return;
    this.closed = true;
    this.look();
    const at = time ? ` at ${time.replace("T", " ")}` : "";
    for (const request of this.queue) this.reply(request.id, false, how === "finished" ? `The run finished${at} before it could stop.` : `The run stopped${at}.`);
    this.queue = [];
    this.set(how, time);
  }
}
