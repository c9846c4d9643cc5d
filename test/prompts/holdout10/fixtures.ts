/**
 * Inputs the tenth held-out corpus shares: a fen village of its own (Reedholm, a village on a raised bank in the fens,
 * with a tower windmill that still grinds flour, a chain ferry across the Ouse Cut, a one-room village school and a
 * bird hide on the washes) that no other corpus, unit test or village uses. The week of Monday, March 13, 2028: high
 * water stops the chain ferry on Tuesday, the millwright fits new sail cloths on Wednesday, the school holds the
 * spring bird count talk on Thursday evening, and the spring market is on the green on Saturday, March 18.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const jozef: Identity = {
  name: "Jozef Brink",
  firstName: "Jozef",
  age: 63,
  innate: "methodical, gruff, generous",
  learned: "Jozef Brink is the miller of Reedholm, grinds stoneground flour at the tower windmill and sells it from the mill door.",
  currently:
    "Jozef Brink is getting the windmill ready for the millwright, who fits new sail cloths on Wednesday, March 15, 2028, and is grinding extra flour before the spring market.",
  lifestyle: "Jozef Brink goes to bed around 9pm, wakes up around 5am, and listens to the shipping forecast with his first coffee.",
  dailyPlanReq: "Jozef Brink checks the wind at 6am, grinds flour from 7am to noon, bags flour at 2pm and closes the mill door at 6pm.",
  currTime: "2028-03-13T05:00:00",
};

export const ines: Identity = {
  name: "Ines Varga",
  firstName: "Ines",
  age: 29,
  innate: "cheerful, blunt, restless",
  learned: "Ines Varga runs the Reedholm chain ferry across the Ouse Cut and mends nets for the eel fishermen in the winter.",
  currently:
    "Ines Varga is watching the river gauge because high water may stop the ferry on Tuesday, and she is painting the ferry's rails before the spring market on Saturday, March 18.",
  lifestyle: "Ines Varga goes to bed around midnight, wakes up around 6:30am, and rows on the Cut before breakfast.",
  dailyPlanReq: "Ines Varga opens the ferry at 7:30am, reads the river gauge at noon, paints the rails from 2pm to 4pm and ties up the ferry at 7pm.",
  currTime: "2028-03-13T06:30:00",
};

export const oliver: Identity = {
  name: "Oliver Ashdown",
  firstName: "Oliver",
  age: 47,
  innate: "patient, absent-minded, kind",
  learned: "Oliver Ashdown teaches at Reedholm's one-room village school and keeps the bird count at the hide on the washes.",
  currently:
    "Oliver Ashdown is preparing the spring bird count talk at the school on Thursday evening and is counting the whooper swans on the washes before they fly north.",
  lifestyle: "Oliver Ashdown goes to bed around 10:30pm, wakes up around 6am, and walks to the bird hide at dawn.",
  dailyPlanReq: "Oliver Ashdown counts birds at the hide from 6:30am to 7:30am, teaches from 9am to 3pm and marks books at 4pm.",
  currTime: "2028-03-13T06:00:00",
};

/** Jozef's known places (his spatial memory): place -> area -> things. */
export const REEDHOLM = {
  "Jozef Brink's cottage": { kitchen: ["range cooker", "radio", "kettle"], bedroom: ["bed", "wardrobe", "wind-up clock"] },
  "Reedholm Windmill": {
    "stone floor": ["millstones", "grain hopper", "flour chute"],
    "cap": ["brake wheel", "fantail gear", "sail stocks"],
    "mill door": ["flour sacks", "scales", "cash tin"],
  },
  "Reedholm Ferry": { "landing stage": ["ferry chain", "river gauge", "bell post"] },
  "Reedholm School": { classroom: ["blackboard", "desks", "bird charts"], "school hall": ["projector", "benches", "tea urn"] },
  "The Green": { "market pitch": ["trestle tables", "bunting", "notice board"] },
  "The Washes Bird Hide": { hide: ["telescope", "count book", "bench"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(REEDHOLM).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the mill door (speaker, line). */
export const millChat: Array<[string, string]> = [
  ["Ines Varga", "Jozef, the gauge is at two metres. If it rises tonight, the ferry stops tomorrow."],
  ["Jozef Brink", "Then my flour for the Ashby bakery goes round by the bridge. That's an hour each way."],
  ["Ines Varga", "Or I take it over tonight, before the water comes up. Bring the sacks by eight."],
  ["Jozef Brink", "Eight it is. I'll put a loaf in for you."],
];
