/**
 * Builds a village spec into a folder the Smallville loader reads unchanged (the formats villages/larkspur/ uses):
 *   map/    matrix/maze_meta_info.json, matrix/maze/<layer>_maze.csv, matrix/special_blocks/<kind>_blocks.csv
 *   base/   reverie/meta.json, environment/0.json, personas/<name>/bootstrap_memory/ (scratch.json,
 *           spatial_memory.json, an empty associative memory)
 *   history.csv   `Name,Whisper`: each person's relationships and history lines (absent when nobody has any)
 *
 * The tiles come from villageLayout.ts. Each person knows, at the start, their home, their workplace and every public
 * place (with every arena's objects), as a newcomer to a real village would; an arena's own kind overrides its place's
 * (a public bakery's kitchen of kind work is known to those who work there). A home with nowhere to cook gets a
 * kitchen (homeKitchens.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatOriginalTime } from "../../state/smallvilleFiles.js";
import type { VillageSpec } from "../../state/villageSpec.js";
import { COLLISION_ID, layOutVillage, type VillageLayout } from "./villageLayout.js";
import { withKitchens } from "./homeKitchens.js";

/** What a built village gives a town run (`openRun`'s and the town graph's scenario, start, tick, thresholds). */
export interface BuiltVillage {
  scenario: { baseDir: string; mapDir: string; history?: string };
  startTime: string;
  secondsPerTick: number;
  thresholds?: Record<string, number>;
}

/** Assigns block ids in order of first use; the original's ids are arbitrary numbers too. */
class Ids {
  private readonly byKey = new Map<string, { id: number; cells: string[] }>();
  constructor(private next: number) {}
  get(key: string, cells: string[]): number {
    let e = this.byKey.get(key);
    if (!e) this.byKey.set(key, (e = { id: this.next++, cells }));
    return e.id;
  }
  csv(): string {
    return [...this.byKey.values()].map((e) => [e.id, ...e.cells.map(csvCell)].join(", ")).join("\n") + "\n";
  }
}

const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** The map's name in meta files ("Harbour Reach" -> "harbour_reach"). */
export function mazeName(world: string): string {
  return world.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "village";
}

/** The matrix files of a layout: path under map/ -> text. */
export function mapFiles(spec: VillageSpec, layout: VillageLayout = layOutVillage(spec)): Record<string, string> {
  const world = spec.world.name;
  const { width, height } = layout;
  const sectors = new Ids(1101);
  const arenas = new Ids(2101);
  const objects = new Ids(3101);
  const spawns = new Ids(4101);
  const layer = () => new Array<number>(width * height).fill(0);
  const grids = { collision: layer(), sector: layer(), arena: layer(), game_object: layer(), spawning_location: layer() };
  layout.cells.forEach((c, i) => {
    if (c === "wall" || c === "hedge") grids.collision[i] = COLLISION_ID;
  });
  for (const room of layout.rooms) {
    const sectorId = sectors.get(room.sector, [world, room.sector]);
    const arenaId = arenas.get(`${room.sector}\u0000${room.arena}`, [world, room.sector, room.arena]);
    const mark = (x: number, y: number) => {
      grids.sector[y * width + x] = sectorId;
      grids.arena[y * width + x] = arenaId;
    };
    for (let y = room.y; y < room.y + room.height; y++) for (let x = room.x; x < room.x + room.width; x++) mark(x, y);
    mark(...room.door);
    for (const o of room.objects) grids.game_object[o.at[1] * width + o.at[0]] = objects.get(o.name, [world, "<all>", o.name]);
    for (const s of room.spawns) {
      grids.spawning_location[s.at[1] * width + s.at[0]] = spawns.get(`${room.sector}\u0000${room.arena}\u0000${s.name}`, [world, room.sector, room.arena, s.name]);
    }
  }
  const files: Record<string, string> = {
    "matrix/maze_meta_info.json": json({ world_name: mazeName(world), maze_width: width, maze_height: height, sq_tile_size: 32, special_constraint: "" }),
    "matrix/special_blocks/world_blocks.csv": `1001, ${csvCell(world)}\n`,
    "matrix/special_blocks/sector_blocks.csv": sectors.csv(),
    "matrix/special_blocks/arena_blocks.csv": arenas.csv(),
    "matrix/special_blocks/game_object_blocks.csv": objects.csv(),
    "matrix/special_blocks/spawning_location_blocks.csv": spawns.csv(),
  };
  for (const [name, values] of Object.entries(grids)) files[`matrix/maze/${name}_maze.csv`] = values.join(", ") + "\n";
  return files;
}

