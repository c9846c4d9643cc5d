/**
 * The real ChatOpenAI / OpenAIEmbeddings clients, built by the model factory, over real HTTP against a local
 * OpenAI-compatible test server: what a user pointing OPENAI_BASE_URL at vLLM, llama.cpp or Ollama relies on.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { decideToTalkPrompt, type DecideToTalkInput } from "../prompts/decideToTalk.js";
import { ModelRequestError, runPrompt, type PromptLogger } from "../prompts/runner.js";
import { chatModelFactory, checkModelEndpoint, embeddingsFromSpec, ModelConfigError, promptModelFor, type ModelEnv } from "../tools/models/factory.js";
import { withTransport } from "../tools/models/transport.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";
import { freePort } from "../servers/freePort.js";

const CHAT = "/v1/chat/completions";
const EMBEDDINGS = "/v1/embeddings";

const inputs: DecideToTalkInput = {
  initiator: {
    name: "Klaus Mueller",
    currTime: "2023-02-13T09:30:00",
    actAddress: "the Ville:Hobbs Cafe:cafe:counter",
    actDescription: "having coffee",
    plannedPath: [],
    chattingWith: null,
    chattingWithBuffer: {},
  },
  target: {
    name: "Maria Lopez",
    currTime: "2023-02-13T09:30:00",
    actAddress: "the Ville:Hobbs Cafe:cafe:customer seating",
    actDescription: "studying for her exam",
    plannedPath: [],
    chattingWith: null,
    chattingWithBuffer: {},
  },
  lastChat: null,
  retrieved: { events: [], thoughts: [] },
};

function capturingLogger(): PromptLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}

/** Sentence ends in a message, URLs aside: a one-sentence error has exactly one. */
function sentenceCount(message: string): number {
  return message.replace(/https?:\/\/\S+/g, "URL").match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

let server: OpenAiServer;
let env: ModelEnv;

beforeEach(async () => {
  server = await startOpenAiServer();
  env = { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: server.baseURL };
});

afterEach(async () => {
  await server.close();
});

/** The run's model of "openai/test-model" (text mode: these prompts' answers here are text). */
const endpoint = (e: ModelEnv = env) => promptModelFor("openai/test-model", { env: e, answerMode: "text" });
/** With the run's transport: a retry after a failure, without waiting long. */
const withRetries = (model = endpoint()) =>
  withTransport(model, { timeoutMs: 10_000, retries: 1, retryDelayMs: 1, maxFailedRequestsInARow: 10, endpoint: "the test endpoint" });

describe("chat prompts through the OpenAI-compatible endpoint", () => {
  it("sends the prompt's model settings and parses the answer", async () => {
    server.script({ text: "Answer in yes or no: no", usage: { prompt_tokens: 123, completion_tokens: 7 } });
    const logger = capturingLogger();

    const run = await runPrompt(decideToTalkPrompt, inputs, { model: endpoint(), logger });

    expect(run.value).toBe(false);
    expect(run.fellBack).toBe(false);
    expect(logger.warnings).toEqual([]);
    const sent = server.requestsTo(CHAT);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(body.model).toBe("test-model");
    expect(body.temperature).toBe(0);
    expect(body.max_tokens).toBe(decideToTalkPrompt.generation.maxTokens);
    expect(sent[0]!.authorization).toBe("Bearer test-key");
    // The rendered prompt is sent as one user message; the simulated model's tag stays on this side.
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe("user");
    expect(body.messages[0].content).toContain("Would Klaus Mueller start a conversation with Maria Lopez");
    expect(JSON.stringify(body)).not.toContain("simulacraPrompt");
    expect(run.usage.decide_to_talk).toMatchObject({ runs: 1, calls: 1, retries: 0, fallbacks: 0, errors: 0, textRuns: 1, inputTokens: 123, outputTokens: 7 });
  });

  it("tells the model what was wrong on a retry, then falls back after three unusable answers, logging once", async () => {
    server.script({ text: "I would rather not say" }, { text: "perhaps later" }, { text: "the weather is nice" });
    const logger = capturingLogger();

    const run = await runPrompt(decideToTalkPrompt, inputs, { model: endpoint(), logger });

    expect(run.value).toBe(true);
    expect(run.fellBack).toBe(true);
    expect(run.answers).toEqual(["I would rather not say", "perhaps later", "the weather is nice"]);
    expect(run.usage.decide_to_talk).toMatchObject({ runs: 1, calls: 3, retries: 2, fallbacks: 1, errors: 0 });
    const sent = server.requestsTo(CHAT);
    expect(sent).toHaveLength(3);
    // The retries are repair turns: the prompt, the last answer, and what was wrong with it.
    const second = sent[1]!.body.messages;
    expect(second.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(second[0].content).toBe(sent[0]!.body.messages[0].content);
    expect(second[1].content).toBe("I would rather not say");
    expect(second[2].content).toMatch(/^That answer could not be used: .+\. Answer the request above again/);
    expect(sent[2]!.body.messages[1].content).toBe("perhaps later");
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain("the weather is nice");
  });

  it("a LangChain chat model (ChatOpenAI from chatModelFactory) still answers through the runner", async () => {
    server.script({ text: "Answer in yes or no: no" });

    const run = await runPrompt(decideToTalkPrompt, inputs, { model: chatModelFactory("openai/test-model", { env }), logger: capturingLogger() });

    expect(run).toMatchObject({ value: false, fellBack: false, mode: "text" });
    expect(server.requestsTo(CHAT)[0]!.body.response_format).toBeUndefined();
  });

  it("retries once after an HTTP 500 and counts the error", async () => {
    server.script({ status: 500 }, { text: "Answer in yes or no: yes" });
    const logger = capturingLogger();

    const run = await runPrompt(decideToTalkPrompt, inputs, { model: withRetries(), logger });

    expect(run.value).toBe(true);
    expect(run.fellBack).toBe(false);
    expect(run.usage.decide_to_talk).toMatchObject({ calls: 2, retries: 1, errors: 1, fallbacks: 0 });
    // One retry loop: the transport's.
    expect(server.requestsTo(CHAT)).toHaveLength(2);
    expect(logger.warnings).toEqual([]);
  });

  it("retries after a dropped connection", async () => {
    server.script({ hangUp: true }, { text: "Answer in yes or no: no" });

    const run = await runPrompt(decideToTalkPrompt, inputs, { model: withRetries(), logger: capturingLogger() });

    expect(run.value).toBe(false);
    expect(run.usage.decide_to_talk).toMatchObject({ calls: 2, retries: 1, errors: 1, fallbacks: 0 });
  });

  it("stops with a one-sentence ModelRequestError on HTTP 401, without the key", async () => {
    const secret = "sk-very-secret-value-123";
    const rejecting = await startOpenAiServer({ apiKey: "another-key" });
    try {
      const model = withRetries(endpoint({ OPENAI_API_KEY: secret, OPENAI_BASE_URL: rejecting.baseURL }));
      const error = await runPrompt(decideToTalkPrompt, inputs, { model, logger: capturingLogger() }).then(
        () => undefined,
        (e: unknown) => e,
      );

      expect(error).toBeInstanceOf(ModelRequestError);
      const message = (error as Error).message;
      expect(message).toContain("HTTP 401");
      expect(message).not.toContain(secret);
      expect(message).not.toMatch(/\n/);
      expect(sentenceCount(message)).toBe(1);
      // Not retried: a wrong key cannot get better.
      expect(rejecting.requestsTo(CHAT)).toHaveLength(1);
    } finally {
      await rejecting.close();
    }
  });

  it("stops on a scripted HTTP 401 from the chat endpoint", async () => {
    server.script({ status: 401, message: "Incorrect API key provided." });

    await expect(runPrompt(decideToTalkPrompt, inputs, { model: withRetries(), logger: capturingLogger() })).rejects.toThrow(ModelRequestError);
    expect(server.requestsTo(CHAT)).toHaveLength(1);
  });
});

describe("embeddings through OpenAIEmbeddings", () => {
  it("embedQuery returns the server's vector", async () => {
    const vector = await embeddingsFromSpec("openai/test-embed", env).embedQuery("hello");

    expect(vector).toEqual(server.embeddingFor("hello"));
    const sent = server.requestsTo(EMBEDDINGS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.model).toBe("test-embed");
  });

  it("embedDocuments returns one vector per text, in order", async () => {
    const vectors = await embeddingsFromSpec("openai/test-embed", env).embedDocuments(["good morning", "the library opens at nine"]);

    expect(vectors).toEqual([server.embeddingFor("good morning"), server.embeddingFor("the library opens at nine")]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it("the test server answers float arrays or base64 float32, as asked", async () => {
    const ask = async (encoding_format?: string) => {
      const response = await fetch(`${server.baseURL}/embeddings`, {
        method: "POST",
        headers: { authorization: "Bearer test-key", "content-type": "application/json" },
        body: JSON.stringify({ model: "test-embed", input: ["hello"], encoding_format }),
      });
      expect(response.headers.get("content-type")).toBe("application/json");
      return ((await response.json()) as { data: Array<{ embedding: unknown }> }).data[0]!.embedding;
    };
    const expected = server.embeddingFor("hello");

    expect(await ask()).toEqual(expected);
    expect(await ask("float")).toEqual(expected);
    const base64 = (await ask("base64")) as string;
    const bytes = Buffer.from(base64, "base64");
    expect(Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readFloatLE(i * 4))).toEqual(expected);
  });
});

describe("model configuration checks", () => {
  it("checkModelEndpoint resolves against a reachable server with the right key", async () => {
    await expect(checkModelEndpoint("openai/x", env)).resolves.toBeUndefined();
    const sent = server.requestsTo("/v1/models");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe("Bearer test-key");
  });

  it("checkModelEndpoint names the URL when nothing listens there", async () => {
    const url = `http://127.0.0.1:${await freePort()}/v1`;

    const error = await checkModelEndpoint("openai/x", { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: url }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelConfigError);
    expect((error as Error).message).toContain(url);
    expect(sentenceCount((error as Error).message)).toBe(1);
  });

  it("checkModelEndpoint names OPENAI_API_KEY, not its value, when the server answers 401", async () => {
    const wrongKey = "wrong-key-4f9a";

    const error = await checkModelEndpoint("openai/x", { OPENAI_API_KEY: wrongKey, OPENAI_BASE_URL: server.baseURL }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ModelConfigError);
    expect((error as Error).message).toContain("OPENAI_API_KEY");
    expect((error as Error).message).not.toContain(wrongKey);
    expect(sentenceCount((error as Error).message)).toBe(1);
  });

  it("an OpenAI model without OPENAI_API_KEY is a ModelConfigError naming the variable", () => {
    expect(() => chatModelFactory("openai/x", { env: {} })).toThrow(ModelConfigError);
    expect(() => chatModelFactory("openai/x", { env: {} })).toThrow(/OPENAI_API_KEY/);
    expect(() => embeddingsFromSpec("openai/x", {})).toThrow(/OPENAI_API_KEY/);
  });

  it("an unknown provider is a ModelConfigError naming it", () => {
    expect(() => chatModelFactory("foo/bar", { env })).toThrow(ModelConfigError);
    expect(() => chatModelFactory("foo/bar", { env })).toThrow(/foo\/bar/);
    expect(() => embeddingsFromSpec("foo/bar", env)).toThrow(/foo\/bar/);
  });
});
