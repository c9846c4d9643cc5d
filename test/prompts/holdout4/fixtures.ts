/**
 * Inputs the fourth held-out corpus shares: a desert-oasis town of our own (Tamarisk Wells, with a palm grove, a date
 * press, a spring-fed square and a teahouse) that the parsers were never shown: not in their unit tests, the earlier
 * held-out corpora (Brackenford, Millbrook, Edelhorn), the package's villages (Larkspur, Saltmere) or Smallville.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const nadia: Identity = {
  name: "Nadia Farouk",
  firstName: "Nadia",
  age: 47,
  innate: "patient, proud, sharp-tongued",
  learned: "Nadia Farouk grows dates at Farouk Palm Grove on the east side of the oasis town of Tamarisk Wells and runs the grove's date press and roadside stall.",
  currently:
    "Nadia Farouk is pressing date syrup for the Tamarisk Wells Lantern Night on Friday, October 18, 2024, and the grove's irrigation channel has been running low since the north well pump failed.",
  lifestyle: "Nadia Farouk goes to bed around 10pm, wakes up around 4:30am before the heat, and drinks mint tea at The Cistern Teahouse on Thursday afternoons.",
  dailyPlanReq:
    "Nadia Farouk picks dates in the palm rows from 5am to 9am, works the date press from 9:30am to 1pm, rests through the midday heat, and opens the stall from 4pm to 7pm.",
  currTime: "2024-10-14T04:30:00",
};

export const tariq: Identity = {
  name: "Tariq Oduya",
  firstName: "Tariq",
  age: 33,
  innate: "cheerful, practical, a little forgetful",
  learned: "Tariq Oduya is the well-keeper of Tamarisk Wells; he maintains the pumps and channels and drives the water cart to the outlying gardens.",
  currently: "Tariq Oduya is waiting for a new part for the north well pump from the town of Qaddar and has promised to send extra water to Farouk Palm Grove by Wednesday.",
  lifestyle: "Tariq Oduya goes to bed around 11pm, wakes up around 5:30am, and plays backgammon at The Cistern Teahouse most evenings.",
  dailyPlanReq: "Tariq Oduya checks the pumps at 6am, drives the water cart from 8am to noon, repairs channels in the afternoon, and writes up the water log at 6pm.",
  currTime: "2024-10-14T05:30:00",
};

export const hana: Identity = {
  name: "Hana Salazar",
  firstName: "Hana",
  age: 39,
  innate: "warm, restless, a born organiser",
  learned: "Hana Salazar teaches at Tamarisk Wells School and chairs the committee that runs Lantern Night on Spring Square.",
  currently: "Hana Salazar is getting the children to finish two hundred paper lanterns for Lantern Night on Friday and fears the wind forecast for Friday evening.",
  lifestyle: "Hana Salazar goes to bed around 11:30pm, wakes up around 6:30am, and swims in the spring pool before school.",
  dailyPlanReq: "Hana Salazar teaches from 8am to 2pm, holds lantern workshop with the children from 3pm to 5pm, and meets the Lantern Night committee on Mondays at 7pm.",
  currTime: "2024-10-14T06:30:00",
};

/** Nadia's known places (her spatial memory): place -> area -> things. */
export const TAMARISK = {
  "Nadia Farouk's house": { bedroom: ["bed", "cedar chest", "ceiling fan"], courtyard: ["stone bench", "water jar", "lemon tree"] },
  "Farouk Palm Grove": {
    "press shed": ["date press", "sorting table", "syrup vat"],
    "palm rows": ["climbing ladder", "irrigation channel", "picking basket"],
    "roadside stall": ["counter", "hanging scales", "cash tin"],
  },
  "Tamarisk Wells School": { classroom: ["blackboard", "desks", "lantern crate"] },
  "The Cistern Teahouse": { "tea room": ["low table", "samovar", "floor cushions"] },
  "Spring Square": { "square": ["fountain", "wooden stage", "lantern poles"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(TAMARISK).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation by the irrigation channel (speaker, line). */
export const waterChat: Array<[string, string]> = [
  ["Tariq Oduya", "Nadia, the pump part from Qaddar won't come before Wednesday, so I'll bring your water by cart until then."],
  ["Nadia Farouk", "By cart? Then bring it at dawn, before the sun takes half of it. The young palms in the third row are drooping."],
  ["Tariq Oduya", "Dawn it is. Two loads tomorrow, and one to the third row first."],
  ["Nadia Farouk", "You're a good man. There's a jar of the new syrup for your mother on Friday."],
];
