/**
 * Round three of reading real answers (issue 24): the classes of wrong values the shared helpers now refuse or
 * repair, each on realistic answers written for this test (not the held-out corpus's).
 */
import { describe, expect, it } from "vitest";
import {
  CutOffAnswer,
  endsMidSentence,
  lastItemCut,
  hasPlaceholder,
  inFirstPerson,
  isModelRefusal,
  narratesSpeaker,
  proseBody,
  countsFrom,
  saysNoneApply,
  saysNothing,
  withoutClosingNote,
  withoutValueLabel,
} from "../../prompts/answerText.js";
import { parseInterviewAnswer } from "../../prompts/persona/interviewAnswer.js";
import { parseRating } from "../../prompts/persona/socialShared.js";
import { parseYesNo } from "../../prompts/decideToTalk.js";
import { readStateChoice } from "../../prompts/role/stateChoice.js";
import { parseRanking } from "../../prompts/role/rankMemories.js";
import { parseInsights } from "../../prompts/persona/insights.js";
import { parseEmoji } from "../../prompts/persona/actionEmoji.js";
import { parseNumberedList, readPlanItems } from "../../prompts/persona/planningText.js";
import { conformToSchema } from "../../prompts/structured.js";

describe("template slots echoed back", () => {
  it("finds angle and bracket slots and 'your ... here' lines", () => {
    expect(hasPlaceholder("Answer: <location>")).toBe(true);
    expect(hasPlaceholder("1) [activity] at [time]\n2) [activity] at [time]")).toBe(true);
    expect(hasPlaceholder("Join us at [event] on [date]!")).toBe(true);
    expect(hasPlaceholder("```js\n// your code here\n```")).toBe(true);
    expect(hasPlaceholder("def main():\n    your_solution_here")).toBe(true);
    expect(hasPlaceholder("Verb: <verb | object>")).toBe(true);
  });
  it("leaves real values alone: code generics, indexing, HTML tags, links, stage directions", () => {
    expect(hasPlaceholder("function first(xs: Array<string>) { return xs[index]; }")).toBe(false);
    expect(hasPlaceholder("Line one<br>line two")).toBe(false);
    expect(hasPlaceholder("See [the notes](notes.md) before Friday.")).toBe(false);
    expect(hasPlaceholder("[laughs] Oh, you remembered the bench!")).toBe(false);
    expect(hasPlaceholder('["bake bread", "open the shop"]')).toBe(false);
  });
});

describe("refusals of the task", () => {
  it("reads a field that says the model cannot do the task as a refusal", () => {
    expect(isModelRefusal("I'm sorry, I can't plan this.")).toBe(true);
    expect(isModelRefusal("I'm sorry, but I can't break this down into steps.")).toBe(true);
    expect(isModelRefusal("I can't describe the kettle's state.")).toBe(true);
    expect(isModelRefusal("I cannot infer anything about these people.")).toBe(true);
    expect(isModelRefusal("I'm not able to describe the state of the shelf.")).toBe(true);
  });
  it("keeps what a person says about their own day", () => {
    expect(isModelRefusal("I can't describe how glad I am that you came.")).toBe(false);
    expect(isModelRefusal("I can't make it on Friday, sorry.")).toBe(false);
  });
});

