/**
 * SIMULACRA_WORKERS_GRACE_SECONDS (docs/scale-out.md: how long a run with workers waits for Redis or a worker) is
 * checked when the run starts: a value that is no positive number is refused in one sentence saying what it takes,
 * rather than read as the default 30 ("3s") or as "lost at once" ("-1"). No Redis is reached: the check comes first.
 */
import { afterEach, describe, expect, it } from "vitest";
import { jobThinker } from "../drivers/town/personaJobs.js";

const given = process.env.SIMULACRA_WORKERS_GRACE_SECONDS;
afterEach(() => {
  if (given === undefined) delete process.env.SIMULACRA_WORKERS_GRACE_SECONDS;
  else process.env.SIMULACRA_WORKERS_GRACE_SECONDS = given;
});

describe("the workers' grace from the environment", () => {
  it.each(["3s", "-1", "0", "soon"])("refuses %j, saying what it takes", async (value) => {
    process.env.SIMULACRA_WORKERS_GRACE_SECONDS = value;
    await expect(jobThinker({ redis: "redis://127.0.0.1:1", checkpointer: "postgres://localhost/simulacra", threadId: "main" })).rejects.toThrow(
      `SIMULACRA_WORKERS_GRACE_SECONDS takes a positive number of seconds (how long the run waits for Redis or a worker), e.g. 60; got "${value}".`,
    );
  });
});
