/**
 * perceive: the persona's clock and eyes. Sets the current time (noting a new day), learns the places in view,
 * and stores the nearest new events of its own arena in memory, each lowering the reflection trigger.
 *
 * Kept from the original: the vision square of radius visionR, same arena only, the attBandwidth nearest events,
 * events among the `retention` latest skipped, idle events poignancy 1 without a model call, the persona's own
 * chat adding a chat node. Changed: the memory description keeps the subject for any name length, and the
 * embedding key is that description (the original embedded the activity alone, without the subject). Economical
 * cognition scores the tick's new events in one event_poignancies answer and reuses scores given before.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { chatPoignancyPrompt } from "../../prompts/persona/chatPoignancy.js";
import { eventPoignanciesPrompt } from "../../prompts/persona/eventPoignancies.js";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { identityOf } from "../../prompts/persona/identity.js";
import type { Tile } from "../../state/chatParty.js";
import type { Scratch, SpatialMemory } from "../../state/persona.js";
import { PersonaTickInputSchema, type NewDay, type PerceivedEvent, type PersonaTickStateType, type TileEvent } from "../../state/personaTick.js";
import { parseInput } from "../../state/inputProblem.js";
import type { TownMap } from "../../tools/world/townMap.js";
import { keepForReuse, keptReused, personaRuntime, villageMap, type PersonaRuntime } from "./runtime.js";

/** "first day" before any time was set, "new day" when the date changed, else null. */
export function dayChange(previous: string | null, now: string): NewDay {
  if (!previous) return "first day";
  return previous.slice(0, 10) === now.slice(0, 10) ? null : "new day";
}

/** The places on the given tiles as [world, sector, arena, object] paths ("" where a level is missing), first seen first. */
function placesOn(map: TownMap, tiles: readonly Tile[]): string[][] {
  const seen = new Set<string>();
  const places: string[][] = [];
  for (const tile of tiles) {
    const { world, sector, arena, gameObject } = map.tileAt(tile);
    if (!world) continue;
    const place = [world, sector ?? "", sector ? (arena ?? "") : "", sector && arena ? (gameObject ?? "") : ""];
    const key = place.join("\u0000");
    if (!seen.has(key)) (seen.add(key), places.push(place));
  }
  return places;
}

// The map never changes: the places in view from a tile are worked out once per tile and radius.
const viewCache = new WeakMap<TownMap, Map<string, { places: string[][]; view: View }>>();
interface View {
  tiles: Tile[];
  /** Each tile of `tiles` as a number (y * width + x). */
  keys: number[];
  /** The object address on each tile of `tiles`, or "". */
  objects: string[];
  distances: number[];
}

function cached(map: TownMap, from: Tile, radius: number) {
  let byTile = viewCache.get(map);
  if (!byTile) viewCache.set(map, (byTile = new Map()));
  const key = `${from[0]},${from[1]},${radius}`;
  let entry = byTile.get(key);
  if (!entry) {
    const near = map.nearbyTiles(from, radius);
    const arena = map.addressOf(from, "arena");
    const tiles = near.filter((tile) => map.addressOf(tile, "arena") === arena);
    entry = {
      places: placesOn(map, near),
      view: {
        tiles,
        keys: tiles.map(([x, y]) => y * map.width + x),
        objects: tiles.map((tile) => (map.tileAt(tile).gameObject ? map.addressOf(tile, "object") : "")),
        distances: tiles.map((tile) => Math.hypot(tile[0] - from[0], tile[1] - from[1])),
      },
    };
    byTile.set(key, entry);
  }
  return entry;
}

/**
 * The spatial memory with every place in view (the square of `radius` around `from`) added: the same object when
 * nothing is new, else a copy (the input is not changed).
 */
