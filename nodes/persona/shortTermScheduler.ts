/**
 * shortTermScheduler: the current action has ended, so pick the next one. Decompose the entries the rules name
 * into 5-minute-increment subtasks, make sure the day adds up to 1440 minutes, take the entry at `now`, and ground
 * it: sector, arena, object, emoji, event triple, and the object's own state (the original's 8 calls per action; with
 * economical cognition one action_grounding answer, reused on another day for the same activity and known places, and
 * the steps of a task just split grounded together in one steps_grounding answer).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { actionArenaPrompt } from "../../prompts/persona/actionArena.js";
import { actionEmojiPrompt } from "../../prompts/persona/actionEmoji.js";
import { actionObjectPrompt } from "../../prompts/persona/actionObject.js";
import { actionSectorPrompt } from "../../prompts/persona/actionSector.js";
import { actionGroundingPrompt, NO_GROUNDING, type ActionGrounding } from "../../prompts/persona/actionGrounding.js";
import { eventTriplePrompt, type EventTriple } from "../../prompts/persona/eventTriple.js";
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
import { errandMinutes, goOnEarlier } from "../../state/errands.js";
import { stepsGroundingPrompt } from "../../prompts/persona/stepsGrounding.js";
import { keptAnswer } from "../../tools/models/reusedAnswers.js";
import { keepForReuse, personaRuntime, reused, type PersonaRuntime } from "./runtime.js";

/** Minute of the day at which entry `index` starts. */
export function entryStart(schedule: readonly ScheduleEntry[], index: number): number {
  return schedule.slice(0, index).reduce((sum, [, minutes]) => sum + Math.max(0, minutes), 0);
}

/**
 * Who a house or a room may belong to: a last name (the original's rule), or a persona's names and home, with the homes
 * of everyone else in the village ("world:sector:arena", from their village spec), which are theirs and not one's own.
 */
export type Owner = string | { firstName: string; lastName: string; livingArea?: string; othersHomes?: readonly string[] };

/** Whether a place named for someone ("Mei Lin's house", "Ifeoma's room") is the persona's own: its name, or its home. */
function ownsPlace(owner: Owner, place: string, homePart: string | undefined): boolean {
  if (typeof owner === "string") return place.includes(owner);
  return place.includes(owner.lastName) || new RegExp(`\\b${owner.firstName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}'s\\b`).test(place) || place === homePart;
}

/** A place whose name says people live there: a house, a flat, a cottage, an apartment, a dorm. */
const DWELLING = /\b(?:house|home|flats?|apartments?|cottages?|bungalow|cabin|chalet|lodgings?|dorm|dormitory|co-living)\b/i;

/** Homes of others ("world:sector:arena") that are not also one's own (one shares a bedroom with a spouse). */
function othersHomesOf(owner: Owner): string[] {
  if (typeof owner === "string") return [];
  return (owner.othersHomes ?? []).filter((home) => home !== owner.livingArea);
}

/** Sectors the persona may go to: other people's houses only when they are the persona's own (original rule: by last name). */
export function accessibleSectors(spatial: SpatialMemory, world: string, owner: Owner): string[] {
  const home = typeof owner === "string" ? undefined : owner.livingArea?.split(":")[1];
  // A flat, cottage or house someone else lives in (as their village spec says) is theirs, whatever its name.
  const othersDwellings = new Set(othersHomesOf(owner).map((h) => h.split(":")[1]).filter((s): s is string => !!s && s !== home && DWELLING.test(s)));
  return Object.keys(spatial[world] ?? {}).filter((s) => (!s.includes("'s house") || ownsPlace(owner, s, home)) && !othersDwellings.has(s));
}

/** Arenas of a sector the persona may use: other people's rooms only when they are the persona's own. */
export function accessibleArenas(spatial: SpatialMemory, world: string, sector: string, owner: Owner): string[] {
  const home = typeof owner === "string" ? undefined : owner.livingArea?.split(":")[1] === sector ? owner.livingArea?.split(":")[2] : undefined;
  // Someone else's flat or room ("flat one" of the Net Loft flats, Benedikt's) is theirs even when its name says nobody's.
  const othersRooms = new Set(othersHomesOf(owner).filter((h) => h.split(":")[1] === sector).map((h) => h.split(":")[2]));
  return Object.keys(spatial[world]?.[sector] ?? {}).filter((a) => (!a.includes("'s room") || ownsPlace(owner, a, home)) && (a === home || !othersRooms.has(a)));
}

