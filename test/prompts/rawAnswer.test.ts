import { describe, expect, it } from "vitest";
import {
  chosenCandidate,
  decodeHtmlEntities,
  offersCandidates,
  saidOnce,
  unwrapRawAnswer,
  UNCHOSEN_CANDIDATES_PROBLEM,
  withinOneTurn,
  withoutInventedTurn,
  withoutSpeakerPrefix,
  withoutUntaggedReasoning,
  withPlainDigits,
  withRealLineBreaks,
  withoutBoldLabel,
  twoValuesAtOnce,
  TWO_VALUES_PROBLEM,
} from "../../prompts/rawAnswer.js";
import { isModelRefusal, leadingTime, withoutAnswerLabel } from "../../prompts/answerText.js";
import { focalPointsPrompt } from "../../prompts/persona/focalPoints.js";
import { readAnswer } from "../../prompts/reading.js";
import { characterReplyPrompt } from "../../prompts/role/characterReply.js";
import { roleAaskPrompt } from "../../prompts/role/aask.js";
import { parsePlannedTasks } from "../../prompts/role/writePlan.js";

const textOf = (raw: string) => {
  const reading = unwrapRawAnswer(raw);
  return "text" in reading ? reading.text : `problem: ${reading.problem}`;
};

describe("the answer taken out of its chat template", () => {
  it("ends the answer at an end-of-turn token a server left in", () => {
    expect(withinOneTurn("Ilse is sorting the herbarium sheets.<|eot_id|>")).toBe("Ilse is sorting the herbarium sheets.");
    expect(withinOneTurn("1) sweep the kiln room\n2) stack the bricks</s>")).toBe("1) sweep the kiln room\n2) stack the bricks");
    expect(withinOneTurn("tea kettle<|im_end|>\n<|im_start|>user\nAnd next?")).toBe("tea kettle");
    expect(withinOneTurn("<|im_start|>assistant\nthe glasshouse")).toBe("the glasshouse");
  });

  it("keeps the first answer when the model writes the next exchange itself", () => {
    expect(withoutInventedTurn("the seed library\n\nUser: And after lunch?\nAssistant: the potting shed")).toBe("the seed library");
    // A "User:" paragraph with no reply after it may be part of the text (a transcript, a form): left alone.
    expect(withoutInventedTurn("Notes for the forum post.\n\nUser: greenhouse_admin")).toBe("Notes for the forum post.\n\nUser: greenhouse_admin");
  });

  it("drops an Assistant: prefix", () => {
    expect(withoutSpeakerPrefix("Assistant: Joaquim will repot the lemon trees before noon.")).toBe("Joaquim will repot the lemon trees before noon.");
    expect(withoutSpeakerPrefix("The assistant: a new hire")).toBe("The assistant: a new hire");
  });
});

describe("escapes undone", () => {
  it("turns literal \\n escapes into line breaks when the answer has none", () => {
    expect(withRealLineBreaks("1) water the ferns\\n2) label the cuttings")).toBe("1) water the ferns\n2) label the cuttings");
    expect(withRealLineBreaks("She forgot the watering can.\\n")).toBe("She forgot the watering can.");
  });

  it("leaves JSON's own escapes alone", () => {
    const json = '{"notice": "Open 9-5\\nClosed Mondays"}';
    expect(withRealLineBreaks(json)).toBe(json);
  });

  it("decodes HTML entities, keeping a decoded quote valid inside JSON", () => {
    expect(decodeHtmlEntities("Ren&eacute;e can&#39;t find the trowel &amp; the twine")).toBe("Renée can't find the trowel & the twine");
    expect(JSON.parse(decodeHtmlEntities('{"line": "She said &quot;not yet&quot;"}'))).toEqual({ line: 'She said "not yet"' });
    expect(decodeHtmlEntities("five &unknown; things")).toBe("five &unknown; things");
  });

  it("reads full-width digits as plain ones", () => {
    expect(withPlainDigits("６")).toBe("6");
    expect(withPlainDigits("５：３０ am")).toBe("5:30 am");
  });
});

