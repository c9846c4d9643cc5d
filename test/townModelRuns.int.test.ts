/**
 * Town runs on an OpenAI-compatible endpoint, through the command line as a user runs them, against our test server
 * on 127.0.0.1: a recorded run replayed offline ends byte-identical; a replay that asks what its recording does not
 * hold stops naming the prompt; an endpoint that keeps failing stops the run at its last checkpoint with one
 * sentence, and no key reaches any file of the run folder; the run then resumes; the start check stops a run on 5xx.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
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
    const child = spawn(process.execPath, ["--import", "tsx", "cli/main.ts", ...args], {
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
 * Every file a run writes as its outcome (not its bookkeeping: run.json, databases, the recording; nor the replay
 * page, a view of these outputs that names its run folder and when it was last written).
 */
function outputs(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (path.relative(folder, full) !== "replay") walk(full);
      } else if (!/\.sqlite|\.jsonl$|^run\.json$|^replay\.html$/.test(name)) files[path.relative(folder, full)] = readFileSync(full, "utf8");
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

describe("a recorded town run", () => {
  it("replays offline to byte-identical outputs; a prompt the recording does not hold stops the replay, named", { timeout: 600_000 }, async () => {
    const recorded = path.join(tmp, "recorded");
    const run = await cli(["run", "--record", "--out", recorded, ...RUN_ARGS]);
    expect(run.status, run.stderr).toBe(0);
    const recording = path.join(recorded, RECORDING_FILE);
    const lines = readFileSync(recording, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ kind: "recording", model: "openai/test-model", embeddings: "hashing", seed: 2 });
    const chats = lines.filter((l) => l.kind === "chat");
    // Every exchange: one line per request the town made (answers from the cache need none).
    const usage = JSON.parse(readFileSync(path.join(recorded, "usage.json"), "utf8"));
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
    expect(sentence).toContain(`resume --run ${longer}`);
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
    expect(sentence).toContain(`npm start -- resume --run ${folder}`);
    expect(sentenceCount(sentence.replace(folder, "FOLDER"))).toBe(1);
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

async function withRun<T>(folder: string, read: (run: Awaited<ReturnType<typeof openRun>>) => Promise<T>): Promise<T> {
  const run = await openRun(folder);
  try {
    return await read(run);
  } finally {
    await run.close();
  }
}
