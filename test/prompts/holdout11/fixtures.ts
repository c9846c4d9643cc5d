/**
 * Inputs the eleventh held-out corpus shares: a hill village of its own (Stonegarth, a Pennine village above a
 * limestone quarry, with a post office that is also the shop, a chapel hall where the brass band rehearses, and a top
 * field where the sheepdog trials are run) that no other corpus, unit test or village uses. The week of Monday,
 * October 16, 2028: the quarry blasts on Tuesday at 11am and closes Scar Lane for an hour, the band rehearses for the
 * remembrance concert on Wednesday evening, and the autumn sheepdog trials are on the top field on Saturday, October 21.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const marta: Identity = {
  name: "Marta Kowalczyk",
  firstName: "Marta",
  age: 52,
  innate: "steady, dry-humoured, careful",
  learned: "Marta Kowalczyk is the shot-firer at Stonegarth Quarry, plans and fires the blasts on the quarry face, and plays the cornet in the village brass band.",
  currently:
    "Marta Kowalczyk is preparing Tuesday's blast on the east face of the quarry, which closes Scar Lane from 11am to noon, and is practising her cornet solo for the remembrance concert.",
  lifestyle: "Marta Kowalczyk goes to bed around 10pm, wakes up around 5:30am, and does the crossword with her tea before work.",
  dailyPlanReq: "Marta Kowalczyk signs in at the weighbridge office at 7am, checks the drill holes at 8am, eats lunch at noon and practises the cornet at 6pm.",
  currTime: "2028-10-16T05:30:00",
};

export const declan: Identity = {
  name: "Declan Ferris",
  firstName: "Declan",
  age: 34,
  innate: "chatty, quick, forgetful",
  learned: "Declan Ferris runs Stonegarth post office and shop and drives the school minibus down the valley in the mornings and afternoons.",
  currently:
    "Declan Ferris is taking entries for the sheepdog trials on Saturday, October 21, at the post office counter, and has to drive the school minibus round by Low Moor while Scar Lane is closed on Tuesday.",
  lifestyle: "Declan Ferris goes to bed around 11:30pm, wakes up around 6am, and sorts the newspapers before anything else.",
  dailyPlanReq: "Declan Ferris opens the shop at 7am, drives the school minibus at 8am and 3:15pm, and closes the post office at 5:30pm.",
  currTime: "2028-10-16T06:00:00",
};

export const priya: Identity = {
  name: "Priya Nair",
  firstName: "Priya",
  age: 41,
  innate: "determined, quiet, warm",
  learned: "Priya Nair keeps a flock of Swaledale sheep at Intake Farm above Stonegarth and trains sheepdogs.",
  currently:
    "Priya Nair is training her young dog Fly for the sheepdog trials on Saturday and is bringing the ewes down from the moor before the weather turns.",
  lifestyle: "Priya Nair goes to bed around 9:30pm, wakes up around 5am, and walks the dogs round the intake wall at first light.",
  dailyPlanReq: "Priya Nair checks the flock at 6am, trains Fly on the top field from 9am to 10:30am, and feeds the dogs at 5pm.",
  currTime: "2028-10-16T05:00:00",
};

/** Marta's known places (her spatial memory): place -> area -> things. */
export const STONEGARTH = {
  "Marta Kowalczyk's house": { kitchen: ["kettle", "toaster", "cornet case"], bedroom: ["bed", "alarm clock", "wardrobe"] },
  "Stonegarth Quarry": {
    "weighbridge office": ["weighbridge", "logbook", "two-way radio"],
    "blast shed": ["detonator box", "warning siren", "hard hats"],
    "quarry face": ["drill rig", "survey pegs", "water bowser"],
  },
  "Stonegarth Post Office": { "shop counter": ["till", "parcel scales", "newspaper rack"] },
  "Chapel Hall": { "main hall": ["music stands", "piano", "stacking chairs"], "back kitchen": ["tea urn", "cups", "biscuit tin"] },
  "Top Field": { "trial course": ["hurdles", "sheep pen", "starting post"] },
  "The Crown Inn": { bar: ["dartboard", "open fire", "bar stools"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(STONEGARTH).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the post office counter (speaker, line). */
export const counterChat: Array<[string, string]> = [
  ["Marta Kowalczyk", "Declan, can you put a notice in the window? Scar Lane's shut tomorrow from eleven till noon for the blast."],
  ["Declan Ferris", "Tomorrow? That's when I bring the minibus back up from the dentist run. I'll have to go round by Low Moor."],
  ["Marta Kowalczyk", "Come up before half ten and you'll be fine. I'll sound the siren ten minutes before."],
  ["Declan Ferris", "Half ten, then. And you owe me a tune at the concert."],
];
