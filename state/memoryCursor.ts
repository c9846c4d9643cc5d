/**
 * What checkpointed state keeps of a persona's memory stream: a cursor on a branch. The stream itself lives in the
 * store (tools/memory/memoryStream.ts); a fork is a new branch whose parent is the old one as of a tick.
 */
import { z } from "zod/v4";

/** A line of history. A fork is a new branch whose parent is the old branch as of `atTick`. */
export interface BranchRef {
  id: string;
  parent?: { branch: BranchRef; atTick: number };
}

export const BranchRefSchema: z.ZodType<BranchRef> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    parent: z.object({ branch: BranchRefSchema, atTick: z.number().int().nonnegative() }).optional(),
  }),
);

/** What checkpointed state keeps of one persona's memory. */
export interface MemoryCursor {
  branch: BranchRef;
  persona: string;
  /** Node records visible to this checkpoint: node_1 .. node_<count>. */
  count: number;
  /** Access (lastAccessed) records visible to this checkpoint: access_1 .. access_<accesses>. */
  accesses: number;
}

export const MemoryCursorSchema = z.object({
  branch: BranchRefSchema,
  persona: z.string().min(1),
  count: z.number().int().nonnegative(),
  accesses: z.number().int().nonnegative(),
});

/** An empty stream for a persona on a fresh branch. */
export function newMemoryCursor(persona: string, branchId = "main"): MemoryCursor {
  return { branch: { id: branchId }, persona, count: 0, accesses: 0 };
}

/** A new branch continuing `ref` as it was at `atTick`. The new id must not already be in the lineage. */
export function forkBranch(ref: BranchRef, atTick: number, newId: string): BranchRef {
  for (let b: BranchRef | undefined = ref; b; b = b.parent?.branch) {
    if (b.id === newId) throw new Error(`Cannot fork branch "${ref.id}" as "${newId}": that id is already in its lineage.`);
  }
  return { id: newId, parent: { branch: ref, atTick } };
}

/** The same persona's cursor on a fork of its branch (counts are kept: the fork starts from this checkpoint). */
export function forkCursor(cursor: MemoryCursor, atTick: number, newBranchId: string): MemoryCursor {
  return { ...cursor, branch: forkBranch(cursor.branch, atTick, newBranchId) };
}
