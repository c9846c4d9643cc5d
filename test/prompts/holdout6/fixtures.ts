/**
 * Inputs the sixth held-out corpus shares: a river-port town of its own (Corran Ferry, on the River Brae, with a chain
 * ferry, a dye works, a small observatory on Gull Hill and a lantern night market on the quay) that no other corpus,
 * unit test or village uses. The week of the Leonid meteor shower (a public viewing on Tuesday night) and the Lantern
 * Night Market (Friday, November 20, 2026), with the river running high after a week of rain.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const tobias: Identity = {
  name: "Tobias Okafor",
  firstName: "Tobias",
  age: 47,
  innate: "patient, dry-humoured, stubborn",
  learned: "Tobias Okafor runs the chain ferry across the River Brae at Corran Ferry and mends nets and ropes in the ferry shed between crossings.",
  currently:
    "Tobias Okafor is keeping the ferry running while the River Brae is high after a week of rain, and has promised to run late crossings on Friday, November 20, 2026, for the Lantern Night Market on the quay.",
  lifestyle: "Tobias Okafor goes to bed around 10pm, wakes up around 5:30am, and plays dominoes at The Tillerman on Thursday evenings.",
  dailyPlanReq: "Tobias Okafor runs the ferry from 6am to 12pm and from 1pm to 6pm, checks the chain and the landing stage at 12pm, and mends ropes in the ferry shed in the evening.",
  currTime: "2026-11-16T05:30:00",
};

export const wen: Identity = {
  name: "Wen Castellano",
  firstName: "Wen",
  age: 34,
  innate: "quick, restless, warm",
  learned: "Wen Castellano is a dyer at the Madder Lane Dye Works in Corran Ferry, where she dyes wool and silk with indigo, madder and weld.",
  currently:
    "Wen Castellano is dyeing forty indigo scarves to sell at her stall at the Lantern Night Market on Friday, and the dye works' water wheel is clogged with branches from the flood.",
  lifestyle: "Wen Castellano goes to bed around midnight, wakes up around 7am, and swims in the lido on Saturday mornings.",
  dailyPlanReq: "Wen Castellano works at the dye works from 8am to 4pm, takes lunch at 12:30pm, and rinses the day's cloth in the river at 4pm.",
  currTime: "2026-11-16T07:00:00",
};

export const agnes: Identity = {
  name: "Agnes Pruitt",
  firstName: "Agnes",
  age: 68,
  innate: "curious, exacting, kind",
  learned: "Agnes Pruitt is a retired schoolteacher who keeps the small observatory on Gull Hill above Corran Ferry and runs its stargazing club.",
  currently:
    "Agnes Pruitt is preparing a public viewing of the Leonid meteor shower at Gull Hill Observatory on Tuesday, November 17, 2026, from 10pm, and worries the clouds will not clear.",
  lifestyle: "Agnes Pruitt goes to bed around 1am, wakes up around 9am, and reads at the town library on Wednesday afternoons.",
  dailyPlanReq: "Agnes Pruitt walks to the bakery at 10am, writes her astronomy column from 11am to 1pm, and opens the observatory from 8pm on clear nights.",
  currTime: "2026-11-16T09:00:00",
};

/** Tobias's known places (his spatial memory): place -> area -> things. */
export const CORRAN = {
  "Tobias Okafor's house": { kitchen: ["cooker", "oak table", "kettle"], bedroom: ["bed", "sea chest", "lamp"] },
  "Corran Ferry landing": {
    "ferry shed": ["workbench", "rope locker", "tide board"],
    "landing stage": ["chain winch", "ticket booth", "bollards"],
    "ferry deck": ["helm", "deck benches", "life rings"],
  },
  "Madder Lane Dye Works": { "dye house": ["indigo vat", "drying racks", "rinsing trough"] },
  "The Tillerman": { taproom: ["bar", "domino table", "stove"] },
  "The Quay": { "night market": ["lantern poles", "market stalls", "harbour bell"] },
  "Gull Hill Observatory": { dome: ["telescope", "star charts", "folding chairs"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(CORRAN).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation on the landing stage (speaker, line). */
export const ferryChat: Array<[string, string]> = [
  ["Wen Castellano", "Tobias, can you take my stall and forty scarves across on Friday at five? The bridge road is still under water."],
  ["Tobias Okafor", "Five is the busy crossing. Bring it at half four and I'll put it on before the crowd."],
  ["Wen Castellano", "Half four, then. I'll bring you a scarf for your trouble."],
  ["Tobias Okafor", "Make it a blue one. And tie the crates down, the river's still running fast."],
];
