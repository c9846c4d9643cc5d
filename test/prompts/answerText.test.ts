/**
 * The shared reading of real model text (prompts/answerText.ts): reasoning blocks, fences, markdown, preambles, cues,
 * refusals, JSON inside prose, list markers and clock times, on answers as models write them.
 */
import { describe, expect, it } from "vitest";
import {
  afterLastCue,
  clockMinutes,
  findClockTimes,
  firstJsonArray,
  firstJsonObject,
  firstJsonStringArray,
  firstParagraph,
  hasMarkup,
  isPreambleLine,
  isRefusal,
  jsonField,
  jsonObjects,
  leadingTime,
  listItems,
  listLine,
  parseClockTime,
  plainLine,
  plainLines,
  shortAnswer,
  stripPreamble,
  unfence,
  unquote,
  withoutReasoning,
} from "../../prompts/answerText.js";

describe("reasoning blocks", () => {
  it("drops a closed <think> block and keeps what follows", () => {
    expect(withoutReasoning("<think>\nThe user wants a time. Ada bakes early.\n</think>\n\n5:00 am")).toBe("5:00 am");
  });
  it("keeps only what follows a lone closing tag (servers that strip the opening one)", () => {
    expect(withoutReasoning("Ada bakes early, so...\n</think>\nAnswer: 5am")).toBe("Answer: 5am");
  });
  it("gives nothing for an unclosed block (a model cut off while thinking)", () => {
    expect(withoutReasoning("<think>\nLet me consider her habits. She wakes at")).toBe("");
  });
  it("handles <thinking> and CRLF line ends", () => {
    expect(withoutReasoning("<thinking>hmm</thinking>\r\nyes\r\n")).toBe("yes");
  });
});

describe("fences and markdown", () => {
  it("takes code fences off and keeps their content", () => {
    expect(unfence('```json\n{"a": 1}\n```').trim()).toBe('{"a": 1}');
    expect(unfence("```\n07:00 - baking").trim()).toBe("07:00 - baking");
  });
  it("removes bold, italics, code marks, headings and quote marks from a line", () => {
    expect(plainLine("**Answer:** the *library*")).toBe("Answer: the library");
    expect(plainLine("### Ada's Schedule")).toBe("Ada's Schedule");
    expect(plainLine("> `Okafor Bakery`")).toBe("Okafor Bakery");
    expect(plainLine("- **04:00**: Ada is baking")).toBe("- 04:00: Ada is baking");
  });
  it("keeps underscores inside words and times with stars around", () => {
    expect(plainLine("task_id stays")).toBe("task_id stays");
    expect(plainLine("__7:00 am__")).toBe("7:00 am");
  });
  it("gives the plain non-empty lines of an answer", () => {
    expect(plainLines("<think>x</think>\n**Sure!**\n\n1. *one*\n")).toEqual(["Sure!", "1. one"]);
  });
});

describe("preambles, cues and labels", () => {
  it("takes interjections, introductions and labels off the start", () => {
    expect(stripPreamble("Sure! Here is the summary: Mei and Tomas talked.")).toBe("Mei and Tomas talked.");
    expect(stripPreamble("Answer: the library")).toBe("the library");
    expect(stripPreamble("Certainly. Output: 7")).toBe("7");
    expect(stripPreamble("Status: busy", ["status"])).toBe("busy");
  });
  it("does not eat an answer that merely starts like a preamble", () => {
    expect(stripPreamble("Great news travels fast in Larkspur.")).toBe("Great news travels fast in Larkspur.");
  });
  it("recognises lines that only introduce the answer", () => {
    expect(isPreambleLine("Sure! Here's Ada's schedule for today:")).toBe(true);
    expect(isPreambleLine("**Answer:**")).toBe(true);
    expect(isPreambleLine("Certainly!")).toBe(true);
    expect(isPreambleLine("Ada bakes bread.")).toBe(false);
  });
  it("finds the text after the last cue, with emphasis or quotes around the cue", () => {
    expect(afterLastCue("Answer: maybe\nFinal Answer: no", ["answer"])).toBe("no");
    expect(afterLastCue('"Answer in yes or no": yes', ["answer in yes or no"])).toBe("yes");
    expect(afterLastCue("nothing here", ["answer"])).toBeUndefined();
  });
  it("reads a short answer after a cue, or from the first line that is not a preamble", () => {
    expect(shortAnswer("Sure!\n\nThe library.\n\nShe likes reading there.")).toBe("The library");
    expect(shortAnswer("Let me think.\n**Answer:** *Willow Park*\nBecause it is sunny.")).toBe("Willow Park");
    expect(shortAnswer('"kitchen"')).toBe("kitchen");
  });
  it("reads the first paragraph of free text without preamble, label, quotes or a trailing note", () => {
    expect(firstParagraph('Here is the note:\n\n"I need to bake pastries for the poetry night."\n\nLet me know if you want more.')).toBe(
      "I need to bake pastries for the poetry night.",
    );
    expect(firstParagraph("Summary:\nMei and Tomas planned the poetry night. (Note: they were excited.)", ["summary"])).toBe(
      "Mei and Tomas planned the poetry night.",
    );
  });
  it("unquotes nested wrapping quotes and emphasis", () => {
    expect(unquote('**"the kitchen"**')).toBe("the kitchen");
    expect(unquote('she said "hi" twice')).toBe('she said "hi" twice');
  });
});

