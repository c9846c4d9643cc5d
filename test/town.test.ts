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
import { addMinutes, addSeconds } from "../state/gameTime.js";
import type { Scratch } from "../state/persona.js";
import { actionEnd } from "../state/replan.js";
import { minutesIntoDay, scheduleIndexAt, scheduleTotal, startMinuteOf } from "../state/schedule.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

interface RunResult {
  /** The streamed movement records, in order. */
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
    // The movement log; the prompts' usage events (progress, in the order the calls end) are not part of the outcome.
    if (mode === "custom" && (chunk as MovementRecord).kind === "movement") log.push(JSON.stringify(chunk as MovementRecord));
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

  it("two personas who would wait for each other: only the first in persona order waits", { timeout: 300_000 }, async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "waits" } };
    // Nobody talks; everyone who may wait for someone does.
    const waiter = new SimulatedChatModel({ seed: 1, answers: { decide_to_talk: () => "Answer in yes or no: no", decide_to_react: () => "Answer: Option 1" } });
    const context = { chatModel: waiter };
    const first = await runTown({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:00:10" }, { ...thread, context }, graph);
    const ada = first.state.personas["Ada Okafor"]!.scratch.currTile!;
    // Ada and Tomas side by side, both still on their way to the oven for an hour's work: each sees the other there.
    const headingForTheOven = (name: string, tile: [number, number]) => {
      const p = first.state.personas[name]!;
      return {
        ...p,
        scratch: {
          ...p.scratch,
          currTile: tile,
          plannedPath: [tile],
          actPathSet: true,
          actAddress: "Larkspur:Okafor Bakery:kitchen:oven",
          actDescription: name === "Ada Okafor" ? "baking bread" : "buying bread",
          actStartTime: "2024-05-06T09:00:00",
          actDuration: 60,
          chattingWith: null,
        },
      };
    };
    const personas = {
      ...first.state.personas,
      "Ada Okafor": headingForTheOven("Ada Okafor", ada),
      "Tomas Reyes": headingForTheOven("Tomas Reyes", [ada[0] + 1, ada[1]]),
    };
    await graph.updateState(thread, { personas }, "advanceTown");
    const after = await runTown({ until: "2024-05-06T09:00:20" }, { ...thread, context }, graph);

    const waiting = ["Ada Okafor", "Tomas Reyes"].filter((name) => after.state.personas[name]!.scratch.actAddress?.startsWith("<waiting>"));
    expect(waiting).toEqual(["Ada Okafor"]);
    expect(after.state.personas["Tomas Reyes"]!.scratch).toMatchObject({ actDescription: "buying bread", actAddress: "Larkspur:Okafor Bakery:kitchen:oven" });
  });

  it("a chat partner keeps what it planned in the tick the chat starts (its decomposition is not lost)", { timeout: 300_000 }, async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "partner" } };
    // Only Ada wants to talk, so Tomas is the partner, never an initiator.
    const adaTalks = new SimulatedChatModel({
      seed: 1,
      answers: { decide_to_talk: (inputs) => `Answer in yes or no: ${inputs.initiator.name === "Ada Okafor" ? "yes" : "no"}` },
    });
    const context = { chatModel: adaTalks };
    const first = await runTown({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:00:10" }, { ...thread, context }, graph);
    const ada = first.state.personas["Ada Okafor"]!.scratch.currTile!;
    const tomas = first.state.personas["Tomas Reyes"]!;
    // Tomas beside Ada, his action ending now: this tick he takes the next one and decomposes the entry an hour
    // ahead (shelving, from 10:00), past the re-plan window a chat at 09:00 opens (07:00-10:00).
    const day: Array<[string, number]> = [["sleeping", 420], ["reading at home", 180], ["shelving books at the library", 180], ["working at the librarian's desk", 300], ["reading", 120], ["sleeping", 240]];
    const beside = {
      ...tomas,
      scratch: {
        ...tomas.scratch,
        currTile: [ada[0] + 1, ada[1]] as [number, number],
        plannedPath: [],
        actPathSet: false,
        actStartTime: "2024-05-06T08:00:00",
        actDuration: 60,
        fDailySchedule: day,
        fDailyScheduleHourlyOrg: day,
      },
    };
    await graph.updateState(thread, { personas: { ...first.state.personas, "Tomas Reyes": beside } }, "advanceTown");
    const after = await runTown({ until: "2024-05-06T09:00:20" }, { ...thread, context }, graph);

    const partner = after.state.personas["Tomas Reyes"]!.scratch;
    expect(partner.chattingWith).toBe("Ada Okafor");
    const activities = partner.fDailySchedule.map(([activity]) => activity);
    expect(activities.some((a) => a.startsWith("reading at home (conversing about"))).toBe(true);
    expect(activities).not.toContain("shelving books at the library");
    expect(activities.filter((a) => a.startsWith("shelving books at the library (")).length).toBeGreaterThan(1);
  });

  it("a chat begun at seconds past the minute ends with its schedule entry, and both resume their day on time", { timeout: 300_000 }, async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore(), checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "boundary" } };
    const adaTalks = new SimulatedChatModel({
      seed: 2,
      answers: { decide_to_talk: (inputs) => `Answer in yes or no: ${inputs.initiator.name === "Ada Okafor" ? "yes" : "no"}` },
    });
    const context = { chatModel: adaTalks };
    const first = await runTown({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:00:10" }, { ...thread, context }, graph);
    const ada = first.state.personas["Ada Okafor"]!.scratch.currTile!;
    const tomas = first.state.personas["Tomas Reyes"]!;
    const beside = { ...tomas, scratch: { ...tomas.scratch, currTile: [ada[0] + 1, ada[1]] as [number, number], plannedPath: [], actPathSet: false } };
    await graph.updateState(thread, { personas: { ...first.state.personas, "Tomas Reyes": beside } }, "advanceTown");
    // The chat starts in the 09:00:10 tick.
    const talking = await runTown({ until: "2024-05-06T09:00:20" }, { ...thread, context }, graph);
    const names = ["Ada Okafor", "Tomas Reyes"];
    /** Minutes of the day at which the schedule entry holding `minute` starts and ends. */
    const entryAt = (s: Scratch, minute: number) => {
      const index = scheduleIndexAt(s.fDailySchedule, minute);
      const start = scheduleTotal(s.fDailySchedule.slice(0, index));
      return { start, end: start + s.fDailySchedule[index]![1] };
    };
    const chatEnd = talking.state.personas["Ada Okafor"]!.scratch.chattingEndTime!;
    for (const name of names) {
      const s = talking.state.personas[name]!.scratch;
      expect(s.actStartTime).toBe("2024-05-06T09:00:10");
      expect(s.chattingEndTime).toBe(chatEnd);
      // The chat's entry is where the chat is: from 09:01 (its start rounded up) to its end.
      expect(entryAt(s, startMinuteOf(s.actStartTime!)), name).toEqual({ start: 9 * 60 + 1, end: minutesIntoDay(chatEnd) });
    }

    const resumed = await runTown({ until: addSeconds(chatEnd, 10) }, { ...thread, context }, graph);
    for (const name of names) {
      const s = resumed.state.personas[name]!.scratch;
      // The next action starts when the chat ends, at the start of its entry (not a minute into it).
      expect(s.actStartTime, name).toBe(chatEnd);
      expect(entryAt(s, startMinuteOf(chatEnd)).start, name).toBe(minutesIntoDay(chatEnd));
      expect(actionEnd(s)).toBe(addMinutes("2024-05-06T00:00:00", entryAt(s, startMinuteOf(chatEnd)).end));
    }
  });

  it("with one-minute ticks, writes the post-chat thoughts when a chat ends (the town's tick length reaches the persona graph)", { timeout: 300_000 }, async () => {
    // Ada and Tomas side by side in Ada's bedroom, awake and willing to talk; every tick is a minute.
    const store = new InMemoryStore();
    const graph = townBuilder.compile({ store, checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "minutes" } };
    const eager = new SimulatedChatModel({ seed: 1, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });
    const context = { chatModel: eager };
    const first = await runTown({ startTime: "2024-05-06T09:00:00", until: "2024-05-06T09:01:00", secondsPerTick: 60 }, { ...thread, context }, graph);
    const ada = first.state.personas["Ada Okafor"]!.scratch.currTile!;
    const tomas = first.state.personas["Tomas Reyes"]!;
    const beside = { ...tomas, scratch: { ...tomas.scratch, currTile: [ada[0] + 1, ada[1]] as [number, number], plannedPath: [], actPathSet: false } };
    await graph.updateState(thread, { personas: { ...first.state.personas, "Tomas Reyes": beside } }, "advanceTown");
    const after = await runTown({ until: "2024-05-06T09:40:00" }, { ...thread, context }, graph);

    const chats = after.log.map((line) => JSON.parse(line) as MovementRecord).filter((r) => r.movements["Ada Okafor"]?.chat);
    expect(chats.length).toBeGreaterThan(0);
    const talkers = ["Ada Okafor", "Tomas Reyes"];
    const thoughts = await Promise.all(talkers.map(async (name) => {
      const stream = new MemoryStream({ store, cursor: after.state.personas[name]!.memory, tick: after.state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
      return (await stream.all()).filter((n) => n.type === "thought").map((n) => n.description);
    }));
    for (const [i, name] of talkers.entries()) {
      expect(thoughts[i]!.some((d) => d.startsWith(`For ${name}'s planning: `)), `${name}'s planning thought`).toBe(true);
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
