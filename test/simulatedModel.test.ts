/**
 * The offline defaults: the simulated chat model answers registered prompts deterministically and in the format
 * their parsers read; the hashing embedder gives unit vectors whose similarity follows shared words.
 */
import { HumanMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";

import { decideToTalkPrompt, type DecideToTalkInput } from "../prompts/decideToTalk.js";
import { runPrompt, type PromptLogger } from "../prompts/runner.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { chatModelFactory } from "../tools/models/factory.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

const NAMES = ["Klaus Mueller", "Maria Lopez", "Isabella Rodriguez", "Tom Moreno", "Carmen Ortiz", "Sam Moore", "Ayesha Khan"];
const ACTIVITIES = ["having coffee", "morning routine (brushing teeth)", "studying for her exam", "waiting for Klaus", "reading a book"];

/** The i-th of a family of varied decide_to_talk inputs: names, times, activities, paths and last chats differ. */
function variedInputs(i: number): DecideToTalkInput {
  const hour = String(7 + (i % 12)).padStart(2, "0");
  const minute = String((i * 7) % 60).padStart(2, "0");
  const currTime = `2023-02-13T${hour}:${minute}:00`;
  const party = (name: string, k: number) => ({
    name,
    currTime,
    actAddress: "the Ville:Hobbs Cafe:cafe:counter",
    actDescription: ACTIVITIES[k % ACTIVITIES.length]!,
    plannedPath: k % 3 === 0 ? [[1, 2] as [number, number]] : [],
    chattingWith: null,
    chattingWithBuffer: {},
  });
  return {
    initiator: party(NAMES[i % NAMES.length]!, i),
    target: party(NAMES[(i + 1 + (i % 3)) % NAMES.length]!, i + 2),
    // Recent chats, old chats and none: the simulated answer leans on how long ago they talked.
    lastChat: i % 3 === 0 ? null : { created: i % 3 === 1 ? "2023-02-13T06:00:00" : "2023-02-12T20:00:00", description: `topic ${i}` },
    retrieved: { events: [{ description: `${NAMES[i % NAMES.length]} is event ${i}` }], thoughts: [] },
  };
}

const silentLogger = (): PromptLogger & { warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
};

async function answerOf(seed: number, inputs: DecideToTalkInput): Promise<string> {
  const run = await runPrompt(decideToTalkPrompt, inputs, { model: new SimulatedChatModel({ seed }), logger: silentLogger() });
  return run.answers[0]!;
}

describe("SimulatedChatModel", () => {
  it("gives the same answer for the same inputs and seed, across instances", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await answerOf(42, variedInputs(i))).toBe(await answerOf(42, variedInputs(i)));
    }
  });

  it("does not depend on what else was asked before", async () => {
    const model = new SimulatedChatModel({ seed: 3 });
    const ask = async (i: number) =>
      (await runPrompt(decideToTalkPrompt, variedInputs(i), { model, logger: silentLogger() })).answers[0]!;
    const first = await ask(5);
    for (let i = 0; i < 5; i++) await ask(i);
    expect(await ask(5)).toBe(first);
  });

  it("gives different answers for some inputs under different seeds", async () => {
    let differing = 0;
    for (let i = 0; i < 20; i++) {
      if ((await answerOf(1, variedInputs(i))) !== (await answerOf(2, variedInputs(i)))) differing++;
    }
    expect(differing).toBeGreaterThan(0);
  });

  it("answers decide_to_talk in a format its parser reads, with both yes and no", async () => {
    const model = chatModelFactory("simulated", { seed: 11 });
    const logger = silentLogger();
    const values: boolean[] = [];
    for (let i = 0; i < 50; i++) {
      const run = await runPrompt(decideToTalkPrompt, variedInputs(i), { model, logger, maxAttempts: 1 });
      expect(run.fellBack).toBe(false);
      expect(run.usage.decide_to_talk?.fallbacks).toBe(0);
      values.push(run.value);
    }
    expect(logger.warnings).toEqual([]);
    expect(values).toContain(true);
    expect(values).toContain(false);
  });

  it("replies deterministically to an untagged plain message", async () => {
    const message = [new HumanMessage("Hello, who are you?")];
    const a = await new SimulatedChatModel({ seed: 5 }).invoke(message);
    const b = await new SimulatedChatModel({ seed: 5 }).invoke(message);

    expect(typeof a.content).toBe("string");
    expect(a.text.length).toBeGreaterThan(0);
    expect(a.text).toBe(b.text);
  });

  it("reports token usage", async () => {
    const reply = await new SimulatedChatModel().invoke([new HumanMessage("How is the weather at the cafe today?")]);

    const usage = reply.usage_metadata;
    expect(usage).toBeDefined();
    expect(usage!.input_tokens).toBeGreaterThan(0);
    expect(usage!.output_tokens).toBeGreaterThan(0);
    expect(usage!.total_tokens).toBe(usage!.input_tokens + usage!.output_tokens);
  });

  it("reports token usage through runPrompt", async () => {
    const run = await runPrompt(decideToTalkPrompt, variedInputs(0), { model: chatModelFactory("simulated"), logger: silentLogger() });

    expect(run.usage.decide_to_talk!.inputTokens).toBeGreaterThan(0);
    expect(run.usage.decide_to_talk!.outputTokens).toBeGreaterThan(0);
  });
});

describe("HashingEmbeddings", () => {
  const embedder = new HashingEmbeddings();
  const norm = (v: number[]) => Math.hypot(...v);
  const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0) / (norm(a) * norm(b));

  it("returns unit vectors of the configured length", async () => {
    for (const text of ["Isabella is cooking breakfast", "the library opens at nine", "a", "Ünïcödé café 123"]) {
      const vector = await embedder.embedQuery(text);
      expect(vector).toHaveLength(256);
      expect(norm(vector)).toBeCloseTo(1, 10);
    }
    expect(new HashingEmbeddings({ dimensions: 32 }).embed("hello")).toHaveLength(32);
  });

  it("is deterministic across instances", async () => {
    const text = "Klaus Mueller is writing a research paper";
    expect(await new HashingEmbeddings().embedQuery(text)).toEqual(await new HashingEmbeddings().embedQuery(text));
  });

  it("scores related texts above unrelated ones", async () => {
    const [a, b, c] = await embedder.embedDocuments([
      "Isabella is cooking breakfast at the cafe",
      "Isabella cooks breakfast in the cafe",
      "the library opens at nine",
    ]);

    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!));
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(b!, c!));
    expect(cosine(a!, b!)).toBeGreaterThan(0.5);
  });

  it("gives an empty string a unit vector too", async () => {
    const vector = await embedder.embedQuery("");
    expect(norm(vector)).toBeCloseTo(1, 10);
    expect(vector.every(Number.isFinite)).toBe(true);
  });

  it("embedDocuments matches embedQuery item by item", async () => {
    const texts = ["good morning", "", "the library opens at nine"];
    const documents = await embedder.embedDocuments(texts);
    expect(documents).toEqual(await Promise.all(texts.map((t) => embedder.embedQuery(t))));
  });
});
