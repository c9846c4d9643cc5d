/** The read-only snapshot of everyone else that a persona's tick sees (the tick's starting state). */
import type { OtherPersona } from "../../state/personaTick.js";
import type { TownPersona } from "../../state/town.js";

export function othersOf(personas: Record<string, TownPersona>, self: string): Record<string, OtherPersona> {
  const others: Record<string, OtherPersona> = {};
  for (const [name, p] of Object.entries(personas)) {
    if (name !== self) others[name] = { scratch: p.scratch, memory: p.memory };
  }
  return others;
}
