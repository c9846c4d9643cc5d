/**
 * resolve: the one place where personas affect each other. In persona order: take each thinking persona's result
 * (or step the others without thinking), then apply conversations, the first in persona order winning a conflict
 * (two personas starting chats with the same partner, or with someone already chatting): the loser's chat does not
 * happen and it carries on with what it was doing. Then advance the clock.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { consoleLogger } from "../../prompts/runner.js";
import { mergeUsage } from "../../prompts/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { addSeconds } from "../../state/gameTime.js";
import type { Scratch } from "../../state/persona.js";
import { applyEffect } from "../../state/personaEffects.js";
import type { JoinChatEffect, Movement } from "../../state/personaTick.js";
import { readRunSettings } from "../../state/runContext.js";
import { tickChatState } from "../../state/replan.js";
import type { ThoughtResult, TownClock, TownPersona, TownStateType } from "../../state/town.js";
import { seededRandom } from "../../tools/random.js";
import { villageMap } from "../persona/runtime.js";
import { stepWithoutThinking } from "./fastPath.js";
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

type TickState = Pick<TownStateType, "order" | "personas" | "clock" | "village">;

/**
 * One tick's outcome: the thinking personas' results (none on a quiet tick), a plain step for everyone else, the
 * conversations settled in persona order, the clock advanced. Streams the tick's movement record.
 */
export function resolveTick(
  state: TickState,
  results: Record<string, ThoughtResult>,
  config?: LangGraphRunnableConfig,
): { personas: Record<string, TownPersona>; movements: Record<string, Movement>; usage: UsageByPrompt; clock: TownClock } {
  const settings = readRunSettings(config);
  const map = villageMap(state.village.mapDir);
  const now = state.clock.time;
  const personas: Record<string, TownPersona> = {};
  const movements: Record<string, Movement> = {};
  let usage: UsageByPrompt = {};
  const effects: Record<string, JoinChatEffect[]> = {};

  for (const name of state.order) {
    const result = results[name];
    if (result) {
      personas[name] = result.persona;
      if (result.movement) movements[name] = result.movement;
      effects[name] = result.effects;
      usage = mergeUsage(usage, result.usage);
      continue;
    }
    const stepped = stepWithoutThinking(
      state.personas[name]!,
      now,
      map,
      othersOf(state.personas, name),
      seededRandom(settings.seed, name, state.clock.tick, "executor"),
      settings.thresholds,
      settings.logger ?? consoleLogger,
    );
    personas[name] = stepped.persona;
    movements[name] = stepped.movement;
  }

  const { accepted, losers } = settleChats(state.order, state.personas, effects);
  for (const loser of losers) {
    personas[loser] = { ...personas[loser]!, scratch: withoutChatAttempt(state.personas[loser]!.scratch, personas[loser]!.scratch) };
  }
  for (const effect of accepted) {
    const partner = personas[effect.persona];
    if (partner) personas[effect.persona] = { ...partner, scratch: applyEffect(partner.scratch, effect) };
  }

  // The original frontend's movement file for this step, streamed (stream mode "custom") for logs and replays.
  config?.writer?.({ kind: "movement", step: state.clock.tick, time: now, movements } satisfies MovementRecord);
  const clock = { ...state.clock, time: addSeconds(now, state.clock.secondsPerTick), tick: state.clock.tick + 1 };
  return { personas, movements, usage, clock };
}

/** resolve (after a fan-out): apply this tick's results. */
export function resolve(state: TownStateType, config?: LangGraphRunnableConfig) {
  return { ...resolveTick(state, state.results ?? {}, config), results: null, due: [] };
}
