/**
 * Generates Larkspur, simulacra's own default village, in the original Smallville file formats:
 *   base/  reverie/meta.json, environment/0.json, personas/<name>/bootstrap_memory/...
 *   map/   matrix/maze_meta_info.json, matrix/maze/*.csv, matrix/special_blocks/*.csv
 *   seed_memories.csv
 *
 * Run `npx tsx villages/larkspur/build.ts` after editing the layout or the personas below; the generated files
 * are committed. The script then loads the result with the project's loader and checks that every arena and
 * object is reachable from every persona's start tile and that every persona sleeps in a real arena.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatOriginalTime } from "../../state/smallvilleFiles.js";
import { distancesFrom } from "../../tools/world/pathFinder.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WORLD = "Larkspur";
const MAZE_NAME = "larkspur";
const START = "2024-05-06T00:00:00"; // a Monday; the poetry night is on Friday May 10

// ---------------------------------------------------------------------------------------------------------------
// The map: a region layer (sector / arena / walls) and an object layer, 40 x 30 tiles, row y = line y.
// ---------------------------------------------------------------------------------------------------------------

/** Region legend: a blocked tile, the street (world only), or a [sector, arena] floor. */
const REGIONS: Record<string, "wall" | "street" | [sector: string, arena: string | null]> = {
  "#": "wall",
  "%": "wall", // hedges and trees
  ".": "street",
  K: ["Okafor Bakery", "kitchen"],
  S: ["Okafor Bakery", "shop floor"],
  R: ["Larkspur Library", "reading room"],
  W: ["Willow Park", "lawn"],
  "~": ["Willow Park", null], // the pond: part of the park, blocked, no arena
  A: ["Ada Okafor's house", "bedroom"],
  a: ["Ada Okafor's house", "kitchen"],
  T: ["Tomas Reyes's house", "bedroom"],
  t: ["Tomas Reyes's house", "kitchen"],
  M: ["Mei Lin's house", "bedroom"],
  m: ["Mei Lin's house", "studio"],
};
const BLOCKED = new Set(["#", "%", "~"]);

// Doors are floor tiles in a wall: the bakery's front door is the S in its bottom wall, and so on.
const REGION_LAYOUT = `
########################################
#......................................#
#.################...#################.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKKKSSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.#KKKKK#SSSSSSSS#...#RRRRRRRRRRRRRRR#.#
#.##########S#####...########R########.#
#......................................#
#.%%%%%%%%%%WW%%%%%%%%%%%%%%WW%%%%%%%%.#
#.%WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW%.#
#.%WWWWWWWWWWWWW~~~~~~~WWWWWWWWWWWWWW%.#
#.%WWWWWWWWWWWWW~~~~~~~WWWWWWWWWWWWWW%.#
#.%WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW%.#
#.%%%%%%%WW%%%%%%%%%%%WW%%%%%%%%%%%WW%.#
#......................................#
#########a###.########t###.########m####
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
##AAAAAAaaaa#.#TTTTTTtttt#.#MMMMMMmmmm##
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
##AAAAA#aaaa#.#TTTTT#tttt#.#MMMMM#mmmm##
#############.############.#############
#......................................#
########################################
`;

/** Object legend (object names are shared across arenas, like the original's "<all>" object blocks). */
const OBJECTS: Record<string, string> = {
  // bakery
  O: "oven", N: "kneading table", F: "flour shelf", i: "kitchen sink",
  B: "behind the bakery counter", D: "bread display", C: "customer table",
  // library
  h: "bookshelf", L: "reading table", Q: "librarian's desk", G: "small stage",
  // park
  n: "park bench", j: "picnic table", w: "flower bed", v: "willow tree",
  // homes
  b: "bed", c: "closet", d: "desk", f: "refrigerator", s: "stove", k: "kitchen table",
  e: "easel", p: "paint shelf",
};

