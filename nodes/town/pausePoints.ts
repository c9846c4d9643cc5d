/**
 * Pause points inside a town step (state/townPause.ts): a step ends early at a time or tick point; while named events
 * are watched, the step goes one tick at a time and ends after the first tick in which one happens. One tick at a
 * time is everyone taking every tick together (lockstep), whose outcome the run-ahead scheduler equals, so a run that
 * pauses and goes on ends exactly as one that never paused. A live run also stops where a person asks it to (PAUSE_ASKED). What a paused run shows a person is built here too.
 */
import { mergeUsage, mergeUsageByPersonaDay, type UsageByPersonaDay, type UsageByPrompt } from "../../state/usage.js";
import type { Movement } from "../../state/personaTick.js";
import type { TownPersona, TownStateType } from "../../state/town.js";
import type { PausedAt, PauseEvent, PausePoints } from "../../state/townPause.js";

/** An event a paused run reports. */
export interface PauseHappening {
  kind: PauseEvent;
  text: string;
}

/**
 * What happened between two ticks that a run may pause on, in persona order: conversations that started (once per
 * pair) and reflections (the trigger reset to its maximum: reflect.ts; the post-chat thoughts are not a reflection).
 */
export function pauseEvents(
  order: readonly string[],
  before: Record<string, TownPersona>,
  after: Record<string, TownPersona>,
  on: readonly PauseEvent[],
): PauseHappening[] {
  const found: PauseHappening[] = [];
  const paired = new Set<string>();
  for (const name of order) {
    const was = before[name]?.scratch;
    const now = after[name]?.scratch;
    if (!was || !now) continue;
    const partner = now.chattingWith;
    if (on.includes("conversation") && partner && partner !== was.chattingWith && !paired.has(name)) {
      paired.add(partner);
      found.push({ kind: "conversation", text: `${name} and ${partner} started a conversation.` });
    }
    if (on.includes("reflection") && now.importanceTriggerCurr > was.importanceTriggerCurr) {
      found.push({ kind: "reflection", text: `${name} reflected.` });
    }
  }
  return found;
}

/** A span of ticks of the town, as the run-ahead scheduler takes it. */
export interface Span {
  personas: Record<string, TownPersona>;
  from: number;
  to: number;
}

export interface SpanOutcome {
  personas: Record<string, TownPersona>;
  usage: UsageByPrompt;
  /** The same usage by persona and day. */
  usageByPersona: UsageByPersonaDay;
  /** The movements of the span's last tick. */
  last: Record<string, Movement>;
}

/**
 * A live run's way to be asked to stop (the replay page's Pause and Whisper, drivers/town/liveControl.ts): a function
 * in the run context under this key, asked between stretches of `ASKED_LOOK_MINUTES` simulated minutes; when it says
 * yes, the step ends there and the run pauses (reason "asked"), as at a pause point. Code only, like the persona thinker.
 */
export const PAUSE_ASKED = "pauseAsked";

/**
 * Simulated minutes a step of a live run goes between two looks at whether a person asked it to stop: how soon a pause
 * from the page takes hold. Shorter stretches let fewer persona ticks overlap; the outcome is the same (run-ahead over
 * any stretch equals lockstep).
 */
export const ASKED_LOOK_MINUTES = 5;

/** The run context's "has a person asked the run to stop?" (null when nobody can ask: no live control). */
export function pauseAskedOf(config?: { context?: unknown }): (() => boolean) | null {
  const asked = (config?.context as Record<string, unknown> | undefined)?.[PAUSE_ASKED];
  return typeof asked === "function" ? (asked as () => boolean) : null;
}

/**
 * Runs `from`..`to` in one span, or, with events watched, tick by tick until the first tick an event happens in; with
 * `asked` (a live run), in stretches of `asked.everyTicks`, ending before the first stretch begun after a person asked
 * the run to stop. Returns where it ended, what happened, and the movements of the last tick taken (`lastMovements`
 * when none was).
 */