/** The persona with everyone else's home in the village: what its places are chosen among. */
type Resident = Scratch & { othersHomes?: readonly string[] };

/**
 * The persona as a resident: its scratch with the homes of the others, everyone's as the town gives them (the tick's
 * snapshots of others hold only those near), else those of the others it sees.
 */
export function residentOf(scratch: Scratch, homes: Readonly<Record<string, string>> | undefined, others: Readonly<Record<string, { scratch: Pick<Scratch, "livingArea"> }>> = {}): Resident {
  const all = homes ?? Object.fromEntries(Object.entries(others).map(([name, o]) => [name, o.scratch.livingArea]));
  const othersHomes = Object.entries(all).filter(([name, home]) => name !== scratch.name && !!home).map(([, home]) => home);
  return { ...scratch, othersHomes };
}

/** The day with the due entries split, and the steps each split gave (in order), for economical cognition to ground. */
async function decompose(rt: PersonaRuntime, scratch: Scratch, now: string): Promise<{ schedule: ScheduleEntry[]; steps: string[][] }> {
  const schedule = scratch.fDailySchedule;
  const hourly = scratch.fDailyScheduleHourlyOrg;
  // The entries are asked about together, then spliced highest index first so each index still names its entry.
  const indices = entriesToDecompose(schedule, now, rt.t);
  const answers = await Promise.all(
    indices.map((index) => {
      const task = schedule[index]![0];
      // A stop on the way is split into its few minutes; the rest of its block goes on to what follows.
      const minutes = errandMinutes(schedule, index);
      const start = entryStart(schedule, index);
      const block = scheduleIndexAt(hourly, start);
      const context = hourly.slice(block, block + 3).map(([activity, m], i) => {
        const from = entryStart(hourly, block + i);
        return { start: formatHHMM(from), end: formatHHMM(Math.min(1440, from + m)), activity };
      });
      const inputs = { task, durationMinutes: minutes, startTime: formatHHMM(start), context, granularityMinutes: rt.t.subtaskGranularityMinutes };
      const ask = () => rt.ask(taskDecompositionPrompt, { identity: identityOf(scratch), ...inputs });
      // Economical cognition: the same task at the same time among the same neighbours is split as on an earlier day.
      return rt.settings.cognition === "economical" ? reused(rt, taskDecompositionPrompt.id, scratch.name, inputs, ask) : ask();
    }),
  );
  let decomposed = schedule;
  const steps: string[][] = [];
  indices.forEach((index, i) => {
    const [task, whole] = schedule[index]!;
    const minutes = errandMinutes(schedule, index);
    const entries = decomposeEntry(task, answers[i]!, minutes, rt.t);
    steps.push(entries.map(([activity]) => activity));
    decomposed = goOnEarlier(spliceDecomposition(decomposed, index, entries), index + entries.length, whole - minutes);
  });
  return { schedule: fillDay(decomposed, rt.t), steps };
}

/**
 * world:sector:arena:object for the activity, always a place the persona knows. Each level is taken from `given` when
 * it holds a valid one (economical cognition), else asked alone (the original's questions, and their fallbacks).
 */
