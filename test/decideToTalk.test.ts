import { describe, expect, it } from "vitest";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { decideToTalkGraph } from "../graphs/decideToTalk.js";
import { closedChatGate } from "../nodes/decideToTalk/chatGates.js";
import { GATES_CLOSED, GATES_OPEN, routeChatGates } from "../nodes/decideToTalk/routeChatGates.js";
import { ChatPartySchema, type ChatParty, type ChatPartyInput } from "../state/chatParty.js";
import { DEFAULT_THRESHOLDS } from "../state/thresholds.js";
import type { GenerationParams } from "../prompts/types.js";

const party = (overrides: Partial<ChatPartyInput> & { name: string }): ChatParty =>
  ChatPartySchema.parse({
    currTime: "2023-02-13T10:00:00",
    actAddress: "Larkspur:Okafor Bakery:shop floor:counter",
    actDescription: "selling bread (wrapping a loaf)",
    ...overrides,
  });

const ada = party({ name: "Ada Okafor" });
const tomas = party({ name: "Tomas Reyes", plannedPath: [[3, 4]] });

/** A model that fails the test if the graph asks it anything. */
const mustNotBeAsked = new FakeListChatModel({ responses: [] });
mustNotBeAsked.invoke = () => {
  throw new Error("the model was asked although a gate was closed");
};

const silentLogger = { warnings: [] as string[], warn(m: string) { this.warnings.push(m); } };

describe("closedChatGate (the original's lets_talk, in its order)", () => {
  const t = DEFAULT_THRESHOLDS;
  it("is open for two awake, active, free personas before 23:00", () => {
    expect(closedChatGate(ada, tomas, t)).toBeNull();
  });
  it("closes when either has no action address or description", () => {
    expect(closedChatGate(party({ name: "A", actAddress: null }), tomas, t)).toBe("no current action");
    expect(closedChatGate(ada, party({ name: "B", actDescription: null }), t)).toBe("no current action");
  });
  it("closes when either is sleeping", () => {
    expect(closedChatGate(ada, party({ name: "B", actDescription: "sleeping" }), t)).toBe("someone is sleeping");
  });
  it("closes from the lateHourCutoff hour on, and only then", () => {
    expect(closedChatGate(party({ name: "A", currTime: "2023-02-13T23:00:00" }), tomas, t)).toBe("late hour");
    expect(closedChatGate(party({ name: "A", currTime: "2023-02-13T22:59:59" }), tomas, t)).toBeNull();
    expect(closedChatGate(party({ name: "A", currTime: "2023-02-13T21:00:00" }), tomas, { lateHourCutoff: 21 })).toBe(
      "late hour",
    );
  });
  it("closes when the target is waiting", () => {
    const waiting = party({ name: "B", actAddress: "<waiting> 30 40" });
    expect(closedChatGate(ada, waiting, t)).toBe("target is waiting");
  });
  it("closes when either is already chatting", () => {
    expect(closedChatGate(party({ name: "A", chattingWith: "Mei Lin" }), tomas, t)).toBe("someone is already chatting");
    expect(closedChatGate(ada, party({ name: "B", chattingWith: "Mei Lin" }), t)).toBe("someone is already chatting");
  });
  it("closes while the cooldown with this target is above 0, opens at 0", () => {
    expect(closedChatGate(party({ name: "A", chattingWithBuffer: { "Tomas Reyes": 1 } }), tomas, t)).toBe("chat cooldown");
    expect(closedChatGate(party({ name: "A", chattingWithBuffer: { "Tomas Reyes": 0 } }), tomas, t)).toBeNull();
    expect(closedChatGate(party({ name: "A", chattingWithBuffer: { "Mei Lin": 500 } }), tomas, t)).toBeNull();
  });
  it("reports the first closed gate when several are closed", () => {
    const late = party({ name: "A", currTime: "2023-02-13T23:30:00", actDescription: "sleeping" });
    expect(closedChatGate(late, tomas, t)).toBe("someone is sleeping");
  });
});

describe("routeChatGates", () => {
  it("asks the model only when no gate closed", () => {
    expect(routeChatGates({ closedBy: null })).toBe(GATES_OPEN);
    expect(routeChatGates({ closedBy: "chat cooldown" })).toBe(GATES_CLOSED);
  });
  it("labels the closed edge with the thresholds it stands for", () => {
    expect(GATES_CLOSED).toContain("lateHourCutoff");
    expect(GATES_CLOSED).toContain("chatCooldownTicks");
  });
});

