/**
 * whisperTown: a person's whisper into a paused run: the thought goes into the persona's memory at the paused moment
 * (whisperInto, as a fork's whisper does) and the persona re-plans the rest of its day with it, the run's steering
 * log records it, and the run pauses again.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { readRunSettings } from "../../state/runContext.js";
import type { TownStateType } from "../../state/town.js";
import { personaNamed } from "../../state/townPause.js";
import { whisperInto } from "../../tools/memory/whisper.js";
import { storeOf, type UsageRecord } from "../persona/runtime.js";

export async function whisperTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const paused = state.paused!;
  const command = paused.command;
  if (command?.action !== "whisper") return { paused: { ...paused, command: null } };
  const found = personaNamed(state.order, command.persona);
  if ("error" in found) return { paused: { ...paused, command: null, reply: { action: "error" as const, error: found.error } } };
  const persona = state.personas[found.name]!;
  const { memory, usage, scratch } = await whisperInto(persona, command.text, state.clock, { store: storeOf(config), settings: readRunSettings(config) }, { replan: true });
  config?.writer?.({ kind: "usage", usage } satisfies UsageRecord);
  const memoryId = `node_${memory.count}`;
  const { time, tick } = state.clock;
  return {
    personas: { ...state.personas, [found.name]: { ...persona, memory, scratch } },
    // The whisper's model calls count in the run's usage, on the persona's day (the reducers add them).
    usage,
    usageByPersona: { [found.name]: { [time.slice(0, 10)]: usage } },
    steering: [{ kind: "whisper" as const, persona: found.name, text: command.text, time, tick, memoryId }],
    paused: { ...paused, command: null, reply: { action: "whisper" as const, persona: found.name, text: command.text, memoryId } },
  };
}
