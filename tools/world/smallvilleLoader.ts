/**
 * Reads an original Smallville simulation: a base simulation folder (storage/<sim>/) and a map folder
 * (static_dirs/assets/<map>/, the one holding matrix/), and the seed-memory CSV (`Name,Whisper`).
 *
 * Every file goes through a zod schema (state/smallvilleFiles.ts). A missing or bad file throws a
 * SmallvilleFileError whose message names the file and the field or CSV row, e.g.
 * `…/scratch.json: field "vision_r": expected number, received string`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod/v4";
import { SpatialMemorySchema, type MemoryNode, type Scratch, type SpatialMemory } from "../../state/persona.js";
import {
  EmbeddingsFileSchema,
  EnvironmentFileSchema,
  MazeMetaFileSchema,
  NodesFileSchema,
  ReverieMetaFileSchema,
  ScratchFileSchema,
  SmallvilleFileError,
  memoriesFromFile,
  parseFileData,
  scratchFromFile,
} from "../../state/smallvilleFiles.js";
import { nearestPersona } from "../../state/townPause.js";
import { TownMap, TownMapError, type BlockTable, type Grid, type MatrixLayer, type Tile } from "./townMap.js";

/** A base simulation folder's reverie/meta.json: its time, tick length, map name and the personas in acting order. */
export interface SmallvilleMeta {
  /** Game time of `step` (meta.json's curr_time). */
  startTime: string;
  secondsPerTick: number;
  /** meta.json's maze_name ("the_ville"). */
  mapName: string;
  /** The order personas act in each step. */
  personaNames: string[];
  step: number;
}

/**
 * One persona of a loaded village: its scratch, spatial memory, memories with their embeddings, and where it stands.
 */
export interface LoadedPersona {
  scratch: Scratch;
  spatial: SpatialMemory;
  /** The memory stream in creation order (empty in a base simulation). */
  memories: MemoryNode[];
  embeddings: Record<string, number[]>;
  /** Where the persona stands at `step` (environment/<step>.json). */
  tile: Tile;
}

/** A village read by `loadSmallville`: its meta, its personas and its map. */
export interface LoadedSmallville {
  meta: SmallvilleMeta;
  /** In meta.personaNames order. */
  personas: LoadedPersona[];
  map: TownMap;
}

// ---------------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------------

function readText(file: string): string {
  if (!existsSync(file)) throw new SmallvilleFileError(file, null, "file not found");
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    throw new SmallvilleFileError(file, null, `cannot read: ${(err as Error).message}`);
  }
}

function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const text = readText(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new SmallvilleFileError(file, null, `invalid JSON: ${(err as Error).message}`);
  }
  return parseFileData(schema, data, file);
}

interface CsvRow {
  /** 1-based line the row starts on. */
  line: number;
  cells: string[];
}

/**
 * RFC 4180-style CSV: "," separates cells, a cell in double quotes may hold commas, newlines and "" (a quote).
 * Cells are whitespace-trimmed (as the original reads special_blocks); blank lines are skipped. With `maxCells`,
 * the last cell takes the rest of the line, commas included.
 */
export function parseCsv(text: string, file: string, maxCells = Infinity): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false; // inside a quoted cell
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endCell = () => {
    cells.push(cell.trim());
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (ch === "," && cells.length < maxCells - 1) {
      endCell();
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += ch;
    }
  }
  if (quoted) throw new SmallvilleFileError(file, null, `row ${quoteLine}: a quoted cell is never closed`);
  endRow();
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------------------------------------------

const MAZE_FILES: Record<MatrixLayer, string> = {
  collision: "collision_maze.csv",
  sector: "sector_maze.csv",
  arena: "arena_maze.csv",
  gameObject: "game_object_maze.csv",
  spawningLocation: "spawning_location_maze.csv",
};

/** Cells per special_blocks row: id, world, [sector, [arena,]] name. Only the id and the last cell are used. */
const BLOCK_FILES = {
  world: { file: "world_blocks.csv", columns: ["id", "world"] },
  sector: { file: "sector_blocks.csv", columns: ["id", "world", "sector"] },
  arena: { file: "arena_blocks.csv", columns: ["id", "world", "sector", "arena"] },
  gameObject: { file: "game_object_blocks.csv", columns: ["id", "world", "<all>", "object"] },
  spawningLocation: { file: "spawning_location_blocks.csv", columns: ["id", "world", "sector", "arena", "spawn"] },
} as const;

