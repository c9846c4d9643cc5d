/**
 * Round three of reading real answers (issue 24): the classes of wrong values the shared helpers now refuse or
 * repair, each on realistic answers written for this test (not the held-out corpus's).
 */
import { describe, expect, it } from "vitest";
import {
  addressesTheReader,
  CutOffAnswer,
  lastCorrection,
  inEnglish,
  completePart,
  isNonAnswer,
  isSlotName,
  withoutAside,
  withoutListMarker,
  withoutNotesAround,
  endsMidSentence,
  lastItemCut,
  hasPlaceholder,
  withoutLeadingHeading,
  inFirstPerson,
  isModelRefusal,
  narratesSpeaker,
  proseBody,
  countsFrom,
  quotesTheChoices,
  saysNothingToNote,
  saysNoneApply,
  saysNothing,
  withoutClosingNote,
  withoutValueLabel,
  parseJsonLenient,
  listLine,
  withoutRestatedQuestion,
  wordsOf,
  numberWords,
  closesRoleText,
  isWholeSignOff,
  opensWithChat,
} from "../../prompts/answerText.js";
import { believabilityJudgePrompt } from "../../prompts/experiment/believabilityJudge.js";
import { parseAaskAnswer } from "../../prompts/role/aask.js";
import { parseInterviewAnswer } from "../../prompts/persona/interviewAnswer.js";
import { parseRating } from "../../prompts/persona/socialShared.js";
import { parseYesNo } from "../../prompts/decideToTalk.js";
import { readStateChoice } from "../../prompts/role/stateChoice.js";
import { parseRanking } from "../../prompts/role/rankMemories.js";
import { parseInsights } from "../../prompts/persona/insights.js";
import { parseEmoji } from "../../prompts/persona/actionEmoji.js";
import { parseNumberedList, readPlanItems } from "../../prompts/persona/planningText.js";
import { conformToSchema } from "../../prompts/structured.js";
import { checkPlannedTasks } from "../../prompts/role/writePlan.js";
import { readAnswer } from "../../prompts/reading.js";
import { bareValueOnce, unwrapRawAnswer, withoutAnswerTags, withoutEnvelope, withoutBoxedMath, withHtmlListAsLines, withoutHtmlParagraphs, withoutInvisibleMarks, withoutValueTag } from "../../prompts/rawAnswer.js";
import { parseYaml } from "../../prompts/yamlAnswer.js";
import type { PromptSpec } from "../../prompts/types.js";
import { actionSectorPrompt } from "../../prompts/persona/actionSector.js";
import { chatMemoPrompt } from "../../prompts/persona/chatMemo.js";
import { chatPlanningThoughtPrompt } from "../../prompts/persona/chatPlanningThought.js";
import { dailyPlanPrompt } from "../../prompts/persona/dailyPlan.js";
import { dailyRequirementPrompt } from "../../prompts/persona/dailyRequirement.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { feelingsNotePrompt } from "../../prompts/persona/feelingsNote.js";
import { focalPointsPrompt } from "../../prompts/persona/focalPoints.js";
import { objectDescriptionPrompt, parseObjectDescription } from "../../prompts/persona/objectDescription.js";
import { wakeUpHourPrompt } from "../../prompts/persona/wakeUpHour.js";
import { thoughtNotesPrompt } from "../../prompts/persona/thoughtNotes.js";
import { characterReplyPrompt } from "../../prompts/role/characterReply.js";
import { reviewDraftPrompt } from "../../prompts/role/reviewDraft.js";
import { roleStatePrompt } from "../../prompts/role/stateChoice.js";
import { writeDraftPrompt } from "../../prompts/role/writeDraft.js";
import { taskDecompositionPrompt } from "../../prompts/persona/taskDecomposition.js";
import { replanSchedulePrompt } from "../../prompts/persona/replanSchedule.js";
import { utterancePrompt } from "../../prompts/persona/utterance.js";
import { relationshipSummaryPrompt } from "../../prompts/persona/relationshipSummary.js";
import { conversationSummaryPrompt } from "../../prompts/persona/conversationSummary.js";
import { ada } from "./corpus/fixtures.js";
import { factAwarenessPrompt } from "../../prompts/experiment/factAwareness.js";
import { absenceReasonPrompt } from "../../prompts/experiment/absenceReason.js";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { actionGroundingPrompt } from "../../prompts/persona/actionGrounding.js";
import { eventPoignanciesPrompt } from "../../prompts/persona/eventPoignancies.js";
import { parseText } from "../../prompts/role/common.js";
import { parseHourlySchedule } from "../../prompts/persona/hourlySchedule.js";
import { parseReaction } from "../../prompts/persona/decideToReact.js";
import { roleInstructionPrompt } from "../../prompts/role/instruction.js";
import { actionObjectPrompt } from "../../prompts/persona/actionObject.js";
import { actionArenaPrompt } from "../../prompts/persona/actionArena.js";
import { stepsGroundingPrompt } from "../../prompts/persona/stepsGrounding.js";
import { parseNote, planNotePrompt } from "../../prompts/persona/planNote.js";
import { innerThoughtPrompt } from "../../prompts/persona/innerThought.js";
import { hasConflictingKeys } from "../../prompts/duplicateKeys.js";
import { actionEmojiPrompt } from "../../prompts/persona/actionEmoji.js";

describe("template slots echoed back", () => {
  it("finds angle and bracket slots and 'your ... here' lines", () => {
    expect(hasPlaceholder("Answer: <location>")).toBe(true);
    expect(hasPlaceholder("1) [activity] at [time]\n2) [activity] at [time]")).toBe(true);
    expect(hasPlaceholder("Join us at [event] on [date]!")).toBe(true);
    // A slot that lists the choices ("<yes, no or maybe>") is the template written back, not a choice.
    expect(hasPlaceholder('{"pick": "<left, right or neither>"}')).toBe(true);
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
    // Declining to play the part asked for is a refusal too, however short.
    expect(isModelRefusal("Sorry, but I won't roleplay that.")).toBe(true);
    expect(isModelRefusal("I'm sorry, I can't play this character.")).toBe(true);
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

describe("a structured answer's fields named in more words than the schema's", () => {
  const segment = {
    type: "object",
    properties: { emotion: { type: "string" }, content: { type: "string" }, tts: { type: "string" }, action: { type: "string" } },
  };
  it("reads each as the schema's field its words name", () => {
    const answer = { original_emotion: "calm", content: "The ferry waits for the tide.", tts_content: "", action_content: "points at the slipway" };
    expect(conformToSchema(answer, segment)).toEqual({ emotion: "calm", content: "The ferry waits for the tide.", tts: "", action: "points at the slipway" });
  });
  it("keeps a field whose words name two of the schema's fields that the answer has not yet given", () => {
    const answer = { emotion: "calm", action_content: "waves" };
    expect(conformToSchema(answer, segment)).toEqual({ emotion: "calm", action_content: "waves" });
  });
});

describe("a plan with more tasks than it may hold", () => {
  const task = (taskId: string, dependentTaskIds: string[] = []) => ({ taskId, dependentTaskIds, instruction: `Do step ${taskId} of the regatta notice.`, taskType: "" });
  const plan = [task("1"), task("2", ["1"]), task("3", ["2"]), task("4", ["3"])];
  it("is asked again rather than cut to the tasks that fit", () => {
    expect(checkPlannedTasks(plan, { currentTasks: [], maxTasks: 3 })).toMatch(/4 tasks, more than the 3/);
  });
  it("is kept when it fits", () => {
    expect(checkPlannedTasks(plan, { currentTasks: [], maxTasks: 4 })).toBeNull();
    expect(checkPlannedTasks(plan.slice(0, 2), { currentTasks: [], maxTasks: 3 })).toBeNull();
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
  it("reads a list counted from 1 as shown, and asks again for a 0 or a number past the list", () => {
    expect(parseInterviewAnswer(JSON.stringify({ answer: said, memories: [1, 3] }), inputs).drewOn).toEqual([0, 2]);
    expect(parseInterviewAnswer(JSON.stringify({ answer: said, memory_ids: [1, 3] }), inputs).drewOn).toEqual([0, 2]);
    expect(() => parseInterviewAnswer(JSON.stringify({ answer: said, memories: [0, 2] }), inputs)).toThrow(/names no memory/);
    expect(() => parseInterviewAnswer(JSON.stringify({ answer: said, memories: [1, 4] }), inputs)).toThrow(/names no memory/);
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

describe("insight evidence said as ordinals or in another language", () => {
  it("reads the statements 'the first, the third' name", () => {
    expect(parseInsights("1. Mei trusts Tom with the boat (because of the first, the third)", 5)).toEqual([{ insight: "Mei trusts Tom with the boat", evidence: [0, 2] }]);
    expect(parseInsights("1. Mei trusts Tom with the boat (because of the second one)", 5)).toEqual([{ insight: "Mei trusts Tom with the boat", evidence: [1] }]);
  });
  it("reads 'porque', 'parce que', 'weil' as the evidence clause, off the insight", () => {
    expect(parseInsights("1. Mei trusts Tom with the boat (porque 1, 3)\n2. Tom works late before a race (weil 2)", 5)).toEqual([
      { insight: "Mei trusts Tom with the boat", evidence: [0, 2] },
      { insight: "Tom works late before a race", evidence: [1] },
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

// --- round four: each class read through `readAnswer`, as the runner reads it, in text and in structured mode --------

/** What the runner takes from one answer: the value, or "fallback" (asked again, then the fail-safe). */
function taken<I, O>(prompt: PromptSpec<I, O, any>, rawInputs: unknown, answer: string | object, mode: "text" | "structured" = "text"): O | "fallback" {
  const inputs = prompt.inputSchema.parse(rawInputs);
  const raw = typeof answer === "string" ? answer : JSON.stringify(answer);
  const reading = readAnswer(prompt, raw, inputs, mode);
  return "value" in reading ? reading.value : "fallback";
}

const bakeryTalk: Array<[string, string]> = [
  ["Tomas Reyes", "Could you bring the honey-rye loaves to the library by six on Friday?"],
  ["Ada Okafor", "Of course. I'll carry them over myself after closing."],
];
const talkInputs = { name: "Ada Okafor", partner: "Tomas Reyes", transcript: bakeryTalk };

describe("round four: a whole answer that only refuses the task", () => {
  it.each([
    "I cannot do this.",
    "I'm unable to review this.",
    "I won't complete that request.",
    "I am not able to summarize the conversation.",
    "I can't",
    "对不起，我无法继续这个角色扮演。",
    "很抱歉，我不能回答这个问题。",
  ])("%s is a refusal", (text) => {
    expect(isModelRefusal(text)).toBe(true);
  });
  it.each([
    "I can't wait to see Ines on Saturday!",
    "I can't believe it.",
    "I can't do that, Tomas, the oven is broken.",
    "I cannot make the delivery before noon.",
    "I can't decide.",
    "I won't forget the loaves.",
  ])("%s is what a person says, not a refusal", (text) => {
    expect(isModelRefusal(text)).toBe(false);
  });
  it("is no value in a structured field, in any prompt", () => {
    const draft = { prefix: "You are the editor.", history: [{ role: "user", content: "Review the flyer for the poetry night." }] };
    expect(taken(reviewDraftPrompt, draft, { text: "I'm unable to do this request." }, "structured")).toBe("fallback");
    expect(taken(reviewDraftPrompt, draft, { text: "Clear and friendly; add the start time." }, "structured")).toBe("Clear and friendly; add the start time.");
    const triple = { subject: "Ada Okafor", description: "Ada Okafor is kneading dough" };
    expect(taken(eventTriplePrompt, triple, { subject: "Ada Okafor", predicate: "I can't", object: "help" }, "structured")).toBe("fallback");
    expect(taken(eventTriplePrompt, triple, { subject: "Ada Okafor", predicate: "knead", object: "dough" }, "structured")).toEqual(["Ada Okafor", "knead", "dough"]);
  });
  it("is no segment of a character's reply, spoken in Chinese", () => {
    const chat = { character: "林默", memory: [{ role: "system", content: "你是林默，一位图书管理员。" }, { role: "user", content: "明天还开门吗？" }] };
    expect(taken(characterReplyPrompt, chat, "【抱歉】很抱歉，我无法扮演这个角色。")).toBe("fallback");
    expect(taken(characterReplyPrompt, chat, "【温和】开的，九点见。")).toEqual([{ emotion: "温和", content: "开的，九点见。", tts: null, action: null }]);
  });
});

describe("round four: an answer addressed to 'you' where a person's own words or a statement about them are asked", () => {
  it("finds 'you' as the subject of the opening sentence", () => {
    expect(addressesTheReader("You were glad that Tomas asked for the loaves.")).toBe(true);
    expect(addressesTheReader("Remember, you have to bring the loaves by six on Friday.")).toBe(true);
    expect(addressesTheReader("Your week has been long but good.")).toBe(true);
  });
  it("leaves the first and third person alone, a filler 'you know', and 'you' inside quotes or later", () => {
    expect(addressesTheReader("Ada was glad that Tomas asked for the loaves.")).toBe(false);
    expect(addressesTheReader("You know, I have felt tired but proud this week.")).toBe(false);
    expect(addressesTheReader('Tomas said "you are a lifesaver" when Ada agreed.')).toBe(false);
    expect(addressesTheReader("I learned that you can't rush a honey-rye dough.")).toBe(false);
  });
  it("is no memo, planning thought or note about the person, in text or structured mode", () => {
    expect(taken(chatMemoPrompt, talkInputs, "You thought it was kind of Tomas to ask early.")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, { thought: "You liked being asked." }, "structured")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, "Ada was pleased that Tomas asked for her honey-rye loaves.")).toBe("Ada was pleased that Tomas asked for her honey-rye loaves.");
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "You need to take the loaves to the library by six on Friday.")).toBe("fallback");
    const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
    expect(taken(feelingsNotePrompt, feelings, "You have felt busy but content this week.")).toBe("fallback");
    expect(taken(feelingsNotePrompt, feelings, "I have felt busy but content this week.")).toBe("I have felt busy but content this week.");
  });
});

describe("round four: numbered items kept in a list asked for as JSON strings", () => {
  it("take the marker off each item", () => {
    expect(withoutListMarker("3) have lunch at 12:00 pm")).toBe("have lunch at 12:00 pm");
    expect(withoutListMarker("- open the shop at 7:00 am")).toBe("open the shop at 7:00 am");
    expect(withoutListMarker("7:00 am - open the shop")).toBe("7:00 am - open the shop");
  });
  it("give the plan's items once, the wake-up item first", () => {
    const plan = ["1) wake up and complete the morning routine at 4:00 am", "2) bake the morning bread at 5:00 am", "3) open Okafor Bakery at 7:00 am", "4. close the shop at 3:00 pm"];
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, { plan }, "structured")).toEqual([
      "wake up and complete the morning routine at 4:00 am",
      "bake the morning bread at 5:00 am",
      "open Okafor Bakery at 7:00 am",
      "close the shop at 3:00 pm",
    ]);
  });
});

describe("round four: a requirement list that goes on from the template's item 1", () => {
  const inputs = { identity: ada, wakeUpHour: 4 };
  const rest = ["bake the morning bread from 5:00 am to 7:00 am", "open Okafor Bakery at 7:00 am", "close the shop at 3:00 pm"];
  it("puts the given item 1 first, in text and structured mode", () => {
    const full = ["wake up and complete the morning routine at 4:00 am", ...rest];
    expect(taken(dailyRequirementPrompt, inputs, rest.map((item, i) => `${i + 2}) ${item}`).join("\n"))).toEqual(full);
    expect(taken(dailyRequirementPrompt, inputs, { items: rest.map((item, i) => `${i + 2}. ${item}`) }, "structured")).toEqual(full);
    expect(taken(dailyRequirementPrompt, inputs, `1) wake up and complete the morning routine at 4:00 am\n${rest.map((item, i) => `${i + 2}) ${item}`).join("\n")}`)).toEqual(full);
  });
  it("is asked again when item 1's time was the model's to give", () => {
    expect(taken(dailyRequirementPrompt, { identity: ada }, rest.map((item, i) => `${i + 2}) ${item}`).join("\n"))).toBe("fallback");
  });
});

describe("round four: an aside after a phrase, a word count after a text, quotes around it", () => {
  it("takes a remark in brackets off a thing's state and an hour's activity", () => {
    expect(withoutAside("being loaded with rye loaves (it is running a little hot today)")).toBe("being loaded with rye loaves");
    expect(withoutAside("(in use)")).toBe("(in use)");
    const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
    expect(taken(objectDescriptionPrompt, oven, "Answer: baking a tray of loaves (Ada keeps an eye on it)")).toBe("baking a tray of loaves");
  });
  it("keeps the text of a draft without its word count or its wrapping quotes", () => {
    const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write one line for the poetry night flyer." }] };
    expect(taken(writeDraftPrompt, draft, "Poems, pastries and friends: Larkspur Library, Friday at 7pm.\n\n(Word count: 9)")).toBe("Poems, pastries and friends: Larkspur Library, Friday at 7pm.");
    expect(taken(writeDraftPrompt, draft, '"Poems and pastries at Larkspur Library, Friday at 7pm!"')).toBe("Poems and pastries at Larkspur Library, Friday at 7pm!");
    expect(taken(writeDraftPrompt, draft, '"Come," Tomas says. "Bring a poem."')).toBe('"Come," Tomas says. "Bring a poem."');
  });
  it("takes a Chinese answer label off a character's reply", () => {
    const chat = { character: "林默", memory: [{ role: "system", content: "你是林默，一位图书管理员。" }, { role: "user", content: "明天还开门吗？" }] };
    expect(taken(characterReplyPrompt, chat, "回答：【温和】开的，九点见。")).toEqual([{ emotion: "温和", content: "开的，九点见。", tts: null, action: null }]);
    expect(taken(characterReplyPrompt, chat, "【平静】……")).toBe("fallback");
    expect(taken(characterReplyPrompt, chat, { segments: [{ emotion: "平静", content: "…", tts: "", action: "" }] }, "structured")).toBe("fallback");
  });
  it("reads past a paragraph of thinking aloud before a reply in marked segments, but keeps unmarked talk", () => {
    const chat = { character: "Rafa", memory: [{ role: "system", content: "You are Rafa, the lighthouse keeper." }, { role: "user", content: "Can I climb the tower tonight?" }] };
    expect(taken(characterReplyPrompt, chat, "Okay, Rafa would refuse kindly.\n\n【kind】Not tonight, the stairs are wet.（taps the railing）")).toEqual([
      { emotion: "kind", content: "Not tonight, the stairs are wet.", tts: null, action: "taps the railing" },
    ]);
    const talk = taken(characterReplyPrompt, chat, "Not tonight.\n\nThe stairs are wet, come back on Sunday.") as Array<{ content: string }>;
    expect(talk.map((segment) => segment.content).join(" ")).toMatch(/^Not tonight\..*Sunday\.$/);
  });
});

describe("round four: a template's slot names written back bare", () => {
  it("are no triple, in text or structured mode", () => {
    const triple = { subject: "Ada Okafor", description: "Ada Okafor is kneading dough" };
    expect(taken(eventTriplePrompt, triple, "(Ada Okafor, predicate, object)")).toBe("fallback");
    expect(taken(eventTriplePrompt, triple, { subject: "Ada Okafor", predicate: "knead", object: "object" }, "structured")).toBe("fallback");
    expect(taken(eventTriplePrompt, triple, "(Ada Okafor, knead, dough)")).toEqual(["Ada Okafor", "knead", "dough"]);
  });
  it("are told apart from a value that merely contains the word", () => {
    expect(isSlotName("<object>", ["object"])).toBe(true);
    expect(isSlotName("the object of her pride", ["object"])).toBe(false);
  });
});

describe("round four: a place the known names do not hold", () => {
  const inputs = {
    identity: ada,
    activity: "having a coffee (reading the paper)",
    livingSector: "Ada Okafor's house",
    currentSector: "Okafor Bakery",
    accessibleSectors: ["Ada Okafor's house", "Okafor Bakery", "Larkspur Library", "Willow Park"],
  };
  it("is not read as home by the word 'house', nor 'an unknown house'", () => {
    expect(taken(actionSectorPrompt, inputs, "Answer: Larkspur Coffee House")).toBe("fallback");
    expect(taken(actionSectorPrompt, inputs, "Answer: an unknown house")).toBe("fallback");
    expect(taken(actionSectorPrompt, inputs, "Answer: unknown")).toBe("fallback");
    expect(taken(actionSectorPrompt, inputs, { sector: "Unknown" }, "structured")).toBe("fallback");
  });
  it("is still the known one when said by its kind or with the town's name", () => {
    expect(taken(actionSectorPrompt, inputs, "Answer: her house")).toBe("Ada Okafor's house");
    expect(taken(actionSectorPrompt, inputs, "Answer: Larkspur Bakery")).toBe("Okafor Bakery");
    expect(taken(actionSectorPrompt, inputs, "Answer: the library")).toBe("Larkspur Library");
  });
});

describe("round four: a role's stage that does not exist, or one concluded after reasoning", () => {
  const inputs = { states: ["0. CollectPoems", "1. OrderReadings", "2. PrintProgramme"], previousState: 0 };
  it("is asked again, not taken as done", () => {
    expect(taken(roleStatePrompt, inputs, "4")).toBe("fallback");
    expect(taken(roleStatePrompt, inputs, { stage: 9 }, "structured")).toBe("fallback");
    expect(taken(roleStatePrompt, inputs, "-1")).toBe(-1);
  });
  it("reads the stage the answer concludes with", () => {
    expect(taken(roleStatePrompt, inputs, "poems are collected, so 1")).toBe(1);
    expect(taken(roleStatePrompt, inputs, "Stage 0 is finished and the readings are ordered, therefore stage 2.")).toBe(2);
  });
});

describe("round four: the person's value after a general one, the person named with a comma", () => {
  it("reads the number of the clause that turns to the person", () => {
    expect(parseRating("For most bakers an order is a 2, but for Ada, baking for the poetry night is a 6.")).toBe(6);
    expect(parseRating("For a typical librarian this is a 3, but for Tomas, who planned it for weeks, it is an 8.")).toBe(8);
    expect(parseRating("For most people a 2 but for Ada it's a 5.")).toBe(5);
  });
});

describe("round four: notes in square brackets or after a dash, labels before a dash", () => {
  const memo = "Ada was pleased that Tomas asked for her loaves.";
  it.each([
    `${memo} [Note: written in the third person.]`,
    `${memo} — this reflects her pride in her baking.`,
    `Key takeaway - ${memo}`,
    `Interesting point: ${memo}`,
  ])("%s is the memo alone", (answer) => {
    expect(taken(chatMemoPrompt, talkInputs, answer)).toBe(memo);
  });
  it("keeps the full stop of a sentence whose remark is cut", () => {
    expect(withoutClosingNote("Ada found it interesting that Tomas asked early (this shows their friendship).")).toBe("Ada found it interesting that Tomas asked early.");
    expect(taken(chatMemoPrompt, talkInputs, { thought: `${memo} [Note: third person]` }, "structured")).toBe(memo);
  });
  it("cuts an aside in square brackets or after a dash off a thing's state", () => {
    const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the loaves" };
    expect(taken(objectDescriptionPrompt, oven, "Answer: heating up [it takes twenty minutes]")).toBe("heating up");
    expect(taken(objectDescriptionPrompt, oven, "Answer: heating up — it is an old oven")).toBe("heating up");
  });
  it("keeps a value whose dash is its own", () => {
    expect(withoutValueLabel("Friday - poems and pastries at the library")).toBe("Friday - poems and pastries at the library");
    expect(withoutAside("working at the bakery - kneading the rye dough")).toBe("working at the bakery - kneading the rye dough");
  });
});

describe("round four: list markers kept in a structured list of questions", () => {
  const inputs = { name: "Ada Okafor", statements: ["Ada Okafor is baking for the poetry night", "Tomas Reyes asked Ada for loaves"], n: 2 };
  it("are taken off when every item carries one", () => {
    expect(taken(focalPointsPrompt, inputs, { questions: ["1. Why is Ada baking for the poetry night?", "2. What does Tomas want from Ada?"] }, "structured")).toEqual([
      "Why is Ada baking for the poetry night?",
      "What does Tomas want from Ada?",
    ]);
    expect(taken(focalPointsPrompt, inputs, '["- Why is Ada baking for the poetry night?", "- What does Tomas want from Ada?"]')).toEqual([
      "Why is Ada baking for the poetry night?",
      "What does Tomas want from Ada?",
    ]);
  });
  it("stay where only some items start with a number of their own", () => {
    expect(conformToSchema({ items: ["3 loaves for Tomas", "bake at 5"] }, { type: "object", properties: { items: { type: "array", items: { type: "string" } } } })).toEqual({
      items: ["3 loaves for Tomas", "bake at 5"],
    });
  });
});

describe("round four: a general value said beside the person's, however worded", () => {
  it.each([
    ["An average person might rate this a 2, but Ada would rate it a 6.", 6],
    ["Generally speaking, a 3. For Ada specifically: 7.", 7],
    ["Most people would say 2; Ada would say 5.", 5],
    ["Rating: 6 (most people would give it a 3)", 6],
    ["6 — for most people it'd be a 3, but Ada loves poetry nights.", 6],
    ["Ada would rate this a 7, though most people would rate it a 4.", 7],
    ["This would be a 4 for most people. For Ada it is an 8.", 8],
    ["5/10 for a regular customer, 8/10 for Ada.", 8],
  ] as const)("%s is the person's %i", (answer, rating) => {
    expect(parseRating(answer)).toBe(rating);
  });
  it("is no rating when the person's clause gives none or two", () => {
    expect(() => parseRating("Most people would say 3, and Ada would say 5 or 6.")).toThrow();
    expect(() => parseRating("For most people a 3, but Ada feels quite differently about it.")).toThrow();
    expect(parseRating("For most people a 3, and the same for Ada.")).toBe(3);
  });
  it("is no wake-up hour: the person's own hour is", () => {
    const inputs = { identity: ada };
    expect(taken(wakeUpHourPrompt, inputs, "Most people wake at 7am. Ada wakes at 4am.")).toBe(4);
    expect(taken(wakeUpHourPrompt, inputs, "4:00 am (most bakers rise around 3am)")).toBe(4);
    expect(taken(wakeUpHourPrompt, inputs, "Ada wakes at 4am most days.")).toBe(4);
  });
});

describe("round four: placeholders written back in capitals, as blanks, or as the slot's bare name", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
  it("are no value", () => {
    expect(taken(chatMemoPrompt, talkInputs, "NAME was pleased that PARTNER asked for the loaves.")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, "Answer: being ___")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, "Answer: state")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, { state: "state" }, "structured")).toBe("fallback");
    expect(hasPlaceholder("Wake-up time: XX:XX am")).toBe(true);
  });
  it("leave capitals of emphasis, markdown rules and code alone", () => {
    expect(hasPlaceholder("I am SO glad the EVENT is on Friday!")).toBe(false);
    expect(hasPlaceholder("Poems at seven.\n\n___\n\nBring a friend.")).toBe(false);
    expect(hasPlaceholder("```js\nconst STATE = { loaves: 3 };\n```")).toBe(false);
    expect(taken(objectDescriptionPrompt, oven, "Answer: heating up for the state fair loaves")).toBe("heating up for the state fair loaves");
  });
});

describe("round four: a value that only says there is none", () => {
  it.each(["N/A", "unknown", "TBD", "None.", "?", "…"])("%s is no value", (text) => {
    expect(isNonAnswer(text)).toBe(true);
  });
  it.each(["", "no one came to the poetry night", "Unknown Pleasures is her favourite record", "None of the loaves burned."])("%j is a value (or an optional part left empty)", (text) => {
    expect(isNonAnswer(text)).toBe(false);
  });
  it("is refused in text and structured mode, in a whole answer and in one field", () => {
    const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the loaves" };
    expect(taken(objectDescriptionPrompt, oven, "Answer: N/A")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, { state: "unknown" }, "structured")).toBe("fallback");
    const triple = { subject: "Ada Okafor", description: "Ada Okafor is kneading dough" };
    expect(taken(eventTriplePrompt, triple, { subject: "Ada Okafor", predicate: "knead", object: "TBD" }, "structured")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, { thought: "N/A" }, "structured")).toBe("fallback");
  });
  it("leaves a batched answer's other parts usable: the part is null, asked alone", () => {
    const inputs = { identity: ada, statements: ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake"] };
    const value = taken(thoughtNotesPrompt, inputs, "1. (Ada Okafor, bring, loaves to the library) | 6\n2. (Ada Okafor, I cannot, answer) | 3") as Array<{ triple: unknown; poignancy: unknown }>;
    expect(value).toEqual([
      { triple: ["Ada Okafor", "bring", "loaves to the library"], poignancy: 6 },
      { triple: null, poignancy: 3 },
    ]);
  });
});

describe("round four: structured values a careful reader reads", () => {
  const schema = { type: "object", properties: { hour: { type: "integer" }, topic: { type: "string" } } };
  it("a number in words, a phrase wrapped in an object of its own", () => {
    expect(conformToSchema({ hour: "four", topic: { summary: "the poetry night" } }, schema)).toEqual({ hour: 4, topic: "the poetry night" });
    expect(taken(wakeUpHourPrompt, { identity: ada }, { wake_up_hour: "four" }, "structured")).toBe(4);
  });
  it("leaves an object of several fields, and words that are no number, for the schema to refuse", () => {
    expect(conformToSchema({ hour: "early", topic: { summary: "poems", when: "Friday" } }, schema)).toEqual({ hour: "early", topic: { summary: "poems", when: "Friday" } });
  });
  it("a rating with its scale in brackets, beside a count with a thousands separator", () => {
    expect(parseRating("7 (out of 10)")).toBe(7);
    expect(parseRating("Ada has baked 10,000 loaves, but this order matters to her: 6.")).toBe(6);
  });
});

describe("round four: a memo about the person that still says 'you'", () => {
  it("is no memo; a memo quoting someone, or in the person's own voice, is", () => {
    expect(taken(chatMemoPrompt, talkInputs, "Ada found it touching that you trusted her with the loaves.")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, 'Ada was glad Tomas said "you are a lifesaver" to her.')).toBe('Ada was glad Tomas said "you are a lifesaver" to her.');
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "I told Tomas I would bring you the loaves by six on Friday.")).toBe("I told Tomas I would bring you the loaves by six on Friday.");
  });
});

describe("round four: numbered items kept in a structured list of objects, a label before a plan item", () => {
  it("takes 'Step 1:' and '1)' off every item's text field", () => {
    const schema = { type: "object", properties: { subtasks: { type: "array", items: { type: "object", properties: { subtask: { type: "string" }, minutes: { type: "integer" } } } } } };
    expect(conformToSchema({ subtasks: [{ subtask: "Step 1: weighing the flour", minutes: "10" }, { subtask: "Step 2: kneading the dough", minutes: 15 }] }, schema)).toEqual({
      subtasks: [{ subtask: "weighing the flour", minutes: 10 }, { subtask: "kneading the dough", minutes: 15 }],
    });
    expect(conformToSchema({ subtasks: [{ subtask: "weighing 2 kg of flour", minutes: 10 }, { subtask: "3 loaves into the oven", minutes: 15 }] }, schema)).toEqual({
      subtasks: [{ subtask: "weighing 2 kg of flour", minutes: 10 }, { subtask: "3 loaves into the oven", minutes: 15 }],
    });
  });
  it("reads 'Item: have breakfast' as the item", () => {
    expect(readPlanItems("1) wake up at 4:00 am\n2) Item: have breakfast at 4:30 am\n3) Task - bake the rye loaves at 5:00 am")).toEqual([
      "wake up at 4:00 am",
      "have breakfast at 4:30 am",
      "bake the rye loaves at 5:00 am",
    ]);
  });
});

describe("round four: remarks after the answer, however set off", () => {
  const inputs = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  const note = "I have felt busy but content this week.";
  it.each([
    `${note}\n\nHope that helps!`,
    `${note}\n\n---\n*This note reflects her week.*`,
    `${note} [Word count: 8]`,
  ])("%j is the note alone", (answer) => {
    expect(taken(feelingsNotePrompt, inputs, answer)).toBe(note);
  });
  it("a note after a list's last item is no part of that item", () => {
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am\n4) go to bed at 9:00 pm (Note: based on her usual week.)")).toEqual([
      "wake up and complete the morning routine at 4:00 am",
      "bake bread at 5:00 am",
      "open Okafor Bakery at 7:00 am",
      "go to bed at 9:00 pm",
    ]);
  });
  it("a draft without an interjection, a quote mark on every line, or a remark after a rule; a rule inside it stays", () => {
    const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the flyer for the poetry night." }] };
    expect(taken(writeDraftPrompt, draft, "Sure thing! Poems and pastries at Larkspur Library, Friday at 7pm.")).toBe("Poems and pastries at Larkspur Library, Friday at 7pm.");
    expect(taken(writeDraftPrompt, draft, "> Poems and pastries at Larkspur Library.\n> Friday at 7pm.")).toBe("Poems and pastries at Larkspur Library.\nFriday at 7pm.");
    expect(taken(writeDraftPrompt, draft, "Poems and pastries at Larkspur Library.\n\n**Note:** I kept it short.")).toBe("Poems and pastries at Larkspur Library.");
    expect(taken(writeDraftPrompt, draft, "Poems and pastries at Larkspur Library.\n\n---\n*This draft follows the brief.*")).toBe("Poems and pastries at Larkspur Library.");
    expect(taken(writeDraftPrompt, draft, "## Poetry night\n\nPoems and pastries.\n\n---\n\nFriday at 7pm, Larkspur Library.")).toBe("## Poetry night\n\nPoems and pastries.\n\n---\n\nFriday at 7pm, Larkspur Library.");
  });
});

