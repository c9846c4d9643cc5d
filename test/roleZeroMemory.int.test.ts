/**
 * Integration: RoleZero long-term memory against a real Chroma server started here (free 127.0.0.1 port, data in a
 * temp dir). Every server is stopped by pid in afterAll, also when a test fails.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ChromaClient } from "chromadb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AIMessage, Message, UserMessage } from "../state/message.js";
import { chromaClientForUrl as chromaClientFor } from "../tools/memory/chromaClient.js";
import { chromaConnectionsCreated, closeSharedChroma, startChroma, type ChromaServer } from "../servers/chromaServer.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { roleZeroCollectionName, RoleZeroLongTermMemory, type RoleZeroLongTermMemoryOptions } from "../drivers/roles/roleZeroMemory.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

const root = mkdtempSync(join(tmpdir(), "simulacra-rolezero-"));
const servers: ChromaServer[] = [];
let server: ChromaServer;
const dataPath = join(root, "data");

beforeAll(async () => {
  server = await startChroma({ persistPath: dataPath });
  servers.push(server);
});

afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
  await closeSharedChroma();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

class Log {
  warnings: string[] = [];
  infos: string[] = [];
  warn = (m: string) => void this.warnings.push(m);
  info = (m: string) => void this.infos.push(m);
}

let collections = 0;
function memory(options: RoleZeroLongTermMemoryOptions = {}, log = new Log()): RoleZeroLongTermMemory {
  collections += 1;
  return new RoleZeroLongTermMemory({
    url: server.url,
    collectionName: `test_${collections}_${Date.now()}`,
    embeddings: new HashingEmbeddings(),
    retryDelayMs: 0,
    logger: log,
    ...options,
  });
}

/** 250 assistant messages: five about the lighthouse keeper among the first 50, the rest about other things. */
const LIGHTHOUSE_AT = [3, 11, 27, 38, 45];
function history(count = 250): Message[] {
  const topics = ["invoice totals", "garden irrigation", "train timetable", "pasta recipe", "printer toner", "chess opening"];
  return Array.from({ length: count }, (_, i) =>
    LIGHTHOUSE_AT.includes(i)
      ? new AIMessage({ content: `the lighthouse keeper lit the lamp before the storm (entry ${i})`, sentFrom: "Alex" })
      : new AIMessage({ content: `${topics[i % topics.length]} checked, item ${i}`, sentFrom: "Alex" }),
  );
}

async function stored(m: RoleZeroLongTermMemory): Promise<string[]> {
  const collection = await chromaClientFor(server.url).getCollection({ name: m.collectionName });
  const all = await collection.get({ include: ["documents"] });
  return all.ids;
}

