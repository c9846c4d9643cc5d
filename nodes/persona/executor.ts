/**
 * executor: turn the current action's address into a path and take one step along it. Targets by plan type: a
 * chat partner (the middle of the way to them), a waiting spot, a random tile of an arena ("<random>"), or the
 * address's tiles. Paths are shortest paths on the collision grid with no search cap (the original froze personas
 * whose path needed more than 150 waves), and an unknown address sends the persona home with a warning instead of
 * crashing (the original's `#ERRORRRRRRR` branch).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { consoleLogger, type PromptLogger } from "../../prompts/runner.js";
import { warnOnce } from "../../prompts/warnOnce.js";
import type { Tile } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import type { Movement, OtherPersona, PersonaTickStateType } from "../../state/personaTick.js";
import { readRunSettings } from "../../state/runContext.js";
import type { Thresholds } from "../../state/thresholds.js";
import { shortestPath, shortestPathToAny } from "../../tools/world/pathFinder.js";
import { seededRandom } from "../../tools/random.js";
import type { TownMap } from "../../tools/world/townMap.js";
import { villageMap } from "./runtime.js";

const sameTile = (a: Tile, b: Tile) => a[0] === b[0] && a[1] === b[1];

/** The tiles the persona heads for, and whether the address had to be replaced by home. */
export function targetTiles(
  map: TownMap,
  scratch: Pick<Scratch, "actAddress" | "currTile" | "livingArea">,
  others: Record<string, OtherPersona>,
  random: () => number,
  adjacentPathLength: number,
): { tiles: Tile[]; unknown: boolean } {
  const address = scratch.actAddress ?? scratch.livingArea;
  const here = scratch.currTile!;
  if (address.startsWith("<persona> ")) {
    const partner = others[address.slice("<persona> ".length)]?.scratch.currTile;
    const path = partner ? shortestPath(map, here, partner) : null;
    if (!path) return { tiles: [here], unknown: false };
    if (path.length <= adjacentPathLength) return { tiles: [path[0]!], unknown: false };
    return { tiles: [path[Math.floor(path.length / 2)]!], unknown: false };
  }
  if (address.startsWith("<waiting> ")) {
    const [x, y] = address.slice("<waiting> ".length).split(" ").map(Number);
    return { tiles: [[x!, y!]], unknown: false };
  }
  if (address.endsWith(":<random>")) {
    const arena = map.tilesOf(address.slice(0, -":<random>".length));
    if (arena.length) return { tiles: [arena[Math.floor(random() * arena.length)]!], unknown: false };
  }
  const tiles = map.tilesOf(address);
  if (tiles.length) return { tiles: [...tiles], unknown: false };
  return { tiles: [...map.tilesOf(scratch.livingArea)], unknown: true };
}

/** Up to `count` candidate tiles, preferring ones nobody stands on (seeded sample, as the original's). */
export function sampleTargets(tiles: readonly Tile[], occupied: readonly Tile[], count: number, random: () => number): Tile[] {
  const free = tiles.filter((t) => !occupied.some((o) => sameTile(o, t)));
  const pool = [...(free.length ? free : tiles)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.max(1, count));
}

/**
 * The warning for an address with no tiles, given once per run (prompts/warnOnce.ts), not at every step: once per
 * persona and address when the persona heads home instead, once per persona when its living area is not on the map
 * either (a random spot of an unknown arena asks again every tick).
 */
function warnUnknownPlace(logger: PromptLogger, map: TownMap, scratch: Pick<Scratch, "name" | "actAddress" | "livingArea">): void {
  const { name, actAddress, livingArea } = scratch;
  if (map.tilesOf(livingArea).length) {
    warnOnce(logger, `${name}\u0000${actAddress}`, `${name}: unknown address "${actAddress}"; going to the living area ${livingArea} instead.`);
  } else {
    warnOnce(
      logger,
      `${name}\u0000living area`,
      `${name}: the living area "${livingArea}" is not on the map, nor is "${actAddress}"; ${name} stays where they are whenever a place is unknown.`,
    );
  }
}

/** True when the step must pick a new target: no path for this action yet, or wandering an arena with none left. */
export function needsNewPath(scratch: Pick<Scratch, "actAddress" | "plannedPath" | "actPathSet">): boolean {
  const wandering = (scratch.actAddress ?? "").includes("<random>") && scratch.plannedPath.length === 0;
  return !scratch.actPathSet || wandering;
}

/** One step of the current action (plain code, shared with the town's fast path for personas that need no thinking). */
export function executeStep(
  scratch: Scratch,
  map: TownMap,
  others: Record<string, OtherPersona>,
  random: () => number,
  thresholds: Pick<Thresholds, "chatAdjacentPathLength" | "executorTargetTileSamples">,
  logger: PromptLogger,
): { scratch: Scratch; movement: Movement } {
  const here = scratch.currTile!;
  if (needsNewPath(scratch)) {
    const { tiles, unknown } = targetTiles(map, scratch, others, random, thresholds.chatAdjacentPathLength);
    if (unknown) warnUnknownPlace(logger, map, scratch);
    const occupied = Object.values(others).flatMap((o) => (o.scratch.currTile ? [o.scratch.currTile] : []));
    const targets = sampleTargets(tiles, occupied, thresholds.executorTargetTileSamples, random);
    const path = shortestPathToAny(map, here, targets) ?? [here];
    scratch = { ...scratch, plannedPath: path.slice(1), actPathSet: true };
  }
  const [next = here, ...rest] = scratch.plannedPath;
  scratch = { ...scratch, currTile: next, plannedPath: rest };
  const movement: Movement = {
    tile: next,
    pronunciatio: scratch.actPronunciatio ?? "🙂",
    description: `${scratch.actDescription ?? "idle"} @ ${scratch.actAddress ?? scratch.livingArea}`,
    chat: scratch.chat,
  };
  return { scratch, movement };
}

export function executor(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  return executeStep(
    state.scratch,
    villageMap(state.village.mapDir),
    state.others ?? {},
    seededRandom(settings.seed, state.scratch.name, state.clock.tick, "executor"),
    settings.thresholds,
    settings.logger ?? consoleLogger,
  );
}
