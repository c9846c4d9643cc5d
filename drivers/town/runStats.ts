/**
 * Per persona-day statistics of a run (stats.md, stats.json), beside the authors' recorded 3-agent day of the
 * original (smallville-original.md §7.2), so a user can judge a run's activity at a glance.
 *
 * What is counted, per persona and simulated day:
 *   actions          the rows of the day's timeline: each change of action (a day's first action included)
 *   conversations    the conversations the persona took part in that began that day, and their lines
 *   reflections      reflection sessions (one `focal_points` question set each)
 *   poignancy calls  model calls judging how poignant an event, a chat or a thought is (economical cognition's
 *                    event_poignancies and thought_notes judge several in one call)
 *   model calls      every model request the persona's thinking made that day
 * and, for the village, each day's distinct conversations and their utterances. The movement-derived counts come
 * from the movement log (a fork's from its ancestors' steps before the fork too, as its usage does), the others from
 * the run's usage by persona and day.
 */
import { totalUsage, type UsageByPersonaDay, type UsageByPrompt } from "../../state/usage.js";

/** The authors' recorded one-day run of the 3-agent village (Isabella, Maria, Klaus; the_ville, February 13, 2023). */
export const ORIGINAL_RECORDED_DAY = {
  source: "the authors' recorded one-day run of the 3-agent village (smallville-original.md §7.2)",
  perAgent: { actions: { low: 71, high: 102 }, reflections: { low: 6, high: 9 }, chats: { low: 4, high: 6 } },
  village: { conversations: 8, utterances: 87 },
} as const;

/** Prompts whose every call is a poignancy judgment (the last two: of several events or thoughts at once). */
const POIGNANCY_PROMPTS = ["event_poignancy", "chat_poignancy", "event_poignancies", "thought_notes"];
/** One run of this prompt is one reflection session. */
const REFLECTION_PROMPT = "focal_points";

export interface PersonaDayStats {
  persona: string;
  /** "2024-05-06". */
  day: string;
  /** Simulated hours of that day the run covered. */
  hours: number;
  actions: number;
  conversations: number;
  lines: number;
  reflections: number;
  poignancyCalls: number;
  modelCalls: number;
}

export interface VillageDayStats {
  day: string;
  hours: number;
  conversations: number;
  utterances: number;
}

export interface RunStats {
  personaDays: PersonaDayStats[];
  village: VillageDayStats[];
  original: typeof ORIGINAL_RECORDED_DAY;
}

/** What the counter reads of a persona's step (a movement entry). */
export interface StepEntry {
  description: string;
  chat: ReadonlyArray<readonly [string, string]> | null;
}

interface Counts {
  steps: number;
  actions: number;
  conversations: number;
  lines: number;
}

/**
 * Counts a run's steps as they are read (one pass, flat memory), then adds the usage by persona and day. Steps must
 * come in order; a persona's conversation is new when its transcript differs from the one it held the step before,
 * and the village's when nobody held that transcript in the last two steps (a partner shows it a tick late).
 */
export class RunStatsCounter {
  private readonly counts = new Map<string, Map<string, Counts>>();
  private readonly villageCounts = new Map<string, { steps: number; conversations: number; utterances: number }>();
  private readonly last = new Map<string, { day: string; description: string; chat: string | null }>();
  private readonly open = new Map<string, number>();

  constructor(private readonly order: readonly string[], private readonly secondsPerTick: number) {}

  step(step: number, time: string, persona: Readonly<Record<string, StepEntry>>): void {
    const day = time.slice(0, 10);
    const village = this.villageDay(day);
    village.steps++;
    for (const name of [...this.order, ...Object.keys(persona).filter((n) => !this.order.includes(n))]) {
      const entry = persona[name];
      if (!entry) continue;
      const counts = this.countsOf(name, day);
      counts.steps++;
      const before = this.last.get(name);
      if (!before || before.day !== day || before.description !== entry.description) counts.actions++;
      const chat = entry.chat && entry.chat.length > 0 ? JSON.stringify(entry.chat) : null;
      if (chat !== null && chat !== before?.chat) {
        counts.conversations++;
        counts.lines += entry.chat!.length;
        const seen = this.open.get(chat);
        if (seen === undefined || seen < step - 2) {
          village.conversations++;
          village.utterances += entry.chat!.length;
        }
      }
      if (chat !== null) this.open.set(chat, step);
      this.last.set(name, { day, description: entry.description, chat });
    }
    for (const [key, seen] of this.open) if (seen < step - 2) this.open.delete(key);
  }

