/**
 * Ready-made inputs from the default village, so a graph run with an empty input (e.g. from Studio) does something
 * sensible: the first persona of Larkspur at the village's start, the others as its neighbours.
 */
import type { OtherPersona, PersonaTickValues } from "../state/personaTick.js";
import { newMemoryCursor } from "../tools/memory/memoryStream.js";
import { loadSmallville, type LoadedSmallville } from "../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "./index.js";

let village: LoadedSmallville | undefined;
const loaded = () => (village ??= loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir));

/** One persona tick's input at the default village's start (first persona unless named). */
export function defaultPersonaTick(name?: string): PersonaTickValues {
  const { meta, personas } = loaded();
  const self = personas.find((p) => p.scratch.name === name) ?? personas[0]!;
  const others: Record<string, OtherPersona> = {};
  for (const p of personas) {
    if (p !== self) {
      others[p.scratch.name] = { scratch: { ...p.scratch, currTile: p.tile }, memory: newMemoryCursor(p.scratch.name) };
    }
  }
  return {
    scratch: { ...self.scratch, currTile: self.tile },
    spatial: self.spatial,
    memory: newMemoryCursor(self.scratch.name),
    clock: { time: meta.startTime, tick: 0, secondsPerTick: meta.secondsPerTick },
    village: { mapDir: DEFAULT_VILLAGE.mapDir },
    events: [],
    others,
  };
}
