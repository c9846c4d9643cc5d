/**
 * The world's events for a tick, placed as the original server loop does: each persona's action where it stands,
 * and the object it uses once it has arrived (used by the town and by the one-at-a-time village driver).
 */
import type { TileEvent } from "../../state/personaTick.js";
import type { TownPersona } from "../../state/town.js";

/** Events on the map this tick: each persona's action where it stands, and the object it uses once arrived. */
export function tickEvents(personas: readonly Pick<TownPersona, "scratch">[]): TileEvent[] {
  const events: TileEvent[] = [];
  for (const { scratch } of personas) {
    if (!scratch.currTile) continue;
    const [, predicate, object] = scratch.actEvent;
    events.push({ tile: scratch.currTile, subject: scratch.name, predicate, object, description: scratch.actDescription });
    const [objectAddress, objPredicate, objObject] = scratch.actObjEvent;
    if (scratch.plannedPath.length === 0 && objectAddress && objPredicate) {
      events.push({
        tile: scratch.currTile,
        subject: objectAddress,
        predicate: objPredicate,
        object: objObject,
        description: scratch.actObjDescription,
      });
    }
  }
  return events;
}
