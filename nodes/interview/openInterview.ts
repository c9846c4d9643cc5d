/**
 * openInterview: checks the input (a bad field is named) and fills in what is left out. With no persona, the bundled
 * example: the default village's first persona at the village's busy hour, its seed memories whispered into a memory
 * branch of its own (as the original loaded an agent's history), asked the first bundled question.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { INTERVIEW_QUESTIONS } from "../../examples/interviewQuestions.js";
import type { InterviewStateType } from "../../state/interview.js";
import { InterviewRequestSchema } from "../../state/interview.js";
import { parseInput } from "../../state/inputProblem.js";
import { readRunSettings } from "../../state/runContext.js";
import type { TownPersona } from "../../state/town.js";
import { newMemoryCursor } from "../../tools/memory/memoryStream.js";
import { whisperInto } from "../../tools/memory/whisper.js";
import { loadSeedMemories, loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE, DEFAULT_VILLAGE_BUSY_START } from "../../villages/index.js";
import { storeOf } from "../persona/runtime.js";

/** The example's memory branch: shared by every example run (each writes the same memories again). */
export const EXAMPLE_BRANCH = "interview-example";

/** A clock far ahead: a persona's memories as its cursor counts them, when no clock is given. */
const ALL_OF_IT = Number.MAX_SAFE_INTEGER;

export async function openInterview(state: InterviewStateType, config?: LangGraphRunnableConfig) {
  const input = parseInput("Interview", InterviewRequestSchema, { ...state, history: state.history ?? undefined, keep: state.keep ?? undefined });
  const question = input.question ?? INTERVIEW_QUESTIONS[0]!.text;
  if (input.persona) {
    if (input.keep && !input.clock) throw new Error('Interview input "clock": missing (keeping an answer needs the town\'s clock at the interview, { time, tick }).');
    const clock = input.clock ?? { time: input.persona.scratch.currTime ?? DEFAULT_VILLAGE_BUSY_START, tick: ALL_OF_IT };
    return { persona: input.persona as TownPersona, clock, question, history: input.history, keep: input.keep };
  }
  const village = loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir);
  const first = village.personas[0]!;
  const clock = input.clock ?? { time: DEFAULT_VILLAGE_BUSY_START, tick: 0 };
  let persona: TownPersona = {
    scratch: { ...first.scratch, currTile: first.tile, currTime: clock.time },
    spatial: first.spatial,
    memory: newMemoryCursor(first.scratch.name, EXAMPLE_BRANCH),
  };
  const runtime = { store: storeOf(config), settings: readRunSettings(config) };
  for (const seed of loadSeedMemories(DEFAULT_VILLAGE.seedMemories)[first.scratch.name] ?? []) {
    persona = { ...persona, memory: (await whisperInto(persona, seed, clock, runtime)).memory };
  }
  return { persona, clock, question, history: input.history, keep: input.keep };
}