/** The base folder's files: path under base/ -> text. */
export function baseFiles(spec: VillageSpec, layout: VillageLayout = layOutVillage(spec)): Record<string, string> {
  const world = spec.world.name;
  const maze = mazeName(world);
  const start = spec.world.start.length === 16 ? `${spec.world.start}:00` : spec.world.start;
  const files: Record<string, string> = {};
  files["reverie/meta.json"] = json({
    fork_sim_code: `base_${maze}`,
    start_date: formatOriginalTime(start).replace(/, \d\d:\d\d:\d\d$/, ""),
    curr_time: formatOriginalTime(start),
    sec_per_step: spec.world.tickSeconds,
    maze_name: maze,
    persona_names: spec.people.map((p) => p.name),
    step: 0,
  });
  const environment: Record<string, { maze: string; x: number; y: number }> = {};
  const kindOf = new Map(spec.places.map((p) => [p.sector, p.kind ?? "public"]));
  for (const p of spec.people) {
    const room = layout.rooms.find((r) => r.sector === p.home.sector && r.arena === p.home.arena)!;
    const [x, y] = room.spawns.find((s) => s.person === p.name)!.at;
    environment[p.name] = { maze, x, y };
    const [firstName, ...rest] = p.name.split(" ");
    // All 47 keys of the original scratch, in its order; hyper-parameters are the original Scratch class defaults.
    const scratch = {
      vision_r: 4, att_bandwidth: 3, retention: 5,
      curr_time: null, curr_tile: null,
      daily_plan_req: p.dailyRequirement,
      name: p.name, first_name: firstName, last_name: rest.join(" "), age: p.age,
      innate: p.innate, learned: p.learned, currently: p.currently, lifestyle: p.lifestyle,
      living_area: `${world}:${p.home.sector}:${p.home.arena}`,
      concept_forget: 100, daily_reflection_time: 180, daily_reflection_size: 5, overlap_reflect_th: 2,
      kw_strg_event_reflect_th: 4, kw_strg_thought_reflect_th: 4,
      recency_w: 1, relevance_w: 1, importance_w: 1, recency_decay: 0.995,
      importance_trigger_max: 150, importance_trigger_curr: 150, importance_ele_n: 0, thought_count: 5,
      daily_req: [], f_daily_schedule: [], f_daily_schedule_hourly_org: [],
      act_address: null, act_start_time: null, act_duration: null, act_description: null, act_pronunciatio: null,
      act_event: [p.name, null, null],
      act_obj_description: null, act_obj_pronunciatio: null, act_obj_event: [null, null, null],
      chatting_with: null, chat: null, chatting_with_buffer: {}, chatting_end_time: null,
      act_path_set: false, planned_path: [],
    };
    // Every arena of their home and workplace, and every public arena elsewhere (an arena's kind, else its place's).
    const spatial: Record<string, Record<string, string[]>> = {};
    for (const place of withKitchens(spec.places)) {
      const own = place.sector === p.home.sector || place.sector === p.work;
      for (const a of place.arenas) {
        if (own || (a.kind ?? kindOf.get(place.sector)) === "public") (spatial[place.sector] ??= {})[a.name] = [...new Set(a.objects.map((o) => o.trim()))];
      }
    }
    const dir = `personas/${p.name}/bootstrap_memory`;
    files[`${dir}/scratch.json`] = json(scratch);
    files[`${dir}/spatial_memory.json`] = json({ [world]: spatial });
    files[`${dir}/associative_memory/nodes.json`] = "{}\n";
    files[`${dir}/associative_memory/embeddings.json`] = "{}\n";
    files[`${dir}/associative_memory/kw_strength.json`] = json({ kw_strength_event: {}, kw_strength_thought: {} });
  }
  files["environment/0.json"] = json(environment);
  return files;
}

