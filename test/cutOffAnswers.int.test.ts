/**
 * An answer cut off at the token cap, over real HTTP against our OpenAI-compatible test server: the endpoint's
 * `finish_reason: "length"` travels with the answer to the readers, and the prompt runner treats the answer as cut
 * whatever its text looks like: a whole-looking sentence or a closed JSON object is asked again (shorter, with the
 * cut answer shown; with twice the cap when the answer was spent on the answer itself), and a batched prompt keeps
 * its complete items and leaves the rest null, for the caller to ask alone. The same through LangChain's ChatOpenAI.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { promptModelOf } from "../prompts/chatModelAdapter.js";
import { chatMemoPrompt } from "../prompts/persona/chatMemo.js";
import { eventPoignanciesPrompt } from "../prompts/persona/eventPoignancies.js";
import { runPrompt, type PromptLogger } from "../prompts/runner.js";
import type { AnswerModeSetting } from "../state/modelSource.js";
import { chatModelFactory, promptModelFor, type ModelEnv } from "../tools/models/factory.js";
import { withTransport } from "../tools/models/transport.js";
import { ada } from "./prompts/corpus/fixtures.js";
import { startOpenAiServer, type OpenAiServer } from "./support/openaiServer.js";

const CHAT = "/v1/chat/completions";
const KEY = "local-test-key-5c1e0b77";
const silent: PromptLogger = { warn: () => {} };

const talk = {
  name: "Ada Okafor",
  partner: "Tomas Reyes",
  transcript: [
    ["Tomas Reyes", "Could you bring the honey-rye loaves to the library by six on Friday?"],
    ["Ada Okafor", "Of course. I'll carry them over myself after closing."],
  ] as Array<[string, string]>,
};

let server: OpenAiServer;
let env: ModelEnv;

beforeEach(async () => {
  server = await startOpenAiServer({ apiKey: KEY });
  env = { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL };
});

afterEach(async () => {
  await server.close();
});

/** The run's chain for "openai/test-model": the endpoint inside the transport. */
function runModel(answerMode: AnswerModeSetting = "text") {
  return withTransport(promptModelFor("openai/test-model", { env, answerMode, logger: silent }), {
    timeoutMs: 10_000,
    retries: 0,
    maxFailedRequestsInARow: 5,
    endpoint: `the OpenAI-compatible endpoint at ${server.baseURL}`,
    secrets: [KEY],
  });
}

const lastUserTurn = (body: any) => body.messages.at(-1).content as string;

