/**
 * Issue 24's shared reading: a model's refusal or confusion is never a value (any prompt, text and JSON fields), a
 * cut-off answer is asked again (shorter, or with a larger cap when the answer needed the room) or, for batched
 * prompts, read up to its last complete item; structured answers fitted to the schema where the meaning is certain;
 * and the text readers every parser shares (endings, tables, numbers in words, sub-bullets, labels).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import {
  completePart,
  endsMidSentence,
  isModelRefusal,
  listItems,
  looksCutOff,
  spelledTimes,
  stripPreamble,
  untable,
  withoutReasoning,
} from "../../prompts/answerText.js";
import { createAnswerModes } from "../../prompts/answerModes.js";
import { eventPoignanciesPrompt } from "../../prompts/persona/eventPoignancies.js";
import { thirdPersonThought } from "../../prompts/persona/innerThought.js";
import { countsFromZero } from "../../prompts/persona/numberedAnswers.js";
import { parseRating } from "../../prompts/persona/socialShared.js";
import { readAnswer } from "../../prompts/reading.js";
import { runPrompt } from "../../prompts/runner.js";
import { conformToSchema } from "../../prompts/structured.js";
import type { PromptSpec } from "../../prompts/types.js";
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import { ada } from "./corpus/fixtures.js";

/** A prompt model that answers from a script and keeps every request. */
function scriptedModel(replies: Array<Partial<ModelReply> & { text: string }>, mode: "text" | "structured" = "text") {
  const requests: ModelRequest[] = [];
  const model: PromptModel = {
    identity: "scripted",
    answerModes: createAnswerModes(mode, true),
    async ask(request) {
      requests.push(request);
      const reply = replies.shift();
      if (!reply) throw new Error("the script ran out");
      return { inputTokens: 10, outputTokens: 10, ...reply };
    },
  };
  return { model, requests };
}

const silent = { warn: () => {} };

/** A free-text prompt: one sentence about a topic. */
const sentencePrompt: PromptSpec<{ topic: string }, string> = {
  id: "one_sentence",
  version: 1,
  template: "Say one sentence about {topic}.",
  inputSchema: z.object({ topic: z.string() }),
  variables: ({ topic }) => ({ topic }),
  structured: { schema: z.object({ sentence: z.string() }), toValue: (a: { sentence: string }) => a.sentence, fromValue: (sentence) => ({ sentence }) },
  parse: (raw) => withoutReasoning(raw),
  failSafe: () => "fail-safe",
  generation: { temperature: 0, maxTokens: 40 },
  simulate: () => "A sentence.",
};

describe("refusals and confusion", () => {
  it.each([
    "I'm sorry, but I can't help with that.",
    "I'm not sure what you mean by 'the poetry night'. Could you clarify?",
    "It seems like the input was cut off. Could you provide the rest?",
    "It looks like the list of events was cut off.",
    "I'm not able to summarize this conversation.",
    "As an AI language model, I don't have personal feelings.",
    "Could you please provide more context?",
  ])("%s is a model's refusal", (text) => {
    expect(isModelRefusal(text)).toBe(true);
  });

  it.each([
    "I'm sorry to hear that, Tomas. I'll bring the tarts anyway.",
    "I'm sorry, but I can't make it on Friday.",
    "Ada is not sure whether to read a poem.",
    "conversing about the poetry night",
  ])("%s is not (dialogue and values may apologise or doubt)", (text) => {
    expect(isModelRefusal(text)).toBe(false);
  });

  it("is no value of any prompt, in text or in a JSON field", () => {
    const inputs = { topic: "bread" };
    expect(readAnswer(sentencePrompt, "I'm sorry, but I can't help with that.", inputs, "text")).toHaveProperty("problem");
    expect(readAnswer(sentencePrompt, '{"sentence": "As an AI, I cannot write that."}', inputs, "structured")).toHaveProperty("problem");
    expect(readAnswer(sentencePrompt, '{"sentence": "Bread rises."}', inputs, "structured")).toEqual({ value: "Bread rises." });
  });
});

