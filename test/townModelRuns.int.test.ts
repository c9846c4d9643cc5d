/**
 * Town runs on an OpenAI-compatible endpoint, through the command line as a user runs them, against our test server
 * on 127.0.0.1: a recorded run replayed offline ends byte-identical; a replay that asks what its recording does not
 * hold stops naming the prompt; an endpoint that keeps failing stops the run at its last checkpoint with one
 * sentence, and no key reaches any file of the run folder; the run then resumes; the start check stops a run on 5xx;
 * a town of ten personas goes on when the server refuses structured output, and when it rejects one prompt (HTTP 400).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTROL_DIR } from "../drivers/town/liveControl.js";
import { CLI } from "./support/cli.js";
import { currentState, openRun } from "../drivers/town/townRun.js";
import { RECORDING_FILE } from "../tools/models/recording.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";
import { realisticAnswer } from "./support/realisticResponder.js";

const KEY = "town-secret-key-5d1e8b42";
const RUN_ARGS = ["--start", "2024-05-06T06:50:00", "--hours", "0.25", "--checkpoint-every", "5", "--seed", "2", "--model", "openai/test-model"];

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-model-runs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let server: OpenAiServer;
beforeEach(async () => {
  server = await startOpenAiServer({ apiKey: KEY, respond: realisticAnswer });
});
afterEach(async () => {
  await server.close().catch(() => {}); // a test may have closed it already (offline replay)
});

interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a child process (asynchronous: the test server lives in this process). */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, ...args], {
      env: { ...process.env, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Every file a run writes as its outcome, movement.jsonl included (not its bookkeeping: run.json, databases, the
 * recording, the live control mailbox that names its process; nor the replay page, a view of these outputs that names
 * its run folder and when it was last written).
 */
function outputs(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (path.relative(folder, full) !== "replay" && path.relative(folder, full) !== CONTROL_DIR) walk(full);
      } else if (!/\.sqlite|^run\.json$|^replay\.html$/.test(name) && name !== RECORDING_FILE) {
        files[path.relative(folder, full)] = readFileSync(full, "utf8");
      }
    }
  };
  walk(folder);
  return files;
}

/** Files of a folder (recursively) whose bytes contain `text`. */
function filesContaining(folder: string, text: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) found.push(...filesContaining(full, text));
    else if (readFileSync(full).includes(Buffer.from(text))) found.push(full);
  }
  return found;
}

const simulacraLine = (stderr: string) => stderr.split(/\r|\n/).filter((l) => l.startsWith("simulacra:"));

