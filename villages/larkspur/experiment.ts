/**
 * Larkspur's experiment (`npm start -- experiment` with no arguments): news whispered to the baker in the morning
 * (a free tasting of her new loaf at the bakery in the afternoon), the poetry night already in two people's history,
 * and the tasting itself as an event to come to. Measured through one day; the tasting's news spreads only when a
 * conversation carries it.
 */
import type { ExperimentSpecInput } from "../../state/experimentSpec.js";

const DAY = "2024-05-06";

const tasting = {
  id: "tasting",
  text: `Ada Okafor is holding a free tasting of her new honey-rye loaf at Okafor Bakery on ${DAY} from 2pm to 4pm.`,
  question: "Did you know there is a free honey-rye tasting at the bakery this afternoon?",
  keywords: ["tasting|taste"],
} as const;

const poetryNight = {
  id: "poetry-night",
  text: "Tomas Reyes is organising a poetry night at Larkspur Library on May 10 at 7pm.",
  question: "Did you know there is a poetry night at the library on Friday?",
  keywords: ["poetry"],
} as const;

const whisper = "You are holding a free tasting of your new honey-rye loaf at Okafor Bakery this afternoon from 2pm to 4pm, and you want everyone in town to come and taste it.";

export const LARKSPUR_EXPERIMENT: ExperimentSpecInput = {
  name: "Larkspur: the honey-rye tasting",
  facts: [{ ...tasting, keywords: [...tasting.keywords], told: { person: "Ada Okafor", at: `${DAY}T07:00:00`, whisper } }, { ...poetryNight, keywords: [...poetryNight.keywords] }],
  events: [{ id: "tasting", name: "the honey-rye tasting at Okafor Bakery", place: { sector: "Okafor Bakery" }, start: `${DAY}T14:00:00`, end: `${DAY}T16:00:00`, fact: "tasting" }],
  times: [`${DAY}T06:00:00`, `${DAY}T10:00:00`, `${DAY}T18:00:00`, `${DAY}T23:00:00`],
  relationships: true,
};

/** The run Larkspur's experiment measures: the village's first day, checkpoints every 30 minutes (the tasting's middle is one). */
export const LARKSPUR_EXPERIMENT_RUN = { startTime: `${DAY}T00:00:00`, endTime: `${DAY}T23:30:00`, checkpointEveryMinutes: 30 } as const;

/**
 * The `experiment` graph's bundled example (Studio, an empty input): two hours of the busy morning, the tasting
 * whispered to Ada at their start, awareness and relationships asked at both ends.
 */
export const LARKSPUR_EXAMPLE: ExperimentSpecInput = {
  name: "Larkspur: a morning's news (the experiment graph's bundled example)",
  facts: [{ ...tasting, keywords: [...tasting.keywords], told: { person: "Ada Okafor", at: `${DAY}T09:00:00`, whisper } }],
  events: [],
  times: [`${DAY}T09:00:00`, `${DAY}T11:00:00`],
  relationships: true,
};
