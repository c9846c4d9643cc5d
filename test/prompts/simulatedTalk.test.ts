/**
 * What the simulated model says to someone: not what the listener knows about themselves ("you are an old friend
 * who runs Okafor Bakery" said to Ada), but news about them said as news heard ("I hear you have offered to bake").
 */
import { describe, expect, it } from "vitest";
import { sayNewsOfListener, talkingPoints, toldAlready } from "../../prompts/persona/simulatedTalk.js";

const ADA = "Ada Okafor";
const TOMAS = "Tomas Reyes";
const MEI = "Mei Lin";

describe("what the listener knows without being told", () => {
  it("is a description of the listener, or what the two always do", () => {
    expect(toldAlready("Ada Okafor runs Okafor Bakery on Main Street", ADA, TOMAS)).toBe(true);
    expect(toldAlready("Tomas Reyes knows that Ada Okafor is a regular at the market", ADA, TOMAS)).toBe(true);
    expect(toldAlready("Ada's bread is the best in town", ADA, TOMAS)).toBe(true);
    expect(toldAlready("Mei Lin buys bread at Okafor Bakery and likes chatting with Ada", ADA, MEI)).toBe(true);
  });

  it("is not news about them, nor what concerns someone else", () => {
    expect(toldAlready("Ada Okafor has offered to bake for the poetry night", ADA, TOMAS)).toBe(false);
    expect(toldAlready("Mei Lin moved to Larkspur two years ago", ADA, TOMAS)).toBe(false);
    expect(toldAlready("Tomas Reyes lent Mei Lin a book of poems", ADA, MEI)).toBe(false);
  });

  it("leaves such memories out of the talking points", () => {
    const points = talkingPoints(
      ["Tomas Reyes knows that Ada Okafor is a regular at the market", "Tomas Reyes plans a poetry night on May 10", "Mei Lin moved to Larkspur"],
      ADA,
      [],
      [],
      TOMAS,
    );
    expect(points).toEqual(["Tomas Reyes plans a poetry night on May 10", "Mei Lin moved to Larkspur"]);
  });
});

describe("what a person keeps to themselves", () => {
  it("leaves notes to self, quoted talk and secrets out of the talking points", () => {
    const points = talkingPoints(
      [
        "For Tomas Reyes's planning: Tomas has no new plans to make after talking with Mei.",
        "Tomas remembers Mei saying: \"I might sketch the river tomorrow.\"",
        "Tomas Reyes has a secret crush on the new librarian",
        "Tomas Reyes plans a poetry night on May 10",
      ],
      ADA,
      [],
      [],
      TOMAS,
    );
    expect(points).toEqual(["Tomas Reyes plans a poetry night on May 10"]);
  });
});

describe("news about the listener, said to them", () => {
  it("is said as news heard, in the second person, without describing them", () => {
    expect(sayNewsOfListener("Tomas Reyes knows that Ada Okafor is an old friend who runs Okafor Bakery, and she has offered to bake for the poetry night", TOMAS, ADA, "he"))
      .toBe("I hear you have offered to bake for the poetry night");
    expect(sayNewsOfListener("Mei Lin is planning an exhibition of her sketches next week", ADA, MEI, "she")).toBe("I hear you are planning an exhibition of your sketches next week");
  });

  it("is nothing for a memory that is not news about the listener", () => {
    expect(sayNewsOfListener("Ada Okafor runs Okafor Bakery", TOMAS, ADA, "he")).toBeNull();
    expect(sayNewsOfListener("Mei Lin is planning an exhibition", TOMAS, ADA, "he")).toBeNull();
  });
});
