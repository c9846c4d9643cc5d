/**
 * noObservationMemory: perceive without memory (the ablation "observation", state/ablation.ts): the persona's clock
 * moves and it learns the places in view (it must find its way), but nothing it perceives is stored or reacted to.
 * The paper's "no observation" condition: the memory stream holds no observations.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { dayChange, learnPlaces } from "./perceive.js";
import { villageMap } from "./runtime.js";

export async function noObservationMemory(state: PersonaTickStateType, _config?: LangGraphRunnableConfig) {
  const now = state.clock.time;
  const scratch = { ...state.scratch, currTime: now };
  const tile = scratch.currTile;
  if (!tile) throw new Error(`${scratch.name} has no current tile: the caller must place the persona on the map.`);
  const spatial = learnPlaces(state.spatial ?? {}, villageMap(state.village.mapDir), tile, scratch.visionR);
  return { scratch, spatial, newDay: dayChange(state.scratch.currTime, now), perceived: [] };
}
