/**
 * The prompt runner (render -> model -> parse -> validate, retries, fail-safe), usage counters, and the pieces of
 * decide_to_talk: its answer parser, its status lines and the variables it fills the template with.
 */
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod/v4";

import {
  activityCore,
  DECIDE_TO_TALK_CUE,
  decideToTalkPrompt,
  DecideToTalkInputSchema,
  describeStatus,
  parseYesNo,
  pastTense,
  type DecideToTalkInput,
} from "../prompts/decideToTalk.js";
import { ModelRequestError, renderTemplate, runPrompt, type PromptLogger } from "../prompts/runner.js";
import { promptModelOf } from "../prompts/chatModelAdapter.js";
import { withTransport } from "../tools/models/transport.js";
import type { GenerationParams, PromptSpec, PromptUsage } from "../prompts/types.js";
import { emptyUsage, mergeUsage, mergeUsageByPersonaDay, totalUsage } from "../state/usage.js";
import { ChatPartySchema, type ChatParty } from "../state/chatParty.js";

// --- fixtures ---------------------------------------------------------------------------------------------------

const klaus: ChatParty = {
  name: "Klaus Mueller",
  currTime: "2023-02-13T09:30:00",
  actAddress: "the Ville:Hobbs Cafe:cafe:counter",
  actDescription: "having coffee",
  plannedPath: [],
  chattingWith: null,
  chattingWithBuffer: {},
};
const maria: ChatParty = {
  name: "Maria Lopez",
  currTime: "2023-02-13T09:30:00",
  actAddress: "the Ville:Hobbs Cafe:cafe:customer seating",
  actDescription: "studying for her exam",
  plannedPath: [],
  chattingWith: null,
  chattingWithBuffer: {},
};
const inputs: z.output<typeof DecideToTalkInputSchema> = { initiator: klaus, target: maria, lastChat: null, retrieved: { events: [], thoughts: [] } };

function capturingLogger(): PromptLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}

const scripted = (...responses: string[]) => new FakeListChatModel({ responses });

/** A tiny prompt: echo a number back; `validate` rejects odd numbers. */
const evenNumberPrompt: PromptSpec<{ topic: string }, number> = {
  id: "even_number",
  version: 1,
  template: "Give an even number about {topic}.",
  inputSchema: z.object({ topic: z.string().min(1) }),
  variables: ({ topic }) => ({ topic }),
  parse: (raw) => {
    const n = Number.parseInt(raw, 10);
    if (Number.isNaN(n)) throw new Error("no number");
    return n;
  },
  validate: (n) => (n % 2 === 0 ? null : `${n} is odd`),
  structured: {
    schema: z.object({ number: z.number().int() }),
    toValue: (answer: { number: number }) => answer.number,
    fromValue: (n) => ({ number: n }),
  },
  failSafe: () => 0,
  generation: { temperature: 0.5, maxTokens: 10 },
  simulate: () => "2",
};

// --- runPrompt --------------------------------------------------------------------------------------------------

