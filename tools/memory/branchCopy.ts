/**
 * Copies what one persona's memory cursor can see from one store into another: the node and access records of its
 * branch and of every branch that branch continues, each up to the tick it is seen at (memoryStream.ts, "Fork
 * consistency"), and the stored embeddings of those nodes. The records keep their branches and keys, so a cursor
 * reads the copy exactly as it read the original; records it cannot see are left behind.
 *
 * A fork uses it to hold its parent's past in its own store, so it no longer needs its parent's files.
 */
import type { BaseStore, PutOperation } from "@langchain/langgraph";
import type { MemoryCursor } from "../../state/memoryCursor.js";
import { embeddingNamespace, embeddingStoreKey, lineage, memoryNamespace, scan } from "./memoryStream.js";

const BATCH = 500;

/** Returns how many records (memories, accesses, embeddings) were copied. */
export async function copyVisibleMemory(from: BaseStore, to: BaseStore, cursor: MemoryCursor, tick: number, embedderId: string): Promise<number> {
  const puts: PutOperation[] = [];
  const texts = new Set<string>();
  for (const { id, maxTick } of lineage(cursor.branch, tick)) {
    for (const item of await scan(from, memoryNamespace(id, cursor.persona))) {
      const value = item.value as { tick?: unknown; node?: { embeddingKey?: unknown } };
      if (typeof value.tick !== "number" || value.tick > maxTick) continue;
      if (typeof value.node?.embeddingKey === "string") texts.add(value.node.embeddingKey);
      puts.push({ namespace: item.namespace, key: item.key, value: item.value, index: false });
    }
  }
  const vectors = embeddingNamespace(embedderId);
  const keys = [...texts].map(embeddingStoreKey);
  for (let i = 0; i < keys.length; i += BATCH) {
    const found = await Promise.all(keys.slice(i, i + BATCH).map((key) => from.get(vectors, key)));
    for (const item of found) if (item) puts.push({ namespace: vectors, key: item.key, value: item.value, index: false });
  }
  for (let i = 0; i < puts.length; i += BATCH) await to.batch(puts.slice(i, i + BATCH));
  return puts.length;
}
