/**
 * `npm run bench:studio`: how long Studio waits for each graph's schemas the first time it opens it. Starts the LangGraph
 * dev server (servers/devServer.ts) on a free port, asks `GET /assistants/{id}/schemas` of every graph of langgraph.json
 * once, one after the other, and prints the milliseconds of each (the server reads the entry's types with the
 * TypeScript compiler, in a worker of its own per graph; see docs/studio.md), then of a second request (cached).
 *
 *   npm run bench:studio                          # every graph
 *   npm run bench:studio -- town persona          # some
 *   npm run bench:studio -- --save schemas.json   # also write the schemas served, by graph
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PROJECT_ROOT, startDevServer } from "../servers/devServer.js";

function option(name: string, args: string[]): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value) throw new Error(`${name} needs a value.`);
  args.splice(at, 2);
  return value;
}

const args = process.argv.slice(2);
const saveTo = option("--save", args);
const config = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "langgraph.json"), "utf8")) as { graphs: Record<string, string> };
const graphIds = args.length ? args : Object.keys(config.graphs);

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(180_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 500)}`);
  return response.json();
}

const server = await startDevServer({ timeoutMs: 180_000 });
const saved: Record<string, unknown> = {};
try {
  const assistants = (await (
    await fetch(`${server.url}/assistants/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ limit: 100 }) })
  ).json()) as Array<{ assistant_id: string; graph_id: string; metadata?: { created_by?: string } }>;
  const idOf = new Map(assistants.filter((a) => a.metadata?.created_by === "system").map((a) => [a.graph_id, a.assistant_id]));
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores`);
  console.log("graph | first request (ms) | second (ms)");
  for (const graphId of graphIds) {
    const id = idOf.get(graphId);
    if (!id) throw new Error(`No assistant for graph "${graphId}".`);
    const url = `${server.url}/assistants/${id}/schemas`;
    const t0 = performance.now();
    saved[graphId] = await getJson(url);
    const t1 = performance.now();
    await getJson(url);
    const t2 = performance.now();
    console.log(`${graphId} | ${(t1 - t0).toFixed(0)} | ${(t2 - t1).toFixed(0)}`);
  }
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  if (saveTo) writeFileSync(saveTo, JSON.stringify(saved, null, 1));
} finally {
  await server.stop();
}
