/**
 * Where people go and what the map shows above them (issue 28): a stop on the way takes minutes and the block goes on
 * to what follows; the emoji show the action, not the place it names or a word hidden in another ("choosing" is no
 * singing); the whole-day checks of test/support/actionProblems.ts catch what a viewer trips over.
 */
import { describe, expect, it } from "vitest";
import { errandMinutes, ERRAND_MINUTES, goOnEarlier } from "../state/errands.js";
import { simulatedEmoji } from "../prompts/persona/actionEmoji.js";
import { fittingArena, fittingObject } from "../prompts/persona/placeKnowledge.js";
import { emojiProblems, errandProblems, othersHomeProblems } from "./support/actionProblems.js";
import { seededRandom } from "../tools/random.js";
import type { ScheduleEntry } from "../state/persona.js";

describe("a stop on the way in a day's plan", () => {
  const mei: ScheduleEntry[] = [["sleeping", 480], ["sketching in Willow Park", 120], ["stopping at Okafor Bakery for bread on her way home", 60], ["painting in her studio", 180], ["sleeping", 600]];
  it("takes minutes, not its hour", () => {
    expect(errandMinutes(mei, 2)).toBe(ERRAND_MINUTES);
    expect(ERRAND_MINUTES).toBeLessThanOrEqual(30);
    // What is no stop keeps its block; so does a stop with nothing after it but sleep.
    expect(errandMinutes(mei, 1)).toBe(120);
    expect(errandMinutes([["popping into the chandlery for paint", 60], ["sleeping", 1380]], 0)).toBe(60);
  });
  it("gives the rest of its block to what follows, which starts earlier", () => {
    const split: ScheduleEntry[] = [...mei.slice(0, 2), ["stopping at Okafor Bakery for bread on her way home (paying at the counter)", 20], ...mei.slice(3)];
    expect(goOnEarlier(split, 3, 40)[3]).toEqual(["painting in her studio", 220]);
    // Already split into steps: the activity itself fills the minutes before its first step.
    const stepped: ScheduleEntry[] = [...split.slice(0, 3), ["painting in her studio (mixing colours)", 30], ["painting in her studio (painting)", 150], ["sleeping", 600]];
    expect(goOnEarlier(stepped, 3, 40).slice(3, 5)).toEqual([["painting in her studio", 40], ["painting in her studio (mixing colours)", 30]]);
    expect(goOnEarlier(stepped, 3, 40).reduce((n, [, m]) => n + m, 0)).toBe(1440);
  });
});

describe("a customer's stop at a shop", () => {
  it("stays in front of the counter in every step, a chat at the counter included", () => {
    const shopFloor = ["bread display", "behind the bakery counter", "customer table"];
    for (const step of ["chatting briefly at the counter", "paying at the counter", "heading out with the shopping", "waiting"]) {
      expect(fittingObject(`stopping at Okafor Bakery for bread on her way home (${step})`, shopFloor, "shop floor")).not.toBe("behind the bakery counter");
    }
    expect(fittingObject("serving customers behind the bakery counter (chatting briefly at the counter)", shopFloor, "shop floor")).toBe("behind the bakery counter");
    // A guest of the_ville's cafe orders at its counter, from the customer's side (Klaus stood behind it).
    expect(fittingObject("eating at Hobbs Cafe (ordering)", ["cafe customer seating", "behind the cafe counter", "kitchen sink"], "cafe")).not.toBe("behind the cafe counter");
  });
});

describe("meals at home", () => {
  it("are had in the living room or parlour of a home without a kitchen, not at a bedroom's guitar stand", () => {
    // Saltmere's Marr flat cooks in its living room, Trewin cottage in its parlour: Sol ate lunch at his guitar stand.
    const sol = { name: "Sol Marr", firstName: "Sol", learned: "Sol Marr keeps the counter of Harbour Chandlery.", currently: "", lifestyle: "", dailyPlanReq: "" };
    for (const step of ["preparing the food", "eating", "washing the dishes"]) {
      expect(fittingArena(sol, `grabbing lunch (${step})`, "Marr flat", ["Kit's bedroom", "Sol's bedroom", "living room"])).toBe("living room");
    }
    const agnes = { ...sol, name: "Agnes Trewin", firstName: "Agnes" };
    expect(fittingArena(agnes, "eating dinner", "Trewin cottage", ["Agnes's bedroom", "spare room", "parlour"])).toBe("parlour");
    expect(fittingArena(sol, "sleeping", "Marr flat", ["Kit's bedroom", "Sol's bedroom", "living room"])).toBe("Sol's bedroom");
    // A cottage named for no one is still home to whoever has a room in it: Ifeoma ate at her bookshelf, kept out of its kitchen.
    const ifeoma = { ...sol, name: "Ifeoma Bassey", firstName: "Ifeoma", learned: "Ifeoma Bassey is the district nurse." };
    expect(fittingArena(ifeoma, "having lunch (eating)", "Harbour Row cottage", ["Ifeoma's room", "Morwen's room", "kitchen"])).toBe("kitchen");
    expect(fittingArena(ifeoma, "having lunch (eating)", "Okafor Bakery", ["kitchen", "shop floor"])).not.toBe("kitchen");
  });
});

