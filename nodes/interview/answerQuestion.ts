/** answerQuestion: the persona answers in character (tools/memory/interview.ts); its memories are only read. */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { InterviewStateType } from "../../state/interview.js";
import { readRunSettings } from "../../state/runContext.js";
import { interviewPersona } from "../../tools/memory/interview.js";
import { storeOf } from "../persona/runtime.js";

export async function answerQuestion(state: InterviewStateType, config?: LangGraphRunnableConfig) {
  const runtime = { store: storeOf(config), settings: readRunSettings(config), signal: config?.signal };
  const answer = await interviewPersona(state.persona!, state.question!, state.clock!, runtime, {
    history: state.history ?? [],
    interviewer: state.interviewer ?? undefined,
  });
  return { answer: answer.answer, drewOn: answer.drewOn, keptAs: null, usage: answer.usage };
}
