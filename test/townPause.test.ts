/**
 * Steering a town run from code (LangGraph's interrupt and Command): a run paused at a time, after some ticks and on
 * a conversation, interviewed while paused and resumed each time, ends exactly as a run that never paused; a whisper
 * goes into the paused persona's memory and the run's steering log; a kept interview answer becomes a thought that
 * cites what it drew on; an unreadable resume value pauses again, saying why.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Command, InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { townBuilder } from "../graphs/town.js";
import { addSeconds } from "../state/gameTime.js";
import type { MovementRecord } from "../nodes/town/resolve.js";
import type { TownStateType } from "../state/town.js";
import type { CommandReply, PauseRequest, TownCommand } from "../state/townPause.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

/** A morning where the three walk between homes, bakery and library and, eager to talk, chat (town.test.ts). */
// (The first conversation of the eager village starts at 10:04:40.)
const MORNING = { startTime: "2024-05-06T06:00:00", until: "2024-05-06T10:20:00" };
const eager = () => new SimulatedChatModel({ seed: 3, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });

interface PauseValue {
  paused: { reason: string; time: string; tick: number; events: string[] };
  reply: CommandReply | null;
}

/** A town on its own checkpointer and store, run by stream so its movement log is kept. */
function town(threadId: string) {
  const store = new InMemoryStore();
  const graph = townBuilder.compile({ store, checkpointer: new MemorySaver() });
  const config = { configurable: { thread_id: threadId }, context: { chatModel: eager() }, recursionLimit: 1000 };
  const log: string[] = [];
  return {
    store,
    graph,
    config,
    log,
    /** Runs the input (or resume value) until the run ends or pauses; returns the pause, if any. */
    async run(input: Record<string, unknown> | Command): Promise<PauseValue | undefined> {
      const stream = await graph.stream(input as never, { ...config, streamMode: ["custom"] } as never);
      for await (const chunk of stream as AsyncIterable<unknown>) {
        const record = (Array.isArray(chunk) ? chunk[1] : chunk) as MovementRecord;
        if (record?.kind === "movement") log.push(JSON.stringify(record));
      }
      const snapshot = await graph.getState(config);
      return snapshot.tasks.flatMap((t) => t.interrupts)[0]?.value as PauseValue | undefined;
    },
    resume: (command: TownCommand) => new Command({ resume: command }),
    async state(): Promise<TownStateType> {
      return (await graph.getState(config)).values as TownStateType;
    },
  };
}

/** A persona's memories as the run sees them now (with last access times). */
async function memoriesOf(t: ReturnType<typeof town>, name: string) {
  const state = await t.state();
  const stream = new MemoryStream({ store: t.store, cursor: state.personas[name]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });
  return stream.all();
}

