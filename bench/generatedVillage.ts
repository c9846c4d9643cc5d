/**
 * A village of N personas for benchmarks, about as dense as Smallville (25 agents on 140 x 100 tiles): the default
 * village's map repeated as districts on a grid (joined by gaps in their outer walls), each district with its own
 * bakery, library, park and three homes, and the default village's three personas cloned into each district
 * ("<first> <last> <k>", living in "<first> <last> <k>'s house", knowing their own district). Written to a temp
 * folder in the original formats, so it loads like any village.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const readGrid = (file: string) => readFileSync(file, "utf8").trim().split(/\s*,\s*/).map(Number);
const readBlocks = (file: string) =>
  readFileSync(file, "utf8").trim().split("\n").map((line) => line.split(",").map((cell) => cell.trim()));

/** District k's name for a sector ("Okafor Bakery 2", "Ada Okafor 2's house"); district 1 keeps the names. */
function sectorIn(sector: string, district: number): string {
  if (district === 1) return sector;
  return sector.endsWith("'s house") ? sector.replace(/'s house$/, ` ${district}'s house`) : `${sector} ${district}`;
}

export function generateVillage(personas: number): { baseDir: string; mapDir: string } {
  const { baseDir: srcBase, mapDir: srcMap } = DEFAULT_VILLAGE;
  const dir = mkdtempSync(path.join(os.tmpdir(), `simulacra-village-${personas}-`));
  const base = path.join(dir, "base");
  const map = path.join(dir, "map");
  const meta = readJson(path.join(srcBase, "reverie", "meta.json"));
  const env = readJson(path.join(srcBase, "environment", "0.json"));
  const originals: string[] = meta.persona_names;
  const districts = Math.ceil(personas / originals.length);
  const columns = Math.ceil(Math.sqrt(districts));
  const rows = Math.ceil(districts / columns);

  // --- the map: districts on a grid -------------------------------------------------------------------------
  const mazeMeta = readJson(path.join(srcMap, "matrix", "maze_meta_info.json"));
  const w: number = mazeMeta.maze_width;
  const h: number = mazeMeta.maze_height;
  const width = w * columns;
  const height = h * rows;
  const layers = ["collision", "sector", "arena", "game_object", "spawning_location"] as const;
  const source = Object.fromEntries(layers.map((l) => [l, readGrid(path.join(srcMap, "matrix", "maze", `${l}_maze.csv`))]));
  const grids = Object.fromEntries(layers.map((l) => [l, new Array<number>(width * height).fill(0)]));
  const blocks = {
    sector: readBlocks(path.join(srcMap, "matrix", "special_blocks", "sector_blocks.csv")),
    arena: readBlocks(path.join(srcMap, "matrix", "special_blocks", "arena_blocks.csv")),
    spawning_location: readBlocks(path.join(srcMap, "matrix", "special_blocks", "spawning_location_blocks.csv")),
  };
  // Block ids of district k: the original id + 10,000 * (k - 1); sector names carry the district.
  const renamed: Record<keyof typeof blocks, string[]> = { sector: [], arena: [], spawning_location: [] };
  for (let d = 1; d <= districts; d++) {
    for (const layer of Object.keys(blocks) as (keyof typeof blocks)[]) {
      for (const [id, world, sector, ...rest] of blocks[layer]) {
        renamed[layer].push([Number(id) + 10_000 * (d - 1), world, sectorIn(sector!, d), ...rest].join(", "));
      }
    }
  }
  for (let d = 0; d < districts; d++) {
    const ox = (d % columns) * w;
    const oy = Math.floor(d / columns) * h;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const from = y * w + x;
        const to = (oy + y) * width + ox + x;
        for (const layer of layers) {
          const id = source[layer]![from]!;
          const shifted = id && (layer === "sector" || layer === "arena" || layer === "spawning_location") ? id + 10_000 * d : id;
          grids[layer]![to] = shifted;
        }
      }
    }
  }
  // Gaps in the outer walls where streets run along them: row 1 to the east (the east street), column 1 to the south
  // (the west street).
  const open = (x: number, y: number) => (grids.collision![y * width + x] = 0);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      if (cx + 1 < columns) (open(cx * w + w - 1, cy * h + 1), open((cx + 1) * w, cy * h + 1));
      if (cy + 1 < rows) (open(cx * w + 1, cy * h + h - 1), open(cx * w + 1, (cy + 1) * h));
    }
  }
  const matrix = path.join(map, "matrix");
  mkdirSync(path.join(matrix, "maze"), { recursive: true });
  mkdirSync(path.join(matrix, "special_blocks"), { recursive: true });
  writeFileSync(path.join(matrix, "maze_meta_info.json"), JSON.stringify({ ...mazeMeta, maze_width: width, maze_height: height }, null, 2));
  for (const layer of layers) writeFileSync(path.join(matrix, "maze", `${layer}_maze.csv`), grids[layer]!.join(", ") + "\n");
  for (const file of ["world_blocks.csv", "game_object_blocks.csv"]) {
    cpSync(path.join(srcMap, "matrix", "special_blocks", file), path.join(matrix, "special_blocks", file));
  }
  for (const layer of Object.keys(renamed) as (keyof typeof renamed)[]) {
    writeFileSync(path.join(matrix, "special_blocks", `${layer}_blocks.csv`), renamed[layer].join("\n") + "\n");
  }

  // --- the personas: each district's clones of the default three --------------------------------------------
  const names: string[] = [];
  const positions: Record<string, unknown> = {};
  for (let i = 0; i < personas; i++) {
    const original = originals[i % originals.length]!;
    const d = Math.floor(i / originals.length);
    const district = d + 1;
    const name = district === 1 ? original : `${original} ${district}`;
    names.push(name);
    const at = env[original];
    positions[name] = { ...at, x: at.x + (d % columns) * w, y: at.y + Math.floor(d / columns) * h };
    const from = path.join(srcBase, "personas", original, "bootstrap_memory");
    const to = path.join(base, "personas", name, "bootstrap_memory");
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true });
    const scratch = readJson(path.join(to, "scratch.json"));
    const [first, ...rest] = name.split(" ");
    const [world, sector, ...arena] = String(scratch.living_area).split(":");
    const livingArea = [world, sectorIn(sector!, district), ...arena].join(":");
    writeFileSync(
      path.join(to, "scratch.json"),
      JSON.stringify({ ...scratch, name, first_name: first, last_name: rest.join(" "), living_area: livingArea }, null, 2),
    );
    const spatial: Record<string, Record<string, unknown>> = readJson(path.join(to, "spatial_memory.json"));
    const mine = Object.fromEntries(
      Object.entries(spatial).map(([w, sectors]) => [w, Object.fromEntries(Object.entries(sectors).map(([s, v]) => [sectorIn(s, district), v]))]),
    );
    writeFileSync(path.join(to, "spatial_memory.json"), JSON.stringify(mine, null, 2));
  }
  mkdirSync(path.join(base, "reverie"), { recursive: true });
  mkdirSync(path.join(base, "environment"), { recursive: true });
  writeFileSync(path.join(base, "reverie", "meta.json"), JSON.stringify({ ...meta, persona_names: names }, null, 2));
  writeFileSync(path.join(base, "environment", "0.json"), JSON.stringify(positions, null, 2));
  return { baseDir: base, mapDir: map };
}