function sentenceCount(message: string): number {
  return message.replace(/https?:\/\/\S+/g, "URL").match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

/** The CLI's summary line: "LLM: 148 calls, 0 retries, 0 fallbacks, 0 failed requests; 143 prompts in text mode." */
function summaryOf(stdout: string) {
  const line = stdout.split("\n").find((l) => l.startsWith("LLM: "));
  const number = (pattern: RegExp) => Number(pattern.exec(line ?? "")?.[1] ?? NaN);
  return {
    line,
    failed: number(/(\d+) failed requests/),
    structured: number(/(\d+) prompts in structured mode/),
    text: number(/(\d+) prompts in text mode/),
  };
}

/** usage.md's table: prompt id -> its Mode cell (the Total row included). */
function modeColumn(folder: string): Record<string, string> {
  const rows = readFileSync(path.join(folder, "usage.md"), "utf8").split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| Prompt"));
  return Object.fromEntries(rows.map((row) => row.split("|").map((cell) => cell.trim())).map((cells) => [cells[1]!.replace(/\*/g, ""), cells[2]!]));
}

describe("a recorded town run", () => {
  it("replays offline to byte-identical outputs; a prompt the recording does not hold stops the replay, named", { timeout: 600_000 }, async () => {
    const recorded = path.join(tmp, "recorded");
    const run = await cli(["run", "--record", "--out", recorded, ...RUN_ARGS]);
    expect(run.status, run.stderr).toBe(0);
    // A server with structured output: every prompt that declares a schema ran in structured mode, said per prompt
    // in usage.md and in total on the CLI's summary line.
    const usage = JSON.parse(readFileSync(path.join(recorded, "usage.json"), "utf8"));
    const summary = summaryOf(run.stdout);
    expect(summary.structured).toBe(usage.total.structuredRuns);
    expect(summary.structured).toBeGreaterThan(10);
    const modes = modeColumn(recorded);
    expect(modes.event_poignancy).toBe("structured");
    for (const [id, u] of Object.entries(usage.byPrompt) as Array<[string, { structuredRuns: number; textRuns: number }]>) {
      const expected = !u.textRuns ? "structured" : !u.structuredRuns ? "text" : `structured ${u.structuredRuns}, text ${u.textRuns}`;
      expect(modes[id], id).toBe(expected);
    }
    const recording = path.join(recorded, RECORDING_FILE);
    const lines = readFileSync(recording, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ kind: "recording", model: "openai/test-model", embeddings: "hashing", seed: 2 });
    const chats = lines.filter((l) => l.kind === "chat");
    // Every exchange: one line per request the town made (answers from the cache need none).
    expect(chats.length).toBe(usage.total.calls);
    expect(chats.length).toBeGreaterThan(10);
    expect(chats[0]).toMatchObject({ prompt: expect.any(String), version: expect.any(Number), mode: expect.stringMatching(/^(text|structured)$/) });
    expect(chats[0].messages[0]).toMatchObject({ role: "user", content: expect.any(String) });
    expect(chats[0].settings).toMatchObject({ temperature: expect.any(Number) });
    expect(chats.every((c) => typeof c.answer === "string" && c.tokens.input > 0)).toBe(true);
    expect(new Set(chats.map((c) => c.prompt)).size).toBeGreaterThan(3);
    expect(filesContaining(recorded, KEY)).toEqual([]);

    // Offline: nothing listens any more.
    await server.close();
    const replayed = path.join(tmp, "replayed");
    const replay = await cli(["run", "--out", replayed, ...RUN_ARGS.slice(0, -1), `replay:${recording}`], {
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
    });
    expect(replay.status, replay.stderr).toBe(0);
    expect(outputs(replayed)).toEqual(outputs(recorded));

    // A recording without one prompt's exchanges: the first request of that prompt stops the run, naming it.
    const missing = chats.at(-1).prompt as string;
    const trimmed = path.join(tmp, "trimmed.jsonl");
    writeFileSync(trimmed, readFileSync(recording, "utf8").split("\n").filter((l) => !l.includes(`"prompt":"${missing}"`)).join("\n"));
    const longer = path.join(tmp, "trimmed-replay");
    const past = await cli(["run", "--out", longer, ...RUN_ARGS.slice(0, -1), `replay:${trimmed}`], { OPENAI_API_KEY: "" });
    expect(past.status).not.toBe(0);
    const [sentence] = simulacraLine(past.stderr);
    expect(sentence).toContain(`holds no answer for prompt "${missing}"`);
    // Resuming would ask the recording the same question: the sentence ends where the run stopped.
    expect(sentence).toMatch(/; the run stopped at its last checkpoint \((2024-05-06T\d\d:\d\d:\d\d|its start)\)\.$/);
    expect(sentence).not.toContain("resume");
  });
});