/** A maze CSV: width * height integers, row-major; usually one line, line breaks are accepted too. */
function readMaze(file: string, width: number, height: number): Grid {
  const values: number[] = [];
  for (const row of parseCsv(readText(file), file)) {
    // A trailing comma at the end of a line is not a cell.
    const cells = row.cells.at(-1) === "" ? row.cells.slice(0, -1) : row.cells;
    for (const cell of cells) {
      const i = values.length;
      const where = `row ${Math.floor(i / width)} (tile ${i % width}, ${Math.floor(i / width)})`;
      if (!/^\d+$/.test(cell)) {
        throw new SmallvilleFileError(file, null, `${where}: "${cell}" is not a non-negative integer`);
      }
      values.push(Number(cell));
    }
  }
  if (values.length !== width * height) {
    throw new SmallvilleFileError(
      file, null, `has ${values.length} values, expected ${width * height} (${width} x ${height} from maze_meta_info.json)`,
    );
  }
  const grid: number[][] = [];
  for (let y = 0; y < height; y++) grid.push(values.slice(y * width, (y + 1) * width));
  return grid;
}

function readBlocks(file: string, columns: readonly string[]): { table: Record<number, string>; first: string } {
  const table: Record<number, string> = {};
  const lineOf = new Map<number, number>();
  let first = "";
  for (const { line, cells } of parseCsv(readText(file), file)) {
    if (cells.length !== columns.length) {
      throw new SmallvilleFileError(
        file, null, `row ${line}: expected ${columns.length} cells (${columns.join(", ")}), got ${cells.length}`,
      );
    }
    const [idCell] = cells;
    const name = cells.at(-1)!;
    if (!idCell || !/^\d+$/.test(idCell) || Number(idCell) === 0) {
      throw new SmallvilleFileError(file, null, `row ${line}: id "${idCell ?? ""}" is not a positive integer`);
    }
    if (name === "") throw new SmallvilleFileError(file, null, `row ${line}: the ${columns.at(-1)} name is empty`);
    const id = Number(idCell);
    const dup = lineOf.get(id);
    if (dup !== undefined) throw new SmallvilleFileError(file, null, `row ${line}: id ${id} is already used on row ${dup}`);
    lineOf.set(id, line);
    table[id] = name;
    if (first === "") first = name;
  }
  return { table, first };
}

