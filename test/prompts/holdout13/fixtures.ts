/**
 * Inputs the thirteenth held-out corpus shares: a hill-farm valley of its own (Hollin Dale, a dale of small dairy farms
 * with a cheese cooperative in the old creamery at Hollin Bridge, a mountain hut at Crag End under the fell, a chapel
 * hall and a showfield at Low Ing) that no other corpus, unit test or village uses. The week of Monday, September 9,
 * 2030: Fell Road is resurfaced on Tuesday from 9am to 3pm (the milk tanker cannot come up the dale), the grader from
 * the cheese guild tastes the autumn Dale Blue at the co-op on Wednesday at 10am, the fell rescue team trains at the
 * hut on Thursday at 6pm, and the Hollin Dale Show is on the showfield on Saturday, September 14.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const ingrid: Identity = {
  name: "Ingrid Halvorsen",
  firstName: "Ingrid",
  age: 49,
  innate: "patient, precise, quietly proud",
  learned: "Ingrid Halvorsen is the head cheesemaker of the Hollin Dale cooperative, turns the wheels in the cave store and keeps the make book.",
  currently:
    "Ingrid Halvorsen is getting the autumn Dale Blue ready for the guild grader on Wednesday, September 11, 2030, and is entering three cheeses in the Hollin Dale Show.",
  lifestyle: "Ingrid Halvorsen goes to bed around 9:30pm, wakes up around 5am, and drinks her coffee on the creamery step before the milk comes in.",
  dailyPlanReq: "Ingrid Halvorsen takes in the milk at 6am, sets the curd at 8am, turns the wheels in the cave store from 1pm to 3pm and washes down the vats at 5pm.",
  currTime: "2030-09-09T05:00:00",
};

export const kofi: Identity = {
  name: "Kofi Asante",
  firstName: "Kofi",
  age: 36,
  innate: "easy-going, careful, sociable",
  learned: "Kofi Asante is the warden of Crag End Hut, books walkers in, cooks the hut's suppers and leads the fell rescue team's training.",
  currently:
    "Kofi Asante is restocking the hut's first-aid cupboard for the rescue team's training on Thursday, September 12, and is making a fell-race map for the show.",
  lifestyle: "Kofi Asante goes to bed around 11pm, wakes up around 6:30am, and runs up to the cairn before breakfast.",
  dailyPlanReq: "Kofi Asante cooks breakfast for the walkers at 7:30am, checks the hut's water tank at 10am, books new walkers in from 3pm and serves supper at 7pm.",
  currTime: "2030-09-09T06:30:00",
};

export const elin: Identity = {
  name: "Elin Pryce",
  firstName: "Elin",
  age: 58,
  innate: "blunt, generous, tireless",
  learned: "Elin Pryce farms Nether Fold with forty dairy cows, sends her milk to the cooperative and judges the sheepdog class at the show.",
  currently:
    "Elin Pryce is working out how to get Tuesday's milk down the dale while Fell Road is closed, and is washing her two heifers for the Hollin Dale Show on Saturday, September 14.",
  lifestyle: "Elin Pryce goes to bed around 10pm, wakes up around 4:30am, and milks before the sun is up.",
  dailyPlanReq: "Elin Pryce milks at 5am, takes the churns to the stand at 7am, mends walls from 10am to noon and milks again at 4pm.",
  currTime: "2030-09-09T04:30:00",
};

/** Ingrid's known places (her spatial memory): place -> area -> things. */
export const HOLLIN = {
  "Creamery House": { kitchen: ["coffee pot", "range", "calendar"], bedroom: ["bed", "wardrobe", "alarm clock"] },
  "Hollin Dale Creamery": {
    "make room": ["cheese vat", "curd knife", "thermometer"],
    "cave store": ["cheese wheels", "turning board", "hygrometer"],
    "milk bay": ["milk tank", "churns", "hose"],
  },
  "Crag End Hut": { "common room": ["stove", "map table", "visitors' book"], "drying room": ["boot rack", "rope hooks", "heater"] },
  "Nether Fold": { "milking parlour": ["milking units", "feed bin", "radio"], "fold yard": ["water trough", "hurdles", "quad bike"] },
  "Low Ing Showfield": { "show ring": ["judging table", "rosettes", "loudspeaker"] },
  "Chapel Hall": { "main hall": ["trestle tables", "urn", "piano"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(HOLLIN).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation in the milk bay (speaker, line). */
export const milkChat: Array<[string, string]> = [
  ["Elin Pryce", "Ingrid, the tanker can't come up on Tuesday with Fell Road shut. Can I bring my milk down myself?"],
  ["Ingrid Halvorsen", "If it's here before nine, yes. After that the vat's full and I'm setting the curd."],
  ["Elin Pryce", "I'll have the churns on the trailer by half seven, then."],
  ["Ingrid Halvorsen", "Half seven. I'll leave the bay door open and the hose out for you."],
];