describe("labels and closing notes", () => {
  it("takes off a label that names the value, however worded", () => {
    expect(withoutValueLabel("Mei's memory: Mei lent Tom her ladder on Sunday.")).toBe("Mei lent Tom her ladder on Sunday.");
    expect(withoutValueLabel("Tom's status for Monday, May 6: Tom is repainting the boathouse.")).toBe("Tom is repainting the boathouse.");
    expect(withoutValueLabel("**Flyer text:**\n\nBoat race on Sunday!")).toBe("Boat race on Sunday!");
    expect(withoutValueLabel("Note to self: call the plumber before noon.")).toBe("call the plumber before noon.");
  });
  it("keeps a value that starts with a word and a colon, and a sentence with a colon", () => {
    expect(withoutValueLabel("Lunch: soup at the Anchor with Mei")).toBe("Lunch: soup at the Anchor with Mei");
    expect(withoutValueLabel("The second answer is better: it names the regatta.")).toBe("The second answer is better: it names the regatta.");
  });
  it("cuts a remark about the answer after it", () => {
    expect(withoutClosingNote("Tom felt tired but proud. (This reflects a long week of painting.)")).toBe("Tom felt tired but proud.");
    expect(withoutClosingNote("paint the hull from 9:00 am to 11:00 am (This reflects his usual mornings.)")).toBe("paint the hull from 9:00 am to 11:00 am");
    expect(withoutClosingNote("Tom will meet Mei at the pier (at 6pm).")).toBe("Tom will meet Mei at the pier (at 6pm).");
    expect(proseBody("Status: Tom is sanding the oars. (This captures his plans for the regatta.)")).toBe("Tom is sanding the oars.");
  });
  it("takes a label off a structured answer's text fields", () => {
    const schema = { type: "object", properties: { insight: { type: "string" }, score: { type: "integer" } } };
    expect(conformToSchema({ insight: "Insight 2: Tom trusts Mei with the boat", score: "7" }, schema)).toEqual({ insight: "Tom trusts Mei with the boat", score: 7 });
  });
});

describe("answers that say nothing or speak about the request", () => {
  it("reads dots and dashes as nothing said", () => {
    expect(saysNothing("...")).toBe(true);
    expect(saysNothing(" … ")).toBe(true);
    expect(saysNothing("<think>hm</think>\n—")).toBe(true);
    expect(saysNothing("Wait...")).toBe(false);
  });
  it("reads an empty conversation or a question cut off as confusion, not a value", () => {
    expect(isModelRefusal("There is nothing to summarize here; the conversation seems to be empty.")).toBe(true);
    expect(isModelRefusal("It looks like the question might have been cut off. What would you like Tom to answer?")).toBe(true);
  });
});

describe("a structured answer of one field under another name", () => {
  it("is the one field the schema asks for", () => {
    const schema = { type: "object", properties: { text: { type: "string" } } };
    expect(conformToSchema({ result: "Regatta at noon on Sunday." }, schema)).toEqual({ text: "Regatta at noon on Sunday." });
  });
  it("is left alone when the schema has several fields, or the field holds an object", () => {
    const two = { type: "object", properties: { answer: { type: "string" }, memories: { type: "array" } } };
    expect(conformToSchema({ reply: "Yes." }, two)).toEqual({ reply: "Yes." });
    const one = { type: "object", properties: { text: { type: "string" } } };
    expect(conformToSchema({ result: { text: "x" } }, one)).toEqual({ result: { text: "x" } });
  });
});

describe("a general value before the person's", () => {
  it("reads the person's value after a relative clause", () => {
    expect(parseRating("For most people a missed bus is a 2, but for Tom, who has the race at noon, it's a 6.")).toBe(6);
    expect(parseRating("Usually a 4, but for Mei, since she lent him the boat, more like a 7.")).toBe(7);
    expect(parseRating("Generally a 3; for Tom, a 6.")).toBe(6);
    expect(parseRating("2 in general, 5 for Mei")).toBe(5);
    expect(parseRating("A 6; for the crew it was a long day.")).toBe(6);
  });
});

describe("a sentence cut by the token cap", () => {
  it("is a long sentence stopping on a bare word", () => {
    expect(endsMidSentence("Tom Okafor is repainting the boathouse before the regatta and sand")).toBe(true);
    expect(endsMidSentence("Mei Lin lent Tom her ladder so that he could reach the gutt")).toBe(true);
  });
  it("is not a finished sentence, nor a short phrase without a full stop", () => {
    expect(endsMidSentence("Tom Okafor is repainting the boathouse before the regatta.")).toBe(false);
    expect(endsMidSentence("conversing about the regatta")).toBe(false);
    expect(endsMidSentence("sanding the oars")).toBe(false);
    expect(endsMidSentence("conversing about the regatta and a new sail for it")).toBe(false);
    expect(endsMidSentence("Tom will bring the oars and it")).toBe(true);
  });
});

