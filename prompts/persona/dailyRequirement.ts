/**
 * daily_requirement: today's plan in broad strokes, 4 to 6 timed items, written on each new day after the status
 * (plan.py revise_identity, fourth request; the original's new_daily_req). The caller stores it as the identity's
 * daily plan requirement (the original wrote it, line breaks removed, into `daily_plan_req`).
 *
 * Kept from the original: the inputs (identity with the new status, today's date), times of day asked for, 4 to 6
 * items and no more (dailyRequirementMinItems / MaxItems), item 1 starting as waking up and doing the morning
 * routine. Added: a list parser (the plan items' reader, as daily_plan), the item count checked, temperature 0, and a
 * fail-safe keeping the previous requirement split into items.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { firstItemNumber, firstJsonArray, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { fixedDayPlan, keyedOr, simulatedPlanItems, sortByTime, wakeUpItem } from "./dailyPlan.js";
import { describeDate, describeIdentity, IdentitySchema } from "./identity.js";
import { isEventActivity } from "./plannedEvents.js";
import { formatNumberedItems, lifestyleWakeHour, parseNumberedList, planItemsOf, readPlanItems, splitItemTimes, splitSentences } from "./planningText.js";
import { TEXTS } from "../failSafeValues.js";

export const DailyRequirementInputSchema = z
  .object({
    /** The identity with today's new status. */
    identity: IdentitySchema,
    /** Today's wake-up hour when already known (item 1 then shows it); else the model picks the time. */
    wakeUpHour: z.number().int().min(0).max(23).nullable().default(null),
    minItems: z.number().int().positive().default(DEFAULT_THRESHOLDS.dailyRequirementMinItems),
    maxItems: z.number().int().positive().default(DEFAULT_THRESHOLDS.dailyRequirementMaxItems),
  })
  .refine((i) => i.minItems <= i.maxItems, { message: "minItems must not exceed maxItems", path: ["minItems"] });
export type DailyRequirementInput = z.input<typeof DailyRequirementInputSchema>;
type Inputs = z.output<typeof DailyRequirementInputSchema>;

const template = `{identity}

Today is {date}. Write {firstName}'s plan for today in broad strokes, each item with its time of day (for example "have lunch at 12:00 pm" or "read from 7:00 pm to 8:00 pm").
Give between {minItems} and {maxItems} items, no more, as a numbered list, one item a line, beginning with:
1) {firstItem}`;

/** The previous requirement as items: its numbered items, else its sentences. */
export function requirementItems(requirement: string): string[] {
  // Stored text, not an answer to refuse: two lists in it are read as sentences.
  const numbered = (() => {
    try {
      return parseNumberedList(requirement);
    } catch {
      return [];
    }
  })();
  if (numbered.length >= 2) return numbered;
  const sentences = splitSentences(requirement);
  return sentences.length ? sentences : requirement.trim() ? [requirement.trim()] : [];
}

/**
 * The items with the template's item 1 put first when the answer went on from item 2, as the template's "beginning
 * with: 1) ..." invites: the given wake-up item, or (when the template showed the time as a slot) no usable list.
 */
function withFirstItem(items: string[], fromItemTwo: boolean, { wakeUpHour }: Inputs): string[] {
  if (!fromItemTwo) return items;
  if (wakeUpHour === null) throw new Error("the list starts at item 2: give item 1, the wake-up time, too");
  return [wakeUpItem(wakeUpHour), ...items];
}

const WAKE_ITEM = /^(?:wake|waking|woke|get up|getting up)\b/i;

/** The answer's list as text: a JSON list's first string, else the answer itself. */
function jsonPlanText(raw: string): string {
  const list = firstJsonArray(raw);
  const first = list?.find((item): item is string => typeof item === "string" && item.trim() !== "");
  return first ?? raw;
}

function itemCountProblem(items: readonly string[], { minItems, maxItems }: Inputs): string | null {
  return items.length < minItems || items.length > maxItems ? `${items.length} item(s); between ${minItems} and ${maxItems} are wanted` : null;
}

/**
 * "1) wake up ... at 6:00 am" for a person who wakes at 10: the given first item rewritten with another hour, a plan
 * for someone else's day (the template gives item 1 with the wake-up hour).
 */