describe("round four: notes and quotes around a structured field or a JSON list item", () => {
  it("are taken off the field", () => {
    expect(withoutNotesAround('"Ada was glad Tomas asked."')).toBe("Ada was glad Tomas asked.");
    expect(withoutNotesAround("heating up (Note: based on the activity.)")).toBe("heating up");
    expect(withoutNotesAround("mending a boat (patching the planks)")).toBe("mending a boat (patching the planks)");
    expect(taken(chatMemoPrompt, talkInputs, { thought: "Ada was glad Tomas asked early. [Word count: 6]" }, "structured")).toBe("Ada was glad Tomas asked early.");
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, { plan: ["bake bread at 5:00 am (Note: as every day)", "open Okafor Bakery at 7:00 am", "go to bed at 9:00 pm"] }, "structured")).toEqual([
      "wake up and complete the morning routine at 4:00 am",
      "bake bread at 5:00 am",
      "open Okafor Bakery at 7:00 am",
      "go to bed at 9:00 pm",
    ]);
  });
});

describe("round five: refusals naming what they refuse, slots in brackets, a looping plan, every thought refused", () => {
  it.each([
    "I'm unable to break down this task.",
    "I cannot determine the state of the oven.",
    "I'm unable to review this draft.",
    "Unfortunately, I can't summarize the conversation between them.",
  ])("%s is a refusal", (text) => {
    expect(isModelRefusal(text)).toBe(true);
  });
  it.each([
    "I can't find the good rolling pin anywhere.",
    "I cannot describe how happy the tasting made me.",
    "I can't review the flyer before Tomas sends it, so ask him first.",
  ])("%s is what a person says, not a refusal", (text) => {
    expect(isModelRefusal(text)).toBe(false);
  });
  it("takes a whole answer in square brackets as the template's slot written back, not a JSON list or a note", () => {
    expect(isNonAnswer("[Insert the flyer text here]")).toBe(true);
    expect(isNonAnswer("[Ada's note to self]")).toBe(true);
    expect(isNonAnswer('[{"doc": 1, "relevance": 9}]')).toBe(false);
    expect(isNonAnswer('["bake bread", "open the shop"]')).toBe(false);
    expect(isNonAnswer("[laughs] Of course I remember!")).toBe(false);
  });
  it("asks again for a day plan that repeats one item over and over", () => {
    const looping = "2) knead the dough at 5:00 am\n3) knead the dough at 5:00 am\n4) knead the dough at 5:00 am\n5) knead the dough at 5:00 am";
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, looping)).toBe("fallback");
    const twice = "2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am\n4) take a break at 10:00 am\n5) take a break at 3:00 pm\n6) go to bed at 9:00 pm";
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, twice)).not.toBe("fallback");
  });
  it("reads no thought notes from an answer that refuses every thought, and keeps the scores beside one refused", () => {
    const inputs = { identity: ada, statements: ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake"] };
    const refused = { thoughts: [{ thought: 1, subject: "Ada Okafor", predicate: "I'm sorry, I cannot", object: "", score: 1 }, { thought: 2, subject: "Ada Okafor", predicate: "I'm sorry, I cannot", object: "", score: 1 }] };
    expect(taken(thoughtNotesPrompt, inputs, refused, "structured")).toBe("fallback");
    const oneRefused = { thoughts: [{ thought: 1, subject: "Ada Okafor", predicate: "bring", object: "loaves to the library", score: 6 }, { thought: 2, subject: "Ada Okafor", predicate: "I'm sorry, I cannot", object: "", score: 2 }] };
    expect(taken(thoughtNotesPrompt, inputs, oneRefused, "structured")).toEqual([{ triple: ["Ada Okafor", "bring", "loaves to the library"], poignancy: 6 }, { triple: null, poignancy: 2 }]);
  });
});

describe("round six: 'Step 1 -' before each item of a list", () => {
  const bake = {
    identity: ada,
    task: "baking bread",
    durationMinutes: 60,
    startTime: "05:00",
    context: [{ start: "05:00", end: "06:00", activity: "baking bread" }],
  };
  it("is the item's marker, not part of the item", () => {
    expect(withoutListMarker("Step 3 - proving the loaves")).toBe("proving the loaves");
    expect(withoutListMarker("Step 12 – glazing the buns")).toBe("glazing the buns");
    // A time or a count with a dash is no marker.
    expect(withoutListMarker("7 - open the shop")).toBe("7 - open the shop");
    const answer = "Step 1 - firing up the oven: 15 min\nStep 2 - folding the dough: 20 min\nStep 3 - shaping the rolls: 15 min\nStep 4 - brushing them with egg: 10 min";
    expect(taken(taskDecompositionPrompt, bake, answer)).toEqual([
      ["firing up the oven", 15],
      ["folding the dough", 20],
      ["shaping the rolls", 15],
      ["brushing them with egg", 10],
    ]);
  });
});

describe("round six: an angle-bracket slot naming someone in capitals", () => {
  const chat = {
    speaker: { ...ada, currTime: "2024-05-06T12:15:00" },
    listener: "Tomas Reyes",
    relationship: "Ada sees Tomas as a friendly regular.",
    memories: ["Ada Okafor offered to bake pastries for the poetry night"],
    place: "shop floor in Okafor Bakery",
    speakerActivity: "serving customers",
    listenerActivity: "having lunch",
    transcript: [["Tomas Reyes", "Are the tarts still on for Friday?"]],
  };
  it("is the template written back, not a line", () => {
    expect(hasPlaceholder("<what Ada Okafor replies>")).toBe(true);
    expect(hasPlaceholder("<how Tomas feels about it>")).toBe(true);
    expect(taken(utterancePrompt, chat, '{"utterance": "<what Ada Okafor answers Tomas>", "end": false}')).toBe("fallback");
    expect(taken(utterancePrompt, chat, { utterance: "<what Ada says to Tomas>", end: false }, "structured")).toBe("fallback");
  });
  it("is not words in angle brackets that start with a capital, nor a generic type", () => {
    expect(hasPlaceholder("【happy】Hello there!<Hello there>")).toBe(false);
    expect(hasPlaceholder("const loaves: Array<Loaf> = []")).toBe(false);
    expect(taken(utterancePrompt, chat, '{"utterance": "Yes, the tarts will be ready by six!", "end": false}')).toEqual({ utterance: "Yes, the tarts will be ready by six!", end: false });
  });
});

