/**
 * A live run asked to stop (its replay page's Pause: nodes/town/pausePoints.ts PAUSE_ASKED): the step ends before
 * the next stretch of a few simulated minutes, the run pauses with reason "asked", and, let go on, it ends exactly as
 * a run nobody asked; a run whose page is open but never asks (the hook always says no) ends the same too.
 */
import { describe, expect, it } from "vitest";
import { Command, InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { townBuilder } from "../../../graphs/town.js";
import { ASKED_LOOK_MINUTES, PAUSE_ASKED, runToPause, type Span } from "../../../nodes/town/pausePoints.js";
import type { MovementRecord } from "../../../nodes/town/resolve.js";
import type { TownStateType } from "../../../state/town.js";
import { SimulatedChatModel } from "../../../tools/models/simulatedModel.js";

const MORNING = { startTime: "2024-05-06T06:00:00", until: "2024-05-06T07:30:00" };

/** A town on its own checkpointer; `asked` is the run context's hook (none: a run nobody can ask). */
function town(asked?: () => boolean) {
  const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
  const context: Record<string, unknown> = { chatModel: new SimulatedChatModel({ seed: 3 }) };
  if (asked) context[PAUSE_ASKED] = asked;
  const config = { configurable: { thread_id: "morning" }, context, recursionLimit: 1000 };
  const log: string[] = [];
  return {
    log,
    async run(input: Record<string, unknown> | Command) {
      const stream = await graph.stream(input as never, { ...config, streamMode: ["custom"] } as never);
      for await (const chunk of stream as AsyncIterable<unknown>) {
        const record = (Array.isArray(chunk) ? chunk[1] : chunk) as MovementRecord;
        if (record?.kind === "movement") log.push(JSON.stringify(record));
      }
      return (await graph.getState(config)).values as TownStateType;
    },
  };
}

describe("a live run asked to stop", () => {
  it("pauses at the next stretch with reason asked, and let go on ends as a run nobody asked", { timeout: 600_000 }, async () => {
    const straight = town();
    const ended = await straight.run(MORNING);
    expect(ended.clock.time).toBe(MORNING.until);

    // Never asked: the same run, stretch by stretch.
    const watched = town(() => false);
    await watched.run(MORNING);
    expect(watched.log).toEqual(straight.log);

    // Asked once, after the run has gone a while (the 8th look): it stops at a stretch's end and waits.
    let looks = 0;
    const asked = town(() => ++looks === 8);
    const paused = await asked.run(MORNING);
    expect(paused.paused).toMatchObject({ reason: "asked", events: [] });
    expect(paused.clock.time < MORNING.until).toBe(true);
    // The 8th look is before the 8th stretch (a look before each): seven stretches ran, and no tick after them.
    const stretch = (ASKED_LOOK_MINUTES * 60) / 10;
    expect(paused.clock.tick).toBe(7 * stretch);
    expect(paused.clock.time).toBe("2024-05-06T06:35:00");
    expect(asked.log.length).toBe(7 * stretch);
    const done = await asked.run(new Command({ resume: { action: "continue" } }));
    expect(done.paused).toBeNull();
    expect(done.clock.time).toBe(MORNING.until);
    expect(asked.log).toEqual(straight.log);
  });
});

describe("runToPause with a live run's hook", () => {
  const span = { order: ["A"], on: [] as never[], lastMovements: {}, personas: {} };
  const runSpan = (spans: Array<[number, number]>) => async (s: Span) => {
    spans.push([s.from, s.to]);
    return { personas: s.personas, usage: {}, usageByPersona: {}, last: {} };
  };

  it("runs in stretches and ends before the first stretch begun after a yes", async () => {
    const spans: Array<[number, number]> = [];
    let looks = 0;
    const out = await runToPause({ ...span, from: 0, to: 100, asked: { now: () => ++looks === 3, everyTicks: 30 } }, runSpan(spans));
    expect(spans).toEqual([[0, 30], [30, 60]]);
    expect(out).toMatchObject({ endTick: 60, asked: true, events: [] });
  });

  it("asked before the first stretch, it stops where it stands; never asked, it runs the stretches to the end", async () => {
    const none: Array<[number, number]> = [];
    expect(await runToPause({ ...span, from: 10, to: 100, asked: { now: () => true, everyTicks: 30 } }, runSpan(none))).toMatchObject({ endTick: 10, asked: true });
    expect(none).toEqual([]);
    const all: Array<[number, number]> = [];
    const out = await runToPause({ ...span, from: 10, to: 100, asked: { now: () => false, everyTicks: 30 } }, runSpan(all));
    expect(all).toEqual([[10, 40], [40, 70], [70, 100]]);
    expect(out.endTick).toBe(100);
    expect(out.asked).toBeUndefined();
  });
});