describe("voice", () => {
  it("finds a narrator telling what the speaker says", () => {
    expect(narratesSpeaker("Tom nods and tells Mei the race starts at noon.", ["Tom Okafor", "Tom"])).toBe(true);
    expect(narratesSpeaker("Tom Okafor explains that the boat is ready.", ["Tom Okafor", "Tom"])).toBe(true);
    expect(narratesSpeaker("Tom says hello to you too!", ["Mei Lin", "Mei"])).toBe(false);
    expect(narratesSpeaker("The race starts at noon, Mei.", ["Tom Okafor", "Tom"])).toBe(false);
  });
  it("finds the first person outside quotes", () => {
    expect(inFirstPerson("I'm sanding the oars for Sunday.")).toBe(true);
    expect(inFirstPerson("Tom is sanding the oars; Mei brings my paint on Friday.")).toBe(true);
    expect(inFirstPerson('Tom is sanding the oars, and told Mei "I will be there".')).toBe(false);
    expect(inFirstPerson("Tom is sanding the oars for the regatta.")).toBe(false);
  });
});

describe("memory numbers of an interview answer", () => {
  const inputs = {
    speaker: { name: "Tom Okafor", firstName: "Tom" },
    question: "What are you up to this weekend?",
    memories: ["Tom entered the regatta on Sunday.", "Mei lent Tom her ladder.", "Tom repainted the boathouse."],
  } as unknown as Parameters<typeof parseInterviewAnswer>[1];
  const said = "I'm racing in the regatta on Sunday, and the boathouse finally has its new coat of paint.";
  it("reads a list counted from 0 as counted from 0, and one counted from 1 as shown", () => {
    expect(parseInterviewAnswer(JSON.stringify({ answer: said, memories: [0, 2] }), inputs).drewOn).toEqual([0, 2]);
    expect(parseInterviewAnswer(JSON.stringify({ answer: said, memories: [1, 3] }), inputs).drewOn).toEqual([0, 2]);
  });
  it("reads memories given as objects with an id", () => {
    expect(parseInterviewAnswer(JSON.stringify({ answer: said, memories: [{ id: 1 }, { id: 3 }] }), inputs).drewOn).toEqual([0, 2]);
  });
  it("refuses a narrated answer", () => {
    expect(() => parseInterviewAnswer(JSON.stringify({ answer: "Tom smiles and says he is racing on Sunday.", memories: [1] }), inputs)).toThrow(/narrates/);
  });
});

describe("lists and emoji cut or counted differently", () => {
  it("drops an emoji sequence cut after its joiner", () => {
    expect(parseEmoji("⛵👷‍")).toBe("⛵");
    expect(() => parseEmoji('{"emoji": "👩‍"}')).toThrow();
  });
  it("reads a numbered list counted from 0", () => {
    expect(parseNumberedList("0) sand the oars at 8:00 am\n1) paint the hull at 10:00 am\n2) lunch at the Anchor at 1:00 pm")).toEqual([
      "sand the oars at 8:00 am",
      "paint the hull at 10:00 am",
      "lunch at the Anchor at 1:00 pm",
    ]);
  });
});

describe("insights written as sub-bullets or a table", () => {
  it("does not count a sub-bullet as an insight", () => {
    const answer = "1. Tom depends on Mei for the regatta (because of 1, 3)\n   - she lent him the ladder\n2. Tom cares about the boathouse (because of 2)\n   - he repainted it";
    expect(parseInsights(answer, 3)).toEqual([
      { insight: "Tom depends on Mei for the regatta", evidence: [0, 2] },
      { insight: "Tom cares about the boathouse", evidence: [1] },
    ]);
  });
  it("reads a table's evidence cell as the evidence", () => {
    const answer = "| # | Insight | Evidence |\n|---|---|---|\n| 1 | Tom depends on Mei for the regatta | 1, 3 |\n| 2 | Tom cares about the boathouse | 2 |";
    expect(parseInsights(answer, 3)).toEqual([
      { insight: "Tom depends on Mei for the regatta", evidence: [0, 2] },
      { insight: "Tom cares about the boathouse", evidence: [1] },
    ]);
  });
});

