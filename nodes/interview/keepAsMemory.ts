/** keepAsMemory: the answer becomes a thought of the persona, citing what it drew on; the persona's cursor moves. */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { InterviewStateType } from "../../state/interview.js";
import { readRunSettings } from "../../state/runContext.js";
import { keepAnswer } from "../../tools/memory/interview.js";
import { storeOf } from "../persona/runtime.js";

export async function keepAsMemory(state: InterviewStateType, config?: LangGraphRunnableConfig) {
  const runtime = { store: storeOf(config), settings: readRunSettings(config), signal: config?.signal };
  const exchange = { question: state.question!, answer: state.answer, drewOn: state.drewOn.map((m) => m.id) };
  const kept = await keepAnswer(state.persona!, exchange, state.clock!, runtime);
  return { persona: { ...state.persona!, memory: kept.cursor }, keptAs: kept.memoryId, usage: kept.usage };
}