describe("runPrompt", () => {
  it("returns a valid first answer without retrying", async () => {
    const logger = capturingLogger();
    const run = await runPrompt(decideToTalkPrompt, inputs, { model: scripted("Answer in yes or no: no"), logger });

    expect(run).toMatchObject({ value: false, fellBack: false, answers: ["Answer in yes or no: no"] });
    expect(run.usage).toEqual({ decide_to_talk: { ...emptyUsage(), runs: 1, calls: 1, textRuns: 1 } });
    expect(logger.warnings).toEqual([]);
  });

  it("retries after an invalid answer", async () => {
    const run = await runPrompt(decideToTalkPrompt, inputs, {
      model: scripted("hmm, hard to say", "Answer in yes or no: yes"),
      logger: capturingLogger(),
    });

    expect(run.value).toBe(true);
    expect(run.fellBack).toBe(false);
    expect(run.answers).toEqual(["hmm, hard to say", "Answer in yes or no: yes"]);
    expect(run.usage.decide_to_talk).toMatchObject({ calls: 2, retries: 1, fallbacks: 0 });
  });

  it("falls back to the fail-safe when every answer is invalid, logging once with the raw answer", async () => {
    const logger = capturingLogger();
    const run = await runPrompt(decideToTalkPrompt, inputs, {
      model: scripted("first garbage", "second garbage", "third garbage"),
      logger,
    });

    expect(run.value).toBe(true); // decide_to_talk's fail-safe
    expect(run.fellBack).toBe(true);
    expect(run.usage.decide_to_talk).toMatchObject({ runs: 1, calls: 3, retries: 2, fallbacks: 1 });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain("decide_to_talk");
    expect(logger.warnings[0]).toContain("third garbage");
  });

  it("uses a fail-safe override instead of the prompt's", async () => {
    const run = await runPrompt(decideToTalkPrompt, inputs, { model: scripted("nonsense"), failSafe: false, logger: capturingLogger() });

    expect(run.fellBack).toBe(true);
    expect(run.value).toBe(false);
  });

  it("clips a long fail-safe value in its warning (a whole day's schedule would fill the screen)", async () => {
    const logger = capturingLogger();
    const schedule = Array.from({ length: 48 }, (_, i) => [`sleeping in the big armchair by the window, part ${i}`, 30]);
    await runPrompt(decideToTalkPrompt, inputs, { model: scripted("nonsense", "nonsense", "nonsense"), failSafe: schedule as never, logger });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain(`fell back to its fail-safe ${JSON.stringify(schedule).slice(0, 100)}… after 3 answer(s)`);
  });

  it("treats a value that fails validate as invalid", async () => {
    const logger = capturingLogger();
    const run = await runPrompt(evenNumberPrompt, { topic: "cats" }, { model: scripted("3", "5", "8"), logger });

    expect(run.value).toBe(8);
    expect(run.usage.even_number).toMatchObject({ calls: 3, retries: 2, fallbacks: 0 });

    const failing = await runPrompt(evenNumberPrompt, { topic: "cats" }, { model: scripted("7"), logger });
    expect(failing).toMatchObject({ value: 0, fellBack: true });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain("7 is odd");
  });

  it("rejects inputs that break the schema, naming the field, before any model call", async () => {
    const model = scripted("Answer in yes or no: yes");
    const bad = { ...inputs, target: { ...maria, currTime: "half past nine" } };

    await expect(runPrompt(decideToTalkPrompt, bad, { model })).rejects.toThrow(/target\.currTime/);
    await expect(runPrompt(decideToTalkPrompt, { ...inputs, initiator: { ...klaus, name: "" } }, { model })).rejects.toThrow(
      /initiator\.name/,
    );
    expect(model.i).toBe(0);
  });

  it("rejects a template placeholder without a value, naming it, before any model call", async () => {
    let built = 0;
    const broken: PromptSpec<{ topic: string }, number> = { ...evenNumberPrompt, template: "About {topic}: {missingPart}" };

    await expect(
      runPrompt(broken, { topic: "cats" }, { model: () => (built++, scripted("2")), logger: capturingLogger() }),
    ).rejects.toThrow("{missingPart}");
    expect(built).toBe(0);
  });

  it("makes at most maxAttempts requests", async () => {
    const five = await runPrompt(decideToTalkPrompt, inputs, { model: scripted("garbage"), maxAttempts: 5, logger: capturingLogger() });
    expect(five.answers).toHaveLength(5);
    expect(five.usage.decide_to_talk).toMatchObject({ calls: 5, retries: 4, fallbacks: 1 });

    const one = await runPrompt(decideToTalkPrompt, inputs, { model: scripted("garbage"), maxAttempts: 1, logger: capturingLogger() });
    expect(one.answers).toHaveLength(1);
    expect(one.usage.decide_to_talk).toMatchObject({ calls: 1, retries: 0, fallbacks: 1 });
  });

  it("passes the prompt's generation settings, with run overrides, to a model factory", async () => {
    const seen: GenerationParams[] = [];
    const factory = (params: GenerationParams) => (seen.push(params), scripted("Answer in yes or no: yes"));

    await runPrompt(decideToTalkPrompt, inputs, { model: factory });
    await runPrompt(decideToTalkPrompt, inputs, { model: factory, generation: { maxTokens: 5, stop: ["\n"] } });

    expect(seen).toEqual([
      { temperature: 0, maxTokens: 60 },
      { temperature: 0, maxTokens: 5, stop: ["\n"] },
    ]);
  });

  it("ends the prompt with its fail-safe after a failed request, retries it through the transport, and stops on a refused request", async () => {
    const failing = (status: number) => {
      const model = scripted("Answer in yes or no: no");
      let thrown = false;
      const original = model._generate.bind(model);
      model._generate = async (...args) => {
        if (thrown) return original(...args);
        thrown = true;
        throw Object.assign(new Error(`${status} scripted failure`), { status });
      };
      return model;
    };

    // The runner retries answers, not requests: one failed request is the prompt's counted fallback.
    const alone = await runPrompt(decideToTalkPrompt, inputs, { model: failing(429), logger: capturingLogger() });
    expect(alone).toMatchObject({ value: true, fellBack: true });
    expect(alone.usage.decide_to_talk).toMatchObject({ calls: 1, errors: 1, fallbacks: 1 });

    const transported = withTransport(promptModelOf(failing(429)), {
      timeoutMs: 10_000,
      retries: 2,
      retryDelayMs: 1,
      maxFailedRequestsInARow: 10,
      endpoint: "the test model",
    });
    const rateLimited = await runPrompt(decideToTalkPrompt, inputs, { model: transported, logger: capturingLogger() });
    expect(rateLimited.value).toBe(false);
    expect(rateLimited.usage.decide_to_talk).toMatchObject({ calls: 2, retries: 1, errors: 1, fallbacks: 0 });

    await expect(runPrompt(decideToTalkPrompt, inputs, { model: failing(404) })).rejects.toThrow(ModelRequestError);
  });
});