async function groundAction(rt: PersonaRuntime, scratch: Resident, spatial: SpatialMemory, activity: string, given: ActionGrounding = NO_GROUNDING) {
  const identity = identityOf(scratch);
  const [world = rt.map.world, livingSector = "", livingArena = ""] = scratch.livingArea.split(":");
  const currentSector = rt.map.addressOf(scratch.currTile!, "sector").split(":")[1] || livingSector;
  const sectors = accessibleSectors(spatial, world, scratch);
  let sector = given.sector ?? await rt.ask(actionSectorPrompt, {
    identity,
    activity,
    livingSector,
    livingArenas: Object.keys(spatial[world]?.[livingSector] ?? {}),
    currentSector,
    currentArenas: Object.keys(spatial[world]?.[currentSector] ?? {}),
    accessibleSectors: sectors.length ? sectors : [livingSector],
  });
  if (!spatial[world]?.[sector]) sector = livingSector; // original: unknown sector -> living-area sector
  let arenas = accessibleArenas(spatial, world, sector, scratch);
  if (!arenas.length) {
    sector = livingSector;
    arenas = [livingArena];
  }
  const givenArena = sector === given.sector && given.arena !== null && arenas.includes(given.arena) ? given.arena : null;
  let arena = givenArena ?? await rt.ask(actionArenaPrompt, { identity, activity, sector, arenas });
  if (!arenas.includes(arena)) arena = arenas.includes(livingArena) ? livingArena : arenas[0]!;
  const objects = spatial[world]?.[sector]?.[arena] ?? [];
  const givenObject = arena === givenArena && given.object !== null && objects.includes(given.object) ? given.object : null;
  const object = objects.length
    ? givenObject ?? await rt.ask(actionObjectPrompt, { name: scratch.name, activity, arena, objects })
    : "<random>";
  return { world, sector, arena, object: objects.includes(object) ? object : objects[0] ?? "<random>" };
}

type Place = Awaited<ReturnType<typeof groundAction>>;

/**
 * How the action and its object look on the map and in memory: the action's emoji and triple, the object's state, its
 * emoji and triple. Taken from `given` where it has them (the object's only for the object it chose), else asked.
 */
async function describeAction(rt: PersonaRuntime, name: string, activity: string, place: Place, given: ActionGrounding = NO_GROUNDING) {
  const sameObject = place.object === given.object;
  // Calls that do not depend on each other go out together (their answers depend only on their inputs, so the
  // outcome is the same; the wall time with a remote model is not).
  const [pronunciatio, actEvent, objectState] = await Promise.all([
    given.emoji ?? rt.ask(actionEmojiPrompt, { description: activity, maxChars: rt.t.emojiMaxChars }),
    given.event ? ([name, ...given.event] as EventTriple) : rt.ask(eventTriplePrompt, { subject: name, description: activity }),
    // A "<random>" spot is no object: nothing to describe (the original still asked about an object named "<random>").
    place.object === "<random>"
      ? null
      : (sameObject ? given.objectState : null) ?? rt.ask(objectDescriptionPrompt, { object: place.object, name, activity }),
  ]);
  const givenState = sameObject && objectState === given.objectState;
  const [objectEmoji, objectTriple] = objectState
    ? await Promise.all([
        (givenState ? given.objectEmoji : null) ?? rt.ask(actionEmojiPrompt, { description: objectState, maxChars: rt.t.emojiMaxChars }),
        givenState && given.objectEvent
          ? ([place.object, ...given.objectEvent] as EventTriple)
          : rt.ask(eventTriplePrompt, { subject: place.object, description: objectState }),
      ])
    : [null, null];
  return { pronunciatio, actEvent, objectState, objectEmoji, objectTriple };
}

/** The places the persona knows and may use, with their usable areas and things (what grounding answers choose from). */
function knownPlaces(rt: PersonaRuntime, scratch: Resident, spatial: SpatialMemory) {
  const [world = rt.map.world, livingSector = ""] = scratch.livingArea.split(":");
  const currentSector = rt.map.addressOf(scratch.currTile!, "sector").split(":")[1] || livingSector;
  const sectors = accessibleSectors(spatial, world, scratch);
  const places = (sectors.length ? sectors : [livingSector]).map((sector) => ({
    sector,
    arenas: accessibleArenas(spatial, world, sector, scratch).map((arena) => ({ arena, objects: spatial[world]?.[sector]?.[arena] ?? [] })),
  }));
  return { livingSector, currentSector, places };
}

/** What a grounding is kept under: the activity of the persona among the same known places (not the date, not where it stands). */
const groundingKey = (scratch: Scratch, activity: string, places: unknown) => [activity, scratch.livingArea, places];

