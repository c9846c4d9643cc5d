/**
 * A village spec: one file a person writes (village.yaml, or JSON) that names a world, its places and its people, from
 * which tools/world/villageBuilder.ts lays out a tile map and a base folder in the original Smallville formats.
 *
 * What we keep from the original: every field of a persona's scratch that a person writes by hand (age, innate,
 * learned, currently, lifestyle, living area, daily requirement), the history CSV's lines (here written next to the
 * person, relationships too), sectors -> arenas -> objects. What we change: no coordinates and no Tiled export (the
 * builder lays the places out), places have a kind (home, work, public) that decides who knows them at the start.
 *
 * `villageProblems` lists every problem of a parsed spec at once, each with the path of the field it is about, so the
 * file reader (tools/world/villageSpecFile.ts) can name the line. Pure: no I/O.
 */
import { z } from "zod/v4";
import { EventSchema, FactSchema, type ExperimentSpecInput } from "./experimentSpec.js";
import { addMinutes, GameTimeSchema } from "./gameTime.js";
import { nearestName } from "./nearestName.js";
import { closestThresholdName, isThresholdName, thresholdValueProblem } from "./thresholds.js";

const Name = z.string().trim().min(1, "must not be empty").refine((s) => !/[:;\n]/.test(s), 'must not hold ":", ";" or a line break (addresses and history lines use them)');
const Text = z.string().trim().min(1, "must not be empty");

export const PlaceKindSchema = z.enum(["home", "work", "public"]);
/** How much room an arena gets beyond what its objects need. */
export const SizeHintSchema = z.enum(["small", "medium", "large"]);
/** How the builder arranges the buildings: one street (row), blocks between parallel streets (grid), or a grid with a street all around (ring). */
export const LayoutHintSchema = z.enum(["row", "grid", "ring"]);

export const ArenaSpecSchema = z.strictObject({
  /** The room as people say it ("kitchen", "reading room"). */
  name: Name,
  /** Things in the room, as people say them ("oven", "bookshelf"); each gets a tile. */
  objects: z.array(Name),
  size: SizeHintSchema.optional(),
  /** Who knows this room at the start, when not its place's kind: a public shop's kitchen is `work` (staff only). */
  kind: PlaceKindSchema.optional(),
});

export const SectorSpecSchema = z.strictObject({
  /** A building or open place ("Okafor Bakery", "Ada Okafor's house"). */
  sector: Name,
  /** home: known to who lives there; work: to who works there; public: to everyone. Default: public. */
  kind: PlaceKindSchema.optional(),
  /** An open place (a park, a square): drawn without walls, its arenas open ground joined to the streets around it. */
  open: z.boolean().optional(),
  arenas: z.array(ArenaSpecSchema).min(1, "a place needs at least one arena"),
});

export const PlaceRefSchema = z.strictObject({ sector: Name, arena: Name });

export const PersonSpecSchema = z.strictObject({
  name: Name,
  age: z.number().int().min(0).max(150),
  /** A few traits ("warm, practical, early-rising"). */
  innate: Text,
  learned: Text,
  currently: Text,
  lifestyle: Text,
  /** Where the person sleeps: a home arena. */
  home: PlaceRefSchema,
  /** Where the person works (a sector name); known to them at the start. */
  work: Name.optional(),
  /** What their day requires (the original's daily_plan_req). */
  dailyRequirement: Text,
  /** What the person knows of the others, one line each; stored as memories at the start. */
  relationships: z.array(z.strictObject({ person: Name, note: Text })).optional(),
  /** Lines of the person's past (the original's history CSV), stored as memories at the start. */
  history: z.array(Text).optional(),
});

export const WorldSpecSchema = z.strictObject({
  name: Name,
  /** The first moment of the run, "YYYY-MM-DDTHH:MM[:SS]". */
  start: GameTimeSchema,
  /** Simulated seconds per tick (the original's sec_per_step). */
  tickSeconds: z.number().positive().max(3600).default(10),
  /** Overrides of named thresholds, the names `--set` takes. */
  thresholds: z.record(z.string(), z.unknown()).optional(),
  layout: LayoutHintSchema.optional(),
  /** The layout seed: the same spec and seed give the same map. */
  seed: z.number().int().default(0),
});