describe("an answer the endpoint cut at the token cap", () => {
  it("is asked again, however whole its text looks, and the cut answer is never the value", async () => {
    server.script(
      { text: "Ada was pleased that Tomas asked for her loaves.", finishReason: "length" },
      { text: "Ada was glad Tomas asked her early." },
    );

    const run = await runPrompt(chatMemoPrompt, talk, { model: runModel(), logger: silent });

    expect(run).toMatchObject({ value: "Ada was glad Tomas asked her early.", fellBack: false, cutOffs: 1 });
    const [first, second] = server.requestsTo(CHAT).map((r) => r.body);
    expect(first.max_tokens).toBe(120);
    // The repair turn shows the cut answer and asks for a shorter one; the answer itself needed the room: twice the cap.
    expect(second.messages.at(-2)).toEqual({ role: "assistant", content: "Ada was pleased that Tomas asked for her loaves." });
    expect(lastUserTurn(second)).toMatch(/cut off by the length limit.*shorter/);
    expect(second.max_tokens).toBe(240);
  });

  it("after a preamble is asked again shorter, within the same cap", async () => {
    server.script(
      { text: "Sure! Here is the sentence you asked for, about what Ada found worth remembering in this", finishReason: "length" },
      { text: "Ada was touched that Tomas trusted her with the loaves." },
    );

    const run = await runPrompt(chatMemoPrompt, talk, { model: runModel(), logger: silent });

    expect(run).toMatchObject({ value: "Ada was touched that Tomas trusted her with the loaves.", cutOffs: 1 });
    expect(server.requestsTo(CHAT).map((r) => r.body.max_tokens)).toEqual([120, 120]);
  });

  it("in structured mode is asked again even when its JSON object is closed", async () => {
    server.script(
      { text: '{"thought": "Ada was pleased that Tomas asked."}', finishReason: "length" },
      { text: '{"thought": "Ada was pleased that Tomas asked early."}' },
    );

    const run = await runPrompt(chatMemoPrompt, talk, { model: runModel("structured"), logger: silent });

    expect(run).toMatchObject({ value: "Ada was pleased that Tomas asked early.", mode: "structured", cutOffs: 1 });
    const [first, second] = server.requestsTo(CHAT).map((r) => r.body);
    expect(first.response_format?.type).toBe("json_schema");
    expect(lastUserTurn(second)).toMatch(/cut off by the length limit.*only the JSON object/);
  });

  it("every time falls back to the fail-safe, saying the answers were cut", async () => {
    server.respondWith(() => ({ text: "Ada was pleased that Tomas asked for", finishReason: "length" }));
    const warnings: string[] = [];

    const run = await runPrompt(chatMemoPrompt, talk, { model: runModel(), logger: { warn: (m) => void warnings.push(m) } });

    expect(run).toMatchObject({ value: "", fellBack: true, cutOffs: 3 });
    expect(run.problem).toContain("cut off by the length limit");
    expect(server.requestsTo(CHAT).map((r) => r.body.max_tokens)).toEqual([120, 240, 480]);
    expect(warnings.join("\n")).toContain("cut off by the length limit");
  });

  it("from a server that gives no finish reason is cut when it spent every token allowed", async () => {
    server.script(
      { text: "Ada was pleased that Tomas asked for her loaves.", finishReason: null, usage: { prompt_tokens: 90, completion_tokens: 120 } },
      { text: "Ada was glad Tomas asked her early.", finishReason: null, usage: { prompt_tokens: 90, completion_tokens: 10 } },
    );

    const run = await runPrompt(chatMemoPrompt, talk, { model: runModel(), logger: silent });

    expect(run).toMatchObject({ value: "Ada was glad Tomas asked her early.", cutOffs: 1 });
  });
});

describe("a batched answer the endpoint cut at the token cap", () => {
  const events = { identity: ada, descriptions: ["Tomas Reyes is asking for loaves", "the oven is heating up", "Mei Lin is buying bread"] };

  it("keeps its complete items and leaves the rest null, for the caller to ask alone", async () => {
    // "3: 1" may be the start of "3: 10": the endpoint says the answer was cut, so it is not read.
    server.script({ text: "1: 6\n2: 2\n3: 1", finishReason: "length" });

    const run = await runPrompt(eventPoignanciesPrompt, events, { model: runModel(), logger: silent });

    expect(run).toMatchObject({ value: [6, 2, null], fellBack: false, cutOffs: 1 });
    expect(server.requestsTo(CHAT)).toHaveLength(1);
  });

  it("read whole when the endpoint says it stopped on its own", async () => {
    server.script({ text: "1: 6\n2: 2\n3: 1" });

    const run = await runPrompt(eventPoignanciesPrompt, events, { model: runModel(), logger: silent });

    expect(run).toMatchObject({ value: [6, 2, 1], cutOffs: 0 });
  });

  it("in structured mode keeps the items before the cut", async () => {
    server.script({ text: '{"scores": [{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "sc', finishReason: "length" });

    const run = await runPrompt(eventPoignanciesPrompt, events, { model: runModel("structured"), logger: silent });

    expect(run).toMatchObject({ value: [6, 2, null], mode: "structured", cutOffs: 1 });
  });
});

describe("through LangChain's ChatOpenAI", () => {
  it("the finish reason reaches the runner too", async () => {
    server.script(
      { text: "Ada was pleased that Tomas asked for her loaves.", finishReason: "length" },
      { text: "Ada was glad Tomas asked her early." },
    );

    const model = promptModelOf(chatModelFactory("openai/test-model", { env }), { answerMode: "text" });
    const run = await runPrompt(chatMemoPrompt, talk, { model, logger: silent });

    expect(run).toMatchObject({ value: "Ada was glad Tomas asked her early.", cutOffs: 1 });
    expect(lastUserTurn(server.requestsTo(CHAT)[1]!.body)).toMatch(/cut off by the length limit/);
  });
});
