/**
 * shortTermScheduler: the current action has ended, so pick the next one. Decompose the entries the rules name
 * into 5-minute-increment subtasks, make sure the day adds up to 1440 minutes, take the entry at `now`, and ground
 * it: sector, arena, object, emoji, event triple, and the object's own state (the original's 8 calls per action).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { actionArenaPrompt } from "../../prompts/persona/actionArena.js";
import { actionEmojiPrompt } from "../../prompts/persona/actionEmoji.js";
import { actionObjectPrompt } from "../../prompts/persona/actionObject.js";
import { actionSectorPrompt } from "../../prompts/persona/actionSector.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { objectDescriptionPrompt } from "../../prompts/persona/objectDescription.js";
import { formatHHMM } from "../../prompts/persona/planningText.js";
import { taskDecompositionPrompt } from "../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry, Scratch, SpatialMemory } from "../../state/persona.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import {
  decomposeEntry,
  entriesToDecompose,
  fillDay,
  scheduleIndexAt,
  spliceDecomposition,
  startMinuteOf,
} from "../../state/schedule.js";
import { personaRuntime, type PersonaRuntime } from "./runtime.js";

/** Minute of the day at which entry `index` starts. */
export function entryStart(schedule: readonly ScheduleEntry[], index: number): number {
  return schedule.slice(0, index).reduce((sum, [, minutes]) => sum + Math.max(0, minutes), 0);
}

/** Sectors the persona may go to: other people's houses only when they carry the persona's last name (original rule). */
export function accessibleSectors(spatial: SpatialMemory, world: string, lastName: string): string[] {
  return Object.keys(spatial[world] ?? {}).filter((s) => !s.includes("'s house") || s.includes(lastName));
}

/** Arenas of a sector the persona may use: other people's rooms only when they carry the persona's last name. */
export function accessibleArenas(spatial: SpatialMemory, world: string, sector: string, lastName: string): string[] {
  return Object.keys(spatial[world]?.[sector] ?? {}).filter((a) => !a.includes("'s room") || a.includes(lastName));
}

async function decompose(rt: PersonaRuntime, scratch: Scratch, now: string): Promise<ScheduleEntry[]> {
  const schedule = scratch.fDailySchedule;
  const hourly = scratch.fDailyScheduleHourlyOrg;
  // The entries are asked about together, then spliced highest index first so each index still names its entry.
  const indices = entriesToDecompose(schedule, now, rt.t);
  const answers = await Promise.all(
    indices.map((index) => {
      const [task, minutes] = schedule[index]!;
      const start = entryStart(schedule, index);
      const block = scheduleIndexAt(hourly, start);
      const context = hourly.slice(block, block + 3).map(([activity, m], i) => {
        const from = entryStart(hourly, block + i);
        return { start: formatHHMM(from), end: formatHHMM(Math.min(1440, from + m)), activity };
      });
      return rt.ask(taskDecompositionPrompt, {
        identity: identityOf(scratch),
        task,
        durationMinutes: minutes,
        startTime: formatHHMM(start),
        context,
        granularityMinutes: rt.t.subtaskGranularityMinutes,
      });
    }),
  );
  let decomposed = schedule;
  indices.forEach((index, i) => {
    const [task, minutes] = schedule[index]!;
    decomposed = spliceDecomposition(decomposed, index, decomposeEntry(task, answers[i]!, minutes, rt.t));
  });
  return fillDay(decomposed, rt.t);
}

/** world:sector:arena:object for the activity, always a place the persona knows. */
async function groundAction(rt: PersonaRuntime, scratch: Scratch, spatial: SpatialMemory, activity: string) {
  const identity = identityOf(scratch);
  const [world = rt.map.world, livingSector = "", livingArena = ""] = scratch.livingArea.split(":");
  const currentSector = rt.map.addressOf(scratch.currTile!, "sector").split(":")[1] || livingSector;
  const sectors = accessibleSectors(spatial, world, scratch.lastName);
  let sector = await rt.ask(actionSectorPrompt, {
    identity,
    activity,
    livingSector,
    livingArenas: Object.keys(spatial[world]?.[livingSector] ?? {}),
    currentSector,
    currentArenas: Object.keys(spatial[world]?.[currentSector] ?? {}),
    accessibleSectors: sectors.length ? sectors : [livingSector],
  });
  if (!spatial[world]?.[sector]) sector = livingSector; // original: unknown sector -> living-area sector
  let arenas = accessibleArenas(spatial, world, sector, scratch.lastName);
  if (!arenas.length) {
    sector = livingSector;
    arenas = [livingArena];
  }
  let arena = await rt.ask(actionArenaPrompt, { identity, activity, sector, arenas });
  if (!arenas.includes(arena)) arena = arenas.includes(livingArena) ? livingArena : arenas[0]!;
  const objects = spatial[world]?.[sector]?.[arena] ?? [];
  const object = objects.length
    ? await rt.ask(actionObjectPrompt, { name: scratch.name, activity, arena, objects })
    : "<random>";
  return { world, sector, arena, object: objects.includes(object) ? object : objects[0] ?? "<random>" };
}

export async function shortTermScheduler(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const schedule = await decompose(rt, state.scratch, now);
  // The action starts at now rounded up to the minute (as its end is counted), so it ends with its entry.
  const startMinute = startMinuteOf(now);
  const index = Math.min(scheduleIndexAt(schedule, startMinute), schedule.length - 1);
  const [activity, minutes] = schedule[index]!;
  // The action lasts until its entry ends (the original gave it the entry's full length from now).
  const duration = Math.max(1, entryStart(schedule, index) + minutes - startMinute);
  const place = await groundAction(rt, state.scratch, state.spatial, activity);
  const address = `${place.world}:${place.sector}:${place.arena}:${place.object}`;
  const name = state.scratch.name;

  // Calls that do not depend on each other go out together (their answers depend only on their inputs, so the
  // outcome is the same; the wall time with a remote model is not).
  const [pronunciatio, actEvent, objectState] = await Promise.all([
    rt.ask(actionEmojiPrompt, { description: activity, maxChars: rt.t.emojiMaxChars }),
    rt.ask(eventTriplePrompt, { subject: name, description: activity }),
    // A "<random>" spot is no object: nothing to describe (the original still asked about an object named "<random>").
    place.object === "<random>" ? null : rt.ask(objectDescriptionPrompt, { object: place.object, name, activity }),
  ]);
  const [objectEmoji, objectTriple] = objectState
    ? await Promise.all([
        rt.ask(actionEmojiPrompt, { description: objectState, maxChars: rt.t.emojiMaxChars }),
        rt.ask(eventTriplePrompt, { subject: place.object, description: objectState }),
      ])
    : [null, null];

  const scratch: Scratch = {
    ...state.scratch,
    fDailySchedule: schedule,
    actAddress: address,
    actStartTime: now,
    actDuration: duration,
    actDescription: activity,
    actPronunciatio: pronunciatio,
    actEvent: [name, actEvent[1], actEvent[2]],
    actObjDescription: objectState,
    actObjPronunciatio: objectEmoji,
    actObjEvent: objectTriple ? [address, objectTriple[1], objectTriple[2]] : [null, null, null],
    chattingWith: null,
    chat: null,
    chattingEndTime: null,
    actPathSet: false,
  };
  return { scratch, usage: rt.usage() };
}
