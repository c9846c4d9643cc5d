/**
 * Integration: a role with RoleZero long-term memory, run by an Environment, against real Chroma servers started
 * here (free 127.0.0.1 ports, data in a temp dir, stopped by pid in afterAll). The role keeps its own memory object
 * in the environment (its `add` writes to Chroma), and messages queued while Chroma is down are written once it is
 * back, with no further call on the memory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Message, USER_REQUIREMENT } from "../state/message.js";
import { chromaClientFor } from "../servers/chromaClient.js";
import { closeSharedChroma, startChroma, type ChromaServer } from "../servers/chromaServer.js";
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
