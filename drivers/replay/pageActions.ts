/**
 * What a served replay page may ask its server (replayServer.ts), under /api/: the tree of branches it shows, the
 * comparison of two of them (compareRuns, the compare command's), a fork at a moment with an optional whisper, and
 * an interview of a person at a moment. Actions spend model calls, so every request must carry the token the server
 * wrote into the page it served (header x-simulacra-token) and name this server's own host; others get 403.
 *
 * A live run (one `run` or `resume` is running now) is paused, whispered in and let go on through its control mailbox
 * (drivers/town/liveControl.ts): this server only writes requests there and reads the run's replies; the run's own
 * process carries them out, so it stays the run's one writer.
 *
 * A fork runs the CLI's fork command in a child process (so a fork made from the page is a normal run folder, and
 * the server stays responsive while it runs); its output lines are its progress, its last error line its failure.
 * An interview runs in this process through the same driver the interview command uses.
 */
import { spawn } from "node:child_process";
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { compareRuns } from "../compare/compareRuns.js";
import { interview } from "../town/interviews.js";
import { openRun } from "../town/townRun.js";
import { readRunSpec } from "../town/runLineage.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { personaNamed, whisperProblem } from "../../state/townPause.js";
import { askLiveRun, liveRunProblem, readLiveStatus, type LiveRequest } from "../town/liveControl.js";
import { parseReplayScript, REPLAY_DIR } from "./replayFormat.js";

/** One branch of the tree the page draws. */
export interface TreeBranch {
  runId: string;
  title: string;
  /** The branch's page, as a path on this server. */
  page: string;
  parentRunId: string | null;
  /** Where it left its parent (its first step), and the whisper it was given there. */
  forkStep: number | null;
  forkTime: string | null;
  whisper: { persona: string; text: string } | null;
  firstStep: number;
  toStep: number;
  live: boolean;
}

export interface ForkJob {
  id: string;
  state: "running" | "done" | "failed";
  /** The fork's folder once the command has named it, and its run id once done. */
  folder: string | null;
  runId: string | null;
  page: string | null;
  /** The latest progress line; the failure in one sentence. */
  progress: string;
  error: string | null;
}

export interface PageActionsOptions {
  /** The command that runs the CLI (default: this process's own: node, its flags, its main script). */
  cli?: string[];
}

/** Reads a request body as JSON (at most 16 kB). */
async function jsonBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 16_384) throw new ActionError(413, "The request is too large.");
  }
  try {
    const value = JSON.parse(text || "{}") as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ActionError(400, "The request is not a JSON object.");
}

class ActionError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const text = (body: Record<string, unknown>, key: string): string | undefined => (typeof body[key] === "string" ? (body[key] as string).trim() : undefined);

export class PageActions {
  readonly token = randomBytes(18).toString("base64url");
  private readonly jobs = new Map<string, ForkJob>();
  private readonly cli: string[];

  constructor(
    /** The run folders the page shows (read per request: forks made meanwhile count). */
    private readonly runs: () => string[],
    /** A run folder's page as a path on this server. */
    private readonly pageOf: (folder: string) => string,
    options: PageActionsOptions = {},
  ) {
    this.cli = options.cli ?? [process.execPath, ...process.execArgv, process.argv[1]!];
  }

  /** The served page with the token in it (a meta element the page's actions read). */
  pageWithToken(html: string): string {
    return html.replace("</head>", `<meta name="simulacra-token" content="${this.token}">\n</head>`);
  }

