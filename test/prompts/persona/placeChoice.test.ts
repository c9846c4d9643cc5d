/**
 * Where the simulated model sends a persona for an activity no place names (prompts/persona/placeKnowledge.ts,
 * `fittingSector`): the choice must not depend on where the persona happens to stand while its subtasks go by, or one
 * activity's subtasks jump between places (Klaus's evening "fresh air" went to the park, then home to the dorm garden
 * as he passed it).
 */
import { describe, expect, it } from "vitest";
import { fittingArena, fittingObject, fittingSector } from "../../../prompts/persona/placeKnowledge.js";
import { eatsOut, simulatedSubtasks } from "../../../prompts/persona/taskDecomposition.js";
import { seededRandom } from "../../../tools/random.js";

const who = { name: "Klaus Mueller", firstName: "Klaus", learned: "a student who writes about gentrification", currently: "", lifestyle: "", dailyPlanReq: "" };
const sectors = ["Oak Hill College", "Dorm for Oak Hill College", "Johnson Park", "Ryan Park's apartment", "Hobbs Cafe"];
const arenas: Record<string, string[]> = {
  "Oak Hill College": ["hallway", "library", "classroom"],
  "Dorm for Oak Hill College": ["garden", "common room", "kitchen", "Klaus Mueller's room"],
  "Johnson Park": ["park"],
};
const choose = (activity: string, currentSector: string) =>
  fittingSector({ who, activity, sectors, livingSector: "Dorm for Oak Hill College", currentSector, arenasOf: (s) => arenas[s] ?? [] });

describe("fittingSector", () => {
  it("keeps one place for every subtask of an activity, wherever the persona stands on the way", () => {
    const subtasks = ["putting on shoes", "warming up", "walking around", "resting on a bench", "heading back"];
    const from = ["Oak Hill College", "Dorm for Oak Hill College", "Johnson Park"];
    const chosen = new Set(from.flatMap((current) => subtasks.map((sub) => choose(`stretching and getting some fresh air (${sub})`, current))));
    expect([...chosen]).toEqual(["Johnson Park"]);
  });

  it("reads no place into an owner's name: Ryan Park's apartment is no park", () => {
    expect(choose("taking a walk in the park", "Hobbs Cafe")).toBe("Johnson Park");
    expect(choose("getting some fresh air", "Ryan Park's apartment")).toBe("Johnson Park");
  });

  it("stays out where it fits rather than going home", () => {
    const withGarden = (activity: string, currentSector: string) =>
      fittingSector({ who, activity, sectors, livingSector: "Dorm for Oak Hill College", currentSector, arenasOf: (s) => (s === "Hobbs Cafe" ? ["garden"] : arenas[s] ?? []) });
    expect(withGarden("getting some fresh air", "Hobbs Cafe")).toBe("Hobbs Cafe");
  });
});

describe("fittingArena in a family's home named by its surname", () => {
  // "Pennock house" is Ewan Pennock's home: he is no visitor there, kept out of its kitchen (he ate at the wardrobe).
  const ewan = { name: "Ewan Pennock", firstName: "Ewan", learned: "Ewan Pennock sells his catch at the fish market.", currently: "", lifestyle: "", dailyPlanReq: "" };
  const rooms = ["main bedroom", "Jory's bedroom", "kitchen"];
  it("has the meals and their steps in the kitchen, dressing in the bedroom", () => {
    for (const step of ["preparing the food", "eating", "washing the dishes"]) expect(fittingArena(ewan, `eating breakfast (${step})`, "Pennock house", rooms)).toBe("kitchen");
    expect(fittingArena(ewan, "waking up and completing the morning routine (getting dressed)", "Pennock house", rooms)).toBe("main bedroom");
  });
  it("still keeps a visitor out of another family's kitchen", () => {
    const guest = { ...ewan, name: "Kit Morran", firstName: "Kit", learned: "Kit Morran runs The Anchor Inn." };
    expect(fittingArena(guest, "having lunch (eating)", "Pennock house", rooms)).not.toBe("kitchen");
  });
});

