/**
 * Integration: a paused run whose PostgreSQL goes away while a person steers it. The server is the test's own
 * (test/support/postgresServer.ts: Debian's binaries, a free port, a password with characters a URL encodes), killed
 * by its pid; for a moment a fake server on the same port answers every connection with an error that echoes the
 * password back.
 *
 * What a person relies on (docs/steering.md and docs/scale-out.md): every call on the run (a whisper, an
 * interview, history, a fork, going on) fails with one sentence naming the database without its password and saying
 * what was not done; once the server is back the run goes on from its pause and ends exactly as a run that was never
 * interrupted. In the interactive session a command that changed nothing is one `error:` line and the session goes
 * on; a run the lost server stopped ends the session with the one sentence and exit code 1, and `resume
 * --interactive` ends it as the uninterrupted run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";
import { interview } from "../drivers/town/interviews.js";
import { advance, currentState, fork, history, openRun, steer, type TownRun } from "../drivers/town/townRun.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import { LOCALHOST } from "../servers/freePort.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { postgresSkipReason, startOwnPostgres, type OwnPostgres } from "./support/postgresServer.js";

const REPO = path.resolve(import.meta.dirname, "..");
const PASSWORD = "St33r p@ss";
const DATABASE = "steered";
const SPEC = { startTime: "2024-05-06T06:40:00", endTime: "2024-05-06T06:55:00", checkpointEveryMinutes: 5 };
const TIMES = ["--start", SPEC.startTime, "--end", SPEC.endTime, "--checkpoint-every", "5"];
/** 45 ticks of 10 s: a pause in the middle of the second chunk. */
const PAUSE_TICKS = 45;
const PAUSED_AT = "2024-05-06T06:47:30";

const skipReason = postgresSkipReason;
if (skipReason) console.warn(`test/steerPostgresLoss.int.test.ts is skipped: ${skipReason}.`);

let server: OwnPostgres | undefined;
let tmp = "";
const opened: TownRun[] = [];

async function open(folder: string, spec?: Parameters<typeof openRun>[1]): Promise<TownRun> {
  const run = await openRun(folder, spec);
  opened.push(run);
  return run;
}

/** The database as every sentence names it: no password. */
const where = () => `postgres://town@${LOCALHOST}:${server!.port}/${DATABASE}`;

/** The message of the error `call` fails with. */
async function failureOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(() => new Error("it did not fail"), (e: unknown) => e as Error);
  return error.message;
}

/** One line, one sentence ending with a period, and nothing of the password or of a stack. */
function expectOneSentence(text: string) {
  expect(text).not.toContain("\n");
  expect(text.endsWith(".")).toBe(true);
  expect(text).not.toMatch(/\.\s+[A-Z]/);
  expectNoSecret(text);
}

function expectNoSecret(text: string) {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(encodeURIComponent(PASSWORD));
  expect(text).not.toMatch(/^\s+at /m);
}

/** A lost-server sentence: the database, the driver's reason, then what the operation did not do. */
const lostSentence = (outcome: string) =>
  new RegExp(`^Lost the Postgres database at ${where().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} \\(.+\\): ${outcome.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\.$`);

/**
 * A server on `port` that answers every connection as a Postgres shutting down would, but with the password in its
 * message (an ErrorResponse: severity, SQLSTATE 57P03, message).
 */
async function echoingServer(port: number): Promise<net.Server> {
  const field = (type: string, text: string) => Buffer.concat([Buffer.from(type), Buffer.from(text), Buffer.from([0])]);
  const body = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", "57P03"),
    field("M", `the database system is starting up (as town with password ${PASSWORD})`),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  const response = Buffer.concat([Buffer.from("E"), length, body]);
  const fake = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => socket.end(response));
  });
  await new Promise<void>((resolve, reject) => {
    fake.once("error", reject);
    fake.listen(port, LOCALHOST, () => resolve());
  });
  return fake;
}

