/**
 * Inputs the seventh held-out corpus shares: a hill-mill town of its own (Brackenfold, in the Harrow Dale, on a
 * narrow-gauge mountain railway, with a wool mill, a brass band, a halt with an engine shed and a sub-post office) that
 * no other corpus, unit test or village uses. The week of Monday, March 8, 2027: a landslip closes the upper line
 * (Brackenfold to Ravensgill Top) on Wednesday, the spring brass-band contest is on Saturday, March 13, at the Ossenby
 * Corn Exchange down the line, and the first lambs are born at Fell End farm.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const ilse: Identity = {
  name: "Ilse Varga",
  firstName: "Ilse",
  age: 56,
  innate: "methodical, blunt, patient",
  learned:
    "Ilse Varga is the stationmaster at Brackenfold Halt on the Harrow Dale narrow-gauge railway, and on weekends she restores the Curlew, a 1911 saddle-tank steam locomotive, in the halt's engine shed.",
  currently:
    "Ilse Varga is working out how to run trains only between Ossenby and Brackenfold while the upper line is closed, and wants the Curlew's new firebox fitted before Easter.",
  lifestyle: "Ilse Varga goes to bed around 9:30pm, wakes up around 5am, and works on the Curlew in the engine shed on Saturday and Sunday mornings.",
  dailyPlanReq: "Ilse Varga opens the booking office at 6am, meets the first train at 6:40am, takes lunch at 12pm, and closes the halt after the last train at 7pm.",
  currTime: "2027-03-08T05:00:00",
};

export const kwame: Identity = {
  name: "Kwame Adeyemi-Ross",
  firstName: "Kwame",
  age: 41,
  innate: "warm, driven, a little vain",
  learned:
    "Kwame Adeyemi-Ross runs the carding room at Brackenfold Mill, the Harrow Dale's last working wool mill, and conducts the Brackenfold Mills Brass Band.",
  currently:
    "Kwame Adeyemi-Ross is rehearsing the Brackenfold Mills Brass Band for the spring contest at the Ossenby Corn Exchange on Saturday, March 13, 2027, and the band still has no second cornet.",
  lifestyle: "Kwame Adeyemi-Ross goes to bed around 11pm, wakes up around 6:30am, and rehearses the band in the back room of the Drover's Arms on Tuesday and Thursday evenings.",
  dailyPlanReq: "Kwame Adeyemi-Ross works in the carding room from 7:30am to 4pm, takes lunch at 12:30pm, and practises his cornet for an hour after dinner.",
  currTime: "2027-03-08T06:30:00",
};

export const noriko: Identity = {
  name: "Noriko Halvorsen",
  firstName: "Noriko",
  age: 63,
  innate: "quiet, wry, observant",
  learned:
    "Noriko Halvorsen keeps twelve beehives in the orchard behind Fell End farm and is the part-time postmistress of Brackenfold, keeping the sub-post office open in the mornings.",
  currently:
    "Noriko Halvorsen is checking her hives after the winter and keeping the post moving while the mail can no longer come down from Ravensgill Top by train.",
  lifestyle: "Noriko Halvorsen goes to bed around 10pm, wakes up around 7am, and walks up to her hives every afternoon when it is dry.",
  dailyPlanReq: "Noriko Halvorsen opens the post office from 8am to 12pm, eats lunch at home at 12:30pm, and checks her hives at 2pm.",
  currTime: "2027-03-08T07:00:00",
};

/** Ilse's known places (her spatial memory): place -> area -> things. */
export const BRACKENFOLD = {
  "Ilse Varga's cottage": { kitchen: ["range stove", "pine table", "kettle"], bedroom: ["bed", "wardrobe", "reading lamp"] },
  "Brackenfold Halt": {
    "booking office": ["ticket window", "telephone", "timetable board"],
    platform: ["bench", "parcel trolley", "lamp post"],
    "engine shed": ["the Curlew", "tool chest", "inspection pit"],
  },
  "Brackenfold Mill": { "carding room": ["carding engine", "wool bales", "oil can"] },
  "The Drover's Arms": { "back room": ["piano", "music stands", "fireplace"] },
  "Brackenfold Post Office": { counter: ["letter scales", "stamp drawer", "parcel shelf"] },
  "Fell End Farm": { "lambing shed": ["lambing pens", "heat lamp", "feed bins"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(BRACKENFOLD).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation on the platform (speaker, line). */
export const platformChat: Array<[string, string]> = [
  ["Kwame Adeyemi-Ross", "Ilse, with the top line shut, can the band still get to Ossenby on Saturday? Twenty-six of us and the basses."],
  ["Ilse Varga", "The lower line's fine. Take the 8:10 from here and I'll couple the parcel van on for the instruments."],
  ["Kwame Adeyemi-Ross", "The 8:10, then. Our draw's at eleven, so that gives us time to warm up."],
  ["Ilse Varga", "Be on the platform by five to eight. I'm not holding a train for a tuba."],
];
