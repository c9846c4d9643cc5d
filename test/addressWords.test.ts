/**
 * An address in words: `describeAddress` for the prompts (after "at"; its wording is what the prompts have always
 * shown), `wherePhrase` for people (the interactive session's `who`), where an object named by where it is ("behind
 * the bakery counter", "in front of the stage") reads as itself.
 */
import { describe, expect, it } from "vitest";
import { describeAddress, wherePhrase } from "../prompts/persona/socialShared.js";

describe("wherePhrase", () => {
  it("says where an address is, after an action", () => {
    expect(wherePhrase("Larkspur:Larkspur Library:reading room:librarian's desk")).toBe("at the librarian's desk in the reading room");
    expect(wherePhrase("the Ville:Hobbs Cafe:cafe:counter")).toBe("at the counter in the cafe");
    expect(wherePhrase("the Ville:Hobbs Cafe")).toBe("at Hobbs Cafe in the Ville");
    expect(wherePhrase("Hobbs Cafe")).toBe("at Hobbs Cafe");
    expect(wherePhrase("Larkspur:Willow Park:lawn:the old oak")).toBe("at the old oak on the lawn");
  });

  it("takes an object named by where it is as it is", () => {
    expect(wherePhrase("Larkspur:Okafor Bakery:shop floor:behind the bakery counter")).toBe("behind the bakery counter on the shop floor");
    expect(wherePhrase("the Ville:Hobbs Cafe:cafe:in front of the counter")).toBe("in front of the counter in the cafe");
    expect(wherePhrase("the Ville:The Rose and Crown Pub:pub:behind the bar counter")).toBe("behind the bar counter in the pub");
    expect(wherePhrase("the Ville:Willows Market:store:next to the shelves")).toBe("next to the shelves in the store");
    // Words that only begin like a preposition, and names, are places to be at.
    expect(wherePhrase("the Ville:Hobbs Cafe:cafe:inkwell stand")).toBe("at the inkwell stand in the cafe");
    expect(wherePhrase("Over the Hill Inn")).toBe("at Over the Hill Inn");
  });

  it("is on an open area or a floor, in a room", () => {
    expect(wherePhrase("Larkspur:Willow Park:lawn:park bench")).toBe("at the park bench on the lawn");
    expect(wherePhrase("Saltmere:Harbour:north pier:bollard")).toBe("at the bollard on the north pier");
    expect(wherePhrase("Larkspur:Okafor Bakery:shop floor:bread display")).toBe("at the bread display on the shop floor");
    expect(wherePhrase("Larkspur:Okafor Bakery:kitchen:oven")).toBe("at the oven in the kitchen");
    expect(wherePhrase("the Ville:Hobbs Cafe:cafe:floorboard")).toBe("at the floorboard in the cafe");
  });

  it("does not say again the spot or area the action already names", () => {
    const counter = "Larkspur:Okafor Bakery:shop floor:behind the bakery counter";
    expect(wherePhrase(counter, "selling the morning loaves behind the bakery counter")).toBe("on the shop floor");
    expect(wherePhrase(counter, "sweeping the shop floor behind the bakery counter")).toBeNull();
    expect(wherePhrase("Larkspur:Larkspur Library:reading room:librarian's desk", "shelving returns at the librarian's desk")).toBe("in the reading room");
    // An action that names neither gets the whole phrase, as without one.
    expect(wherePhrase(counter, "kneading dough")).toBe("behind the bakery counter on the shop floor");
    // Named as words, not inside another word: a "bar" is not said by "barbecue".
    expect(wherePhrase("the Ville:The Rose and Crown Pub:pub:bar", "planning a barbecue")).toBe("at the bar in the pub");
  });

  it("is nothing for a wait or a conversation partner", () => {
    expect(wherePhrase("<waiting> 12 30")).toBeNull();
    expect(wherePhrase("<persona> Ada Okafor")).toBeNull();
    expect(wherePhrase("")).toBeNull();
    expect(wherePhrase(null)).toBeNull();
  });
});

describe("describeAddress (the prompts' noun phrase)", () => {
  it("names the spot and its area for the prompts, a phrase that follows \"at\" and \"use\"", () => {
    expect(describeAddress("the Ville:Hobbs Cafe:cafe:counter")).toBe("the counter in the cafe");
    expect(describeAddress("the Ville:Hobbs Cafe")).toBe("Hobbs Cafe in the Ville");
    expect(describeAddress("Larkspur:Okafor Bakery:shop floor:behind the bakery counter")).toBe("the spot behind the bakery counter in the shop floor");
    expect(describeAddress("<waiting> 12 30")).toBeNull();
  });
});
