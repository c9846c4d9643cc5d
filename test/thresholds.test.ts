import { describe, expect, it } from "vitest";
import { DEFAULT_THRESHOLDS, resolveThresholds } from "../state/thresholds.js";
import { readRunSettings } from "../state/runContext.js";

describe("thresholds", () => {
  it("carries the originals' rules by name", () => {
    expect(DEFAULT_THRESHOLDS).toMatchObject({
      subtaskGranularityMinutes: 5,
      decompositionThresholdMinutes: 60,
      chatCooldownTicks: 800,
      dayMinutes: 1440,
      planExpirationDays: 30,
      planPoignancy: 5,
      lateHourCutoff: 23,
      hourlyScheduleDiversityTries: 3,
      hourlyScheduleMinDistinctActivities: 5,
      decideToTalkMaxTokens: 60,
      roleZeroMemoryK: 200,
      roleZeroSimilarityTopK: 5,
    });
  });

  it("applies a run's overrides and keeps the other defaults", () => {
    const t = resolveThresholds({ chatCooldownTicks: 400 });
    expect(t.chatCooldownTicks).toBe(400);
    expect(t.lateHourCutoff).toBe(23);
    expect(DEFAULT_THRESHOLDS.chatCooldownTicks).toBe(800);
  });

  it("rejects unknown names and non-numbers, naming the key", () => {
    expect(() => resolveThresholds({ chatCooldown: 3 })).toThrow(/"chatCooldown"/);
    expect(() => resolveThresholds({ lateHourCutoff: "23" })).toThrow(/"lateHourCutoff"/);
  });

  it("suggests the name a typo resembles (from the CLI, Studio or code alike), and none for a name far from all", () => {
    expect(() => resolveThresholds({ chatCooldownTick: 3 })).toThrow(
      'Invalid threshold override "chatCooldownTick": no threshold has that name; did you mean "chatCooldownTicks"?',
    );
    expect(() => resolveThresholds({ latehourcutof: 22 })).toThrow(/did you mean "lateHourCutoff"\?/);
    expect(() => resolveThresholds({ weather: 1 })).toThrow(/^Invalid threshold override "weather": no threshold has that name \(see DEFAULT_THRESHOLDS\)\.$/);
    expect(() => readRunSettings({ context: { thresholds: { chatColdownTicks: 400 } } })).toThrow(/did you mean "chatCooldownTicks"/);
  });
});

describe("run context", () => {
  it("defaults to the offline models", () => {
    const s = readRunSettings({});
    expect(s).toMatchObject({ model: "simulated", embeddings: "hashing", seed: 0, failSafes: {} });
    expect(s.thresholds).toEqual(DEFAULT_THRESHOLDS);
  });

  it("reads `context` only: a thread's `configurable` (kept across runs by the LangGraph server) is not a setting", () => {
    const config = { configurable: { seed: 4, thresholds: { chatCooldownTick: 1 } }, context: { model: "openai/b" } };
    const s = readRunSettings(config);
    expect(s).toMatchObject({ seed: 0, model: "openai/b", thresholds: DEFAULT_THRESHOLDS });
  });

  it("names a bad context field", () => {
    expect(() => readRunSettings({ context: { seed: 1.5 } })).toThrow(/"seed"/);
  });

  it("reads a context again when one of its fields is changed or replaced", () => {
    const context: Record<string, unknown> = { seed: 3, thresholds: { chatCooldownTicks: 400 } };
    expect(readRunSettings({ context }).thresholds.chatCooldownTicks).toBe(400);
    expect(readRunSettings({ context })).toBe(readRunSettings({ context })); // read once while it is unchanged
    context.thresholds = { chatCooldownTicks: 200 };
    expect(readRunSettings({ context }).thresholds.chatCooldownTicks).toBe(200);
    context.seed = 1.5;
    expect(() => readRunSettings({ context })).toThrow(/"seed"/);
    context.seed = 4;
    const logger = { warn() {} };
    context.logger = logger;
    expect(readRunSettings({ context })).toMatchObject({ seed: 4, logger });
  });
});