describe("cut-off answers", () => {
  it("are seen in the text: an unclosed reasoning block, code fence or JSON value", () => {
    expect(looksCutOff("<think>\nAda bakes at")).toBe(true);
    expect(looksCutOff("```python\ndef add(a, b):\n    return a +")).toBe(true);
    expect(looksCutOff('{"scores": [{"event": 1, "score": 6}, {"ev')).toBe(true);
    expect(looksCutOff('```json\n{"a": 1}\n```')).toBe(false);
    expect(looksCutOff("kitchen")).toBe(false);
  });

  it("end a sentence on a dangling word or a comma, not on a last word that may end it", () => {
    expect(endsMidSentence("I need to")).toBe(true);
    expect(endsMidSentence("Ada promised Tomas that she would bake pastries for his")).toBe(true);
    expect(endsMidSentence("being used to knead the")).toBe(true);
    expect(endsMidSentence("Ada will bring the tarts,")).toBe(true);
    expect(endsMidSentence("something to look forward to.")).toBe(false);
    expect(endsMidSentence("This conversation is about weekend plans")).toBe(false);
    expect(endsMidSentence("baking bread 🍞")).toBe(false);
  });

  it("keep their complete part: a JSON list closed after its last complete item, else the lines before the cut", () => {
    expect(JSON.parse(completePart('{"scores": [{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "sc'))).toEqual({
      scores: [{ event: 1, score: 6 }, { event: 2, score: 2 }],
    });
    expect(completePart("1: 6\n2: 2\n3: 1")).toBe("1: 6\n2: 2");
  });

  it("of a batched prompt are read up to the cut, the rest left to be asked alone", () => {
    const inputs = eventPoignanciesPrompt.inputSchema.parse({ identity: ada, descriptions: ["a", "b", "c"] });
    // "3: 1" may be the start of "10": with the endpoint's word that the answer was cut, it is not read.
    expect(readAnswer(eventPoignanciesPrompt, "1: 6\n2: 2\n3: 1", inputs, "text", { cutOff: true })).toEqual({ value: [6, 2, null] });
    expect(readAnswer(eventPoignanciesPrompt, "1: 6\n2: 2\n3: 1", inputs, "text")).toEqual({ value: [6, 2, 1] });
  });

  it("of another prompt are asked again: shorter after a chatty answer, with twice the cap after a direct one", async () => {
    const chatty = scriptedModel([{ text: "Sure! Here is a sentence about bread for you, written with", cutOff: true }, { text: "Bread rises." }]);
    const run = await runPrompt(sentencePrompt, { topic: "bread" }, { model: chatty.model, logger: silent });
    expect(run).toMatchObject({ value: "Bread rises.", fellBack: false, cutOffs: 1 });
    expect(chatty.requests[1]!.generation.maxTokens).toBe(40);
    expect(chatty.requests[1]!.messages.at(-1)!.content).toMatch(/cut off by the length limit.*shorter/);

    const direct = scriptedModel([
      { text: "Bread is a staple food prepared from a dough of flour and water, usually by", cutOff: true },
      { text: "Bread is a staple food prepared from a dough of flour and water, usually by baking, and eaten", cutOff: true },
      { text: "Bread is baked." },
    ]);
    const again = await runPrompt(sentencePrompt, { topic: "bread" }, { model: direct.model, logger: silent });
    expect(again).toMatchObject({ value: "Bread is baked.", cutOffs: 2 });
    expect(direct.requests.map((r) => r.generation.maxTokens)).toEqual([40, 80, 160]);
  });

  it("that shows only in the text is asked again like one the endpoint reported", async () => {
    const { model, requests } = scriptedModel([{ text: "<think>\nThe user wants one sentence about bread. I should" }, { text: "<think>ok</think>Bread rises." }]);
    const run = await runPrompt(sentencePrompt, { topic: "bread" }, { model, logger: silent });
    expect(run).toMatchObject({ value: "Bread rises.", cutOffs: 1 });
    expect(requests[1]!.generation.maxTokens).toBe(80); // a reasoning model cut off while thinking needs room
  });
});

describe("structured answers fitted to the schema", () => {
  const schema = {
    type: "object",
    properties: {
      score: { type: "integer" },
      end: { type: "boolean" },
      thingState: { type: "string" },
      items: { type: "array", items: { type: "object", properties: { event: { type: "integer" } } } },
    },
  };
  it("renames fields spelled another way and turns plain strings into numbers and booleans", () => {
    expect(conformToSchema({ Score: "8", end: "false", thing_state: "idle", items: [{ Event: "2" }], extra: 1 }, schema)).toEqual({
      score: 8,
      end: false,
      thingState: "idle",
      items: [{ event: 2 }],
      extra: 1,
    });
  });
  it("leaves what is not plainly a number or a boolean for the schema to refuse", () => {
    expect(conformToSchema({ score: "8/10", end: "maybe" }, schema)).toEqual({ score: "8/10", end: "maybe" });
  });
});

describe("shared text readers", () => {
  it("take labels with an item number off a value", () => {
    expect(stripPreamble("Insight 1: Ada is committed")).toBe("Ada is committed");
    expect(stripPreamble("Summary: they talked")).toBe("they talked");
    expect(stripPreamble("Thought-provoking poems")).toBe("Thought-provoking poems");
  });
  it("read a markdown table as lines", () => {
    expect(untable("| Event | Score |\n|---|---|\n| 1 | 6 |\n| 2 | 2 |")).toBe("1. 6\n2. 2");
    expect(untable("| Field | Value |\n|---|---|\n| Place | Okafor Bakery |")).toBe("Place: Okafor Bakery");
  });
  it("read times said in words", () => {
    expect(spelledTimes("at five in the morning")).toBe("at 5 am");
    expect(spelledTimes("seven in the evening")).toBe("7 pm");
    expect(spelledTimes("half past six")).toBe("6:30");
  });
  it("count sub-bullets as part of their item, not as items", () => {
    expect(listItems("- bake bread\n  - rye and wheat\n- open the shop\n  - at 7am")).toEqual(["bake bread", "open the shop"]);
  });
  it("tell an answer numbered from 0", () => {
    expect(countsFromZero([0, 1, 2], 3)).toBe(true);
    expect(countsFromZero([1, 2, 3], 3)).toBe(false);
    expect(countsFromZero([0, 1, 2, 3], 3)).toBe(false);
  });
  it("read the person's rating over the general one, and no count or time as a rating", () => {
    expect(parseRating("For most people a 3, but for Ada an 8.")).toBe(8);
    expect(parseRating("6, since the reading is 4 days away")).toBe(6);
    expect(() => parseRating("Saturday is 4 days away.")).toThrow();
    expect(() => parseRating("It happens at 2pm.")).toThrow();
    expect(() => parseRating("7, but maybe 8")).toThrow();
  });
});

describe("inner_thought's fail-safe", () => {
  it("is grammatical for a whisper with two \"you\"s: the second is a subject too", () => {
    const ben = { ...ada, learned: "Ada Okafor is a baker. She runs Okafor Bakery." };
    expect(thirdPersonThought(ben, "You promised Ben Hale you would deliver the bread by noon")).toBe(
      "Ada Okafor promised Ben Hale she would deliver the bread by noon.",
    );
    expect(thirdPersonThought(ben, "Tomas told you he needs you at 6")).toBe("Ada Okafor knows that Tomas told her he needs her at 6.");
  });
});