describe("round six: a closing remark on the answer's own line", () => {
  const pair = { speaker: "Ada Okafor", listener: "Tomas Reyes", statements: ["Tomas Reyes buys rye bread every Saturday"] };
  const summary = "Ada sees Tomas as a loyal Saturday customer with a weakness for rye.";
  it.each([`${summary} Hope this helps!`, `${summary} I hope this is helpful.`, `${summary} Hope that helps`])("%j is the summary alone", (answer) => {
    expect(taken(relationshipSummaryPrompt, pair, answer)).toBe(summary);
  });
  it("keeps a sentence that only speaks of hoping", () => {
    expect(withoutClosingNote("Ada hopes this helps Tomas settle in.")).toBe("Ada hopes this helps Tomas settle in.");
    expect(withoutClosingNote("Ada sees Tomas as a friend. She hopes it helps that she listens.")).toBe("Ada sees Tomas as a friend. She hopes it helps that she listens.");
  });
});

describe("round six: a label heading above a draft", () => {
  const flyer = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the flyer for the harvest supper." }] };
  const text = "The harvest supper is on Saturday at the mill. Bring a dish to share.";
  it.each([`**Flyer:**\n\n${text}`, `Harvest flyer text:\n\n${text}`, `## Draft:\n\n${text}`])("%j is the draft without its label", (answer) => {
    expect(taken(writeDraftPrompt, flyer, answer)).toBe(text);
  });
  it("keeps a greeting, a title and a label inside the draft's own line", () => {
    expect(taken(writeDraftPrompt, flyer, `Dear neighbours:\n\n${text}`)).toBe(`Dear neighbours:\n\n${text}`);
    expect(taken(writeDraftPrompt, flyer, `**Harvest Supper**\n\n${text}`)).toBe(`**Harvest Supper**\n\n${text}`);
    expect(taken(writeDraftPrompt, flyer, `When: Saturday at six.\n\n${text}`)).toBe(`When: Saturday at six.\n\n${text}`);
  });
});

describe("round six: a character's reply with its emotion in square brackets, in a code fence, or with a note after it", () => {
  const scene = { character: "小梅", memory: [{ role: "system", content: "你是小梅，一个害羞的画家。" }, { role: "user", content: "明天一起去河边画画吗？" }] };
  const reply = [{ emotion: "害羞", content: "好……我带上颜料。", tts: null, action: null }];
  it.each([
    "[害羞] 好……我带上颜料。",
    "```\n【害羞】好……我带上颜料。\n```",
    "```text\n[害羞]好……我带上颜料。\n```",
    "【害羞】好……我带上颜料。\n\n（注：小梅性格害羞。）",
    "【害羞】好……我带上颜料。（注：她很害羞）",
    "【害羞】好……我带上颜料。\n(Note: Xiaomei is shy.)",
  ])("%j is the one segment", (answer) => {
    expect(taken(characterReplyPrompt, scene, answer)).toEqual(reply);
  });
  it("keeps a real action and the segments after an emotion in square brackets", () => {
    expect(taken(characterReplyPrompt, scene, "【害羞】好……我带上颜料。（低下了头）")).toEqual([{ ...reply[0], action: "低下了头" }]);
    expect(taken(characterReplyPrompt, scene, "[惊讶] 河边？ [开心] 好呀！")).toEqual([
      { emotion: "惊讶", content: "河边？", tts: null, action: null },
      { emotion: "开心", content: "好呀！", tts: null, action: null },
    ]);
  });
});

describe("round six: 'Sorry, I cannot say.' in a field that describes something, and in a spoken line", () => {
  const kneading = { object: "dough mixer", name: "Ada Okafor", activity: "baking bread (mixing the rye dough)" };
  it.each(["Sorry, I cannot say.", "I don't know.", "Hard to tell.", "No idea"])("%j is no thing's state", (state) => {
    expect(taken(objectDescriptionPrompt, kneading, { state }, "structured")).toBe("fallback");
    expect(isModelRefusal(state, "description")).toBe(true);
  });
  it("is a line a character may say", () => {
    expect(isModelRefusal("Sorry, I cannot say. Tomas asked me to keep it a secret.")).toBe(false);
    expect(taken(utterancePrompt, {
      speaker: { ...ada, currTime: "2024-05-06T12:15:00" },
      listener: "Tomas Reyes",
      relationship: "Ada sees Tomas as a friendly regular.",
      memories: [],
      place: "shop floor in Okafor Bakery",
      speakerActivity: "serving customers",
      listenerActivity: "having lunch",
      transcript: [["Tomas Reyes", "What are you baking for the poetry night?"]],
    }, { utterance: "Sorry, I can't say. It's a surprise!", end: false }, "structured")).toEqual({ utterance: "Sorry, I can't say. It's a surprise!", end: false });
  });
  it("leaves a state that only starts alike", () => {
    expect(taken(objectDescriptionPrompt, kneading, { state: "kneading rye dough" }, "structured")).toBe("kneading rye dough");
    expect(isModelRefusal("not in use", "description")).toBe(false);
  });
});

describe("round six: prose that stops mid-way with no word from the endpoint", () => {
  const flyer = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the flyer for the harvest supper." }] };
  const review = { prefix: "You are the editor.", history: [{ role: "assistant", content: "The harvest supper is on Saturday at the mill." }] };
  it("is a draft or a review to ask again for", () => {
    const draft = readAnswer(writeDraftPrompt, "The harvest supper is on Saturday at the mill. Bring a dish and a", writeDraftPrompt.inputSchema.parse(flyer), "text");
    expect(draft).toMatchObject({ cutOff: true });
    expect(taken(reviewDraftPrompt, review, "Warm and short. I would name the time and")).toBe("fallback");
    expect(taken(reviewDraftPrompt, review, "The date is clear. Please add")).toBe("fallback");
    expect(taken(reviewDraftPrompt, review, { text: "The date is clear. Please add" }, "structured")).toBe("fallback");
  });
  it("is a memo whose last clause has only its subject", () => {
    expect(endsMidSentence("Ada was glad that Tomas")).toBe(true);
    expect(taken(chatMemoPrompt, talkInputs, "Ada was pleased because Tomas")).toBe("fallback");
  });
  it("is not a finished text, a title line, a poem's last line, or a clause ending on a day", () => {
    expect(taken(writeDraftPrompt, flyer, "Harvest supper at the mill\n\nSaturday at six. Bring a dish to share!")).toBe("Harvest supper at the mill\n\nSaturday at six. Bring a dish to share!");
    expect(taken(writeDraftPrompt, flyer, "The wheat is in,\nthe mill wheel slows,\nand every lamp is lit")).toBe("The wheat is in,\nthe mill wheel slows,\nand every lamp is lit");
    expect(taken(reviewDraftPrompt, review, "Clear and friendly. I would add the time.")).toBe("Clear and friendly. I would add the time.");
    expect(endsMidSentence("Ada remembered that Friday")).toBe(false);
    expect(taken(chatMemoPrompt, talkInputs, "Ada was glad that Tomas asked early.")).toBe("Ada was glad that Tomas asked early.");
  });
});

describe("round seven: a one-line thought or note carrying a list bullet or a label", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("drops the bullet, on one line or on each of several", () => {
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "- I must carry the honey-rye loaves to the library by six on Friday.")).toBe(
      "I must carry the honey-rye loaves to the library by six on Friday.",
    );
    expect(taken(feelingsNotePrompt, feelings, "- I feel proud of the new loaf.\n- I am a little worn out by the early bakes.")).toBe(
      "I feel proud of the new loaf. I am a little worn out by the early bakes.",
    );
  });
  it("drops a label in bold, in another language, or with a gloss in brackets", () => {
    const thought = "I promised Tomas the loaves by six on Friday.";
    expect(taken(chatPlanningThoughtPrompt, talkInputs, `**Reminder:** ${thought}`)).toBe(thought);
    expect(taken(chatPlanningThoughtPrompt, talkInputs, `Nota: ${thought}`)).toBe(thought);
    expect(taken(chatPlanningThoughtPrompt, talkInputs, `提醒 (Reminder): ${thought}`)).toBe(thought);
    expect(withoutValueLabel("Recordatorio: llevar el pan el viernes.")).toBe("llevar el pan el viernes.");
  });
  it("drops the speaker's name before words said wholly in quotes", () => {
    expect(taken(feelingsNotePrompt, feelings, 'Ada: "I have been tired, but the poetry night cheers me up."')).toBe(
      "I have been tired, but the poetry night cheers me up.",
    );
  });
  it("keeps a value that starts with a name or a time and a colon, and a dash inside the text", () => {
    expect(withoutValueLabel("Friday: loaves to the library by six.")).toBe("Friday: loaves to the library by six.");
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "I must bring the loaves - all twelve - by six on Friday.")).toBe(
      "I must bring the loaves - all twelve - by six on Friday.",
    );
  });
});

describe("round seven: a choice the template offered, written back or hedged", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "I had the late shift." };
  it("is no choice when the whole union of choices is echoed", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes" | "no" | "unsure"}')).toBe("fallback");
    expect(hasPlaceholder('Reply: {"verdict": "first" | "second"}')).toBe(true);
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}')).toBe("yes");
  });
  it("is no choice when the field names two of them", () => {
    expect(taken(absenceReasonPrompt, absent, '{"reason": "conflict or forgot"}')).toBe("fallback");
    expect(taken(absenceReasonPrompt, absent, '{"reason": "conflict"}')).toBe("conflict");
  });
  it("leaves a union in code or prose that is no template", () => {
    expect(hasPlaceholder('type Mood = "calm" | "busy";')).toBe(false);
    expect(hasPlaceholder("Tomas asked whether to pick yes or no.")).toBe(false);
  });
});

describe("round seven: a list that loops on one item", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  const morning = { identity: ada, wakeUpHour: 4 };
  it("is no list when the same subtask and minutes, or the same thing at the same hour, come three times", () => {
    const subtasks = Array.from({ length: 6 }, (_, i) => `${i + 1}) shaping the rolls (minutes: 10)`).join("\n");
    expect(taken(taskDecompositionPrompt, bake, subtasks)).toBe("fallback");
    const day = ["wake up and complete the morning routine at 4:00 am", ...Array(4).fill("light the oven at 4:30 am")];
    expect(taken(dailyRequirementPrompt, morning, day.map((item, i) => `${i + 1}) ${item}`).join("\n"))).toBe("fallback");
  });
  it("keeps a phrase that comes back without a time, and an item said twice", () => {
    const day = ["wake up and complete the morning routine at 4:00 am", "bake rolls", "serve customers", "bake rolls", "bake rolls"];
    expect(taken(dailyRequirementPrompt, morning, day.map((item, i) => `${i + 1}) ${item}`).join("\n"))).toEqual(day);
    const subtasks = "1) shaping the rolls (minutes: 10)\n2) proving them (minutes: 30)\n3) shaping the rolls (minutes: 10)\n4) baking (minutes: 10)";
    expect(taken(taskDecompositionPrompt, bake, subtasks)).toEqual([["shaping the rolls", 10], ["proving them", 30], ["shaping the rolls", 10], ["baking", 10]]);
  });
});

describe("round seven: a note that closes on an emoji", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("is asked again (round sixteen: readers of the same answers keep the emoji or drop it)", () => {
    expect(taken(feelingsNotePrompt, feelings, "I am tired but glad the loaves sold out. 🍞")).toBe("fallback");
    expect(taken(feelingsNotePrompt, feelings, "I am tired but glad the loaves sold out 🍞")).toBe("fallback");
    expect(taken(feelingsNotePrompt, feelings, "I am tired but glad the 🍞 sold out.")).toBe("I am tired but glad the 🍞 sold out.");
  });
});

describe("round seven: a stage mentioned on the way, the one after a closing colon chosen", () => {
  const inputs = { states: ["0. CollectPoems", "1. OrderReadings", "2. PrintProgramme"], previousState: 0 };
  it("takes the number the answer closes on after a colon", () => {
    expect(taken(roleStatePrompt, inputs, "Stage 1 (OrderReadings) is complete, twelve readers are in order. Next: 2")).toBe(2);
    expect(taken(roleStatePrompt, inputs, "Stage 2 (PrintProgramme) is printed and nothing is left: -1")).toBe(-1);
  });
});

describe("round seven: a short phrase with an emoji or a remark after it", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
  it("is the phrase alone", () => {
    expect(taken(objectDescriptionPrompt, oven, "Answer: baking rye loaves 🔥")).toBe("baking rye loaves");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the loaves for the library 🍞")).toBe("conversing about the loaves for the library");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the loaves for the library (a brief summary of the chat)")).toBe(
      "conversing about the loaves for the library",
    );
    expect(withoutAside("heating up ☀️🔥")).toBe("heating up");
  });
  it("continues the template's sentence after its dots", () => {
    expect(taken(objectDescriptionPrompt, oven, "Answer: The bread oven is ... baking rye loaves")).toBe("baking rye loaves");
  });
  it("keeps an emoji that is the whole answer's point inside the phrase", () => {
    expect(withoutAside("🔥 heating up")).toBe("🔥 heating up");
  });
});

describe("round seven: a review with bold labels or a score after it", () => {
  const review = { prefix: "You are the editor.", history: [{ role: "assistant", content: "The harvest supper is on Saturday at the mill." }] };
  it("keeps the labels' words and line breaks without the bold marks", () => {
    expect(taken(reviewDraftPrompt, review, "**Good:** the day and the place are clear.\n**Improve:** say what time it starts.")).toBe(
      "Good: the day and the place are clear.\nImprove: say what time it starts.",
    );
  });
  it("drops a score nobody asked for on its own line", () => {
    expect(taken(reviewDraftPrompt, review, "Short and warm, but it needs a start time.\n\nScore: 8 out of 10")).toBe("Short and warm, but it needs a start time.");
    expect(taken(reviewDraftPrompt, review, "Short and warm, but it needs a start time.\n\nOverall rating: 6/10")).toBe("Short and warm, but it needs a start time.");
  });
});

describe("round seven: a character's action in ASCII brackets, a narrator's remark after the reply", () => {
  const chat = { character: "Lucía", memory: [{ role: "system", content: "Eres Lucía, la panadera del pueblo." }, { role: "user", content: "¿Queda pan de centeno?" }] };
  it("reads brackets right after the sentence as the action", () => {
    expect(taken(characterReplyPrompt, chat, "【alegre】Sí, me quedan dos hogazas.(señala la estantería)")).toEqual([
      { emotion: "alegre", content: "Sí, me quedan dos hogazas.", tts: null, action: "señala la estantería" },
    ]);
  });
  it("drops a bracketed paragraph after the reply that tells about it", () => {
    expect(taken(characterReplyPrompt, chat, "【alegre】Sí, me quedan dos hogazas.\n\n(Lucía contesta contenta porque horneó temprano.)")).toEqual([
      { emotion: "alegre", content: "Sí, me quedan dos hogazas.", tts: null, action: null },
    ]);
  });
  it("keeps brackets inside the sentence as words", () => {
    expect(taken(characterReplyPrompt, chat, "【alegre】Sí, dos hogazas (de ayer) y una de hoy.")).toEqual([
      { emotion: "alegre", content: "Sí, dos hogazas (de ayer) y una de hoy.", tts: null, action: null },
    ]);
  });
});

describe("round seven: an empty code fence", () => {
  it("says nothing, whatever its language tag", () => {
    expect(saysNothing("```ts\n\n```")).toBe(true);
    expect(saysNothing("```\n...\n```")).toBe(true);
    expect(saysNothing("```python\nprint('loaves ready')\n```")).toBe(false);
  });
});

describe("round seven: list items with an emoji, a remark after the minutes, evidence in words", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  it("reads a plan item without the emoji closing it", () => {
    expect(readPlanItems("1) wake up at 4:00 am\n2) bake the rye loaves at 5:00 am 🍞\n3) open the shop at 7:00 am")).toEqual([
      "wake up at 4:00 am",
      "bake the rye loaves at 5:00 am",
      "open the shop at 7:00 am",
    ]);
  });
  it("keeps a subtask whose minutes are followed by a remark", () => {
    const answer = "1) lighting the oven (minutes: 15)\n2) shaping the loaves (minutes: 30) - this takes the longest\n3) loading the oven (minutes: 15)";
    expect(taken(taskDecompositionPrompt, bake, answer)).toEqual([["lighting the oven", 15], ["shaping the loaves", 30], ["loading the oven", 15]]);
  });
  it("reads statement numbers written as words", () => {
    expect(parseInsights("1. Ada plans her week around the bakery (because of two and three)", 3)).toEqual([
      { insight: "Ada plans her week around the bakery", evidence: [1, 2] },
    ]);
  });
});

describe("round seven: a bare [note] slot, a role's text of one bulleted line", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  const flyer = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write one line for the harvest supper flyer." }] };
  it("is the template's slot left unfilled, not a note after the answer", () => {
    expect(taken(feelingsNotePrompt, feelings, "I feel ... [note]")).toBe("fallback");
    expect(taken(feelingsNotePrompt, feelings, "I feel ready for Friday. (Note: written in the first person.)")).toBe("I feel ready for Friday.");
  });
  it("takes the bullet off one line, and keeps a list of several", () => {
    expect(taken(writeDraftPrompt, flyer, "- Bring a dish and a friend to the mill on Saturday at six!")).toBe("Bring a dish and a friend to the mill on Saturday at six!");
    expect(taken(writeDraftPrompt, flyer, "- Saturday at six\n- at the mill")).toBe("- Saturday at six\n- at the mill");
  });
});

describe("round seven: the template's example list given back", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  it("is no decomposition of this task", () => {
    const example = [...taskDecompositionPrompt.template.matchAll(/^\d\) (.+) \(minutes: (\d+)\)$/gm)].map((m) => `${m[0]}`);
    expect(example.length).toBeGreaterThanOrEqual(2);
    expect(taken(taskDecompositionPrompt, bake, example.join("\n"))).toBe("fallback");
  });
  it("keeps a list that shares one step with the example", () => {
    const answer = "1) clearing the work table (minutes: 10)\n2) kneading the dough (minutes: 30)\n3) shaping the loaves (minutes: 20)";
    expect(taken(taskDecompositionPrompt, bake, answer)).toEqual([["clearing the work table", 10], ["kneading the dough", 30], ["shaping the loaves", 20]]);
  });
});

describe("round seven: a rating on a general scale beside the person's", () => {
  it("is the person's rating", () => {
    expect(parseRating("On a general scale it's a 3; for Ada, who has never baked for a crowd, it is an 8.")).toBe(8);
    expect(parseRating("In general terms a 2, but for Tomas a 6.")).toBe(6);
  });
});

describe("round seven: a schedule's settled rows repeated", () => {
  it("is no loop: a replanned night keeps its hour-long sleeping rows", () => {
    const sleeping: Array<[string, number]> = [["sleeping", 60], ["sleeping", 60], ["sleeping", 60]];
    const inputs = {
      name: "Ada Okafor",
      windowStart: "01:00",
      windowEnd: "05:00",
      originalEntries: [...sleeping, ["sleeping", 60]],
      fixedEntries: [...sleeping, ["checking the oven alarm", 15]],
      fallback: [...sleeping, ["checking the oven alarm", 15], ["sleeping", 45]],
    };
    expect(taken(replanSchedulePrompt, inputs, "04:15 ~ 05:00 -- going back to sleep")).toEqual([...sleeping, ["checking the oven alarm", 15], ["going back to sleep", 45]]);
  });
});

