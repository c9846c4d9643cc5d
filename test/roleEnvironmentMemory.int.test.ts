/**
 * Integration: a role with RoleZero long-term memory, run by an Environment, against real Chroma servers started
 * here (free 127.0.0.1 ports, data in a temp dir, stopped by pid in afterAll). The role keeps its own memory object
 * in the environment (its `add` writes to Chroma), and messages queued while Chroma is down are written once it is
 * back, with no further call on the memory. A role described by data (the `team` graph, Studio) gets the same
 * memory from its `longTermMemory` option, and so does a Role given it as data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { teamGraph } from "../graphs/team.js";
import { Message, USER_REQUIREMENT } from "../state/message.js";
import type { TeamMember } from "../state/teamGraph.js";
import { chromaFor } from "../drivers/roles/chromaConnection.js";
import { chromaClientForUrl as chromaClientFor } from "../tools/memory/chromaClient.js";
import { connectChroma } from "../index.js";
import { closeSharedChroma, startChroma, type ChromaServer } from "../servers/chromaServer.js";
import { Action } from "../tools/roles/action.js";
import { registerAction, unregisterAction } from "../tools/roles/registry.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { defaultReviewer, defaultWriter } from "../tools/roles/examples.js";
import { RoleZeroLongTermMemory, type RoleZeroLongTermMemoryOptions } from "../drivers/roles/roleZeroMemory.js";
import { Environment } from "../drivers/roles/environment.js";
import { Role } from "../drivers/roles/role.js";
import { DRAFT_TEXTS, DRAFTS, REVIEWS, ScriptedChatModel } from "./support/scriptedChatModel.js";

const root = mkdtempSync(join(tmpdir(), "simulacra-role-env-"));
const servers: ChromaServer[] = [];
let server: ChromaServer;

beforeAll(async () => {
  server = await startChroma({ persistPath: join(root, "shared") });
  servers.push(server);
});

afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
  await closeSharedChroma();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

class Log {
  warnings: string[] = [];
  warn = (m: string) => void this.warnings.push(m);
}

let collections = 0;
function longTermMemory(url: string, options: RoleZeroLongTermMemoryOptions = {}): RoleZeroLongTermMemory {
  collections += 1;
  return new RoleZeroLongTermMemory({
    url,
    collectionName: `env_${collections}_${Date.now()}`,
    embeddings: new HashingEmbeddings(),
    logger: new Log(),
    ...options,
  });
}

/** Ids stored in the memory's collection, read with a client of the test's own (the memory is not called). */
async function storedIds(url: string, memory: RoleZeroLongTermMemory): Promise<string[]> {
  const collection = await chromaClientFor(url).getCollection({ name: memory.collectionName });
  return (await collection.get()).ids;
}

const IDEA = "Write a four-line poem about a lighthouse keeper who is afraid of the dark.";

describe("a role with RoleZero memory in an Environment", () => {
  it("writes what falls out of its short-term window to Chroma during env.run", { timeout: 120_000 }, async () => {
    const memory = longTermMemory(server.url, { memoryK: 2 });
    const writerModel = new ScriptedChatModel("writer's model", { write_draft: DRAFTS });
    const writer = new Role({ ...defaultWriter(), watch: [USER_REQUIREMENT, "ReviewDraft"], llm: writerModel, memory });
    const reviewer = new Role({ ...defaultReviewer(), llm: new ScriptedChatModel("reviewer's model", { review_draft: REVIEWS }) });
    const env = new Environment({ roles: [writer, reviewer] });
    env.publishMessage(new Message(IDEA));
    await env.run(6); // writer, reviewer, writer, reviewer, writer, reviewer

    expect(writer.rc.memory).toBe(memory); // still the role's own memory object
    const remembered = writer.getMemories();
    expect(remembered.map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "WriteDraft", "ReviewDraft", "WriteDraft", "ReviewDraft", "WriteDraft"]);
    expect(writerModel.count("write_draft")).toBe(3);
    await memory.flush();
    // 6 messages, a window of 2: the 4 oldest went to Chroma, each once
    expect(new Set(await storedIds(server.url, memory))).toEqual(new Set(remembered.slice(0, 4).map((m) => m.id)));
  });

  it("gets the queued messages written when Chroma comes back, without another call on the memory", { timeout: 180_000 }, async () => {
    const dataPath = join(root, "outage");
    let chroma = await startChroma({ persistPath: dataPath });
    servers.push(chroma);
    const log = new Log();
    const memory = longTermMemory(chroma.url, { memoryK: 1, retryDelayMs: 100, maxRetryDelayMs: 500, logger: log });
    const writerModel = new ScriptedChatModel("writer's model", { write_draft: DRAFTS });
    const writer = new Role({ ...defaultWriter(), llm: writerModel, memory });
    const env = new Environment({ roles: [writer], context: { logger: log } });

    env.publishMessage(new Message(IDEA));
    await env.run(1);
    await memory.flush();
    expect(await storedIds(chroma.url, memory)).toHaveLength(1); // the idea fell out of a window of 1

    const port = chroma.port;
    await chroma.stop();
    env.publishMessage(new Message("Now make the keeper braver in the last line."));
    await env.run(1); // the role works on while Chroma is down
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0], "Now make the keeper braver in the last line.", DRAFT_TEXTS[1]]);
    expect(memory.count()).toBe(4);
    await vi.waitFor(() => expect(log.warnings.some((w) => /could not store/.test(w))).toBe(true), { timeout: 30_000, interval: 50 });
    expect(memory.pendingTransfers()).toBe(2); // the first draft and the new requirement, kept

    chroma = await startChroma({ persistPath: dataPath, port });
    servers.push(chroma);
    // nothing calls the memory now: its retry timer writes the queue
    await vi.waitFor(() => expect(memory.pendingTransfers()).toBe(0), { timeout: 60_000, interval: 100 });
    const ids = new Set(await storedIds(chroma.url, memory));
    expect(ids).toEqual(new Set(writer.getMemories().slice(0, 3).map((m) => m.id)));
  });
});

