/**
 * Integration: a real Chroma server from the chromadb package's CLI, on a free 127.0.0.1 port, data in a temp dir.
 * Every server started here is stopped by pid in afterAll, also when a test fails.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtModule } from "./support/cli.js";
import { chromaFor } from "../drivers/roles/chromaConnection.js";
import { chromaClientForUrl as chromaClientFor } from "../tools/memory/chromaClient.js";
import { chromaConnectionsCreated, closeSharedChroma, startChroma, type ChromaServer } from "../servers/chromaServer.js";
import { freePort } from "../servers/freePort.js";

const root = mkdtempSync(join(tmpdir(), "simulacra-chroma-"));
const started: ChromaServer[] = [];

afterAll(async () => {
  await Promise.allSettled(started.map((server) => server.stop()));
  await closeSharedChroma();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function start(persistPath: string, port?: number): Promise<ChromaServer> {
  const server = await startChroma({ persistPath, port });
  started.push(server);
  return server;
}

describe("startChroma", () => {
  it("serves the heartbeat on 127.0.0.1, keeps data across a restart on the same path, stops by pid", async () => {
    const path = join(root, "restart");
    const first = await start(path);
    expect(first.host).toBe("127.0.0.1");
    expect(first.url).toBe(`http://127.0.0.1:${first.port}`);
    expect(alive(first.pid)).toBe(true);
    const heartbeat = await fetch(`${first.url}/api/v2/heartbeat`);
    expect(heartbeat.ok).toBe(true);

    const collection = await chromaClientFor(first.url).getOrCreateCollection({ name: "kept", embeddingFunction: null });
    await collection.add({ ids: ["a", "b"], embeddings: [[1, 0], [0, 1]], documents: ["apple", "bicycle"] });

    await first.stop();
    await first.stop(); // twice is fine
    expect(first.exited).toBe(true);
    expect(alive(first.pid)).toBe(false);
    await expect(fetch(`${first.url}/api/v2/heartbeat`)).rejects.toThrow();

    const second = await start(path, first.port);
    expect(second.port).toBe(first.port);
    const again = await chromaClientFor(second.url).getCollection({ name: "kept" });
    expect(await again.count()).toBe(2);
    const hits = await again.query({ queryEmbeddings: [[0.9, 0.1]], nResults: 1, include: ["documents"] });
    expect(hits.documents[0]).toEqual(["apple"]);
    await second.stop();
    expect(alive(second.pid)).toBe(false);
  });

  it("does not outlive the process that started it, even when that process is killed with SIGKILL", async () => {
    const script = join(root, "owner.mjs");
    const module = builtModule("servers/chromaServer.ts");
    writeFileSync(
      script,
      `import { startChroma } from ${JSON.stringify(module)};\n` +
        `const server = await startChroma({ persistPath: ${JSON.stringify(join(root, "orphan"))} });\n` +
        `console.log(JSON.stringify({ pid: server.pid }));\n` +
        `setInterval(() => undefined, 1000);\n`,
    );
    const owner = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      const pid = await new Promise<number>((done, fail) => {
        let out = "";
        owner.stdout!.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split("\n").find((l) => l.startsWith("{"));
          if (line) done((JSON.parse(line) as { pid: number }).pid);
        });
        owner.once("exit", (code) => fail(new Error(`the owner exited (${code}) before starting Chroma`)));
      });
      expect(alive(pid)).toBe(true);
      owner.kill("SIGKILL");
      const deadline = Date.now() + 15_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (alive(pid)) process.kill(-pid, "SIGKILL"); // clean up before failing
      expect(alive(pid)).toBe(false);
    } finally {
      if (owner.exitCode === null && owner.signalCode === null) owner.kill("SIGKILL");
    }
  });

  it("refuses a port that is taken", async () => {
    const server = await start(join(root, "taken"));
    await expect(startChroma({ persistPath: join(root, "taken2"), port: server.port })).rejects.toThrow(/already in use/);
    await server.stop();
  });

  it("fails with a clear error when the data folder cannot be created", async () => {
    const port = await freePort();
    // a file where the data folder should be: the CLI cannot start
    const bad = join(root, "not-a-folder");
    rmSync(bad, { force: true });
    writeFileSync(bad, "x");
    await expect(startChroma({ persistPath: bad, port, timeoutMs: 10_000 })).rejects.toThrow(/EEXIST|ENOTDIR|Chroma server|exist/);
  });
});

describe("chromaFor", () => {
  it("creates one client (and one server) under concurrent first use, and starts the server again when it exited", async () => {
    const path = join(root, "shared");
    const before = chromaConnectionsCreated();
    const connections = await Promise.all(Array.from({ length: 8 }, () => chromaFor({ persistPath: path })));
    expect(chromaConnectionsCreated() - before).toBe(1);
    const [first] = connections;
    for (const connection of connections) {
      expect(connection).toBe(first);
      expect(connection.client).toBe(first!.client);
    }
    expect(first!.server).toBeDefined();
    started.push(first!.server!);
    expect(await first!.client.heartbeat()).toBeGreaterThan(0);

    // the same folder through another spelling of the path is the same connection
    expect(await chromaFor({ persistPath: `${path}/` })).toBe(first);

    await first!.server!.stop();
    const revived = await Promise.all([chromaFor({ persistPath: path }), chromaFor({ persistPath: path })]);
    expect(revived[0]).toBe(revived[1]);
    expect(revived[0]).not.toBe(first);
    started.push(revived[0]!.server!);
    expect(await revived[0]!.client.heartbeat()).toBeGreaterThan(0);
    expect(chromaConnectionsCreated() - before).toBe(2);
  });

  it("shares one client per URL without starting anything", async () => {
    const server = await start(join(root, "by-url"));
    const before = chromaConnectionsCreated();
    const [a, b] = await Promise.all([chromaFor({ url: server.url }), chromaFor({ url: `${server.url}/` })]);
    expect(a).toBe(b);
    expect(a.server).toBeUndefined();
    expect(chromaConnectionsCreated() - before).toBe(1);
    expect(await a.client.heartbeat()).toBeGreaterThan(0);
  });
});
