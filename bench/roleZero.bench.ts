/**
 * RoleZero long-term memory benchmark: `npx tsx bench/roleZero.bench.ts [sizes] [samples]`, e.g. `1000,10000 20`.
 *
 * Starts a local Chroma server (free 127.0.0.1 port, data in a temp dir; stopped by pid at the end), then for each
 * size (default 1k, 10k, 100k stored messages) fills a fresh memory (memoryK 200, hashing embeddings) with `addBatch`
 * — the transfers are written in batches — and times:
 *   - add:  `addAsync` of one more message (its transfer embedded and written to Chroma before it returns);
 *   - get:  `getAsync(10)` after a user requirement (embed the query, top-5 Chroma query, merge with short-term).
 * It only prints figures; nothing fails on a slow machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AIMessage, UserMessage } from "../state/message.js";
import { startChroma } from "../servers/chromaServer.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { RoleZeroLongTermMemory } from "../drivers/roles/roleZeroMemory.js";

const SIZES = (process.argv[2] ?? "1000,10000,100000").split(",").map(Number);
const SAMPLES = Number(process.argv[3] ?? 50);

const WORDS = (
  "lighthouse keeper storm invoice garden irrigation train timetable pasta recipe printer toner chess opening " +
  "budget review deploy rollback meeting agenda customer ticket harbour ferry bakery bread library archive"
).split(" ");

function sentence(i: number): string {
  const pick = (n: number) => WORDS[(i * 7919 + n * 104729) % WORDS.length]!;
  return `${pick(1)} ${pick(2)} ${pick(3)} note ${i} about the ${pick(4)} and the ${pick(5)}`;
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return `mean ${mean.toFixed(2)} ms, p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "simulacra-rolezero-bench-"));
  const server = await startChroma({ persistPath: dir });
  console.log(`Chroma ${server.url} (pid ${server.pid}), data in ${dir}; memoryK 200, similarityTopK 5, hashing embeddings (256 d)`);
  try {
    for (const size of SIZES) {
      const memory = new RoleZeroLongTermMemory({
        url: server.url,
        collectionName: `bench_${size}`,
        embeddings: new HashingEmbeddings(),
      });
      const messages = Array.from({ length: size }, (_, i) => new AIMessage({ content: sentence(i), sentFrom: "Alex" }));
      const fillStarted = performance.now();
      memory.addBatch(messages);
      const queuedMs = performance.now() - fillStarted;
      await memory.flush();
      const fillMs = performance.now() - fillStarted;
      const stored = await memory.longTermCount();

      const adds: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await memory.addAsync(new AIMessage({ content: sentence(size + i), sentFrom: "Alex" }));
        adds.push(performance.now() - started);
      }
      const gets: number[] = [];
      let fetched = 0;
      for (let i = 0; i < SAMPLES; i++) {
        memory.add(new UserMessage(`what about the ${WORDS[i % WORDS.length]} and the ${WORDS[(i * 5) % WORDS.length]}?`));
        await memory.flush(); // the requirement pushed one message out: not part of the get timing
        const started = performance.now();
        const got = await memory.getAsync(10);
        gets.push(performance.now() - started);
        fetched += got.length - 10;
      }
      console.log(
        `${String(size).padStart(7)} messages (${stored} in Chroma): fill ${(fillMs / 1000).toFixed(1)} s ` +
          `(${Math.round(size / (fillMs / 1000))} msg/s; addBatch itself ${queuedMs.toFixed(0)} ms)\n` +
          `          add  ${stats(adds)}\n` +
          `          get  ${stats(gets)} (${(fetched / SAMPLES).toFixed(1)} long-term messages per get)`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