const OBJECT_LAYOUT = `
........................................
........................................
........................................
...OO..i.......DD.....hhhhh.....hhhhh...
..........BBBB..........................
........................................
....NN...................LL.LL....QQ....
..........CC..CC........................
.......................GGG..............
...FF...................................
........................................
........................................
........................................
.....nn...................jj............
........................v...............
..........ww............................
..........ww...................nn.......
........................................
........................................
........................................
..bb..c....f...bb..d....f...bb..c.......
...........s............s...............
....................................ee..
........................................
.........kk...........kk................
........................................
..dd...........hhh..................pp..
........................................
........................................
........................................
`;

/** Spawning locations (the original's "sp-A" in each bedroom, on the bed). */
const SPAWNS: { arena: string; name: string; at: [number, number] }[] = [
  { arena: `${WORLD}:Ada Okafor's house:bedroom`, name: "sp-A", at: [2, 20] },
  { arena: `${WORLD}:Tomas Reyes's house:bedroom`, name: "sp-A", at: [15, 20] },
  { arena: `${WORLD}:Mei Lin's house:bedroom`, name: "sp-A", at: [28, 20] },
];

// ---------------------------------------------------------------------------------------------------------------
// The personas (original scratch style; the texts are Larkspur's own).
// ---------------------------------------------------------------------------------------------------------------

interface PersonaSpec {
  name: string;
  age: number;
  innate: string;
  learned: string;
  currently: string;
  lifestyle: string;
  dailyPlanReq: string;
  livingArea: string;
  /** Arenas the persona knows at the start ("sector:arena"); their objects come from the map. */
  knows: string[];
  seedMemories: string[];
}

