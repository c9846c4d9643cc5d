/**
 * Run settings are read from `context` and from `configurable` (where Studio's assistant form and the SDK let people
 * put them too), the context winning field by field (issue 28.6: `configurable` was once ignored). The LangGraph
 * server keeps `configurable` on the thread, so a bad value there says where it was given and how to replace it.
 */
import { describe, expect, it } from "vitest";
import { readRunSettings } from "../../state/runContext.js";

describe("run settings under configurable", () => {
  it("apply when the context does not give them", () => {
    const settings = readRunSettings({ configurable: { thread_id: "t", seed: 7, thresholds: { chatCooldownTicks: 400 } } });
    expect(settings.seed).toBe(7);
    expect(settings.thresholds.chatCooldownTicks).toBe(400);
  });

  it("give way to the context's, field by field", () => {
    const settings = readRunSettings({ configurable: { seed: 7, model: "simulated", answerMode: "text" }, context: { seed: 3 } });
    expect(settings.seed).toBe(3);
    expect(settings.answerMode).toBe("text");
    // A bad value under configurable that the context replaces is never read.
    expect(readRunSettings({ configurable: { seed: "seven" }, context: { seed: 2 } }).seed).toBe(2);
  });

  it("fail the run when bad, saying where they were given", () => {
    expect(() => readRunSettings({ configurable: { seed: "seven" } })).toThrow(
      'Invalid run context field "seed": Invalid input: expected number, received string (given under "configurable", which the LangGraph server keeps for later runs on the thread until one gives "seed" again).',
    );
    expect(() => readRunSettings({ configurable: { thresholds: { chatCooldown: 400 } } })).toThrow(
      /did you mean "chatCooldownTicks"\? \(given under "configurable", .*"thresholds" again\)\.$/,
    );
    expect(() => readRunSettings({ context: { seed: "seven" } })).toThrow('Invalid run context field "seed": Invalid input: expected number, received string.');
  });

  it("leave the server's own keys alone", () => {
    const settings = readRunSettings({ configurable: { thread_id: "t", checkpoint_ns: "", assistant_id: "a", run_id: "r", graph_id: "town" } });
    expect(settings.seed).toBe(0);
    expect(settings.model).toBe("simulated");
  });

  it("are read again when the configurable's change under the same context", () => {
    const context = { model: "simulated" };
    expect(readRunSettings({ context, configurable: { seed: 1 } }).seed).toBe(1);
    expect(readRunSettings({ context, configurable: { seed: 2 } }).seed).toBe(2);
    expect(readRunSettings({ context }).seed).toBe(0);
  });
});

describe("a misspelt setting in the context", () => {
  it("is refused with the setting meant; the context's other keys of code pass", () => {
    expect(() => readRunSettings({ context: { seeds: 3 } })).toThrow('Invalid run context field "seeds": no setting has that name; did you mean "seed"?');
    expect(() => readRunSettings({ context: { threshold: { chatCooldownTicks: 4 } } })).toThrow(/did you mean "thresholds"\?$/);
    expect(readRunSettings({ context: { callLimiter: {}, seed: 4 } }).seed).toBe(4);
  });
});