describe("refusals and markup", () => {
  it("recognises refusals and non-answers", () => {
    expect(isRefusal("I'm sorry, but I can't help with that request.")).toBe(true);
    expect(isRefusal("As an AI, I don't have personal experiences.")).toBe(true);
    expect(isRefusal("I cannot determine the time from this information.")).toBe(true);
    expect(isRefusal("There is not enough information to say.")).toBe(true);
    expect(isRefusal("Sure! I can't wait for the poetry night.")).toBe(false);
    expect(isRefusal("Ada is sorry she missed Tomas.")).toBe(false);
    // "I'm" with no space before its verb.
    expect(isRefusal("I'm not able to write a status for a real person, but here is one: Ada is busy.")).toBe(true);
    expect(isRefusal("I'm unable to provide that.")).toBe(true);
    expect(isRefusal("I'm not able to wait for Friday!")).toBe(false);
  });
  it("spots JSON and template punctuation in a value", () => {
    expect(hasMarkup('predicate": "bake')).toBe(true);
    expect(hasMarkup("<activity>")).toBe(true);
    expect(hasMarkup("baking bread: rye and spelt")).toBe(false);
  });
});

describe("JSON inside prose", () => {
  it("finds objects after prose, in fences, with trailing commas, single quotes or Python literals", () => {
    expect(firstJsonObject('Here you go:\n```json\n{"score": 7,}\n```')).toEqual({ score: 7 });
    expect(firstJsonObject("{'answer': 'yes', 'sure': True}")).toEqual({ answer: "yes", sure: true });
    expect(jsonObjects('{"a":1} and then {"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(firstJsonObject("<think>{not json}</think> no object")).toBeUndefined();
  });
  it("finds arrays", () => {
    expect(firstJsonStringArray('Questions:\n["Why?", "How?"]')).toEqual(["Why?", "How?"]);
    expect(firstJsonArray('[{"a": 1}]')).toEqual([{ a: 1 }]);
  });
  it("reads a field by any spelling of its key", () => {
    expect(jsonField({ Wake_Up_Hour: 5 }, ["wakeUpHour"])).toBe(5);
    expect(jsonField({ whatever: "x" }, ["answer"], true)).toBe("x");
    expect(jsonField({ a: 1, b: 2 }, ["answer"], true)).toBeUndefined();
  });
});

describe("list lines", () => {
  it("reads numbered, bold-numbered, parenthesised, step and bulleted markers", () => {
    expect(listLine("**2.** Open the bakery")).toEqual({ number: 2, bullet: false, text: "Open the bakery" });
    expect(listLine("(3) close up")).toMatchObject({ number: 3, text: "close up" });
    expect(listLine("Step 4: rest")).toMatchObject({ number: 4, text: "rest" });
    expect(listLine("* walk")).toEqual({ number: null, bullet: true, text: "walk" });
    expect(listLine("7:00 am - wake")).toEqual({ number: null, bullet: false, text: "7:00 am - wake" });
  });
  it("lists the items of an answer, skipping the preamble and the closing remark", () => {
    expect(listItems("Sure! Here it is:\n1. a\n2. b\n- c\nHope this helps!")).toEqual(["a", "b", "c"]);
  });
});

describe("clock times", () => {
  it("reads 12- and 24-hour times", () => {
    expect(parseClockTime("7am")).toBe(420);
    expect(parseClockTime("7:00 AM")).toBe(420);
    expect(parseClockTime("19:00")).toBe(1140);
    expect(parseClockTime("7 p.m.")).toBe(1140);
    expect(parseClockTime("12:30 am")).toBe(30);
    expect(parseClockTime("noon")).toBe(720);
    expect(parseClockTime("13 pm")).toBeNull();
    expect(parseClockTime("7:75")).toBeNull();
  });
  it("borrows a meridiem from the other end of a range", () => {
    expect(clockMinutes(5, undefined, undefined, "am")).toBe(300);
    expect(clockMinutes(5, undefined, undefined, "pm")).toBe(1020);
  });
  it("finds explicit times in prose, bare numbers only when asked", () => {
    expect(findClockTimes("She wakes at 5 and leaves at 6:30 am, back by 7 p.m.").map((t) => t.minutes)).toEqual([390, 1140]);
    expect(findClockTimes("at 5", { bare: true }).map((t) => t.minutes)).toEqual([300]);
    expect(findClockTimes("about 30% of 100 loaves").length).toBe(0);
  });
  it("reads a leading time or range and the text after it", () => {
    expect(leadingTime("05:00 - 07:00 - baking bread")).toEqual({ start: 300, end: 420, rest: "baking bread" });
    expect(leadingTime("5-7am baking")).toEqual({ start: 300, end: 420, rest: "baking" });
    expect(leadingTime("11-1pm: lunch rush")).toEqual({ start: 660, end: 780, rest: "lunch rush" });
    expect(leadingTime("[07:00] open the shop")).toEqual({ start: 420, end: null, rest: "open the shop" });
    expect(leadingTime("7 am: open the shop")).toEqual({ start: 420, end: null, rest: "open the shop" });
    expect(leadingTime("00:00 - sleeping")).toEqual({ start: 0, end: null, rest: "sleeping" });
    expect(leadingTime("from 9 to 11 am: sorting returns")).toEqual({ start: 540, end: 660, rest: "sorting returns" });
    expect(leadingTime("Noon - lunch")).toEqual({ start: 720, end: null, rest: "lunch" });
    expect(leadingTime("Ada bakes at 7:00")).toBeNull();
  });
});
