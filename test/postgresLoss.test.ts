/**
 * A Postgres server that went away, as the driver reports it: which errors are a lost server (and so stop the run at
 * its last checkpoint with one sentence), and that the sentence never shows the password. The real server killed
 * mid-run is test/workersPostgresLoss.int.test.ts.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { listenToPools, lostPostgres, postgresLossOf } from "../drivers/town/postgresLoss.js";

const PASSWORD = "p@ss w/rd";
const CONNECTION = `postgres://town:${encodeURIComponent(PASSWORD)}@db.internal:5432/smallville`;

const driverError = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe("a lost Postgres server", () => {
  it.each([
    ["a refused connection", driverError("connect ECONNREFUSED 10.0.0.5:5432", { code: "ECONNREFUSED" })],
    ["a reset connection", driverError("read ECONNRESET", { code: "ECONNRESET" })],
    ["an administrator shutdown", driverError("terminating connection due to administrator command", { code: "57P01" })],
    ["a server still starting", driverError("the database system is starting up", { code: "57P03" })],
    ["a connection exception", driverError("connection failure", { code: "08006" })],
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
  ])("is not %s", (_, error) => {
    expect(postgresLossOf(error)).toBeUndefined();
  });

  it("is one sentence naming the database and the last checkpoint, without the password in any form", () => {
    const lost = driverError(`password authentication failed; tried ${PASSWORD} and ${encodeURIComponent(PASSWORD)}.`, { code: "08006" });
    const { message } = lostPostgres(CONNECTION, lost, "2024-05-06T06:45:00");
    expect(message).toMatch(/^Lost the Postgres database at postgres:\/\/town@db\.internal:5432\/smallville \(.*\): the run stopped at its last checkpoint \(2024-05-06T06:45:00\); resume it once the server is back\.$/);
    expect(message).not.toContain(PASSWORD);
    expect(message).not.toContain(encodeURIComponent(PASSWORD));
    expect(message).not.toContain("\n");
    expect(lostPostgres(CONNECTION, driverError("x", { code: "ECONNREFUSED" }), undefined).message).toContain("(connection refused): the run stopped at its last checkpoint (its start)");
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