describe("round seven: a ranking in words, or none said outright", () => {
  it("reads note numbers and scores written as words", () => {
    expect(parseRanking("Doc: three, Relevance: nine\nDoc: one, Relevance: six", 3)).toEqual([2, 0]);
  });
  it("reads a short 'none' as no note helping", () => {
    expect(parseRanking("Doc: none", 3)).toEqual([]);
    expect(parseRanking("(none)", 3)).toEqual([]);
    expect(parseRanking("No memories are relevant to the question.", 3)).toEqual([]);
    expect(saysNoneApply("No memories are relevant, except note 2.")).toBe(false);
  });
});

describe("round seven: a part the schema lets be empty, left out; a longer emotion in square brackets", () => {
  const chat = { character: "Lucía", memory: [{ role: "system", content: "Eres Lucía, la panadera del pueblo." }, { role: "user", content: "¿Queda pan de centeno?" }] };
  it("reads a left-out or null part as empty", () => {
    const schema = { type: "object", properties: { line: { type: "string" }, action: { type: "string", description: "a short action, or empty" } } };
    expect(conformToSchema({ line: "Sí." }, schema)).toEqual({ line: "Sí.", action: "" });
    expect(conformToSchema({ line: "Sí.", action: null }, schema)).toEqual({ line: "Sí.", action: "" });
    expect(conformToSchema({ action: "sonríe" }, schema)).toEqual({ action: "sonríe" });
    expect(taken(characterReplyPrompt, chat, { segments: [{ emotion: "alegre", content: "Sí, me quedan dos." }] }, "structured")).toEqual([
      { emotion: "alegre", content: "Sí, me quedan dos.", tts: null, action: null },
    ]);
  });
  it("takes a word of nine letters or more in square brackets as the emotion", () => {
    expect(taken(characterReplyPrompt, chat, "[preocupada]No, se acabó a mediodía.")).toEqual([
      { emotion: "preocupada", content: "No, se acabó a mediodía.", tts: null, action: null },
    ]);
  });
});

describe("round seven: minutes in words, a choice spelled as an identifier", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "I had the late shift." };
  it("reads a subtask's minutes written as words, and refuses words that are no number", () => {
    const answer = "1) lighting the oven (minutes: fifteen)\n2) shaping the loaves (minutes: twenty-five)\n3) loading the oven (minutes: twenty)";
    expect(taken(taskDecompositionPrompt, bake, answer)).toEqual([["lighting the oven", 15], ["shaping the loaves", 25], ["loading the oven", 20]]);
    expect(taken(taskDecompositionPrompt, bake, "1) lighting the oven (minutes: fifteen)\n2) shaping the loaves (minutes: several)\n3) loading (minutes: 20)")).toBe("fallback");
  });
  it("reads not_interested as the choice 'not interested', in text and structured mode", () => {
    expect(taken(absenceReasonPrompt, absent, '{"reason": "not_interested"}')).toBe("not interested");
    expect(taken(absenceReasonPrompt, absent, { reason: "no_plan" }, "structured")).toBe("no plan");
  });
});

describe("round seven: yes or no beside an emoji, or as true / false", () => {
  it("reads the word", () => {
    expect(parseYesNo("Answer in yes or no: No ❌")).toBe(false);
    expect(parseYesNo("👍 yes")).toBe(true);
    expect(parseYesNo("Answer in yes or no: false")).toBe(false);
    expect(parseYesNo("Answer in yes or no: True.")).toBe(true);
  });
  it("still refuses a truth value inside a sentence that says otherwise", () => {
    expect(() => parseYesNo("Answer in yes or no: it is true that she is busy")).toThrow();
  });
});

describe("round eight: pictographs Unicode lists as symbols, not emoji", () => {
  it("keeps a chess piece, a die face or a mahjong tile beside an emoji", () => {
    expect(parseEmoji("♟️🤔")).toBe("♟️🤔");
    expect(parseEmoji("🎲⚂")).toBe("🎲⚂");
    expect(parseEmoji("🀇🍵")).toBe("🀇🍵");
  });
  it("still takes no letters, digits or arrows for emoji", () => {
    expect(() => parseEmoji("→ ¶ 7 ∞")).toThrow();
  });
});

describe("round eight: an answer that corrects itself", () => {
  const loaves = { identity: ada, description: "Ada Okafor burnt the whole batch for the library's Friday order" };
  it("takes the value after 'Wait, actually' or 'Correction:'", () => {
    expect(taken(eventPoignancyPrompt, loaves, "4. Wait, actually, it was the library's whole order, so 7.")).toBe(7);
    expect(taken(wakeUpHourPrompt, { identity: ada }, "5:00 am\n\nWait, actually: she rises at 4:00 am to light the oven.")).toBe(4);
    expect(taken(chatMemoPrompt, talkInputs, "Ada was glad to be asked. Wait, actually, the part she'll remember: Ada was proud that Tomas asked for her honey-rye loaves by name.")).toBe(
      "Ada was proud that Tomas asked for her honey-rye loaves by name.",
    );
  });
  it("reads the second JSON object after a correction, in text and in structured mode", () => {
    const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
    expect(taken(factAwarenessPrompt, heard, '{"knew": "no"}\n\nCorrection: {"knew": "yes"}')).toBe("yes");
    expect(taken(wakeUpHourPrompt, { identity: ada }, '{"wake_up_hour": 5}\nSorry, correction: {"wake_up_hour": 4}', "structured")).toBe(4);
  });
  it("asks again when only some items of a list are restated, or one item of a batch is corrected inside its line", () => {
    const statements = ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake"];
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, "1. (Ada Okafor, bring, loaves to the library) | 6. Wait, actually 8.\n2. (Ada Okafor, feel, tired) | 3")).toBe("fallback");
    const plan = "1) wake up and complete the morning routine at 4:00 am\n2) bake bread from 5:00 am to 9:00 am\n3) go to bed at 9:00 pm";
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, `${plan}\n\nWait, actually, she bakes longer on Fridays:\n2) bake bread from 5:00 am to 11:00 am`)).toBe("fallback");
  });
});

describe("round eight: a value, then a conclusion that says another", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the loaves" };
  it("asks again when a 'So ...' or 'Score:' paragraph reads to a different value", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "4:00 am\n\nSo Ada is out of bed at 5:00 am.")).toBe("fallback");
    expect(taken(eventPoignancyPrompt, { identity: ada, description: "Ada Okafor burnt a tray of rolls" }, "3\n\nScore: 5")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, "Answer: heating up\n\nSo the oven is being cleaned.")).toBe("fallback");
  });
  it("keeps the value when the conclusion agrees, or a paragraph only explains", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "4:00 am\n\nSo Ada is up at 4:00 am, an hour before the first bake.")).toBe(4);
    expect(taken(objectDescriptionPrompt, oven, "Answer: heating up\n\nAda lit it at five and it takes an hour.")).toBe("heating up");
  });
});

describe("round eight: the template's own request or example written back", () => {
  it("asks again when the answer repeats a sentence of the request, then answers with its example", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, 'Reply with the time only, on one line, like "7:00 am".\n4:00 am')).toBe("fallback");
    const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write one line for the poetry night flyer." }] };
    expect(taken(writeDraftPrompt, draft, "Reply with the draft only. Write a short draft (at most about 150 words) that does what the latest request asks.")).toBe("fallback");
  });
  it("asks again when the answer is the example in the template's quote marks, and reads the same value unquoted", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, '"7:00 am"')).toBe("fallback");
    expect(taken(wakeUpHourPrompt, { identity: ada }, "7:00 am")).toBe(7);
  });
  it("reads past the template's question echoed before the answer on its line", () => {
    const talk = { transcript: bakeryTalk };
    expect(taken(conversationSummaryPrompt, talk, "What was this conversation about? conversing about the loaves Ada bakes for Friday.")).toBe("conversing about the loaves Ada bakes for Friday");
  });
});

describe("round eight: a list numbered in mixed styles", () => {
  it("reads every item of a plan numbered 1., 2), iii., 4 -", () => {
    expect(parseNumberedList("2. open Okafor Bakery at 7:00 am\n3) deliver the rye to the library at 11:00 am\niv. clean the ovens at 3:00 pm\n5 - go to bed at 9:00 pm")).toEqual([
      "open Okafor Bakery at 7:00 am",
      "deliver the rye to the library at 11:00 am",
      "clean the ovens at 3:00 pm",
      "go to bed at 9:00 pm",
    ]);
  });
  it("reads a roman-numbered item of a batched answer as its own item, not the one above", () => {
    const statements = ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake", "Ada Okafor ran out of rye flour"];
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, "1. (Ada Okafor, bring, loaves to the library) | 6\n2) (Ada Okafor, feel, tired) | 3\niii. (Ada Okafor, buy, rye flour) | 4")).toEqual([
      { triple: ["Ada Okafor", "bring", "loaves to the library"], poignancy: 6 },
      { triple: ["Ada Okafor", "feel", "tired"], poignancy: 3 },
      { triple: ["Ada Okafor", "buy", "rye flour"], poignancy: 4 },
    ]);
  });
  it("takes no lone capital I for an item number", () => {
    expect(withoutListMarker("I. think so")).toBe("I. think so");
    expect(withoutListMarker("ii) knead the dough")).toBe("knead the dough");
  });
});

describe("round eight: non-breaking spaces between words", () => {
  it("reads them as spaces", () => {
    const items = ["wake up and complete the morning routine at 4:00 am", "bake bread from 5:00 am to 9:00 am", "open Okafor Bakery at 9:00 am", "go to bed at 9:00 pm"];
    const plan = items.map((item, i) => `${i + 1}) ${item}`).join("\n").replace(/ /g, "\u00a0");
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, plan)).toEqual(items);
  });
});

describe("round eight: one sentence said over and over", () => {
  const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write one line for the poetry night flyer." }] };
  it("is no draft, however the sentence is labelled", () => {
    expect(taken(writeDraftPrompt, draft, "Poems at the library! Poems at the library! Poems at the library! Poems at the library!")).toBe("fallback");
    expect(taken(writeDraftPrompt, draft, "Flyer: Poems at seven.\nFlyer: Poems at seven.\nFlyer: Poems at seven.")).toBe("fallback");
  });
  it("leaves a short value given on lines of its own, and a refrain inside a longer draft", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "4:00 am\n4:00 am\n4:00 am")).toBe(4);
    const refrain = "Poems at the library! Bring a friend, bring a verse. Poems at the library!";
    expect(taken(writeDraftPrompt, draft, refrain)).toBe(refrain);
  });
});

describe("round eight: an hourly schedule's times", () => {
  it("reads a time glossed in brackets ('12:00 (noon) - ...') as the time alone", () => {
    const day = parseHourlySchedule("20:00 - closing the shop\n21:00 - supper\n22:00 (night) - reading in bed\n23:00 - sleeping", 20);
    expect(day).toEqual([
      { hour: 20, activity: "closing the shop" },
      { hour: 21, activity: "supper" },
      { hour: 22, activity: "reading in bed" },
      { hour: 23, activity: "sleeping" },
    ]);
  });
  it("refuses one waking activity over most of the day, and keeps a long night's sleep", () => {
    expect(() => parseHourlySchedule("04:00 - 21:00 - busy at the bakery\n21:00 - 23:00 - sleeping", 4)).toThrow(/hour by hour/);
    expect(parseHourlySchedule("20:00 - supper\n21:00 - 08:00 - sleeping", 20)).toEqual([
      { hour: 20, activity: "supper" },
      { hour: 21, activity: "sleeping" },
      { hour: 22, activity: "sleeping" },
      { hour: 23, activity: "sleeping" },
    ]);
  });
});

describe("round eight: notes given back as the template began them, or in another script", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("refuses the template's opening word and its dots", () => {
    expect(taken(feelingsNotePrompt, feelings, "I ...")).toBe("fallback");
    expect(taken(feelingsNotePrompt, feelings, "I…")).toBe("fallback");
  });
  it("adds no full stop after a sentence a Chinese full stop closes", () => {
    expect(taken(feelingsNotePrompt, feelings, "我为诗歌之夜烤了面包，很开心。")).toBe("我为诗歌之夜烤了面包，很开心。");
  });
  it("keeps a name said once, drops the one a small model said twice", () => {
    // plan_note's note is about the person (feelings_note's must be in the first person: see round nine).
    expect(taken(planNotePrompt, feelings, "Ada Ada felt proud of the loaves.")).toBe("Ada felt proud of the loaves.");
    expect(taken(planNotePrompt, feelings, "Ada felt proud of the loaves.")).toBe("Ada felt proud of the loaves.");
  });
});

describe("round eight: a model saying it cannot know people", () => {
  it("is a refusal; a character who cannot describe her own joy is not", () => {
    expect(isModelRefusal("I can't infer what someone feels about a conversation.")).toBe(true);
    expect(isModelRefusal("I cannot describe personal relationships.")).toBe(true);
    expect(isModelRefusal("I can't judge anything about real people from this.")).toBe(true);
    expect(isModelRefusal("I can't describe how glad I am that you came!")).toBe(false);
  });
});

describe("round eight: two JSON answers offered at once", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  it("asks again when two objects say different things with no correction between them", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "no"}, or perhaps {"knew": "unsure"}')).toBe("fallback");
  });
  it("reads the same object said twice", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\n{"knew": "yes"}')).toBe("yes");
  });
});

describe("round eight: structured fields in another shape", () => {
  it("joins plain text given as an array of lines", () => {
    const schema = { type: "object", properties: { text: { type: "string", description: "the result, as plain text" } } };
    expect(conformToSchema({ text: ["Poetry night, Friday", "Larkspur Library, 7pm"] }, schema)).toEqual({ text: "Poetry night, Friday\nLarkspur Library, 7pm" });
  });
  it("leaves a phrase given as two strings for the schema to refuse", () => {
    const schema = { type: "object", properties: { place: { type: "string", description: "one place from the list" } } };
    expect(conformToSchema({ place: ["Okafor Bakery", "Willow Park"] }, schema)).toEqual({ place: ["Okafor Bakery", "Willow Park"] });
  });
  it("reads an insight's evidence under 'because'", () => {
    expect(parseInsights('{"insights": [{"insight": "Ada takes pride in her rye", "because": [2, 3]}]}', 3)).toEqual([{ insight: "Ada takes pride in her rye", evidence: [1, 2] }]);
  });
});

describe("round eight: a structured requirement list that leaves out the given item 1", () => {
  const inputs = { identity: ada, wakeUpHour: 4 };
  const rest = ["bake the morning bread from 5:00 am to 7:00 am", "open Okafor Bakery at 7:00 am", "close the shop at 3:00 pm"];
  it("puts the wake-up item first, and keeps a list that gave it", () => {
    const full = ["wake up and complete the morning routine at 4:00 am", ...rest];
    expect(taken(dailyRequirementPrompt, inputs, { items: rest }, "structured")).toEqual(full);
    expect(taken(dailyRequirementPrompt, inputs, { items: full }, "structured")).toEqual(full);
  });
});

describe("round eight: a second value held open, the template's example phrase, a remark on the format", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the loaves" };
  it("asks again for 'X, or more simply, Y' and 'X — though arguably Y'", () => {
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the Friday order, or more simply, conversing about bread")).toBe("fallback");
    const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "I had the late shift." };
    expect(taken(absenceReasonPrompt, absent, '{"reason": "conflict"} (or arguably "other")')).toBe("fallback");
  });
  it("asks again for the template's example phrase of three words or more, not a short one", () => {
    expect(taken(objectDescriptionPrompt, oven, "Answer: being used to brew coffee")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, "Answer: being cleaned")).toBe("being cleaned");
    const machine = { object: "coffee machine", name: "Ada Okafor", activity: "brewing coffee for the morning rush" };
    expect(taken(objectDescriptionPrompt, machine, "Answer: being used to brew coffee")).toBe("being used to brew coffee");
  });
});

describe("round eight: a remark on the answer's own format", () => {
  it("is left out of a role's text", () => {
    expect(parseText("Poetry night at Larkspur Library\nFriday, 7pm\n\n(Two lines, as asked.)")).toBe("Poetry night at Larkspur Library\nFriday, 7pm");
  });
});

describe("round eight: a note under a title, after the writer's name, or with an aside below it", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  const note = "I'm proud of the loaves and glad the library liked them.";
  it("reads the note alone", () => {
    expect(taken(feelingsNotePrompt, feelings, `### Ada's evening\n\n${note}`)).toBe(note);
    expect(taken(feelingsNotePrompt, feelings, `Ada: ${note}`)).toBe(note);
    expect(taken(feelingsNotePrompt, feelings, `${note}\n\n(Ada is modest, so she says little more.)`)).toBe(note);
  });
});

describe("round eight: a chat memo that says its first name twice", () => {
  it("reads the name once", () => {
    expect(taken(chatMemoPrompt, talkInputs, "Ada Ada was pleased that Tomas asked for her honey-rye loaves.")).toBe("Ada was pleased that Tomas asked for her honey-rye loaves.");
  });
});

describe("round eight: an assistant's question to the user after a character's reply", () => {
  it("is no part of the reply", () => {
    const chat = { character: "Mara", memory: [{ role: "system", content: "You are Mara, a lighthouse keeper." }, { role: "user", content: "Is the lamp lit?" }] };
    expect(taken(characterReplyPrompt, chat, "【calm】It is, since dusk.\n\nWould you like me to continue the scene?")).toEqual([{ emotion: "calm", content: "It is, since dusk.", tts: null, action: null }]);
  });
});

describe("round eight: a second answer 'on reflection'", () => {
  it("is two answers weighed, not a correction", () => {
    const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nOn reflection, she only guessed: {"knew": "unsure"}')).toBe("fallback");
  });
});

describe("round eight: a batched answer that is only the template's example", () => {
  const events = { identity: ada, descriptions: ["Ada Okafor burnt a tray of rolls", "Ada Okafor opened the bakery", "Tomas ordered rye for Friday"] };
  it("is asked again whole", () => {
    expect(taken(eventPoignanciesPrompt, events, "1: 3")).toBe("fallback");
    const statements = ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake"];
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, "1. (Ada Okafor, plan, a birthday party) | 6")).toBe("fallback");
  });
  it("keeps a real answer whose first line looks like the example", () => {
    expect(taken(eventPoignanciesPrompt, events, "1: 3\n2: 2\n3: 5")).toEqual([3, 2, 5]);
  });
});

describe("round eight: a conclusion naming another of the choices", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  it("asks again; a conclusion naming the same choice, or none, leaves the value", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nSo she is really unsure about it.')).toBe("fallback");
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nSo yes: Tomas had told her.')).toBe("yes");
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nSo Tomas had told her the day before.')).toBe("yes");
  });
});

