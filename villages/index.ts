/**
 * The villages simulacra ships, as folder paths for tools/world/smallvilleLoader.ts:
 * `loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir)` and `loadSeedMemories(DEFAULT_VILLAGE.seedMemories)`.
 * Larkspur is the project's own village: a village spec (villages/larkspur/village.yaml) whose built folders are
 * committed beside it (`npm run village:build -- villages/larkspur` regenerates them), in the original Smallville formats.
 */
import { fileURLToPath } from "node:url";

export interface VillagePaths {
  /** The base simulation folder: reverie/meta.json, environment/0.json, personas/. */
  baseDir: string;
  /** The map folder holding matrix/. */
  mapDir: string;
  /** The seed-memory CSV (`Name,Whisper`: the spec's relationships and history lines, the builder's history.csv). */
  seedMemories: string;
}

/** A shipped village that is a spec: its paths and the village.yaml they are built from. */
export interface SpecVillagePaths extends VillagePaths {
  spec: string;
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The package's own village, Larkspur (a baker, a librarian and a painter), in the original formats.
 */
export const DEFAULT_VILLAGE: SpecVillagePaths = {
  baseDir: here("./larkspur/base"),
  mapDir: here("./larkspur/map"),
  seedMemories: here("./larkspur/history.csv"),
  spec: here("./larkspur/village.yaml"),
};

/**
 * Saltmere, the larger shipped village spec (a fishing harbour of twelve people, `run --village villages/harbour`):
 * the default experiment's village, with news to spread, an event to come to and the times to ask.
 */
export const SALTMERE_SPEC = here("./harbour/village.yaml");

/** The shipped village specs by the names a user may give them (`run --village harbour` from any folder). */
export const SHIPPED_VILLAGES: Readonly<Record<string, string>> = {
  larkspur: here("./larkspur/village.yaml"),
  harbour: SALTMERE_SPEC,
  saltmere: SALTMERE_SPEC,
};

/**
 * Where a town run without a start time begins in Larkspur (a Studio run): 09:00 of its first day, with the bakery
 * serving, the library opening and Mei sketching in the park. The village's saved time is midnight, when everyone
 * sleeps.
 */
export const DEFAULT_VILLAGE_BUSY_START = "2024-05-06T09:00:00";

/**
 * Where a run starts when no start is given, the one rule the CLI, Studio's town graph and run.json all follow:
 * a scenario folder starts at its own saved time (as the original's reverie/meta.json says); the package's village
 * starts at its busy morning, since its saved time is midnight and a short first run would show only sleep.
 */
export function defaultStartTime(scenario: unknown, savedStartTime: () => string): string {
  return scenario ? savedStartTime() : DEFAULT_VILLAGE_BUSY_START;
}
