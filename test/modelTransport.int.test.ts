/**
 * Structured output and honest transport over real HTTP, against our OpenAI-compatible test server on 127.0.0.1:
 * the JSON-schema response format and a server that refuses it, timeouts of a stalled server, retries that honour
 * Retry-After, a 400 that is one prompt's fallback, an endpoint that keeps failing, keys echoed by a server, the
 * start check.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EndpointFailedError, RequestRejectedError } from "../prompts/modelErrors.js";
import { runPrompt, type PromptLogger } from "../prompts/runner.js";
import { promptModelOf } from "../prompts/chatModelAdapter.js";
import type { AnswerModeSetting } from "../state/modelSource.js";
import { chatModelFactory, checkModelEndpoint, ModelConfigError, promptModelFor, type ModelEnv } from "../tools/models/factory.js";
import { withTransport, type TransportOptions } from "../tools/models/transport.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";
import { wakeHourPrompt } from "./support/wakeHourPrompt.js";

const CHAT = "/v1/chat/completions";
const KEY = "local-test-key-7f3a9c21";
const ada = { name: "Ada Okafor" };

function capturingLogger(): PromptLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}

function sentenceCount(message: string): number {
  return message.replace(/https?:\/\/\S+/g, "URL").match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

let server: OpenAiServer;
let env: ModelEnv;

beforeEach(async () => {
  server = await startOpenAiServer({ apiKey: KEY });
  env = { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL };
});

afterEach(async () => {
  await server.close();
});

/** The run's chain for "openai/test-model": the endpoint inside the transport (short delays for tests). */
function runModel(options: Partial<TransportOptions> & { answerMode?: AnswerModeSetting; logger?: PromptLogger } = {}) {
  const { answerMode, logger, ...transport } = options;
  return withTransport(promptModelFor("openai/test-model", { env, answerMode, logger }), {
    timeoutMs: 10_000,
    retries: 2,
    retryDelayMs: 1,
    maxFailedRequestsInARow: 20,
    endpoint: `the OpenAI-compatible endpoint at ${server.baseURL}`,
    secrets: [KEY],
    ...transport,
  });
}

describe("structured output", () => {
  it("asks for the prompt's JSON schema as the response format and reads the typed value", async () => {
    server.script({ text: '{"hour": 5}' });

    const run = await runPrompt(wakeHourPrompt, ada, { model: runModel() });

    expect(run).toMatchObject({ value: 5, fellBack: false, mode: "structured" });
    const body = server.requestsTo(CHAT)[0]!.body;
    expect(body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "test_wake_hour", strict: false, schema: { type: "object", required: ["hour"] } },
    });
    expect(run.usage.test_wake_hour).toMatchObject({ structuredRuns: 1, textRuns: 0, calls: 1 });
  });

  it("notices a server that refuses structured output once, says so once, and asks in text for the rest of the run", async () => {
    server.setStructuredOutput(false);
    server.script({ text: "Ada gets up at 5am." }, { text: "She wakes around 6am." }, { text: "**5am**" });
    const logger = capturingLogger();
    const model = runModel({ logger });

    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runPrompt(wakeHourPrompt, ada, { model, logger }));

    expect(runs.map((r) => r.value)).toEqual([5, 6, 5]);
    expect(runs.every((r) => r.mode === "text")).toBe(true);
    const formats = server.requestsTo(CHAT).map((r) => r.body.response_format?.type ?? "text");
    expect(formats).toEqual(["json_schema", "text", "text", "text"]);
    expect(logger.warnings.filter((w) => w.includes("refused structured output"))).toHaveLength(1);
    expect(logger.warnings).toHaveLength(1);
    // The first prompt's probe is a call, said nowhere else: neither a failed request nor a retry.
    expect(runs[0]!.usage.test_wake_hour).toMatchObject({ calls: 2, errors: 0, retries: 0, fallbacks: 0, textRuns: 1 });
  });

  it("a refusal of structured output is no failure: requests in flight when it is noticed are asked again in text", async () => {
    server.setStructuredOutput(false);
    server.respondWith(() => ({ text: "She is up at 6am." }));
    const logger = capturingLogger();
    // Fewer failures in a row stop the run than prompts in flight: refusals counted as failures would stop it.
    const model = runModel({ logger, maxFailedRequestsInARow: 3 });

    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => runPrompt(wakeHourPrompt, { name: `Persona ${i}` }, { model, logger })));

    expect(runs.map((r) => [r.value, r.fellBack, r.mode])).toEqual(Array.from({ length: 8 }, () => [6, false, "text"]));
    const formats = server.requestsTo(CHAT).map((r) => r.body.response_format?.type ?? "text");
    expect(formats.filter((f) => f === "json_schema")).toHaveLength(8);
    expect(formats.filter((f) => f === "text")).toHaveLength(8);
    expect(runs.every((r) => r.usage.test_wake_hour!.errors === 0 && r.usage.test_wake_hour!.retries === 0)).toBe(true);
    expect(logger.warnings.filter((w) => w.includes("refused structured output"))).toHaveLength(1);
    // Asked from now on in text only.
    await runPrompt(wakeHourPrompt, ada, { model, logger });
    expect(server.requestsTo(CHAT).at(-1)!.body.response_format).toBeUndefined();
  });

  it("a user forces text mode, or structured mode for a LangChain chat model", async () => {
    server.script({ text: "6am" });
    const text = await runPrompt(wakeHourPrompt, ada, { model: runModel({ answerMode: "text" }) });
    expect(text).toMatchObject({ value: 6, mode: "text" });
    expect(server.requestsTo(CHAT)[0]!.body.response_format).toBeUndefined();

    // ChatOpenAI in auto mode answers in text; forced, it sends the schema too.
    server.script({ text: "Probably 7am." }, { text: '{"hour": 7}' });
    const chatOpenAi = chatModelFactory("openai/test-model", { env });
    const auto = await runPrompt(wakeHourPrompt, ada, { model: promptModelOf(chatOpenAi, { identity: "auto" }) });
    const forced = await runPrompt(wakeHourPrompt, ada, { model: promptModelOf(chatOpenAi, { answerMode: "structured" }) });
    expect([auto.mode, forced.mode]).toEqual(["text", "structured"]);
    expect([auto.value, forced.value]).toEqual([7, 7]);
    expect(server.requestsTo(CHAT)[2]!.body.response_format?.type).toBe("json_schema");
  });
});