describe("round eight: a grounding field given twice, an action as verb and object", () => {
  const bakery = {
    identity: ada,
    activity: "baking bread (kneading the dough)",
    livingSector: "Okafor Bakery",
    currentSector: "Okafor Bakery",
    places: [{ sector: "Okafor Bakery", arenas: [{ arena: "kitchen", objects: ["oven", "work table"] }] }],
  };
  const lines = (thing: string) =>
    `Place: Okafor Bakery\nArea: kitchen\n${thing}\nEmoji: 🍞\nAction: knead | dough\nThing state: floured for kneading\nThing emoji: 🌾\nThing action: is floured | for kneading`;
  it("leaves a field said twice differently unknown, the rest read", () => {
    const read = taken(actionGroundingPrompt, bakery, lines("Thing: work table\nThing: oven")) as unknown as Record<string, unknown>;
    expect(read.object).toBeNull();
    expect(read.arena).toBe("kitchen");
    expect((taken(actionGroundingPrompt, bakery, lines("Thing: work table")) as unknown as Record<string, unknown>).object).toBe("work table");
  });
  it("reads {\"verb\": ..., \"object\": ...} as the action", () => {
    const json = { place: "Okafor Bakery", area: "kitchen", thing: "work table", emoji: "🍞", action: { verb: "knead", object: "dough" }, thingState: "floured for kneading", thingEmoji: "🌾", thingAction: "is floured | for kneading" };
    expect((taken(actionGroundingPrompt, bakery, JSON.stringify(json)) as unknown as Record<string, unknown>).event).toEqual(["knead", "dough"]);
  });
  it("reads nothing from the template's slots and its example action", () => {
    const copied = "Place: <one place from the list>\nArea: <one area>\nThing: <thing>\nEmoji: <emoji>\nAction: bake | bread\nThing state: being used to bake bread";
    expect(taken(actionGroundingPrompt, bakery, copied)).toBe("fallback");
    const baking = (taken(actionGroundingPrompt, bakery, lines("Thing: oven").replace("knead | dough", "bake | bread")) as unknown as Record<string, unknown>).event;
    expect(baking).toEqual(["bake", "bread"]);
  });
});

describe("round eight: a correction that belongs to the text", () => {
  const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the library's notice about the poetry night." }] };
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("keeps a notice's own 'Correction:' line and a note's own 'On reflection'", () => {
    const notice = "Poetry night moves to the reading room this Friday, doors at seven, tea and honey-rye on the house. Correction: the start time printed last week was wrong.";
    expect(taken(writeDraftPrompt, draft, notice)).toBe(notice);
    expect(taken(feelingsNotePrompt, feelings, "I was tired after the bake. On reflection, the evening went well.")).toBe("I was tired after the bake. On reflection, the evening went well.");
  });
});

describe("round nine: the template's own lines written back as the answer", () => {
  it("takes no rating from the scale's legend, and reads a rating that explains itself", () => {
    expect(() => parseRating("1 = an ordinary chore")).toThrow(/legend/);
    expect(() => parseRating("10 = a day Ada will never forget")).toThrow(/legend/);
    expect(() => parseRating("3 = somewhat notable\n8 = very moving")).toThrow(/legend/);
    expect(parseRating("6")).toBe(6);
    expect(parseRating("Rating: 7 (the poetry night matters to Ada)")).toBe(7);
  });
  it("reads no choice from the instruction's two quoted options", () => {
    expect(() => parseReaction('Answer: Option 2" or "Answer: Option 1')).toThrow(/options/);
    expect(parseReaction("Answer: Option 2")).toBe("continue");
    expect(quotesTheChoices('conflict" or "forgot')).toBe(true);
    expect(quotesTheChoices('Answer: "forgot"')).toBe(false);
  });
  it("reads no result from a role's action line written back, and keeps the result that follows it", () => {
    const inputs = {
      prefix: "You are the librarian.",
      history: [{ role: "user", content: "Tell the readers the poetry night has moved." }],
      actionName: "Announce change",
      instruction: "Write one sentence announcing that the poetry night moves to Thursday.",
    };
    expect(taken(roleInstructionPrompt, inputs, "Your current action: Announce change.")).toBe("fallback");
    expect(taken(roleInstructionPrompt, inputs, "Your current action: Announce change.\n\nThe poetry night moves to Thursday, same time, same room.")).toBe(
      "The poetry night moves to Thursday, same time, same room.",
    );
    expect(taken(roleInstructionPrompt, inputs, "The poetry night moves to Thursday.")).toBe("The poetry night moves to Thursday.");
  });
});

describe("round nine: a note or thought that only says there is nothing to note", () => {
  it("is no note, while a thought about having little to do is one", () => {
    expect(saysNothingToNote("Nothing from this chat needs to be noted.")).toBe(true);
    expect(saysNothingToNote("There is nothing worth remembering here.")).toBe(true);
    expect(saysNothingToNote("No follow-up needed.")).toBe(true);
    expect(saysNothingToNote("Nothing is planned for Friday, so I can help at the library.")).toBe(false);
    expect(saysNothingToNote("I have nothing to bake tomorrow, so I will rest.")).toBe(false);
  });
});

describe("round nine: the event triple's example line continued", () => {
  it("takes no triple from the template's example unless the statement is about it", () => {
    const baking = { subject: "Ada Okafor", description: "shaping rye loaves for the poetry night" };
    expect(taken(eventTriplePrompt, baking, " read, novel)")).toBe("fallback");
    expect(taken(eventTriplePrompt, baking, " shape, rye loaves)")).toEqual(["Ada Okafor", "shape", "rye loaves"]);
    const reading = { subject: "Ada Okafor", description: "reading a novel by the oven while the dough rises" };
    expect(taken(eventTriplePrompt, reading, " read, novel)")).toEqual(["Ada Okafor", "read", "novel"]);
  });
});

describe("round nine: a chosen area or object, then a sentence that puts the work at another", () => {
  const shop = { name: "Ada Okafor", activity: "icing the poetry-night buns", arena: "bakery kitchen", objects: ["work table", "oven", "cooling rack"] };
  it("asks again when the next sentence works at another known object", () => {
    expect(taken(actionObjectPrompt, shop, "Answer: work table\n\nShe pipes the icing at the cooling rack.")).toBe("fallback");
  });
  it("reads the choice when the next sentence only gives a reason about another", () => {
    expect(taken(actionObjectPrompt, shop, "Answer: work table\n\nThe oven is too hot to ice near.")).toBe("work table");
    expect(taken(actionObjectPrompt, shop, "work table\n\nIt has more room than the cooling rack.")).toBe("work table");
    expect(taken(actionObjectPrompt, shop, "Answer: work table\n\nShe sets the buns out on the work table, not the oven.")).toBe("work table");
  });
});

describe("round nine: a conclusion that only denies, after a yes", () => {
  const heard = { person: "Tomas Reyes", fact: "The library opens late on Thursday.", question: "Did you know the library opens late on Thursday?", answer: "Is it? First I've heard." };
  it("asks again", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nSo nobody had told him before.')).toBe("fallback");
    expect(taken(factAwarenessPrompt, heard, "Answer: yes\n\nTherefore he hadn't known it.")).toBe("fallback");
  });
  it("reads the choice when the conclusion agrees, or when the denial follows a no", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "no"}\n\nSo nobody had told him before.')).toBe("no");
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nSo Ada had told him at the bakery.')).toBe("yes");
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes"}\n\nHe does not sound surprised.')).toBe("yes");
  });
});

describe("round nine: a replanned schedule summed up with a time it does not have", () => {
  const inputs = {
    name: "Ada Okafor",
    windowStart: "09:00",
    windowEnd: "11:00",
    originalEntries: [["kneading rye dough", 60], ["shaping loaves", 60]],
    fixedEntries: [["kneading rye dough", 30], ["talking with Tomas about the poetry night", 15]],
    fallback: [["kneading rye dough", 45], ["shaping loaves", 45]],
  };
  const rows = "09:45 ~ 10:15 -- kneading rye dough\n10:15 ~ 11:00 -- shaping loaves";
  it("asks again when the closing remark's time disagrees, reads it when it agrees", () => {
    expect(taken(replanSchedulePrompt, inputs, `${rows}\n\nSo Ada is done at 11:30.`)).toBe("fallback");
    const read = taken(replanSchedulePrompt, inputs, `${rows}\n\nSo Ada is done at 11:00.`);
    expect(read).not.toBe("fallback");
    expect(taken(replanSchedulePrompt, inputs, rows)).toEqual(read);
  });
});

describe("round nine: a plan made of the template's examples only", () => {
  it("is asked again for a baker; one example among her own items is her plan", () => {
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "2) have lunch at 12:00 pm\n3) paint from 2:00 pm to 5:00 pm")).toBe("fallback");
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "2) bake bread at 5:00 am\n3) have lunch at 12:00 pm\n4) go to bed at 9:00 pm")).toEqual([
      "wake up and complete the morning routine at 4:00 am",
      "bake bread at 5:00 am",
      "have lunch at 12:00 pm",
      "go to bed at 9:00 pm",
    ]);
  });
});

describe("round nine: one item of an English list in another script", () => {
  it("is asked again when the inputs are English; a triple wholly in the other script is left to its prompt", () => {
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "2) 5:00 烤面包 (bake bread at 5:00 am)\n3) open Okafor Bakery at 7:00 am")).toBe("fallback");
    expect(taken(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am")).not.toBe("fallback");
    expect(taken(eventTriplePrompt, { subject: "Ada Okafor", description: "baking rye bread" }, "(Ada Okafor, 烤, 黑麦面包)")).toEqual(["Ada Okafor", "烤", "黑麦面包"]);
  });
});

describe("round nine: a note in the wrong person", () => {
  const week = { identity: ada, statements: [{ created: "2024-05-06T15:00:00", description: "Ada Okafor sold out of rye loaves before noon" }] };
  it("asks again for a feelings note about Ada where her own 'I' is asked; reads hers", () => {
    expect(taken(feelingsNotePrompt, week, "Ada has been proud of the rye selling out, though the early starts tire her.")).toBe("fallback");
    expect(taken(feelingsNotePrompt, week, "Ada here: I have been proud of the rye selling out.")).not.toBe("fallback");
    expect(taken(feelingsNotePrompt, week, "I have been proud that my rye sold out before noon.")).toBe("I have been proud that my rye sold out before noon.");
  });
  it("takes 'You know her well' as addressed to the reader, 'You know, ...' as a filler", () => {
    expect(addressesTheReader("You know Tomas well; he lends you books.")).toBe(true);
    expect(addressesTheReader("You know, I think Tomas means well.")).toBe(false);
  });
});

describe("round nine: a memo about the other person", () => {
  it("is asked again; the person's memo of what the other did is read", () => {
    expect(taken(chatMemoPrompt, talkInputs, "Tomas asked for honey-rye loaves by six.")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, { thought: "Tomas Reyes wants the loaves early." }, "structured")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, "Ada found it kind that Tomas asked early.")).toBe("Ada found it kind that Tomas asked early.");
    expect(taken(chatMemoPrompt, talkInputs, "Tomas's early order pleased Ada.")).toBe("Tomas's early order pleased Ada.");
  });
});

describe("round nine: a whispered thought that drops when it happens", () => {
  const whispered = { identity: ada, whisper: "You promised Tomas 40 rolls for the poetry night on Friday at 6pm" };
  it("is asked again when the day, the time or a number is lost; kept whole, it is read", () => {
    expect(taken(innerThoughtPrompt, whispered, "Ada Okafor promised Tomas rolls for the poetry night.")).toBe("fallback");
    expect(taken(innerThoughtPrompt, whispered, "Ada Okafor promised Tomas 40 rolls for the poetry night on Friday.")).toBe("fallback");
    expect(taken(innerThoughtPrompt, whispered, "Ada Okafor promised Tomas 40 rolls for the poetry night on Friday at 6 pm.")).toBe(
      "Ada Okafor promised Tomas 40 rolls for the poetry night on Friday at 6 pm.",
    );
  });
});

// --- round ten (issue 24): the shape of a whole answer, whatever the prompt -------------------------------------------

describe("round ten: a question back instead of an answer", () => {
  const pair = { speaker: "Ada Okafor", listener: "Tomas Reyes", statements: ["Tomas Reyes buys rye bread every Saturday"] };
  it.each([
    "Is this about the bakery or the library? Let me know.",
    "Do you mean Tomas as a customer, or as a neighbour?",
    "Would you like me to add how Tomas sees Ada?",
    "Should the summary cover only this week? Please clarify and I'll write it.",
  ])("%j is asked again", (answer) => {
    expect(taken(relationshipSummaryPrompt, pair, answer)).toBe("fallback");
  });
  it("is not a summary that holds a question, nor a character's own question in a reply", () => {
    expect(taken(relationshipSummaryPrompt, pair, "Ada wonders whether Tomas will ever try the spelt? She likes him all the same.")).not.toBe("fallback");
    const chat = {
      speaker: { ...ada, currTime: "2024-05-06T12:15:00" },
      listener: "Tomas Reyes",
      relationship: "Ada sees Tomas as a regular who buys rye every Saturday.",
      memories: ["Ada Okafor offered to bake pastries for the poetry night"],
      place: "shop floor in Okafor Bakery",
      speakerActivity: "serving customers",
      listenerActivity: "having lunch",
      transcript: [["Tomas Reyes", "Are the tarts still on for Friday?"]],
    };
    expect(taken(utterancePrompt, chat, '{"utterance": "Would you like the plum ones? I can save you four.", "end": false}')).not.toBe("fallback");
  });
});

describe("round ten: what is wrapped around a whole free-text answer", () => {
  const pair = { speaker: "Ada Okafor", listener: "Tomas Reyes", statements: ["Tomas Reyes buys rye bread every Saturday"] };
  const summary = "Ada sees Tomas as a loyal Saturday customer with a weakness for rye.";
  it.each([
    [`"${summary}".`, "quotes around it, a full stop after them"],
    [`${summary}\n\n${summary}`, "the same answer twice"],
    [`### Summary\n\n${summary}`, "a one-word heading over it"],
    [`How does Ada Okafor see Tomas Reyes? ${summary}`, "the request's question restated first"],
  ])("%j is the summary alone (%s)", (answer) => {
    expect(taken(relationshipSummaryPrompt, pair, answer)).toBe(summary);
  });
  it("keeps a draft's own title, two different paragraphs, and a short question of the text's own", () => {
    const flyer = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the flyer for the harvest supper." }] };
    const text = "The harvest supper is on Saturday at the mill. Bring a dish to share.";
    expect(taken(writeDraftPrompt, flyer, `## Harvest Supper at the Mill\n\n${text}`)).toBe(`## Harvest Supper at the Mill\n\n${text}`);
    expect(taken(writeDraftPrompt, flyer, `${text}\n\nDoors open at six.`)).toBe(`${text}\n\nDoors open at six.`);
    expect(withoutRestatedQuestion("Hungry? Bring a dish.", wordsOf("Write the flyer. Hungry people bring a dish."))).toBe("Hungry? Bring a dish.");
  });
  it("drops an answer label in another language, and role_aask's own 'Answer:' label", () => {
    const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
    expect(taken(objectDescriptionPrompt, oven, "Antwort: heizt für die Roggenbrote vor")).toBe("heizt für die Roggenbrote vor");
    expect(parseAaskAnswer("Answer: Rye needs a longer proof than wheat.")).toBe("Rye needs a longer proof than wheat.");
  });
});

describe("round ten: JSON as models write it besides strict JSON", () => {
  it("reads a tool call's arguments as the answer object", () => {
    expect(parseJsonLenient('{"name": "summary", "arguments": {"summary": "a loyal customer"}}')).toEqual({ summary: "a loyal customer" });
    expect(parseJsonLenient('{"name": "summary", "arguments": "{\\"summary\\": \\"a loyal customer\\"}"}')).toEqual({ summary: "a loyal customer" });
    expect(parseJsonLenient('{"name": "Ada", "age": 34}')).toEqual({ name: "Ada", age: 34 });
    const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
    expect(taken(objectDescriptionPrompt, oven, { name: "object_description", arguments: { state: "baking the rye" } }, "structured")).toBe("baking the rye");
  });
  it("reads JSON5, comments and Python literals, an apostrophe inside a single-quoted string included", () => {
    expect(parseJsonLenient("{state: 'warming up', done: False,}")).toEqual({ state: "warming up", done: false });
    expect(parseJsonLenient('{\n  // the oven\n  "state": "warming up, 8:30 start", /* rye */ "done": true\n}')).toEqual({ state: "warming up, 8:30 start", done: true });
    expect(parseJsonLenient("{'topic': 'Ada's rye for the library', 'extra': None}")).toEqual({ topic: "Ada's rye for the library", extra: null });
    expect(parseJsonLenient("{'note': 'it\\'s warm'}")).toEqual({ note: "it's warm" });
  });
});

describe("round ten: a list lettered instead of numbered", () => {
  it("reads a), B. and (c) as the first, second and third items", () => {
    expect(listLine("a) proof the rye (minutes: 40)")).toEqual({ number: 1, bullet: false, text: "proof the rye (minutes: 40)" });
    expect(listLine("B. 7")).toEqual({ number: 2, bullet: false, text: "7" });
    expect(withoutListMarker("(c) sweep the flour loft")).toBe("sweep the flour loft");
  });
  it("leaves a sentence that starts with a word, and a time, alone", () => {
    expect(listLine("Ada bakes at dawn.").number).toBeNull();
    expect(listLine("7:00 am - open the shop").number).toBeNull();
  });
});

describe("round ten: two answers offered side by side", () => {
  it("is asked again where the template offers no options; one answer is read", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "**Option A.** 4:30 am\n**Option B.** 5:00 am")).toBe("fallback");
    expect(taken(wakeUpHourPrompt, { identity: ada }, "4:30 am")).toBe(4);
  });
});

describe("round twelve: an area named by another word before a known area's head word", () => {
  const library = { identity: ada, activity: "returning the poetry-night chairs", sector: "Larkspur Library", arenas: ["poetry corner", "front desk", "store cupboard"] };
  it("is not the known area when its own first word is replaced by one no area has", () => {
    expect(taken(actionArenaPrompt, library, "Answer: the broom cupboard")).toBe("fallback");
    expect(taken(actionArenaPrompt, library, { arena: "reference desk" }, "structured")).toBe("fallback");
  });
  it("still reads a known area described by its head word, or with a word added beside its own", () => {
    expect(taken(actionArenaPrompt, library, "Answer: the cupboard")).toBe("store cupboard");
    expect(taken(actionArenaPrompt, library, "Answer: the quiet poetry corner")).toBe("poetry corner");
    expect(taken(actionArenaPrompt, library, { arena: "the desk" }, "structured")).toBe("front desk");
  });
});

describe("round twelve: an answer of several-line items cut inside its last item", () => {
  const step = (n: number, area: string) => `${n}\nPlace: Okafor Bakery\nArea: ${area}\nThing: oven\nEmoji: 🍞`;
  it("drops the cut item whole, not only its cut line", () => {
    expect(completePart(`${step(1, "kitchen")}\n\n${step(2, "kitchen")}\n\n3\nPlace: Okafor Bakery\nArea: sto`)).toBe(`${step(1, "kitchen")}\n\n${step(2, "kitchen")}`);
  });
  it("keeps the whole lines of a one-line-per-item list, and of groups as long as the last", () => {
    expect(completePart("1: 4\n2: 7\n3: 2\n4: ")).toBe("1: 4\n2: 7\n3: 2");
    expect(completePart("Morning:\n1) knead the dough\n2) shape the loaves\n\nAfternoon:\n3) serve the counter\n4) sweep the fl")).toBe(
      "Morning:\n1) knead the dough\n2) shape the loaves\n\nAfternoon:\n3) serve the counter",
    );
  });
});

describe("round twelve: a grounding's labels written in the language the model answers in", () => {
  const bakery = {
    identity: ada,
    activity: "baking bread (kneading the dough)",
    livingSector: "Okafor Bakery",
    currentSector: "Okafor Bakery",
    places: [{ sector: "Okafor Bakery", arenas: [{ arena: "kitchen", objects: ["oven", "work table"] }] }],
  };
  const expected = { sector: "Okafor Bakery", arena: "kitchen", object: "work table", event: ["knead", "dough"], objectEvent: ["is floured", "for kneading"] };
  it("reads German and French labels as the English ones", () => {
    const german = "Ort: Okafor Bakery\nBereich: kitchen\nGegenstand: work table\nEmoji: 🍞\nAktion: knead | dough\nZustand: floured for kneading\nGegenstand-Emoji: 🌾\nGegenstand-Aktion: is floured | for kneading";
    expect(taken(actionGroundingPrompt, bakery, german)).toMatchObject(expected);
    const french = "Lieu : Okafor Bakery\nZone : kitchen\nObjet : work table\nEmoji : 🍞\nAction : knead | dough\nÉtat : floured for kneading\nObjet emoji : 🌾\nObjet action : is floured | for kneading";
    expect(taken(actionGroundingPrompt, bakery, french)).toMatchObject(expected);
  });
});

