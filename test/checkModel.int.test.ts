/**
 * check-model against the test OpenAI-compatible server over real HTTP: a sound model (it answers every prompt the
 * way the realistic-answer corpus shows good models answering), a weak one (refusals and answers cut off at the token
 * cap, no structured output), an endpoint that fails, one that limits concurrency with HTTP 429, and the command
 * line's report and exit codes. The fake answers are the corpus's realistic answers, not the simulated model's.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkModel } from "../drivers/checkModel.js";
import { MODEL_CHECK_INPUTS } from "../examples/modelCheckInputs.js";
import { getPrompt } from "../prompts/registry.js";
import { renderTemplate } from "../prompts/runner.js";
import { corpora } from "./prompts/corpus/index.js";
import { startOpenAiServer, type Answer, type OpenAiServer, type RecordedRequest } from "./support/openaiServer.js";
import { CLI } from "./support/cli.js";
import { freePort } from "../servers/freePort.js";

const KEY = "sk-check-model-secret-1234";
let server: OpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The prompt a request asks: its schema's name in structured mode, else the rendered template it starts with. */
const rendered = Object.entries(MODEL_CHECK_INPUTS).map(([id, inputs]) => {
  const prompt = getPrompt(id)!;
  return [id, renderTemplate(prompt.template, prompt.variables(prompt.inputSchema.parse(inputs)))] as const;
});
function promptOf(request: RecordedRequest): string {
  const named = request.body?.response_format?.json_schema?.name;
  if (typeof named === "string") return named;
  const first: string = request.body?.messages?.[0]?.content ?? "";
  return rendered.find(([, text]) => first.startsWith(text))?.[0] ?? "unknown";
}

/** A good model's answer to each prompt: the corpus's first readable answer (text) or valid object (structured). */
function soundAnswer(request: RecordedRequest): Answer {
  const corpus = corpora.find((c) => c.prompt.id === promptOf(request))!;
  if (request.body?.response_format) {
    const valid = corpus.structured.find((c) => c.expected !== "fallback" && !c.inputs)!;
    return { text: typeof valid.answer === "string" ? valid.answer : JSON.stringify(valid.answer) };
  }
  const good = corpus.text.find((c) => c.expected !== "fallback" && !c.miss && !c.inputs && !c.finishReason && c.style !== "reasoning")!;
  return { text: good.answer };
}

/** A weak model: refuses half the prompts and runs out of tokens on the rest, whatever it is asked. */
function weakAnswer(request: RecordedRequest): Answer {
  const id = promptOf(request);
  const index = rendered.findIndex(([name]) => name === id);
  if (index % 2 === 0) return { text: "I'm sorry, but I can't help with that request." };
  return { text: "Sure! Let me think about this step by step. First, we need to consider who", finishReason: "length" };
}

const env = (s: OpenAiServer) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: s.baseURL });

