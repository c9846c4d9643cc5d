/**
 * reflect: when enough has happened (importanceTriggerCurr <= 0), the persona asks itself reflectionFocalPoints
 * questions about its latest memories, recalls memories for each, and stores reflectionInsightsPerFocalPoint
 * insights as thoughts citing their evidence, then resets the trigger. When a conversation ends this tick, it also
 * stores what to remember for planning and a memo of the conversation, and re-plans the rest of the day with what to
 * remember for planning (tools/planning/newsReplan.ts; the original kept it for the next day's planning only). Economical cognition notes the step's thoughts
 * together (one thought_notes answer for their triples and scores) and stores them in the same order.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { chatMemoPrompt } from "../../prompts/persona/chatMemo.js";
import { chatPlanningThoughtPrompt } from "../../prompts/persona/chatPlanningThought.js";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { eventTriplePrompt, type EventTriple } from "../../prompts/persona/eventTriple.js";
import { focalPointsPrompt } from "../../prompts/persona/focalPoints.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { insightsPrompt } from "../../prompts/persona/insights.js";
import { thoughtNotesPrompt } from "../../prompts/persona/thoughtNotes.js";
import { addMinutes, gameTimeMs } from "../../state/gameTime.js";
import type { MemoryNode, Scratch } from "../../state/persona.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { replanForNews } from "../../tools/planning/newsReplan.js";
import { personaRuntime, type PersonaRuntime } from "./runtime.js";

/** True when the persona's chat ends within the coming tick (the original: now + 10 s == chatting end time). */
export function chatEndsThisTick(scratch: Pick<Scratch, "chattingEndTime">, now: string, secondsPerTick: number): boolean {
  if (!scratch.chattingEndTime) return false;
  const end = gameTimeMs(scratch.chattingEndTime);
  const at = gameTimeMs(now);
  return at < end && end <= at + secondsPerTick * 1000;
}

/** The statements reflection starts from: the latest `count` non-idle events and thoughts by last access. */
export function reflectionSources(nodes: readonly MemoryNode[], count: number): MemoryNode[] {
  const sources = nodes
    .filter((n) => n.type !== "chat" && !n.embeddingKey.includes("idle"))
    .sort((a, b) => (a.lastAccessed < b.lastAccessed ? -1 : a.lastAccessed > b.lastAccessed ? 1 : a.index - b.index));
  return count > 0 ? sources.slice(-count) : sources;
}

/** A thought to store: its statement and the memories it rests on. */
interface Thought {
  description: string;
  evidence: MemoryNode[];
}

/** Stores a thought with its triple and poignancy (it expires after planExpirationDays). */
async function addThought(rt: PersonaRuntime, scratch: Scratch, now: string, { description, evidence }: Thought, [subject, predicate, object]: EventTriple, poignancy: number) {
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

/** The faithful way: the thought's triple, then its poignancy, each asked alone, then the thought stored. */
async function storeThought(rt: PersonaRuntime, scratch: Scratch, now: string, thought: Thought): Promise<void> {
  const triple = await rt.ask(eventTriplePrompt, { subject: scratch.name, description: thought.description });
  const poignancy = await rt.ask(eventPoignancyPrompt, { identity: identityOf(scratch), description: thought.description });
  await addThought(rt, scratch, now, thought, triple, poignancy);
}

/**
 * Economical cognition: the thoughts of one reflect step noted together, the triples and scores of all in one
 * thought_notes answer, a part it lacks asked alone with the faithful question; then stored in the faithful order.
 */
async function storeThoughts(rt: PersonaRuntime, scratch: Scratch, now: string, thoughts: readonly Thought[]): Promise<void> {
  if (!thoughts.length) return;
  const identity = identityOf(scratch);
  // A statement noted twice (two focal points reaching the same insight) is asked about once.
  const statements = [...new Set(thoughts.map((t) => t.description))];
  // Room for a preamble and a line per thought (its triple and score).
  const notes = await rt.ask(thoughtNotesPrompt, { identity, statements }, { maxTokens: 60 + 40 * statements.length });
  const filled = await Promise.all(
    statements.map((description, i) =>
      Promise.all([
        notes[i]?.triple ?? rt.ask(eventTriplePrompt, { subject: scratch.name, description }),
        notes[i]?.poignancy ?? rt.ask(eventPoignancyPrompt, { identity, description }),
      ]),
    ),
  );
  for (const thought of thoughts) await addThought(rt, scratch, now, thought, ...filled[statements.indexOf(thought.description)]!);
}

export async function reflect(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  let scratch = state.scratch;
  const memories = await rt.stream.all();
  // Economical cognition notes this step's thoughts together at its end (storeThoughts); the faithful way stores each
  // as it comes.
  const economical = rt.settings.cognition === "economical";
  const noted: Thought[] = [];
  const note = (thought: Thought) => (economical ? (noted.push(thought), Promise.resolve()) : storeThought(rt, scratch, now, thought));

  if (scratch.importanceTriggerCurr <= 0 && memories.length > 0) {
    const sources = reflectionSources(memories, scratch.importanceEleN);
    if (sources.length) {
      const focalPoints = await rt.ask(focalPointsPrompt, {
        name: scratch.name,
        statements: sources.map((n) => n.embeddingKey),
        n: rt.t.reflectionFocalPoints,
      });
      const recalled = await rt.recall(rt.stream, scratch, focalPoints, rt.t.reflectionRetrievalTopK);
      // An insight is kept once: drawn again (by another focal point, or a later reflection on the same memories) it
      // is nothing new to remember.
      const drawn = new Set<string>(memories.map((m) => m.description.toLowerCase()));
      for (const focal of focalPoints) {
        const nodes = recalled[focal] ?? [];
        if (!nodes.length) continue;
        const insights = await rt.ask(insightsPrompt, {
          name: scratch.name,
          statements: nodes.map((n) => n.embeddingKey),
          n: rt.t.reflectionInsightsPerFocalPoint,
        });
        for (const { insight, evidence } of insights) {
          if (drawn.has(insight.toLowerCase())) continue;
          drawn.add(insight.toLowerCase());
          await note({ description: insight, evidence: evidence.map((i) => nodes[i]!).filter(Boolean) });
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
    if (planning) await note({ description: `For ${scratch.name}'s planning: ${planning}`, evidence });
    const memo = await rt.ask(chatMemoPrompt, input);
    if (memo) await note({ description: memo, evidence });
    // What the conversation means for the persona's plans is news: the rest of today is re-planned with it.
    const schedule = planning ? await replanForNews((prompt, inputs) => rt.ask(prompt, inputs), scratch, now, planning, rt.t) : null;
    if (schedule) scratch = { ...scratch, fDailySchedule: schedule };
  }
  await storeThoughts(rt, scratch, now, noted);

  return { scratch, memory: rt.stream.cursor(), usage: rt.usage() };
}
