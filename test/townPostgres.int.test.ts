/**
 * Integration: a town run whose checkpoints and memories live in a real PostgreSQL server, the test's own
 * (test/support/postgresServer.ts: Debian's `postgresql` binaries, initialised in a temp dir, on a free 127.0.0.1
 * port, stopped and removed in afterAll, also when a test fails). Without the binaries the tests are skipped
 * (nothing is installed from here).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { freePort, LOCALHOST } from "../servers/freePort.js";
import { postgresSkipReason, startOwnPostgres, type OwnPostgres } from "./support/postgresServer.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { advance, currentState, history, openRun, type TownRun } from "../drivers/town/townRun.js";

const DB_USER = "town";
const DB_NAME = "smallville";
const PASSWORD = "s3cret-Pg-pass";

const skipReason = postgresSkipReason;
if (skipReason) console.warn(`test/townPostgres.int.test.ts is skipped: ${skipReason}.`);

let server: OwnPostgres | undefined;
let tmp = "";
const opened: TownRun[] = [];

const connection = (password = PASSWORD, port = server!.port) =>
  `postgres://${DB_USER}:${encodeURIComponent(password)}@${LOCALHOST}:${port}/${DB_NAME}`;

const sql = (query: string) => server!.sql(DB_NAME, query);

async function open(folder: string, spec?: Parameters<typeof openRun>[1]): Promise<TownRun> {
  const run = await openRun(folder, spec);
  opened.push(run);
  return run;
}

async function close(run: TownRun): Promise<void> {
  opened.splice(opened.indexOf(run), 1);
  await run.close();
}

async function memoriesOf(run: TownRun, persona: string) {
  const state = (await currentState(run))!;
  const stream = new MemoryStream({
    store: run.store,
    cursor: state.personas[persona]!.memory,
    tick: state.clock.tick,
    embeddings: new HashingEmbeddings(),
    embedderId: "hashing",
  });
  return (await stream.all()).map((n) => `${n.id} ${n.created} ${n.description}`).reverse();
}

/** One line, one sentence (no ". " inside), ending with a period. */
function expectOneSentence(message: string) {
  expect(message).not.toContain("\n");
  expect(message.endsWith(".")).toBe(true);
  expect(message.slice(0, -1)).not.toMatch(/[.!?]\s/);
}

const SPEC = {
  startTime: "2024-05-06T06:40:00",
  endTime: "2024-05-06T07:00:00",
  checkpointEveryMinutes: 5,
};

