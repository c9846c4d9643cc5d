/**
 * Recording and replaying the model exchanges of a run, through the run's models (`modelsFor` with the run context)
 * against our OpenAI-compatible test server: every exchange is written (prompt, messages, settings, mode, answer,
 * tokens, failures the run saw), and the replay answers offline exactly what the run got, remote embeddings included.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EndpointFailedError } from "../prompts/modelErrors.js";
import { registerPrompt } from "../prompts/registry.js";
import { runPrompt, type PromptLogger } from "../prompts/runner.js";
import { readRunSettings, type RunContextInput } from "../state/runContext.js";
import { ModelConfigError } from "../tools/models/factory.js";
import { RECORDING_FILE } from "../tools/models/recording.js";
import { ReplayMissError } from "../tools/models/replay.js";
import { modelsFor } from "../tools/models/runModels.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";
import { wakeHourPrompt } from "./support/wakeHourPrompt.js";

registerPrompt(wakeHourPrompt);
const KEY = "record-replay-key-0c9e71";
const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-record-"));
let server: OpenAiServer;
let file: string;
let n = 0;

beforeAll(async () => {
  server = await startOpenAiServer({ apiKey: KEY });
  process.env.OPENAI_API_KEY = KEY;
  process.env.OPENAI_BASE_URL = server.baseURL;
});
afterAll(async () => {
  await server.close().catch(() => {});
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  file = path.join(tmp, `${++n}-${RECORDING_FILE}`);
  server.setStructuredOutput(true);
});

function quiet(): PromptLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}

const settings = (context: RunContextInput) => readRunSettings({ context: { requestRetries: 1, ...context } as never });
const names = ["Ada Okafor", "Mei Lin", "Tomas Reyes"];

async function askAll(context: RunContextInput, logger: PromptLogger) {
  const models = await modelsFor(settings({ ...context, logger }));
  const runs = [];
  for (const name of names) runs.push(await runPrompt(wakeHourPrompt, { name }, { model: models.chat, logger }));
  const vectors = await models.embeddings.embedDocuments(["Ada is baking bread", "Mei reads"]);
  return { runs: runs.map(({ value, fellBack, answers, usage, mode }) => ({ value, fellBack, answers, usage, mode })), vectors };
}

describe("record and replay", () => {
  it("a replay answers offline exactly what the recorded run got: answers, repairs, failures, tokens, embeddings", async () => {
    server.script(
      { text: '{"hour": 5}', usage: { prompt_tokens: 90, completion_tokens: 6 } },
      { text: "I think around 6am." }, // prose to a structured request: read as text
      { status: 503, message: "overloaded" }, // a transport retry
      { text: '{"hour": 14}' }, // fails validate: a repair turn
      { text: '{"hour": 7}' },
    );
    const context = { model: "openai/test-model", embeddings: "openai/test-embed", record: file, seed: 4 };
    const recorded = await askAll(context, quiet());

    const lines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ kind: "recording", format: 1, model: "openai/test-model", embeddings: "openai/test-embed", seed: 4, startMode: "structured" });
    const chats = lines.filter((l) => l.kind === "chat");
    expect(chats).toHaveLength(4);
    expect(chats[0]).toMatchObject({
      prompt: "test_wake_hour",
      version: 1,
      mode: "structured",
      settings: { temperature: 0, maxTokens: 64 },
      answer: '{"hour": 5}',
      tokens: { input: 90, output: 6 },
      failedRequests: 0,
    });
    expect(chats[0].messages[0].content).toContain("At what hour does Ada Okafor wake up?");
    expect(chats[2]).toMatchObject({ answer: '{"hour": 14}', failedRequests: 1 });
    expect(chats[3].messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(lines.filter((l) => l.kind === "embedding").map((l) => l.text)).toEqual(["Ada is baking bread", "Mei reads"]);
    expect(readFileSync(file, "utf8")).not.toContain(KEY);

    const requestsBefore = server.requests.length;
    const replayed = await askAll({ ...context, model: `replay:${file}` }, quiet());

    expect(server.requests.length).toBe(requestsBefore);
    expect(replayed).toEqual(recorded);
    expect(recorded.runs.map((r) => r.value)).toEqual([5, 6, 7]);
    expect(recorded.runs[2]!.usage.test_wake_hour).toMatchObject({ calls: 3, errors: 1, retries: 2 });
  });

  it("replays a run whose server refused structured output: the same switch to text, said once", async () => {
    server.setStructuredOutput(false);
    server.script({ text: "5am" }, { text: "Mei wakes at 7am." }, { text: "6am." });
    const context = { model: "openai/test-model", record: file };
    const recordedLog = quiet();
    const recorded = await askAll(context, recordedLog);
    const replayLog = quiet();
    const replayed = await askAll({ ...context, model: `replay:${file}` }, replayLog);

    expect(replayed).toEqual(recorded);
    expect(recorded.runs.map((r) => r.mode)).toEqual(["text", "text", "text"]);
    expect(replayLog.warnings).toEqual(recordedLog.warnings);
    expect(replayLog.warnings).toHaveLength(1);
  });

  it("records what a failing endpoint stopped the run on; the replay stops there too, and says resuming cannot help", async () => {
    server.script({ text: '{"hour": 5}' }, { status: 503, message: "no healthy upstream" }, { status: 503, message: "no healthy upstream" });
    const models = await modelsFor(settings({ model: "openai/test-model", record: file, maxFailedRequestsInARow: 2 }));
    expect((await runPrompt(wakeHourPrompt, { name: "Ada Okafor" }, { model: models.chat })).value).toBe(5);
    const stopped = await runPrompt(wakeHourPrompt, { name: "Mei Lin" }, { model: models.chat, logger: quiet() }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(EndpointFailedError);

    const lines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({
      kind: "chat",
      prompt: "test_wake_hour",
      error: { type: "stopped", message: expect.stringContaining("failed 2 requests in a row (last: HTTP 503: no healthy upstream)") },
    });

    const replay = await modelsFor(settings({ model: `replay:${file}` }));
    expect((await runPrompt(wakeHourPrompt, { name: "Ada Okafor" }, { model: replay.chat })).value).toBe(5);
    const again = (await runPrompt(wakeHourPrompt, { name: "Mei Lin" }, { model: replay.chat }).catch((e: unknown) => e)) as EndpointFailedError;
    expect(again).toBeInstanceOf(EndpointFailedError);
    expect(again.message).toMatch(/failed 2 requests in a row \(last: HTTP 503: no healthy upstream\) \(replayed: the recorded run stopped here\)$/);
    expect(again.resumeWhen).toBeNull();
  });

  it("stops on a request the recording does not hold, naming the prompt; checks seed and embeddings first", async () => {
    server.script({ text: '{"hour": 5}' });
    const models = await modelsFor(settings({ model: "openai/test-model", record: file }));
    await runPrompt(wakeHourPrompt, { name: "Ada Okafor" }, { model: models.chat });

    const replay = await modelsFor(settings({ model: `replay:${file}` }));
    expect((await runPrompt(wakeHourPrompt, { name: "Ada Okafor" }, { model: replay.chat })).value).toBe(5);
    const miss = await runPrompt(wakeHourPrompt, { name: "Mei Lin" }, { model: replay.chat }).catch((e: unknown) => e as Error);
    expect(miss).toBeInstanceOf(ReplayMissError);
    expect((miss as Error).message).toContain('holds no answer for prompt "test_wake_hour" (v1, structured mode)');
    expect((miss as ReplayMissError).resumeWhen).toBeNull(); // resuming the replay would miss the same answer

    await expect(modelsFor(settings({ model: `replay:${file}`, seed: 9 }))).rejects.toThrow(ModelConfigError);
    await expect(modelsFor(settings({ model: `replay:${file}`, seed: 9 }))).rejects.toThrow(/seed 0/);
    await expect(modelsFor(settings({ model: `replay:${file}`, embeddings: "openai/test-embed" }))).rejects.toThrow(/embeddings "hashing"/);
    await expect(modelsFor(settings({ model: `replay:${path.join(tmp, "none.jsonl")}` }))).rejects.toThrow(/Cannot read the recording/);
  });
});