/** Reads `<mapDir>/matrix/`: maze_meta_info.json, maze/*.csv and special_blocks/*.csv. */
export function loadTownMap(mapDir: string): TownMap {
  const matrix = path.join(mapDir, "matrix");
  const metaFile = path.join(matrix, "maze_meta_info.json");
  const meta = readJson(metaFile, MazeMetaFileSchema);
  const { maze_width: width, maze_height: height } = meta;

  const blocksDir = path.join(matrix, "special_blocks");
  const block = (kind: keyof typeof BLOCK_FILES) =>
    readBlocks(path.join(blocksDir, BLOCK_FILES[kind].file), BLOCK_FILES[kind].columns);
  const worldFile = path.join(blocksDir, BLOCK_FILES.world.file);
  const world = block("world").first;
  if (world === "") throw new SmallvilleFileError(worldFile, null, "no world row");

  const mazeFile = (layer: MatrixLayer) => path.join(matrix, "maze", MAZE_FILES[layer]);
  const grid = (layer: MatrixLayer) => readMaze(mazeFile(layer), width, height);
  const table = (kind: Exclude<keyof typeof BLOCK_FILES, "world">): BlockTable => block(kind).table;
  try {
    return TownMap.fromMatrix({
      world,
      collision: grid("collision"),
      sector: grid("sector"),
      arena: grid("arena"),
      gameObject: grid("gameObject"),
      spawningLocation: grid("spawningLocation"),
      sectorBlocks: table("sector"),
      arenaBlocks: table("arena"),
      gameObjectBlocks: table("gameObject"),
      spawningLocationBlocks: table("spawningLocation"),
    });
  } catch (err) {
    if (err instanceof TownMapError) {
      throw new SmallvilleFileError(mazeFile(err.layer), null, err.message.replace(/^TownMap: /, ""));
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Simulation
// ---------------------------------------------------------------------------------------------------------------

/**
 * Loads a base (or saved) simulation and its map. `baseDir` holds reverie/meta.json, environment/<step>.json and
 * personas/<name>/bootstrap_memory/; `mapDir` holds matrix/. For the original data:
 * `loadSmallville(".../base_the_ville_isabella_maria_klaus", ".../the_ville")`.
 */
export function loadSmallville(baseDir: string, mapDir: string): LoadedSmallville {
  const metaFile = path.join(baseDir, "reverie", "meta.json");
  const metaRaw = readJson(metaFile, ReverieMetaFileSchema);
  const meta: SmallvilleMeta = {
    startTime: metaRaw.curr_time,
    secondsPerTick: metaRaw.sec_per_step,
    mapName: metaRaw.maze_name,
    personaNames: [...metaRaw.persona_names],
    step: metaRaw.step,
  };
  const dupName = meta.personaNames.find((n, i) => meta.personaNames.indexOf(n) !== i);
  if (dupName !== undefined) throw new SmallvilleFileError(metaFile, "persona_names", `"${dupName}" is listed twice`);

  const map = loadTownMap(mapDir);

  const envFile = path.join(baseDir, "environment", `${meta.step}.json`);
  const env = readJson(envFile, EnvironmentFileSchema);

  const personas = meta.personaNames.map((name): LoadedPersona => {
    const place = env[name];
    if (!place) throw new SmallvilleFileError(envFile, name, `missing (expected the start tile of a persona in meta.json)`);
    const tile: Tile = [place.x, place.y];
    if (!map.inBounds(tile)) {
      throw new SmallvilleFileError(envFile, name, `tile (${place.x}, ${place.y}) is outside the ${map.width}x${map.height} map`);
    }

    const dir = path.join(baseDir, "personas", name, "bootstrap_memory");
    const scratchFile = path.join(dir, "scratch.json");
    const scratch = withStandardVerbs(scratchFromFile(readJson(scratchFile, ScratchFileSchema)));
    if (scratch.name !== name) {
      throw new SmallvilleFileError(scratchFile, "name", `expected "${name}" (the persona's folder and meta.json name), got "${scratch.name}"`);
    }
    const spatial = readJson(path.join(dir, "spatial_memory.json"), SpatialMemorySchema);
    const memory = path.join(dir, "associative_memory");
    const memories = memoriesFromFile(readJson(path.join(memory, "nodes.json"), NodesFileSchema));
    const embeddings = readJson(path.join(memory, "embeddings.json"), EmbeddingsFileSchema);
    return { scratch, spatial, memories, embeddings, tile };
  });

  return { meta, personas, map };
}

/**
 * A persona's texts with the original data's slips of verb form put right ("awakes up around 6am": "wakes up"), so
 * what is said from them reads well ("I awake up" was said in interviews).
 */
function withStandardVerbs(scratch: Scratch): Scratch {
  const fix = (text: string) =>
    text
      .replace(/\b([Aa])wake(s?) up\b/g, (_, a: string, s: string) => `${a === "A" ? "W" : "w"}ake${s} up`)
      // "he is telling is neighbors": a possessive missing its "h".
      .replace(/\b(?<=\w+ing )is (?=(?:neighbou?rs?|friends?|family|wife|husband|son|daughter|children|kids|parents|customers|students|colleagues)\b)/g, "his ");
  return {
    ...scratch,
    innate: fix(scratch.innate),
    learned: fix(scratch.learned),
    currently: fix(scratch.currently),
    lifestyle: fix(scratch.lifestyle),
    dailyPlanReq: fix(scratch.dailyPlanReq),
  };
}

/**
 * Reads a seed-memory CSV (`Name,Whisper`; the whispers of one persona separated by ";"), e.g. the_ville's
 * agent_history_init_n3.csv. Whispers are trimmed and empty ones dropped; a name on several rows collects all.
 * The whisper cell runs to the end of the line, commas included: the_ville's file has unquoted commas
 * ("For planning, you frequent Hobbs Cafe"), and the original's csv reader silently loses the text after them.
 * Given the village's `people`, a row naming anyone else is refused with its row number.
 */
export function loadSeedMemories(csvPath: string, people?: readonly string[]): Record<string, string[]> {
  const rows = parseCsv(readText(csvPath), csvPath, 2);
  const out: Record<string, string[]> = {};
  for (const [i, { line, cells }] of rows.entries()) {
    if (i === 0 && cells[0]?.toLowerCase() === "name") continue; // header
    if (cells.length !== 2) {
      throw new SmallvilleFileError(csvPath, null, `row ${line}: expected 2 cells (Name, Whisper), got ${cells.length}`);
    }
    const [name, whisper] = cells as [string, string];
    if (name === "") throw new SmallvilleFileError(csvPath, null, `row ${line}: the name is empty`);
    // Given the village's people, a row for someone else is named with its row, before anything runs.
    if (people && !people.includes(name)) {
      const near = nearestPersona(people, name.toLowerCase());
      throw new SmallvilleFileError(csvPath, null, `row ${line}: no persona "${name}" in this village${near ? ` (did you mean ${near}?)` : ""}; its people: ${people.join(", ")}`);
    }
    const whispers = whisper.split(";").map((w) => w.trim()).filter((w) => w !== "");
    (out[name] ??= []).push(...whispers);
  }
  return out;
}
