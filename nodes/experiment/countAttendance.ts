/**
 * countAttendance: who stood in each event's place during it, from the movement log's tiles and the map (a tile of
 * the event's sector, and of its arena when one is given).
 */
import type { ExperimentStateType, Presence } from "../../state/experiment.js";
import { presenceIn } from "../../state/experimentFigures.js";
import { villageMap } from "../persona/runtime.js";

export function countAttendance(state: Pick<ExperimentStateType, "spec" | "steps" | "village" | "secondsPerStep">) {
  const presence: Record<string, Presence[]> = {};
  if (!state.spec.events.length) return { presence };
  const map = villageMap(state.village!.mapDir);
  for (const event of state.spec.events) {
    const onPlace = (tile: [number, number]) => {
      const here = map.tileAt(tile);
      return here.sector === event.place.sector && (!event.place.arena || here.arena === event.place.arena);
    };
    presence[event.id] = presenceIn(state.steps ?? [], onPlace, event, state.secondsPerStep ?? 10);
  }
  return { presence };
}
