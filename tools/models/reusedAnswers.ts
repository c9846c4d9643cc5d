/**
 * Answers a run reuses (economical cognition): an answer kept in the run's store under the inputs that matter to it,
 * and given again when those inputs come back (the same activity of the same persona at the same known places on
 * another day; the same event seen again by the same persona). Unlike the answer cache (tools/models/answerCache.ts),
 * which needs the very same prompt text, the key leaves out what changes every day without changing the answer (the
 * date, the persona's current position). Kept in the store, so a resumed run reuses what it had before the pause.
 *
 *   ["simulacra", "reused", <kind>, sha256(persona)]   sha256(inputs)   { value }
 */
import { createHash } from "node:crypto";
import type { BaseStore } from "@langchain/langgraph";
import { stableStringify } from "../random.js";

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

const placeOf = (kind: string, persona: string, inputs: unknown) => ({
  namespace: ["simulacra", "reused", kind, digest(persona)],
  key: digest(stableStringify(inputs)),
});

/** The answer kept for these inputs, or undefined (nothing is asked). */
export async function keptAnswer<T>(store: BaseStore, kind: string, persona: string, inputs: unknown): Promise<{ value: T } | undefined> {
  const { namespace, key } = placeOf(kind, persona, inputs);
  const kept = await store.get(namespace, key);
  return kept ? { value: kept.value.value as T } : undefined;
}

/** Keeps an answer for these inputs (an answer worked out elsewhere, e.g. one of a batched call's). */
export async function keepAnswer<T>(store: BaseStore, kind: string, persona: string, inputs: unknown, value: T): Promise<void> {
  const { namespace, key } = placeOf(kind, persona, inputs);
  await store.put(namespace, key, { value });
}

/** The answer kept for these inputs, else `produce`'s (then kept); `reused` says which. */
export async function reusedAnswer<T>(
  store: BaseStore,
  kind: string,
  persona: string,
  inputs: unknown,
  produce: () => Promise<T>,
): Promise<{ value: T; reused: boolean }> {
  const kept = await keptAnswer<T>(store, kind, persona, inputs);
  if (kept) return { value: kept.value, reused: true };
  const value = await produce();
  await keepAnswer(store, kind, persona, inputs, value);
  return { value, reused: false };
}
