/**
 * The town graph: the fast path equals running every persona's graph every tick, concurrency does not change the
 * run, conflicting conversations resolve in persona order, and checkpointed chunks continue exactly.
 */
import { describe, expect, it } from "vitest";
import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { townBuilder } from "../graphs/town.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { Movement } from "../state/personaTick.js";
import type { TownStateType } from "../state/town.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

interface RunResult {
  log: string[];
  state: TownStateType;
}

async function runTown(
  input: Record<string, unknown>,
  config: Record<string, unknown> = {},
  graph = townBuilder.compile({ store: new InMemoryStore() }),
): Promise<RunResult> {
  const log: string[] = [];
  let state: TownStateType | undefined;
  const stream = await graph.stream(input, {
    recursionLimit: 1_000_000,
    streamMode: ["custom", "values"],
    ...config,
  } as never);
  for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
    if (mode === "custom") log.push(JSON.stringify(chunk as MovementRecord));
    else state = chunk as TownStateType;
  }
  return { log, state: state! };
}

const HOUR = { startTime: "2024-05-06T06:30:00", until: "2024-05-06T07:30:00" };

describe("town graph", () => {
  it("gives the same run when every persona thinks every tick (the fast path changes nothing)", { timeout: 300_000 }, async () => {
    const fast = await runTown(HOUR, { context: { seed: 2 } });
    const slow = await runTown({ ...HOUR, alwaysThink: true }, { context: { seed: 2 } });
    expect(fast.log.length).toBe(360);
    expect(fast.log).toEqual(slow.log);
    expect(fast.state.personas).toEqual(slow.state.personas);
    expect(fast.state.usage).toEqual(slow.state.usage);
  });

  it("gives the same run when personas run ahead as when everyone takes every tick together", { timeout: 300_000 }, async () => {
    // A morning where the three walk between homes, park, bakery and library, meet, and (eager to talk) chat.
    const eager = () => new SimulatedChatModel({ seed: 3, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });
    const span = { startTime: "2024-05-06T08:00:00", until: "2024-05-06T11:10:00" };
    const ahead = await runTown(span, { context: { chatModel: eager() } });
    const lockstep = await runTown({ ...span, lockstep: true }, { context: { chatModel: eager() } });
    expect(ahead.log.length).toBe(1140);
    expect(ahead.log).toEqual(lockstep.log);
    expect(ahead.state.personas).toEqual(lockstep.state.personas);
    const chats = ahead.log.filter((line) => (Object.values(JSON.parse(line).movements) as Movement[]).some((m) => m.chat));
    expect(chats.length).toBeGreaterThan(0);
  });

  it("gives the same run whether personas think concurrently or one at a time", { timeout: 300_000 }, async () => {
    let inFlight = 0;
    let peak = 0;
    /** The simulated model with a delay, counting the calls in flight. */
    class CountingModel extends SimulatedChatModel {
      override async _generate(...args: Parameters<SimulatedChatModel["_generate"]>) {
        peak = Math.max(peak, ++inFlight);
        try {
          return await super._generate(...args);
        } finally {
          inFlight--;
        }
      }
    }
    const slowModel = () => new CountingModel({ seed: 5, latencyMs: 5 });
    const span = { startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:20:00" };
    // With a model that takes time, calls overlap when allowed; one call in flight makes personas take turns.
    const together = await runTown(span, { context: { chatModel: slowModel(), maxConcurrentCalls: 8 } });
    expect(peak).toBeGreaterThan(1);
    peak = 0;
    const oneByOne = await runTown(span, { context: { chatModel: slowModel(), maxConcurrentCalls: 1 } });
    expect(peak).toBe(1);
    expect(together.log).toEqual(oneByOne.log);
    expect(together.state.personas).toEqual(oneByOne.state.personas);
  });

  it("lets at most one conversation per persona start in a tick, symmetric on both sides", { timeout: 300_000 }, async () => {
    // Everyone in Ada's bedroom, awake, and always willing to talk: conversations compete for partners.
    const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "crowd" } };
    const eager = new SimulatedChatModel({ seed: 1, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });
    const first = await runTown({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:00:10" }, { ...thread, context: { chatModel: eager } }, graph);
    const ada = first.state.personas["Ada Okafor"]!.scratch.currTile!;
    const crowded = Object.fromEntries(
      Object.entries(first.state.personas).map(([name, p], i) => [
        name,
        { ...p, scratch: { ...p.scratch, currTile: [ada[0] + (i % 2), ada[1] + (i > 1 ? 1 : 0)] as [number, number], plannedPath: [], actPathSet: false } },
      ]),
    );
    await graph.updateState(thread, { personas: crowded }, "advanceTown");
    const after = await runTown({ until: "2024-05-06T09:02:00" }, { ...thread, context: { chatModel: eager } }, graph);
    const chatting = Object.values(after.state.personas).filter((p) => p.scratch.chattingWith);
    expect(chatting.length).toBeGreaterThanOrEqual(2);
    for (const p of chatting) {
      const partner = after.state.personas[p.scratch.chattingWith!]!;
      expect(partner.scratch.chattingWith).toBe(p.scratch.name);
      expect(partner.scratch.chat).toEqual(p.scratch.chat);
    }
  });

  it("continues from a checkpoint exactly as a run that never stopped", { timeout: 300_000 }, async () => {
    // Same thread id (it names the memory branch) on separate checkpointers and stores.
    const thread = { configurable: { thread_id: "chunks" }, context: { seed: 4 } };
    const whole = await runTown(
      { startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:40:00" },
      thread,
      townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() }),
    );
    const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
    const a = await runTown({ startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:15:00" }, thread, graph);
    const b = await runTown({ until: "2024-05-06T07:40:00" }, thread, graph);
    expect([...a.log, ...b.log]).toEqual(whole.log);
    expect(b.state.personas).toEqual(whole.state.personas);
  });
});
