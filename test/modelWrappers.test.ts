/**
 * The prompt runner with the model wrappers, without servers: answer modes (the simulated model in both, a refusal
 * noticed once), structured answers read back, the answer cache keyed by the model's identity, token caps, masking.
 */
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { InMemoryStore } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { registerPrompt } from "../prompts/registry.js";
import { redactSecrets, RequestRejectedError } from "../prompts/modelErrors.js";
import { runPrompt, type PromptLogger } from "../prompts/runner.js";
import { createAnswerModes } from "../prompts/answerModes.js";
import type { ModelReply, ModelRequest, PromptModel } from "../state/modelSource.js";
import { readRunSettings } from "../state/runContext.js";
import { promptModelFor } from "../tools/models/factory.js";
import { answerCacheOf, modelsFor, withAnswerCache } from "../tools/models/runModels.js";
import { tokenCapFor, withTokenCaps } from "../tools/models/tokenCaps.js";
import { wakeHourPrompt } from "./support/wakeHourPrompt.js";

registerPrompt(wakeHourPrompt);
const ada = { name: "Ada Okafor" };

function capturingLogger(): PromptLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}

/** A prompt model answering from a function of the request, remembering every request. */
function fakeModel(answer: (request: ModelRequest) => string, supportsStructured = true): PromptModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    requests,
    identity: "fake",
    answerModes: createAnswerModes("auto", supportsStructured, { warn: () => {} }),
    async ask(request) {
      requests.push(request);
      return { text: answer(request), inputTokens: 10, outputTokens: 3 };
    },
  };
}