/** A whole village spec: its world, places and people, and optionally facts, events and times for an experiment. */
export const VillageSpecSchema = z.strictObject({
  world: WorldSpecSchema,
  places: z.array(SectorSpecSchema).min(1, "a village needs at least one place"),
  people: z.array(PersonSpecSchema).min(1, "a village needs at least one person"),
  /** Facts to whisper to someone at a time (and ask about in an experiment): the experiment's fact shape. */
  facts: z.array(FactSchema).optional(),
  /** Events to come to, at a place of the village and a time (an experiment counts who came): the experiment's event shape. */
  events: z.array(EventSchema.strict()).optional(),
  /** When an experiment asks everyone about the facts (default: the start, every 6 hours, the end). */
  times: z.array(GameTimeSchema).optional(),
});

/** A checked village spec, defaults filled in. */
export type VillageSpec = z.output<typeof VillageSpecSchema>;
/** A village spec as a person writes it (defaults may be left out). */
export type VillageSpecInput = z.input<typeof VillageSpecSchema>;
export type SectorSpec = z.output<typeof SectorSpecSchema>;
export type PersonSpec = z.output<typeof PersonSpecSchema>;

/** One problem of a spec: the field's path (["people", 2, "home"]) and one sentence without a final period. */
export interface VillageProblem {
  path: (string | number)[];
  message: string;
}

/** The JSON Schema of a village spec (villages/village.schema.json is written from it). */
export function villageJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(VillageSpecSchema, { io: "input" }),
    title: "simulacra village spec",
    description: "A village for simulacra: its world, places (sectors, arenas, objects) and people. See docs/villages.md.",
  };
}

/**
 * Every problem of a spec: its shape (zod) and, when the shape holds, what ties its parts together: names used twice,
 * arenas without objects, homes and workplaces that are not places, relationships to unknown people, facts told to
 * unknown people, events at places the village lacks or linked to no fact, times before the village starts, threshold
 * overrides that are unknown or out of range.
 */
