/**
 * Run settings belong under `context`: the LangGraph server keeps a run's `configurable` on its thread for every later
 * run, so settings read from there would outlive their run. Settings given under `configurable` (where Studio and the
 * SDK also let people put them) are ignored, but not without a word (issue 28.6): the process names them once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { configurableSettingsNote, readRunSettings } from "../../state/runContext.js";

afterEach(() => vi.restoreAllMocks());

describe("run settings under configurable", () => {
  it("are not read: the context's settings, or the defaults, apply", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readRunSettings({ configurable: { thread_id: "t", seed: 7, thresholds: { chatCooldownTicks: 400 } }, context: { seed: 3 } }).seed).toBe(3);
    expect(readRunSettings({ configurable: { seed: 7 } }).seed).toBe(0);
    expect(readRunSettings({ configurable: { seed: "seven" } }).seed).toBe(0);
  });

  it("are named once, with where they go", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    readRunSettings({ configurable: { thread_id: "t", model: "openai/x", maxTokens: 300 } });
    readRunSettings({ configurable: { thread_id: "u", model: "openai/x", maxTokens: 300 } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      'simulacra: run settings under "configurable" are ignored (model, maxTokens): give them under "context", since the LangGraph server keeps "configurable" for every later run on the thread.',
    );
  });

  it("leave the server's own keys alone", () => {
    expect(configurableSettingsNote({ thread_id: "t", checkpoint_ns: "", assistant_id: "a" })).toBeNull();
    expect(configurableSettingsNote(undefined)).toBeNull();
  });
});