describe("renderTemplate", () => {
  it("fills every placeholder, repeated ones too", () => {
    expect(renderTemplate("{a} and {b}, then {a}", { a: "x", b: "y" })).toBe("x and y, then x");
  });

  it("does not re-expand braces inside values", () => {
    expect(renderTemplate("say {a}", { a: "{b}" })).toBe("say {b}");
  });

  it("throws naming a missing placeholder", () => {
    expect(() => renderTemplate("{a} {gone}", { a: "x" })).toThrow("{gone}");
  });
});

// --- usage ------------------------------------------------------------------------------------------------------

describe("usage counters", () => {
  const u = (fields: Partial<PromptUsage>): PromptUsage => ({ ...emptyUsage(), ...fields });

  it("mergeUsage adds counters per prompt id and keeps ids of both sides", () => {
    const left = { a: u({ runs: 1, calls: 2, inputTokens: 10 }), b: u({ runs: 1, fallbacks: 1 }) };
    const right = { a: u({ runs: 2, calls: 3, retries: 1, errors: 1, outputTokens: 4 }), c: u({ runs: 5 }) };

    expect(mergeUsage(left, right)).toEqual({
      a: u({ runs: 3, calls: 5, retries: 1, errors: 1, inputTokens: 10, outputTokens: 4 }),
      b: u({ runs: 1, fallbacks: 1 }),
      c: u({ runs: 5 }),
    });
    expect(left.a).toEqual(u({ runs: 1, calls: 2, inputTokens: 10 })); // inputs untouched
  });

  it("mergeUsage treats a missing side as empty", () => {
    const only = { a: u({ runs: 1 }) };
    expect(mergeUsage(undefined, only)).toEqual(only);
    expect(mergeUsage(only, undefined)).toEqual(only);
    expect(mergeUsage()).toEqual({});
  });

  it("mergeUsageByPersonaDay adds usage per persona and day, keeping the others", () => {
    const left = { Ada: { "2024-05-06": { a: u({ runs: 1, calls: 1 }) } }, Mei: { "2024-05-06": { a: u({ runs: 2, calls: 2 }) } } };
    const right = { Ada: { "2024-05-06": { a: u({ runs: 1, calls: 3 }) }, "2024-05-07": { b: u({ runs: 1, calls: 1 }) } } };
    expect(mergeUsageByPersonaDay(left, right)).toEqual({
      Ada: { "2024-05-06": { a: u({ runs: 2, calls: 4 }) }, "2024-05-07": { b: u({ runs: 1, calls: 1 }) } },
      Mei: { "2024-05-06": { a: u({ runs: 2, calls: 2 }) } },
    });
    expect(left.Ada["2024-05-06"].a).toEqual(u({ runs: 1, calls: 1 })); // inputs untouched
    expect(mergeUsageByPersonaDay(undefined, undefined)).toEqual({});
  });

  it("totalUsage sums every prompt id", () => {
    expect(totalUsage({ a: u({ runs: 1, calls: 2, inputTokens: 7 }), b: u({ runs: 2, calls: 2, fallbacks: 1, outputTokens: 3 }) })).toEqual(
      u({ runs: 3, calls: 4, fallbacks: 1, inputTokens: 7, outputTokens: 3 }),
    );
    expect(totalUsage({})).toEqual(emptyUsage());
  });
});

// --- decide_to_talk ---------------------------------------------------------------------------------------------

describe("parseYesNo", () => {
  it.each([
    ["Answer in yes or no: yes", true],
    ["Answer in yes or no: no", false],
    ['Answer in yes or no: "no"', false],
    ["Answer in yes or no: 'yes'.", true],
    ["ANSWER IN YES OR NO: No", false],
    ["answer in yes or no:   YES!", true],
    ["Klaus is busy right now.\nAnswer in yes or no: no", false],
    ["Yes", true],
    ["  no  ", false],
    ["Answer: no.", false],
    ["answer: Yes", true],
    // Issue 9: a reasoned answer is read, not turned into the fail-safe "yes".
    ["Klaus is studying and Maria is busy, so no.", false],
    ["yes, because they are friends", true],
    ["No, Maria is busy studying.", false],
  ])("reads %j as %s", (raw, expected) => {
    expect(parseYesNo(raw)).toBe(expected);
  });

  it.each([
    "maybe",
    "",
    "Yes, at first glance.\nBut Maria is busy, so no.",
    `${DECIDE_TO_TALK_CUE} perhaps`,
  ])("rejects %j", (raw) => {
    expect(() => parseYesNo(raw)).toThrow(/yes or no/);
  });
});

