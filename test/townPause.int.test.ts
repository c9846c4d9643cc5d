/**
 * Integration: pausing, steering and interviewing over HTTP, against the real LangGraph dev server (what Studio and
 * the SDK talk to). A town run given a `pause` input stops at an interrupt; `command: { resume }` interviews a
 * persona, whispers to one and goes on; a run paused and resumed ends as one that never paused; the `interview` graph
 * runs its example from an empty input and interviews a persona of a town thread from that thread's state, reading
 * the memories the server's store holds for it.
 *
 * Starts its own server on a free port of 127.0.0.1 and stops its process group afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../servers/devServer.js";
import type { TownStateType } from "../state/town.js";
import type { CommandReply } from "../state/townPause.js";

const START_TIMEOUT_MS = 170_000;
const TEST_TIMEOUT_MS = 300_000;

type Json = Record<string, any>;
let server: DevServer | undefined;

beforeAll(async () => {
  server = await startDevServer({ timeoutMs: START_TIMEOUT_MS });
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
}, 30_000);

async function api(method: "GET" | "POST", path: string, body?: unknown): Promise<Json> {
  if (!server) throw new Error("The dev server did not start (see the beforeAll error).");
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 2000)}`);
  const json = JSON.parse(text) as Json;
  if (json && typeof json === "object" && "__error__" in json) throw new Error(`${method} ${path}: ${JSON.stringify(json.__error__)}`);
  return json;
}

const assistants = new Map<string, string>();
async function assistantFor(graphId: string): Promise<string> {
  if (!assistants.size) {
    const list = (await api("POST", "/assistants/search", { limit: 100, offset: 0 })) as unknown as Array<{ assistant_id: string; graph_id: string; metadata?: { created_by?: string } }>;
    for (const a of [...list].sort((x, y) => Number(x.metadata?.created_by === "system") - Number(y.metadata?.created_by === "system"))) {
      assistants.set(a.graph_id, a.assistant_id);
    }
  }
  return assistants.get(graphId)!;
}

/** A thread of the town graph, run by plain HTTP as Studio does. */
async function townThread() {
  const assistant_id = await assistantFor("town");
  const { thread_id } = await api("POST", "/threads", {});
  const run = (payload: Json) => api("POST", `/threads/${thread_id}/runs/wait`, { assistant_id, ...payload });
  const state = async () => (await api("GET", `/threads/${thread_id}/state`)) as { values: TownStateType; next: string[]; tasks: Array<{ interrupts: Array<{ value: Json }> }> };
  const pause = async () => (await state()).tasks.flatMap((t) => t.interrupts)[0]?.value;
  return { thread_id, run, state, pause, resume: (value: Json) => run({ command: { resume: value } }) };
}

/** The personas without their memory branch (named after the thread): what two threads' runs can share. */
const withoutBranch = (personas: TownStateType["personas"]) =>
  Object.fromEntries(Object.entries(personas).map(([name, p]) => [name, { ...p, memory: { ...p.memory, branch: null } }]));

describe("town over HTTP: interrupt and resume", () => {
  it("pauses, answers an interview, takes a whisper and goes on; the steering log shows it", { timeout: TEST_TIMEOUT_MS }, async () => {
    const town = await townThread();
    await town.run({ input: { pause: { ticks: 12 } } });
    const first = await town.state();
    expect(first.next).toEqual(["pauseTown"]);
    expect(await town.pause()).toMatchObject({ paused: { reason: "tick", tick: 12, time: "2024-05-06T09:02:00" }, reply: null });
    expect((await town.pause())?.resumeWith.join(" ")).toContain('"action": "continue"');

    await town.resume({ action: "interview", persona: "Tomas", question: "What are you doing right now, and what comes next?" });
    const interviewed = (await town.pause())?.reply as Extract<CommandReply, { action: "interview" }>;
    expect(interviewed).toMatchObject({ action: "interview", persona: "Tomas Reyes", keptAs: null });
    expect(interviewed.answer).toMatch(/^Right now I'm /);
    expect((await town.state()).values.personas).toEqual(first.values.personas);

    await town.resume({ action: "whisper", persona: "Ada Okafor", text: "Ada Okafor wants to bake a cake for Mei's exhibition" });
    const whispered = (await town.pause())?.reply as Extract<CommandReply, { action: "whisper" }>;
    expect(whispered).toMatchObject({ action: "whisper", persona: "Ada Okafor" });

    await town.resume({ action: "continue" });
    const end = await town.state();
    expect(end.next).toEqual([]);
    expect(end.values.clock.tick).toBe(60);
    expect(end.values.steering).toEqual([
      { kind: "whisper", persona: "Ada Okafor", text: "Ada Okafor wants to bake a cake for Mei's exhibition", time: "2024-05-06T09:02:00", tick: 12, memoryId: whispered.memoryId },
    ]);
  });

  it("ends a run paused and resumed three times as one that never paused", { timeout: TEST_TIMEOUT_MS }, async () => {
    const straight = await townThread();
    await straight.run({ input: {} });
    const paused = await townThread();
    await paused.run({ input: { pause: { ticks: 10 } } });
    await paused.resume({ action: "continue", pause: { at: "2024-05-06T09:04:00" } });
    expect((await paused.pause())?.paused).toMatchObject({ reason: "time", tick: 24 });
    await paused.resume({ action: "continue", pause: { tick: 50 } });
    expect((await paused.pause())?.paused).toMatchObject({ reason: "tick", tick: 50 });
    await paused.resume({ action: "continue" });
    const [a, b] = [(await straight.state()).values, (await paused.state()).values];
    expect(b.clock).toEqual(a.clock);
    expect(withoutBranch(b.personas)).toEqual(withoutBranch(a.personas));
    expect(b.movements).toEqual(a.movements);
    expect(b.usage).toEqual(a.usage);
  });
});

describe("interview graph over HTTP", () => {
  it("interviews the bundled example from an empty input", { timeout: TEST_TIMEOUT_MS }, async () => {
    const assistant_id = await assistantFor("interview");
    const { thread_id } = await api("POST", "/threads", {});
    const out = await api("POST", `/threads/${thread_id}/runs/wait`, { assistant_id, input: {} });
    expect(out.persona.scratch.name).toBe("Ada Okafor");
    expect(out.answer).toMatch(/I'm Ada Okafor, 47\./);
    expect(out.keptAs).toBeNull();
  });

  it("interviews a persona of a town thread from that thread's state and the server's store", { timeout: TEST_TIMEOUT_MS }, async () => {
    const town = await townThread();
    await town.run({ input: {} });
    const { values } = await town.state();
    const assistant_id = await assistantFor("interview");
    const { thread_id } = await api("POST", "/threads", {});
    const question = "What is your plan for the rest of today?";
    const out = await api("POST", `/threads/${thread_id}/runs/wait`, {
      assistant_id,
      input: { persona: values.personas["Mei Lin"], clock: values.clock, question },
    });
    expect(out.question).toBe(question);
    expect(out.answer).toMatch(/^Right now I'm /);
    expect(out.persona.memory).toEqual(values.personas["Mei Lin"]!.memory);
    for (const m of out.drewOn as Array<{ id: string; created: string }>) expect(m.created <= values.clock.time).toBe(true);
  });
});