describe("the answer's shape", () => {
  it("reads a JSON value sent twice in a row once", () => {
    expect(saidOnce('{"mood": "calm"}{"mood": "calm"}')).toBe('{"mood": "calm"}');
    expect(saidOnce('[1, 2]\n[1, 2]')).toBe("[1, 2]");
    // Two different objects are not a duplicate: left for the reader to judge.
    expect(saidOnce('{"mood": "calm"}{"mood": "tense"}')).toBe('{"mood": "calm"}{"mood": "tense"}');
  });

  it("reads a text answer written twice, paragraph for paragraph, once, by the same rule", () => {
    expect(saidOnce("Hana waters the seedlings at dusk.\n\nHana waters the seedlings at dusk.")).toBe("Hana waters the seedlings at dusk.");
    expect(saidOnce("1) sow the beans\n2) stake the peas\n\n1) sow the beans\n2) stake the peas")).toBe("1) sow the beans\n2) stake the peas");
    // A second paragraph that says something else stays.
    expect(saidOnce("Hana waters the seedlings.\n\nThen she locks the shed.")).toBe("Hana waters the seedlings.\n\nThen she locks the shed.");
  });

  it("takes the answer after a reasoning model's untagged thinking", () => {
    expect(withoutUntaggedReasoning("Okay, so she planted the beans on Sunday and they sprouted today.\n\nHmm, what matters is the sprouting.\n\nThe beans Amara planted on Sunday have sprouted."))
      .toBe("The beans Amara planted on Sunday have sprouted.");
    // A one-paragraph answer, or one that does not start thinking aloud, is left as it is.
    expect(withoutUntaggedReasoning("Okay, I'll bring the seedlings.")).toBe("Okay, I'll bring the seedlings.");
    expect(withoutUntaggedReasoning("I need to order compost.\n\nThe delivery comes Tuesday.")).toBe("I need to order compost.\n\nThe delivery comes Tuesday.");
  });

  it("gives the candidate the answer chooses, and no value when it chooses none", () => {
    expect(chosenCandidate("Option A: the orchard\nOption B: the glasshouse\n\nI'd go with Option B.")).toEqual({ text: "the glasshouse" });
    expect(chosenCandidate("Option A: 4\nOption B: 6")).toEqual({ problem: UNCHOSEN_CANDIDATES_PROBLEM });
    expect(chosenCandidate("Option A: 4\nOption B: 6\n\nBoth are fair.")).toEqual({ problem: UNCHOSEN_CANDIDATES_PROBLEM });
    // "Option 1" is a value some prompts ask for, not a candidate label.
    expect(chosenCandidate("Option 1")).toEqual({ text: "Option 1" });
  });

  it("reads numbered and versioned candidates the same way where the template offers no options", () => {
    const free = { ownOptions: false };
    expect(chosenCandidate("Option 1: water at dawn. Option 2: water at dusk.", free)).toEqual({ problem: UNCHOSEN_CANDIDATES_PROBLEM });
    expect(chosenCandidate("**Version 1.** Back by six.\n**Version 2.** Back by seven.\n\nI'd pick Version 2.", free)).toEqual({ text: "Back by seven." });
    expect(chosenCandidate("I chose option 2: closing early.", free)).toEqual({ text: "I chose option 2: closing early." });
    // Where the template offers its own options, a numbered "Option 1" is left for the prompt to read.
    expect(chosenCandidate("Option 1: water at dawn. Option 2: water at dusk.")).toEqual({ text: "Option 1: water at dawn. Option 2: water at dusk." });
    // Thinking aloud about options in a reasoning block is no candidate list.
    expect(chosenCandidate("<think>Option 1: dawn. Option 2: dusk. Dusk is cooler.</think>\nwater at dusk", free)).toEqual({ text: "<think>Option 1: dawn. Option 2: dusk. Dusk is cooler.</think>\nwater at dusk" });
  });

  it("spots candidates laid side by side in a free-text field, chosen or not", () => {
    expect(offersCandidates("Option 1: bring the tarts. Option 2: close early.")).toBe(true);
    expect(offersCandidates("Version A: a short note.\n\nVersion B: a longer note.")).toBe(true);
    expect(offersCandidates("I chose option 2: closing early.")).toBe(false);
  });
});