describe("decideToTalk graph", () => {
  const input = { initiator: ada, target: tomas, lastChat: null, retrieved: { events: [], thoughts: [] } };

  it("answers with the model's decision when the gates are open", async () => {
    const no = new FakeListChatModel({ responses: ['Answer in yes or no: "no"'] });
    const result = await decideToTalkGraph.invoke(input, { context: { chatModel: no } });
    expect(result).toMatchObject({ talk: false, closedBy: null });
    expect(result.usage.decide_to_talk).toMatchObject({ runs: 1, calls: 1, fallbacks: 0 });
  });

  it("says no without a model call when a gate is closed", async () => {
    const cooled = { ...input, initiator: { ...ada, chattingWithBuffer: { "Tomas Reyes": 12 } } };
    const result = await decideToTalkGraph.invoke(cooled, { context: { chatModel: mustNotBeAsked } });
    expect(result).toMatchObject({ talk: false, closedBy: "chat cooldown" });
    expect(result.usage).toEqual({});
  });

  it("reads threshold overrides from the run context", async () => {
    const evening = { ...input, initiator: { ...ada, currTime: "2023-02-13T20:15:00" } };
    const closed = await decideToTalkGraph.invoke(evening, {
      context: { chatModel: mustNotBeAsked, thresholds: { lateHourCutoff: 20 } },
    });
    expect(closed.closedBy).toBe("late hour");
  });

  it("falls back to yes after the attempts fail, or to the fail-safe the run sets", async () => {
    const garbage = () => new FakeListChatModel({ responses: ["maybe", "perhaps later", "I am not sure"] });
    const logger = { ...silentLogger, warnings: [] as string[] };
    const yes = await decideToTalkGraph.invoke(input, { context: { chatModel: garbage(), logger } });
    expect(yes.talk).toBe(true);
    expect(yes.usage.decide_to_talk).toMatchObject({ calls: 3, retries: 2, fallbacks: 1 });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain("I am not sure");

    const no = await decideToTalkGraph.invoke(input, {
      context: { chatModel: garbage(), logger, failSafes: { decide_to_talk: false } },
    });
    expect(no.talk).toBe(false);
  });

  it("asks for the decide-to-talk max tokens threshold, overridable per run", async () => {
    const seen: GenerationParams[] = [];
    const source = (params: GenerationParams): BaseChatModel => {
      seen.push(params);
      return new FakeListChatModel({ responses: ["yes"] });
    };
    const exact = { min: 0 }; // no floor: the threshold reaches the model as it is
    await decideToTalkGraph.invoke(input, { context: { chatModel: source, maxTokens: exact } });
    await decideToTalkGraph.invoke(input, { context: { chatModel: source, maxTokens: exact, thresholds: { decideToTalkMaxTokens: 5 } } });
    expect(seen.map((p) => p.maxTokens)).toEqual([60, 5]);
    expect(seen[0]!.temperature).toBe(0);
    // The run's token caps apply on top: by default a floor of 64 leaves room for a preamble; a scale for reasoning models.
    await decideToTalkGraph.invoke(input, { context: { chatModel: source } });
    await decideToTalkGraph.invoke(input, { context: { chatModel: source, maxTokens: { scale: 8 } } });
    await decideToTalkGraph.invoke(input, { context: { chatModel: source, maxTokens: { byPrompt: { decide_to_talk: 300 } } } });
    expect(seen.slice(2).map((p) => p.maxTokens)).toEqual([64, 480, 300]);
  });

  it("runs offline with the simulated model by default, the same way for the same seed", async () => {
    const runs = await Promise.all(
      [1, 1, 2].map((seed) => decideToTalkGraph.invoke(input, { context: { seed } })),
    );
    expect(typeof runs[0]!.talk).toBe("boolean");
    expect(runs[1]!.talk).toBe(runs[0]!.talk);
    expect(runs.every((r) => r.usage.decide_to_talk?.fallbacks === 0)).toBe(true);
  });

  it("names the bad field of its input", async () => {
    const bad = { ...input, target: { ...tomas, currTime: "ten o'clock" } };
    await expect(decideToTalkGraph.invoke(bad)).rejects.toThrow(/target\.currTime/);
    const noName = { ...input, initiator: { ...ada, name: undefined } };
    await expect(decideToTalkGraph.invoke(noName as never)).rejects.toThrow(/initiator\.name/);
  });

  it("runs the first bundled meeting from an empty input (a Studio run): the gates are open, the model decides", async () => {
    const yes = new FakeListChatModel({ responses: ['Answer in yes or no: "yes"'] });
    const result = await decideToTalkGraph.invoke({} as never, { context: { chatModel: yes } });
    expect(result).toMatchObject({ talk: true, closedBy: null });
    expect(result.usage.decide_to_talk).toMatchObject({ calls: 1 });
  });

  it("does not fill a half-given input from the example: a missing party is named", async () => {
    await expect(decideToTalkGraph.invoke({ initiator: ada } as never)).rejects.toThrow(/"target"/);
  });

  it("rejects an unknown threshold override by name", async () => {
    // TypeScript already refuses the typo; a JSON caller (Studio, HTTP) gets the sentence at run time.
    const thresholds = JSON.parse('{ "chatCooldown": 3 }') as Record<string, number>;
    await expect(
      decideToTalkGraph.invoke(input, { context: { thresholds } }),
    ).rejects.toThrow(/chatCooldown/);
  });
});