describe("a town run paused by a person", () => {
  it("paused three times (a time, some ticks, a conversation), interviewed and resumed, ends as a run that never paused", { timeout: 600_000 }, async () => {
    const straight = town("morning");
    expect(await straight.run(MORNING)).toBeUndefined();

    const paused = town("morning");
    const atSeven = await paused.run({ ...MORNING, pause: { at: "2024-05-06T07:00:00" } satisfies PauseRequest });
    expect(atSeven?.paused).toMatchObject({ reason: "time", time: "2024-05-06T07:00:00", tick: 360, events: [] });

    // An interview while paused: an answer from Ada's memories, and nothing about the run changes.
    const before = await paused.state();
    const adaBefore = await memoriesOf(paused, "Ada Okafor");
    const asked = await paused.run(paused.resume({ action: "interview", persona: "ada", question: "What have you been doing this morning?" }));
    const reply = asked?.reply as Extract<CommandReply, { action: "interview" }>;
    expect(reply).toMatchObject({ action: "interview", persona: "Ada Okafor", keptAs: null });
    expect(reply.answer.length).toBeGreaterThan(10);
    for (const memory of reply.drewOn) expect(adaBefore.map((m) => m.id)).toContain(memory.id);
    expect(asked?.paused).toEqual(atSeven?.paused);
    const after = await paused.state();
    expect(after.personas).toEqual(before.personas);
    expect(after.steering).toEqual([]);
    expect(await memoriesOf(paused, "Ada Okafor")).toEqual(adaBefore);

    const later = await paused.run(paused.resume({ action: "continue", pause: { ticks: 200 } }));
    expect(later?.paused).toMatchObject({ reason: "tick", tick: 560 });

    const chat = await paused.run(paused.resume({ action: "continue", pause: { on: ["conversation"] } }));
    expect(chat?.paused.reason).toBe("conversation");
    expect(chat?.paused.events[0]).toMatch(/started a conversation/);
    const atChat = await paused.state();
    const [first, partner] = chat!.paused.events[0]!.replace(" started a conversation.", "").split(" and ");
    expect(atChat.personas[first!]!.scratch.chattingWith).toBe(partner);

    expect(await paused.run(paused.resume({ action: "continue", pause: {} }))).toBeUndefined();

    const [a, b] = [await straight.state(), await paused.state()];
    expect(paused.log).toEqual(straight.log);
    expect(b.clock).toEqual(a.clock);
    expect(b.personas).toEqual(a.personas);
    expect(b.movements).toEqual(a.movements);
    expect(b.usage).toEqual(a.usage);
  });

  it("pauses when a persona reflects, after the tick of the reflection, and goes on", { timeout: 600_000 }, async () => {
    const t = town("reflective");
    const paused = await t.run({ startTime: "2024-05-06T06:00:00", until: "2024-05-06T14:00:00", pause: { on: ["reflection"] } });
    expect(paused?.paused.reason).toBe("reflection");
    const [who] = paused!.paused.events[0]!.split(" reflected.");
    const state = await t.state();
    const scratch = state.personas[who!]!.scratch;
    // The trigger was reset by this tick's reflection, whose insights are new thoughts of the persona.
    expect(scratch.importanceTriggerCurr).toBe(scratch.importanceTriggerMax);
    const fresh = (await memoriesOf(t, who!)).filter((m) => m.type === "thought" && m.created === addSeconds(state.clock.time, -10));
    expect(fresh.length).toBeGreaterThan(0);
    // Watched events stay watched: going on, the run pauses at a later reflection, if any, or ends still watching.
    const next = await t.run(t.resume({ action: "continue" }));
    if (next) expect(next.paused).toMatchObject({ reason: "reflection", tick: expect.any(Number) });
    if (next) expect(next.paused.tick).toBeGreaterThan(paused!.paused.tick);
    else expect((await t.state()).clock.time).toBe("2024-05-06T14:00:00");
    expect((await t.state()).pausePoints?.on).toEqual(["reflection"]);
  });

  it("takes a whisper into the paused persona's memory and its steering log, and goes on from there", { timeout: 300_000 }, async () => {
    const t = town("whispered");
    await t.run({ startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:20:00", pause: { ticks: 30 } });
    const thought = "Mei Lin wants to surprise Tomas with a painting of the library";
    const whispered = await t.run(t.resume({ action: "whisper", persona: "Mei Lin", text: thought }));
    expect(whispered?.paused.tick).toBe(30);
    const reply = whispered?.reply as Extract<CommandReply, { action: "whisper" }>;
    expect(reply).toMatchObject({ action: "whisper", persona: "Mei Lin", text: thought });
    const mei = await memoriesOf(t, "Mei Lin");
    // Kept as Mei's own inner thought, in the model's words (the simulated model ends the sentence).
    expect(mei[0]).toMatchObject({ id: reply.memoryId, type: "thought", created: "2024-05-06T07:05:00" });
    expect(mei[0]!.description).toMatch(/^Mei Lin wants to surprise Tomas with a painting of the library\.?$/);
    expect((await t.state()).steering).toEqual([
      { kind: "whisper", persona: "Mei Lin", text: thought, time: "2024-05-06T07:05:00", tick: 30, memoryId: reply.memoryId },
    ]);
    // The history shows where: the checkpoints before the whisper have no such entry, the ones after it do.
    const steps: Array<[number, number]> = [];
    for await (const s of t.graph.getStateHistory(t.config)) {
      const v = s.values as Partial<TownStateType>;
      if (v.clock) steps.push([v.clock.tick, v.steering?.length ?? 0]);
    }
    expect(steps.some(([tick, n]) => tick === 30 && n === 0)).toBe(true);
    expect(steps.some(([tick, n]) => tick === 30 && n === 1)).toBe(true);

    expect(await t.run(t.resume({ action: "continue" }))).toBeUndefined();
    const end = await t.state();
    expect(end.clock.time).toBe("2024-05-06T07:20:00");
    expect((await memoriesOf(t, "Mei Lin")).some((m) => m.id === reply.memoryId && m.description.startsWith(thought))).toBe(true);
  });

  it("keeps an interview answer as a thought of the persona, citing the memories it drew on", { timeout: 300_000 }, async () => {
    const t = town("kept");
    await t.run({ startTime: "2024-05-06T07:00:00", until: "2024-05-06T08:00:00", pause: { at: "2024-05-06T07:30:00" } });
    const question = "What is your plan for the rest of today?";
    const asked = await t.run(t.resume({ action: "interview", persona: "Tomas Reyes", question, keep: true }));
    const reply = asked?.reply as Extract<CommandReply, { action: "interview" }>;
    expect(reply.keptAs).toMatch(/^node_\d+$/);
    const kept = (await memoriesOf(t, "Tomas Reyes")).find((m) => m.id === reply.keptAs)!;
    expect(kept).toMatchObject({ type: "thought", created: "2024-05-06T07:30:00" });
    expect(kept.description).toContain(question);
    expect(kept.description).toContain(reply.answer);
    expect(kept.filling).toEqual(reply.drewOn.map((m) => m.id));
    expect((await t.state()).steering.map((s) => [s.kind, s.persona, s.memoryId])).toEqual([["kept answer", "Tomas Reyes", reply.keptAs]]);
  });

  it("pauses again, saying why, when the resume value cannot be read or names nobody", { timeout: 300_000 }, async () => {
    const t = town("typo");
    await t.run({ startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:10:00", pause: { ticks: 0 } });
    const typo = await t.run(new Command({ resume: { action: "interveiw", persona: "Ada" } }));
    expect(typo?.paused.tick).toBe(0);
    expect(typo?.reply).toMatchObject({ action: "error", error: expect.stringMatching(/^Cannot read the resume value .*"action"/) });
    const nobody = await t.run(t.resume({ action: "whisper", persona: "Klaus", text: "hello" }));
    expect(nobody?.reply).toEqual({ action: "error", error: 'No persona "Klaus" in this town: Ada Okafor, Tomas Reyes, Mei Lin.' });
    expect(await t.run(t.resume({ action: "continue" }))).toBeUndefined();
    expect((await t.state()).clock.time).toBe("2024-05-06T07:10:00");
  });
});

describe("the steering guide's graph example (docs/steering.md)", () => {
  // Its times once held no conversation (06:00 to 10:00), so the example printed `undefined` twice for a newcomer.
  it("pauses at a conversation between its times, as its comments show", { timeout: 120_000 }, async () => {
    const guide = readFileSync(fileURLToPath(new URL("../docs/steering.md", import.meta.url)), "utf8");
    const call = guide.match(/town\.invoke\(\{ startTime: "([^"]+)", until: "([^"]+)", pause: \{ on: \["conversation"\] \} \}/);
    expect(call, "the example's first invoke").not.toBeNull();
    const graph = townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
    const thread = { configurable: { thread_id: "steering-guide" } };
    await graph.invoke({ startTime: call![1], until: call![2], pause: { on: ["conversation"] } }, thread);
    const interrupt = (await graph.getState(thread)).tasks.flatMap((task) => task.interrupts)[0];
    const value = interrupt?.value as PauseValue | undefined;
    expect(value?.paused.reason).toBe("conversation");
    expect(value?.paused.events.join(" ")).toMatch(/started a conversation/);
  });
});