describe("labels and values held open", () => {
  it("drops a bold label before a one-line answer", () => {
    expect(withoutBoldLabel("**Worth keeping:** Marit lent me her ladder until Friday.")).toBe("Marit lent me her ladder until Friday.");
    // Several labelled lines are the answer's own form; a numbered label may be the value.
    const labelled = "**Room:** pottery studio\n**Object:** wheel";
    expect(withoutBoldLabel(labelled)).toBe(labelled);
    expect(withoutBoldLabel("**Option 2:** keep going")).toBe("**Option 2:** keep going");
  });

  it("gives no value for two times or numbers at once", () => {
    expect(twoValuesAtOnce("6:00 am or 6:30 am")).toBe(true);
    expect(twoValuesAtOnce("4 or 5")).toBe(true);
    expect(twoValuesAtOnce("6:30 am")).toBe(false);
    expect(twoValuesAtOnce("Bake at 6 or the bread won't be ready by 8.")).toBe(false);
    expect(unwrapRawAnswer("7 or 8.")).toEqual({ problem: TWO_VALUES_PROBLEM });
  });

  it("gives no value for two held open behind a hedge either", () => {
    expect(twoValuesAtOnce("Probably 3 or 4.")).toBe(true);
    expect(twoValuesAtOnce("I'd say 5:30 or 6:00 am")).toBe(true);
    expect(twoValuesAtOnce("Probably 4.")).toBe(false);
  });
});

describe("the whole clean-up", () => {
  it("undoes several wrappers on one answer", () => {
    expect(textOf("Assistant: Caf&eacute; is closed on Sunday.<|eot_id|>")).toBe("Café is closed on Sunday.");
    expect(textOf("Okay, one line about the frost.\n\nThe frost took the dahlias.\n\nUser: And the roses?\nAssistant: They survived.")).toBe("The frost took the dahlias.");
  });

  it("leaves an ordinary answer as it was sent", () => {
    const plain = "1) open the nursery at 8:00 am\n2) pot the geraniums from 9:00 am to 11:00 am";
    expect(textOf(plain)).toBe(plain);
  });
});

describe("an answer label in another language", () => {
  it("is taken off like the English one", () => {
    expect(withoutAnswerLabel("Antwoord: half open")).toBe("half open");
    expect(withoutAnswerLabel("Resposta: sim")).toBe("sim");
    expect(withoutAnswerLabel("답: 예")).toBe("예");
  });
});

describe("a time written with seconds", () => {
  it("is read as its hour and minutes", () => {
    expect(leadingTime("06:00:00 - feeding the goats")).toMatchObject({ start: 6 * 60, rest: "feeding the goats" });
    expect(leadingTime("13:45:00 - mending the fence")).toMatchObject({ start: 13 * 60 + 45, rest: "mending the fence" });
  });
});

describe("a refusal that hands the question to an expert", () => {
  it("is no answer, while a person's own modesty that goes on to answer is", () => {
    expect(isModelRefusal("I'm sorry, I can't give legal advice about boundary walls. Please ask a solicitor.")).toBe(true);
    expect(isModelRefusal("I'm not a veterinary expert, so please consult a professional.")).toBe(true);
    expect(isModelRefusal("I'm not a baker, but I'd let the dough rest another hour.")).toBe(false);
  });
});