export async function runToPause(
  input: Span & {
    order: readonly string[];
    on: readonly PauseEvent[];
    lastMovements: Record<string, Movement>;
    asked?: { now(): boolean; everyTicks: number } | null;
  },
  runSpan: (span: Span) => Promise<SpanOutcome>,
): Promise<SpanOutcome & { endTick: number; events: PauseHappening[]; asked?: true }> {
  const { order, on, from, to, asked } = input;
  if (from >= to) return { personas: input.personas, usage: {}, usageByPersona: {}, last: input.lastMovements, endTick: from, events: [] };
  if (!on.length && !asked) return { ...(await runSpan({ personas: input.personas, from, to })), endTick: to, events: [] };
  const stride = on.length ? 1 : Math.max(1, asked!.everyTicks);
  let personas = input.personas;
  let usage: UsageByPrompt = {};
  let usageByPersona: UsageByPersonaDay = {};
  let last = input.lastMovements;
  for (let tick = from; tick < to; tick += stride) {
    if (asked?.now()) return { personas, usage, usageByPersona, last, endTick: tick, events: [], asked: true };
    const end = Math.min(to, tick + stride);
    const outcome = await runSpan({ personas, from: tick, to: end });
    usage = mergeUsage(usage, outcome.usage);
    usageByPersona = mergeUsageByPersonaDay(usageByPersona, outcome.usageByPersona);
    last = outcome.last;
    const events = on.length ? pauseEvents(order, personas, outcome.personas, on) : [];
    personas = outcome.personas;
    if (events.length) return { personas, usage, usageByPersona, last, endTick: end, events };
  }
  return { personas, usage, usageByPersona, last, endTick: to, events: [] };
}

/**
 * The pause a step ends in, if any, and the pause points left: a time or tick point at or before the pause is spent,
 * events stay watched until a person changes them.
 */
export function afterStep(
  points: PausePoints | null | undefined,
  stop: { endTick: number; reason: "time" | "tick" | null },
  outcome: { endTick: number; events: PauseHappening[]; asked?: true },
  time: string,
): { paused: PausedAt | null; pausePoints: PausePoints | null } {
  const reason = outcome.events[0]?.kind ?? (outcome.asked ? "asked" : outcome.endTick === stop.endTick ? stop.reason : null);
  if (!reason || (!points && reason !== "asked")) return { paused: null, pausePoints: points ?? null };
  if (!points) return { paused: { reason, time, tick: outcome.endTick, events: [], command: null, reply: null }, pausePoints: null };
  const spentTime = stop.reason === "time" && outcome.endTick === stop.endTick;
  return {
    paused: { reason, time, tick: outcome.endTick, events: outcome.events.map((e) => e.text), command: null, reply: null },
    pausePoints: {
      time: spentTime ? null : points.time,
      tick: points.tick !== null && points.tick <= outcome.endTick ? null : points.tick,
      on: points.on,
    },
  };
}

/** How to answer a paused run, shown with every pause (Studio shows the interrupt's value). */
export const RESUME_HELP = [
  '{ "action": "continue" } goes on; add "pause": { "at": "<time>" | "ticks": <n> | "tick": <n>, "on": ["conversation", "reflection"] } to pause again',
  '{ "action": "interview", "persona": "<name>", "question": "<text>" } asks a question (add "keep": true to keep the answer as a memory)',
  '{ "action": "keep", "persona": "<name>", "question": "<text>", "answer": "<text>", "drewOn": ["node_3"] } keeps an answer given earlier',
  '{ "action": "whisper", "persona": "<name>", "text": "<thought>" } puts a thought into the persona\'s memory',
];

/** The value of a pause's interrupt: why and when, who is doing what, the answer to the last command, how to go on. */
export function pauseView(state: Pick<TownStateType, "paused" | "personas" | "order" | "pausePoints">) {
  const paused = state.paused!;
  return {
    paused: { reason: paused.reason, time: paused.time, tick: paused.tick, events: paused.events },
    reply: paused.reply,
    personas: Object.fromEntries(
      state.order.map((name) => {
        const s = state.personas[name]!.scratch;
        return [name, { doing: s.actDescription, where: s.actAddress, chattingWith: s.chattingWith }];
      }),
    ),
    pausePoints: state.pausePoints,
    resumeWith: RESUME_HELP,
  };
}