describe("RoleZeroLongTermMemory", () => {
  it("puts exactly the 50 messages that fell out of the newest 200 into Chroma", async () => {
    const m = memory();
    const messages = history();
    for (const message of messages) m.add(message);
    await m.flush();
    expect(m.count()).toBe(250); // short-term storage is never trimmed
    expect(m.pendingTransfers()).toBe(0);
    expect(await m.longTermCount()).toBe(50);
    expect(new Set(await stored(m))).toEqual(new Set(messages.slice(0, 50).map((x) => x.id)));
  });

  it("fetches the related ones for a user requirement, oldest first, ahead of the short-term ones", async () => {
    const log = new Log();
    const m = memory({}, log);
    const messages = history();
    m.addBatch(messages);
    const requirement = new UserMessage("What did the lighthouse keeper do before the storm?");
    await m.addAsync(requirement);
    expect(m.isLastMessageFromUserRequirement()).toBe(true);

    const got = await m.getAsync(3);
    const fetched = LIGHTHOUSE_AT.map((i) => messages[i]!);
    expect(got.map((x) => x.content)).toEqual([...fetched, messages[248]!, messages[249]!, requirement].map((x) => x.content));
    expect(got.slice(0, 5).every((x, i) => x.equals(fetched[i]))).toBe(true); // same ids, kinds and fields
    expect(got.slice(-3)).toEqual(m.get(3));
    expect(log.infos).toContain("Fetched 5 long-term memories.");
    // the short-term answer is unchanged
    expect(m.get(3)).toHaveLength(3);
  });

  it("fetches nothing for get(0), a last message that is not a user requirement, or a memory within memoryK", async () => {
    const m = memory();
    m.addBatch(history());
    m.add(new UserMessage("lighthouse keeper storm"));
    await m.flush();
    const fetch = vi.spyOn(m, "fetchRelated");

    expect(await m.getAsync(0)).toEqual(m.get(0)); // k = 0: everything, nothing fetched
    expect((await m.getAsync(0)).length).toBe(251);

    m.add(new AIMessage("the lighthouse keeper storm again")); // assistant: not a requirement
    expect(await m.getAsync(2)).toEqual(m.get(2));

    m.add(new UserMessage({ content: "lighthouse keeper storm", causeBy: "WriteCode" })); // a user message of another action
    expect(await m.getAsync(2)).toEqual(m.get(2));
    expect(fetch).not.toHaveBeenCalled();

    m.add(new UserMessage({ content: "lighthouse keeper storm", causeBy: "WriteCode", sentFrom: "Mike" })); // the team leader
    expect((await m.getAsync(2)).length).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(1);

    const small = memory({ memoryK: 200 });
    small.addBatch(history(150));
    small.add(new UserMessage("lighthouse keeper storm"));
    expect(await small.getAsync(2)).toEqual(small.get(2));
    expect(await small.longTermCount()).toBe(0);
  });

  it("does not transfer again when a stored message is re-added, and skips empty content", async () => {
    const m = memory({ memoryK: 3 });
    const messages = ["one", "", "three", "four", "five", "six"].map((c) => new AIMessage(c));
    m.addBatch(messages);
    m.add(messages[5]!.clone()); // already stored: ignored, nothing falls out
    m.add(messages[2]!); // same object again
    await m.flush();
    expect(m.count()).toBe(6);
    // fell out: "one", "" (skipped), "three"
    expect(new Set(await stored(m))).toEqual(new Set([messages[0]!.id, messages[2]!.id]));
  });

  it("does not return a message twice when k reaches past memoryK", async () => {
    const m = memory({ memoryK: 2, similarityTopK: 5 });
    m.addBatch(["apple pie", "apple tart", "apple juice"].map((c) => new AIMessage(c)));
    m.add(new UserMessage("apple"));
    await m.flush();
    const got = await m.getAsync(4); // all four are short-term already
    expect(got.map((x) => x.content)).toEqual(["apple pie", "apple tart", "apple juice", "apple"]);
  });

  it("keeps its data across a Chroma restart on the same path", async () => {
    const m = memory();
    const messages = history();
    m.addBatch(messages);
    await m.flush();
    const name = m.collectionName;

    const port = server.port;
    await server.stop();
    server = await startChroma({ persistPath: dataPath, port });
    servers.push(server);

    const reopened = new RoleZeroLongTermMemory({
      url: server.url,
      collectionName: name,
      embeddings: new HashingEmbeddings(),
      logger: new Log(),
      storage: [...messages],
    });
    expect(reopened.count()).toBe(250);
    expect(reopened.pendingTransfers()).toBe(0); // restoring storage transfers nothing
    reopened.add(new UserMessage("the lighthouse keeper and the storm"));
    expect(await reopened.longTermCount()).toBe(51); // the one that fell out now
    const got = await reopened.getAsync(1);
    expect(got.slice(0, 5).map((x) => x.id)).toEqual(LIGHTHOUSE_AT.map((i) => messages[i]!.id));
  });

  it("keeps working while Chroma is down, and works again once it is back", async () => {
    const log = new Log();
    const m = memory({}, log);
    const messages = history();
    m.addBatch(messages);
    await m.flush();
    expect(await m.longTermCount()).toBe(50);

    const port = server.port;
    await server.stop();

    const more = Array.from({ length: 10 }, (_, i) => new AIMessage(`while down ${i}`));
    expect(() => m.addBatch(more)).not.toThrow();
    const requirement = new UserMessage("the lighthouse keeper before the storm");
    m.add(requirement);
    const whileDown = await m.getAsync(2);
    expect(whileDown).toEqual(m.get(2)); // fetch gives nothing, the short-term answer stands
    expect(m.count()).toBe(261);
    expect(m.pendingTransfers()).toBe(11); // queued for a retry, not lost
    expect(log.warnings.some((w) => /could not store/.test(w))).toBe(true);
    expect(log.warnings.every((w) => w.includes(m.collectionName))).toBe(true);

    server = await startChroma({ persistPath: dataPath, port });
    servers.push(server);

    const back = await m.getAsync(2);
    expect(m.pendingTransfers()).toBe(0);
    expect(await m.longTermCount()).toBe(61);
    expect(back.slice(0, 5).map((x) => x.id)).toEqual(LIGHTHOUSE_AT.map((i) => messages[i]!.id));
    expect(back.slice(-2)).toEqual(m.get(2));
  });

  it("waits retryDelayMs after a failure before trying Chroma again", async () => {
    const log = new Log();
    const m = memory({ url: "http://127.0.0.1:9", memoryK: 1, retryDelayMs: 60_000 }, log);
    m.add(new AIMessage("a"));
    m.add(new AIMessage("b"));
    await m.flush();
    expect(log.warnings).toHaveLength(1);
    m.add(new UserMessage("c"));
    expect(await m.getAsync(1)).toEqual(m.get(1));
    expect(log.warnings).toHaveLength(1); // still quiet: no second attempt
    expect(m.pendingTransfers()).toBe(2);
  });

  it("creates one client and one collection under concurrent first use", async () => {
    const createCollection = vi.spyOn(ChromaClient.prototype, "getOrCreateCollection");
    try {
      const path = join(root, "local");
      const before = chromaConnectionsCreated();
      const m = new RoleZeroLongTermMemory({ persistPath: path, memoryK: 2, embeddings: new HashingEmbeddings(), logger: new Log() });
      const other = new RoleZeroLongTermMemory({ persistPath: path, collectionName: "other", memoryK: 1, embeddings: new HashingEmbeddings(), logger: new Log() });
      m.addBatch(["x", "y", "z", "w"].map((c) => new AIMessage(c)));
      other.addBatch(["p", "q"].map((c) => new AIMessage(c)));
      m.add(new UserMessage("x"));
      const results = await Promise.all([m.getAsync(1), m.getAsync(2), m.flush(), other.flush(), m.longTermCount()]);
      expect(chromaConnectionsCreated() - before).toBe(1); // one client, one local server for the folder
      expect(createCollection).toHaveBeenCalledTimes(2); // one per collection
      expect(results[4]).toBe(3);
      expect(await other.longTermCount()).toBe(1);
    } finally {
      createCollection.mockRestore();
      await closeSharedChroma();
    }
  });

  it("lets an LLM reorder the fetched messages (scripted answers), and keeps the fetched order when it answers nonsense", async () => {
    const messages = ["storm warning at the lighthouse", "lighthouse lamp repaired", "keeper of the lighthouse retired", "cake"];
    const fill = (m: RoleZeroLongTermMemory) => {
      m.addBatch(messages.map((c) => new AIMessage(c)));
      m.add(new UserMessage("who is the lighthouse keeper"));
    };
    const scripted = new SimulatedChatModel({ answers: { rank_memories: () => "Doc: 3, Relevance: 9\nDoc: 2, Relevance: 8\nDoc: 1, Relevance: 6" } });
    const ranked = memory({ memoryK: 1, similarityTopK: 3, useLlmRanker: true, chatModel: scripted });
    fill(ranked);
    const got = await ranked.getAsync(1);
    // fetched oldest first: [storm, lamp, keeper]; the ranker says 3, 2, 1 (a ranking listed against its own scores
    // is asked again since round sixteen, so the scripted one lists them in the order its scores give)
    expect(got.map((x) => x.content)).toEqual([
      "keeper of the lighthouse retired",
      "lighthouse lamp repaired",
      "storm warning at the lighthouse",
      "who is the lighthouse keeper",
    ]);
    expect(ranked.usage.rank_memories?.runs).toBe(1);

    const log = new Log();
    const nonsense = new SimulatedChatModel({ answers: { rank_memories: () => "I like turtles" } });
    const unranked = memory({ memoryK: 1, similarityTopK: 3, useLlmRanker: true, chatModel: nonsense }, log);
    fill(unranked);
    const fallback = await unranked.getAsync(1);
    expect(fallback.map((x) => x.content)).toEqual([...messages.slice(0, 3), "who is the lighthouse keeper"]);
    expect(log.warnings.some((w) => w.includes("rank_memories"))).toBe(true);

    // the simulated model's own answer (no script) parses and keeps the related ones
    const simulated = memory({ memoryK: 1, similarityTopK: 3, useLlmRanker: true, chatModel: new SimulatedChatModel() });
    fill(simulated);
    const own = await simulated.getAsync(1);
    expect(own.at(-1)!.content).toBe("who is the lighthouse keeper");
    expect(own.length).toBeGreaterThan(1);
    expect(simulated.usage.rank_memories?.fallbacks).toBe(0);
  });

  it("names collections as RoleZero does (role name without spaces), valid for Chroma", () => {
    expect(roleZeroCollectionName("Team Leader")).toBe("TeamLeader");
    expect(roleZeroCollectionName("Mike")).toBe("Mike");
    expect(roleZeroCollectionName("数据 分析师")).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]+[A-Za-z0-9]$/);
    expect(roleZeroCollectionName("Al")).toBe("Al_memory");
  });
});

