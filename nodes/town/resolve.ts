/**
 * The resolve step of a tick: the one place where personas affect each other. For a group of personas that may
 * interact this tick (see proximity.ts), in persona order: settle the chats and waits they started, the first in
 * persona order winning a conflict (two personas starting chats with the same partner, a chat with someone already
 * chatting or waiting, two personas waiting for each other): the loser's chat or wait does not happen and it carries
 * on with what it was doing. Then move each persona one tile; a persona that needs a new path picks its target tiles
 * among those nobody stands on at the start of the tick (the original's rule).
 */
import type { PromptLogger } from "../../prompts/runner.js";
import type { Tile } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import { applyEffect } from "../../state/personaEffects.js";
import type { Movement, OtherPersona } from "../../state/personaTick.js";
import { tickChatState } from "../../state/replan.js";
import type { Thresholds } from "../../state/thresholds.js";
import type { ThoughtResult, TownPersona } from "../../state/town.js";
import { seededRandom } from "../../tools/random.js";
import type { TownMap } from "../../tools/world/townMap.js";
import { executeStep, needsNewPath, targetTiles } from "../persona/executor.js";
import type { TickSurroundings } from "./runAhead.js";

/** One step of the movement log, as streamed by resolve. */
export interface MovementRecord {
  kind: "movement";
  step: number;
  time: string;
  movements: Record<string, Movement>;
}

/**
 * A chat or wait started this tick, undone: the action, plan, path and chat fields the persona had just before it
 * reacted (`carryOn`: after its own scheduling this tick, with this tick's chat bookkeeping), the rest of its tick
 * (time, place, memory, reflection) kept.
 */
export function withoutReaction(carryOn: Scratch, after: Scratch): Scratch {
  const kept = tickChatState(carryOn, { currTime: after.currTime });
  return {
    ...after,
    fDailySchedule: kept.fDailySchedule,
    actAddress: kept.actAddress,
    actStartTime: kept.actStartTime,
    actDuration: kept.actDuration,
    actDescription: kept.actDescription,
    actPronunciatio: kept.actPronunciatio,
    actEvent: kept.actEvent,
    actObjDescription: kept.actObjDescription,
    actObjPronunciatio: kept.actObjPronunciatio,
    actObjEvent: kept.actObjEvent,
    chattingWith: kept.chattingWith,
    chat: kept.chat,
    chattingWithBuffer: kept.chattingWithBuffer,
    chattingEndTime: kept.chattingEndTime,
    actPathSet: kept.actPathSet,
    plannedPath: kept.plannedPath,
  };
}

/**
 * True when a wait decided on `sawTarget` (the target's state at the tick's start, at the waiter's address) still
 * stands against `seesTarget`, the target as the original's sequential order shows it by the waiter's turn: the
 * target still holds that spot, awake, and is not waiting itself (the target's side of the original's wait gates).
 */
export function waitStillOpen(sawTarget: Scratch, seesTarget: Scratch): boolean {
  const doing = seesTarget.actDescription;
  return Boolean(doing) && !doing!.includes("waiting") && !doing!.includes("sleeping") &&
    seesTarget.actAddress === sawTarget.actAddress && !seesTarget.chattingWith;
}

/** True when a chat may still start with `seesPartner` (the partner's side of the original's chat gates). */
export function chatStillOpen(seesPartner: Scratch): boolean {
  const doing = seesPartner.actDescription;
  return Boolean(doing && seesPartner.actAddress) && !doing!.includes("sleeping") &&
    !seesPartner.actAddress!.includes("<waiting>") && !seesPartner.chattingWith;
}

/**
 * The group's tick after its personas' cognition (`thought`: each one's result, a quiet tick's included), settled in
 * persona order as the original's sequential loop would have it: each chat or wait a persona started is checked
 * against its target as that loop shows the target by the persona's turn (the target's own outcome when it comes
 * earlier in order, its state at the tick's start otherwise; either way with a chat someone earlier pulled it into),
 * and undone (the persona carries on) when it could not have happened there:
 * - a chat needs a partner not chatting (before the tick, or in a chat accepted earlier in order) and not waiting
 *   or asleep: the first in persona order wins a partner;
 * - a wait needs the target still at that spot, awake, not chatting and not waiting: of two personas waiting for
 *   each other, only the first in persona order waits;
 * - a persona pulled into a chat by someone earlier in order had no turn to react: its own chat or wait is undone.
 * An accepted chat is applied to the partner's state after its own tick. `before` holds the states at the tick's start.
 */