describe("round twelve: a bare value, then \"Actually,\" and a reason before the new value", () => {
  const harvest = { identity: ada, description: "the flour mill said Friday's delivery will be two days late" };
  it("reads the value the model settles on", () => {
    expect(taken(eventPoignancyPrompt, harvest, "4. Actually, since the poetry-night order depends on it, 6.")).toBe(6);
  });
  it("leaves a sentence that starts with \"Actually,\" in prose as prose", () => {
    const note = "Ada bakes the rye early. Actually, she bakes it before dawn so it cools by opening.";
    expect(lastCorrection(note)).toBeUndefined();
  });
});

describe("round twelve: the scale's legend running on in one line after a cue", () => {
  it("is no rating; a rating with one reason in the same shape is", () => {
    expect(() => parseRating("Rating: 1 = an everyday chore; 10 = a day she will never forget.")).toThrow(/legend/);
    expect(parseRating("Rating: 6, the order matters to her this week.")).toBe(6);
  });
});

describe("round twelve: steps headed in words", () => {
  const places = [{ sector: "Okafor Bakery", arenas: [{ arena: "kitchen", objects: ["oven", "work table"] }, { arena: "shop counter", objects: ["till"] }] }];
  const inputs = { identity: ada, activities: ["kneading the dough", "serving at the counter"], livingSector: "Okafor Bakery", currentSector: "Okafor Bakery", places };
  const block = (area: string, thing: string) => `Place: Okafor Bakery\nArea: ${area}\nThing: ${thing}\nEmoji: 🍞\nAction: work | ${thing}\nThing state: in use\nThing emoji: 🍞\nThing action: is used | by Ada`;
  it("reads \"First step\" and \"Step two\" as steps 1 and 2", () => {
    const read = taken(stepsGroundingPrompt, inputs, `**First step**\n${block("kitchen", "work table")}\n\n**Step two:**\n${block("shop counter", "till")}`) as unknown as Array<Record<string, unknown>>;
    expect(read.map((g) => g.object)).toEqual(["work table", "till"]);
  });
  it("reads unheaded blocks by position only when there is one a step", () => {
    const both = taken(stepsGroundingPrompt, inputs, `${block("kitchen", "work table")}\n\n${block("shop counter", "till")}`) as unknown as Array<Record<string, unknown>>;
    expect(both.map((g) => g.object)).toEqual(["work table", "till"]);
    expect(taken(stepsGroundingPrompt, inputs, block("shop counter", "till"))).toBe("fallback");
  });
});

describe("round thirteen: invisible marks and a Unicode minus", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("reads a note with a zero-width space after its first word as plain words", () => {
    expect(taken(feelingsNotePrompt, feelings, "I\u200b have been tired, but the poetry night went well.")).toBe("I have been tired, but the poetry night went well.");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing\u200b about the honey-rye loaves for Friday")).toBe(
      "conversing about the honey-rye loaves for Friday",
    );
  });
  it("keeps the zero-width joiner inside an emoji sequence", () => {
    expect(withoutInvisibleMarks("\ufeff👩\u200d🍳🍞")).toBe("👩\u200d🍳🍞");
  });
  it("reads a stage of \u22121 as -1, not 1", () => {
    const inputs = { states: ["0. CollectPoems", "1. OrderReadings", "2. PrintProgramme"], previousState: 2 };
    expect(taken(roleStatePrompt, inputs, "\u22121")).toBe(-1);
    expect(taken(roleStatePrompt, inputs, "Stage: \u22121 (every stage is done)")).toBe(-1);
  });
});

describe("round thirteen: the answer wrapped whole in an answer tag", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("reads the tag's content, after a reasoning block too", () => {
    expect(taken(eventPoignancyPrompt, { identity: ada, description: "the oven would not light this morning" }, "<answer>5</answer>")).toBe(5);
    expect(taken(feelingsNotePrompt, feelings, "<think>She was tired but proud.</think>\n<response>\nI was tired, but proud of the poetry night.\n</response>")).toBe(
      "I was tired, but proud of the poetry night.",
    );
  });
  it("still refuses a tag that is the template's slot, and leaves a tag inside the text alone", () => {
    expect(taken(feelingsNotePrompt, feelings, "<answer>")).toBe("fallback");
    expect(withoutAnswerTags("Use <output> for the result.")).toBe("Use <output> for the result.");
  });
});

describe("round thirteen: a JSON answer in an envelope of one field", () => {
  it("reads the object inside \"data\", \"result\" or \"response\", in both modes", () => {
    const library = { identity: ada, activity: "returning the poetry-night chairs", sector: "Larkspur Library", arenas: ["poetry corner", "front desk", "store cupboard"] };
    expect(taken(actionArenaPrompt, library, '{"result": {"arena": "front desk"}}')).toBe("front desk");
    expect(taken(actionArenaPrompt, library, { data: { arena: "store cupboard" } }, "structured")).toBe("store cupboard");
    expect(taken(eventPoignancyPrompt, { identity: ada, description: "the oven would not light this morning" }, '```json\n{"response": {"score": 4}}\n```', "structured")).toBe(4);
  });
  it("leaves an envelope around a bare value, or beside other fields, to the readers", () => {
    expect(withoutEnvelope('{"response": "yes"}')).toBe('{"response": "yes"}');
    expect(withoutEnvelope('{"data": {"score": 4}, "note": "rough guess"}')).toBe('{"data": {"score": 4}, "note": "rough guess"}');
  });
});

describe("round thirteen: a bare value, then \"Wait,\" and a reason before the new value", () => {
  const harvest = { identity: ada, description: "the flour mill said Friday's delivery will be two days late" };
  it("reads the value the model settles on", () => {
    expect(taken(eventPoignancyPrompt, harvest, "3\n\nWait, the poetry-night order hangs on that flour. 5.")).toBe(5);
  });
  it("leaves \"Wait,\" inside prose as prose", () => {
    expect(lastCorrection("Ada stopped at the door. Wait, she thought, the rye is still in the oven.")).toBeUndefined();
  });
});

describe("round thirteen: a reasoning block never closed, by a model that stopped on its own", () => {
  const harvest = { identity: ada, description: "the flour mill said Friday's delivery will be two days late" };
  it("reads the paragraph the reasoning ran into as the answer", () => {
    expect(taken(eventPoignancyPrompt, harvest, "<think>\nA late delivery before the poetry night matters to her.\n\n6")).toBe(6);
  });
  it("falls back when the endpoint said it hit the cap, or the block is one cut thought", () => {
    const reading = readAnswer(eventPoignancyPrompt, "<think>\nA late delivery before the poetry night matters.\n\n6", eventPoignancyPrompt.inputSchema.parse(harvest), "text", { cutOff: true });
    expect("value" in reading).toBe(false);
    expect(taken(eventPoignancyPrompt, harvest, "<think>\nThe delivery is late, so on the scale it is maybe")).toBe("fallback");
  });
});

describe("round thirteen: a one-word answer in another language", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  it("reads yes, no, first and second said in the language the model slipped into", () => {
    expect(parseYesNo("Answer in yes or no: Oui.")).toBe(true);
    expect(parseYesNo('{"answer": "нет"}')).toBe(false);
    expect(taken(factAwarenessPrompt, heard, '{"knew": "是的"}')).toBe("yes");
    expect(taken(factAwarenessPrompt, heard, "Verdict: **nein**")).toBe("no");
    expect(inEnglish("première")).toBe("first");
    expect(inEnglish("第二")).toBe("second");
  });
  it("leaves a longer text in another language, and the ambiguous \"si\", unread", () => {
    expect(inEnglish("oui, mais elle hésite")).toBe("oui, mais elle hésite");
    expect(inEnglish("si")).toBe("si");
    expect(taken(factAwarenessPrompt, heard, '{"knew": "oui, peut-être"}')).toBe("fallback");
  });
});

describe("round thirteen: insight evidence in a YAML list, or in a Chinese closing clause", () => {
  it("reads the statement numbers, not an insight with none", () => {
    const yaml = "```yaml\n- insight: Ada leans on Tomas for the heavy deliveries\n  evidence: [2, 4]\n- insight: Ada takes pride in the poetry night\n  evidence: [1]\n```";
    expect(parseInsights(yaml, 2)).toEqual([
      { insight: "Ada leans on Tomas for the heavy deliveries", evidence: [1, 3] },
      { insight: "Ada takes pride in the poetry night", evidence: [0] },
    ]);
    expect(parseInsights("1. Ada leans on Tomas for the heavy deliveries（依据：2、4）", 1)).toEqual([{ insight: "Ada leans on Tomas for the heavy deliveries", evidence: [1, 3] }]);
  });
});

describe("round thirteen: a review's offer to read the next version, and two topics held open", () => {
  it("drops the reviewer's offer after the review", () => {
    const review = "Lively and short. Say where the poetry night is held.";
    expect(parseText(`${review}\n\nHappy to take another look once it's revised!`)).toBe(review);
  });
  it("gives no topic when two are offered with \"or\"", () => {
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the loaves for Friday, or conversing about the library's new hours")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about conversing about the loaves for Friday")).toBe("conversing about the loaves for Friday");
  });
});

describe("round thirteen: a bare value said again on every line", () => {
  it("is that value once, where one value is asked", () => {
    expect(taken(eventPoignancyPrompt, { identity: ada, description: "the oven would not light this morning" }, "4\n4\n4\n4")).toBe(4);
    expect(bareValueOnce("🍞🧈\n🍞🧈\n🍞🧈")).toBe("🍞🧈");
  });
  it("leaves lines of words, or lines that differ, to the reader", () => {
    expect(bareValueOnce("I feel tired.\nI feel tired.")).toBe("I feel tired.\nI feel tired.");
    expect(bareValueOnce("🍞\n🧈")).toBe("🍞\n🧈");
  });
});

describe("round thirteen: numbered slots, one a line", () => {
  it("are the template's shape given back, not a notice", () => {
    expect(hasPlaceholder("[Line 1]\n[Line 2]\n[Line 3]")).toBe(true);
    expect(hasPlaceholder("[Paragraph 1]\n[Paragraph 2]")).toBe(true);
  });
  it("leaves a stage direction or a real line in brackets alone", () => {
    expect(hasPlaceholder("[laughs]\n[sighs]")).toBe(false);
    expect(hasPlaceholder("[Room 4] is free on Friday.\n[Room 5] is booked.")).toBe(false);
  });
});

describe("round thirteen: a note to self signed with the writer's name", () => {
  it("loses the signature line, keeps a dash inside the note", () => {
    const note = "I must have the rye loaves at the library by six on Friday.";
    expect(parseNote(`${note}\n\n— Ada`)).toBe(note);
    expect(parseNote("I must ask Tomas about the flour - Friday at the latest.")).toBe("I must ask Tomas about the flour - Friday at the latest.");
  });
});

describe("round thirteen: two states held open for a thing", () => {
  it("gives no state, where one state naming two things stays one", () => {
    expect(() => parseObjectDescription("Answer: idle or being cleaned", "oven")).toThrow(/two states/);
    expect(parseObjectDescription("Answer: being used to bake rye or spelt loaves", "oven")).toBe("being used to bake rye or spelt loaves");
  });
});

describe("round thirteen: a daily requirement whose given wake-up item is rewritten with another hour", () => {
  const inputs = { identity: ada, wakeUpHour: 5 };
  it("is someone else's day, not this person's", () => {
    const plan = (wake: string) => `1) wake up and complete the morning routine at ${wake}\n2) bake the rye loaves at 6:00 am\n3) open the shop at 8:00 am\n4) close the shop at 6:00 pm`;
    expect(taken(dailyRequirementPrompt, inputs, plan("9:00 am"))).toBe("fallback");
    expect(taken(dailyRequirementPrompt, inputs, plan("5:00 am"))).toEqual([
      "wake up and complete the morning routine at 5:00 am",
      "bake the rye loaves at 6:00 am",
      "open the shop at 8:00 am",
      "close the shop at 6:00 pm",
    ]);
  });
});

describe("round fourteen: answers in YAML, military times, full-width punctuation and numerals", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  const statements = ["Ada Okafor promised Tomas loaves by six on Friday", "Ada Okafor is tired after the early bake"];

  it("reads YAML as the JSON it stands for, fenced or bare, in text and structured mode", () => {
    const yaml = "subtasks:\n  - subtask: lighting the oven\n    minutes: 15\n  - subtask: shaping the loaves\n    minutes: 30\n  - subtask: loading the oven\n    minutes: 15";
    const expected = [["lighting the oven", 15], ["shaping the loaves", 30], ["loading the oven", 15]];
    expect(taken(taskDecompositionPrompt, bake, `Here is the breakdown:\n\n\`\`\`yaml\n${yaml}\n\`\`\``)).toEqual(expected);
    expect(taken(taskDecompositionPrompt, bake, yaml, "structured")).toEqual(expected);
    const notes = "```yml\n- thought: 1\n  triple: [Ada Okafor, bring, loaves to the library]\n  score: 6\n- thought: 2\n  triple: [Ada Okafor, feel, tired]\n  score: 2\n```";
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, notes)).toEqual([
      { triple: ["Ada Okafor", "bring", "loaves to the library"], poignancy: 6 },
      { triple: ["Ada Okafor", "feel", "tired"], poignancy: 2 },
    ]);
  });
  it("leaves labelled lines, a plan under headings and a bulleted list as the text they are", () => {
    for (const text of ["Place: the bakery\nArea: kitchen", "Morning:\n- wake up\n- bake bread", "- breakfast: 7am\n- shop: 8am"]) {
      expect(unwrapRawAnswer(text)).toEqual({ text });
    }
    expect(parseYaml("notes: |\n  a block scalar")).toBeUndefined();
  });
  it("reads a military time that opens a line, and keeps one inside a sentence", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "0430 hours")).toBe(4);
    expect(unwrapRawAnswer("0500 hrs: firing the oven\n0600 hrs: shaping")).toEqual({ text: "05:00: firing the oven\n06:00: shaping" });
    expect(unwrapRawAnswer("1350 ~ 1450 hours -- delivering rye")).toEqual({ text: "13:50 ~ 14:50 -- delivering rye" });
    expect(unwrapRawAnswer("1) close the shop at 1800 hours")).toEqual({ text: "1) close the shop at 1800 hours" });
    expect(unwrapRawAnswer("She slept 2 hours.")).toEqual({ text: "She slept 2 hours." });
  });
  it("reads full-width colons, commas and brackets in Latin text, and keeps them in Chinese text and in speech", () => {
    const events = { identity: ada, descriptions: ["Ada Okafor burnt a tray of rolls", "Ada Okafor opened the bakery", "Tomas ordered rye for Friday"] };
    expect(taken(eventPoignanciesPrompt, events, "1：4\n2：2\n3：5")).toEqual([4, 2, 5]);
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, "1. （Ada Okafor，bring，loaves to the library）| 6\n2. （Ada Okafor，feel，tired）| 2")).toEqual([
      { triple: ["Ada Okafor", "bring", "loaves to the library"], poignancy: 6 },
      { triple: ["Ada Okafor", "feel", "tired"], poignancy: 2 },
    ]);
    expect(unwrapRawAnswer("揉面（分钟：10）")).toEqual({ text: "揉面（分钟：10）" });
    expect(unwrapRawAnswer("【calm】Sit down.（pours the tea）", { speech: true })).toEqual({ text: "【calm】Sit down.（pours the tea）" });
  });
  it("reads a whole answer in Roman or Chinese numerals, and an option or a time in words", () => {
    const harvest = { identity: ada, description: "the flour mill said Friday's delivery will be two days late" };
    expect(taken(eventPoignancyPrompt, harvest, "VI")).toBe(6);
    expect(taken(eventPoignancyPrompt, harvest, "八")).toBe(8);
    expect(taken(eventPoignancyPrompt, harvest, { score: "VII" }, "structured")).toBe(7);
    expect(readStateChoice("二", 4)).toBe(2);
    expect(parseReaction("Answer: Option two")).toBe("continue");
    expect(parseReaction("Answer: Option I")).toBe("wait");
    expect(taken(wakeUpHourPrompt, { identity: ada }, "four o'clock")).toBe(4);
    expect(taken(wakeUpHourPrompt, { identity: ada }, "Four thirty in the morning.")).toBe(4);
    // "I" in a sentence is the pronoun, not one.
    expect(numberWords("I think so")).toBe("I think so");
  });
  it("asks again for a numbered line said over and over, and keeps ratings that are alike", () => {
    const events = { identity: ada, descriptions: ["Ada Okafor burnt a tray of rolls", "Ada Okafor opened the bakery", "Tomas ordered rye for Friday"] };
    expect(taken(eventPoignanciesPrompt, events, "1: 4\n1: 4\n1: 4\n1: 4\n1: 4")).toBe("fallback");
    const looped = Array(4).fill("1. (Ada Okafor, bring, loaves to the library) | 6").join("\n");
    expect(taken(thoughtNotesPrompt, { identity: ada, statements }, looped)).toBe("fallback");
    expect(taken(eventPoignanciesPrompt, events, "1: 3\n2: 3\n3: 3")).toEqual([3, 3, 3]);
  });
  it("takes 'Nothing to remember.' for no thought, and keeps a thought that holds something back", () => {
    expect(saysNothingToNote("Nothing to remember.")).toBe(true);
    expect(saysNothingToNote("No, just small talk about the rain; there is nothing to plan around.")).toBe(true);
    expect(saysNothingToNote("Nothing to remember except the rye for Friday.")).toBe(false);
    expect(saysNothingToNote("I need to remember the rye for Friday.")).toBe(false);
  });
});

// --- round fifteen (holdout10's first measure): classes of wrong values ----------------------------------------------

