/**
 * retrieve: for each event perceived this tick, the persona's related events and thoughts, by keyword (no model
 * call). Keywords match case-insensitively: the original compared lower-cased keywords with raw names, so persona
 * events never found anything.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PersonaTickStateType, RetrievedForEvent } from "../../state/personaTick.js";
import { personaRuntime } from "./runtime.js";

export async function retrieve(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const retrieved: RetrievedForEvent[] = [];
  for (const event of state.perceived ?? []) {
    const { events, thoughts } = await rt.stream.relatedNodes(event.subject, event.predicate, event.object);
    retrieved.push({ event, events, thoughts });
  }
  return { retrieved };
}
