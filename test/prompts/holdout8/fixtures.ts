/**
 * Inputs the eighth held-out corpus shares: a tidal island village of its own (Saltmarrow, reached by a causeway that
 * the sea covers twice a day, with a harbour, a boatbuilder's shed, one café with a lending library upstairs and a
 * rowing club) that no other corpus, unit test or village uses. The week of Monday, June 14, 2027: a spring tide
 * floods the causeway on Wednesday evening, a seal pup is found on the north beach, and the midsummer regatta is on
 * Saturday, June 19.
 */
import type { Identity } from "../../../prompts/persona/identity.js";

export const beatriz: Identity = {
  name: "Beatriz Lindqvist",
  firstName: "Beatriz",
  age: 52,
  innate: "steady, blunt, generous",
  learned: "Beatriz Lindqvist is the harbourmaster of Saltmarrow, keeps the island's tide tables and coaches the Saltmarrow Rowing Club.",
  currently:
    "Beatriz Lindqvist is getting the harbour ready for the midsummer regatta on Saturday, June 19, 2027, and has posted warnings that the spring tide will flood the causeway on Wednesday evening.",
  lifestyle: "Beatriz Lindqvist goes to bed around 10pm, wakes up around 5am, and rows a single scull round the point before breakfast.",
  dailyPlanReq: "Beatriz Lindqvist opens the harbour office at 6am, checks the moorings at 11am, coaches the rowing club at 6pm and updates the tide board at 8pm.",
  currTime: "2027-06-14T05:00:00",
};

export const desmond: Identity = {
  name: "Desmond Achterberg",
  firstName: "Desmond",
  age: 61,
  innate: "meticulous, quiet, wry",
  learned: "Desmond Achterberg is a boatbuilder on Saltmarrow who restores wooden boats in his shed by the slipway.",
  currently:
    "Desmond Achterberg is restoring the Kittiwake, a clinker-built lugger, and wants her afloat for the midsummer regatta on Saturday, though two of her planks still need replacing.",
  lifestyle: "Desmond Achterberg goes to bed around 11pm, wakes up around 6am, and walks the north beach with his dog at dusk.",
  dailyPlanReq: "Desmond Achterberg works in his shed from 7am to 12pm and from 1pm to 5pm, steams planks in the afternoon, and eats at Priya's café at noon.",
  currTime: "2027-06-14T06:00:00",
};

export const priya: Identity = {
  name: "Priya Nakamura-Hale",
  firstName: "Priya",
  age: 38,
  innate: "cheerful, organised, talkative",
  learned: "Priya Nakamura-Hale runs the Driftwood Café, Saltmarrow's only café, and the lending library in the room upstairs.",
  currently:
    "Priya Nakamura-Hale is baking for the regatta teas on Saturday and worries that the spring tide on Wednesday will keep her flour delivery on the mainland.",
  lifestyle: "Priya Nakamura-Hale goes to bed around midnight, wakes up around 6:30am, and reads in the library after closing.",
  dailyPlanReq: "Priya Nakamura-Hale opens the café at 8am, bakes from 7am, opens the library upstairs from 2pm to 5pm, and closes the café at 6pm.",
  currTime: "2027-06-14T06:30:00",
};

/** Beatriz's known places (her spatial memory): place -> area -> things. */
export const SALTMARROW = {
  "Beatriz Lindqvist's cottage": { kitchen: ["range stove", "pine table", "kettle"], bedroom: ["bed", "oilskin peg", "reading lamp"] },
  "Saltmarrow Harbour": {
    "harbour office": ["tide board", "radio set", "chart table"],
    "north quay": ["mooring bollards", "fuel pump", "boat crane"],
    "rowing club boathouse": ["racing gig", "oar rack", "ergometer"],
  },
  "Achterberg's Boat Shed": { workshop: ["steam box", "workbench", "lugger hull"] },
  "The Driftwood Café": { "café room": ["counter", "coffee machine", "window table"], "lending library": ["bookshelves", "reading chair", "returns box"] },
  "North Beach": { dunes: ["driftwood log", "seal watch sign", "beach steps"] },
  "The Causeway": { "causeway road": ["tide gauge", "refuge box", "warning sign"] },
} as const;

/** The places as the grounding prompts take them. */
export const places = Object.entries(SALTMARROW).map(([sector, arenas]) => ({
  sector,
  arenas: Object.entries(arenas).map(([arena, objects]) => ({ arena, objects: [...objects] })),
}));

/** A conversation in the boat shed (speaker, line). */
export const shedChat: Array<[string, string]> = [
  ["Beatriz Lindqvist", "Desmond, is the Kittiwake going to be in the water for Saturday? I need the entries by Thursday."],
  ["Desmond Achterberg", "Two planks to go. If the steam box behaves, she floats on Friday's morning tide."],
  ["Beatriz Lindqvist", "Then I'll put her down for the lugger race at eleven. Don't make me regret it."],
  ["Desmond Achterberg", "Put her down. And keep me a mooring on the north quay, near the crane."],
];
