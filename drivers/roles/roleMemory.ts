/**
 * The role's memory as data and back: a memory object given stored messages without `add` side effects (and
 * without replacing the message objects it already holds), and a RoleZero memory object described as the
 * `longTermMemory` of the role's data.
 */
import { Message as MessageClass, jsonEqual, type MessageData } from "../../state/message.js";
import type { Memory } from "../../state/roleMemory.js";
import type { LongTermMemorySpec } from "../../state/roleGraph.js";
import { RoleZeroLongTermMemory as RoleZeroMemoryOnChroma } from "../../tools/memory/roleZeroMemory.js";

/**
 * Gives the memory these stored messages (no `add` side effects), keeping the message objects it already holds
 * where they are unchanged: a message the role published stays the same object in its memory and in the
 * environment's history, as in MetaGPT.
 */
export function restoreMemory(memory: Memory, data: readonly MessageData[]): void {
  const held = memory.get();
  let same = held.length === data.length;
  const messages = data.map((stored, i) => {
    const current = held[i];
    if (current && current.id === stored.id && jsonEqual(current.toData(), stored)) return current;
    same = false;
    return MessageClass.fromData(stored);
  });
  if (!same) memory.load(messages);
}

/** A RoleZero memory object as the `longTermMemory` of the role's data (null for any other memory). */
export function longTermSpecOf(memory: Memory): LongTermMemorySpec | null {
  if (!(memory instanceof RoleZeroMemoryOnChroma)) return null;
  const where = memory.url !== undefined ? { url: memory.url } : { persistPath: memory.persistPath };
  return { ...where, collectionName: memory.collectionName, memoryK: memory.memoryK, similarityTopK: memory.similarityTopK, useLlmRanker: memory.useLlmRanker };
}
