/**
 * Lays out a village spec's places as tiles (pure; tools/world/villageBuilder.ts writes the result as files).
 *
 * Each place (sector) is a building: its arenas are rooms side by side, walled, each with a door in its bottom wall
 * onto the street below. Buildings stand in rows ("shelves") bottom-aligned on a two-tile street; streets down both
 * edges join every row's street, so every floor tile (objects stand on floor, as in the original's maps) is reachable
 * from every other. A room is sized to its objects: they stand on every other tile of every other row, with a free
 * ring of floor, so none blocks another; the top row holds the residents' spawn tiles. The order of the buildings is
 * shuffled by the seed: the same spec and seed give the same map.
 *
 * An open place (`open: true`: a park, a square) has no walls: each arena takes its building's walls as open ground
 * (the wall between two arenas goes to the one on its left), so it joins the streets on every side it touches.
 *
 * Hints: layout "row" puts every building on one street; "grid" (default) wraps rows to a roughly square town;
 * "ring" is a grid with a street along the top as well. Size small/medium/large adds 0/1/2 object slots per side.
 */
import { seededRandom } from "../random.js";
import type { VillageSpec } from "../../state/villageSpec.js";
import { withKitchens } from "./homeKitchens.js";

/** The original's collision block id, so tools for the_ville read these maps too. */
export const COLLISION_ID = 32125;

export type LayoutCell = "wall" | "hedge" | "street" | "floor" | "door";

export interface RoomLayout {
  sector: string;
  arena: string;
  /** The arena's rectangle (floor; an open place's includes its walls): left, top, width, height. */
  x: number;
  y: number;
  width: number;
  height: number;
  door: [number, number];
  /** Object name -> its tile. */
  objects: Array<{ name: string; at: [number, number] }>;
  /** Spawn tiles of the people who live here, in the order of the spec's people. */
  spawns: Array<{ person: string; name: string; at: [number, number] }>;
}

export interface VillageLayout {
  width: number;
  height: number;
  /** Row-major cell kinds. */
  cells: LayoutCell[];
  rooms: RoomLayout[];
}

const SIZE_PAD = { small: 0, medium: 1, large: 2 } as const;
const STREET = 2;

interface Building {
  sector: string;
  open: boolean;
  rooms: Array<{ arena: string; objects: string[]; cols: number; rows: number; residents: string[] }>;
  width: number;
  height: number;
}

/** A room's interior for `n` objects: cols x rows object slots, each slot a tile with floor around it. */
function slots(n: number, pad: number, residents: number): { cols: number; rows: number } {
  let cols = Math.max(1, Math.ceil(Math.sqrt(n))) + pad;
  const rows = Math.max(1, Math.ceil(n / Math.max(1, cols - pad))) + pad;
  // The top row holds a spawn tile per resident on every other tile: 2 * cols + 1 tiles hold cols + 1 of them.
  while (cols + 1 < residents) cols++;
  return { cols, rows };
}

