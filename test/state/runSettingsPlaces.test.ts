/**
 * Run settings given under `configurable` (where Studio and the SDK also let people put them) count like `context`,
 * instead of being ignored without a word (issue 28.6); a field in both is the context's.
 */
import { InMemoryStore } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { townBuilder } from "../../graphs/town.js";
import { readRunSettings } from "../../state/runContext.js";

describe("run settings under configurable", () => {
  it("are read as if under context, the context winning a field given in both", () => {
    const both = readRunSettings({ configurable: { thread_id: "t", seed: 7, thresholds: { chatCooldownTicks: 400 } }, context: { seed: 3 } });
    expect(both.seed).toBe(3);
    expect(both.thresholds.chatCooldownTicks).toBe(400);
    expect(readRunSettings({ configurable: { seed: 7 } }).seed).toBe(7);
    expect(readRunSettings({ configurable: { thread_id: "t" } }).seed).toBe(0);
    expect(() => readRunSettings({ configurable: { seed: "seven" } })).toThrow(/^Invalid run context field "seed"/);
  });

  it("reach the town graph's nodes", async () => {
    const graph = townBuilder.compile({ store: new InMemoryStore() });
    await expect(graph.invoke({}, { configurable: { thresholds: { chatCooldown: 400 } } })).rejects.toThrow('did you mean "chatCooldownTicks"?');
  });
});
