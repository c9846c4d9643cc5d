/**
 * Reaching a run's Redis (drivers/town/redisAccess.ts): each way it fails is one sentence that names the part, the
 * cause and the way out, and never the password; a Redis that is not there is told at once, not after a wait.
 */
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { redisTrouble, redisTroubleSentence, troubleOf, withPasswordPlaceholder } from "../drivers/town/redisAccess.js";

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const saved = process.env.REDISCLI_AUTH;
afterEach(() => {
  if (saved === undefined) delete process.env.REDISCLI_AUTH;
  else process.env.REDISCLI_AUTH = saved;
});

describe("a Redis that cannot be used", () => {
  it("is told apart: nothing answered, a password asked for, a password refused, something else", () => {
    const url = "redis://:s3cret@db:6379";
    expect(troubleOf(withCode("connect ECONNREFUSED 10.0.0.5:6379", "ECONNREFUSED"), url)).toEqual({ kind: "unreachable", reason: "connection refused" });
    expect(troubleOf(withCode("getaddrinfo ENOTFOUND db", "ENOTFOUND"), url)).toEqual({ kind: "unreachable", reason: "host not found" });
    expect(troubleOf(withCode("connect ETIMEDOUT", "ETIMEDOUT"), url)).toEqual({ kind: "unreachable", reason: "no answer in time" });
    expect(troubleOf(withCode("NOAUTH Authentication required."), url)).toEqual({ kind: "password", reason: "NOAUTH" });
    expect(troubleOf(withCode("WRONGPASS invalid username-password pair or user is disabled."), url)).toEqual({ kind: "wrong password", reason: "WRONGPASS" });
    expect(troubleOf(withCode("ERR invalid password"), url)).toEqual({ kind: "wrong password", reason: "WRONGPASS" });
    expect(troubleOf(withCode("Connection is closed."), url).kind).toBe("refused");
    // A server's own words never carry the password out.
    expect(troubleOf(withCode("ERR s3cret is not allowed here"), url)).toEqual({ kind: "refused", reason: "ERR *** is not allowed here" });
  });

  it("is one sentence naming the part, the cause and the way out, without the password", () => {
    const url = "redis://:s3cret@127.0.0.1:6391";
    const resume = "npm start -- resume --run runs/town --workers";
    expect(redisTroubleSentence({ kind: "unreachable", reason: "connection refused" }, "redis://127.0.0.1:6390", "--workers")).toBe(
      "Cannot reach Redis at redis://127.0.0.1:6390 for the run's workers (connection refused): start redis-server there or give the right URL with --workers redis://<host>:<port>.",
    );
    expect(redisTroubleSentence({ kind: "password", reason: "NOAUTH" }, "redis://127.0.0.1:6391", resume)).toBe(
      "Redis at redis://127.0.0.1:6391 asks for a password (NOAUTH): give it with npm start -- resume --run runs/town --workers redis://:<password>@127.0.0.1:6391 or in the environment variable REDISCLI_AUTH.",
    );
    expect(redisTroubleSentence({ kind: "wrong password", reason: "WRONGPASS" }, url, "--redis", "this worker")).toBe(
      "Redis at redis://127.0.0.1:6391 refused the password given (WRONGPASS): give the right one with --redis redis://:<password>@127.0.0.1:6391 or in REDISCLI_AUTH.",
    );
    process.env.REDISCLI_AUTH = "from-env";
    expect(redisTroubleSentence({ kind: "wrong password", reason: "WRONGPASS" }, "redis://127.0.0.1:6391", "--workers")).toContain("refused the password in REDISCLI_AUTH (WRONGPASS)");
    for (const kind of ["unreachable", "password", "wrong password", "refused"] as const) {
      const sentence = redisTroubleSentence({ kind, reason: "x" }, url, "--workers");
      expect(sentence).not.toContain("s3cret");
      expect(sentence.match(/\.(\s|$)/g), sentence).toHaveLength(1);
    }
  });

  it("keeps an ACL user and a database number in the URL to give again", () => {
    expect(withPasswordPlaceholder("redis://town:pw@db:6379/2")).toBe("redis://town:<password>@db:6379/2");
    expect(withPasswordPlaceholder("rediss://db:6380")).toBe("rediss://:<password>@db:6380");
  });

  it("is found at once when nothing listens on the port", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    expect(await redisTrouble(`redis://:s3cret@127.0.0.1:${port}`)).toEqual({ kind: "unreachable", reason: "connection refused" });
  });
});
