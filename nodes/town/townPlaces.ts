/**
 * The neighbour search of the town: who may affect whom (proximity.ts) without looking at every other persona. For
 * one set of persona states (everyone's state at a tick, or everyone's newest known state), it keeps where each one
 * stands in a tile grid (tools/world/tileGrid.ts, cells the size of the interaction radius or more) and who is in a
 * conversation with whom (a chat under way, or a walk to talk). A query yields a superset of the candidates; the
 * callers keep their exact tests (mayInteract, the walking distance), so the outcome is the one of looking at
 * everyone, which `everyone` still does: the reference a test compares a whole run against.
 */
import type { Tile } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import { boxAround, boxOf, EveryName, TileGrid, type PlacedNames, type TileBox } from "../../tools/world/tileGrid.js";

/** How the town finds the personas near one: a grid of cells (default), or every persona (the brute-force reference). */
export type NeighbourSearch = "grid" | "everyone";

type Placed = Pick<Scratch, "name" | "currTile" | "chattingWith" | "actAddress">;

/** Smallest cell side: with small radii, fewer and fuller cells are cheaper to look through than many empty ones. */
const MIN_CELL = 8;

/** The personas `scratch` talks with or walks to talk with (by persona name). */
function partnersOf(scratch: Placed): string[] {
  const partners: string[] = [];
  if (scratch.chattingWith) partners.push(scratch.chattingWith);
  const address = scratch.actAddress;
  if (address && address.startsWith("<persona> ")) partners.push(address.slice(10));
  return partners;
}

export class TownPlaces {
  private readonly names: PlacedNames;
  /** For a persona name, who talks with it or walks to talk with it. */
  private readonly soughtBy = new Map<string, Set<string>>();
  private readonly seeks = new Map<string, string[]>();

  /**
   * `radius`: the interaction radius (Infinity: everyone may affect everyone, so every query visits everyone);
   * `minCell`: the smallest cell side, larger for an index asked about wide boxes.
   */
  constructor(search: NeighbourSearch, radius: number, minCell = MIN_CELL) {
    this.names = search === "grid" && Number.isFinite(radius) ? new TileGrid(Math.max(minCell, radius)) : new EveryName();
  }

  /** How many personas are placed. */
  get size(): number {
    return this.placed.size;
  }
  private readonly placed = new Set<string>();

  /** Puts a persona's state in (or moves it): its tile and its conversations. */
  place(scratch: Placed): void {
    const { name } = scratch;
    this.placed.add(name);
    this.names.place(name, scratch.currTile);
    const before = this.seeks.get(name);
    const now = partnersOf(scratch);
    if (before && before.length === now.length && before.every((p, i) => p === now[i])) return;
    for (const partner of before ?? []) this.soughtBy.get(partner)?.delete(name);
    for (const partner of now) {
      let by = this.soughtBy.get(partner);
      if (!by) this.soughtBy.set(partner, (by = new Set()));
      by.add(name);
    }
    if (now.length) this.seeks.set(name, now);
    else this.seeks.delete(name);
  }

  /** Takes a persona out. */
  remove(name: string): void {
    this.place({ name, currTile: null, chattingWith: null, actAddress: null });
    this.placed.delete(name);
  }

  /**
   * Visits every persona that may be within `reach` tiles of `scratch` or in a conversation with it (a superset; the
   * persona itself included when placed); stops at the first visit that returns true, and then returns true.
   */
  someNear(scratch: Placed, reach: number, visit: (name: string) => boolean | void): boolean {
    for (const partner of partnersOf(scratch)) if (visit(partner) === true) return true;
    for (const seeker of this.soughtBy.get(scratch.name) ?? []) if (visit(seeker) === true) return true;
    return !!scratch.currTile && this.names.someIn(boxAround(scratch.currTile, reach), visit);
  }

  /** Visits every persona that may stand in `box` (a superset). */
  someIn(box: TileBox, visit: (name: string) => boolean | void): boolean {
    return this.names.someIn(box, visit);
  }

  /** The personas standing on one of `tiles` (exactly), each once. */
  standingOn(tiles: readonly Tile[]): Set<string> {
    const found = new Set<string>();
    for (const tile of tiles) {
      this.names.someIn(boxAround(tile, 0), (name) => {
        const at = this.names.tileOf(name);
        if (at && at[0] === tile[0] && at[1] === tile[1]) found.add(name);
      });
    }
    return found;
  }
}

/** Ticks per band of `NewestPlaces`. */
const BAND_TICKS = 16;
/**
 * Smallest cell side of a band: its queries reach the radius plus at least a band's lag, so boxes of 40 tiles a side
 * and more; cells of 32 tiles look through a few cells per query instead of dozens (the visits they add fail the
 * callers' cheap test of the distance).
 */
const BAND_CELL = 2 * BAND_TICKS;

/**
 * Everyone's newest known state (each persona at the tick it takes next), in bands of ticks: who is `lag` ticks
 * behind may be up to the radius plus `lag` tiles away and still in reach, so each band is searched only as far as
 * its own lag reaches. The few personas far behind are searched far, the many close behind only near.
 */
export class NewestPlaces {
  private readonly bands = new Map<number, TownPlaces>();
  private readonly bandOf = new Map<string, number>();

  constructor(
    private readonly search: NeighbourSearch,
    private readonly radius: number,
  ) {}

  /** Puts a persona's state known at tick `next` in (or moves it there). */
  place(scratch: Placed, next: number): void {
    const band = Math.floor(next / BAND_TICKS);
    const was = this.bandOf.get(scratch.name);
    if (was !== undefined && was !== band) {
      const old = this.bands.get(was)!;
      old.remove(scratch.name);
      if (!old.size) this.bands.delete(was);
    }
    let places = this.bands.get(band);
    if (!places) this.bands.set(band, (places = new TownPlaces(this.search, this.radius, BAND_CELL)));
    places.place(scratch);
    this.bandOf.set(scratch.name, band);
  }

  /**
   * Visits every persona known only at a tick before `tick` that may be in reach of `scratch` by `tick` (a superset:
   * within the radius plus its lag, or in a conversation with it); stops at the first visit that returns true.
   */
  someBehind(scratch: Placed, tick: number, visit: (name: string) => boolean | void): boolean {
    for (const [band, places] of this.bands) {
      const lag = tick - band * BAND_TICKS;
      if (lag > 0 && places.someNear(scratch, this.radius + lag, visit)) return true;
    }
    return false;
  }

  /** Visits every persona known only at a tick before `tick` that may reach one of `tiles` by `tick` (a superset). */
  someBehindNear(tiles: readonly Tile[], tick: number, visit: (name: string) => boolean | void): boolean {
    for (const [band, places] of this.bands) {
      const lag = tick - band * BAND_TICKS;
      const box = boxOf(tiles, lag);
      if (lag > 0 && box && places.someIn(box, visit)) return true;
    }
    return false;
  }
}