export function settleGroup(
  group: readonly string[],
  before: Record<string, TownPersona>,
  thought: Record<string, ThoughtResult>,
  thresholds: Pick<Thresholds, "dayMinutes" | "replanWindowMinutes">,
): Record<string, TownPersona> {
  const settled: Record<string, TownPersona> = Object.fromEntries(group.map((name) => [name, thought[name]!.persona]));
  /** Personas whose outcome a later persona sees: those past their turn, and partners pulled into a chat. */
  const shown = new Set<string>();
  const sees = (name: string): Scratch | undefined => (shown.has(name) ? settled[name] : before[name])?.scratch;
  const chatting = new Set(group.filter((name) => before[name]?.scratch.chattingWith));
  const undo = (name: string) => {
    const attempt = thought[name]?.attempt;
    if (attempt) settled[name] = { ...settled[name]!, scratch: withoutReaction(attempt.carryOn, settled[name]!.scratch) };
  };

  for (const name of group) {
    if (shown.has(name)) continue; // pulled into a chat earlier in order: settled then
    shown.add(name);
    const attempt = thought[name]!.attempt;
    if (attempt?.mode === "wait") {
      const saw = before[attempt.target]?.scratch;
      const seen = sees(attempt.target);
      if (saw && seen && !waitStillOpen(saw, seen)) undo(name);
    } else if (attempt?.mode === "chat") {
      for (const effect of thought[name]!.effects) {
        const partner = effect.persona;
        const seen = settled[partner] ? sees(partner) : undefined;
        if (!seen || chatting.has(name) || chatting.has(partner) || !chatStillOpen(seen)) {
          undo(name);
          break;
        }
        chatting.add(name).add(partner);
        if (!shown.has(partner)) undo(partner); // its own turn would have come after: it never reacted itself
        settled[partner] = { ...settled[partner]!, scratch: applyEffect(settled[partner]!.scratch, effect, thresholds) };
        shown.add(partner);
      }
    }
  }
  return settled;
}

export interface StepSettings {
  seed: number;
  thresholds: Pick<Thresholds, "chatAdjacentPathLength" | "executorTargetTileSamples">;
  logger: PromptLogger;
}

const stepRandom = (settings: StepSettings, name: string, tick: number) => seededRandom(settings.seed, name, tick, "executor");

const asOther = (p: TownPersona): OtherPersona => ({ scratch: p.scratch, memory: p.memory });

/** The chat partner a persona walks to talk with, as the others it reads when heading there (none otherwise). */
function partnerOf(s: Scratch, atStart: TickSurroundings): Record<string, OtherPersona> {
  const address = s.actAddress ?? "";
  if (!address.startsWith("<persona> ")) return {};
  const name = address.slice("<persona> ".length);
  const partner = name === s.name ? undefined : atStart.stateOf(name);
  return partner ? { [name]: asOther(partner) } : {};
}

/**
 * The tiles a persona's step picks its target among this tick, or null when it keeps its path. Whether someone
 * stands on them decides the pick, so everyone who might be there must be known before the persona moves.
 */
export function pathTargets(
  persona: TownPersona,
  map: TownMap,
  atStart: TickSurroundings,
  tick: number,
  settings: StepSettings,
): Tile[] | null {
  const s = persona.scratch;
  if (!s.currTile || !needsNewPath(s)) return null;
  return targetTiles(map, s, partnerOf(s, atStart), stepRandom(settings, s.name, tick), settings.thresholds.chatAdjacentPathLength).tiles;
}

/**
 * The others a step that picks a new target reads: the partner it walks to, and whoever stands on the tiles it picks
 * among (the pick prefers free ones). Nobody else changes the step, so the rest of the town is left out (it was the
 * whole town at the tick's start: the same step, at a cost that grew with the town).
 */
function othersForNewPath(s: Scratch, map: TownMap, atStart: TickSurroundings, tick: number, settings: StepSettings, tiles?: readonly Tile[] | null) {
  const others = partnerOf(s, atStart);
  const targets = tiles ?? targetTiles(map, s, others, stepRandom(settings, s.name, tick), settings.thresholds.chatAdjacentPathLength).tiles;
  for (const name of atStart.standingOn(targets)) {
    if (name !== s.name) others[name] = asOther(atStart.stateOf(name)!);
  }
  return others;
}

/**
 * Moves each persona of the group one tile, in persona order. `atStart` holds everyone's state at the tick's start
 * that the steps may read (where others stand, where a chat partner is); `targets`: the group's `pathTargets`, when
 * known already.
 */
export function moveGroup(
  group: readonly string[],
  settled: Record<string, TownPersona>,
  atStart: TickSurroundings,
  map: TownMap,
  tick: number,
  settings: StepSettings,
  targets: Record<string, Tile[] | null> = {},
): { personas: Record<string, TownPersona>; movements: Record<string, Movement> } {
  const personas: Record<string, TownPersona> = {};
  const movements: Record<string, Movement> = {};
  for (const name of group) {
    const persona = settled[name]!;
    // Where the others stand matters only when the persona picks a new target.
    const step = executeStep(
      persona.scratch,
      map,
      needsNewPath(persona.scratch) ? othersForNewPath(persona.scratch, map, atStart, tick, settings, targets[name]) : {},
      stepRandom(settings, name, tick),
      settings.thresholds,
      settings.logger,
    );
    personas[name] = { ...persona, scratch: step.scratch };
    movements[name] = step.movement;
  }
  return { personas, movements };
}
