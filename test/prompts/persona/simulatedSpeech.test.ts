import { describe, expect, it } from "vitest";
import { sayMemory, talkingPoints, withoutListenersIdentity } from "../../../prompts/persona/simulatedTalk.js";
import { thirdPersonThought } from "../../../prompts/persona/innerThought.js";
import { ada } from "../corpus/fixtures.js";

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

  it("reads a whisper back in an interview with the whisperer's 'his' kept and the persona's 'her' as 'me'", async () => {
    const { firstPerson } = await import("../../../prompts/persona/interviewAnswer.js");
    // "whisper Mei: Tomas wants you to read a poem at his poetry night", then "interview Mei: ...".
    const memory = thirdPersonThought({ ...ada, name: "Mei Lin", firstName: "Mei", learned: "Mei Lin paints. She moved here two years ago." }, "Tomas wants you to read a poem at his poetry night");
    expect(firstPerson(memory, "Mei Lin", "she")).toBe("I know that Tomas wants me to read a poem at his poetry night.");
    expect(firstPerson("Tomas Reyes has noticed Mei Lin sketching and would love her to read a poem.", "Tomas Reyes", "he")).toBe(
      "I have noticed Mei Lin sketching and would love her to read a poem.",
    );
  });

  it("capitalises every sentence of a memory said to its subject", () => {
    expect(sayMemory("Klaus Mueller has a paper. He is writing it", "Ada Okafor", "Klaus Mueller", "she")).toBe("You have a paper. You are writing it");
  });
});

describe("a second-person history line, stored about its person and said back by them", () => {
  // The village loads a history ("You have known ...") as a memory about its person (thirdPersonThought) and the
  // person later says it in a conversation (sayMemory): the two turns must give back the person's own "I".
  const nora = { ...ada, name: "Nora Blake", firstName: "Nora", learned: "Nora Blake keeps the town's accounts. She lives on Mill Lane." };
  const owen = { ...ada, name: "Owen Hart", firstName: "Owen", learned: "Owen Hart fixes boats. He lives by the harbour." };
  const stored = (person: typeof ada, history: string) => thirdPersonThought(person, history);
  const said = (person: typeof ada, history: string, listener = "Paul Reed") =>
    sayMemory(stored(person, history), person.name, listener, person === owen ? "he" : "she");

  it("keeps someone else's 'she' and 'her' apart from the speaker's own", () => {
    expect(said(nora, "Ivy Chen is your lodger whom you've known for two years but you don't quite trust her")).toBe(
      "Ivy Chen is my lodger whom I have known for two years but I don't quite trust her",
    );
    expect(said(nora, "You've known your neighbour, Ivy Chen, since the time she helped you move in")).toBe(
      "I have known my neighbour, Ivy Chen, since the time she helped me move in",
    );
    expect(said(nora, "Ivy Chen is your lodger and you think she is clever")).toBe("Ivy Chen is my lodger and I think she is clever");
    expect(said(nora, "You have known Ivy Chen for a year and you talk to her often about the book you are writing")).toBe(
      "I have known Ivy Chen for a year and I talk to her often about the book I am writing",
    );
    expect(said(owen, "You think Paul Reed is loud and you have complained about him before", "Ivy Chen")).toBe(
      "I think Paul Reed is loud and I have complained about him before",
    );
  });

  it("says 'you two' as the two of us, and agrees every verb of the speaker, past adverbs, negations and appositions", () => {
    expect(stored(nora, "You've known Ivy Chen for years and you two often walk by the river")).toBe(
      "Nora Blake has known Ivy Chen for years and the two of them often walk by the river.",
    );
    expect(said(nora, "You've known Ivy Chen for years and you two often walk by the river")).toBe(
      "I have known Ivy Chen for years and the two of us often walk by the river",
    );
    expect(stored(owen, "You mostly work from the boat shed")).toBe("Owen Hart mostly works from the boat shed.");
    expect(said(owen, "You mostly work from the boat shed")).toBe("I mostly work from the boat shed");
    expect(said(nora, "In the evenings you sometimes spend an hour at the pub")).toBe("In the evenings I sometimes spend an hour at the pub");
    expect(stored(owen, "You go to the cafe to sit down and read and think")).toBe("Owen Hart goes to the cafe to sit down and read and think.");
    expect(said(owen, "You live with your sister, Ivy Hart, and spend your weekends sailing and are a keen swimmer")).toBe(
      "I live with my sister, Ivy Hart, and spend my weekends sailing and am a keen swimmer",
    );
    expect(said(nora, "You love your husband, Paul Reed and hope he rests more", "Ivy Chen")).toBe("I love my husband, Paul Reed and hope he rests more");
    expect(said(nora, "You love your husband, Paul Reed and hope he rests more", "Paul Reed")).toBe("I love you and hope you rest more");
    expect(said(nora, "You know Paul Reed, your husband, is planning a long trip but you do not want him to go", "Paul Reed")).toBe(
      "I know you, my husband, are planning a long trip but I do not want you to go",
    );
  });
});

describe("what one remembers another said", () => {
  it("quotes the words said, without the line's lead-in, and an interview says it with one full stop", async () => {
    const { chatPlanningThoughtPrompt } = await import("../../../prompts/persona/chatPlanningThought.js");
    const { interviewAnswerPrompt } = await import("../../../prompts/persona/interviewAnswer.js");
    const { seededRandom } = await import("../../../tools/random.js");
    const inputs = { name: "Mei Lin", partner: "Ada Okafor", transcript: [["Ada Okafor", "Also, I promised Tomas Reyes that I would bake pastries for his poetry night on May 10."]] as Array<[string, string]> };
    const thought = String(chatPlanningThoughtPrompt.simulate!(inputs, seededRandom(1)));
    expect(thought).toContain('"I promised Tomas Reyes');
    expect(thought).not.toMatch(/"Also,/);
    const asked = interviewAnswerPrompt.inputSchema.parse({
      speaker: { ...ada, name: "Mei Lin", firstName: "Mei", learned: "Mei Lin paints. She moved here two years ago." },
      doing: "painting", place: "the studio in Mei Lin's house", plan: [], memories: [`For Mei Lin's planning: ${thought}`], question: "What did Ada tell you?",
    });
    const { answer } = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate!(asked, seededRandom(1)), asked);
    expect(answer).not.toMatch(/\.["”]?\./);
  });
});

describe("actions in places that fit them", () => {
  it("never has a meal at a bed when the arena has anything else", async () => {
    const { fittingObject } = await import("../../../prompts/persona/placeKnowledge.js");
    expect(fittingObject("grabbing lunch (deciding what to eat)", ["bed", "desk", "closet"], "bedroom")).not.toBe("bed");
    expect(fittingObject("sleeping", ["bed", "desk", "closet"], "bedroom")).toBe("bed");
  });

  it("never has a chore or a walk's steps at a bed when the arena has anything else", async () => {
    const { fittingObject } = await import("../../../prompts/persona/placeKnowledge.js");
    expect(fittingObject("tidying up (sweeping the floor)", ["double bed", "wardrobe"], "main bedroom")).toBe("wardrobe");
    expect(fittingObject("taking a short walk around the neighbourhood (walking around)", ["double bed", "wardrobe"], "main bedroom")).toBe("wardrobe");
    expect(fittingObject("waking up and completing the morning routine (making the bed)", ["double bed", "wardrobe"], "main bedroom")).toBe("double bed");
  });
});