describe("pastTense", () => {
  it("changes only the first is/are", () => {
    expect(pastTense("Isabella Rodriguez is cooking")).toBe("Isabella Rodriguez was cooking");
    expect(pastTense("the guests are eating and the cook is resting")).toBe("the guests were eating and the cook is resting");
    expect(pastTense("Klaus is sure Maria is right")).toBe("Klaus was sure Maria is right");
  });

  it("leaves words that merely contain is/are alone", () => {
    expect(pastTense("this island is quiet")).toBe("this island was quiet");
    expect(pastTense("Maria cares about her area")).toBe("Maria cares about her area");
  });
});

describe("activityCore", () => {
  it("takes the activity in the last parentheses", () => {
    expect(activityCore("morning routine (brushing teeth)")).toBe("brushing teeth");
    expect(activityCore("work (at the cafe) (serving coffee)")).toBe("serving coffee");
  });

  it("keeps a description without parentheses", () => {
    expect(activityCore("having coffee")).toBe("having coffee");
  });
});

describe("describeStatus", () => {
  const party = (fields: Partial<ChatParty>) => ChatPartySchema.parse({ ...klaus, ...fields });

  it("says a persona who has arrived is already doing the activity", () => {
    expect(describeStatus(party({ actDescription: "morning routine (brushing teeth)" }))).toBe("Klaus Mueller is already brushing teeth");
  });

  it("says a persona with a path left is on the way", () => {
    expect(describeStatus(party({ plannedPath: [[3, 4]] }))).toBe("Klaus Mueller is on the way to having coffee");
  });

  it("says a waiting persona is waiting, path or not", () => {
    expect(describeStatus(party({ actDescription: "waiting for Maria" }))).toBe("Klaus Mueller is waiting for Maria");
    expect(describeStatus(party({ actDescription: "waiting for Maria", plannedPath: [[1, 1]] }))).toBe("Klaus Mueller is waiting for Maria");
  });

  it("calls a persona without an activity idle", () => {
    expect(describeStatus(party({ actDescription: null }))).toBe("Klaus Mueller is already idle");
  });
});

describe("decideToTalkPrompt.variables", () => {
  const variables = (raw: DecideToTalkInput) => decideToTalkPrompt.variables(DecideToTalkInputSchema.parse(raw));

  it("builds the target's status from the target's own state", () => {
    const v = variables({ ...inputs, target: { ...maria, plannedPath: [[5, 6]] } });
    expect(v.initiatorStatus).toBe("Klaus Mueller is already having coffee.");
    expect(v.targetStatus).toBe("Maria Lopez is on the way to studying for her exam.");

    const waiting = variables({ ...inputs, target: { ...maria, actDescription: "waiting for Klaus" } });
    expect(waiting.targetStatus).toBe("Maria Lopez is waiting for Klaus.");
    expect(waiting.initiatorStatus).toBe("Klaus Mueller is already having coffee.");
  });

  it("fills names, time, memories in the past tense and the last chat", () => {
    const v = variables({
      ...inputs,
      lastChat: { created: "2023-02-12T18:05:00", description: "the Valentine's Day party" },
      retrieved: { events: [{ description: "Maria Lopez is studying at the cafe" }], thoughts: [{ description: "Maria is a good friend" }] },
    });

    expect(v.initiator).toBe("Klaus Mueller");
    expect(v.target).toBe("Maria Lopez");
    expect(v.time).toBe("February 13, 2023, 09:30:00");
    expect(v.memories).toBe("- Maria Lopez was studying at the cafe.\n- Maria is a good friend.");
    expect(v.lastChat).toBe("Klaus Mueller last talked with Maria Lopez on February 12, 2023, 18:05:00 about the Valentine's Day party.");
  });

  it("says so when there are no memories and no last chat", () => {
    const v = variables(inputs);
    expect(v.memories).toBe("- nothing in particular");
    expect(v.lastChat).toBe("Klaus Mueller has not talked with Maria Lopez before.");
  });

  it("fills every placeholder of the template, and the template asks for the cue the parser reads", () => {
    const text = renderTemplate(decideToTalkPrompt.template, variables(inputs));
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(`${DECIDE_TO_TALK_CUE} yes`);
    expect(text).toContain("Maria Lopez is already studying for her exam.");
  });
});
