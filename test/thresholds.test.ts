import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  closestThresholdName, DEFAULT_THRESHOLDS, resolveThresholds, studioThresholdsSource, THRESHOLD_RULES, ThresholdOverridesSchema,
  type ThresholdName,
} from "../state/thresholds.js";
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
    expect(() => resolveThresholds({ weather: 1 })).toThrow(/^Invalid threshold override "weather": no threshold has that name \(the thresholds command lists them; DEFAULT_THRESHOLDS in code\)\.$/);
    expect(() => readRunSettings({ context: { thresholds: { chatColdownTicks: 400 } } })).toThrow(/did you mean "chatCooldownTicks"/);
  });
});

describe("threshold ranges", () => {
  const rules = Object.entries(THRESHOLD_RULES) as Array<[ThresholdName, (typeof THRESHOLD_RULES)[ThresholdName]]>;

  it("declare each default inside its range, a whole default for a whole threshold", () => {
    for (const [name, rule] of rules) {
      expect(rule.min, name).toBeLessThanOrEqual(rule.default);
      expect(rule.default, name).toBeLessThanOrEqual(rule.max);
      if (rule.whole) expect(Number.isInteger(rule.default), name).toBe(true);
      expect(rule.meaning.length, name).toBeGreaterThan(10);
    }
  });

  it.each(rules)("%s: takes both ends of its range, refuses a step past either end (and a fraction when whole), in code and in the schema", (name, rule) => {
    for (const value of [rule.min, rule.max]) {
      expect(resolveThresholds({ ...paired(name, value), [name]: value })[name]).toBe(value);
      expect(ThresholdOverridesSchema.safeParse({ [name]: value }).success).toBe(true);
    }
    const past = [rule.min - (rule.whole ? 1 : 0.001), rule.max + (rule.whole ? 1 : 0.001), ...(rule.whole ? [rule.min + 0.5] : [])];
    for (const value of past) {
      expect(() => resolveThresholds({ [name]: value }), `${name}=${value}`).toThrow(
        `Invalid threshold override "${name}": it must be ${rule.whole ? "a whole number" : "a number"} from ${rule.min} to ${rule.max}, got ${value}.`,
      );
      expect(ThresholdOverridesSchema.safeParse({ [name]: value }).success, `${name}=${value}`).toBe(false);
    }
  });

  it("refuses the issue's values that once ran or crashed late", () => {
    for (const [name, value] of [["dayMinutes", 0], ["dayMinutes", -1], ["subtaskGranularityMinutes", 0], ["chatCooldownTicks", -5], ["chatCooldownTicks", 1.5], ["lateHourCutoff", 25]] as const) {
      expect(() => resolveThresholds({ [name]: value })).toThrow(`"${name}": it must be`);
    }
  });

  it("keeps a daily requirement's fewest items at most its most", () => {
    expect(() => resolveThresholds({ dailyRequirementMinItems: 8 })).toThrow(
      'Invalid threshold override "dailyRequirementMinItems": it must be at most dailyRequirementMaxItems (6), got 8.',
    );
    expect(resolveThresholds({ dailyRequirementMinItems: 8, dailyRequirementMaxItems: 9 }).dailyRequirementMinItems).toBe(8);
  });

  it("suggests the name a partial name begins, as well as one a few letters off", () => {
    expect(closestThresholdName("chatCooldown")).toBe("chatCooldownTicks");
    expect(closestThresholdName("cooldown")).toBe("chatCooldownTicks");
    expect(closestThresholdName("lateHour")).toBe("lateHourCutoff");
    expect(closestThresholdName("dayMinute")).toBe("dayMinutes");
  });

  it("give Studio's form its fields: state/studioThresholds.ts is written from the table (npm run thresholds:studio)", () => {
    expect(readFileSync(new URL("../state/studioThresholds.ts", import.meta.url), "utf8")).toBe(studioThresholdsSource());
  });
});

/** A value for a threshold that another bounds, so an end of one range can be tried alone. */
function paired(name: ThresholdName, value: number): Record<string, number> {
  if (name === "dailyRequirementMinItems") return { dailyRequirementMaxItems: Math.max(value, DEFAULT_THRESHOLDS.dailyRequirementMaxItems) };
  if (name === "dailyRequirementMaxItems") return { dailyRequirementMinItems: Math.min(value, DEFAULT_THRESHOLDS.dailyRequirementMinItems) };
  return {};
}

describe("run context", () => {
  it("defaults to the offline models", () => {
    const s = readRunSettings({});
    expect(s).toMatchObject({ model: "simulated", embeddings: "hashing", seed: 0, failSafes: {} });
    expect(s.thresholds).toEqual(DEFAULT_THRESHOLDS);
  });

  it("names a bad context field", () => {
    expect(() => readRunSettings({ context: { seed: 1.5 } })).toThrow(/"seed"/);
  });

  it("says what a setting of several values takes when it is given as something else (a settings file's list, a number)", () => {
    expect(() => readRunSettings({ context: { failSafes: ["decide_to_talk", false] } })).toThrow(
      'Invalid run context field "failSafes": expected an object, e.g. { "decide_to_talk": false }, got ["decide_to_talk",false].',
    );
    expect(() => readRunSettings({ context: { thresholds: "chatCooldownTicks=400" } })).toThrow(
      'Invalid run context field "thresholds": expected an object, e.g. { "chatCooldownTicks": 400 }, got "chatCooldownTicks=400".',
    );
    expect(() => readRunSettings({ context: { maxTokens: { byPrompt: 80 } } })).toThrow(
      'Invalid run context field "maxTokens.byPrompt": expected an object, e.g. { "decide_to_talk": 80 }, got 80.',
    );
    expect(() => readRunSettings({ context: { ablate: "reflection" } })).toThrow('Invalid run context field "ablate": expected a list, e.g. ["reflection"], got "reflection".');
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
