/**
 * reflect: when enough has happened (importanceTriggerCurr <= 0), the persona asks itself reflectionFocalPoints
 * questions about its latest memories, recalls memories for each, and stores reflectionInsightsPerFocalPoint
 * insights as thoughts citing their evidence, then resets the trigger. When a conversation ends this tick, it also
 * stores what to remember for planning and a memo of the conversation.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { chatMemoPrompt } from "../../prompts/persona/chatMemo.js";
import { chatPlanningThoughtPrompt } from "../../prompts/persona/chatPlanningThought.js";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { focalPointsPrompt } from "../../prompts/persona/focalPoints.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { insightsPrompt } from "../../prompts/persona/insights.js";
import { addMinutes, parseGameTime } from "../../state/gameTime.js";
import type { MemoryNode, Scratch } from "../../state/persona.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { personaRuntime, type PersonaRuntime } from "./runtime.js";

/** True when the persona's chat ends within the coming tick (the original: now + 10 s == chatting end time). */
export function chatEndsThisTick(scratch: Pick<Scratch, "chattingEndTime">, now: string, secondsPerTick: number): boolean {
  if (!scratch.chattingEndTime) return false;
  const end = parseGameTime(scratch.chattingEndTime).getTime();
  const at = parseGameTime(now).getTime();
  return at < end && end <= at + secondsPerTick * 1000;
}

/** The statements reflection starts from: the latest `count` non-idle events and thoughts by last access. */
export function reflectionSources(nodes: readonly MemoryNode[], count: number): MemoryNode[] {
  const sources = nodes
    .filter((n) => n.type !== "chat" && !n.embeddingKey.includes("idle"))
    .sort((a, b) => (a.lastAccessed < b.lastAccessed ? -1 : a.lastAccessed > b.lastAccessed ? 1 : a.index - b.index));
  return count > 0 ? sources.slice(-count) : sources;
}

async function storeThought(
  rt: PersonaRuntime,
  scratch: Scratch,
  now: string,
  description: string,
  evidence: MemoryNode[],
): Promise<void> {
  const [subject, predicate, object] = await rt.ask(eventTriplePrompt, { subject: scratch.name, description });
  const poignancy = await rt.ask(eventPoignancyPrompt, { identity: identityOf(scratch), description });
  await rt.stream.add({
    type: "thought",
    depth: 1 + Math.max(0, ...evidence.map((n) => n.depth)),
    created: now,
    expiration: addMinutes(now, rt.t.planExpirationDays * 1440),
    subject: scratch.name,
    predicate,
    object,
    description,
    embeddingKey: description,
    poignancy,
    keywords: [subject, predicate, object],
    filling: evidence.map((n) => n.id),
  });
}

export async function reflect(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  let scratch = state.scratch;
  const memories = await rt.stream.all();

  if (scratch.importanceTriggerCurr <= 0 && memories.length > 0) {
    const sources = reflectionSources(memories, scratch.importanceEleN);
    if (sources.length) {
      const focalPoints = await rt.ask(focalPointsPrompt, {
        name: scratch.name,
        statements: sources.map((n) => n.embeddingKey),
        n: rt.t.reflectionFocalPoints,
      });
      const recalled = await rt.recall(rt.stream, scratch, focalPoints, rt.t.reflectionRetrievalTopK);
      for (const focal of focalPoints) {
        const nodes = recalled[focal] ?? [];
        if (!nodes.length) continue;
        const insights = await rt.ask(insightsPrompt, {
          name: scratch.name,
          statements: nodes.map((n) => n.embeddingKey),
          n: rt.t.reflectionInsightsPerFocalPoint,
        });
        for (const { insight, evidence } of insights) {
          await storeThought(rt, scratch, now, insight, evidence.map((i) => nodes[i]!).filter(Boolean));
        }
      }
    }
    scratch = { ...scratch, importanceTriggerCurr: scratch.importanceTriggerMax, importanceEleN: 0 };
  }

  if (chatEndsThisTick(scratch, now, state.clock.secondsPerTick) && scratch.chattingWith && scratch.chat?.length) {
    const last = await rt.stream.lastChatWith(scratch.chattingWith);
    const evidence = last ? [last] : [];
    const input = { name: scratch.name, firstName: scratch.firstName, partner: scratch.chattingWith, transcript: scratch.chat };
    const planning = await rt.ask(chatPlanningThoughtPrompt, input);
    if (planning) await storeThought(rt, scratch, now, `For ${scratch.name}'s planning: ${planning}`, evidence);
    const memo = await rt.ask(chatMemoPrompt, input);
    if (memo) await storeThought(rt, scratch, now, memo, evidence);
  }

  return { scratch, memory: rt.stream.cursor(), usage: rt.usage() };
}