describe("a role with RoleZero memory on a real Chroma", () => {
  it("gives its action the related long-term messages ahead of the short-term window", { timeout: 180_000 }, async () => {
    const { Action } = await import("../tools/roles/action.js");
    const { Role } = await import("../drivers/roles/role.js");
    const seen: Message[][] = [];
    class Recall extends Action {
      static override qualifiedName = "Recall";
      override async run(history: Message[]) {
        seen.push(history);
        return "recalled";
      }
    }
    const mem = memory({ memoryK: 10, similarityTopK: 3 });
    // 40 old messages: the lighthouse ones fall out of the 10-message window into Chroma.
    mem.addBatch(history(40));
    await mem.flush();
    expect(await mem.longTermCount()).toBe(30);

    const role = new Role({ name: "Alex", profile: "Archivist", actions: [new Recall()], memory: mem });
    const reply = await role.run("What did the lighthouse keeper do before the storm?", {
      context: { chatModel: new SimulatedChatModel({ seed: 1 }) },
    });
    expect(reply?.content).toBe("recalled");
    const input = seen.at(-1)!;
    const entry = (m: Message) => Number(/entry (\d+)/.exec(m.content)?.[1] ?? -1);
    // Fetched long-term messages come first (entries 3, 11, 27: out of the window), oldest first ...
    const longTerm = input.slice(0, input.findIndex((m) => !m.content.includes("lighthouse keeper")));
    expect(longTerm.map(entry)).toEqual([3, 11, 27]);
    // ... then the short-term window, ending with the requirement.
    expect(input.length).toBe(longTerm.length + 10);
    expect(input.at(-1)!.content).toBe("What did the lighthouse keeper do before the storm?");
  });
});
