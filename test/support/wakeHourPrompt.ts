/**
 * A test-local prompt that declares `structured` (the package's own prompts get theirs on another branch): the hour
 * a persona wakes up, as `{ "hour": 6 }` in structured mode or "6am" in text mode.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../../prompts/types.js";

export interface WakeHourInput {
  name: string;
}

export const wakeHourPrompt: PromptSpec<WakeHourInput, number> = {
  id: "test_wake_hour",
  version: 1,
  template: "{name} is a baker who likes quiet mornings. At what hour does {name} wake up? Answer with the hour only, e.g. 6am.",
  inputSchema: z.object({ name: z.string().min(1) }),
  variables: ({ name }) => ({ name }),
  structured: {
    schema: z.object({ hour: z.number().int().min(0).max(23) }),
    toValue: (answer: { hour: number }) => answer.hour,
    fromValue: (hour) => ({ hour }),
  },
  parse(raw) {
    const match = /\b(\d{1,2})(?::00)?\s*(am|pm)\b/i.exec(raw) ?? /\b(\d{1,2}):00\b/.exec(raw);
    if (!match) throw new Error("no hour like 6am in the answer");
    let hour = Number(match[1]);
    if (match[2]?.toLowerCase() === "pm" && hour < 12) hour += 12;
    if (match[2]?.toLowerCase() === "am" && hour === 12) hour = 0;
    if (hour > 23) throw new Error(`${hour} is not an hour`);
    return hour;
  },
  validate: (hour) => (hour >= 3 && hour <= 11 ? null : `${hour}:00 is not a morning hour`),
  failSafe: () => 8,
  generation: { temperature: 0, maxTokens: 5 },
  simulate: (_inputs, random) => `${5 + Math.floor(random() * 4)}am`,
};
