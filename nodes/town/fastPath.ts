/**
 * Most ticks of most personas only take one step along a path. This decides that in plain code and, when it holds,
 * produces exactly what the persona graph would: the clock and places in view updated, chat bookkeeping, one step.
 * The persona graph runs only when a tick needs cognition: a new day, a finished action, a new event in view, or a
 * reflection (or post-chat thoughts) due.
 */
import { dayChange, describeEvent, eventsInView, learnPlaces } from "../persona/perceive.js";
import { executeStep } from "../persona/executor.js";
import { chatEndsThisTick } from "../persona/reflect.js";
import type { PromptLogger } from "../../prompts/runner.js";
import type { Movement, OtherPersona, TileEvent } from "../../state/personaTick.js";
import { actionFinished, tickChatState } from "../../state/replan.js";
import type { Thresholds } from "../../state/thresholds.js";
import type { TownPersona } from "../../state/town.js";
import type { MemoryStream } from "../../tools/memoryStream.js";
import type { TownMap } from "../../tools/townMap.js";

/** Why the persona must think this tick, or null when a plain step is all that happens. */
export async function reasonToThink(
  persona: TownPersona,
  now: string,
  map: TownMap,
  events: readonly TileEvent[],
  stream: Pick<MemoryStream, "latestEvents">,
  thresholds: Pick<Thresholds, "secondsPerTick">,
): Promise<string | null> {
  const s = persona.scratch;
  if (!s.currTile) return "not on the map";
  if (dayChange(s.currTime, now)) return "new day";
  if (actionFinished(s, now)) return "action finished";
  const latest = new Set((await stream.latestEvents(s.retention)).map((spo) => JSON.stringify(spo)));
  for (const seen of eventsInView(map, s.currTile, events, s.visionR, s.attBandwidth)) {
    const { subject, predicate, object } = describeEvent(seen);
    if (!latest.has(JSON.stringify([subject, predicate, object]))) return "new event in view";
  }
  const kept = tickChatState({ ...s, currTime: now });
  if (kept.importanceTriggerCurr <= 0 || chatEndsThisTick(kept, now, thresholds.secondsPerTick)) return "reflection due";
  return null;
}

/** The persona graph's outcome for a tick without cognition, computed directly. */
export function stepWithoutThinking(
  persona: TownPersona,
  now: string,
  map: TownMap,
  others: Record<string, OtherPersona>,
  random: () => number,
  thresholds: Pick<Thresholds, "chatAdjacentPathLength" | "executorTargetTileSamples">,
  logger: PromptLogger,
): { persona: TownPersona; movement: Movement } {
  const s = persona.scratch;
  const spatial = learnPlaces(persona.spatial, map, map.nearbyTiles(s.currTile!, s.visionR));
  const kept = tickChatState({ ...s, currTime: now });
  const { scratch, movement } = executeStep(kept, map, others, random, thresholds, logger);
  return { persona: { scratch, spatial, memory: persona.memory }, movement };
}
