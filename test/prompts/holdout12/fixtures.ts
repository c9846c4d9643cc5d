/**
 * Inputs the twelfth held-out corpus shares: a canal town of its own (Lockwick, a town on a flight of seven locks on
 * the Wend Canal, with a lock-keeper's cottage at the top lock, a boatyard with a dry dock, a canal-side café in the old
 * wharf warehouse and a swing bridge) that no other corpus, unit test or village uses. The week of Monday, May 7, 2029:
 * lock 4 is drained for new gates on Tuesday (the flight is closed to boats from 8am to 6pm), the boatyard relaunches
 * the narrowboat Kingfisher on Wednesday, the canal society's talk is at the café on Thursday at 7:30pm, and the
 * Lockwick boat festival is on the wharf on Saturday, May 12.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const anneke: Identity = {
  name: "Anneke de Vries",
  firstName: "Anneke",
  age: 54,
  innate: "calm, exacting, dry-humoured",
  learned: "Anneke de Vries is the lock-keeper of the Lockwick flight, works the top lock and logs every boat that passes.",
  currently:
    "Anneke de Vries is getting the flight ready for lock 4's stoppage on Tuesday, May 8, 2029, and is painting the balance beams white before the boat festival.",
  lifestyle: "Anneke de Vries goes to bed around 10pm, wakes up around 5:30am, and walks the towpath with her terrier Pip before her first tea.",
  dailyPlanReq: "Anneke de Vries opens the flight at 8am, checks the water levels at noon, paints the balance beams from 2pm to 4pm and locks the paddles at 7pm.",
  currTime: "2029-05-07T05:30:00",
};

export const ravi: Identity = {
  name: "Ravi Menon",
  firstName: "Ravi",
  age: 38,
  innate: "cheerful, stubborn, handy",
  learned: "Ravi Menon runs the Lockwick boatyard, repairs narrowboats in the dry dock and sells diesel and coal from the yard.",
  currently:
    "Ravi Menon is finishing the blacking on the narrowboat Kingfisher so it can be relaunched on Wednesday, May 9, and is building a stall for the boat festival.",
  lifestyle: "Ravi Menon goes to bed around 11:30pm, wakes up around 7am, and listens to cricket on the radio while he works.",
  dailyPlanReq: "Ravi Menon opens the yard at 8am, works in the dry dock from 9am to 1pm, serves diesel at 3pm and closes the yard at 6pm.",
  currTime: "2029-05-07T07:00:00",
};

export const beatriz: Identity = {
  name: "Beatriz Costa",
  firstName: "Beatriz",
  age: 45,
  innate: "warm, quick, talkative",
  learned: "Beatriz Costa runs the Wharf Café in the old warehouse, bakes custard tarts and hosts the canal society's talks.",
  currently:
    "Beatriz Costa is getting the café ready for the canal society's talk on Thursday at 7:30pm and is baking two hundred custard tarts for the boat festival on Saturday, May 12.",
  lifestyle: "Beatriz Costa goes to bed around 11pm, wakes up around 6am, and bakes before the café opens.",
  dailyPlanReq: "Beatriz Costa bakes from 6:30am to 8:30am, opens the café at 9am, takes deliveries at 2pm and closes the café at 5pm.",
  currTime: "2029-05-07T06:00:00",
};

/** Anneke's known places (her spatial memory): place -> area -> things. */
export const LOCKWICK = {
  "Lock Cottage": { kitchen: ["kettle", "aga", "tide table"], bedroom: ["bed", "dresser", "alarm clock"] },
  "Lockwick Top Lock": {
    "lock side": ["balance beam", "paddle gear", "windlass"],
    "lock office": ["boat log", "desk", "telephone"],
    "bywash": ["weir board", "level gauge", "grating"],
  },
  "Lockwick Boatyard": { "dry dock": ["blacking brush", "stocks", "pump"], "yard shop": ["diesel pump", "coal bags", "till"] },
  "Wharf Café": { "café floor": ["counter", "tables", "coffee machine"], kitchen: ["oven", "tart tins", "fridge"] },
  "The Wharf": { "festival ground": ["marquee", "bunting", "stage"] },
  "Swing Bridge": { "bridge deck": ["bridge key", "barrier", "bench"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(LOCKWICK).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the top lock (speaker, line). */
export const lockChat: Array<[string, string]> = [
  ["Ravi Menon", "Anneke, can I bring the Kingfisher up through the flight on Tuesday morning before you drain lock 4?"],
  ["Anneke de Vries", "Only if you're through lock 4 by half seven. The contractors start pumping at eight sharp."],
  ["Ravi Menon", "Half seven. I'll have her at the bottom lock at six, then."],
  ["Anneke de Vries", "Six it is. I'll set the locks for you and put the kettle on."],
];
