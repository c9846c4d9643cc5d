/**
 * interviewTown: a person interviews a persona of a paused run. The answer comes from the persona's memories as they
 * stand at the paused moment (read only), its identity and its plan (tools/memory/interview.ts), and is shown with
 * the next pause; the run is left as it was, unless the person keeps the answer: then it becomes a thought of the
 * persona and the steering log records it.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { readRunSettings } from "../../state/runContext.js";
import type { TownStateType } from "../../state/town.js";
import { personaNamed, type CommandReply } from "../../state/townPause.js";
import { interviewPersona, keepAnswer, type KeptExchange } from "../../tools/memory/interview.js";
import { storeOf } from "../persona/runtime.js";

export async function interviewTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const paused = state.paused!;
  const command = paused.command;
  const reply = (r: CommandReply) => ({ paused: { ...paused, command: null, reply: r } });
  if (command?.action !== "interview" && command?.action !== "keep") return reply({ action: "error", error: "No interview to carry out." });
  const found = personaNamed(state.order, command.persona);
  if ("error" in found) return reply({ action: "error", error: found.error });
  const runtime = { store: storeOf(config), settings: readRunSettings(config), signal: config?.signal };
  const persona = state.personas[found.name]!;

  let exchange: KeptExchange;
  let answered: CommandReply | null = null;
  if (command.action === "interview") {
    const answer = await interviewPersona(persona, command.question, state.clock, runtime, { history: command.history });
    answered = { action: "interview", persona: found.name, question: command.question, answer: answer.answer, drewOn: answer.drewOn, keptAs: null };
    if (!command.keep) return reply(answered);
    exchange = { question: command.question, answer: answer.answer, drewOn: answer.drewOn.map((m) => m.id) };
  } else {
    exchange = { question: command.question, answer: command.answer, drewOn: command.drewOn };
  }

  const kept = await keepAnswer(persona, exchange, state.clock, runtime);
  const { time, tick } = state.clock;
  const text = `Q: ${exchange.question} A: ${exchange.answer}`;
  return {
    personas: { ...state.personas, [found.name]: { ...persona, memory: kept.cursor } },
    steering: [{ kind: "kept answer" as const, persona: found.name, text, time, tick, memoryId: kept.memoryId }],
    ...reply(answered?.action === "interview" ? { ...answered, keptAs: kept.memoryId } : { action: "keep", persona: found.name, memoryId: kept.memoryId }),
  };
}
