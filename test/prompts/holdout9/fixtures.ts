/**
 * Inputs the ninth held-out corpus shares: an inland hill town of its own (Kestrelridge, an upper town on a ridge and a
 * lower town by the river, joined by a water-balanced cliff railway, with a cider orchard and press, a small public
 * observatory on the ridge and a covered market hall) that no other corpus, unit test or village uses. The week of
 * Monday, September 20, 2027: a landslip closes the lower road on Tuesday, the cliff railway stops for its yearly
 * inspection on Wednesday, the observatory holds an equinox open night on Wednesday evening, and the harvest fair is in
 * the market hall on Saturday, September 25.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const halvard: Identity = {
  name: "Halvard Quist",
  firstName: "Halvard",
  age: 58,
  innate: "dutiful, dry, patient",
  learned: "Halvard Quist is the keeper of the Kestrelridge cliff railway, fills its water tanks each morning and rings the bells at St Aidan's on Sundays.",
  currently:
    "Halvard Quist is getting the cliff railway ready for its yearly inspection on Wednesday, September 22, 2027, and is running extra cars while the landslip keeps the lower road closed.",
  lifestyle: "Halvard Quist goes to bed around 9:30pm, wakes up around 5:30am, and walks the ridge path with a flask of tea before work.",
  dailyPlanReq: "Halvard Quist fills the railway's water tanks at 6:30am, runs the first car at 7am, greases the winding wheel at 1pm and locks the top station at 8pm.",
  currTime: "2027-09-20T05:30:00",
};

export const rosalind: Identity = {
  name: "Rosalind Okafor",
  firstName: "Rosalind",
  age: 34,
  innate: "energetic, stubborn, warm",
  learned: "Rosalind Okafor runs Okafor's Orchard on the south slope of Kestrelridge and presses cider in the old stone barn.",
  currently:
    "Rosalind Okafor is picking the last of the russet apples and wants forty bottles of new cider ready for the harvest fair on Saturday, September 25, though her press has a cracked screw.",
  lifestyle: "Rosalind Okafor goes to bed around 11pm, wakes up around 6am, and swims in the river pool on warm evenings.",
  dailyPlanReq: "Rosalind Okafor picks apples from 7am to 11am, presses cider from 1pm to 5pm, and sells at the market hall stall on Tuesday and Saturday mornings.",
  currTime: "2027-09-20T06:00:00",
};

export const tobias: Identity = {
  name: "Tobias Wendt",
  firstName: "Tobias",
  age: 71,
  innate: "curious, gentle, forgetful",
  learned: "Tobias Wendt is a retired astronomer who keeps the small observatory on Kestrelridge open to the public and teaches the town's star club.",
  currently:
    "Tobias Wendt is preparing the equinox open night at the observatory on Wednesday evening and is fixing the dome's jammed shutter.",
  lifestyle: "Tobias Wendt goes to bed around 2am, wakes up around 10am, and naps after lunch.",
  dailyPlanReq: "Tobias Wendt reads his post at 10:30am, works in the observatory from 2pm to 6pm, and opens the dome to visitors at 9pm on clear nights.",
  currTime: "2027-09-20T10:00:00",
};

/** Halvard's known places (his spatial memory): place -> area -> things. */
export const KESTRELRIDGE = {
  "Halvard Quist's house": { kitchen: ["wood stove", "oak table", "teapot"], bedroom: ["bed", "alarm clock", "bell-ringer's rope"] },
  "Kestrelridge Cliff Railway": {
    "top station": ["winding wheel", "water tank valve", "ticket window"],
    "bottom station": ["brake lever", "timetable board", "waiting bench"],
    "railway car": ["car door", "signal bell", "passenger seats"],
  },
  "Okafor's Orchard": { "stone barn": ["cider press", "apple crates", "bottling table"] },
  "Kestrelridge Observatory": { dome: ["telescope", "dome shutter", "star charts"], "lecture room": ["projector", "folding chairs", "blackboard"] },
  "The Market Hall": { "hall floor": ["cider stall", "cheese counter", "notice board"] },
  "The Lower Road": { "landslip barrier": ["road barrier", "detour sign", "mud heap"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(KESTRELRIDGE).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation in the stone barn (speaker, line). */
export const barnChat: Array<[string, string]> = [
  ["Halvard Quist", "Rosalind, the railway is shut all Wednesday for the inspection. How are you getting your crates down?"],
  ["Rosalind Okafor", "The press is cracked anyway. If the blacksmith fixes the screw, I press on Thursday and bring the bottles down Friday."],
  ["Halvard Quist", "Then I'll keep the first car on Friday for your crates. Seven sharp, mind."],
  ["Rosalind Okafor", "Seven sharp. And I'll save you a bottle of the russet."],
];
