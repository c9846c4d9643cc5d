/**
 * wake_up_hour: the hour the persona gets up today (plan.py generate_wake_up_hour).
 *
 * Kept from the original: the inputs (identity, lifestyle, first name), temperature 0.8, 5 max tokens, stop at a
 * newline, fail-safe 8 (the wakeUpHourFailSafe threshold). Changed: the answer is read as a clock time, so
 * "6:30 am", "7am", "07:00" and "at 6 a.m." all work and "pm" answers are understood (the original took the number
 * before "am" and failed on anything else).
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { formatHour, lifestyleWakeHour } from "./planningText.js";

export const WakeUpHourInputSchema = z.object({
  identity: IdentitySchema,
  /** The hour used when no answer is usable (the wakeUpHourFailSafe threshold). */
  failSafeHour: z.number().int().min(0).max(23).default(DEFAULT_THRESHOLDS.wakeUpHourFailSafe),
});
export type WakeUpHourInput = z.input<typeof WakeUpHourInputSchema>;

const template = `{identity}

What {firstName} usually does: {lifestyle}

Think of {firstName}'s habits and what today holds. At what hour does {firstName} get out of bed today?
Reply with the time only, on one line, like "7:00 am".`;

/** Reads an hour from "6:00 am", "6am", "06:30", "7 p.m.", "at 6"; throws when there is none or it is not 0-23. */
export function parseWakeUpHour(raw: string): number {
  const m = /(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s?(m\.?)?/i.exec(raw);
  if (!m) throw new Error("no hour in the answer");
  let hour = Number(m[1]);
  const meridiem = m[3] && m[4] ? m[3].toLowerCase() : null;
  if (meridiem) {
    if (hour < 1 || hour > 12) throw new Error(`"${m[0].trim()}" is not a clock time`);
    hour = meridiem === "a" ? hour % 12 : (hour % 12) + 12;
  }
  if (hour > 23) throw new Error(`hour ${hour} is not between 0 and 23`);
  return hour;
}

export const wakeUpHourPrompt: PromptSpec<z.output<typeof WakeUpHourInputSchema>, number, WakeUpHourInput> = {
  id: "wake_up_hour",
  version: 1,
  template,
  inputSchema: WakeUpHourInputSchema,
  variables: ({ identity }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    lifestyle: identity.lifestyle,
  }),
  parse: (raw) => parseWakeUpHour(raw),
  failSafe: ({ failSafeHour }) => failSafeHour,
  generation: { temperature: 0.8, maxTokens: 5, stop: ["\n"] },
  simulate: ({ identity }, random) => {
    // The lifestyle's hour most days; now and then an hour earlier or later (the original samples at T=0.8).
    const usual = lifestyleWakeHour(identity.lifestyle) ?? 6 + Math.floor(random() * 3);
    const r = random();
    const jitter = r < 0.15 ? -1 : r > 0.85 ? 1 : 0;
    return formatHour(usual >= 5 && usual <= 10 ? usual + jitter : usual);
  },
};