function wakeHourProblem(items: readonly string[], { wakeUpHour }: Inputs): string | null {
  const first = items[0];
  if (wakeUpHour === null || first === undefined || !WAKE_ITEM.test(first)) return null;
  const time = /\bat\s+(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b/i.exec(first);
  if (!time) return null;
  const hour = (Number(time[1]) % 12) + (time[3]!.toLowerCase() === "p" ? 12 : 0) + Number(time[2] ?? 0) / 60;
  return Math.abs(hour - wakeUpHour) >= 1 ? `item 1 wakes at ${time[0].slice(3)}, not at the given wake-up hour` : null;
}

function requirementProblem(items: readonly string[], inputs: Inputs): string | null {
  return itemCountProblem(items, inputs) ?? wakeHourProblem(items, inputs);
}

/** The structured answer: {"items": ["wake up and complete the morning routine at 6:00 am", ...]}. */
const RequirementSchema = z.object({
  items: z.array(z.string()).describe("today's plan in broad strokes, each item with its time of day"),
});

export const dailyRequirementPrompt: PromptSpec<Inputs, string[], DailyRequirementInput> = {
  id: "daily_requirement",
  version: 1,
  template,
  inputSchema: DailyRequirementInputSchema,
  variables: ({ identity, wakeUpHour, minItems, maxItems }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    date: describeDate(identity.currTime),
    minItems: String(minItems),
    maxItems: String(maxItems),
    firstItem: wakeUpHour === null ? "wake up and complete the morning routine at <time>" : wakeUpItem(wakeUpHour),
  }),
  structured: {
    schema: RequirementSchema,
    toValue: (answer: z.output<typeof RequirementSchema>, inputs) => {
      const first = answer.items.find((item) => item.trim());
      const read = planItemsOf(answer.items);
      // A JSON list has no numbers to say it went on from item 2: one that leaves out the given wake-up item did.
      const fromItemTwo = first !== undefined && (firstItemNumber(first) === 2 || (inputs.wakeUpHour !== null && read.length > 0 && !WAKE_ITEM.test(read[0]!)));
      const items = withFirstItem(read, fromItemTwo, inputs);
      const problem = requirementProblem(items, inputs);
      if (problem) throw new Error(problem);
      return items;
    },
    fromValue: (items) => ({ items }),
  },
  parse: (raw, inputs) => {
    const items = readPlanItems(raw);
    const number = firstItemNumber(jsonPlanText(raw));
    // "• open the post office ...": a list with no numbers, like a JSON one, that leaves out the given wake-up item
    // goes on after it; a list numbered from 1 that does not wake up is another plan (asked again by its checks).
    // Letters ("a) open the post office") are not the template's numbers either.
    const lettered = /^\s*\(?[a-h][.)]\s/i.test(plainText(raw).split("\n").find((line) => line.trim()) ?? "");
    const afterWakeUp = (number === null || lettered) && inputs.wakeUpHour !== null && items.length > 0 && !WAKE_ITEM.test(items[0]!);
    return withFirstItem(items, number === 2 || afterWakeUp, inputs);
  },
  validate: requirementProblem,
  failSafe: ({ identity }) => requirementItems(identity.dailyPlanReq),
  failSafeValue: TEXTS,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ identity, wakeUpHour, minItems, maxItems }, random, keyed) => {
    const wake = wakeUpHour ?? lifestyleWakeHour(identity.lifestyle) ?? 7;
    const candidates = simulatedPlanItems(identity, wake, random, keyedOr(keyed, random));
    for (const item of fixedDayPlan(wake)) {
      if (candidates.length >= minItems) break;
      if (!candidates.includes(item)) candidates.push(item);
    }
    const want = Math.min(candidates.length, minItems + Math.floor(random() * (maxItems - minItems + 1)));
    // Keep the wake-up item and today's events, then an ordered sample of the rest.
    const rest = candidates
      .slice(1)
      .map((item, i) => ({ item, i, key: random(), event: isEventActivity(splitItemTimes(item).text) }))
      .sort((a, b) => Number(b.event) - Number(a.event) || a.key - b.key)
      .slice(0, want - 1)
      .sort((a, b) => a.i - b.i)
      .map((c) => c.item);
    const items = [candidates[0]!, ...sortByTime(rest)];
    return random() < 0.5 ? items.map((item, i) => `${i + 1}) ${item}`).join("\n") : formatNumberedItems(items, ".");
  },
};
