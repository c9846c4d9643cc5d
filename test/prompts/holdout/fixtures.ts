/**
 * Inputs the held-out corpus shares: a town of our own (Brackenford) that the parsers were never shown, with its
 * people, its places and one conversation. Nothing here comes from the package's own village or from Smallville.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const nadia: Identity = {
  name: "Nadia Haddad",
  firstName: "Nadia",
  age: 52,
  innate: "meticulous, kind, a little stubborn",
  learned: "Nadia Haddad is the pharmacist who runs Haddad Pharmacy on the high street of Brackenford. She has lived in Brackenford for twenty years.",
  currently:
    "Nadia Haddad is organising the first-aid tent for the Brackenford summer fair on the Green on Saturday, June 15, 2024, and is waiting on a late delivery of hay-fever tablets.",
  lifestyle: "Nadia Haddad goes to bed around 10pm, wakes up around 6am, and swims at the lido on Sunday mornings.",
  dailyPlanReq:
    "Nadia Haddad opens Haddad Pharmacy at 8:30am, fills prescriptions in the dispensary until 1pm, has lunch at The Lantern Inn, and closes the pharmacy at 6pm.",
  currTime: "2024-06-10T06:00:00",
};

export const owen: Identity = {
  name: "Owen Pryce",
  firstName: "Owen",
  age: 34,
  innate: "cheerful, restless, good with his hands",
  learned: "Owen Pryce is a carpenter with a workshop, Pryce Joinery, down by the river. He is building the stage for the summer fair.",
  currently: "Owen Pryce is building the stage and benches for the Brackenford summer fair and has promised Nadia Haddad a bench for her first-aid tent.",
  lifestyle: "Owen Pryce goes to bed around 11pm, wakes up around 7am, and has a pint at The Lantern Inn most evenings.",
  dailyPlanReq: "Owen Pryce works in his workshop from 8am to 5pm and delivers furniture around town in the afternoons.",
  currTime: "2024-06-10T07:00:00",
};

export const lena: Identity = {
  name: "Lena Voss",
  firstName: "Lena",
  age: 24,
  innate: "dreamy, funny, easily distracted",
  learned: "Lena Voss is a music student home for the summer; she teaches violin to children and plays in a folk trio.",
  currently: "Lena Voss is rehearsing with her trio for their set at the summer fair and is nervous about playing a solo.",
  lifestyle: "Lena Voss goes to bed around 1am, wakes up around 9am, and practises the violin every afternoon.",
  dailyPlanReq: "Lena Voss teaches violin lessons in the late morning, practises in the afternoon, and rehearses with her trio at The Lantern Inn in the evening.",
  currTime: "2024-06-10T09:00:00",
};

/** Nadia's known places (her spatial memory): place -> area -> things. */
export const BRACKENFORD = {
  "Nadia Haddad's flat": { bedroom: ["bed", "wardrobe", "reading lamp"], kitchen: ["kettle", "stove", "dining table"] },
  "Haddad Pharmacy": {
    dispensary: ["dispensing bench", "medicine cabinet", "computer"],
    "shop floor": ["till", "vitamin shelf", "waiting chairs"],
  },
  "Brackenford Green": { common: ["bench", "bandstand", "duck pond"] },
  "The Lantern Inn": { bar: ["bar counter", "fireplace", "corner table"], "beer garden": ["picnic bench"] },
  "Pryce Joinery": { workshop: ["workbench", "lathe", "timber rack"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(BRACKENFORD).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation at the pharmacy's counter (speaker, line). */
export const tentChat: Array<[string, string]> = [
  ["Owen Pryce", "Nadia! Got a minute? The council says the first-aid tent has to go by the bandstand."],
  ["Nadia Haddad", "By the bandstand? That's fine, as long as there's shade. I'll need two tables and a bench."],
  ["Owen Pryce", "I can knock up a bench from the leftover stage timber. I'll bring it round on Friday evening."],
  ["Nadia Haddad", "Friday at six, then. I'll be closing up, so come to the back door."],
];