  /** The statistics so far, with the usage by persona and day (persona order, then day). */
  stats(usageByPersona: UsageByPersonaDay = {}): RunStats {
    const hours = (steps: number) => Math.round((steps * this.secondsPerTick) / 36) / 100;
    const personaDays: PersonaDayStats[] = [];
    const names = [...this.order, ...[...this.counts.keys(), ...Object.keys(usageByPersona)].filter((n) => !this.order.includes(n))];
    for (const persona of [...new Set(names)]) {
      const days = new Set([...(this.counts.get(persona)?.keys() ?? []), ...Object.keys(usageByPersona[persona] ?? {})]);
      for (const day of [...days].sort()) {
        const c = this.counts.get(persona)?.get(day) ?? { steps: 0, actions: 0, conversations: 0, lines: 0 };
        const usage: UsageByPrompt = usageByPersona[persona]?.[day] ?? {};
        personaDays.push({
          persona,
          day,
          hours: hours(c.steps),
          actions: c.actions,
          conversations: c.conversations,
          lines: c.lines,
          reflections: usage[REFLECTION_PROMPT]?.runs ?? 0,
          poignancyCalls: POIGNANCY_PROMPTS.reduce((sum, id) => sum + (usage[id]?.calls ?? 0), 0),
          modelCalls: totalUsage(usage).calls,
        });
      }
    }
    const village = [...this.villageCounts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, v]) => ({ day, hours: hours(v.steps), conversations: v.conversations, utterances: v.utterances }));
    return { personaDays, village, original: ORIGINAL_RECORDED_DAY };
  }

  private countsOf(name: string, day: string): Counts {
    let days = this.counts.get(name);
    if (!days) this.counts.set(name, (days = new Map()));
    let counts = days.get(day);
    if (!counts) days.set(day, (counts = { steps: 0, actions: 0, conversations: 0, lines: 0 }));
    return counts;
  }

  private villageDay(day: string) {
    let v = this.villageCounts.get(day);
    if (!v) this.villageCounts.set(day, (v = { steps: 0, conversations: 0, utterances: 0 }));
    return v;
  }
}

const range = ({ low, high }: { low: number; high: number }) => `${low}-${high}`;

export function statsMarkdown(stats: RunStats): string {
  const { perAgent, village } = stats.original;
  const lines = [
    "# Statistics per persona-day",
    "",
    "Actions are the rows of the day's timeline; conversations are those the persona took part in that began that day,",
    "with their lines; reflections are reflection sessions; poignancy calls and model calls are the model requests the",
    "persona's thinking made that day. A day the run covered only in part says so in its hours.",
    "",
    "| Persona | Day | Hours | Actions | Conversations | Lines | Reflections | Poignancy calls | Model calls |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|",
    ...stats.personaDays.map((d) =>
      `| ${d.persona} | ${d.day} | ${d.hours} | ${d.actions} | ${d.conversations} | ${d.lines} | ${d.reflections} | ${d.poignancyCalls} | ${d.modelCalls} |`),
    "",
    "## The village",
    "",
    "| Day | Hours | Conversations | Utterances |",
    "|---|--:|--:|--:|",
    ...stats.village.map((v) => `| ${v.day} | ${v.hours} | ${v.conversations} | ${v.utterances} |`),
    "",
    "## The original",
    "",
    `In ${stats.original.source}, each agent had ${range(perAgent.actions)} actions, ${range(perAgent.reflections)} ` +
      `reflections and ${range(perAgent.chats)} chats, and the village held ${village.conversations} conversations with ` +
      `${village.utterances} utterances. docs/fidelity.md ("Statistics") explains where a run of the_ville with the ` +
      "simulated model differs, and why.",
    "",
  ];
  return lines.join("\n");
}