describe("answer modes", () => {
  it("the simulated model answers in both modes with the same value", async () => {
    const structured = await runPrompt(wakeHourPrompt, ada, { model: promptModelFor("simulated", { seed: 3 }) });
    const text = await runPrompt(wakeHourPrompt, ada, { model: promptModelFor("simulated", { seed: 3, answerMode: "text" }) });

    expect(structured.mode).toBe("structured");
    expect(JSON.parse(structured.answers[0]!)).toEqual({ hour: structured.value });
    expect(text.mode).toBe("text");
    expect(text.answers[0]).toMatch(/^\d{1,2}am$/);
    expect(text.value).toBe(structured.value);
    expect(structured.usage.test_wake_hour).toMatchObject({ structuredRuns: 1, textRuns: 0 });
    expect(text.usage.test_wake_hour).toMatchObject({ structuredRuns: 0, textRuns: 1 });
  });

  it("asks for the prompt's JSON schema in structured mode and reads the object, fences and reasoning aside", async () => {
    const model = fakeModel(() => '<think>She bakes, so early.</think>\n```json\n{"hour": 5}\n```');

    const run = await runPrompt(wakeHourPrompt, ada, { model });

    expect(run).toMatchObject({ value: 5, fellBack: false, mode: "structured" });
    const request = model.requests[0]!;
    expect(request.structured?.name).toBe("test_wake_hour");
    expect(request.structured?.schema).toMatchObject({ type: "object", properties: { hour: { type: "integer" } }, required: ["hour"] });
    expect(request.messages[0]!.content).toContain('Reply with only a JSON object with the field "hour"');
  });

  it("reads a prose answer to a structured request with the text parser (a server that ignored the schema)", async () => {
    const run = await runPrompt(wakeHourPrompt, ada, { model: fakeModel(() => "Ada usually gets up around 6am to start the dough.") });
    expect(run).toMatchObject({ value: 6, fellBack: false, mode: "structured" });
  });

  it("repairs a JSON answer that breaks the schema, naming the field", async () => {
    const answers = ['{"hour": "early"}', '{"hour": 6}'];
    const model = fakeModel(() => answers.shift()!);

    const run = await runPrompt(wakeHourPrompt, ada, { model });

    expect(run.value).toBe(6);
    const repair = model.requests[1]!.messages;
    expect(repair.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(repair[1]!.content).toBe('{"hour": "early"}');
    expect(repair[2]!.content).toMatch(/field "hour"/);
    expect(repair[2]!.content).toMatch(/Reply again with only the JSON object/);
    expect(run.usage.test_wake_hour).toMatchObject({ calls: 2, retries: 1, fallbacks: 0 });
  });

  it("a server that rejects structured requests but answers text: noticed once, said once, text for the rest of the run", async () => {
    const logger = capturingLogger();
    const model: PromptModel & { requests: ModelRequest[] } = {
      requests: [],
      identity: "no-schema",
      answerModes: createAnswerModes("auto", true, logger),
      async ask(request): Promise<ModelReply> {
        this.requests.push(request);
        if (request.structured) throw new RequestRejectedError(400, "HTTP 400: response_format json_schema is not supported");
        return { text: "Around 6am, I think.", inputTokens: 20, outputTokens: 6 };
      },
    };

    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runPrompt(wakeHourPrompt, ada, { model, logger }));

    expect(runs.map((r) => r.value)).toEqual([6, 6, 6]);
    expect(runs.map((r) => r.mode)).toEqual(["text", "text", "text"]);
    expect(model.requests.map((r) => (r.structured ? "structured" : "text"))).toEqual(["structured", "text", "text", "text"]);
    // The refused request is a call, neither a failed request nor a retry: it is the switch to text.
    expect(runs[0]!.usage.test_wake_hour).toMatchObject({ calls: 2, errors: 0, retries: 0, fallbacks: 0, textRuns: 1 });
    expect(runs[1]!.usage.test_wake_hour).toMatchObject({ calls: 1, errors: 0 });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/refused structured output .*json_schema is not supported.*text mode for the rest of the run/);
  });

  it("a request the server rejects in both modes is that prompt's counted fallback; structured mode stays on", async () => {
    const logger = capturingLogger();
    const model = fakeModel(() => "unused");
    model.ask = async (request) => {
      model.requests.push(request);
      throw new RequestRejectedError(400, "HTTP 400: This model's maximum context length is 4096 tokens");
    };

    const run = await runPrompt(wakeHourPrompt, ada, { model, logger });

    expect(run).toMatchObject({ value: 8, fellBack: true });
    expect(run.problem).toContain("maximum context length");
    expect(run.usage.test_wake_hour).toMatchObject({ calls: 2, errors: 2, fallbacks: 1 });
    expect(model.answerModes.current()).toBe("structured");
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain("fell back");
  });

  it("a forced mode wins over the model's support", async () => {
    expect(createAnswerModes("text", true).current()).toBe("text");
    expect(createAnswerModes("structured", false).current()).toBe("structured");
    expect(createAnswerModes("auto", false).current()).toBe("text");
    const run = await runPrompt(wakeHourPrompt, ada, { model: promptModelFor("simulated", { answerMode: "text" }) });
    expect(run.mode).toBe("text");
  });
});