describe("honest transport", () => {
  it("a stalled server costs one timeout per attempt, then the prompt falls back", async () => {
    server.script({ stall: true }, { stall: true });
    const logger = capturingLogger();

    const run = await runPrompt(wakeHourPrompt, ada, { model: runModel({ timeoutMs: 300, retries: 1 }), logger });

    expect(run).toMatchObject({ value: 8, fellBack: true });
    expect(server.requestsTo(CHAT)).toHaveLength(2);
    expect(run.usage.test_wake_hour).toMatchObject({ calls: 2, errors: 2, fallbacks: 1 });
    expect(run.problem).toContain("no answer within 0.3 s");
  });

  it("retries HTTP 429 after the server's Retry-After, and 5xx with backoff", async () => {
    server.script({ status: 429, message: "Rate limit reached for requests.", retryAfter: "1" }, { text: '{"hour": 6}' });

    const limited = await runPrompt(wakeHourPrompt, ada, { model: runModel() });

    expect(limited).toMatchObject({ value: 6, fellBack: false });
    const [first, second] = server.requestsTo(CHAT);
    // retryDelayMs is 1 ms: only the header can make the client wait a second.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(limited.usage.test_wake_hour).toMatchObject({ calls: 2, retries: 1, errors: 1 });

    server.script({ status: 503, message: "The server is overloaded." }, { status: 502 }, { text: '{"hour": 7}' });
    const overloaded = await runPrompt(wakeHourPrompt, ada, { model: runModel() });
    expect(overloaded).toMatchObject({ value: 7, fellBack: false });
    expect(overloaded.usage.test_wake_hour).toMatchObject({ calls: 3, retries: 2, errors: 2 });
  });

  it("retries a body that is not JSON", async () => {
    server.script({ malformed: true }, { text: '{"hour": 5}' });

    const run = await runPrompt(wakeHourPrompt, ada, { model: runModel() });

    expect(run).toMatchObject({ value: 5, fellBack: false });
    expect(run.usage.test_wake_hour).toMatchObject({ calls: 2, errors: 1 });
  });

  it("a 400 on one prompt is that prompt's counted fallback, not the end of the run", async () => {
    server.script(
      { status: 400, message: "This model's maximum context length is 4096 tokens. However, your messages resulted in 5120 tokens." },
      { status: 400, message: "This model's maximum context length is 4096 tokens. However, your messages resulted in 5100 tokens." },
      { text: '{"hour": 6}' },
    );
    const logger = capturingLogger();
    const model = runModel({ logger });

    const long = await runPrompt(wakeHourPrompt, ada, { model, logger });
    const next = await runPrompt(wakeHourPrompt, { name: "Mei Lin" }, { model, logger });

    expect(long).toMatchObject({ value: 8, fellBack: true, mode: "text" });
    expect(long.usage.test_wake_hour).toMatchObject({ fallbacks: 1, errors: 2 });
    expect(logger.warnings[0]).toContain("maximum context length");
    // The schema was not what the server refused: the next prompt is asked in structured mode again.
    expect(next).toMatchObject({ value: 6, fellBack: false, mode: "structured" });
    expect(server.requestsTo(CHAT)).toHaveLength(3);
  });

  it("400s on one prompt, more of them in flight than the failures that stop a run, are that prompt's fallbacks", async () => {
    const tooLong = { ...wakeHourPrompt, id: "test_long_prompt" };
    server.respondWith((request) =>
      request.body.messages[0].content.includes("Tomas")
        ? { status: 400, message: "This model's maximum context length is 4096 tokens (see the docs.) Reduce the length." }
        : { text: '{"hour": 6}' },
    );
    const logger = capturingLogger();
    const model = runModel({ logger, maxFailedRequestsInARow: 3 });

    const runs = await Promise.all([
      ...Array.from({ length: 6 }, () => runPrompt(tooLong, { name: "Tomas Reyes" }, { model, logger })),
      runPrompt(wakeHourPrompt, ada, { model, logger }),
    ]);

    expect(runs.slice(0, 6).every((r) => r.fellBack && r.value === 8)).toBe(true);
    expect(runs[6]).toMatchObject({ value: 6, fellBack: false, mode: "structured" });
    // Each long prompt: rejected in structured mode, then in text: two failed requests, one fallback.
    expect(runs[0]!.usage.test_long_prompt).toMatchObject({ fallbacks: 1, errors: 2 });
    expect(runs[0]!.problem).toContain("maximum context length is 4096 tokens");
    // Rejections of one prompt never stop the run by themselves; answers go on.
    expect(await runPrompt(wakeHourPrompt, { name: "Mei Lin" }, { model, logger })).toMatchObject({ value: 6, fellBack: false });
  });

  it("stops with one sentence when every prompt is rejected (a wrong model name some servers answer with 400)", async () => {
    server.respondWith(() => ({ status: 400, message: "Invalid model name passed in model=test-modle (see /v1/models.) Call it again." }));
    const model = runModel({ maxFailedRequestsInARow: 4 });
    const prompts = ["test_a", "test_b", "test_c"].map((id) => ({ ...wakeHourPrompt, id }));

    // Two prompts rejected four times: each falls back (they may be two long prompts).
    for (const prompt of prompts.slice(0, 2)) {
      for (let i = 0; i < 2; i++) expect((await runPrompt(prompt, ada, { model, logger: capturingLogger() })).fellBack).toBe(true);
    }
    // A third prompt rejected too, with no answer in between: the server rejects every prompt.
    const error = await runPrompt(prompts[2]!, ada, { model, logger: capturingLogger() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(EndpointFailedError);
    const message = (error as Error).message;
    expect(message).toContain(`The OpenAI-compatible endpoint at ${server.baseURL} rejected every request: 5 in a row, of 3 different prompts`);
    // The server's own parentheses kept whole.
    expect(message).toContain("(last: HTTP 400: Invalid model name passed in model=test-modle (see /v1/models.) Call it again); check the model name");
    expect(sentenceCount(message)).toBe(1);
    expect((error as EndpointFailedError).resumeWhen).toBe("once the endpoint accepts the requests");
  });

  it("stops with one sentence when the endpoint keeps failing, and asks no more", async () => {
    server.respondWith(() => ({ status: 503, message: "Service Unavailable" }));
    const model = runModel({ retries: 2, maxFailedRequestsInARow: 4 });

    const first = await runPrompt(wakeHourPrompt, ada, { model, logger: capturingLogger() });
    expect(first.fellBack).toBe(true); // three failed requests: the prompt falls back
    const error = await runPrompt(wakeHourPrompt, ada, { model, logger: capturingLogger() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(EndpointFailedError);
    const message = (error as Error).message;
    expect(message).toContain(server.baseURL);
    expect(message).toMatch(/failed 4 requests in a row \(last: HTTP 503: Service Unavailable\)/);
    expect(sentenceCount(message)).toBe(1);
    expect(server.requestsTo(CHAT)).toHaveLength(4);
    await expect(runPrompt(wakeHourPrompt, ada, { model })).rejects.toBeInstanceOf(EndpointFailedError);
    expect(server.requestsTo(CHAT)).toHaveLength(4);
  });

  it("an answer resets the count of failures in a row", async () => {
    server.script({ status: 500 }, { status: 500 }, { text: '{"hour": 5}' }, { status: 500 }, { status: 500 }, { text: '{"hour": 6}' });
    const model = runModel({ maxFailedRequestsInARow: 3 });

    const runs = [await runPrompt(wakeHourPrompt, ada, { model }), await runPrompt(wakeHourPrompt, ada, { model })];

    expect(runs.map((r) => r.value)).toEqual([5, 6]);
  });

  it("never lets a key the server echoes into a log line or an error", async () => {
    server.script(
      { status: 500, echoKey: true, message: "upstream timeout" },
      { status: 500, echoKey: true },
      { status: 500, echoKey: true },
      { status: 400, echoKey: true, message: "bad request" },
      { status: 400, echoKey: true, message: "bad request" },
      { status: 500, echoKey: true },
      { status: 500, echoKey: true },
    );
    const logger = capturingLogger();
    const model = runModel({ maxFailedRequestsInARow: 5 });

    // Three 500s (the prompt falls back), a 400 in both modes (the next one falls back: rejections are no transport
    // failures), then two more 500s: the fifth transport failure in a row stops the run.
    const transport = await runPrompt(wakeHourPrompt, ada, { model, logger });
    const rejected = await runPrompt(wakeHourPrompt, ada, { model, logger });
    const stopped = await runPrompt(wakeHourPrompt, ada, { model, logger }).catch((e: unknown) => e as Error);

    expect(server.requestsTo(CHAT).at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    const seen = [...logger.warnings, transport.problem, rejected.problem, (stopped as Error).message].join("\n");
    expect(seen).toContain("Upstream request with key *** failed: internal error");
    expect(seen).toContain("Upstream request with key *** failed: bad request");
    expect(seen).not.toContain(KEY);
    expect(stopped).toBeInstanceOf(EndpointFailedError);
  });

  it("classifies what the endpoint answers: 400 rejected, 401 and 404 stop the run", async () => {
    const endpoint = promptModelFor("openai/test-model", { env });
    const ask = () =>
      endpoint.ask({ prompt: { id: "p", version: 1, inputs: {} }, messages: [{ role: "user", content: "hi" }], generation: { temperature: 0 } });
    server.script({ status: 400, message: "Invalid 'stop': too many sequences." }, { status: 401 }, { status: 404, message: "The model `test-model` does not exist." });

    await expect(ask()).rejects.toBeInstanceOf(RequestRejectedError);
    await expect(ask()).rejects.toThrow(/rejected OPENAI_API_KEY \(HTTP 401\)/);
    await expect(ask()).rejects.toThrow(/does not know model "test-model" \(HTTP 404: The model `test-model` does not exist\): check/);
  });
});

describe("the start check", () => {
  it("fails on HTTP 5xx and 404 as on 401, with one sentence", async () => {
    for (const status of [503, 500, 404, 401]) {
      server.setModelsStatus(status);
      const error = await checkModelEndpoint("openai/test-model", env).catch((e: unknown) => e as Error);
      expect(error, `HTTP ${status}`).toBeInstanceOf(ModelConfigError);
      expect(error!.message).toContain(`HTTP ${status}`);
      expect(sentenceCount(error!.message)).toBe(1);
      expect(error!.message).not.toContain(KEY);
    }
    server.setModelsStatus(200);
    await expect(checkModelEndpoint("openai/test-model", env)).resolves.toBeUndefined();
  });

  it("says how long it waited for an endpoint that never answers", async () => {
    const stalled = await startOpenAiServer({ apiKey: KEY });
    // GET /v1/models of a stalled server: answer nothing by never ending the response.
    const { createServer } = await import("node:http");
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const error = await checkModelEndpoint("openai/x", { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` }, 300).catch(
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(ModelConfigError);
      expect(error!.message).toMatch(/no answer from \S+ within 0\.3 s/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await stalled.close();
    }
  });
});