export function villageProblems(data: unknown): { spec?: VillageSpec; problems: VillageProblem[] } {
  const parsed = VillageSpecSchema.safeParse(data);
  const problems: VillageProblem[] = [];
  if (!parsed.success) {
    const said = new Set<string>();
    for (const issue of parsed.error.issues) {
      // One problem per field: a time both malformed and not in the calendar is said once.
      const key = JSON.stringify(issue.path);
      if (issue.code !== "unrecognized_keys" && said.has(key)) continue;
      said.add(key);
      const keys = (issue as { keys?: string[] }).keys;
      if (issue.code === "unrecognized_keys" && keys) {
        for (const key of keys) problems.push({ path: [...issue.path as (string | number)[], key], message: "is not a field of a village spec (check its spelling)" });
      } else {
        const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
        problems.push({ path: issue.path as (string | number)[], message: missing ? "is missing (a required field)" : issue.message.replace(/[.\s]+$/, "") });
      }
    }
  }
  // The semantic checks run on what parses, so a type error elsewhere does not hide them.
  const raw = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  problems.push(...tieProblems(raw));
  return parsed.success && problems.length === 0 ? { spec: parsed.data, problems } : { problems };
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string | undefined => (typeof v === "string" ? v.trim() : undefined);

function tieProblems(raw: Record<string, unknown>): VillageProblem[] {
  const problems: VillageProblem[] = [];
  const world = obj(raw.world);

  // Threshold overrides: the names and ranges `--set` accepts.
  for (const [name, value] of Object.entries(obj(world.thresholds))) {
    const path = ["world", "thresholds", name];
    if (!isThresholdName(name)) {
      const near = closestThresholdName(name);
      problems.push({ path, message: `no threshold is named "${name}"${near ? `; did you mean "${near}"?` : " (the thresholds command lists them)"}` });
      continue;
    }
    const problem = thresholdValueProblem(name, value);
    if (problem) problems.push({ path, message: `${name} ${problem}` });
  }

  // Places: unique sectors, unique arenas in a sector, every arena with objects.
  const arenasOf = new Map<string, Set<string>>();
  const kindOf = new Map<string, string>();
  list(raw.places).forEach((p, i) => {
    const place = obj(p);
    const sector = str(place.sector);
    if (!sector) return;
    if (arenasOf.has(sector)) {
      problems.push({ path: ["places", i, "sector"], message: `the place "${sector}" is named twice (names must be unique)` });
      return;
    }
    const arenas = new Set<string>();
    arenasOf.set(sector, arenas);
    kindOf.set(sector, str(place.kind) ?? "public");
    list(place.arenas).forEach((a, j) => {
      const arena = obj(a);
      const name = str(arena.name);
      if (!name) return;
      if (arenas.has(name)) problems.push({ path: ["places", i, "arenas", j, "name"], message: `"${sector}" has two arenas named "${name}"` });
      arenas.add(name);
      if (Array.isArray(arena.objects) && arena.objects.length === 0) {
        problems.push({ path: ["places", i, "arenas", j, "objects"], message: `the arena "${name}" of "${sector}" has no objects (people need something to go to: a bed, a desk, a bench)` });
      }
    });
  });

  // People: unique names; homes, workplaces and relationships that exist.
  const people = new Set<string>();
  list(raw.people).forEach((p) => {
    const name = str(obj(p).name);
    if (name) people.add(name);
  });
  const seen = new Set<string>();
  list(raw.people).forEach((p, i) => {
    const person = obj(p);
    const name = str(person.name);
    if (name) {
      if (seen.has(name)) problems.push({ path: ["people", i, "name"], message: `the person "${name}" is named twice (names must be unique)` });
      seen.add(name);
    }
    const home = obj(person.home);
    const sector = str(home.sector);
    const arena = str(home.arena);
    if (sector && arena) {
      const arenas = arenasOf.get(sector);
      if (!arenas) problems.push({ path: ["people", i, "home", "sector"], message: `the home "${sector}" is not a place of the village${nearest(sector, [...arenasOf.keys()])}` });
      else if (!arenas.has(arena)) problems.push({ path: ["people", i, "home", "arena"], message: `"${sector}" has no arena "${arena}" (it has ${[...arenas].map((a) => `"${a}"`).join(", ")})` });
    }
    const work = str(person.work);
    if (work && !arenasOf.has(work)) problems.push({ path: ["people", i, "work"], message: `the workplace "${work}" is not a place of the village${nearest(work, [...arenasOf.keys()])}` });
    list(person.relationships).forEach((r, j) => {
      const other = str(obj(r).person);
      if (!other) return;
      if (!people.has(other)) problems.push({ path: ["people", i, "relationships", j, "person"], message: `"${other}" is not a person of the village${nearest(other, [...people])}` });
      else if (other === name) problems.push({ path: ["people", i, "relationships", j, "person"], message: `a relationship of "${name}" is to ${name}` });
    });
  });

  // Facts: unique ids, told to people of the village, after the village starts.
  const start = str(world.start);
  const beforeStart = (time: string, at: (string | number)[], what: string): VillageProblem[] =>
    start && isGameTime(start) && isGameTime(time) && seconds(time) < seconds(start) ? [{ path: at, message: `${what} at ${time}, before the village starts (${seconds(start)})` }] : [];
  const factIds = new Set<string>();
  list(raw.facts).forEach((f, i) => {
    const fact = obj(f);
    const id = str(fact.id);
    if (id) {
      if (factIds.has(id)) problems.push({ path: ["facts", i, "id"], message: `two facts have the id "${id}"` });
      factIds.add(id);
    }
    const told = str(obj(fact.told).person);
    if (told && !people.has(told)) problems.push({ path: ["facts", i, "told", "person"], message: `"${told}" is not a person of the village${nearest(told, [...people])}` });
    const toldAt = str(obj(fact.told).at);
    if (toldAt) problems.push(...beforeStart(toldAt, ["facts", i, "told", "at"], "the fact is told"));
  });

  // Events: unique ids, at places of the village, after they start, linked to facts of the spec.
  const eventIds = new Set<string>();
  list(raw.events).forEach((e, i) => {
    const event = obj(e);
    const id = str(event.id);
    if (id) {
      if (eventIds.has(id)) problems.push({ path: ["events", i, "id"], message: `two events have the id "${id}"` });
      eventIds.add(id);
    }
    const place = obj(event.place);
    const sector = str(place.sector);
    const arena = str(place.arena);
    const arenas = sector ? arenasOf.get(sector) : undefined;
    if (sector && !arenas) problems.push({ path: ["events", i, "place", "sector"], message: `the event's place "${sector}" is not a place of the village${nearest(sector, [...arenasOf.keys()])}` });
    else if (arenas && arena && !arenas.has(arena)) problems.push({ path: ["events", i, "place", "arena"], message: `"${sector}" has no arena "${arena}" (it has ${[...arenas].map((a) => `"${a}"`).join(", ")})` });
    const [from, to] = [str(event.start), str(event.end)];
    if (from) problems.push(...beforeStart(from, ["events", i, "start"], "the event starts"));
    if (from && to && isGameTime(from) && isGameTime(to) && seconds(to) <= seconds(from)) problems.push({ path: ["events", i, "end"], message: `the event ends at ${to}, not after it starts (${from})` });
    const fact = str(event.fact);
    if (fact && !factIds.has(fact)) problems.push({ path: ["events", i, "fact"], message: `no fact has the id "${fact}"${factIds.size ? ` (the facts are ${[...factIds].map((f) => `"${f}"`).join(", ")})` : " (the spec has no facts)"}` });
  });
  list(raw.times).forEach((t, i) => {
    const time = str(t);
    if (time) problems.push(...beforeStart(time, ["times", i], "the experiment asks"));
  });
  return problems;
}

const isGameTime = (time: string) => GameTimeSchema.safeParse(time).success;
/** A game time with its seconds ("2025-06-02T06:00" -> "2025-06-02T06:00:00"), so times compare as text. */
const seconds = (time: string) => (time.length === 16 ? `${time}:00` : time);

/**
 * The experiment a village spec declares, for a run of it that ends at `end`: its facts, its events, and its times
 * (when none are given: the start, every 6 hours, and the end), relationships asked at the first and last time.
 */
export function villageExperiment(spec: VillageSpec, end: string): ExperimentSpecInput {
  const start = seconds(spec.world.start);
  const times = spec.times?.length ? spec.times.map(seconds) : everySixHours(start, seconds(end));
  const about = spec.events?.map((e) => e.name) ?? [];
  return {
    name: `${spec.world.name}${about.length ? `: ${about.join(", ")}` : spec.facts?.length ? `: ${spec.facts.map((f) => f.id).join(", ")}` : ""}`,
    facts: (spec.facts ?? []).map((f) => ({ ...f, ...(f.told ? { told: { ...f.told, at: seconds(f.told.at) } } : {}) })),
    events: (spec.events ?? []).map((e) => ({ ...e, start: seconds(e.start), end: seconds(e.end) })),
    times,
    relationships: true,
  };
}

function everySixHours(start: string, end: string): string[] {
  const times: string[] = [];
  for (let t = start; t < end; t = addMinutes(t, 6 * 60)) times.push(t);
  return [...times, end];
}

/** "; did you mean "X"?" for the known name closest to a mistyped one (case-insensitive, a few letters off), or "". */
function nearest(name: string, known: string[]): string {
  const best = nearestName(name, known);
  return best ? `; did you mean "${best}"?` : "";
}
