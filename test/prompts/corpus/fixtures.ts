/** Inputs the corpora share: the package's own village (Larkspur), as the prompts see it. */
import type { Identity } from "../../../prompts/persona/identity.js";

export const ada: Identity = {
  name: "Ada Okafor",
  firstName: "Ada",
  age: 47,
  innate: "warm, practical, early-rising",
  learned: "Ada Okafor is a baker who runs Okafor Bakery on the main street of Larkspur.",
  currently: "Ada Okafor is testing a new honey-rye loaf and has offered to bake pastries for the poetry night at Larkspur Library on May 10, 2024.",
  lifestyle: "Ada Okafor goes to bed around 9pm, wakes up around 4am, and takes a short walk in Willow Park after closing.",
  dailyPlanReq: "Ada Okafor bakes in the bakery kitchen from 5am, opens Okafor Bakery at 7am, and serves customers behind the bakery counter until 3pm, when she closes the shop.",
  currTime: "2024-05-06T04:00:00",
};

export const mei: Identity = {
  name: "Mei Lin",
  firstName: "Mei",
  age: 29,
  innate: "observant, curious, a little shy",
  learned: "Mei Lin is a painter who works in watercolour and sketches Willow Park every morning.",
  currently: "Mei Lin is preparing paintings of Willow Park for a small exhibition and wonders whether to read a poem at the poetry night.",
  lifestyle: "Mei Lin goes to bed around midnight, wakes up around 8am, and sketches in Willow Park in the late morning.",
  dailyPlanReq: "Mei Lin sketches in Willow Park in the morning, paints in her studio in the afternoon, and stops at Okafor Bakery for bread on her way home.",
  currTime: "2024-05-06T08:00:00",
};

export const tomas: Identity = {
  name: "Tomas Reyes",
  firstName: "Tomas",
  age: 38,
  innate: "thoughtful, soft-spoken, enthusiastic",
  learned: "Tomas Reyes is the librarian at Larkspur Library.",
  currently: "Tomas Reyes is organising a poetry night at Larkspur Library on May 10, 2024 at 7pm and invites everyone he meets to read a poem.",
  lifestyle: "Tomas Reyes goes to bed around 11pm, wakes up around 7am, and eats lunch at Okafor Bakery most days.",
  dailyPlanReq: "Tomas Reyes opens Larkspur Library at 9am, works at the librarian's desk until 5pm, and spends his evenings preparing the poetry night.",
  currTime: "2024-05-06T12:10:00",
};

/** Ada's known places (her spatial memory). */
export const LARKSPUR = {
  "Ada Okafor's house": { bedroom: ["bed", "closet", "desk"], kitchen: ["refrigerator", "stove", "kitchen table"] },
  "Okafor Bakery": {
    kitchen: ["oven", "kitchen sink", "kneading table", "flour shelf"],
    "shop floor": ["bread display", "behind the bakery counter", "customer table"],
  },
  "Willow Park": { lawn: ["park bench", "picnic table", "willow tree", "flower bed"] },
  "Larkspur Library": { "reading room": ["bookshelf", "reading table", "librarian's desk", "small stage"] },
} as const;

/** A conversation at the bakery counter (speaker, line). */
export const bakeryChat: Array<[string, string]> = [
  ["Tomas Reyes", "Morning, Ada! Are the pastries for Friday's poetry night still on?"],
  ["Ada Okafor", "They are. I'm thinking honey-rye rolls and a tray of lemon tarts."],
  ["Tomas Reyes", "Perfect. The reading starts at 7pm, so could you bring them by 6:30?"],
  ["Ada Okafor", "I'll close early on Friday and bring them over myself."],
];