/**
 * What a person is busy with (the first sentence of their status, `currently`) as their own memory, unless a line of their
 * history says it already: one's own doing is known to oneself. Without it, Saltmere's harbourmaster, asked about the
 * regatta she organises, found nothing in her memory and said she had not heard of it (the original seeds memories
 * from its history file alone; its villages' history files state the statuses that matter).
 */
export function ownStatusLines(person: Pick<VillageSpec["people"][number], "name" | "currently">, history: readonly string[]): string[] {
  const names = person.name.toLowerCase().split(/\s+/);
  const words = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'’-]{3,}/g) ?? []).map((w) => w.replace(/['’]s$/, "")).filter((w) => !names.includes(w) && !/^(?:that|with|this|from|have|about|their|your|they|them|what)$/.test(w)));
  const known = history.map(words);
  // (Its first sentence: what one is busy with; the rest are details of it.)
  return (person.currently.replace(/\s+/g, " ").trim().match(/[^.!?]+[.!?]?/g) ?? []).slice(0, 1)
    .map((sentence) => sentence.trim().replace(/[.!?]$/, "").replace(/^(?:She|He)\b/, person.name))
    .filter((sentence) => {
      const own = words(sentence);
      return own.size > 0 && !known.some((line) => [...own].filter((w) => line.has(w)).length >= 0.5 * own.size);
    });
}

/** The history CSV (`Name,Whisper`, lines of one person joined by ";"), or null when nobody has a line. */
export function historyCsv(spec: VillageSpec): string | null {
  const rows = spec.people
    .map((p) => {
      const given = [...(p.relationships ?? []).map((r) => r.note), ...(p.history ?? [])];
      return [p.name, [...ownStatusLines(p, given), ...given].map((l) => l.replaceAll(";", ",").replace(/\s+/g, " ").trim())] as const;
    })
    .filter(([, lines]) => lines.length);
  if (!rows.length) return null;
  return ["Name,Whisper", ...rows.map(([name, lines]) => `${csvCell(name)},${csvCell(lines.join("; "))}`)].join("\n") + "\n";
}

/**
 * Writes a checked spec's village into `dir` (map/, base/, history.csv) and says what a run of it takes. The folder
 * may exist; the files are written whole.
 */
export function buildVillage(spec: VillageSpec, dir: string): BuiltVillage {
  const layout = layOutVillage(spec);
  const write = (relative: string, text: string) => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const [file, text] of Object.entries(mapFiles(spec, layout))) write(path.join("map", file), text);
  for (const [file, text] of Object.entries(baseFiles(spec, layout))) write(path.join("base", file), text);
  const history = historyCsv(spec);
  if (history) write("history.csv", history);
  return villageRun(spec, dir);
}

/** What a run of a village built into `dir` takes (no files written). */
export function villageRun(spec: VillageSpec, dir: string): BuiltVillage {
  const thresholds = spec.world.thresholds as Record<string, number> | undefined;
  const built: BuiltVillage = {
    scenario: { baseDir: path.resolve(dir, "base"), mapDir: path.resolve(dir, "map") },
    startTime: spec.world.start.length === 16 ? `${spec.world.start}:00` : spec.world.start,
    secondsPerTick: spec.world.tickSeconds,
  };
  if (historyCsv(spec)) built.scenario.history = path.resolve(dir, "history.csv");
  if (thresholds && Object.keys(thresholds).length) built.thresholds = thresholds;
  return built;
}
