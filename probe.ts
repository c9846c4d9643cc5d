import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { townBuilder } from "./graphs/town.js";
for (const start of process.argv.slice(2)) {
  const town = townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
  const seen: Record<string, Set<string>> = {};
  const tiles: Record<string, Set<string>> = {};
  const t0 = Date.now();
  for await (const chunk of await town.stream({ startTime: start }, { configurable: { thread_id: "x" }, streamMode: "custom" })) {
    const c = chunk as any;
    const moves = c.movements ?? c;
    for (const [name, m] of Object.entries<any>(moves ?? {})) {
      if (!m?.description) continue;
      (seen[name] ??= new Set()).add(m.description.split("@")[0]);
      (tiles[name] ??= new Set()).add(String(m.tile));
      if (m.chat) (seen[name] ??= new Set()).add("CHAT:" + JSON.stringify(m.chat).slice(0, 80));
    }
  }
  console.log(start, Date.now() - t0, "ms");
  for (const n of Object.keys(seen)) console.log("  ", n, [...seen[n]!].join(" | "), "tiles:", tiles[n]!.size);
}
