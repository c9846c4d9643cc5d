/**
 * dispatch: place this tick's events on the map (each persona's action where it stands, and the object it uses once
 * arrived, as the original server loop does) and decide, in plain code, which personas need their cognition graph.
 * Quiet ticks (nobody needs to think) are stepped right here, one after another, so a night or a long walk costs no
 * graph steps; dispatch returns at the first tick where someone must think, or when the clock reaches `until`.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { TileEvent } from "../../state/personaTick.js";
import type { TownPersona, TownStateType } from "../../state/town.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream } from "../../tools/memoryStream.js";
import { modelsFor } from "../../tools/runModels.js";
import { tickEvents } from "./tickEvents.js";
import { storeOf, villageMap } from "../persona/runtime.js";
import { reasonToThink } from "./fastPath.js";
import { resolveTick } from "./resolve.js";

export async function dispatch(state: TownStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const { embeddings } = await modelsFor(settings);
  const map = villageMap(state.village.mapDir);
  const store = storeOf(config);
  let { personas, clock, movements } = state;

  const needsThought = async (persona: TownPersona, events: TileEvent[]) => {
    if (state.alwaysThink) return true;
    const stream = new MemoryStream({ store, cursor: persona.memory, tick: clock.tick, embeddings, embedderId: settings.embeddings });
    const thresholds = { secondsPerTick: clock.secondsPerTick };
    return (await reasonToThink(persona, clock.time, map, events, stream, thresholds)) !== null;
  };

  for (;;) {
    const events = tickEvents(state.order.map((name) => personas[name]!));
    const due: string[] = [];
    for (const name of state.order) if (await needsThought(personas[name]!, events)) due.push(name);
    if (due.length) return { personas, clock, movements, events, due };
    ({ personas, movements, clock } = resolveTick({ ...state, personas, clock }, {}, config));
    if (!state.until || clock.time >= state.until) return { personas, clock, movements, events: [], due: [] };
  }
}