/** What a run ends with: every persona's state and every memory it can see. */
async function outcomeOf(run: TownRun) {
  const state = (await currentState(run))!;
  const memories: Record<string, string> = {};
  for (const name of state.order) {
    const stream = new MemoryStream({ store: run.store, cursor: state.personas[name]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
    memories[name] = JSON.stringify(await stream.all());
  }
  return { time: state.clock.time, personas: JSON.stringify(state.personas), memories };
}

describe.skipIf(Boolean(skipReason))(`a paused run whose PostgreSQL goes away while it is steered${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-steer-pgloss-"));
    server = await startOwnPostgres({ user: "town", password: PASSWORD, databases: [DATABASE] });
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((run) => run.close()));
    await server?.remove();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 120_000);

  it("tells each call on the run in one sentence, and once the server is back goes on as the uninterrupted run", { timeout: 600_000 }, async () => {
    // Both runs on the thread "steered": the memory branches have the same names.
    const uninterrupted = await open(path.join(tmp, "uninterrupted"), { ...SPEC, checkpointer: "sqlite", threadId: "steered" });
    const expectedRecords: MovementRecord[] = [];
    await advance(uninterrupted, { onRecord: (r) => expectedRecords.push(r) });

    const run = await open(path.join(tmp, "paused"), { ...SPEC, checkpointer: server!.url(DATABASE), threadId: "steered" });
    const records: MovementRecord[] = [];
    const paused = await advance(run, { pause: { ticks: PAUSE_TICKS }, onRecord: (r) => records.push(r) });
    expect(paused.paused?.time).toBe(PAUSED_AT);
    expect(records).toHaveLength(PAUSE_TICKS);

    await server!.kill("SIGKILL");
    const said = {
      whisper: await failureOf(steer(run, { action: "whisper", persona: "Ada Okafor", text: "The bakery opens late today" })),
      interview: await failureOf(interview(run, "Ada", "What are you doing right now?")),
      history: await failureOf(history(run)),
      fork: await failureOf(fork(run, { at: PAUSED_AT, folder: path.join(tmp, "fork") })),
      goOn: await failureOf(advance(run, { onRecord: (r) => records.push(r) })),
    };
    expect(said.whisper).toMatch(lostSentence("the whisper was not stored; the run is still at its last checkpoint; try again or go on once the server is back"));
    expect(said.interview).toMatch(lostSentence("the question to Ada was not answered; the run is unchanged; ask again once the server is back"));
    expect(said.history).toMatch(lostSentence("the run's checkpoints were not read; the run is unchanged; try again once the server is back"));
    expect(said.fork).toMatch(lostSentence("no fork was made; the parent run is unchanged; fork again once the server is back"));
    expect(said.goOn).toMatch(lostSentence("the run stopped at its last checkpoint; resume it once the server is back"));
    for (const text of Object.values(said)) expectOneSentence(text);
    expect(existsSync(path.join(tmp, "fork")), "a fork that was not made leaves no folder").toBe(false);

    // A server that echoes the password back in its error: masked.
    const fake = await echoingServer(server!.port);
    try {
      const echoed = await failureOf(steer(run, { action: "whisper", persona: "Ada Okafor", text: "The bakery opens late today" }));
      expect(echoed).toMatch(lostSentence("the whisper was not stored; the run is still at its last checkpoint; try again or go on once the server is back"));
      expect(echoed).toContain("(the database system is starting up (as town with password ***))");
      expectOneSentence(echoed);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }

    // Back: the same open run answers again (an interview only reads), goes on from its pause and ends as the run
    // that was never interrupted.
    await server!.restart();
    expect((await interview(run, "Ada", "What are you doing right now?")).time).toBe(PAUSED_AT);
    expect((await history(run))[0]?.time).toBe(PAUSED_AT);
    const ended = await advance(run, { onRecord: (r) => records.push(r) });
    expect(ended.clock.time).toBe(SPEC.endTime);
    expect(records).toEqual(expectedRecords);
    expect(await outcomeOf(run)).toEqual(await outcomeOf(uninterrupted));
  });

  it("in the interactive session: a command that changed nothing is one error line, a stopped run ends the session; resumed, it ends as the uninterrupted run", { timeout: 600_000 }, async () => {
    // Both folders are named "town": the thread, and so the memory branches, have the same names.
    const folder = path.join(tmp, "session", "town");
    const uninterruptedFolder = path.join(tmp, "plain", "town");
    mkdirSync(path.dirname(folder));
    mkdirSync(path.dirname(uninterruptedFolder));
    const plain = cli(["run", ...TIMES, "--out", uninterruptedFolder]);

    const session = interactive(["run", ...TIMES, "--out", folder, "--checkpointer", server!.url(DATABASE), "--interactive"]);
    session.send(`run ${PAUSE_TICKS}`);
    await session.waitFor(`Paused at ${PAUSED_AT.replace("T", " ")}`);
    await server!.kill("SIGKILL");
    // A whisper, an interview and a fork change nothing: one line each, and the session goes on ("who" answers);
    // "run" needs the server: the run stops and the session ends.
    session.send(["whisper Ada: The bakery opens late today", "interview ada: What are you doing right now?", "fork", "who", "run 30"].join("\n"));
    const ended = await session.exited;
    const plainRun = await plain;
    expect(plainRun.code, plainRun.stderr).toBe(0);

    expect(ended.code, ended.stdout + ended.stderr).toBe(1);
    const errors = ended.stdout.split("\n").filter((line) => line.startsWith("error: "));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^error: Lost the Postgres database at .*: the whisper was not stored; the run is still at its last checkpoint; try again or go on once the server is back\.$/);
    expect(errors[1]).toMatch(/^error: Lost the Postgres database at .*: the question to Ada Okafor was not answered; the run is unchanged; ask again once the server is back\.$/);
    expect(errors[2]).toMatch(/^error: Lost the Postgres database at .*: no fork was made; the parent run is unchanged; fork again once the server is back\.$/);
    for (const line of errors) expectOneSentence(line);
    expect(ended.stdout).toMatch(/> who\n2024-05-06 06:47:30, step \d+\n {2}Ada Okafor: /);
    // (stderr holds nothing else: no progress bar without a terminal)
    expect(ended.stderr.trim().split("\n")).toEqual([
      `simulacra: Lost the Postgres database at ${where()} (connection refused): the run stopped at its last checkpoint; resume it once the server is back.`,
    ]);
    expectNoSecret(ended.stdout + ended.stderr);

    // A command on the folder while the server is away: one sentence, exit code 1 (run.json keeps no password).
    const listed = cli(["history", "--run", folder], { PGPASSWORD: PASSWORD });
    const down = await listed;
    expect(down.code).toBe(1);
    expect(down.stderr.trim()).toBe(`simulacra: Cannot use the Postgres database at ${where()}: connection refused (is the server running and listening there?).`);
    expectNoSecret(down.stdout + down.stderr);

    await server!.restart();
    const resumed = await cli(["resume", "--run", folder, "--interactive"], { PGPASSWORD: PASSWORD }, "until 06:55\nquit\n");
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Paused at ${PAUSED_AT.replace("T", " ")}`);
    expect(resumed.stdout).toContain("Paused at the run's end, 2024-05-06 06:55:00");
    expect(readFileSync(path.join(folder, "movement.jsonl"), "utf8").split("\n").filter(Boolean).length).toBeGreaterThan(PAUSE_TICKS);
    expect(readFileSync(path.join(folder, "movement.jsonl"), "utf8")).toBe(readFileSync(path.join(uninterruptedFolder, "movement.jsonl"), "utf8"));
  });
});

interface Finished { code: number | null; stdout: string; stderr: string }

/** The CLI (`npm start -- ...`) in the repo, with `input` on its standard input. */
function cli(args: string[], env: Record<string, string> = {}, input = ""): Promise<Finished> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, env: { ...process.env, ...env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" } });
  child.stdin.end(input);
  return finished(child);
}

function finished(child: ChildProcess): Promise<Finished> {
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

/** An interactive session driven line by line: `send` commands, `waitFor` what it prints. */
function interactive(args: string[]) {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" } });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = finished(child);
  return {
    exited,
    send: (lines: string) => child.stdin!.write(`${lines}\n`),
    waitFor: (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) {
            clearInterval(timer);
            resolve();
          }
        };
        const timer = setInterval(check, 50);
        void exited.then((end) => {
          clearInterval(timer);
          if (!output.includes(text)) reject(new Error(`The session ended (${end.code}) before printing "${text}": ${output}${end.stderr}`));
        });
      }),
  };
}