describe("checkModel", () => {
  it("finds a sound model sound: every prompt read in structured mode, the concurrency it holds, the exchanges recorded without the key", async () => {
    server = await startOpenAiServer({ apiKey: KEY, respond: soundAnswer });
    const record = path.join(mkdtempSync(path.join(tmpdir(), "check-model-")), "exchanges.jsonl");
    const lines: string[] = [];
    const check = await checkModel({ model: "openai/test-model", env: env(server), record, maxConcurrency: 8, onPrompt: (p) => lines.push(p.prompt) });
    expect(check.verdict).toBe("sound");
    expect(check.prompts).toHaveLength(Object.keys(MODEL_CHECK_INPUTS).length);
    expect(lines).toEqual(check.prompts.map((p) => p.prompt));
    expect(check.prompts.filter((p) => p.outcome !== "read")).toEqual([]);
    expect(check.prompts.every((p) => p.mode === "structured" && p.inputTokens > 0 && p.outputTokens > 0)).toBe(true);
    expect(check.settings).toEqual({ answerMode: "structured", maxTokensScale: 1, concurrency: 8 });
    expect(check.bursts.map((b) => b.concurrency)).toEqual([1, 2, 4, 8]);
    const recording = readFileSync(record, "utf8");
    expect(recording).not.toContain(KEY);
    const entries = recording.trim().split("\n").map((l) => JSON.parse(l));
    expect(entries[0]).toMatchObject({ kind: "recording", model: "openai/test-model", startMode: "structured" });
    expect(entries.filter((e) => e.kind === "chat")).toHaveLength(check.prompts.length);
  }, 120_000);

  it("finds a weak model weak: refusals and cut-off answers fall back, text mode after the refusal of structured output, a larger token cap advised", async () => {
    server = await startOpenAiServer({ apiKey: KEY, respond: weakAnswer, structuredOutput: false });
    const check = await checkModel({ model: "openai/test-model", env: env(server), maxConcurrency: 2 });
    expect(check.verdict).toBe("weak");
    expect(check.settings.answerMode).toBe("text");
    expect(check.settings.maxTokensScale).toBe(4);
    const fellBack = check.prompts.filter((p) => p.outcome === "fell back");
    expect(fellBack.length).toBeGreaterThan(check.prompts.length / 2);
    expect(check.prompts.filter((p) => p.cutOffs > 0).length).toBeGreaterThan(10);
    expect(check.notes.join("\n")).toMatch(/refused structured output/);
    // The cut-off answers were asked again with a larger cap: the endpoint saw it.
    const caps = server.requestsTo("/v1/chat/completions").map((r) => r.body.max_tokens);
    expect(Math.max(...caps)).toBeGreaterThan(Math.min(...caps) * 2);
  }, 120_000);

  it("finds an endpoint that fails every request unusable, with the transport's one sentence and no key", async () => {
    server = await startOpenAiServer({ apiKey: KEY, respond: () => ({ status: 500, message: "model crashed", echoKey: true }) });
    const check = await checkModel({ model: "openai/test-model", env: env(server) });
    expect(check.verdict).toBe("unusable");
    expect(check.reasons[0]).toMatch(/stopped answering.*failed 6 requests in a row/);
    expect(JSON.stringify(check)).not.toContain(KEY);
    expect(check.bursts).toEqual([]);
  }, 120_000);

  it("advises the concurrency an endpoint holds without HTTP 429", async () => {
    let inFlight = 0;
    server = await startOpenAiServer({
      apiKey: KEY,
      respond: (request) => {
        if (inFlight >= 4) return { status: 429, message: "Rate limit reached for requests", retryAfter: "1" };
        inFlight++;
        // Made before the server's own timer of the same delay: the count drops just before the answer is sent.
        setTimeout(() => inFlight--, 300);
        return { ...soundAnswer(request), delayMs: 300 };
      },
    });
    const check = await checkModel({ model: "openai/test-model", env: env(server), prompts: ["wake_up_hour", "event_poignancy"], maxConcurrency: 16 });
    expect(check.settings.concurrency).toBe(4);
    expect(check.bursts.at(-1)).toMatchObject({ concurrency: 8, limited: 4 });
    expect(check.reasons.join(" ")).toMatch(/At 8 requests at once the endpoint answered HTTP 429 to 4/);
  }, 120_000);
});

/** The command as a user runs it (async: the test server answers in this process). */
function runCli(args: string[], extraEnv: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI, ...args], { env: { ...process.env, ...extraEnv } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm start -- check-model", () => {
  it("prints a line per prompt, what to set and the verdict, and exits 2 for a weak model", async () => {
    server = await startOpenAiServer({ apiKey: KEY, respond: weakAnswer, structuredOutput: false });
    const record = path.join(mkdtempSync(path.join(tmpdir(), "check-model-")), "weak.jsonl");
    const { code, stdout } = await runCli(["check-model", "--model", "openai/test-model", "--record", record, "--max-concurrency", "2"], env(server));
    expect(code).toBe(2);
    expect(stdout).toMatch(/^\s+1\/40 ✗ fell back\s+decide_to_talk/m);
    expect(stdout).toContain("--answer-mode text");
    expect(stdout).toContain("--max-tokens-scale 4");
    expect(stdout).toContain("Verdict: the endpoint serves, but a day on this model would lean on fail-safes.");
    expect(stdout).toContain(`The exchanges are in ${record}`);
    expect(stdout).not.toContain(KEY);
  }, 180_000);

  it("exits 1 with one sentence when the endpoint cannot be reached", async () => {
    const { code, stdout } = await runCli(["check-model", "--model", "openai/test-model"], { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `http://127.0.0.1:${await freePort()}/v1` });
    expect(code).toBe(1);
    // No settings to give from an endpoint that answered nothing (it printed "--concurrency 1 (the default)", run's is 8).
    expect(stdout).not.toContain("Set for a run");
    expect(stdout).not.toMatch(/\n\n\n/);
    expect(stdout).toMatch(/Verdict: this endpoint cannot serve a run\.\n\s+Cannot reach the OpenAI-compatible endpoint at http:\/\/127\.0\.0\.1:\d+\/v1 \(OPENAI_BASE_URL\): connection refused at 127\.0\.0\.1:\d+; is the server running/);
  }, 180_000);
});