describe("an endpoint that keeps failing during a run", () => {
  it("stops the run at its last checkpoint with one sentence, keeps the key out of every file, and the run resumes", { timeout: 600_000 }, async () => {
    let answered = 0;
    // Answers for a while, then fails every request, echoing the caller's key in its error text.
    server.respondWith((request) => (answered++ < 40 ? realisticAnswer(request) : { status: 503, echoKey: true, message: "no healthy upstream" }));
    const folder = path.join(tmp, "failing");

    const failed = await cli(["run", "--record", "--out", folder, "--max-failed-requests", "4", "--request-timeout", "20", ...RUN_ARGS]);

    expect(failed.status).not.toBe(0);
    const lines = simulacraLine(failed.stderr);
    expect(lines).toHaveLength(1);
    const sentence = lines[0]!;
    expect(sentence).toContain(`The OpenAI-compatible endpoint at ${server.baseURL} failed 4 requests in a row (last: HTTP 503`);
    expect(sentence).toMatch(/the run stopped at its last checkpoint \((2024-05-06T\d\d:\d\d:\d\d|its start)\)/);
    expect(sentence).toContain(`npm start -- resume --run ${folder}" once the model answers again.`);
    expect(sentenceCount(sentence.replace(folder, "FOLDER"))).toBe(1);
    // The recording holds what the run stopped on, masked like every message.
    const exchanges = readFileSync(path.join(folder, RECORDING_FILE), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const stops = exchanges.filter((e) => e.error?.type === "stopped");
    expect(stops.length).toBeGreaterThan(0);
    expect(stops[0].error.message).toContain("failed 4 requests in a row (last: HTTP 503: Upstream request with key *** failed: no healthy upstream)");
    expect(`${failed.stdout}\n${failed.stderr}`).not.toContain(KEY);
    expect(filesContaining(folder, KEY)).toEqual([]);
    expect(existsSync(path.join(folder, "checkpoints.sqlite"))).toBe(true);
    const stoppedAt = (await withRun(folder, currentState))?.clock.time;
    expect(sentence).toContain(`(${stoppedAt ?? "its start"})`);

    server.respondWith(realisticAnswer);
    const resumed = await cli(["resume", "--run", folder]);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect((await withRun(folder, currentState))?.clock.time).toBe("2024-05-06T07:05:00");
    expect(filesContaining(folder, KEY)).toEqual([]);
  });

  it("the start check stops a run on an endpoint that answers 5xx, with one sentence", { timeout: 120_000 }, async () => {
    server.setModelsStatus(503);
    const result = await cli(["run", "--out", path.join(tmp, "never"), ...RUN_ARGS]);
    expect(result.status).toBe(1);
    const [sentence] = simulacraLine(result.stderr);
    expect(sentence).toMatch(/is failing \(HTTP 503 to GET \/models\)/);
    expect(sentenceCount(sentence!)).toBe(1);
    expect(server.requestsTo("/v1/chat/completions")).toHaveLength(0);
  });
});

/**
 * A town of the first `n` personas of the original 25-persona Smallville, written to a scratch folder (the original
 * files are read from their path, never part of the project).
 */
function smallvilleTown(n: number): { scenario: string; map: string } {
  const base = path.join(SMALLVILLE, "base_the_ville_n25");
  const scenario = path.join(tmp, `smallville-${n}`);
  if (!existsSync(scenario)) {
    const meta = JSON.parse(readFileSync(path.join(base, "reverie", "meta.json"), "utf8"));
    const names: string[] = meta.persona_names.slice(0, n);
    const places = JSON.parse(readFileSync(path.join(base, "environment", "0.json"), "utf8"));
    mkdirSync(path.join(scenario, "reverie"), { recursive: true });
    mkdirSync(path.join(scenario, "environment"), { recursive: true });
    writeFileSync(path.join(scenario, "reverie", "meta.json"), JSON.stringify({ ...meta, persona_names: names }));
    writeFileSync(path.join(scenario, "environment", "0.json"), JSON.stringify(Object.fromEntries(names.map((name) => [name, places[name]]))));
    for (const name of names) cpSync(path.join(base, "personas", name), path.join(scenario, "personas", name), { recursive: true });
  }
  return { scenario, map: path.join(SMALLVILLE, "the_ville") };
}

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const haveSmallville = existsSync(path.join(SMALLVILLE, "base_the_ville_n25"));
if (!haveSmallville && process.env.CI === "true") throw new Error(`The original Smallville data is missing at ${SMALLVILLE}: CI needs it.`);

/** Ten personas from midnight: they all wake and plan at once, eight calls in flight (the default concurrency). */
function tenPersonaArgs(folder: string): string[] {
  const { scenario, map } = smallvilleTown(10);
  return ["run", "--scenario", scenario, "--map", map, "--hours", "0.05", "--seed", "3", "--model", "openai/test-model", "--out", folder];
}

describe.skipIf(!haveSmallville)(`a town of ten personas on a server that rejects requests${haveSmallville ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, () => {
  it("a server without structured output: auto mode switches to text once, every refusal asked again in text, and the town finishes", { timeout: 600_000 }, async () => {
    server.setStructuredOutput(false);
    const folder = path.join(tmp, "no-structured");

    // Fewer failures in a row stop the run than structured requests are in flight when the first refusal comes back.
    const run = await cli([...tenPersonaArgs(folder), "--max-failed-requests", "3"]);

    expect(run.status, run.stderr).toBe(0);
    const refusals = server.requestsTo("/v1/chat/completions").filter((r) => r.body.response_format?.type === "json_schema");
    expect(refusals.length).toBeGreaterThan(3);
    expect(run.stderr.match(/refused structured output/g)).toHaveLength(1);
    expect(run.stderr).not.toContain("MaxListenersExceededWarning"); // ten persona runs listening at once
    expect(simulacraLine(run.stderr)).toEqual([]);
    const summary = summaryOf(run.stdout);
    expect(summary.line).not.toContain("structured mode");
    expect(summary.failed).toBe(0); // a refusal is the switch to text, not a failed request
    const usage = JSON.parse(readFileSync(path.join(folder, "usage.json"), "utf8"));
    expect(summary.text).toBe(usage.total.runs);
    expect(usage.total).toMatchObject({ errors: 0, fallbacks: 0, structuredRuns: 0 });
    expect(new Set(Object.values(modeColumn(folder)))).toEqual(new Set(["text"]));
  });

  it("HTTP 400 to every request of one prompt, many in flight at once: that prompt's fallbacks, counted; the town finishes", { timeout: 600_000 }, async () => {
    // The poignancy prompt is over this server's context length; every other prompt is answered.
    server.respondWith((request) =>
      request.body.messages[0].content.includes("Score how much the event below matters")
        ? { status: 400, echoKey: true, message: "This model's maximum context length is 4096 tokens (see the docs.) Shorten the prompt." }
        : realisticAnswer(request),
    );
    const folder = path.join(tmp, "one-prompt-rejected");

    const run = await cli([...tenPersonaArgs(folder), "--answer-mode", "text", "--max-failed-requests", "3"]);

    expect(run.status, run.stderr).toBe(0);
    expect(simulacraLine(run.stderr)).toEqual([]);
    const usage = JSON.parse(readFileSync(path.join(folder, "usage.json"), "utf8"));
    const poignancy = usage.byPrompt.event_poignancy;
    expect(poignancy.runs).toBeGreaterThan(3);
    expect(poignancy).toMatchObject({ fallbacks: poignancy.runs, errors: poignancy.runs, calls: poignancy.runs, textRuns: poignancy.runs });
    expect(usage.total.errors).toBe(poignancy.runs);
    expect(summaryOf(run.stdout).failed).toBe(poignancy.runs);
    expect(run.stderr).toContain('prompt "event_poignancy" v1 fell back to its fail-safe 4 after 0 answer(s) in text mode (the server rejected the request: HTTP 400');
    expect(`${run.stdout}\n${run.stderr}`).not.toContain(KEY);
  });
});

async function withRun<T>(folder: string, read: (run: Awaited<ReturnType<typeof openRun>>) => Promise<T>): Promise<T> {
  const run = await openRun(folder);
  try {
    return await read(run);
  } finally {
    await run.close();
  }
}
