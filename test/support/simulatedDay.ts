/**
 * A span of a village run with the simulated model, kept as a reader sees it: each change of each persona's action
 * (with the chat said on it), the state at the end and every persona's memories. The whole-day tests read these.
 */
import { advance, openRun, type TownRun } from "../../drivers/town/townRun.js";
import type { NewRunSpec } from "../../drivers/town/runSpec.js";
import { memoryNamespace, scan } from "../../tools/memory/memoryStream.js";
import type { TownStateType } from "../../state/town.js";

export interface DayRow {
  time: string;
  persona: string;
  action: string;
  /** "world:sector:arena:object", or "<persona> ..." / "<waiting> ..." during chats and waits. */
  address: string;
  chat: Array<[string, string]> | null;
  /** The emoji shown above the persona on the map. */
  emoji: string;
}

export interface SimulatedDay {
  rows: DayRow[];
  state: TownStateType;
  /** Each persona's memory descriptions at the end of the run. */
  memories: Record<string, string[]>;
}

/**
 * Runs `spec` (on the memory checkpointer, seed 0, thread `threadId`) in `folder` to its end, then lets `afterwards`
 * ask the still-open run what else a test needs (interviews), before the run is closed.
 */
export async function simulateDay<Extra extends object>(
  folder: string,
  threadId: string,
  spec: Omit<NewRunSpec, "threadId" | "checkpointer" | "seed">,
  afterwards: (run: TownRun, state: TownStateType) => Promise<Extra>,
): Promise<SimulatedDay & Extra> {
  const run = await openRun(folder, { ...spec, checkpointer: "memory", threadId, seed: 0 });
  const rows: DayRow[] = [];
  const last = new Map<string, string>();
  try {
    const state = await advance(run, {
      onRecord(record) {
        for (const [persona, m] of Object.entries(record.movements)) {
          if (last.get(persona) === m.description && !m.chat) continue;
          last.set(persona, m.description);
          const at = m.description.lastIndexOf(" @ ");
          rows.push({ time: record.time, persona, action: m.description.slice(0, at), address: m.description.slice(at + 3), chat: m.chat as never, emoji: m.pronunciatio });
        }
      },
    });
    const memories: Record<string, string[]> = {};
    for (const [persona, p] of Object.entries(state.personas)) {
      const items = await scan(run.store, memoryNamespace(p.memory.branch.id, persona));
      memories[persona] = items.map((item) => (item.value as { node?: { description?: unknown } }).node?.description).filter((d): d is string => typeof d === "string");
    }
    return { rows, state, memories, ...(await afterwards(run, state)) };
  } finally {
    await run.close();
  }
}
