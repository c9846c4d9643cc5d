/**
 * dispatch: place this tick's events on the map (each persona's action where it stands, and the object it uses once
 * arrived, as the original server loop does) and decide, in plain code, which personas need their cognition graph.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { TownStateType } from "../../state/town.js";
import { readRunSettings } from "../../state/runContext.js";
import { MemoryStream } from "../../tools/memoryStream.js";
import { modelsFor } from "../../tools/runModels.js";
import { tickEvents } from "../../tools/villageSession.js";
import { storeOf, villageMap } from "../persona/runtime.js";
import { reasonToThink } from "./fastPath.js";

export async function dispatch(state: TownStateType, config?: LangGraphRunnableConfig) {
  const events = tickEvents(state.order.map((name) => state.personas[name]!));
  if (state.alwaysThink) return { events, due: [...state.order] };
  const settings = readRunSettings(config);
  const { embeddings } = await modelsFor(settings);
  const map = villageMap(state.village.mapDir);
  const store = storeOf(config);
  const due: string[] = [];
  for (const name of state.order) {
    const persona = state.personas[name]!;
    const stream = new MemoryStream({
      store,
      cursor: persona.memory,
      tick: state.clock.tick,
      embeddings,
      embedderId: settings.embeddings,
    });
    const thresholds = { secondsPerTick: state.clock.secondsPerTick };
    if (await reasonToThink(persona, state.clock.time, map, events, stream, thresholds)) due.push(name);
  }
  return { events, due };
}