describe("a village with a promenade and no park", () => {
  // Saltmere's only place to walk is the Sea Wall Promenade: its people walked "around the neighbourhood" at their beds.
  const ewan = { name: "Ewan Pennock", firstName: "Ewan", learned: "Ewan Pennock sells his catch at the fish market.", currently: "", lifestyle: "", dailyPlanReq: "" };
  const places: Record<string, string[]> = {
    "Harbour Office": ["office"],
    "Saltmere Fish Market": ["market hall"],
    "The Anchor Inn": ["bar room", "kitchen"],
    "Sea Wall Promenade": ["promenade"],
    "Pennock house": ["main bedroom", "Jory's bedroom", "kitchen"],
  };
  const choose = (activity: string, currentSector: string) =>
    fittingSector({ who: ewan, activity, sectors: Object.keys(places), livingSector: "Pennock house", currentSector, arenasOf: (s) => places[s] ?? [] });
  it("walks and takes the air on the promenade, every step of it", () => {
    for (const sub of ["putting on shoes", "walking around", "resting on a bench", "heading back"]) {
      expect(choose(`taking a short walk around the neighbourhood (${sub})`, "Pennock house")).toBe("Sea Wall Promenade");
      expect(choose(`stretching and getting some fresh air (${sub})`, "Saltmere Fish Market")).toBe("Sea Wall Promenade");
    }
    expect(choose("taking an evening walk", "The Anchor Inn")).toBe("Sea Wall Promenade");
  });
  it("tidies the house in its kitchen, not at the bedroom's bed", () => {
    for (const sub of ["wiping the surfaces", "sweeping the floor", "taking out the rubbish"]) expect(fittingArena(ewan, `tidying up (${sub})`, "Pennock house", places["Pennock house"]!)).toBe("kitchen");
  });
  it("makes a meal at the stove, whatever the meal is called: not at a flat's desk or armchair, nor a living room's sofa", () => {
    for (const meal of ["having breakfast", "eating dinner", "grabbing lunch"]) {
      expect(fittingObject(`${meal} (preparing the food)`, ["bed", "desk", "stove"], "flat two")).toBe("stove");
      expect(fittingObject(`${meal} (preparing the food)`, ["sofa", "stove"], "living room")).toBe("stove");
    }
    expect(fittingObject("making a quick breakfast", ["bed", "armchair", "stove"], "flat three")).toBe("stove");
    expect(fittingObject("having dinner (sitting down to eat)", ["sofa", "stove"], "living room")).toBe("sofa");
  });
  it("makes a meal at the fridge in a room with no stove (an original Smallville apartment), the stove where there is one", () => {
    const apartment = ["bed", "desk", "refrigerator", "closet", "shelf"];
    for (const activity of ["cooking dinner (preparing the food)", "having breakfast (preparing the food)", "making a quick breakfast"]) {
      expect(fittingObject(activity, apartment, "main room")).toBe("refrigerator");
      expect(fittingObject(activity, [...apartment, "stove"], "main room")).toBe("stove");
    }
  });
  it("does household things at home when home fits as well, not in the kitchen of the shop one stopped at", () => {
    const mei = { name: "Mei Lin", firstName: "Mei", learned: "Mei Lin is a painter.", currently: "", lifestyle: "", dailyPlanReq: "" };
    const rooms: Record<string, string[]> = { "Okafor Bakery": ["kitchen", "shop floor"], "Mei Lin's house": ["bedroom", "studio", "kitchen"] };
    for (const activity of ["tidying up (taking out the rubbish)", "grabbing lunch (preparing the food)"]) {
      expect(fittingSector({ who: mei, activity, sectors: ["Okafor Bakery", "Willow Park", "Mei Lin's house"], livingSector: "Mei Lin's house", currentSector: "Okafor Bakery", arenasOf: (s) => rooms[s] ?? [] })).toBe("Mei Lin's house");
    }
  });
  it("does homework and reads for a while at home, not at a school that is shut by evening", () => {
    for (const activity of ["doing homework (taking notes)", "reading for a while (choosing a book)"]) expect(choose(activity, "Saltmere School")).toBe("Pennock house");
  });
  it("has lunch out where one's habits have it: ordered and paid for, not cooked", () => {
    const habits = "Tomas Reyes goes to bed around 11pm, wakes up around 7am, and eats lunch at Okafor Bakery most days.";
    expect(["eating lunch", "grabbing lunch", "having lunch"].map((task) => eatsOut(task, habits))).toEqual([true, true, true]);
    expect(["eating dinner", "cooking lunch", "eating lunch at home"].map((task) => eatsOut(task, habits))).toEqual([false, false, false]);
  });
  it("grabs a coffee and a snack: steps that fit a café or a home, nothing cooked or washed up in a café's kitchen", () => {
    for (let seed = 0; seed < 8; seed++) {
      for (const task of ["grabbing a coffee and a snack", "grab a quick bite", "getting a coffee"]) {
        const steps = simulatedSubtasks(task, 45, 5, seededRandom(seed, task)).map(([step]) => step);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.filter((step) => /prepar|cook|wash|dishes/.test(step))).toEqual([]);
      }
    }
  });
});
