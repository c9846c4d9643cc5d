/**
 * Most ticks of most personas only take one step along a path. This decides that in plain code and, when it holds,
 * produces exactly what the persona graph would: the clock and places in view updated, chat bookkeeping (the town's
 * resolve step then moves the persona, as it does every persona).
 * The persona graph runs only when a tick needs cognition: a new day, a finished action, a new event in view, or a
 * reflection (or post-chat thoughts) due.
 */
import { dayChange, describeEvent, eventsInView, learnPlaces } from "../persona/perceive.js";
import { chatEndsThisTick } from "../persona/reflect.js";
import type { Tile } from "../../state/chatParty.js";
import type { BranchRef } from "../../state/memoryCursor.js";
import type { TileEvent } from "../../state/personaTick.js";
import { actionFinished, chatIsOver, tickChatState } from "../../state/replan.js";
import type { TownPersona } from "../../state/town.js";
import type { MemoryStream } from "../../tools/memory/memoryStream.js";
import type { TownMap } from "../../tools/world/townMap.js";

/** Why the persona must think this tick, or null when a plain step is all that happens. */
export async function reasonToThink(
  persona: TownPersona,
  now: string,
  map: TownMap,
  events: readonly TileEvent[],
  stream: Pick<MemoryStream, "latestEvents">,
  secondsPerTick: number,
): Promise<string | null> {
  return reasonFromClock(persona, now, secondsPerTick) ?? ((await newEventInView(persona, map, events, stream)) ? "new event in view" : null);
}

/** The reasons to think that need no look around: not on the map, a new day, the action over, a reflection due. */
export function reasonFromClock(persona: TownPersona, now: string, secondsPerTick: number): string | null {
  const s = persona.scratch;
  if (!s.currTile) return "not on the map";
  if (dayChange(s.currTime, now)) return "new day";
  if (actionFinished(s, now)) return "action finished";
  // As after this tick's chat bookkeeping (tickChatState), which clears a chat that is over: no end to reach.
  if (s.importanceTriggerCurr <= 0 || (!chatIsOver(s) && chatEndsThisTick(s, now, secondsPerTick))) return "reflection due";
  return null;
}

/** True when one of the events perceive would take in is not among the persona's latest memories. */
export async function newEventInView(
  persona: TownPersona,
  map: TownMap,
  events: readonly TileEvent[],
  stream: Pick<MemoryStream, "latestEvents">,
): Promise<boolean> {
  const s = persona.scratch;
  if (!s.currTile) return false;
  const latest = new Set((await stream.latestEvents(s.retention)).map((spo) => JSON.stringify(spo)));
  for (const seen of eventsInView(map, s.currTile, events, s.visionR, s.attBandwidth)) {
    const { subject, predicate, object } = describeEvent(seen);
    if (!latest.has(JSON.stringify([subject, predicate, object]))) return true;
  }
  return false;
}

/**
 * The persona graph's outcome for a tick without cognition, before the town moves the persona: the places in view
 * learned and the chat bookkeeping done (what perceive and chatBookkeeping do on such a tick).
 */
export function quietTick(persona: TownPersona, now: string, map: TownMap): TownPersona {
  const s = persona.scratch;
  const spatial = s.currTile ? learnPlaces(persona.spatial, map, s.currTile, s.visionR) : persona.spatial;
  return { scratch: tickChatState(s, { currTime: now }), spatial, memory: persona.memory };
}

/**
 * What a persona looked at when it found nothing new: its memories (branch and count), its tile and the events in
 * view. Standing in the same view with the same memories the next tick, it finds nothing new there either.
 */
export interface SeenView {
  branch: BranchRef;
  count: number;
  tile: Tile;
  events: readonly TileEvent[];
}

/** True when `b` is the view `a` was (the same branch object, count, tile and events in the same order). */
export function sameView(a: SeenView | undefined, b: SeenView): boolean {
  if (!a || a.branch !== b.branch || a.count !== b.count || a.tile[0] !== b.tile[0] || a.tile[1] !== b.tile[1]) return false;
  if (a.events.length !== b.events.length) return false;
  for (let i = 0; i < a.events.length; i++) {
    const e = a.events[i]!, f = b.events[i]!;
    if (e.tile[0] !== f.tile[0] || e.tile[1] !== f.tile[1] || e.subject !== f.subject || e.predicate !== f.predicate) return false;
    if (e.object !== f.object || e.description !== f.description) return false;
  }
  return true;
}
