/**
 * Sticky routing of persona ticks (drivers/town/personaJobs.ts, stickyRoutes): where a persona's next tick is sent,
 * without Redis (no worker queue is opened here). The real queues and workers: test/workers.int.test.ts.
 */
import { describe, expect, it } from "vitest";
import { redisConnection, stickyRoutes } from "../drivers/town/personaJobs.js";

const routesFor = () => stickyRoutes(redisConnection("redis://127.0.0.1:6379"));

describe("sticky routing", () => {
  it("sends a persona's tick to the worker that thought its last one while that worker is connected", () => {
    const routes = routesFor();
    expect(routes.homeOf("main/Ada")).toBeUndefined(); // a first tick: the shared queue
    routes.thoughtBy("main/Ada", "host-1");
    routes.thoughtBy("main/Mei", "host-2");
    routes.connected(new Set(["host-1", "host-2"]));
    expect(routes.homeOf("main/Ada")).toEqual({ worker: "host-1" });
    expect(routes.homeOf("main/Mei")).toEqual({ worker: "host-2" });
    routes.connected(new Set(["host-2"]));
    expect(routes.homeOf("main/Ada"), "its worker went away: the shared queue").toBeUndefined();
    expect(routes.homeOf("main/Mei")).toEqual({ worker: "host-2" });
  });

  it("wakes a tick waiting on a worker when the worker is seen gone, and at once when it is already gone", async () => {
    const routes = routesFor();
    routes.connected(new Set(["host-1", "host-2"]));
    const waiting = routes.whenGone("host-1");
    const other = routes.whenGone("host-2");
    let woken = false;
    void waiting.promise.then(() => (woken = true));
    routes.connected(new Set(["host-1", "host-2"]));
    await Promise.resolve();
    expect(woken).toBe(false);
    routes.connected(new Set(["host-2"]));
    await expect(waiting.promise).resolves.toBeUndefined();
    await expect(routes.whenGone("host-1").promise).resolves.toBeUndefined();
    other.cancel();
    await routes.close();
  });

  it("spills a persona's tick to the shared queue when its worker has many more ticks in hand than the average", () => {
    const routes = routesFor();
    routes.connected(new Set(["busy", "idle"]));
    for (const name of ["a", "b", "c", "d", "e", "f", "g", "h"]) routes.thoughtBy(name, "busy");
    const answers = ["a", "b", "c", "d"].map(() => routes.sent("busy"));
    // 4 in hand, average 2 over two workers: 4 > 1.5 x 2 + 2 is false, it stays.
    expect(routes.homeOf("e")).toEqual({ worker: "busy" });
    answers.push(routes.sent("busy"), routes.sent("busy"), routes.sent("busy"));
    // 7 in hand, average 3.5: 7 > 7.25 is false; one more and 8 > 8 is false; a ninth spills.
    answers.push(routes.sent("busy"), routes.sent("busy"));
    expect(routes.homeOf("h")).toBeUndefined();
    for (const answered of answers) answered();
    expect(routes.homeOf("h")).toEqual({ worker: "busy" });
  });
});