describe("a role described by data with longTermMemory (the team graph)", () => {
  const writerWithMemory = (longTermMemory: Record<string, unknown>) => ({
    ...defaultWriter(),
    watch: [USER_REQUIREMENT, "ReviewDraft"],
    longTermMemory,
  });

  it("writes what falls out of its window to Chroma during the team run", { timeout: 120_000 }, async () => {
    const collectionName = `team_${Date.now()}`;
    const model = new ScriptedChatModel("team model", { write_draft: DRAFTS, review_draft: REVIEWS });
    const out = await teamGraph.invoke(
      { roles: [writerWithMemory({ url: server.url, collectionName, memoryK: 2 }), defaultReviewer()], idea: IDEA, rounds: 6 },
      { context: { chatModel: model, embeddings: "hashing", logger: new Log() } },
    );
    const writer = (out.roles as TeamMember[])[0]!;
    expect(writer.rc.memory.map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "WriteDraft", "ReviewDraft", "WriteDraft", "ReviewDraft", "WriteDraft"]);
    // written before each step ended (no memory object to flush here): the 4 oldest, each once
    const collection = await chromaClientFor(server.url).getCollection({ name: collectionName });
    expect(new Set((await collection.get()).ids)).toEqual(new Set(writer.rc.memory.slice(0, 4).map((m) => m.id)));
    // the reviewer has no long-term memory: no collection named after it
    await expect(chromaClientFor(server.url).getCollection({ name: "Bob_memory" })).rejects.toThrow();
  });

  it("reads back what is like a new requirement, from Chroma, into the action's history", { timeout: 120_000 }, async () => {
    const seen: string[][] = [];
    registerAction(
      new (class extends Action {
        override async run(history: Message[]) {
          seen.push(history.map((m) => m.content));
          return `Noted (${history.length} messages in view).`;
        }
      })({ id: "test.Recall" }),
    );
    try {
      const recaller = { name: "Rue", profile: "Archivist", actions: ["test.Recall"], longTermMemory: { url: server.url, collectionName: `recall_${Date.now()}`, memoryK: 1, similarityTopK: 1 } };
      const context = { embeddings: "hashing", logger: new Log() };
      const first = await teamGraph.invoke({ roles: [recaller], idea: "The lighthouse keeper is afraid of the dark.", rounds: 1 }, { context });
      const second = await teamGraph.invoke({ roles: first.roles, idea: "Plan the bakery's Friday bread order.", rounds: 1 }, { context });
      await teamGraph.invoke({ roles: second.roles, idea: "Why is the lighthouse keeper afraid of the dark?", rounds: 1 }, { context });
      // a window of 1: the last requirement, with the one stored message most like it ahead of it
      expect(seen.at(-1)).toEqual(["The lighthouse keeper is afraid of the dark.", "Why is the lighthouse keeper afraid of the dark?"]);
    } finally {
      unregisterAction("test.Recall");
    }
  });

  it("a data folder needs a connector: without one the run stops with a clear error; with simulacra's connectChroma it starts Chroma", { timeout: 180_000 }, async () => {
    const persistPath = join(root, "team-folder");
    const input = { roles: [writerWithMemory({ persistPath, memoryK: 1 })], idea: IDEA, rounds: 1 };
    const model = () => new ScriptedChatModel("team model", { write_draft: DRAFTS });
    await expect(teamGraph.invoke(input, { context: { chatModel: model() } })).rejects.toThrow(/Role "Alice": longTermMemory\.persistPath .* give longTermMemory\.url/);
    const out = await teamGraph.invoke(input, { context: { chatModel: model(), connectChroma, logger: new Log() } });
    const connection = await chromaFor({ persistPath });
    const collection = await connection.client.getCollection({ name: "Alice" }); // named after the role, as RoleZero
    expect((await collection.get()).ids).toEqual([(out.roles as TeamMember[])[0]!.rc.memory[0]!.id]);
  });

  it("a Role given longTermMemory as data makes the memory on its first run, named by its class field", { timeout: 120_000 }, async () => {
    class Archivist extends Role {
      override name = "Iris";
    }
    const role = new Archivist({ actions: ["WriteDraft"], llm: new ScriptedChatModel("m", { write_draft: DRAFTS }), longTermMemory: { url: server.url, memoryK: 1 } });
    expect(role.toSpec().longTermMemory).toEqual({ url: server.url, memoryK: 1 });
    await role.run(IDEA);
    expect(role.rc.memory).toBeInstanceOf(RoleZeroLongTermMemory);
    const memory = role.rc.memory as RoleZeroLongTermMemory;
    expect([memory.collectionName, memory.memoryK]).toEqual(["Iris", 1]);
    await memory.flush();
    expect(await storedIds(server.url, memory)).toEqual([role.getMemories()[0]!.id]);
  });
});
