/**
 * The resolve step of a tick: the one place where personas affect each other. For a group of personas that may
 * interact this tick (see proximity.ts), in persona order: apply conversations, the first in persona order winning a
 * conflict (two personas starting chats with the same partner, or with someone already chatting): the loser's chat
 * does not happen and it carries on with what it was doing. Then move each persona one tile; a persona that needs a
 * new path picks its target tiles among those nobody stands on at the start of the tick (the original's rule).
 */
import type { PromptLogger } from "../../prompts/runner.js";
import type { Tile } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import { applyEffect } from "../../state/personaEffects.js";
import type { JoinChatEffect, Movement } from "../../state/personaTick.js";
import { tickChatState } from "../../state/replan.js";
import type { Thresholds } from "../../state/thresholds.js";
import type { TownPersona } from "../../state/town.js";
import { seededRandom } from "../../tools/random.js";
import type { TownMap } from "../../tools/world/townMap.js";
import { executeStep, needsNewPath, targetTiles } from "../persona/executor.js";
import { othersOf } from "./othersOf.js";

/** One step of the movement log, as streamed by resolve. */
export interface MovementRecord {
  kind: "movement";
  step: number;
  time: string;
  movements: Record<string, Movement>;
}

/** The chat fields and plan a persona had before this tick, kept when its own chat attempt loses. */
export function withoutChatAttempt(before: Scratch, after: Scratch): Scratch {
  const kept = tickChatState({ ...before, currTime: after.currTime });
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
 * Which conversations happen, in persona order: a chat needs both sides free of any other chat accepted this tick
 * and not already chatting before it. Returns the accepted effects and the initiators whose attempt lost.
 */
export function settleChats(
  order: readonly string[],
  before: Record<string, TownPersona>,
  effects: Record<string, JoinChatEffect[]>,
): { accepted: JoinChatEffect[]; losers: string[] } {
  const engaged = new Set<string>();
  const accepted: JoinChatEffect[] = [];
  const losers: string[] = [];
  for (const initiator of order) {
    for (const effect of effects[initiator] ?? []) {
      const partner = effect.persona;
      const busy = [initiator, partner].some((n) => engaged.has(n) || before[n]?.scratch.chattingWith);
      if (busy) {
        losers.push(initiator);
        continue;
      }
      engaged.add(initiator);
      engaged.add(partner);
      accepted.push(effect);
    }
  }
  return { accepted, losers };
}

/**
 * The group's tick after its personas' cognition (`thought`: each one's state after its cognition or quiet tick):
 * conversations settled in persona order and applied to both sides (a partner's side on its state after its own
 * tick). `before` holds the states at the tick's start.
 */
export function settleGroup(
  group: readonly string[],
  before: Record<string, TownPersona>,
  thought: Record<string, TownPersona>,
  effects: Record<string, JoinChatEffect[]>,
  thresholds: Pick<Thresholds, "dayMinutes" | "replanWindowMinutes">,
): Record<string, TownPersona> {
  const settled: Record<string, TownPersona> = { ...thought };
  const { accepted, losers } = settleChats(group, before, effects);
  for (const loser of losers) {
    settled[loser] = { ...settled[loser]!, scratch: withoutChatAttempt(before[loser]!.scratch, settled[loser]!.scratch) };
  }
  for (const effect of accepted) {
    const partner = settled[effect.persona];
    if (partner) settled[effect.persona] = { ...partner, scratch: applyEffect(partner.scratch, effect, thresholds) };
  }
  return settled;
}

export interface StepSettings {
  seed: number;
  thresholds: Pick<Thresholds, "chatAdjacentPathLength" | "executorTargetTileSamples">;
  logger: PromptLogger;
}

const stepRandom = (settings: StepSettings, name: string, tick: number) => seededRandom(settings.seed, name, tick, "executor");

/**
 * The tiles a persona's step picks its target among this tick, or null when it keeps its path. Whether someone
 * stands on them decides the pick, so everyone who might be there must be known before the persona moves.
 */
export function pathTargets(
  persona: TownPersona,
  map: TownMap,
  atStart: Record<string, TownPersona>,
  tick: number,
  settings: StepSettings,
): Tile[] | null {
  const s = persona.scratch;
  if (!s.currTile || !needsNewPath(s)) return null;
  const others = othersOf(atStart, s.name);
  return targetTiles(map, s, others, stepRandom(settings, s.name, tick), settings.thresholds.chatAdjacentPathLength).tiles;
}

/**
 * Moves each persona of the group one tile, in persona order. `atStart` holds everyone's state at the tick's start
 * that the steps may read (where others stand, where a chat partner is).
 */
export function moveGroup(
  group: readonly string[],
  settled: Record<string, TownPersona>,
  atStart: Record<string, TownPersona>,
  map: TownMap,
  tick: number,
  settings: StepSettings,
): { personas: Record<string, TownPersona>; movements: Record<string, Movement> } {
  const personas: Record<string, TownPersona> = {};
  const movements: Record<string, Movement> = {};
  for (const name of group) {
    const persona = settled[name]!;
    // Where the others stand matters only when the persona picks a new target.
    const step = executeStep(
      persona.scratch,
      map,
      needsNewPath(persona.scratch) ? othersOf(atStart, name) : {},
      stepRandom(settings, name, tick),
      settings.thresholds,
      settings.logger,
    );
    personas[name] = { ...persona, scratch: step.scratch };
    movements[name] = step.movement;
  }
  return { personas, movements };
}