/** A grounding answer turned into the action's place and looks, each field it lacks asked alone. */
async function completeGrounding(rt: PersonaRuntime, scratch: Resident, spatial: SpatialMemory, activity: string, given: ActionGrounding) {
  const place = await groundAction(rt, scratch, spatial, activity, given);
  return { place, looks: await describeAction(rt, scratch.name, activity, place, given) };
}

/**
 * Economical cognition: the place and looks of a new action from one action_grounding answer, each field it lacks
 * asked alone; the whole reused when the same persona grounded the same activity among the same known places before
 * (another day, or the steps of a task grounded together: the date and where the persona stands now are left out of
 * what must match).
 */
async function groundInOneAnswer(rt: PersonaRuntime, scratch: Resident, spatial: SpatialMemory, activity: string) {
  const { livingSector, currentSector, places } = knownPlaces(rt, scratch, spatial);
  return reused(rt, actionGroundingPrompt.id, scratch.name, groundingKey(scratch, activity, places), async () => {
    const given = await rt.ask(actionGroundingPrompt, {
      identity: identityOf(scratch),
      activity,
      livingSector,
      currentSector,
      places,
      maxEmoji: rt.t.emojiMaxChars,
    });
    return completeGrounding(rt, scratch, spatial, activity, given);
  });
}

/**
 * Economical cognition: the steps of a task just split, grounded together in one steps_grounding answer (each field
 * it lacks asked alone) and kept as action_grounding answers, so each step, when it starts among the same known
 * places, reuses its grounding instead of asking. Steps grounded before are left out; a lone step, and a step the
 * answer gives nothing usable for, wait for their turn.
 */
async function groundSteps(rt: PersonaRuntime, scratch: Resident, spatial: SpatialMemory, activities: readonly string[]) {
  const { livingSector, currentSector, places } = knownPlaces(rt, scratch, spatial);
  const fresh: string[] = [];
  for (const activity of new Set(activities)) {
    if (!(await keptAnswer(rt.store, actionGroundingPrompt.id, scratch.name, groundingKey(scratch, activity, places)))) fresh.push(activity);
  }
  if (fresh.length < 2) return;
  // Room for a preamble and eight short fields a step.
  const given = await rt.ask(
    stepsGroundingPrompt,
    { identity: identityOf(scratch), activities: fresh, livingSector, currentSector, places, maxEmoji: rt.t.emojiMaxChars },
    { maxTokens: 60 + 110 * fresh.length },
  );
  for (const [i, activity] of fresh.entries()) {
    // A step the answer says nothing usable about is left to its own action_grounding question when it starts.
    const step = given[i];
    if (!step || Object.values(step).every((v) => v === null)) continue;
    const grounded = await completeGrounding(rt, scratch, spatial, activity, step);
    await keepForReuse(rt, actionGroundingPrompt.id, scratch.name, groundingKey(scratch, activity, places), grounded);
  }
}

export async function shortTermScheduler(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const { schedule, steps } = await decompose(rt, state.scratch, now);
  const economical = rt.settings.cognition === "economical";
  const resident = residentOf(state.scratch, state.village?.homes, state.others ?? {});
  if (economical) for (const activities of steps) await groundSteps(rt, resident, state.spatial, activities);
  // The action starts at now rounded up to the minute (as its end is counted), so it ends with its entry.
  const startMinute = startMinuteOf(now);
  const index = Math.min(scheduleIndexAt(schedule, startMinute), schedule.length - 1);
  const [activity, minutes] = schedule[index]!;
  // The action lasts until its entry ends (the original gave it the entry's full length from now).
  const duration = Math.max(1, entryStart(schedule, index) + minutes - startMinute);
  const { place, looks } = economical
    ? await groundInOneAnswer(rt, resident, state.spatial, activity)
    : await (async () => {
        const place = await groundAction(rt, resident, state.spatial, activity);
        return { place, looks: await describeAction(rt, state.scratch.name, activity, place) };
      })();
  const { pronunciatio, actEvent, objectState, objectEmoji, objectTriple } = looks;
  const address = `${place.world}:${place.sector}:${place.arena}:${place.object}`;
  const name = state.scratch.name;

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