  /** Answers a request under /api/; false when the path is not one. */
  async handle(req: http.IncomingMessage, res: http.ServerResponse, port: number): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (!url.pathname.startsWith("/api/")) return false;
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }).end(JSON.stringify(body));
    };
    try {
      if (!this.allowed(req, port)) throw new ActionError(403, "This server answers only the page it served (its token is missing or wrong).");
      const route = `${req.method} ${url.pathname}`;
      if (route === "GET /api/tree") return reply(200, { branches: this.tree() }), true;
      if (route === "GET /api/compare") {
        const a = this.folderOf(url.searchParams.get("a") ?? "");
        const b = this.folderOf(url.searchParams.get("b") ?? "");
        return reply(200, compareRuns(a, b)), true;
      }
      if (route === "POST /api/fork") return reply(202, this.startFork(await jsonBody(req))), true;
      if (route === "GET /api/job") {
        const job = this.jobs.get(url.searchParams.get("id") ?? "");
        if (!job) throw new ActionError(404, "No such fork job on this server.");
        return reply(200, { ...job, progress: this.progressOf(job) }), true;
      }
      if (route === "POST /api/interview") return reply(200, await this.interview(await jsonBody(req))), true;
      if (route === "GET /api/live") return reply(200, this.liveStatus(url.searchParams.get("runId") ?? "", url.searchParams.get("id"))), true;
      if (route === "POST /api/live") return reply(202, this.askLive(await jsonBody(req))), true;
      throw new ActionError(404, `No action ${route} here.`);
    } catch (error) {
      const status = error instanceof ActionError ? error.status : 500;
      reply(status, { error: (error as Error).message.split("\n")[0] });
      return true;
    }
  }

  /** The token, and this server's own host (a page of another name reaching 127.0.0.1 is refused too). */
  private allowed(req: http.IncomingMessage, port: number): boolean {
    const host = req.headers.host ?? "";
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return false;
    const given = Buffer.from(String(req.headers["x-simulacra-token"] ?? ""));
    const want = Buffer.from(this.token);
    return given.length === want.length && timingSafeEqual(given, want);
  }

  /** Every run the page shows, as branches with their parents. */
  tree(): TreeBranch[] {
    const out: TreeBranch[] = [];
    for (const folder of this.runs()) {
      const file = path.join(folder, REPLAY_DIR, "index.js");
      const index = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "index") : null;
      if (!index) continue;
      out.push({
        runId: index.runId,
        title: index.title,
        page: this.pageOf(folder),
        parentRunId: index.fork?.parentRunId ?? null,
        forkStep: index.fork?.step ?? null,
        forkTime: index.fork?.time ?? null,
        whisper: index.fork?.whisper ?? null,
        firstStep: index.firstStep,
        toStep: index.toStep,
        live: index.live,
      });
    }
    return out.sort((a, b) => (a.forkStep ?? -1) - (b.forkStep ?? -1) || a.title.localeCompare(b.title));
  }

  private folderOf(runId: string): string {
    for (const folder of this.runs()) {
      try {
        if (readRunSpec(folder).threadId === runId) return folder;
      } catch {
        // a folder whose run.json cannot be read is no branch
      }
    }
    throw new ActionError(404, `No run ${runId || "(none named)"} among the branches this page shows.`);
  }

  private startFork(body: Record<string, unknown>): ForkJob {
    const folder = this.folderOf(text(body, "runId") ?? "");
    const time = text(body, "time") ?? "";
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new ActionError(400, `The moment to fork at must be a game time like 2024-05-06T08:15:00, got "${time}".`);
    const args = ["fork", "--run", folder, "--at", time.length === 16 ? `${time}:00` : time];
    const persona = text(body, "persona");
    const whisper = text(body, "whisper");
    if (whisper) {
      if (!persona) throw new ActionError(400, "Choose the person to whisper to.");
      const problem = whisperProblem(whisper);
      if (problem) throw new ActionError(400, problem);
      args.push("--whisper", `${persona}: ${whisper}`);
    }
    const job: ForkJob = { id: randomBytes(6).toString("hex"), state: "running", folder: null, runId: null, page: null, progress: "Starting the fork…", error: null };
    this.jobs.set(job.id, job);
    const [command, ...rest] = this.cli;
    const child = spawn(command!, [...rest, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
    let errors = "";
    const onLine = (line: string) => {
      const clean = line.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").trim();
      if (!clean) return;
      const forked = /^Forked .* into (.+)\.$/.exec(clean);
      if (forked) job.folder = path.resolve(forked[1]!); // the fork runs in this process's folder
      job.progress = clean;
    };
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split(/[\r\n]/);
      pending = lines.pop() ?? "";
      lines.forEach(onLine);
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    child.on("error", (error) => Object.assign(job, { state: "failed", error: `The fork could not start: ${error.message}.` }));
    child.on("close", (code) => {
      onLine(pending);
      if (code === 0 && job.folder) {
        job.state = "done";
        try {
          job.runId = readRunSpec(job.folder).threadId;
          job.page = this.pageOf(job.folder);
        } catch {
          // the fork's folder reads back below as the page's tree does
        }
        job.progress = "The fork has run to its end.";
      } else {
        job.state = "failed";
        const last = errors.split("\n").map((l) => l.trim()).filter(Boolean).at(-1);
        job.error = last ?? `The fork stopped (exit code ${code}).`;
      }
    });
    return job;
  }

  /** A running fork's progress: how far its replay has come toward its end (else its last output line). */
  private progressOf(job: ForkJob): string {
    if (job.state !== "running" || !job.folder) return job.progress;
    const file = path.join(job.folder, REPLAY_DIR, "index.js");
    const index = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "index") : null;
    if (!index || !index.end) return job.progress;
    const stepTime = (step: number) => new Date(Date.parse(`${index.start}Z`) + step * index.secondsPerStep * 1000).toISOString().slice(0, 19);
    const now = stepTime(index.toStep);
    const from = Date.parse(`${stepTime(index.firstStep)}Z`);
    const share = Math.max(0, Math.min(1, (Date.parse(`${now}Z`) - from) / Math.max(1, Date.parse(`${index.end}Z`) - from)));
    return `Simulating ${path.basename(job.folder)}: ${now.slice(11, 16)} of ${index.end.slice(11, 16)} (${Math.round(share * 100)}%)`;
  }

  /** A run's title and its people, from its replay index (its folder's name and none when it has no replay yet). */
  private runInfo(folder: string): { title: string; people: string[] } {
    const file = path.join(folder, REPLAY_DIR, "index.js");
    const index = fs.existsSync(file) ? parseReplayScript(fs.readFileSync(file, "utf8"), "index") : null;
    return { title: index?.title ?? path.basename(folder), people: index?.personas.map((p) => p.name) ?? [] };
  }

  /**
   * Whether the page can steer a run now (state "running" or "paused", and when), else its state and why not in one
   * sentence; with `id`, the run's reply to that request once it has given one.
   */
  liveStatus(runId: string, id?: string | null) {
    const folder = this.folderOf(runId);
    const status = readLiveStatus(folder);
    const problem = liveRunProblem(folder, this.runInfo(folder).title);
    const state = !status ? "none" : "error" in problem && status.state === "running" ? "stopped" : status.state;
    const reply = id ? status?.replies.find((r) => r.id === id) ?? null : undefined;
    return { state, time: status?.time ?? null, ...("error" in problem ? { error: problem.error } : {}), ...(reply !== undefined ? { reply } : {}) };
  }

  /**
   * Asks a live run to pause, take a whisper or go on: checked here first (a run that is not running, a person the
   * town does not have, with the one meant), then written to its mailbox; the page reads the run's reply by id.
   */
  private askLive(body: Record<string, unknown>): { id: string } {
    const folder = this.folderOf(text(body, "runId") ?? "");
    const live = liveRunProblem(folder, this.runInfo(folder).title);
    if ("error" in live) throw new ActionError(409, live.error);
    const action = text(body, "action");
    let request: LiveRequest;
    if (action === "pause" || action === "continue") request = { action };
    else if (action === "whisper") {
      const given = text(body, "persona") ?? "";
      const thought = text(body, "text") ?? "";
      if (!given) throw new ActionError(400, "Name the person to whisper to.");
      const people = this.runInfo(folder).people;
      const found = people.length ? personaNamed(people, given) : { name: given };
      if ("error" in found) throw new ActionError(400, found.error);
      const problem = whisperProblem(thought);
      if (problem) throw new ActionError(400, problem);
      request = { action, persona: found.name, text: thought };
    } else throw new ActionError(400, `A live run takes "pause", "whisper" or "continue", not "${action ?? ""}".`);
    return { id: askLiveRun(folder, request) };
  }

  private async interview(body: Record<string, unknown>) {
    const folder = this.folderOf(text(body, "runId") ?? "");
    const persona = text(body, "persona");
    const question = text(body, "question");
    if (!persona || !question) throw new ActionError(400, "Choose a person and write a question.");
    const time = text(body, "time");
    const run = await openRun(folder, undefined, { workers: false, readOnly: true });
    try {
      await checkModelEndpoint(run.spec.model);
      const answer = await interview(run, persona, question, { at: time });
      return { persona: answer.persona, time: answer.time, answer: answer.answer, recalled: answer.recalled, drewOn: answer.drewOn };
    } catch (error) {
      throw new ActionError(422, (error as Error).message);
    } finally {
      await run.close();
    }
  }
}