describe("reading an answer through its wrappings (readAnswer)", () => {
  const inputs = { name: "Odile Brandt", statements: ["Odile repaired the mill wheel.", "The river rose overnight."], n: 3 };

  it("reads the questions a server wrapped in turn tokens and escapes", () => {
    const raw = '["Why did the river rise overnight?","How long will the mill wheel hold?","What does Odile fear about the flood?"]<|im_end|>';
    expect(readAnswer(focalPointsPrompt, raw, inputs, "text")).toEqual({
      value: ["Why did the river rise overnight?", "How long will the mill wheel hold?", "What does Odile fear about the flood?"],
    });
  });

  it("gives no value for a list of numbered slots", () => {
    expect(readAnswer(focalPointsPrompt, '["question 1", "question 2", "question 3"]', inputs, "text")).toHaveProperty("problem");
  });
});

describe("a plan written as JSON Lines", () => {
  it("is read as all its tasks, in order", () => {
    const raw = [
      '{"task_id": "1", "dependent_task_ids": [], "instruction": "List the apple varieties for the cider day.", "task_type": "WriteList"}',
      '{"task_id": "2", "dependent_task_ids": ["1"], "instruction": "Write the pressing timetable.", "task_type": "WriteTimetable"}',
    ].join("\n");
    expect(parsePlannedTasks(raw).map((t) => [t.taskId, t.dependentTaskIds])).toEqual([["1", []], ["2", ["1"]]]);
  });
});

describe("a line someone says is talk, not the model talking to us", () => {
  const tavern = characterReplyPrompt.inputSchema.parse({
    character: "Marta",
    memory: [
      { role: "system", content: "Marta keeps the inn at the crossroads and likes her guests warm and fed." },
      { role: "user", content: "Evening, Marta. I'm frozen through." },
    ],
  });

  it("keeps a character's question to the player, where a task's answer asking the same way is asked again", () => {
    const reading = readAnswer(characterReplyPrompt, "Would you like mulled wine or hot broth?", tavern, "text");
    expect(reading).toHaveProperty("value");
    expect(JSON.stringify(reading)).toContain("mulled wine or hot broth");
    const aask = readAnswer(roleAaskPrompt, "Do you mean the inn's wine or its broth? Let me know and I'll answer.", roleAaskPrompt.inputSchema.parse({ prompt: "What warms a traveller best?" }), "text");
    expect(aask).toHaveProperty("problem");
  });

  it("keeps a character's opening 'Okay, so ...' paragraph, which a task's answer loses as thinking aloud", () => {
    const raw = "Okay, so you've come in from the snow.\n\nSit by the fire and I'll bring you something hot.";
    const reading = readAnswer(characterReplyPrompt, raw, tavern, "text");
    expect(JSON.stringify(reading)).toContain("come in from the snow");
  });
});

describe("an action's answer kept as written", () => {
  const ask = roleAaskPrompt.inputSchema.parse({ prompt: "Review the cake recipe and give one critical comment." });
  it("loses a bold Answer label but keeps the writer's own bold label", () => {
    expect(readAnswer(roleAaskPrompt, "**Answer:** Bake it ten minutes less.", ask, "text")).toEqual({ value: "Bake it ten minutes less." });
    expect(readAnswer(roleAaskPrompt, "**Critical comment:** the oven temperature is missing.", ask, "text")).toEqual({ value: "**Critical comment:** the oven temperature is missing." });
  });
  it("loses a plain-text fence or bold around the whole answer, and keeps a code fence", () => {
    expect(readAnswer(roleAaskPrompt, "```text\nBake it ten minutes less and let it rest.\n```", ask, "text")).toEqual({ value: "Bake it ten minutes less and let it rest." });
    expect(readAnswer(roleAaskPrompt, "**Bake it ten minutes less and let it rest.**", ask, "text")).toEqual({ value: "Bake it ten minutes less and let it rest." });
    expect(readAnswer(roleAaskPrompt, "```python\nminutes = 35\n```", ask, "text")).toEqual({ value: "```python\nminutes = 35\n```" });
    const fenced = roleAaskPrompt.inputSchema.parse({ prompt: "Give one critical comment, inside a ```text block." });
    expect(readAnswer(roleAaskPrompt, "```text\nBake it ten minutes less.\n```", fenced, "text")).toEqual({ value: "```text\nBake it ten minutes less.\n```" });
  });
});