describe.skipIf(Boolean(skipReason))(`a town run on PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-pg-runs-"));
    server = await startOwnPostgres({ user: DB_USER, password: PASSWORD, databases: [DB_NAME] });
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((run) => run.close()));
    await server?.remove();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 120_000);

  const pgFolder = () => path.join(tmp, "pg");
  const memoriesAt7: Record<string, string[]> = {};
  let historyAt7: string[] = [];

  it("runs in checkpointed chunks with Postgres checkpoints and memories, exactly as on SQLite", { timeout: 600_000 }, async () => {
    const pg = await open(pgFolder(), { ...SPEC, checkpointer: connection(), threadId: "pg" });
    const lite = await open(path.join(tmp, "sqlite"), { ...SPEC, checkpointer: "sqlite", threadId: "pg" });
    const chunks: string[] = [];
    const final = await advance(pg, { onChunk: (s) => chunks.push(s.clock.time) });
    await advance(lite);
    expect(final.clock.time).toBe("2024-05-06T07:00:00");
    expect(chunks).toEqual(["2024-05-06T06:45:00", "2024-05-06T06:50:00", "2024-05-06T06:55:00", "2024-05-06T07:00:00"]);

    // One checkpoint per chunk, newest first, with the simulated times and ticks (the same as the SQLite run's).
    const points = await history(pg);
    expect(points.map((p) => p.time).slice(0, 4)).toEqual([...chunks].reverse());
    expect(points.every((p) => p.checkpointId && p.createdAt)).toBe(true);
    expect(points.map(({ time, tick }) => ({ time, tick }))).toEqual((await history(lite)).map(({ time, tick }) => ({ time, tick })));
    historyAt7 = points.map((p) => p.checkpointId);
    expect(Number(sql("SELECT count(*) FROM checkpoints WHERE thread_id = 'pg'"))).toBeGreaterThanOrEqual(4);

    // Every persona remembered something, in Postgres, and the same as on SQLite.
    const liteState = (await currentState(lite))!;
    for (const name of final.order) {
      expect(final.personas[name]!.memory.count, name).toBeGreaterThan(0);
      expect(final.personas[name]!.scratch).toEqual(liteState.personas[name]!.scratch);
      memoriesAt7[name] = await memoriesOf(pg, name);
      expect(memoriesAt7[name]).toEqual(await memoriesOf(lite, name));
    }
    expect(Number(sql("SELECT count(*) FROM store WHERE namespace_path LIKE 'simulacra:memory:%'"))).toBeGreaterThan(0);
    await close(pg);
    await close(lite);
  });

  it("continues when the run folder is opened again, reading its memories back from Postgres", { timeout: 600_000 }, async () => {
    expect(historyAt7.length, "the first test ran").toBeGreaterThan(0);
    // run.json keeps no password: a reopened run takes it from PGPASSWORD, as a user resuming would.
    const saved = readFileSync(path.join(pgFolder(), "run.json"), "utf8");
    expect(saved).toContain("postgres://");
    expect(saved).not.toContain(encodeURIComponent(PASSWORD));
    const previous = process.env.PGPASSWORD;
    process.env.PGPASSWORD = PASSWORD;
    onTestFinished(() => {
      if (previous === undefined) delete process.env.PGPASSWORD;
      else process.env.PGPASSWORD = previous;
    });
    const run = await open(pgFolder()); // a new store instance: nothing cached from the first test
    expect(run.spec.checkpointer.startsWith("postgres://")).toBe(true);
    const state = (await currentState(run))!;
    expect(state.clock.time).toBe("2024-05-06T07:00:00");
    for (const name of state.order) {
      expect(state.personas[name]!.memory.count, name).toBeGreaterThan(0);
      expect(await memoriesOf(run, name)).toEqual(memoriesAt7[name]);
    }

    const later = await advance(run, { until: "2024-05-06T07:10:00" });
    expect(later.clock.time).toBe("2024-05-06T07:10:00");
    const points = await history(run);
    expect(points.slice(0, 2).map((p) => p.time)).toEqual(["2024-05-06T07:10:00", "2024-05-06T07:05:00"]);
    expect(points.slice(2).map((p) => p.checkpointId)).toEqual(historyAt7);
    for (const name of later.order) {
      const memories = await memoriesOf(run, name);
      expect(memories.slice(0, memoriesAt7[name]!.length)).toEqual(memoriesAt7[name]);
    }
    await close(run);
  });

  it("says in one sentence, without the password, why it cannot connect", { timeout: 120_000 }, async () => {
    const attempt = async (checkpointer: string, folder: string) => {
      const error = await open(path.join(tmp, folder), { ...SPEC, checkpointer, threadId: folder }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error, checkpointer).toBeInstanceOf(Error);
      return error!.message;
    };

    const wrongPassword = "Wrong-pa55word";
    const denied = await attempt(connection(wrongPassword), "denied");
    expectOneSentence(denied);
    expect(denied).toContain(`postgres://${DB_USER}@${LOCALHOST}:${server!.port}/${DB_NAME}`);
    expect(denied).toMatch(/password authentication failed/);
    expect(denied).not.toContain(wrongPassword);

    const closedPort = await freePort();
    const refused = await attempt(connection(PASSWORD, closedPort), "refused");
    expectOneSentence(refused);
    expect(refused).toMatch(/connection refused/);
    expect(refused).not.toContain(PASSWORD);

    const noDatabase = await attempt(connection().replace(`/${DB_NAME}`, "/nowhere"), "nodb");
    expectOneSentence(noDatabase);
    expect(noDatabase).toMatch(/"nowhere" does not exist/);
    expect(noDatabase).not.toContain(PASSWORD);

    const malformed = await attempt(`postgres://${DB_USER}:${PASSWORD}@${LOCALHOST}:port/${DB_NAME}`, "malformed");
    expectOneSentence(malformed);
    expect(malformed).not.toContain(PASSWORD);
  });
});