const PERSONAS: PersonaSpec[] = [
  {
    name: "Ada Okafor",
    age: 47,
    innate: "warm, practical, early-rising",
    learned:
      "Ada Okafor is a baker who runs Okafor Bakery on the main street of Larkspur. She learned to bake from her " +
      "grandmother and takes pride in knowing what each of her regulars likes to order.",
    currently:
      "Ada Okafor is testing a new honey-rye loaf that she hopes to add to the bakery's menu. She has offered to " +
      "bake pastries for the poetry night at Larkspur Library on May 10, 2024.",
    lifestyle: "Ada Okafor goes to bed around 9pm, wakes up around 4am, and takes a short walk in Willow Park after closing.",
    dailyPlanReq:
      "Ada Okafor bakes in the bakery kitchen from 5am, opens Okafor Bakery at 7am, and serves customers behind " +
      "the bakery counter until 3pm, when she closes the shop.",
    livingArea: `${WORLD}:Ada Okafor's house:bedroom`,
    knows: [
      "Ada Okafor's house:bedroom", "Ada Okafor's house:kitchen", "Okafor Bakery:kitchen", "Okafor Bakery:shop floor",
      "Willow Park:lawn", "Larkspur Library:reading room",
    ],
    seedMemories: [
      "You have known Tomas Reyes for ten years, and he buys a cinnamon roll from you every morning",
      "You promised Tomas Reyes that you would bake pastries for his poetry night on May 10",
      "Mei Lin is a regular customer who always asks for the heel of the rye loaf",
      "You worry that the new honey-rye loaf is too sweet",
    ],
  },
  {
    name: "Tomas Reyes",
    age: 38,
    innate: "thoughtful, soft-spoken, enthusiastic",
    learned:
      "Tomas Reyes is the librarian at Larkspur Library. He believes a library should be the living room of a " +
      "town, and he keeps a notebook of book suggestions for every regular visitor.",
    currently:
      "Tomas Reyes is organising a poetry night at Larkspur Library on May 10, 2024 at 7pm. He is lining up " +
      "readers, setting up chairs around the small stage, and inviting everyone he meets to come and read a poem.",
    lifestyle: "Tomas Reyes goes to bed around 11pm, wakes up around 7am, and eats lunch at Okafor Bakery most days.",
    dailyPlanReq:
      "Tomas Reyes opens Larkspur Library at 9am, works at the librarian's desk until 5pm, and spends his " +
      "evenings preparing the poetry night.",
    livingArea: `${WORLD}:Tomas Reyes's house:bedroom`,
    knows: [
      "Tomas Reyes's house:bedroom", "Tomas Reyes's house:kitchen", "Larkspur Library:reading room",
      "Okafor Bakery:shop floor", "Willow Park:lawn",
    ],
    seedMemories: [
      "You are organising a poetry night at Larkspur Library on May 10 at 7pm and want as many townspeople as possible to come and read",
      "Ada Okafor is an old friend who runs Okafor Bakery, and she has offered to bake for the poetry night",
      "You have noticed Mei Lin sketching in Willow Park and would love her to read a poem at the poetry night",
      "You keep a notebook of book suggestions for your regular visitors",
    ],
  },
  {
    name: "Mei Lin",
    age: 29,
    innate: "observant, curious, a little shy",
    learned:
      "Mei Lin is a painter who works in watercolour. She fills a sketchbook every month with scenes of Willow " +
      "Park and the people who pass through it, and turns the best sketches into paintings in her studio.",
    currently:
      "Mei Lin is preparing a series of paintings of Willow Park through the seasons for a small exhibition. She " +
      "is wondering whether to read a short poem at the library's poetry night.",
    lifestyle: "Mei Lin goes to bed around midnight, wakes up around 8am, and sketches in Willow Park in the late morning.",
    dailyPlanReq:
      "Mei Lin sketches in Willow Park in the morning, paints in her studio in the afternoon, and stops at Okafor " +
      "Bakery for bread on her way home.",
    livingArea: `${WORLD}:Mei Lin's house:bedroom`,
    knows: [
      "Mei Lin's house:bedroom", "Mei Lin's house:studio", "Willow Park:lawn", "Okafor Bakery:shop floor",
      "Larkspur Library:reading room",
    ],
    seedMemories: [
      "You moved to Larkspur two years ago and still feel like a newcomer",
      "You buy bread at Okafor Bakery and like chatting with Ada Okafor about the morning light",
      "Tomas Reyes lent you a book of nature poems last month and you have not returned it yet",
      "You are painting a series of Willow Park through the seasons",
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Building the grids
// ---------------------------------------------------------------------------------------------------------------

function rowsOf(layout: string, what: string): string[] {
  const rows = layout.split("\n").slice(1, -1);
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, y) => {
    if (r.length !== width) throw new Error(`${what}: row ${y} has ${r.length} tiles, expected ${width}`);
  });
  return rows;
}

/** Assigns ids in order of first use; the original's ids are arbitrary numbers too. */
class Ids {
  readonly byKey = new Map<string, { id: number; cells: string[] }>();
  constructor(private next: number) {}
  get(key: string, cells: string[]): number {
    let e = this.byKey.get(key);
    if (!e) this.byKey.set(key, (e = { id: this.next++, cells }));
    return e.id;
  }
  /** special_blocks rows: "id, cell, cell...". */
  csv(): string {
    return [...this.byKey.values()].map((e) => [e.id, ...e.cells].join(", ")).join("\n") + "\n";
  }
}

const COLLISION_ID = 32125; // the original's collision block id, so the_ville tools read our maps too
const regionRows = rowsOf(REGION_LAYOUT, "REGION_LAYOUT");
const objectRows = rowsOf(OBJECT_LAYOUT, "OBJECT_LAYOUT");
const WIDTH = regionRows[0]!.length;
const HEIGHT = regionRows.length;
if (objectRows.length !== HEIGHT || objectRows[0]!.length !== WIDTH) throw new Error("OBJECT_LAYOUT: size differs from REGION_LAYOUT");

const worldIds = new Ids(1001);
const sectorIds = new Ids(1101);
const arenaIds = new Ids(1201);
const objectIds = new Ids(1301);
const spawnIds = new Ids(1401);
worldIds.get(WORLD, [WORLD]);
// Number the blocks in legend order, so the tables read like the legends.
for (const region of Object.values(REGIONS)) {
  if (!Array.isArray(region)) continue;
  const [sector, arena] = region;
  sectorIds.get(sector, [WORLD, sector]);
  if (arena) arenaIds.get(`${sector}:${arena}`, [WORLD, sector, arena]);
}
for (const name of Object.values(OBJECTS)) objectIds.get(name, [WORLD, "<all>", name]);

const grids = { collision: [] as number[], sector: [] as number[], arena: [] as number[], game_object: [] as number[], spawning_location: [] as number[] };
/** "sector:arena" -> object names in order of first appearance, for spatial memories. */
const arenaObjects = new Map<string, string[]>();

for (let y = 0; y < HEIGHT; y++) {
  for (let x = 0; x < WIDTH; x++) {
    const r = regionRows[y]![x]!;
    const o = objectRows[y]![x]!;
    const region = REGIONS[r];
    if (region === undefined) throw new Error(`REGION_LAYOUT: unknown tile "${r}" at (${x}, ${y})`);
    const blocked = BLOCKED.has(r);
    grids.collision.push(blocked ? COLLISION_ID : 0);
    const [sector, arena] = Array.isArray(region) ? region : [null, null];
    grids.sector.push(sector ? sectorIds.get(sector, [WORLD, sector]) : 0);
    grids.arena.push(sector && arena ? arenaIds.get(`${sector}:${arena}`, [WORLD, sector, arena]) : 0);
    if (sector && arena && !arenaObjects.has(`${sector}:${arena}`)) arenaObjects.set(`${sector}:${arena}`, []);
    if (o === ".") {
      grids.game_object.push(0);
    } else {
      const name = OBJECTS[o];
      if (name === undefined) throw new Error(`OBJECT_LAYOUT: unknown object "${o}" at (${x}, ${y})`);
      if (!sector || !arena || blocked) throw new Error(`OBJECT_LAYOUT: "${name}" at (${x}, ${y}) is not on an arena's floor`);
      grids.game_object.push(objectIds.get(name, [WORLD, "<all>", name]));
      const list = arenaObjects.get(`${sector}:${arena}`)!;
      if (!list.includes(name)) list.push(name);
    }
    grids.spawning_location.push(0);
  }
}
for (const s of SPAWNS) {
  const [x, y] = s.at;
  const [, sector, arena] = s.arena.split(":") as [string, string, string];
  const i = y * WIDTH + x;
  if (grids.arena[i] !== arenaIds.byKey.get(`${sector}:${arena}`)?.id || grids.collision[i] !== 0) {
    throw new Error(`SPAWNS: ${s.name} at (${x}, ${y}) is not on the floor of ${s.arena}`);
  }
  grids.spawning_location[i] = spawnIds.get(`${s.arena}:${s.name}`, [WORLD, sector, arena, s.name]);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------------------------------------------

function write(relPath: string, text: string): void {
  const file = path.join(HERE, relPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

// map/
write("map/matrix/maze_meta_info.json", json({
  world_name: MAZE_NAME, maze_width: WIDTH, maze_height: HEIGHT, sq_tile_size: 32, special_constraint: "",
}));
for (const [name, values] of Object.entries(grids)) write(`map/matrix/maze/${name}_maze.csv`, values.join(", ") + "\n");
write("map/matrix/special_blocks/world_blocks.csv", worldIds.csv());
write("map/matrix/special_blocks/sector_blocks.csv", sectorIds.csv());
write("map/matrix/special_blocks/arena_blocks.csv", arenaIds.csv());
write("map/matrix/special_blocks/game_object_blocks.csv", objectIds.csv());
write("map/matrix/special_blocks/spawning_location_blocks.csv", spawnIds.csv());

// base/
write("base/reverie/meta.json", json({
  fork_sim_code: "base_larkspur",
  start_date: formatOriginalTime(START).replace(/, \d\d:\d\d:\d\d$/, ""),
  curr_time: formatOriginalTime(START),
  sec_per_step: 10,
  maze_name: MAZE_NAME,
  persona_names: PERSONAS.map((p) => p.name),
  step: 0,
}));

const environment: Record<string, { maze: string; x: number; y: number }> = {};
for (const p of PERSONAS) {
  const spawn = SPAWNS.find((s) => s.arena === p.livingArea);
  if (!spawn) throw new Error(`${p.name}: no spawning location in the living area ${p.livingArea}`);
  environment[p.name] = { maze: MAZE_NAME, x: spawn.at[0], y: spawn.at[1] };

  const [firstName, ...rest] = p.name.split(" ");
  // All 47 keys of the original scratch, in its order; hyper-parameters are the original Scratch class defaults.
  const scratch = {
    vision_r: 4, att_bandwidth: 3, retention: 5,
    curr_time: null, curr_tile: null,
    daily_plan_req: p.dailyPlanReq,
    name: p.name, first_name: firstName, last_name: rest.join(" "), age: p.age,
    innate: p.innate, learned: p.learned, currently: p.currently, lifestyle: p.lifestyle, living_area: p.livingArea,
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
  if (Object.keys(scratch).length !== 47) throw new Error("scratch.json must have the original's 47 keys");

  const spatial: Record<string, Record<string, string[]>> = {};
  for (const known of p.knows) {
    const objects = arenaObjects.get(known);
    if (!objects) throw new Error(`${p.name}: knows "${known}", which is not an arena of the map`);
    const [sector, arena] = known.split(":") as [string, string];
    (spatial[sector] ??= {})[arena] = [...objects];
  }

  const dir = `base/personas/${p.name}/bootstrap_memory`;
  write(`${dir}/scratch.json`, json(scratch));
  write(`${dir}/spatial_memory.json`, json({ [WORLD]: spatial }));
  write(`${dir}/associative_memory/nodes.json`, "{}\n");
  write(`${dir}/associative_memory/embeddings.json`, "{}\n");
  write(`${dir}/associative_memory/kw_strength.json`, json({ kw_strength_event: {}, kw_strength_thought: {} }));
}
write("base/environment/0.json", json(environment));

write("seed_memories.csv", ["Name,Whisper", ...PERSONAS.map((p) => `${p.name},${csvCell(p.seedMemories.join("; "))}`)].join("\n") + "\n");

// ---------------------------------------------------------------------------------------------------------------
// Checking the result with the project's own loader
// ---------------------------------------------------------------------------------------------------------------

const town = loadSmallville(path.join(HERE, "base"), path.join(HERE, "map"));
const { map } = town;
const seeds = loadSeedMemories(path.join(HERE, "seed_memories.csv"));
for (const p of town.personas) {
  if (map.addressOf(p.tile, "arena") !== p.scratch.livingArea) throw new Error(`${p.scratch.name} does not start at home`);
  if ((seeds[p.scratch.name]?.length ?? 0) === 0) throw new Error(`${p.scratch.name} has no seed memories`);
  const dist = distancesFrom(map, p.tile);
  for (const address of [...map.addressesAt("arena"), ...map.addressesAt("object")]) {
    if (!map.tilesOf(address).some(([x, y]) => dist[y * map.width + x]! >= 0)) {
      throw new Error(`${address} cannot be reached from ${p.scratch.name}'s start tile`);
    }
  }
}
console.log(
  `Larkspur: ${map.width}x${map.height} tiles, ${map.addressesAt("sector").length} sectors, ` +
  `${map.addressesAt("arena").length} arenas, ${map.addressesAt("object").length} objects, ` +
  `${town.personas.length} personas; all reachable.`,
);