export function learnPlaces(spatial: SpatialMemory, map: TownMap, from: Tile, radius: number): SpatialMemory {
  const places = cached(map, from, radius).places;
  const known = ([world, sector, arena, object]: string[]) => {
    const sectors = spatial[world!];
    if (!sectors || !sector) return !!sectors;
    const arenas = sectors[sector];
    if (!arenas || !arena) return !!arenas;
    const objects = arenas[arena];
    return !!objects && (!object || objects.includes(object));
  };
  if (places.every(known)) return spatial;
  const learned: SpatialMemory = structuredClone(spatial);
  for (const [world, sector, arena, object] of places) {
    const sectors = (learned[world!] ??= {});
    if (!sector) continue;
    const arenas = (sectors[sector] ??= {});
    if (!arena) continue;
    const objects = (arenas[arena] ??= []);
    if (object && !objects.includes(object)) objects.push(object);
  }
  return learned;
}

/**
 * Events in view, nearest first, at most `bandwidth`: those of the given tiles in the persona's arena, with an idle
 * event for every object tile that no active event names (the original seeded each object tile with one).
 */
export function eventsInView(
  map: TownMap,
  from: Tile,
  active: readonly TileEvent[],
  radius: number,
  bandwidth: number,
): TileEvent[] {
  const { tiles, keys, objects, distances } = cached(map, from, radius).view;
  const inView = new Set(keys);
  const byTile = new Map<number, TileEvent[]>();
  for (const e of active) {
    const [x, y] = e.tile;
    // A tile off the map is in no view (a number key would wrap it onto another row).
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
    const key = y * map.width + x;
    if (inView.has(key)) byTile.set(key, [...(byTile.get(key) ?? []), e]);
  }
  // An object in use anywhere in view is not also idle on its other tiles.
  const inUse = new Set([...byTile.values()].flat().map((e) => e.subject));
  const nearest = new Map<string, { event: TileEvent; distance: number; order: number }>();
  tiles.forEach((tile, i) => {
    const here = [...(byTile.get(keys[i]!) ?? [])];
    const object = objects[i]!;
    if (object && !inUse.has(object)) here.push({ tile, subject: object, predicate: null, object: null, description: null });
    const distance = distances[i]!;
    for (const event of here) {
      const key = event.predicate === null && event.description === null ? event.subject : JSON.stringify([event.subject, event.predicate, event.object, event.description]);
      const best = nearest.get(key);
      if (!best || distance < best.distance) nearest.set(key, { event, distance, order: best?.order ?? nearest.size });
    }
  });
  return [...nearest.values()]
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, bandwidth)
    .map((f) => f.event);
}

/** The event as memory stores it: idle when it has no predicate, described with its subject's short name. */
export function describeEvent(event: TileEvent): { subject: string; predicate: string; object: string; description: string } {
  const predicate = event.predicate ?? "is";
  const object = event.predicate ? (event.object ?? "") : "idle";
  const who = event.subject.split(":").at(-1) ?? event.subject;
  if (event.predicate && !event.description) {
    return { subject: event.subject, predicate, object, description: `${who} ${predicate} ${object}` };
  }
  const activity = event.predicate ? event.description! : "idle";
  const open = activity.lastIndexOf("(");
  const core = open >= 0 ? activity.slice(open + 1).replace(/\)\s*$/, "").trim() : activity;
  return { subject: event.subject, predicate, object, description: `${who} is ${core}` };
}

/**
 * Economical cognition: the score of each new event of the tick (a description scored once). A score the persona gave
 * the same description before is reused (seen again on another day, or after it left its latest memories); the others
 * are asked together in one event_poignancies answer, and an event that answer gives no usable score is asked alone
 * (event_poignancy, the faithful question), as is a lone event. Every new score is kept for reuse.
 */
async function scoreTogether(rt: PersonaRuntime, scratch: Scratch, descriptions: readonly string[]): Promise<Map<string, number>> {
  const identity = identityOf(scratch);
  const scores = new Map<string, number>();
  const unscored: string[] = [];
  for (const description of new Set(descriptions)) {
    const kept = await keptReused<number>(rt, eventPoignancyPrompt.id, scratch.name, description);
    if (kept !== undefined) scores.set(description, kept);
    else unscored.push(description);
  }
  // Room for a preamble and a short line per event.
  const together = unscored.length > 1
    ? await rt.ask(eventPoignanciesPrompt, { identity, descriptions: unscored }, { maxTokens: 40 + 12 * unscored.length })
    : unscored.map(() => null);
  await Promise.all(
    unscored.map(async (description, i) => {
      const score = together[i] ?? (await rt.ask(eventPoignancyPrompt, { identity, description }));
      await keepForReuse(rt, eventPoignancyPrompt.id, scratch.name, description, score);
      scores.set(description, score);
    }),
  );
  return scores;
}