describe("round fifteen: classes of wrong values", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
  const flyer = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write one line for the harvest supper flyer." }] };
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  it("takes an hour's mark, '=' and a CSV comma after the time off the activity", () => {
    const day = [{ hour: 21, activity: "supper" }, { hour: 22, activity: "reading in bed" }, { hour: 23, activity: "sleeping" }];
    expect(parseHourlySchedule("21:00h: supper\n22:00h: reading in bed\n23:00h: sleeping", 21)).toEqual(day);
    expect(parseHourlySchedule("21:00 = supper\n22:00 = reading in bed\n23:00 = sleeping", 21)).toEqual(day);
    expect(parseHourlySchedule("```csv\nhour,activity\n21:00,supper\n22:00,reading in bed\n23:00,sleeping\n```", 21)).toEqual(day);
  });
  it("asks again for a list with items left out as '...', and keeps an item that trails off", () => {
    expect(taken(taskDecompositionPrompt, bake, "1) firing up the oven (minutes: 15)\n2) ...")).toBe("fallback");
    expect(taken(dailyRequirementPrompt, { identity: ada, wakeUpHour: 4 }, "1) wake up and complete the morning routine at 4:00 am\n2) open the bakery at 7:00 am\n...\n5) go to bed at 9:00 pm")).toBe("fallback");
  });
  it("takes a refusal of the request's manner or of real people for none", () => {
    expect(isModelRefusal("I can't describe objects in that way.")).toBe(true);
    expect(isModelRefusal("I'm not able to characterise relationships between real people.")).toBe(true);
    expect(isModelRefusal("I can't describe the smell of the loaves in any other way.")).toBe(false);
  });
  it("asks again for a word, a phrase or a sentence looping inside one value", () => {
    expect(taken(objectDescriptionPrompt, oven, "Answer: baking baking baking baking baking baking baking baking")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the rye the rye the rye the rye the rye the rye")).toBe("fallback");
    expect(taken(dailyRequirementPrompt, { identity: ada, wakeUpHour: 4 }, "1) wake up and complete the morning routine at 4:00 am\n2) bake bread\n3) bake bread\n4) bake bread\n5) bake bread")).toBe("fallback");
    expect(taken(objectDescriptionPrompt, oven, "Answer: baking the loaves")).toBe("baking the loaves");
  });
  it("drops a one-word heading over the text on the next line", () => {
    expect(withoutLeadingHeading("### Status\nAda is baking.")).toBe("Ada is baking.");
    expect(withoutLeadingHeading("## Harvest Supper\nCome on Saturday.")).toBe("## Harvest Supper\nCome on Saturday.");
  });
  it("reads an answer wrapped in HTML paragraphs as its text, unless the request speaks of HTML", () => {
    expect(taken(writeDraftPrompt, flyer, "<p>Harvest supper at the mill, Saturday at seven. Bring a dish!</p>")).toBe("Harvest supper at the mill, Saturday at seven. Bring a dish!");
    expect(withoutHtmlParagraphs("<p>21:00 - supper<br>\n22:00 - reading</p>")).toBe("21:00 - supper\n22:00 - reading");
    expect(withoutHtmlParagraphs("<p>Come <b>early</b></p>")).toBe("<p>Come <b>early</b></p>");
    const html = { prefix: "You are the web writer.", history: [{ role: "user", content: "Write the flyer's line as HTML." }] };
    expect(taken(writeDraftPrompt, html, "<p>Harvest supper at the mill, Saturday at seven.</p>")).toBe("<p>Harvest supper at the mill, Saturday at seven.</p>");
  });
  it("takes a review with its feedback slots unfilled for none", () => {
    expect(hasPlaceholder("The flyer [strength]. Change [suggestion].")).toBe(true);
  });
  it("drops a sign-off to the asker after a role_aask answer that starts straight in", () => {
    expect(parseAaskAnswer("Keep the loaves in a cloth bag.\n\nI hope this helps! Let me know if you need more.")).toBe("Keep the loaves in a cloth bag.");
    expect(parseAaskAnswer("Sure! Here it is:\n\nKeep them in a cloth bag.\n\nHope this helps!")).toBe("Sure! Here it is:\n\nKeep them in a cloth bag.\n\nHope this helps!");
  });
});

describe("round fifteen: a value in a tag of its name, and the template's example copied", () => {
  const oven = { object: "bread oven", name: "Ada Okafor", activity: "baking the honey-rye loaves" };
  it("reads an answer wrapped whole in a tag named after the value as its content", () => {
    expect(taken(objectDescriptionPrompt, oven, "<state>heating up for the loaves</state>")).toBe("heating up for the loaves");
    expect(withoutValueTag("<state>heating up</state> and then <b>cooling</b>")).toBe("<state>heating up</state> and then <b>cooling</b>");
  });
  it("takes the template's example topic for none when the talk only shares a longer word with it", () => {
    const talk = { transcript: [["Tomas Reyes", "Is the bakery open on Sunday?"], ["Ada Okafor", "Only until noon."]] as Array<[string, string]> };
    expect(taken(conversationSummaryPrompt, talk, "conversing about the bake sale next week")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, talk, "conversing about the bakery's Sunday hours")).toBe("conversing about the bakery's Sunday hours");
  });
});

describe("round fifteen: LaTeX boxes and HTML lists around the whole answer", () => {
  it("reads a boxed answer as the text inside, and leaves a box beside other text", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "\\boxed{4{:}30\\ \\text{am}}")).toBe(4);
    expect(withoutBoxedMath("$\\boxed{\\text{yes}}$")).toBe("yes");
    expect(withoutBoxedMath("The answer is \\boxed{7}, I think")).toBe("The answer is \\boxed{7}, I think");
  });
  it("reads a whole HTML list as numbered or bulleted lines", () => {
    expect(withHtmlListAsLines("<p><ol><li>bake the rye</li><li>open the shop</li></ol></p>")).toBe("1. bake the rye\n2. open the shop");
    expect(withHtmlListAsLines("<ul><li>bake</li><li>sell</li></ul>")).toBe("- bake\n- sell");
    expect(withHtmlListAsLines("Plan:<ul><li>bake</li></ul>")).toBe("Plan:<ul><li>bake</li></ul>");
  });
});

// --- round sixteen: where readers of the same answers disagree, the reading that never takes a wrong value ---------

describe("round sixteen: answers read two ways are asked again", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Maybe someone said it at the shop." };
  const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "The late shift ran over." };
  const judged = {
    person: "Ada Okafor",
    question: "What are you looking forward to this week?",
    first: "The poetry night on Friday, with the honey-rye loaves.",
    second: "Nothing much, really.",
  };
  it("asks again for more emoji than asked, and keeps up to the number asked", () => {
    expect(() => parseEmoji("🍞🍞🍞🍞🍞🍞🍞🍞", 3)).toThrow(/more than 3/);
    expect(() => parseEmoji("🍞🧈🔥🥖🧺", 3)).toThrow(/more than 3/);
    expect(parseEmoji("🍞🔥", 3)).toBe("🍞🔥");
  });
  it("asks again for a ranking listed against its own scores, or one line said over and over", () => {
    expect(() => parseRanking("Doc: 3, Relevance: 5\nDoc: 1, Relevance: 9", 3)).toThrow(/relevance/);
    expect(() => parseRanking("Doc: 1, Relevance: 9\nDoc: 1, Relevance: 9\nDoc: 1, Relevance: 9\nDoc: 1, Relevance: 9", 3)).toThrow(/repeats/);
    expect(parseRanking("Doc: 1, Relevance: 9\nDoc: 3, Relevance: 5", 3)).toEqual([0, 2]);
  });
  it("takes no choice from a bare synonym the choices do not hold", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "maybe"}', "structured")).toBe("fallback");
    expect(taken(absenceReasonPrompt, absent, '{"reason": "busy"}')).toBe("fallback");
    expect(taken(absenceReasonPrompt, absent, '{"reason": "work"}', "structured")).toBe("fallback");
    expect(taken(believabilityJudgePrompt, judged, '{"more_believable": "neither"}')).toBe("fallback");
    expect(taken(believabilityJudgePrompt, judged, '{"more_believable": "1"}')).toBe("fallback");
    expect(taken(believabilityJudgePrompt, judged, "Answer 1 is more believable.")).toBe("first");
    expect(taken(absenceReasonPrompt, absent, "Scheduling conflict: she was still at work.")).toBe("conflict");
    expect(taken(factAwarenessPrompt, heard, "Unsure. She only half remembers it.")).toBe("unsure");
  });
  it("asks again for a note or thought closing on emoji, and keeps emoji inside it", () => {
    const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
    expect(taken(feelingsNotePrompt, feelings, "Long week, but the poetry night made it worth it. 📚✨")).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, "Ada was glad Tomas asked for the honey-rye loaves. 🍞")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about loaves for the library 🍞")).toBe("conversing about loaves for the library");
  });
  it("asks again for a topic in another language, and keeps one in capitals as written", () => {
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversando sobre los panes para la biblioteca")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "Sie sprachen über die Brote für die Bibliothek.")).toBe("fallback");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "CONVERSING ABOUT THE LOAVES FOR THE LIBRARY")).toBe("CONVERSING ABOUT THE LOAVES FOR THE LIBRARY");
    expect(taken(conversationSummaryPrompt, { transcript: bakeryTalk }, "conversing about the pan de muerto for the library")).toBe("conversing about the pan de muerto for the library");
  });
  it("reads role_instruction's {\"text\": ...} envelope as its text, and keeps other JSON as written", () => {
    const inputs = {
      prefix: "You are the librarian.",
      history: [{ role: "user", content: "Tell the readers the poetry night has moved." }],
      actionName: "Announce change",
      instruction: "Write one sentence announcing that the poetry night moves to Thursday.",
    };
    expect(taken(roleInstructionPrompt, inputs, "{'text': 'Poetry night moves to Thursday, same time, same room.'}")).toBe("Poetry night moves to Thursday, same time, same room.");
    expect(taken(roleInstructionPrompt, inputs, '{"data": {"text": "Poetry night: now on Thursday."}}')).toBe("Poetry night: now on Thursday.");
    expect(taken(roleInstructionPrompt, inputs, '{"notice": "Poetry night: now on Thursday."}')).toBe('{"notice": "Poetry night: now on Thursday."}');
  });
});

describe("round sixteen: one owner of a role's closing remarks", () => {
  it("drops sign-offs and scores after a role's text, and keeps a last paragraph of its own", () => {
    expect(closesRoleText("Let me know if you'd like a shorter version!")).toBe(true);
    expect(closesRoleText("Happy to adjust the tone.")).toBe(true);
    expect(closesRoleText("Overall rating: 8/10")).toBe(true);
    expect(closesRoleText("Bring a dish to share.")).toBe(false);
    expect(parseText("Harvest supper, Saturday at seven.\n\nHappy to revise if needed.")).toBe("Harvest supper, Saturday at seven.");
  });
  it("drops from role_aask only a whole sign-off, and only after an answer that starts straight in", () => {
    expect(isWholeSignOff("Hope this helps!")).toBe(true);
    expect(isWholeSignOff("I hope the weather holds for the supper.")).toBe(false);
    expect(opensWithChat("Certainly! Here is the list:")).toBe(true);
    expect(parseAaskAnswer("Keep the crust dry.\n\nI hope the weather holds for the supper.")).toBe("Keep the crust dry.\n\nI hope the weather holds for the supper.");
  });
});

describe("round sixteen: readable answers that fell back", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  it("reads subtasks and rankings given as a markdown table or CSV", () => {
    expect(taken(taskDecompositionPrompt, bake, "| Step | Minutes |\n|---|---|\n| Firing the oven | 20 |\n| Shaping the loaves | 25 |\n| Baking the loaves | 15 |")).toEqual([
      ["firing the oven", 20],
      ["shaping the loaves", 25],
      ["baking the loaves", 15],
    ]);
    expect(taken(taskDecompositionPrompt, bake, "| # | Subtask | Minutes |\n|---|---|---|\n| 1 | firing the oven | 20 |\n| 2 | shaping the loaves | 25 |\n| 3 | baking the loaves | 15 |")).toEqual([
      ["firing the oven", 20],
      ["shaping the loaves", 25],
      ["baking the loaves", 15],
    ]);
    expect(taken(taskDecompositionPrompt, bake, "subtask,minutes\nfiring the oven,20\nshaping the loaves,25\nbaking the loaves,15")).toEqual([
      ["firing the oven", 20],
      ["shaping the loaves", 25],
      ["baking the loaves", 15],
    ]);
    expect(parseRanking("| Doc | Relevance |\n|---|---|\n| 3 | 9 |\n| 1 | 4 |", 3)).toEqual([2, 0]);
    expect(parseRanking("doc,relevance\n3,9\n1,4", 3)).toEqual([2, 0]);
  });
  it("takes a subtask's start time off it", () => {
    expect(taken(taskDecompositionPrompt, bake, "1) 05:00 firing the oven (minutes: 20)\n2) 05:20 shaping the loaves (minutes: 25)\n3) 05:45 baking the loaves (minutes: 15)")).toEqual([
      ["firing the oven", 20],
      ["shaping the loaves", 25],
      ["baking the loaves", 15],
    ]);
  });
  it("reads lettered plan items, alone or among numbered ones", () => {
    expect(readPlanItems("a) open the bakery at 7:00 am\nb) deliver the rye loaves at 11:00 am\nc) close the shop at 6:00 pm")).toEqual([
      "open the bakery at 7:00 am",
      "deliver the rye loaves at 11:00 am",
      "close the shop at 6:00 pm",
    ]);
    expect(readPlanItems("(a) open the bakery at 7:00 am\n(b) close the shop at 6:00 pm")).toEqual(["open the bakery at 7:00 am", "close the shop at 6:00 pm"]);
  });
  it("reads 'quarter to' an hour", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "Quarter to six.")).toBe(5);
    expect(taken(wakeUpHourPrompt, { identity: ada }, "At a quarter to five, before the first batch.")).toBe(4);
  });
  it("drops role_aask's answer label in chat form and a closing well-wish", () => {
    expect(parseAaskAnswer("Here's a short answer: wrap the loaves in linen, not plastic.")).toBe("wrap the loaves in linen, not plastic.");
    expect(parseAaskAnswer("Wrap the loaves in linen, not plastic.\n\nGood luck with the bake sale!")).toBe("Wrap the loaves in linen, not plastic.");
    expect(parseAaskAnswer("Here's the recipe:\n\nMix, knead, prove.\n\nEnjoy your bread!")).toBe("Here's the recipe:\n\nMix, knead, prove.\n\nEnjoy your bread!");
  });
  it("adds the given wake-up item before an unnumbered list that leaves it out", () => {
    expect(taken(dailyRequirementPrompt, { identity: ada, wakeUpHour: 4 }, "• open the bakery at 7:00 am\n• deliver the rye loaves at 11:00 am\n• close the shop at 6:00 pm\n• go to bed at 9:00 pm")).toEqual([
      "wake up and complete the morning routine at 4:00 am",
      "open the bakery at 7:00 am",
      "deliver the rye loaves at 11:00 am",
      "close the shop at 6:00 pm",
      "go to bed at 9:00 pm",
    ]);
  });
});

describe("round sixteen: a question back about the character played", () => {
  const chat = { character: "Mara", memory: [{ role: "system", content: "You are Mara, the lighthouse keeper." }, { role: "user", content: "Will the lamp be lit tonight?" }] };
  it("is no reply; the character asking a question is", () => {
    expect(taken(characterReplyPrompt, chat, "Should Mara sound worried or calm here? Let me know.")).toBe("fallback");
    expect(taken(characterReplyPrompt, chat, "【calm】It will. Will you be out on the water?")).toEqual([{ emotion: "calm", content: "It will. Will you be out on the water?", tts: null, action: null }]);
  });
});

// --- round seventeen (holdout11's first measure) --------------------------------------------------------------------

describe("round seventeen: reasoning wrappers other than <think>", () => {
  const stateInputs = { states: ["0. BookTheHall", "1. PrintTickets", "2. SellTickets"], previousState: 0 };
  const draft = { prefix: "You are the copywriter.", history: [{ role: "user", content: "Write the notice for the harvest supper." }] };
  const notice = "Harvest supper at the mill, Saturday at 7pm.\nBring a dish to share.";
  it("reads Ollama's 'Thinking... ...done thinking.' block as thinking, the answer after it", () => {
    const answer = `Thinking...\nThe hall is booked, so stage 0 is done. Tickets come next.\n...done thinking.\n\n1`;
    expect(taken(roleStatePrompt, stateInputs, answer)).toBe(1);
    expect(taken(writeDraftPrompt, draft, `Thinking...\nShort: what, when, where.\n...done thinking.\n\n${notice}`)).toBe(notice);
  });
  it("reads Magistral's [THINK] block as thinking", () => {
    expect(taken(roleStatePrompt, stateInputs, "[THINK]Hall booked; tickets not printed yet.[/THINK]\n1")).toBe(1);
    expect(taken(writeDraftPrompt, draft, `[THINK]Two lines, time and place first.[/THINK]\n${notice}`)).toBe(notice);
  });
  it("reads gpt-oss's harmony channels: the final channel only, not the analysis", () => {
    const harmony = (analysis: string, final: string) => `<|channel|>analysis<|message|>${analysis}<|end|><|start|>assistant<|channel|>final<|message|>${final}<|return|>`;
    expect(taken(roleStatePrompt, stateInputs, harmony("Stage 0 done: the hall is booked. Next stage 1.", "1"))).toBe(1);
    expect(taken(writeDraftPrompt, draft, harmony("Keep it short. Saturday 7pm at the mill.", notice))).toBe(notice);
    // The same with the special tokens decoded as nothing by the server.
    expect(taken(roleStatePrompt, stateInputs, "analysisWe need the next stage. Hall booked, so 1.assistantfinal1")).toBe(1);
  });
  it("falls back when the wrapper stops before its final part (a model cut off while thinking)", () => {
    expect(taken(roleStatePrompt, stateInputs, "Thinking...\nThe hall is booked.\n\nSo the next stage is")).toBe("fallback");
    expect(taken(roleStatePrompt, stateInputs, "[THINK]The hall is booked.\n\nNext is 1")).toBe("fallback");
    expect(taken(roleStatePrompt, stateInputs, "<|channel|>analysis<|message|>Stage 0 is done.\n\n1")).toBe("fallback");
  });
  it("leaves an answer that only mentions thinking as it is", () => {
    expect(taken(writeDraftPrompt, draft, "Thinking of supper? Come to the mill on Saturday at 7pm.")).toBe("Thinking of supper? Come to the mill on Saturday at 7pm.");
  });
});

describe("round seventeen: one JSON field given twice with two values", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "I had the late shift." };
  it("falls back: which of the two the model means is a guess", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes", "knew": "unsure"}')).toBe("fallback");
    expect(taken(absenceReasonPrompt, absent, '```json\n{\n  "reason": "other",\n  "reason": "conflict"\n}\n```')).toBe("fallback");
    expect(hasConflictingKeys('{"a": {"b": 1, "b": 2}}')).toBe(true);
  });
  it("reads a field repeated with the same value, and braces in prose", () => {
    expect(taken(factAwarenessPrompt, heard, '{"knew": "yes", "knew": "yes"}')).toBe("yes");
    expect(hasConflictingKeys('She wrote {"a" and "a"} on the board; {"x": 1, "y": {"x": 2}}')).toBe(false);
  });
});

describe("round seventeen: a choice field holding the list of choices, or a word the list lacks", () => {
  const heard = { person: "Mei Lin", fact: "The mill pond is being drained on Sunday.", question: "Did you hear about the mill pond?", answer: "Oh, Tomas told me yesterday." };
  const absent = { person: "Mei Lin", event: "the harvest supper", question: "Why weren't you at the supper?", answer: "I had the late shift." };
  it("takes 'yes | no' or 'conflict/other' for the placeholder it is", () => {
    expect(taken(factAwarenessPrompt, heard, { knew: "yes | no | unsure" }, "structured")).toBe("fallback");
    expect(taken(absenceReasonPrompt, absent, { reason: "conflict/other" }, "structured")).toBe("fallback");
    expect(taken(factAwarenessPrompt, heard, "yes / no")).toBe("fallback");
    expect(taken(factAwarenessPrompt, heard, { knew: "yes" }, "structured")).toBe("yes");
  });
  it("does not take 'maybe' for 'unsure'", () => {
    expect(taken(factAwarenessPrompt, heard, { knew: "maybe" }, "structured")).toBe("fallback");
    expect(taken(factAwarenessPrompt, heard, { knew: "Unsure" }, "structured")).toBe("unsure");
  });
});

describe("round seventeen: a polite decline to speak of other people's minds", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it.each([
    "I'm not comfortable describing someone's private feelings.",
    "I'd rather not speculate about what another person was thinking.",
    "I am not able to summarise private conversations between people.",
  ])("%s is a refusal, no note", (answer) => {
    expect(taken(feelingsNotePrompt, feelings, answer)).toBe("fallback");
    expect(taken(chatMemoPrompt, talkInputs, answer)).toBe("fallback");
  });
  it("keeps a person's own reluctance about a named neighbour, and a feeling about it", () => {
    expect(isModelRefusal("I'd rather not say what Tomas told me; he asked me to keep it quiet.")).toBe(false);
    expect(taken(feelingsNotePrompt, feelings, "I'm not comfortable with how rushed the baking was, but the poetry night went well.")).toBe(
      "I'm not comfortable with how rushed the baking was, but the poetry night went well.",
    );
  });
});

