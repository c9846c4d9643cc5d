/**
 * Inputs the second held-out corpus shares: another town of our own (Millbrook, a river town with a ferry) that the
 * parsers were never shown, neither in their unit tests, nor in the first held-out corpus (Brackenford), nor in the
 * package's village or Smallville.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const ines: Identity = {
  name: "Ines Moreau",
  firstName: "Ines",
  age: 41,
  innate: "warm, impatient, proud of her craft",
  learned: "Ines Moreau is the baker who runs Moreau Bakery by the quay in Millbrook. She took the bakery over from her father.",
  currently:
    "Ines Moreau is baking three hundred buns for the Millbrook regatta on Saturday, September 14, 2024, and her old oven has started to run cold.",
  lifestyle: "Ines Moreau goes to bed around 9pm, wakes up around 4am, and walks along the river on Wednesday afternoons.",
  dailyPlanReq:
    "Ines Moreau bakes bread from 4:30am, opens Moreau Bakery at 7am, serves customers until 2pm, and does the accounts in the evening.",
  currTime: "2024-09-09T04:00:00",
};

export const tomasz: Identity = {
  name: "Tomasz Nowak",
  firstName: "Tomasz",
  age: 58,
  innate: "quiet, patient, dryly funny",
  learned: "Tomasz Nowak runs the Millbrook ferry across the river and mends boats at the quay. He is the regatta's starter.",
  currently: "Tomasz Nowak is repainting the ferry before the Millbrook regatta and has promised Ines Moreau a lift across the river with her buns.",
  lifestyle: "Tomasz Nowak goes to bed around 10pm, wakes up around 5am, and plays chess at The Heron Café on Thursday evenings.",
  dailyPlanReq: "Tomasz Nowak runs the ferry from 6am to 6pm, with a break for lunch at noon, and mends boats when the river is quiet.",
  currTime: "2024-09-09T05:00:00",
};

export const priya: Identity = {
  name: "Priya Raman",
  firstName: "Priya",
  age: 29,
  innate: "curious, organised, a worrier",
  learned: "Priya Raman teaches the Year 4 class at Millbrook Primary School and coaches the school's rowing club.",
  currently: "Priya Raman is getting the school's rowing crew ready for the children's race at the regatta and worries that the boat leaks.",
  lifestyle: "Priya Raman goes to bed around 11pm, wakes up around 6:30am, and runs along the towpath before school.",
  dailyPlanReq: "Priya Raman teaches from 8:45am to 3:15pm, marks homework after school, and trains the rowing crew at the quay at 4pm.",
  currTime: "2024-09-09T06:30:00",
};

/** Ines's known places (her spatial memory): place -> area -> things. */
export const MILLBROOK = {
  "Ines Moreau's house": { bedroom: ["bed", "dresser", "alarm clock"], kitchen: ["kettle", "fridge", "kitchen table"] },
  "Moreau Bakery": {
    bakehouse: ["oven", "proving cabinet", "mixing machine"],
    "shop counter": ["till", "bread shelves", "display case"],
  },
  "Millbrook Quay": { jetty: ["ferry", "mooring post", "bench"] },
  "The Heron Café": { "dining room": ["window table", "coffee machine", "counter"] },
  "Millbrook Primary School": { classroom: ["blackboard", "teacher's desk", "bookshelf"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(MILLBROOK).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the bakery's counter (speaker, line). */
export const ferryChat: Array<[string, string]> = [
  ["Tomasz Nowak", "Morning, Ines. About Saturday: the ferry leaves the quay at half past seven sharp."],
  ["Ines Moreau", "Half seven? The buns won't be out of the oven till seven. Can you give me till a quarter to eight?"],
  ["Tomasz Nowak", "For you, a quarter to eight. Bring the crates to the jetty and I'll load them myself."],
  ["Ines Moreau", "You're a saint. I'll save you a cinnamon bun for the crossing."],
];