export async function perceive(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  // The tick's first node: hand-typed state (Studio's input form) is refused here, naming the field.
  parseInput("Persona", PersonaTickInputSchema, state);
  if (!state.scratch.currTile) {
    throw new Error(`Persona input "scratch.currTile": missing (expected the [x, y] tile ${state.scratch.name} stands on: the caller places the persona on the map).`);
  }
  try {
    villageMap(state.village.mapDir);
  } catch (error) {
    throw new Error(`Persona input "village.mapDir": ${(error as Error).message.replace(/[.\s]+$/, "")}.`);
  }
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const newDay = dayChange(state.scratch.currTime, now);
  const scratch = { ...state.scratch, currTime: now };
  const tile = state.scratch.currTile;

  const spatial = learnPlaces(state.spatial ?? {}, rt.map, tile, scratch.visionR);
  const latest = new Set((await rt.stream.latestEvents(scratch.retention)).map((spo) => JSON.stringify(spo)));
  const perceived: PerceivedEvent[] = [];

  const fresh = eventsInView(rt.map, tile, state.events ?? [], scratch.visionR, scratch.attBandwidth)
    .map(describeEvent)
    .filter(({ subject, predicate, object }) => !latest.has(JSON.stringify([subject, predicate, object])));
  const ownChat = (e: { subject: string; predicate: string }) =>
    e.subject === scratch.name && e.predicate === "chat with" && Boolean(scratch.chat && scratch.actDescription);
  const chatScore = (e: { subject: string; predicate: string }) =>
    ownChat(e) ? rt.ask(chatPoignancyPrompt, { identity: identityOf(scratch), description: scratch.actDescription! }) : null;
  const idle = (description: string) => description.includes("is idle");
  let ratings: Array<{ event: number; chat: number | null }>;
  if (rt.settings.cognition === "economical") {
    const scores = await scoreTogether(rt, scratch, fresh.map((e) => e.description).filter((d) => !idle(d)));
    ratings = await Promise.all(
      fresh.map(async (e) => ({ event: idle(e.description) ? rt.t.idlePoignancy : scores.get(e.description)!, chat: await chatScore(e) })),
    );
  } else {
    // Importance of every new event asked together (idle ones cost no call), then stored in order.
    ratings = await Promise.all(
      fresh.map(async (e) => ({
        event: idle(e.description) ? rt.t.idlePoignancy : await rt.ask(eventPoignancyPrompt, { identity: identityOf(scratch), description: e.description }),
        chat: await chatScore(e),
      })),
    );
  }

  for (const [i, { subject, predicate, object, description }] of fresh.entries()) {
    const keywords = [subject.split(":").at(-1)!, object.split(":").at(-1)!].filter(Boolean);
    const { event: poignancy, chat: chatPoignancy } = ratings[i]!;
    let filling: string[] | null = null;
    if (chatPoignancy !== null) {
      // The persona's own conversation: remember the transcript as a chat node, linked from the event.
      const chat = await rt.stream.add({
        type: "chat",
        depth: 0,
        created: now,
        expiration: null,
        subject,
        predicate,
        object,
        description: scratch.actDescription!,
        embeddingKey: scratch.actDescription!,
        poignancy: chatPoignancy,
        keywords,
        filling: scratch.chat,
      });
      filling = [chat.id];
    }
    const node = await rt.stream.add({
      type: "event",
      depth: 0,
      created: now,
      expiration: null,
      subject,
      predicate,
      object,
      description,
      embeddingKey: description,
      poignancy,
      keywords,
      filling,
    });
    scratch.importanceTriggerCurr -= poignancy;
    scratch.importanceEleN += 1;
    perceived.push({ nodeId: node.id, subject, predicate, object, description });
  }

  return { scratch, spatial, memory: rt.stream.cursor(), newDay, perceived, usage: rt.usage() };
}