describe("round seventeen: an answer made only of bracketed slots", () => {
  const review = { prefix: "You are the editor.", history: [{ role: "user", content: "Review the flyer for the poetry night." }] };
  it("is the template's shape, not a review", () => {
    expect(taken(reviewDraftPrompt, review, "[Strength of the flyer]. [What to change].")).toBe("fallback");
    expect(taken(reviewDraftPrompt, review, { text: "[Main heading]\n[Date and time]\n[Where it is]" }, "structured")).toBe("fallback");
  });
  it("keeps a review that quotes a bracketed line of the flyer among its words", () => {
    const kept = "Friendly and short. Keep [Bring a poem!] and [Free entry] as they are.";
    expect(hasPlaceholder(kept)).toBe(false);
    expect(taken(reviewDraftPrompt, review, kept)).toBe(kept);
  });
});

describe("round seventeen: -1 in words", () => {
  const inputs = { states: ["0. CollectPoems", "1. OrderReadings", "2. PrintProgramme"], previousState: 2 };
  it("reads 'minus one' and 'negative one' as -1, not as stage 1", () => {
    expect(taken(roleStatePrompt, inputs, "Minus one.")).toBe(-1);
    expect(taken(roleStatePrompt, inputs, "negative one")).toBe(-1);
    expect(taken(roleStatePrompt, inputs, "one")).toBe(1);
  });
});

describe("round seventeen: a line that loops, whatever part of it a parser keeps", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  const chat = { character: "Rafa", memory: [{ role: "system", content: "You are Rafa, the lighthouse keeper." }, { role: "user", content: "Can I climb the tower tonight?" }] };
  it("falls back on a time, an emoji, a word or a phrase said over and over", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "Ada wakes at 4:30 4:30 4:30 4:30 4:30 4:30 4:30 4:30 4:30")).toBe("fallback");
    expect(taken(actionEmojiPrompt, { description: "kneading dough" }, "🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞🍞")).toBe("fallback");
    expect(taken(taskDecompositionPrompt, bake, "1) mixing the dough (minutes: 15)\n2) kneading and kneading and kneading and kneading and kneading and kneading and")).toBe("fallback");
    expect(taken(characterReplyPrompt, chat, "【stern】Tonight? Tonight? Tonight? Tonight? Tonight? Tonight? Tonight? Tonight? Tonight?")).toBe("fallback");
  });
  it("keeps a word said a few times for effect, and a list whose entries repeat one another", () => {
    expect(taken(characterReplyPrompt, chat, "【stern】No, no, no. Not tonight, the stairs are wet.")).toEqual([
      { emotion: "stern", content: "No, no, no. Not tonight, the stairs are wet.", tts: null, action: null },
    ]);
    expect(taken(actionEmojiPrompt, { description: "kneading dough" }, "🍞👐")).toBe("🍞👐");
  });
});

// --- round eighteen (holdout12's first measure) ---------------------------------------------------------------------

describe("round eighteen: an answer written as a program", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  const note = "I feel proud of the new loaf and a little tired from the early bakes.";
  it("is the string the program puts in its variable, fenced or not, printed or not", () => {
    expect(taken(feelingsNotePrompt, feelings, `\`\`\`python\nanswer = "${note}"\nprint(answer)\n\`\`\``)).toBe(note);
    expect(taken(feelingsNotePrompt, feelings, `note = "${note}"`)).toBe(note);
    expect(taken(feelingsNotePrompt, feelings, `\`\`\`js\nconst note = "${note}";\nconsole.log(note);\n\`\`\``)).toBe(note);
  });
  it("reads no value out of a program that does more than hold one string", () => {
    const twoValues = `\`\`\`python\nfeeling = "${note}"\nother = "I am worried about the oven."\nprint(feeling, other)\n\`\`\``;
    expect(taken(feelingsNotePrompt, feelings, twoValues)).not.toBe(note);
  });
});

// --- round nineteen (issue 24: the wrongs still accepted in the earlier held-out corpora) ---------------------------

describe("round nineteen: one bare value said over and over on a line", () => {
  it("is asked again, whether a time, a number or a word (readers of such answers disagree)", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "6:00 6:00 6:00 6:00 6:00 6:00 6:00 6:00 6:00 6:00 6:00")).toBe("fallback");
    expect(taken(eventPoignancyPrompt, { identity: ada, description: "Ada Okafor is baking bread" }, "4 4 4 4 4 4 4 4 4 4")).toBe("fallback");
  });
  it("still reads a value given once, or once on each of a few lines", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "6:00 am")).toBe(6);
    expect(bareValueOnce("4\n4\n4")).toBe("4");
  });
});

describe("round nineteen: a free-text answer handed over in a wrapper", () => {
  const line = "Keep the dough covered and somewhere warm until it has doubled.";
  it("takes off a bare fence around sentences of prose when the request shows no fence", () => {
    expect(parseAaskAnswer("```\n" + line + "\n```", "In one sentence, how should dough rise?")).toBe(line);
  });
  it("keeps a bare fence around code, and one the request itself shows", () => {
    const code = "```\ndef loaves(flour):\n    return flour // 500\n```";
    expect(parseAaskAnswer(code, "Write the function.")).toBe(code);
    const asked = "```\n" + line + "\n```";
    expect(parseAaskAnswer(asked, "Answer inside a fence:\n```\n...\n```")).toBe(asked);
  });
  it("drops an opening that names nothing ('Here it is:'), and keeps one that names what follows", () => {
    expect(parseAaskAnswer(`Here it is:\n\n${line}`, "In one sentence, how should dough rise?")).toBe(line);
    const named = "Here is the function:\n\n```python\ndef loaves(flour):\n    return flour // 500\n```";
    expect(parseAaskAnswer(named, "Write the function.")).toBe(named);
  });
  it("reads bold around the whole answer with an emoji after it as the answer", () => {
    expect(parseAaskAnswer(`**${line}** 🍞`, "In one sentence, how should dough rise?")).toBe(line);
    expect(parseAaskAnswer(`**Keep it warm:** ${line}`, "How should dough rise?")).toBe(`**Keep it warm:** ${line}`);
  });
});

describe("round nineteen: a note to self in another script, or written as a letter", () => {
  const feelings = { identity: ada, statements: [{ created: "2024-05-05T18:00:00", description: "Ada Okafor baked for the poetry night" }] };
  it("keeps a sentence ended on its own script's mark, without a full stop after it", () => {
    const hindi = "मुझे कविता की रात के लिए बेकिंग करके खुशी हुई। लेकिन मैं थोड़ी थकी हुई हूँ।";
    expect(taken(feelingsNotePrompt, feelings, hindi)).toBe(hindi);
    const urdu = "مجھے شاعری کی رات پر خوشی ہوئی۔";
    expect(taken(feelingsNotePrompt, feelings, urdu)).toBe(urdu);
  });
  it("asks again for a note written as a letter (readers keep its salutation or take it off), and keeps 'Dear me' said in a sentence", () => {
    const note = "Nothing is arranged for today, but the loaves go to the library at 6pm on Friday.";
    expect(() => parseNote(`Dear me,\n${note}\n— Ada`, ["note"])).toThrow(/letter/);
    expect(() => parseNote(`Dear Ada,\n${note}`, ["note"])).toThrow(/letter/);
    expect(parseNote("Dear me, I forgot the library loaves again.", ["note"])).toBe("Dear me, I forgot the library loaves again.");
    expect(parseNote(note, ["note"])).toBe(note);
  });
});

describe("round nineteen: a task's steps that do not fill the task", () => {
  const bake = { identity: ada, task: "baking bread", durationMinutes: 60, startTime: "05:00", context: [{ start: "05:00", end: "06:00", activity: "baking bread" }] };
  it("asks again for steps adding up to less or more than the task's minutes, in text and structured answers", () => {
    expect(taken(taskDecompositionPrompt, bake, "1) lighting the oven (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 15)")).toBe("fallback");
    expect(taken(taskDecompositionPrompt, bake, { subtasks: [{ subtask: "lighting the oven", minutes: 20 }, { subtask: "mixing the dough", minutes: 20 }, { subtask: "kneading the dough", minutes: 30 }] }, "structured")).toBe("fallback");
  });
  it("reads steps that fill it", () => {
    expect(taken(taskDecompositionPrompt, bake, "1) lighting the oven (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 30)")).toEqual([
      ["lighting the oven", 10],
      ["mixing the dough", 20],
      ["kneading the dough", 30],
    ]);
  });
});

describe("round nineteen: more questions than asked", () => {
  const focal = { name: "Ada Okafor", statements: ["Ada Okafor baked for the poetry night", "Tomas Reyes asked Ada for pastries"], n: 2 };
  const three = ["How does Ada feel about the poetry night?", "What will Ada bake for Tomas?", "Why does the library matter to Ada?"];
  it("asks again rather than keep the first ones (which to keep is the model's to say)", () => {
    expect(taken(focalPointsPrompt, focal, JSON.stringify(three))).toBe("fallback");
    expect(taken(focalPointsPrompt, focal, { questions: three }, "structured")).toBe("fallback");
  });
  it("reads as many as asked", () => {
    expect(taken(focalPointsPrompt, focal, JSON.stringify(three.slice(0, 2)))).toEqual(three.slice(0, 2));
  });
});

describe("round nineteen: a wake-up hour in the evening", () => {
  it("is asked again, in words or as a clock time, text or structured", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "21:00")).toBe("fallback");
    expect(taken(wakeUpHourPrompt, { identity: ada }, "Half past nine in the evening.")).toBe("fallback");
    expect(taken(wakeUpHourPrompt, { identity: ada }, { wake_up_hour: 19 }, "structured")).toBe("fallback");
  });
  it("reads a morning hour, and an afternoon one after a night's work", () => {
    expect(taken(wakeUpHourPrompt, { identity: ada }, "Half past four in the morning.")).toBe(4);
    expect(taken(wakeUpHourPrompt, { identity: ada }, { wake_up_hour: 16 }, "structured")).toBe(16);
  });
});

// --- round twenty (issue 24): holdout13's first measure and holdout12's new prompts -----------------------------------

describe("round twenty: a labelled reasoning summary before the final answer", () => {
  const memo = "Ada was pleased that Tomas asked for her honey-rye loaves.";
  it("reads the text after the last 'Final answer:' label, not the reasoning before it", () => {
    const answer = `Reasoning: The transcript says Tomas asked for loaves; keep it short.\n\nFinal answer: ${memo}`;
    expect(taken(chatMemoPrompt, talkInputs, answer)).toBe(memo);
    expect(unwrapRawAnswer(`**Reasoning:** Ada rises early to bake.\n\n**Final answer:** 4:00 am`)).toEqual({ text: "<think>Ada rises early to bake.\n</think>\n\n4:00 am" });
  });
  it("asks again for a reasoning summary that never reached its answer", () => {
    expect(taken(chatMemoPrompt, talkInputs, "Reasoning: The transcript says Tomas asked for loaves.\n\nAda should remember the")).toBe("fallback");
  });
  it("keeps an answer that only mentions reasoning", () => {
    expect(taken(chatMemoPrompt, talkInputs, memo)).toBe(memo);
    expect(unwrapRawAnswer("Reasoning with Tomas took a while, but the loaves are promised.")).toEqual({ text: "Reasoning with Tomas took a while, but the loaves are promised." });
  });
});

describe("round twenty: a stop sequence the server left at the end", () => {
  const line = "Keep the dough covered and somewhere warm until it has doubled.";
  it("takes a role label alone on the last line off the answer", () => {
    expect(unwrapRawAnswer(`${line}\nUser:`)).toEqual({ text: line });
    expect(unwrapRawAnswer(`${line}\n\n### Human:\n`)).toEqual({ text: line });
    expect(taken(chatMemoPrompt, talkInputs, "Ada was pleased that Tomas asked for her honey-rye loaves.\nUser:")).toBe("Ada was pleased that Tomas asked for her honey-rye loaves.");
  });
  it("keeps a label with words after it, and an answer that is nothing but the label is no answer", () => {
    expect(unwrapRawAnswer(`${line}\nUser: Thanks!`)).toEqual({ text: `${line}\nUser: Thanks!` });
    expect(unwrapRawAnswer("User:")).toEqual({ text: "User:" });
  });
});

describe("round twenty: a refusal to speculate about real people's private lives", () => {
  const pair = { speaker: "Ada Okafor", listener: "Tomas Reyes", statements: ["Tomas Reyes buys rye bread every Saturday"] };
  it("is asked again", () => {
    expect(taken(relationshipSummaryPrompt, pair, "I can't speculate about the private relationships of real people.")).toBe("fallback");
    expect(isModelRefusal("I cannot comment on the personal lives of real individuals.")).toBe(true);
  });
  it("is not a person saying they can't speak for others", () => {
    expect(isModelRefusal("I can't speak for other people, but I'll be at the library at six.")).toBe(false);
    expect(isModelRefusal("I can't guess what Tomas wants for Friday, so I'll ask him.")).toBe(false);
  });
});

describe("round twenty: two different JSON answers one after the other", () => {
  const chat = {
    speaker: { ...ada, currTime: "2024-05-06T12:15:00" },
    listener: "Tomas Reyes",
    relationship: "Ada sees Tomas as a friendly regular.",
    memories: ["Ada Okafor offered to bake pastries for the poetry night"],
    place: "shop floor in Okafor Bakery",
    speakerActivity: "serving customers",
    listenerActivity: "having lunch",
    transcript: [["Tomas Reyes", "Are the tarts still on for Friday?"]],
  };
  const first = { utterance: "They are. I'll have them boxed by five.", end: false };
  it("asks again: which one the model meant is a guess", () => {
    expect(taken(utterancePrompt, chat, `${JSON.stringify(first)}\n\n${JSON.stringify({ utterance: "Right, see you Friday then.", end: true })}`)).toBe("fallback");
  });
  it("reads one object, or the same object sent twice", () => {
    expect(taken(utterancePrompt, chat, JSON.stringify(first))).toMatchObject({ utterance: first.utterance });
    expect(taken(utterancePrompt, chat, `${JSON.stringify(first)}\n${JSON.stringify(first)}`)).toMatchObject({ utterance: first.utterance });
  });
});

describe("round twenty: a character's short phrase said over and over", () => {
  const chat = { character: "林默", memory: [{ role: "system", content: "你是林默，一位图书管理员。" }, { role: "user", content: "明天还开门吗？" }] };
  it("is a loop, asked again", () => {
    expect(taken(characterReplyPrompt, chat, "【平静】Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do.")).toBe("fallback");
  });
  it("is not a phrase said twice or three times for effect", () => {
    expect(taken(characterReplyPrompt, chat, "【高兴】Well done, well done! The shelves look grand.")).not.toBe("fallback");
  });
});

describe("round twenty: a model offering its help instead of a thought", () => {
  it("is asked again", () => {
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "There is nothing in this conversation I can help you remember.")).toBe("fallback");
  });
  it("is not a thought that there is nothing to do", () => {
    expect(taken(chatPlanningThoughtPrompt, talkInputs, "There is nothing more to arrange: I take the loaves to the library by six on Friday.")).not.toBe("fallback");
  });
});

describe("round twenty: a second answer offered beside the first", () => {
  it("asks again when a line of its own opens another answer ('Or, if ...:')", () => {
    const offered = "Place: Okafor Bakery\nArea: kitchen\n\nOr, if she starts at the counter:\n\nPlace: Okafor Bakery\nArea: shop floor";
    expect(unwrapRawAnswer(offered)).toEqual({ problem: expect.stringMatching(/candidates/) });
    expect(unwrapRawAnswer("6:00 am\n\nAlternatively:\n6:30 am")).toEqual({ problem: expect.stringMatching(/candidates/) });
  });
  it("reads a sentence with 'or' in it, and a line someone says", () => {
    const note = "I'll bake the rye first.\n\nOr so I plan: the oven decides.";
    expect(unwrapRawAnswer(note)).toEqual({ text: note });
    const said = "Take the rye.\n\nOr, if you'd rather:\nthe spelt is fresh too.";
    expect(unwrapRawAnswer(said, { speech: true })).toEqual({ text: said });
  });
});

describe("round twenty: an item cut inside, under a numbered heading line", () => {
  const step = (n: number, place: string) => `${n}\nPlace: Okafor Bakery\nArea: ${place}\nThing: oven\nEmoji: 🍞`;
  it("drops the cut item whole when the items have no blank line between them", () => {
    expect(completePart(`${step(1, "kitchen")}\n${step(2, "shop floor")}\n3\nPlace: Okafor Bakery\nArea: kit`)).toBe(`${step(1, "kitchen")}\n${step(2, "shop floor")}`);
  });
  it("keeps every whole item, and items of one line each are cut at the last line as before", () => {
    expect(completePart(`${step(1, "kitchen")}\n${step(2, "shop floor")}\n3\nPlace: Okafor Bakery\nArea: kitchen\nThing: oven\nEmoji: 🍞`)).toBe(`${step(1, "kitchen")}\n${step(2, "shop floor")}\n3\nPlace: Okafor Bakery\nArea: kitchen\nThing: oven`);
    expect(completePart("1. mixing the dough\n2. shaping the loaves\n3. bak")).toBe("1. mixing the dough\n2. shaping the loaves");
  });
});

describe("round twenty: JSON Lines are a list's records, not answers one after another", () => {
  it("leaves objects one a line to the list readers", () => {
    const lines = '{"task": "mix the dough"}\n{"task": "shape the loaves"}';
    expect(unwrapRawAnswer(lines, { oneValue: true })).toEqual({ text: lines });
    expect(unwrapRawAnswer('{"task": "mix the dough"}\n\n{"task": "shape the loaves"}', { oneValue: true })).toEqual({ problem: expect.stringMatching(/two different JSON answers/) });
  });
});

describe("round twenty: words run on after the emoji", () => {
  it("asks again when words follow the emoji with nothing to set them apart, text or structured", () => {
    expect(taken(actionEmojiPrompt, { description: "turning the cheeses" }, "🧀 turning cheese")).toBe("fallback");
    expect(taken(actionEmojiPrompt, { description: "turning the cheeses" }, { emoji: "🧀🔄 turning" }, "structured")).toBe("fallback");
  });
  it("reads emoji with a gloss set apart by a dash or brackets", () => {
    expect(taken(actionEmojiPrompt, { description: "milling flour" }, "🌾🍞 — milling grain into flour")).toBe("🌾🍞");
    expect(taken(actionEmojiPrompt, { description: "milling flour" }, "🌾🍞 (grain and bread)")).toBe("🌾🍞");
  });
});

describe("round twenty-one: declining to play a part", () => {
  it("is a refusal, in an interview or a character's reply", () => {
    expect(isModelRefusal("I can't speak as a real person in an interview.")).toBe(true);
    expect(isModelRefusal("I'd prefer not to continue this role-play.")).toBe(true);
    expect(isModelRefusal("I would rather not play this character.")).toBe(true);
  });
  it("leaves a person's own lines alone", () => {
    expect(isModelRefusal("I'd rather not continue this conversation, Ada. The oven needs me.")).toBe(false);
    expect(isModelRefusal("I can't speak for the others, but I'll be at the show.")).toBe(false);
    expect(isModelRefusal("I'd prefer not to play darts tonight.")).toBe(false);
  });
});

describe("round twenty-one: one labelled line said over and over", () => {
  const bakery = {
    identity: ada,
    activity: "baking bread (kneading the dough)",
    livingSector: "Okafor Bakery",
    currentSector: "Okafor Bakery",
    places: [{ sector: "Okafor Bakery", arenas: [{ arena: "kitchen", objects: ["oven", "work table"] }] }],
  };
  it("asks again when the answer is one field's line six times or more, a batched prompt's too", () => {
    expect(taken(actionGroundingPrompt, bakery, "Place: Okafor Bakery\n".repeat(20))).toBe("fallback");
    expect(taken(actionGroundingPrompt, bakery, "Place: Okafor Bakery\n".repeat(6))).toBe("fallback");
  });
  it("reads the field when the line is said once", () => {
    expect((taken(actionGroundingPrompt, bakery, "Place: Okafor Bakery") as unknown as Record<string, unknown>).sector).toBe("Okafor Bakery");
  });
});