describe("a list's last item cut by the token cap", () => {
  it("is a bare word after items that all end alike", () => {
    expect(lastItemCut(["sand the oars at 8:00 am", "paint the hull at 10:00 am", "lunch at the Anchor at 1:00 pm", "row to the buo"])).toBe(true);
    expect(lastItemCut(["rigging the mast (minutes: 15)", "checking the sails (minutes: 10)", "pushing the boat into the wa"])).toBe(true);
  });
  it("is not a list whose items end in all kinds of ways, nor a short one", () => {
    expect(lastItemCut(["sand the oars at 8:00 am", "paint the hull", "lunch at the Anchor at 1:00 pm", "go to bed"])).toBe(false);
    expect(lastItemCut(["sand the oars at 8:00 am", "go to bed"])).toBe(false);
    expect(lastItemCut(["sand the oars at 8:00 am", "paint the hull at 10:00 am", "go to bed at 10:00 pm"])).toBe(false);
  });
  it("makes the plan's reader ask again", () => {
    expect(() => readPlanItems("2) sand the oars at 8:00 am\n3) paint the hull at 10:00 am\n4) lunch at 1:00 pm\n5) row out to the buo")).toThrow(CutOffAnswer);
  });
});

describe("a yes/no answer that writes both choices back", () => {
  it("is no decision", () => {
    expect(() => parseYesNo('"Decision: yes" or "Decision: no"')).toThrow(/both/);
    expect(() => parseYesNo("'yes' or 'no'")).toThrow(/both/);
  });
  it("keeps a decision after an echoed question", () => {
    expect(parseYesNo("Yes or no? Yes, Tom wants to ask Mei about the regatta.")).toBe(true);
    expect(parseYesNo('"No" — Tom is racing and has no time to talk.')).toBe(false);
  });
});

describe("a role's next stage said in words or among other numbers", () => {
  it("reads the stage the answer turns to", () => {
    expect(readStateChoice("two", 4)).toBe(2);
    expect(readStateChoice("Stage three: PackTheBoat", 4)).toBe(3);
    expect(readStateChoice("We finished stage 1 (CheckSails); now we move to 2 (RigMast).", 4)).toBe(2);
    expect(readStateChoice("Stage 1 is done. Stage 2 next.", 4)).toBe(2);
    expect(readStateChoice("2 - the sails arrive at 9am and 11am and need checking.", 4)).toBe(2);
    expect(readStateChoice("Rig the mast (stage 2) before the 3 crew arrive.", 4)).toBe(2);
  });
  it("still refuses two stages offered", () => {
    expect(() => readStateChoice("1 or 2", 4)).toThrow();
  });
});

describe("lists that are empty on purpose or counted from 0", () => {
  it("reads 'none of them' as an empty answer, not a missing one", () => {
    expect(saysNoneApply("None of the logs help.")).toBe(true);
    expect(saysNoneApply("None of these entries are relevant to the harbour fees.")).toBe(true);
    expect(saysNoneApply("[ ]")).toBe(true);
    expect(saysNoneApply("None of the logs help, except 2.")).toBe(false);
    expect(saysNoneApply("Doc: 2, Relevance: 6")).toBe(false);
    expect(parseRanking("None of the logs help.", 3)).toEqual([]);
  });
  it("reads item numbers counted from 0", () => {
    expect(countsFrom([0, 2])).toBe(0);
    expect(countsFrom([1, 3])).toBe(1);
    expect(parseRanking("Doc: 0, Relevance: 9\nDoc: 2, Relevance: 4", 3)).toEqual([0, 2]);
    expect(parseRanking("Doc: 1, Relevance: 9\nDoc: 3, Relevance: 4", 3)).toEqual([0, 2]);
  });
  it("reads a note's reason between its number and its relevance", () => {
    expect(parseRanking("Doc: 2 (fees rose in May), Relevance: 8", 3)).toEqual([1]);
  });
});
