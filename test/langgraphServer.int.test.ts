/**
 * Integration: the real LangGraph dev server (`langgraphjs dev`, what Studio talks to) serves every graph of
 * langgraph.json, and each one runs over plain HTTP with the simulated model.
 *
 * Starts the server once on a free port (never 2024) and stops its whole process group afterwards, also when a test
 * fails. First start on a slow machine can take long (the API compiles the graphs with tsx), hence the timeouts.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { oneOnOneExample } from "../examples/lines.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import { DEFAULT_VILLAGE_BUSY_START } from "../villages/index.js";
import { startDevServer, warmSchemas, type DevServer } from "../servers/devServer.js";

const START_TIMEOUT_MS = 170_000;
const REQUEST_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 120_000;
/** `/schemas` runs the TypeScript compiler on first request: the server allows 120 s (servers/devServer.ts); so do we. */
const SCHEMA_TIMEOUT_MS = 150_000;

interface LanggraphConfig {
  graphs: Record<string, string>;
}
const config = JSON.parse(readFileSync(new URL("../langgraph.json", import.meta.url), "utf8")) as LanggraphConfig;
const graphIds = Object.keys(config.graphs);

type Json = Record<string, unknown>;
interface JsonSchema {
  type?: string | string[];
  description?: string;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

/** A property's schema, following its `$ref` into the root's definitions. */
function resolveRef(root: JsonSchema, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = decodeURIComponent(schema.$ref.replace(/^#\/definitions\//, ""));
  const target = root.definitions?.[name];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return target;
}
interface Reply {
  status: number;
  text: string;
  body: unknown;
  headers: Headers;
}

let server: DevServer | undefined;
let readyMs = 0;

beforeAll(async () => {
  const started = Date.now();
  server = await startDevServer({ timeoutMs: START_TIMEOUT_MS });
  readyMs = Date.now() - started;
  console.info(`[langgraphServer] dev server ready at ${server.url} (pid ${server.pid}) in ${readyMs} ms`);
  askAllSchemas();
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
}, 30_000);

function baseUrl(): string {
  if (!server) throw new Error("The dev server did not start (see the beforeAll error).");
  return server.url;
}

async function request(method: "GET" | "POST", path: string, body?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Reply> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, text, body: parsed, headers: response.headers };
}

/** The server reloads when a source file changes (tsx watch): a refused connection gets one retry once /ok is back. */
async function withReloadRetry<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error; // fetch's network errors are TypeErrors
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${baseUrl()}/ok`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) {
        throw new Error(`Dev server stopped answering: ${String(error)}\n${server?.logs().split("\n").slice(-40).join("\n")}`);
      }
      await new Promise((done) => setTimeout(done, 500));
    }
    return action();
  }
}

async function api(method: "GET" | "POST", path: string, body?: unknown, timeoutMs?: number): Promise<Reply> {
  return withReloadRetry(() => request(method, path, body, timeoutMs));
}

function expectOk(reply: Reply, what: string): Json {
  if (reply.status < 200 || reply.status >= 300 || typeof reply.body !== "object" || reply.body === null) {
    throw new Error(`${what}: HTTP ${reply.status} ${reply.text.slice(0, 2000)}`);
  }
  return reply.body as Json;
}

/**
 * The sentence a failed run ends with: runs/wait answers { __error__: { message } }, the message itself the JSON of the
 * error (`{"error":"Error","message":"..."}`).
 */
function runErrorMessage(reply: Reply): string {
  const message = ((reply.body as Json | undefined)?.__error__ as { message?: string } | undefined)?.message;
  if (message === undefined) return reply.text;
  try {
    return (JSON.parse(message) as { message?: string }).message ?? message;
  } catch {
    return message;
  }
}

/** assistant id of each graph id, from POST /assistants/search. */
let assistants: Map<string, string> | undefined;
async function assistantFor(graphId: string): Promise<string> {
  if (!assistants) {
    const reply = await api("POST", "/assistants/search", { limit: 100, offset: 0 });
    expect(reply.status).toBe(200);
    const list = reply.body as Array<{ assistant_id: string; graph_id: string; metadata?: { created_by?: string } }>;
    // .langgraph_api/ persists across runs (and is shared with `npm run dev`): prefer the graph's own assistant over
    // any a user created with other settings.
    const bySystemFirst = [...list].sort(
      (a, b) => Number(a.metadata?.created_by === "system") - Number(b.metadata?.created_by === "system"),
    );
    assistants = new Map(bySystemFirst.map((a) => [a.graph_id, a.assistant_id]));
  }
  const id = assistants.get(graphId);
  if (!id) throw new Error(`No assistant for graph "${graphId}".`);
  return id;
}

/**
 * Every graph's schemas, read once the server is up by `npm run dev`'s own warm-up (warmSchemas, two graphs at a time,
 * alongside the runs' tests): the server compiles each graph's types in a worker of its own (seconds of CPU each).
 * Each graph's test then asks for them as Studio does, and gets them at once.
 */
let warmed: Promise<Map<string, number>> | undefined;
function askAllSchemas(): void {
  warmed = warmSchemas(baseUrl(), { atOnce: 2, timeoutMs: SCHEMA_TIMEOUT_MS });
  warmed.catch(() => {}); // the schema tests report it
}
async function schemasReply(graphId: string): Promise<{ reply: Reply; warmSeconds?: number; ms: number }> {
  if (!warmed) throw new Error("The schemas were never warmed (see askAllSchemas).");
  const warmSeconds = (await warmed).get(graphId);
  const started = Date.now();
  const reply = await api("GET", `/assistants/${await assistantFor(graphId)}/schemas`, undefined, SCHEMA_TIMEOUT_MS);
  return { reply, warmSeconds, ms: Date.now() - started };
}

/** POST /threads, then POST /threads/{id}/runs/wait; retried as a whole if the server was reloading. */
async function runOnNewThread(graphId: string, payload: Json, timeoutMs?: number): Promise<{ threadId: string; reply: Reply }> {
  const assistantId = await assistantFor(graphId);
  return withReloadRetry(async () => {
    const thread = expectOk(await request("POST", "/threads", {}), "POST /threads");
    const threadId = thread.thread_id as string;
    expect(typeof threadId).toBe("string");
    const reply = await request("POST", `/threads/${threadId}/runs/wait`, { assistant_id: assistantId, ...payload }, timeoutMs);
    return { threadId, reply };
  });
}

// --- inputs -------------------------------------------------------------------------------------------------------

const party = (name: string, actDescription: string, chattingWithBuffer: Record<string, number> = {}) => ({
  name,
  currTime: "2023-02-13T09:30:00",
  actAddress: "the Ville:Hobbs Cafe:cafe:counter",
  actDescription,
  plannedPath: [],
  chattingWith: null,
  chattingWithBuffer,
});
const ISABELLA = "Isabella Rodriguez";
const KLAUS = "Klaus Mueller";
const decideInput = (initiatorBuffer: Record<string, number> = {}) => ({
  initiator: party(ISABELLA, "serving coffee to customers", initiatorBuffer),
  target: party(KLAUS, "drinking coffee and reading"),
  lastChat: null,
  retrieved: { events: [], thoughts: [] },
});

// --- tests --------------------------------------------------------------------------------------------------------

describe("LangGraph dev server", () => {
  it("reads graph ids from langgraph.json", () => {
    expect(graphIds.length).toBeGreaterThan(0);
  });

  it("GET /ok answers", async () => {
    const reply = await api("GET", "/ok");
    expect(reply.status).toBe(200);
  });

  it("POST /assistants/search lists an assistant for every graph of langgraph.json", async () => {
    const reply = await api("POST", "/assistants/search", { limit: 100, offset: 0 });
    expect(reply.status).toBe(200);
    const listed = (reply.body as Array<{ graph_id: string }>).map((a) => a.graph_id);
    expect([...new Set(listed)].sort()).toEqual(expect.arrayContaining([...graphIds].sort()));
    for (const graphId of graphIds) expect(listed).toContain(graphId);
  });

  it.each(graphIds)("GET /assistants/{id}/graph of %s returns its nodes", async (graphId) => {
    const reply = await api("GET", `/assistants/${await assistantFor(graphId)}/graph`);
    const graph = expectOk(reply, `graph of ${graphId}`);
    const nodes = graph.nodes as Array<{ id: string }>;
    const ids = nodes.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(["__start__", "__end__"]));
    expect(ids.length).toBeGreaterThan(2);
    expect(Array.isArray(graph.edges)).toBe(true);
  });

});

describe("decideToTalk over HTTP", () => {
  it(
    "asks the simulated model once when every gate is open (context reaches the run)",
    async () => {
      const { reply } = await runOnNewThread("decideToTalk", { input: decideInput(), context: { seed: 7 } });
      const out = expectOk(reply, "decideToTalk run");
      expect(out.__error__).toBeUndefined();
      expect(typeof out.talk).toBe("boolean");
      expect(out.closedBy).toBeNull();
      const usage = out.usage as Record<string, { calls?: number }> | undefined;
      expect(usage?.decide_to_talk?.calls).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "closes the chat-cooldown gate without a model call",
    async () => {
      const { reply } = await runOnNewThread("decideToTalk", { input: decideInput({ [KLAUS]: 5 }) });
      const out = expectOk(reply, "decideToTalk cooldown run");
      expect(out.talk).toBe(false);
      expect(out.closedBy).toBe("chat cooldown");
      const usage = (out.usage ?? {}) as Record<string, { calls?: number }>;
      expect(Object.values(usage).reduce((sum, u) => sum + (u.calls ?? 0), 0)).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "applies threshold overrides from the run context (lateHourCutoff 9 closes the gate at 09:30)",
    async () => {
      const { reply } = await runOnNewThread("decideToTalk", {
        input: decideInput(),
        context: { thresholds: { lateHourCutoff: 9 } },
      });
      const out = expectOk(reply, "decideToTalk late-hour run");
      expect(out.closedBy).toBe("late hour");
      expect(out.talk).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "reports bad input as an error naming the field instead of hanging",
    async () => {
      const input = decideInput();
      const { name: _dropped, ...initiatorWithoutName } = input.initiator;
      const { threadId, reply } = await runOnNewThread("decideToTalk", {
        input: { ...input, initiator: initiatorWithoutName },
      });
      // runs/wait answers 200 with { __error__: { error, message } } when the run fails (or a 4xx/5xx status)
      const failed =
        reply.status >= 400 || (typeof reply.body === "object" && reply.body !== null && "__error__" in reply.body);
      expect(failed, reply.text).toBe(true);
      expect(reply.text).toContain("initiator.name");

      // and the run itself is recorded as failed
      const runs = expectOk(await api("GET", `/threads/${threadId}/runs`), "GET runs") as unknown as Array<{
        status: string;
      }>;
      expect(runs.map((r) => r.status)).toEqual(["error"]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("run settings over HTTP", () => {
  const typo = { thresholds: { chatCooldownTick: 400 } };

  it(
    "apply to one run: a typo in one run's context fails that run, naming the key, and the next clean run on the thread works",
    async () => {
      const { threadId, reply } = await runOnNewThread("decideToTalk", { input: decideInput(), context: typo });
      expect(reply.status >= 400 || (reply.body as Json)?.__error__ !== undefined, reply.text).toBe(true);
      expect(reply.text).toContain("chatCooldownTick");

      const assistant_id = await assistantFor("decideToTalk");
      const clean = await api("POST", `/threads/${threadId}/runs/wait`, { assistant_id, input: decideInput() });
      const out = expectOk(clean, "clean run after the typo");
      expect(out.__error__).toBeUndefined();
      expect(typeof out.talk).toBe("boolean");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "apply from `configurable` too, which the server keeps on the thread until a later run gives them again",
    async () => {
      const assistant_id = await assistantFor("decideToTalk");
      const { threadId, reply } = await runOnNewThread("decideToTalk", {
        input: decideInput(),
        config: { configurable: { thresholds: { lateHourCutoff: 9 } } },
      });
      expect(expectOk(reply, "run with a threshold under configurable").closedBy).toBe("late hour");
      const kept = await api("POST", `/threads/${threadId}/runs/wait`, { assistant_id, input: decideInput() });
      expect(expectOk(kept, "later run on the thread").closedBy).toBe("late hour");
      const replaced = await api("POST", `/threads/${threadId}/runs/wait`, {
        assistant_id,
        input: decideInput(),
        context: { thresholds: { lateHourCutoff: 23 } },
      });
      const out = expectOk(replaced, "later run giving the thresholds under context");
      expect(out.__error__).toBeUndefined();
      expect(out.closedBy).toBeNull();
    },
    TEST_TIMEOUT_MS,
  );

  it.each(graphIds)(
    "%s refuses a bad setting under context or configurable at its start, naming the field",
    async (graphId) => {
      for (const payload of [{ context: { seed: "seven" } }, { config: { configurable: { seed: "seven" } } }]) {
        const { reply } = await runOnNewThread(graphId, { input: {}, ...payload });
        expect(runErrorMessage(reply), JSON.stringify(payload)).toMatch(/^Invalid run context field "seed": Invalid input: expected number/);
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("Studio's hand-typed settings and input over HTTP", () => {
  it.each(graphIds)(
    "%s refuses a fail-safe for a prompt id no prompt has, with the id meant",
    async (graphId) => {
      const { reply } = await runOnNewThread(graphId, { input: {}, context: { failSafes: { decide_to_tlak: false } } });
      expect(runErrorMessage(reply)).toBe('Invalid run context field "failSafes": no prompt has the id "decide_to_tlak"; did you mean "decide_to_talk"?');
    },
    TEST_TIMEOUT_MS,
  );

  it.each([
    ["persona", { events: "none" }, 'Persona input "events": expected an array, got "none".'],
    ["persona", { scratch: { name: "Bob" } }, 'Persona input "scratch.firstName": missing (expected a string).'],
    ["team", { roles: "writer" }, /^Team input "roles": expected a list of roles, e\.g\. .*, got "writer"\.$/],
    ["role", { entry: "go" }, /^Role input "entry": expected "run" .*, got "go"\.$/],
    ["experiment", { snapshots: "x" }, /^Experiment input "snapshots": expected a list of the run's states .*, got "x"\.$/],
  ] as const)(
    "%s refuses %j naming the field",
    async (graphId, input, sentence) => {
      const { reply } = await runOnNewThread(graphId, { input });
      expect(runErrorMessage(reply)).toMatch(sentence);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("town input over HTTP", () => {
  it.each([
    [{ startTime: "25:99" }, 'Town input "startTime": expected a game time like "2023-02-13T07:30:00", got "25:99".'],
    [{ until: "tomorrow" }, 'Town input "until": expected a game time like "2023-02-13T07:30:00", got "tomorrow".'],
    [{ secondsPerTick: "ten" }, 'Town input "secondsPerTick": expected a positive whole number of simulated seconds per tick (10 in the originals), got "ten".'],
    [{ neighbourSearch: "banana" }, 'Town input "neighbourSearch": expected "grid" or "everyone", got "banana".'],
  ])(
    "%j fails the run at its start with a sentence naming the field",
    async (input, sentence) => {
      const { reply } = await runOnNewThread("town", { input });
      expect(runErrorMessage(reply)).toBe(sentence);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("memoryBuilder over HTTP", () => {
  it(
    "builds the bundled one-on-one example from an empty input",
    async () => {
      const { reply } = await runOnNewThread("memoryBuilder", { input: {} });
      const out = expectOk(reply, "memoryBuilder run with an empty input");
      expect(out.__error__).toBeUndefined();
      const messages = out.messages as Array<{ content: unknown }>;
      expect(messages.map((m) => m.content)).toEqual(oneOnOneExample.expected.map((m) => m.content));
    },
    TEST_TIMEOUT_MS,
  );

  const TYPE_OF_ROLE = { system: "system", user: "human", assistant: "ai" } as const;

  it(
    "builds the one-on-one example's messages",
    async () => {
      const { reply } = await runOnNewThread("memoryBuilder", {
        input: { lines: oneOnOneExample.lines, self: oneOnOneExample.self },
      });
      const out = expectOk(reply, "memoryBuilder run");
      expect(out.__error__).toBeUndefined();
      const messages = out.messages as Array<{ content: unknown; type?: string; role?: string }>;
      expect(Array.isArray(messages)).toBe(true);
      expect(messages.map((m) => m.content)).toEqual(oneOnOneExample.expected.map((m) => m.content));
      expect(messages.map((m) => m.type ?? m.role)).toEqual(oneOnOneExample.expected.map((m) => TYPE_OF_ROLE[m.role]));
    },
    TEST_TIMEOUT_MS,
  );
});

describe("decideToTalk from an empty input", () => {
  it(
    "decides on the first bundled meeting: every gate open, one model call",
    async () => {
      const { reply } = await runOnNewThread("decideToTalk", { input: {} });
      const out = expectOk(reply, "decideToTalk run with an empty input");
      expect(out.__error__).toBeUndefined();
      expect(typeof out.talk).toBe("boolean");
      expect(out.closedBy).toBeNull();
      expect((out.usage as Record<string, { calls?: number }>).decide_to_talk?.calls).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("persona over HTTP", () => {
  it(
    "runs one tick of the default village's first persona from an empty input, with the server's store",
    async () => {
      const { threadId, reply } = await runOnNewThread("persona", { input: {} });
      const out = expectOk(reply, "persona run");
      expect(out.__error__).toBeUndefined();
      const scratch = out.scratch as { name: string; fDailySchedule: Array<[string, number]>; actAddress: string };
      expect(scratch.name).toBe("Ada Okafor");
      expect(scratch.fDailySchedule.reduce((sum, [, m]) => sum + m, 0)).toBe(1440);
      expect(scratch.actAddress).toMatch(/^Larkspur:/);
      const memory = out.memory as { count: number };
      expect(memory.count).toBeGreaterThan(0);
      // The run is checkpointed on its thread like any other.
      const state = expectOk(await api("GET", `/threads/${threadId}/state`), "GET state");
      expect((state.values as { scratch?: { name?: string } }).scratch?.name).toBe("Ada Okafor");
    },
    TEST_TIMEOUT_MS,
  );
});

describe("town, role and team over HTTP, from empty inputs", () => {
  it(
    "town runs the default village for its default span",
    async () => {
      const { reply } = await runOnNewThread("town", { input: {} });
      const out = expectOk(reply, "town run");
      expect(out.__error__).toBeUndefined();
      const clock = out.clock as { start: string; time: string; tick: number };
      expect(clock.tick).toBe(60);
      expect(Object.keys(out.personas as object)).toEqual(["Ada Okafor", "Tomas Reyes", "Mei Lin"]);
      // A busy moment, not ten minutes of everyone asleep at midnight.
      expect(clock.start).toBe(DEFAULT_VILLAGE_BUSY_START);
      const doing = Object.values(out.personas as Record<string, { scratch: { actDescription: string | null } }>).map(
        (p) => p.scratch.actDescription ?? "",
      );
      expect(doing.filter((d) => d && !d.includes("sleeping")).length).toBe(3);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "role runs the default writer on the bundled idea and publishes a draft",
    async () => {
      const { reply } = await runOnNewThread("role", { input: {} });
      const out = expectOk(reply, "role run");
      expect(out.__error__).toBeUndefined();
      expect(JSON.stringify(out)).toContain("WriteDraft");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "team runs a writer and a reviewer: requirement, draft, review",
    async () => {
      const { reply } = await runOnNewThread("team", { input: {} });
      const out = expectOk(reply, "team run");
      expect(out.__error__).toBeUndefined();
      const text = JSON.stringify(out);
      expect(text).toContain("WriteDraft");
      expect(text).toContain("ReviewDraft");
    },
    TEST_TIMEOUT_MS,
  );
});

describe("experiment over HTTP, from an empty input", () => {
  const EXAMPLE_TIMEOUT_MS = 400_000;
  it(
    "runs the bundled Larkspur morning on the server's store and measures it: the told person knows, everyone is asked about everyone",
    async () => {
      const { reply } = await runOnNewThread("experiment", { input: {} }, EXAMPLE_TIMEOUT_MS);
      const out = expectOk(reply, "experiment run");
      expect(out.__error__).toBeUndefined();
      const awareness = out.awareness as Array<{ person: string; time: string; said: string; grounded: boolean | null }>;
      expect(awareness).toHaveLength(6);
      expect(awareness.find((a) => a.person === "Ada Okafor")).toMatchObject({ said: "yes", grounded: true });
      expect(out.acquaintances as unknown[]).toHaveLength(12);
      expect((out.usage as Record<string, { calls: number }>).fact_awareness?.calls).toBe(6);
    },
    EXAMPLE_TIMEOUT_MS + 30_000,
  );
});

// Last, so that the runs above go on while the server compiles the graphs' types (asked for in beforeAll).
describe("Studio's forms over HTTP", () => {
  it.each(graphIds)(
    "GET /assistants/{id}/schemas of %s describes the input and the run context, each threshold by name",
    async (graphId) => {
      const { reply, warmSeconds, ms } = await schemasReply(graphId);
      const schemas = expectOk(reply, `schemas of ${graphId}`);
      // npm run dev's warm-up read them (its seconds are what Studio's first opening would otherwise wait): now at once.
      expect(warmSeconds, `warm-up of ${graphId}`).toBeGreaterThan(0);
      expect(ms).toBeLessThan(2_000);
      const input = schemas.input_schema as JsonSchema | null;
      expect(Object.keys(input?.properties ?? {}).length).toBeGreaterThan(0);

      const context = schemas.context_schema as JsonSchema | null;
      const fields = context?.properties ?? {};
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(["model", "embeddings", "seed", "thresholds", "failSafes", "maxConcurrentCalls"]),
      );
      expect(fields.seed?.type).toBe("number");
      expect(fields.model?.description).toMatch(/simulated/);
      const thresholds = resolveRef(context!, fields.thresholds!);
      expect(Object.keys(thresholds.properties ?? {}).sort()).toEqual(Object.keys(DEFAULT_THRESHOLDS).sort());
      // A whole-number threshold is an integer field in Studio's form.
      expect(thresholds.properties?.chatCooldownTicks).toMatchObject({ type: "integer", description: expect.stringMatching(/chatting again/) });
    },
    SCHEMA_TIMEOUT_MS + 30_000,
  );
});
