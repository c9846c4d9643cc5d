/**
 * What an experiment measures, as data (the Generative Agents paper's evaluation of emergent behaviour, §7): facts
 * whose spread is measured (who knows them, at each time asked), the relationships between everyone (who knows whom,
 * at the first and last time), and events with a place and a time (who came, who knew beforehand, why those who knew
 * stayed away). A village spec can carry the same fields; the paper's setup and the package's own village each have
 * one (examples/experiments.ts).
 *
 * A memory "mentions" a fact when it has every one of the fact's keywords (each a word or "a|b|c" alternatives, case
 * and word endings aside): the rule a reader can apply to the run's memories by hand, so each grounded "yes" can be
 * checked against the memory that grounds it.
 */
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";
import { personaNamed } from "./townPause.js";

/** How an answer about a fact or a person is read. */
export const STANCES = ["yes", "no", "unsure"] as const;
export type Stance = (typeof STANCES)[number];

/** Why someone who knew of an event stayed away (the paper's: conflicts, and interest without a plan). */
export const ABSENCE_REASONS = ["conflict", "forgot", "not interested", "no plan", "did not know", "other"] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

export const FactSchema = z.object({
  /** Short id used in files and charts ("party"). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "use lower-case letters, digits and dashes"),
  /** The fact as a sentence ("Isabella Rodriguez is hosting a Valentine's Day party at Hobbs Cafe on February 14"). */
  text: z.string().trim().min(1),
  /** What everyone is asked ("Did you know there is a Valentine's Day party?"). */
  question: z.string().trim().min(1),
  /** Words a memory that holds the fact has, every one of them ("party", "valentine|hobbs"). */
  keywords: z.array(z.string().trim().min(1)).min(1),
  /** Whispered to one person at a time during the run (absent: it is in someone's history already). */
  told: z
    .object({
      person: z.string().min(1),
      at: GameTimeSchema,
      /** What is whispered, as said to the person ("You are holding ..."); default: the fact's text. */
      whisper: z.string().trim().min(1).optional(),
    })
    .optional(),
});
export type Fact = z.output<typeof FactSchema>;

export const EventSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "use lower-case letters, digits and dashes"),
  /** How people are asked about it ("the Valentine's Day party at Hobbs Cafe"). */
  name: z.string().trim().min(1),
  /** Where: a sector of the map, optionally one of its arenas. */
  place: z.object({ sector: z.string().min(1), arena: z.string().min(1).optional() }),
  start: GameTimeSchema,
  end: GameTimeSchema,
  /** The fact whose knowing counts as knowing of the event (asked just before it starts). */
  fact: z.string().optional(),
});
export type ExperimentEvent = z.output<typeof EventSchema>;

/** Figures to print beside the run's (the paper's), never used to compute anything. */
export const ReferenceFiguresSchema = z.object({
  /** Where the figures come from ("Park et al. 2023, §7"). */
  source: z.string(),
  /** Share of people who knew each fact at the first and the last time asked. */
  diffusion: z.record(z.string(), z.object({ start: z.number(), end: z.number() })).default({}),
  /** Relationship density at the first and last time. */
  density: z.object({ start: z.number(), end: z.number() }).optional(),
  /** Share of "knows" answers that were hallucinated. */
  hallucinatedAcquaintances: z.number().optional(),
  /** Per event: how many knew beforehand, how many of them came. */
  attendance: z.record(z.string(), z.object({ knew: z.number(), came: z.number() })).default({}),
});
export type ReferenceFigures = z.output<typeof ReferenceFiguresSchema>;

export const ExperimentSpecSchema = z
  .object({
    name: z.string().trim().min(1),
    facts: z.array(FactSchema).default([]),
    events: z.array(EventSchema).default([]),
    /** When awareness is asked (the diffusion curve); relationships at the first and last of them. */
    times: z.array(GameTimeSchema).min(1),
    relationships: z.boolean().default(true),
    reference: ReferenceFiguresSchema.optional(),
  })
  .superRefine((spec, ctx) => {
    const factIds = new Set(spec.facts.map((f) => f.id));
    if (factIds.size !== spec.facts.length) ctx.addIssue({ code: "custom", path: ["facts"], message: "two facts share an id" });
    spec.events.forEach((e, i) => {
      if (e.end <= e.start) ctx.addIssue({ code: "custom", path: ["events", i, "end"], message: `must be after the event's start (${e.start})` });
      if (e.fact && !factIds.has(e.fact)) ctx.addIssue({ code: "custom", path: ["events", i, "fact"], message: `no fact has the id "${e.fact}"` });
    });
  });
