/**
 * Inputs the third held-out corpus shares: a mountain village of our own (Edelhorn, with a cable car, a cheese dairy
 * and an inn) that the parsers were never shown: not in their unit tests, the first held-out corpus (Brackenford),
 * the second (Millbrook), the package's village or Smallville.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const anouk: Identity = {
  name: "Anouk Brandt",
  firstName: "Anouk",
  age: 52,
  innate: "stubborn, generous, quick to laugh",
  learned: "Anouk Brandt is the cheesemaker who runs Brandt Dairy at the top of the village of Edelhorn. She learned the trade from her grandmother.",
  currently:
    "Anouk Brandt is making forty wheels of mountain cheese for the Edelhorn cattle festival on Saturday, September 21, 2024, and the thermometer in her cheese cellar keeps giving odd readings.",
  lifestyle: "Anouk Brandt goes to bed around 9:30pm, wakes up around 5am, and sings in the village choir on Tuesday evenings.",
  dailyPlanReq:
    "Anouk Brandt milks the goats at 5:30am, makes cheese in the dairy from 7am to noon, opens the dairy shop from 2pm to 6pm, and turns the wheels in the cellar before bed.",
  currTime: "2024-09-16T05:00:00",
};

export const matthias: Identity = {
  name: "Matthias Keller",
  firstName: "Matthias",
  age: 36,
  innate: "calm, dependable, a man of few words",
  learned: "Matthias Keller is a mountain guide in Edelhorn who also drives the mule train up to the summer pastures. He leads the cows down for the cattle festival.",
  currently:
    "Matthias Keller is getting the mules shod before the cattle festival and has promised Anouk Brandt to carry her cheese down to the village square on Saturday.",
  lifestyle: "Matthias Keller goes to bed around 10pm, wakes up around 5:30am, and plays cards at The Gentian Inn on Friday nights.",
  dailyPlanReq: "Matthias Keller guides hikers from 8am to 3pm, feeds the mules at 4pm, and fixes tack in the stable in the evening.",
  currTime: "2024-09-16T05:30:00",
};

export const lena: Identity = {
  name: "Lena Sommer",
  firstName: "Lena",
  age: 44,
  innate: "bright, anxious, endlessly organised",
  learned: "Lena Sommer runs the Edelhorn Post Office and conducts the village choir.",
  currently: "Lena Sommer is rehearsing the choir for the cattle festival and worries that the accordion player, old Ferdi, has lost his voice.",
  lifestyle: "Lena Sommer goes to bed around 11pm, wakes up around 6am, and walks her dog up to the chapel before work.",
  dailyPlanReq: "Lena Sommer opens the post office from 8am to 12pm and from 2pm to 5pm, sorts the mail at 7:30am, and holds choir practice on Tuesdays at 7pm.",
  currTime: "2024-09-16T06:00:00",
};

/** Anouk's known places (her spatial memory): place -> area -> things. */
export const EDELHORN = {
  "Anouk Brandt's chalet": { bedroom: ["bed", "wardrobe", "alarm clock"], parlour: ["armchair", "wood stove", "bookshelf"] },
  "Brandt Dairy": {
    "cheese room": ["copper kettle", "cheese press", "brine tub"],
    cellar: ["cheese shelves", "thermometer", "turning board"],
    "dairy shop": ["counter", "till", "cheese display"],
  },
  "Edelhorn Post Office": { "counter room": ["counter", "scales", "letter rack"] },
  "The Gentian Inn": { "main room": ["corner table", "tiled stove", "bar"] },
  "Edelhorn Cable Car Station": { platform: ["cabin", "ticket machine", "bench"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(EDELHORN).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the dairy's door (speaker, line). */
export const muleChat: Array<[string, string]> = [
  ["Matthias Keller", "Anouk, the cable car is shut for its inspection on Saturday morning, so your cheese goes down with the mules."],
  ["Anouk Brandt", "With the mules? Then I need them here by seven; the last wheels come out of the brine at half past six."],
  ["Matthias Keller", "Seven, then. Wrap them in the cloths and stack them by the door, and I'll load them myself."],
  ["Anouk Brandt", "Bless you. There's a slice of the three-year-old in it for you."],
];
