/**
 * A Postgres server that went away, as the driver reports it: which errors are a lost server (and so end an operation
 * on a run with one sentence saying what it did not do), and that the sentence never shows the password, also when
 * the server echoes it back or it came from PGPASSWORD. The real server killed mid-run is
 * test/workersPostgresLoss.int.test.ts; killed while a run is paused and steered, test/steerPostgresLoss.int.test.ts.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it, onTestFinished } from "vitest";
import { guardPostgres, lastCheckpoint, listenToPools, lostPostgres, postgresLossOf } from "../drivers/town/postgresLoss.js";

const PASSWORD = "p@ss w/rd";
const CONNECTION = `postgres://town:${encodeURIComponent(PASSWORD)}@db.internal:5432/smallville`;

const driverError = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

/** As pg reports a server's ErrorResponse (pg-protocol's DatabaseError fields). */
const serverError = (message: string, code: string) =>
  driverError(message, { name: "error", length: 100 + message.length, severity: "FATAL", code, file: "postgres.c", line: "3300", routine: "ProcessInterrupts" });
/** As Node reports a refused connect to a name with several addresses (autoSelectFamily): no message, only a code. */
const refusedEverywhere = () => Object.assign(new AggregateError([driverError("connect ECONNREFUSED ::1:5432", { code: "ECONNREFUSED" })], ""), { code: "ECONNREFUSED" });

const run = { spec: { checkpointer: CONNECTION } };
const stopped = "the run stopped at its last checkpoint (2024-05-06T06:45:00); resume it once the server is back";

describe("a lost Postgres server", () => {
  it.each([
    ["a refused connection", driverError("connect ECONNREFUSED 10.0.0.5:5432", { code: "ECONNREFUSED" })],
    ["a reset connection", driverError("read ECONNRESET", { code: "ECONNRESET" })],
    ["an administrator shutdown", driverError("terminating connection due to administrator command", { code: "57P01" })],
    ["a server still starting", driverError("the database system is starting up", { code: "57P03" })],
    ["a connection exception", driverError("connection failure", { code: "08006" })],
    ["a crash of another backend", serverError("terminating connection because of crash of another server process", "57P02")],
    ["a refused connect to every address of a name", refusedEverywhere()],
    ["pg's dropped client", driverError("Client has encountered a connection error and is not queryable")],
    ["pg's terminated connection", driverError("Connection terminated unexpectedly")],
    ["one wrapped by the graph", new Error("step failed", { cause: driverError("Connection terminated unexpectedly") })],
  ])("is told from %s", (_, error) => {
    expect(postgresLossOf(error)).toBeDefined();
  });

  it.each([
    ["a unique violation", driverError('duplicate key value violates unique constraint "store_pkey"', { code: "23505" })],
    ["a syntax error", driverError('syntax error at or near "SELEC"', { code: "42601" })],
    ["a model that stopped the run", new Error("The OpenAI-compatible endpoint failed 5 requests in a row")],
    ["a wrong password", serverError('password authentication failed for user "town"', "28P01")],
  ])("is not %s", (_, error) => {
    expect(postgresLossOf(error)).toBeUndefined();
  });

  it("is one sentence naming the database and the last checkpoint, without the password in any form", () => {
    const lost = driverError(`password authentication failed; tried ${PASSWORD} and ${encodeURIComponent(PASSWORD)}.`, { code: "08006" });
    const { message } = lostPostgres(CONNECTION, lost, stopped);
    expect(message).toMatch(/^Lost the Postgres database at postgres:\/\/town@db\.internal:5432\/smallville \(.*\): the run stopped at its last checkpoint \(2024-05-06T06:45:00\); resume it once the server is back\.$/);
    expect(message).not.toContain(PASSWORD);
    expect(message).not.toContain(encodeURIComponent(PASSWORD));
    expect(message).not.toContain("\n");
    expect(lostPostgres(CONNECTION, refusedEverywhere(), stopped).message).toContain("(connection refused): the run stopped");
  });

  it("says where the run is as far as the operation read it", () => {
    expect(lastCheckpoint({ clock: { time: "2024-05-06T06:45:00" } })).toBe("its last checkpoint (2024-05-06T06:45:00)");
    expect(lastCheckpoint(undefined)).toBe("its last checkpoint (its start)");
    expect(lastCheckpoint(null)).toBe("its last checkpoint");
  });

  it("masks a password that came from PGPASSWORD (run.json keeps none) when the server echoes it back", () => {
    const previous = process.env.PGPASSWORD;
    process.env.PGPASSWORD = PASSWORD;
    onTestFinished(() => {
      if (previous === undefined) delete process.env.PGPASSWORD;
      else process.env.PGPASSWORD = previous;
    });
    const echoed = serverError(`the database system is shutting down (connection of town/${PASSWORD})`, "57P03");
    const { message } = lostPostgres("postgres://town@db.internal:5432/smallville", echoed, stopped);
    expect(message).toBe(`Lost the Postgres database at postgres://town@db.internal:5432/smallville (the database system is shutting down (connection of town/***)): ${stopped}.`);
  });

  it("hears a dropped connection on the pool and on each connection it opened", () => {
    const pool = new EventEmitter();
    const heard: string[] = [];
    listenToPools([{ pool }, { core: { pool: new EventEmitter() } }], (error) => heard.push(error.message));
    const client = new EventEmitter();
    pool.emit("connect", client);
    pool.emit("error", new Error("idle connection dropped"));
    client.emit("error", new Error("checked-out connection dropped"));
    expect(heard).toEqual(["idle connection dropped", "checked-out connection dropped"]);
  });
});

describe("an operation on a run, guarded against a lost Postgres", () => {
  it("gives its value, and lets any other failure through as it was", async () => {
    expect(await guardPostgres(run, () => stopped, async () => 42)).toBe(42);
    const other = serverError('duplicate key value violates unique constraint "store_pkey"', "23505");
    await expect(guardPostgres(run, () => stopped, async () => Promise.reject(other))).rejects.toBe(other);
    // A run on SQLite (or in memory) never says Postgres, whatever its error reads like.
    const lookalike = driverError("Connection terminated unexpectedly");
    await expect(guardPostgres({ spec: { checkpointer: "sqlite" } }, () => stopped, async () => Promise.reject(lookalike))).rejects.toBe(lookalike);
  });

  it("turns a lost server into its sentence, saying how far it got when it failed", async () => {
    let stored = false;
    const outcome = () => (stored ? "the run took the whisper but its reply was not read" : "the whisper was not stored; the run is unchanged");
    const failing = guardPostgres(run, outcome, async () => {
      stored = true;
      throw serverError(`terminating connection due to administrator command (${PASSWORD})`, "57P01");
    });
    const error = await failing.catch((e: Error) => e);
    expect(error.message).toBe(
      "Lost the Postgres database at postgres://town@db.internal:5432/smallville (terminating connection due to administrator command (***)): the run took the whisper but its reply was not read.",
    );
    expect(error.stack ?? "").not.toContain(PASSWORD);
  });

  it("is told by the outermost operation, with the driver's reason (not the inner sentence)", async () => {
    const inner = () => guardPostgres(run, () => "the run's checkpoints were not read", async () => Promise.reject(driverError("Connection terminated unexpectedly")));
    const outer = guardPostgres(run, () => "no fork was made; the parent run is unchanged", inner);
    await expect(outer).rejects.toThrow(
      /^Lost the Postgres database at postgres:\/\/town@db\.internal:5432\/smallville \(Connection terminated unexpectedly\): no fork was made; the parent run is unchanged\.$/,
    );
  });
});
