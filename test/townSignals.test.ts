/**
 * The town's persona runs and abort signals: 25 personas planning their day at once leave no pile of listeners on
 * one signal (Node warned "MaxListenersExceededWarning" in every 25-persona run), a persona's tick leaves nothing on
 * the town step's signal when done, and a stopped run still stops them.
 */
import { getEventListeners } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { Annotation, END, InMemoryStore, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { townBuilder } from "../graphs/town.js";
import { withOwnSignal } from "../nodes/town/personaRunConfig.js";

// The original Smallville data sits next to the project; it is never copied in.
const DATA = path.resolve(process.cwd(), "../shared/smallville");
const SCENARIO = { baseDir: path.join(DATA, "base_the_ville_n25"), mapDir: path.join(DATA, "the_ville") };
const hasData = existsSync(SCENARIO.baseDir) && existsSync(path.join(SCENARIO.mapDir, "matrix"));

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off("warning", onWarning);
});

describe("a persona's tick on a signal of its own", () => {
  const Count = Annotation.Root({ n: Annotation<number> });
  const counter = new StateGraph(Count).addNode("count", (s) => ({ n: s.n + 1 })).addEdge(START, "count").addEdge("count", END).compile();

  it("leaves no listener on the town step's signal once done, however many ticks ran", async () => {
    const step = new AbortController();
    for (let i = 0; i < 50; i++) {
      const out = await withOwnSignal({ signal: step.signal }, (config) => counter.invoke({ n: i }, config));
      expect(out.n).toBe(i + 1);
    }
    expect(getEventListeners(step.signal, "abort")).toHaveLength(0);
  });

  it("stops when the town step's signal aborts", async () => {
    const step = new AbortController();
    const waiting = new StateGraph(Count)
      .addNode("wait", async (_s, config) => {
        await new Promise((_, reject) => config.signal?.addEventListener("abort", () => reject(config.signal!.reason)));
        return {};
      })
      .addEdge(START, "wait")
      .compile();
    const run = withOwnSignal({ signal: step.signal }, (config) => waiting.invoke({ n: 0 }, config));
    step.abort(new Error("the run was stopped"));
    await expect(run).rejects.toThrow(/stopped/);
    expect(getEventListeners(step.signal, "abort")).toHaveLength(0);
  });
});

describe.skipIf(!hasData && process.env.CI !== "true")(`a 25-persona town${hasData ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, () => {
  it("runs its personas' graphs at once without a MaxListenersExceededWarning", { timeout: 300_000 }, async () => {
    process.on("warning", onWarning);
    const town = townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
    // From midnight: a new day, so every persona plans it (25 persona graphs running together).
    const out = await town.invoke(
      { scenario: SCENARIO, startTime: "2023-02-13T00:00:00", until: "2023-02-13T00:03:00" },
      { configurable: { thread_id: "n25" }, context: { model: "simulated", seed: 1 }, recursionLimit: 50 },
    );
    expect(Object.keys(out.personas)).toHaveLength(25);
    expect(Object.values(out.usage).reduce((n, u) => n + u.calls, 0)).toBeGreaterThan(25);
    await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next turn
    expect(warnings.map((w) => `${w.name}: ${w.message}`).filter((w) => w.includes("MaxListeners"))).toEqual([]);
  });

  it("stops every persona's graph when the run is stopped", { timeout: 300_000 }, async () => {
    const town = townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
    const stop = new AbortController();
    let calls = 0;
    const stream = await town.stream(
      { scenario: SCENARIO, startTime: "2023-02-13T00:00:00", until: "2023-02-13T01:00:00" },
      { configurable: { thread_id: "n25-stop" }, context: { model: "simulated", seed: 1 }, streamMode: "custom", signal: stop.signal, recursionLimit: 50 },
    );
    const run = (async () => {
      for await (const event of stream as AsyncIterable<{ kind?: string }>) {
        if (event.kind === "usage" && ++calls === 30) stop.abort(new Error("stopped by the test"));
      }
    })();
    await expect(run).rejects.toThrow();
    expect(calls).toBeGreaterThanOrEqual(30);
    expect(calls).toBeLessThan(400); // an hour would take many hundreds of prompts
  });
});