export type ExperimentSpec = z.output<typeof ExperimentSpecSchema>;
export type ExperimentSpecInput = z.input<typeof ExperimentSpecSchema>;

/** A spec checked; one sentence naming the field (and the file, when given) otherwise. */
export function parseExperimentSpec(raw: unknown, file?: string): ExperimentSpec {
  const result = ExperimentSpecSchema.safeParse(raw);
  if (result.success) return { ...result.data, times: [...new Set(result.data.times)].sort() };
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || "(the whole spec)";
  throw new Error(`${file ? `${file}: field` : "Experiment field"} "${field}": ${issue.message.replace(/[.\s]+$/, "")}.`);
}

/**
 * The spec with each whispered fact's person written in full ("Mei" -> "Mei Lin"), resolved as every name a user types
 * (personaNamed), so the whisper and the figures that follow it name the same person; a name no one has is one
 * sentence naming the spec, the fact and the town's people.
 */
export function withToldPersons(spec: ExperimentSpec, names: readonly string[], file = "the experiment spec"): ExperimentSpec {
  const facts = spec.facts.map((fact) => {
    if (!fact.told) return fact;
    const found = personaNamed(names, fact.told.person);
    if ("error" in found) throw new Error(`${file}, fact "${fact.id}", told.person: ${found.error}`);
    return { ...fact, told: { ...fact.told, person: found.name } };
  });
  return { ...spec, facts };
}

/**
 * Every time the experiment asks at: the times given, each event's start (who knew beforehand) and middle (why the
 * absent who knew stayed away, asked while it goes on), in order.
 */
export function askingTimes(spec: Pick<ExperimentSpec, "times" | "events">): string[] {
  const extra = spec.events.flatMap((e) => [e.start, eventMiddle(e)]);
  return [...new Set([...spec.times, ...extra])].sort();
}

/** The middle of an event's window, to the minute. */
export function eventMiddle(event: Pick<ExperimentEvent, "start" | "end">): string {
  const ms = (t: string) => Date.parse(`${t}Z`);
  const middle = new Date(Math.floor((ms(event.start) + ms(event.end)) / 2 / 60_000) * 60_000);
  return middle.toISOString().slice(0, 19);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const keywordPatterns = new Map<string, RegExp>();

/**
 * One keyword ("valentine|hobbs") as a pattern. An alternative of five letters or more matches a word that begins
 * with it and has at most 3 letters more ("mayor" matches "mayoral", "valentine" "Valentine's"); a shorter one
 * matches the whole word only, or with "'s" ("sam" matches "Sam's" but not "same").
 */
function keywordPattern(keyword: string): RegExp {
  let pattern = keywordPatterns.get(keyword);
  if (!pattern) {
    const alternatives = keyword.split("|").map((a) => a.trim()).filter(Boolean)
      .map((a) => `${escape(a).replace(/\s+/g, "\\s+")}${a.length >= 5 ? "\\p{L}{0,3}" : ""}`);
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?:['’]s)?(?![\\p{L}\\p{N}])`, "iu");
    keywordPatterns.set(keyword, pattern);
  }
  return pattern;
}

/** Whether a memory's text mentions the fact: it has every keyword (any of a keyword's alternatives). */
export function mentionsFact(text: string, keywords: readonly string[]): boolean {
  return keywords.every((k) => keywordPattern(k).test(text));
}

/** Whether a text names a person: the full name, or the first name as a word of its own (capitalised). */
export function mentionsPerson(text: string, name: string): boolean {
  const first = name.split(/\s+/)[0]!;
  return new RegExp(`(?<![\\p{L}])(?:${escape(name)}|${escape(first)})(?![\\p{L}])`, "u").test(text);
}