/** Lays a spec's places out as tiles: buildings with doors and rooms sized to their objects, streets between them, deterministic for the spec's seed. */
export function layOutVillage(spec: VillageSpec): VillageLayout {
  const residents = new Map<string, string[]>();
  for (const p of spec.people) {
    const key = `${p.home.sector}\u0000${p.home.arena}`;
    residents.set(key, [...(residents.get(key) ?? []), p.name]);
  }
  const buildings: Building[] = withKitchens(spec.places).map((place) => {
    const rooms = place.arenas.map((a) => {
      const objects = [...new Set(a.objects.map((o) => o.trim()))];
      const living = residents.get(`${place.sector}\u0000${a.name}`) ?? [];
      return { arena: a.name, objects, residents: living, ...slots(objects.length, SIZE_PAD[a.size ?? "small"], living.length) };
    });
    const interiorHeight = Math.max(...rooms.map((r) => 2 * r.rows + 1));
    for (const r of rooms) r.rows = (interiorHeight - 1) / 2;
    return { sector: place.sector, open: place.open ?? false, rooms, width: 1 + rooms.reduce((sum, r) => sum + 2 * r.cols + 2, 0), height: interiorHeight + 2 };
  });

  // The seed shuffles the buildings (Fisher-Yates), so two seeds give two towns of the same places.
  const random = seededRandom("village-layout", spec.world.name, spec.world.seed);
  for (let i = buildings.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [buildings[i], buildings[j]] = [buildings[j]!, buildings[i]!];
  }

  // Shelves: buildings left to right, a new shelf when the row would pass the target width.
  const layout = spec.world.layout ?? "grid";
  const area = buildings.reduce((sum, b) => sum + (b.width + 1) * (b.height + STREET), 0);
  const widest = Math.max(...buildings.map((b) => b.width));
  const target = layout === "row" ? Infinity : Math.max(widest, Math.ceil(Math.sqrt(area * 1.6)));
  const shelves: Building[][] = [[]];
  let used = 0;
  for (const b of buildings) {
    const need = (used ? used + 1 : 0) + b.width;
    if (need > target && shelves.at(-1)!.length) {
      shelves.push([]);
      used = 0;
    }
    used = (used ? used + 1 : 0) + b.width;
    shelves.at(-1)!.push(b);
  }
  const shelfWidth = Math.max(...shelves.map((s) => s.reduce((sum, b, i) => sum + b.width + (i ? 1 : 0), 0)));
  const top = layout === "ring" ? 1 + STREET : 1;
  const width = 1 + STREET + shelfWidth + STREET + 1;
  const height = top + shelves.reduce((sum, s) => sum + Math.max(...s.map((b) => b.height)) + STREET, 0) + 1;

  const cells: LayoutCell[] = new Array(width * height).fill("hedge");
  const set = (x: number, y: number, c: LayoutCell) => (cells[y * width + x] = c);
  for (let x = 0; x < width; x++) {
    set(x, 0, "wall");
    set(x, height - 1, "wall");
  }
  for (let y = 0; y < height; y++) {
    set(0, y, "wall");
    set(width - 1, y, "wall");
  }
  for (let y = 1; y < height - 1; y++) {
    for (const x of [1, 2, width - 3, width - 2]) set(x, y, "street");
  }
  if (layout === "ring") for (let y = 1; y <= STREET; y++) for (let x = 1; x < width - 1; x++) set(x, y, "street");

  const rooms: RoomLayout[] = [];
  let y0 = top;
  for (const shelf of shelves) {
    const shelfHeight = Math.max(...shelf.map((b) => b.height));
    let x0 = 1 + STREET;
    for (const b of shelf) {
      const by = y0 + shelfHeight - b.height; // bottom-aligned on the street
      for (let y = by; y < by + b.height; y++) for (let x = x0; x < x0 + b.width; x++) set(x, y, "wall");
      let rx = x0 + 1;
      b.rooms.forEach((r, n) => {
        const w = 2 * r.cols + 1;
        const h = 2 * r.rows + 1;
        const ry = by + 1;
        // An open place's arena also covers its walls: the left one (first arena only), the right one, top and bottom.
        const area = b.open ? { x: rx - (n === 0 ? 1 : 0), y: ry - 1, width: w + (n === 0 ? 2 : 1), height: h + 2 } : { x: rx, y: ry, width: w, height: h };
        for (let y = area.y; y < area.y + area.height; y++) for (let x = area.x; x < area.x + area.width; x++) set(x, y, "floor");
        const door: [number, number] = [rx + Math.floor(w / 2), ry + h];
        if (!b.open) set(door[0], door[1], "door");
        const objects = r.objects.map((name, i) => ({ name, at: [rx + 1 + 2 * (i % r.cols), ry + 1 + 2 * Math.floor(i / r.cols)] as [number, number] }));
        const spawns = r.residents.map((person, i) => ({ person, name: `sp-${spawnLetter(i)}`, at: [rx + 2 * i, ry] as [number, number] }));
        rooms.push({ sector: b.sector, arena: r.arena, ...area, door, objects, spawns });
        rx += w + 1;
      });
      x0 += b.width + 1;
    }
    y0 += shelfHeight;
    for (let y = y0; y < y0 + STREET; y++) for (let x = 1; x < width - 1; x++) set(x, y, "street");
    y0 += STREET;
  }
  return { width, height, cells, rooms };
}

/** sp-A, sp-B, ... sp-Z, sp-AA, ... */
function spawnLetter(i: number): string {
  let s = "";
  for (let n = i; n >= 0; n = Math.floor(n / 26) - 1) s = String.fromCharCode(65 + (n % 26)) + s;
  return s;
}
