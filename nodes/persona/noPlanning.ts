/**
 * The planning stages ablated (state/ablation.ts): no identity revision, no daily plan or hourly schedule, no
 * decomposition. When its action ends, the persona stays idle in the arena where it stands (its home when it stands
 * in none) for `unplannedActionMinutes`, then looks again. What it perceives and remembers, and its conversations,
 * go on as before.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { Scratch } from "../../state/persona.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { readRunSettings } from "../../state/runContext.js";
import { villageMap } from "./runtime.js";

/** The new day's stages without planning: nothing is revised or planned. */
export function noDailyPlan() {
  return {};
}

/** A new action without a schedule: idle where it stands. */
export function stayIdle(state: Pick<PersonaTickStateType, "scratch" | "clock" | "village">, config?: LangGraphRunnableConfig) {
  const { thresholds } = readRunSettings(config);
  const map = villageMap(state.village.mapDir);
  const tile = state.scratch.currTile;
  const arena = tile ? map.addressOf(tile, "arena") : "";
  const address = `${arena.split(":").length === 3 ? arena : state.scratch.livingArea}:<random>`;
  const scratch: Scratch = {
    ...state.scratch,
    actAddress: address,
    actStartTime: state.clock.time,
    actDuration: thresholds.unplannedActionMinutes,
    actDescription: "idle",
    actPronunciatio: "🙂",
    actEvent: [state.scratch.name, "is", "idle"],
    actObjDescription: null,
    actObjPronunciatio: null,
    actObjEvent: [null, null, null],
    chattingWith: null,
    chat: null,
    chattingEndTime: null,
    actPathSet: false,
  };
  return { scratch };
}