describe("the answer cache", () => {
  it("is keyed by the model's identity: a chat model passed in code never gets the simulated model's answers", async () => {
    const store = new InMemoryStore();
    const cache = answerCacheOf(store);
    // Same model name and seed in both settings: the old key ("simulated#0") was the same for both.
    const simulated = await modelsFor(readRunSettings({ context: { answerMode: "text" } }));
    const fake = new FakeListChatModel({ responses: ["I'd say she's up at 4am, before the first loaves."] });
    const inCode = await modelsFor(readRunSettings({ context: { chatModel: fake, answerMode: "text" } }));

    const fromSimulated = await runPrompt(wakeHourPrompt, ada, { model: withAnswerCache(simulated.chat, cache) });
    const fromCode = await runPrompt(wakeHourPrompt, ada, { model: withAnswerCache(inCode.chat, cache) });
    const again = await runPrompt(wakeHourPrompt, ada, { model: withAnswerCache(inCode.chat, cache) });

    expect(fromSimulated.value).not.toBe(4);
    expect(fromCode.value).toBe(4);
    expect(fromCode.usage.test_wake_hour).toMatchObject({ calls: 1, cached: 0 });
    expect(again.value).toBe(4);
    expect(again.usage.test_wake_hour).toMatchObject({ calls: 0, cached: 1 });
  });

  it("an identical request in flight waits for the first answer instead of asking again", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const model = fakeModel(() => "6am");
    const inner = model.ask.bind(model);
    model.ask = async (request) => {
      await gate;
      return inner(request);
    };
    const cached = withAnswerCache(model, answerCacheOf(new InMemoryStore()));

    const both = Promise.all([runPrompt(wakeHourPrompt, ada, { model: cached }), runPrompt(wakeHourPrompt, ada, { model: cached })]);
    release();
    const [first, second] = await both;

    expect(model.requests).toHaveLength(1);
    expect([first.usage.test_wake_hour!.cached, second.usage.test_wake_hour!.cached].sort()).toEqual([0, 1]);
    expect(second.value).toBe(6);
  });

  it("never answers a repair turn or a sampled prompt from the cache", async () => {
    const model = fakeModel(() => "soon");
    const cached = withAnswerCache(model, answerCacheOf(new InMemoryStore()));
    await runPrompt(wakeHourPrompt, ada, { model: cached, logger: { warn: () => {} } });
    expect(model.requests).toHaveLength(3); // the first, and two repair turns that the cache must not answer
    await runPrompt(wakeHourPrompt, ada, { model: cached, generation: { temperature: 0.7 }, logger: { warn: () => {} } });
    expect(model.requests).toHaveLength(6);
  });
});

describe("token caps", () => {
  const caps = { scale: 1, min: 64, byPrompt: {} };

  it("raise small caps to the floor, scale every cap, and take a prompt's own cap outright", () => {
    expect(tokenCapFor("wake_up_hour", 5, caps)).toBe(64);
    expect(tokenCapFor("daily_plan", 500, caps)).toBe(500);
    expect(tokenCapFor("daily_plan", 500, { ...caps, scale: 4 })).toBe(2000);
    expect(tokenCapFor("wake_up_hour", 5, { ...caps, byPrompt: { wake_up_hour: 16 } })).toBe(16);
    expect(tokenCapFor("free_text", undefined, caps)).toBeUndefined();
  });

  it("are what the model receives", async () => {
    const model = fakeModel(() => "5am");
    await runPrompt(wakeHourPrompt, ada, { model: withTokenCaps(model, { scale: 3, min: 0, byPrompt: {} }) });
    await runPrompt(wakeHourPrompt, ada, { model: withTokenCaps(model, caps) });
    expect(model.requests.map((r) => r.generation.maxTokens)).toEqual([15, 64]);
  });

  it("are read from the run context, and a bad field is named", () => {
    expect(readRunSettings({ context: {} }).maxTokens).toEqual({ scale: 1, min: 64, byPrompt: {} });
    expect(readRunSettings({ context: { maxTokens: { scale: 4 } } }).maxTokens).toEqual({ scale: 4, min: 64, byPrompt: {} });
    expect(() => readRunSettings({ context: { maxTokens: { scael: 4 } } })).toThrow(/"maxTokens.scael"/);
    expect(() => readRunSettings({ context: { answerMode: "json" } })).toThrow(/"answerMode"/);
  });
});

describe("redactSecrets", () => {
  it("masks the given secrets and anything shaped like a key", () => {
    const text = "upstream said: key my-local-secret-42 is invalid; Authorization: Bearer abc.def; sk-proj-1234567890abcd; api_key=zzz123";
    const masked = redactSecrets(text, ["my-local-secret-42"]);
    expect(masked).not.toContain("my-local-secret-42");
    expect(masked).not.toContain("abc.def");
    expect(masked).not.toContain("sk-proj-1234567890abcd");
    expect(masked).not.toContain("zzz123");
    expect(masked).toContain("upstream said");
  });
});