describe("the simulated model's emoji", () => {
  const shown = (description: string) => [1, 2, 3, 4, 5, 6].map((seed) => simulatedEmoji(description, 3, seededRandom(seed)));
  it("show what is done, not the place it names nor a word inside another", () => {
    for (const description of [
      "sketching in Willow Park (finding a good spot)",
      "sketching in Willow Park (packing up the pencils)",
      "reading for a while (choosing a book)",
      "watching a movie (choosing something to watch)",
      "stopping at Okafor Bakery for bread on her way home (looking over what is on offer)",
      "catching up on messages (making a start)",
      "going to the library at Oak Hill College (returning the books to the cart)",
      "spending the evening preparing for the poetry night (choosing poems to open with)",
      "sketching in Willow Park",
    ]) for (const emoji of shown(description)) expect(emojiProblems(description, emoji), `${emoji} for ${description}`).toEqual([]);
    expect(shown("sketching in Willow Park (finding a good spot)").join("")).toMatch(/🎨|🖌️/u);
    expect(shown("taking a walk in Willow Park (walking around)").join("")).toMatch(/🚶|🏃|🌳/u);
  });
});

describe("whole-day checks of where people are and what they show", () => {
  const row = (time: string, persona: string, action: string, address: string, emoji = "🙂") => ({ time: `2024-05-06T${time}:00`, persona, action, address, emoji });
  it("catch a stop on the way that fills an hour, not one of minutes", () => {
    const long = [row("10:00", "Mei Lin", "stopping at Okafor Bakery for bread on her way home (walking over)", "Larkspur:Okafor Bakery:shop floor:bread display"), row("10:40", "Mei Lin", "stopping at Okafor Bakery for bread on her way home (paying at the counter)", "Larkspur:Okafor Bakery:shop floor:bread display"), row("11:00", "Mei Lin", "painting in her studio (mixing colours)", "Larkspur:Mei Lin's house:studio:paint shelf")];
    expect(errandProblems(long)).toHaveLength(1);
    expect(errandProblems([long[0]!, { ...long[2]!, time: "2024-05-06T10:20:00" }])).toEqual([]);
  });
  it("catch emoji of another doing", () => {
    expect(emojiProblems("sketching in Willow Park (finding a good spot)", "🏃🚶")).toHaveLength(2);
    expect(emojiProblems("reading for a while (choosing a book)", "📖🎸")).toHaveLength(1);
    expect(emojiProblems("stopping at Okafor Bakery for bread on her way home (looking over what is on offer)", "🧑‍🍳")).toHaveLength(1);
    expect(emojiProblems("baking in the bakery kitchen (kneading the dough)", "🍳🧑‍🍳")).toEqual([]);
    expect(emojiProblems("stretching and getting some fresh air (walking around)", "🏃")).toEqual([]);
  });
  it("catch someone in another's flat or house, not in one's own nor a public place", () => {
    const homes = { "Benedikt Kowal": "Saltmere:Net Loft flats:flat one", "Lowenna Hale": "Saltmere:Net Loft flats:flat two", "Ruth Pennock": "Saltmere:Pennock house:main bedroom", "Ewan Pennock": "Saltmere:Pennock house:main bedroom" };
    expect(othersHomeProblems([row("22:00", "Lowenna Hale", "sleeping", "Saltmere:Net Loft flats:flat one:bed")], homes)).toHaveLength(1);
    expect(othersHomeProblems([row("12:00", "Lowenna Hale", "having lunch", "Saltmere:Pennock house:kitchen:kitchen table")], homes)).toHaveLength(1);
    expect(othersHomeProblems([
      row("22:00", "Lowenna Hale", "sleeping", "Saltmere:Net Loft flats:flat two:bed"),
      row("22:00", "Ewan Pennock", "sleeping", "Saltmere:Pennock house:main bedroom:double bed"),
      row("12:00", "Lowenna Hale", "having lunch", "Saltmere:The Anchor Inn:bar room:table"),
    ], homes)).toEqual([]);
  });
});
