import { describe, expect, it } from "vitest";
import { sayMemory, talkingPoints, withoutListenersIdentity } from "../../../prompts/persona/simulatedTalk.js";

describe("withoutListenersIdentity: a history line is not read back to its subject", () => {
  it("drops who the listener is and keeps the news", () => {
    const kept = withoutListenersIdentity("Ada Okafor is an old friend who runs Okafor Bakery, and has offered to bake for the poetry night", "Ada Okafor");
    expect(kept).toBe("Ada Okafor has offered to bake for the poetry night");
    expect(sayMemory(kept!, "Tomas Reyes", "Ada Okafor", "he")).toBe("You have offered to bake for the poetry night");
  });

  it("drops the identity clause of the Larkspur history line", () => {
    const line = "Ada Okafor is an old friend who runs Okafor Bakery, and she has offered to bake for the poetry night";
    expect(withoutListenersIdentity(line, "Ada Okafor")).toBe("Ada Okafor has offered to bake for the poetry night");
  });

  it("drops a memory that only says who the listener is", () => {
    expect(withoutListenersIdentity("Ada Okafor is an old friend who runs Okafor Bakery.", "Ada Okafor")).toBeNull();
    expect(withoutListenersIdentity("Klaus is a student at Oak Hill College", "Klaus Mueller")).toBeNull();
  });

  it("keeps news about the listener and lines about others as they are", () => {
    expect(withoutListenersIdentity("Ada Okafor is testing a honey-rye loaf", "Ada Okafor")).toBe("Ada Okafor is testing a honey-rye loaf");
    expect(withoutListenersIdentity("Tomas Reyes is an old friend who runs Larkspur Library", "Ada Okafor")).toBe("Tomas Reyes is an old friend who runs Larkspur Library");
  });

  it("leaves such lines out of what one tells the listener", () => {
    const points = talkingPoints(["Ada Okafor is an old friend who runs Okafor Bakery", "Tomas Reyes is planning a poetry night at the library"], "Ada Okafor");
    expect(points).toEqual(["Tomas Reyes is planning a poetry night at the library"]);
  });
});

describe("person and agreement whoever speaks", () => {
  it("makes the speaker the subject 'I' with an agreeing verb, never 'me is'", async () => {
    const { firstPerson } = await import("../../../prompts/persona/interviewAnswer.js");
    expect(firstPerson("Ada knows that Klaus is a professor at her college", "Klaus Mueller")).toBe("Ada knows that I'm a professor at her college");
    expect(firstPerson("Ada Okafor and Tomas Reyes are old friends.", "Ada Okafor")).toBe("Tomas Reyes and I are old friends.");
    expect(firstPerson("Ada Okafor promised Tomas Reyes that she would bake pastries for his poetry night.", "Ada Okafor")).toBe("I promised Tomas Reyes that I would bake pastries for his poetry night.");
    expect(firstPerson("Tomas Reyes would love Ada to read a poem.", "Ada Okafor")).toBe("Tomas Reyes would love me to read a poem.");
  });

  it("capitalises every sentence of a memory said to its subject", () => {
    expect(sayMemory("Klaus Mueller has a paper. He is writing it", "Ada Okafor", "Klaus Mueller", "she")).toBe("You have a paper. You are writing it");
  });
});

describe("actions in places that fit them", () => {
  it("never has a meal at a bed when the arena has anything else", async () => {
    const { fittingObject } = await import("../../../prompts/persona/placeKnowledge.js");
    expect(fittingObject("grabbing lunch (deciding what to eat)", ["bed", "desk", "closet"], "bedroom")).not.toBe("bed");
    expect(fittingObject("sleeping", ["bed", "desk", "closet"], "bedroom")).toBe("bed");
  });
});
