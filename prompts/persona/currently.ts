/**
 * currently: the persona's status line for the new day, in the third person (plan.py revise_identity, third
 * request; the original's new_currently), stored in the scratch's `currently`.
 *
 * Kept from the original: the inputs (yesterday's status, the plan note and the feelings note with their line
 * breaks removed, today's date), third person, specifics kept, the answer asked for as "Status: <status>".
 * Changed: the status is stored without its "Status: " label (the original stored the raw answer, label included,
 * as its recorded run shows); the fail-safe keeps yesterday's status.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { describeDate, describeIdentity, IdentitySchema } from "./identity.js";
import { lowerFirst, pick, stripQuotes } from "./planningText.js";

export const CurrentlyInputSchema = z.object({
  /** The identity with yesterday's status in `currently`. */
  identity: IdentitySchema,
  planNote: z.string().default(""),
  feelingsNote: z.string().default(""),
});
export type CurrentlyInput = z.input<typeof CurrentlyInputSchema>;

const template = `{identity}

{firstName}'s status until yesterday: {previous}
{firstName}'s notes at the end of yesterday: {notes}

Today is {date}. Write {firstName}'s status for today in the third person: what {firstName} is busy with and thinking about now, keeping any specific plans from the notes (with their times and places). A few sentences at most.
Reply with one line: "Status: <status>".`;

const STATUS_LABEL = /^\s*(?:\*\*)?status(?:\*\*)?\s*:\s*/i;

/** The status text: after the last "Status:" label if there is one, on one line, without quotes. */
export function parseStatus(raw: string): string {
  const labels = [...raw.matchAll(/(?:\*\*)?status(?:\*\*)?\s*:\s*/gi)];
  const last = labels.at(-1);
  const text = stripQuotes((last ? raw.slice(last.index + last[0].length) : raw).replace(/\s+/g, " ")).trim();
  if (!text) throw new Error("empty status");
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Yesterday's status without a "Status: " label (statuses saved by the original carry it). */
export function withoutStatusLabel(status: string): string {
  return status.replace(STATUS_LABEL, "").trim();
}

/** "I am planning ..." -> "Isabella is planning ..." (for the simulated status). */
export function toThirdPerson(text: string, firstName: string): string {
  return text
    .replace(/\bI am\b|\bI'm\b/g, `${firstName} is`)
    .replace(/\bI have\b|\bI've\b/g, `${firstName} has`)
    .replace(/\bI will\b|\bI'll\b/g, `${firstName} will`)
    .replace(/\bI was\b/g, `${firstName} was`)
    .replace(/\bI\b/g, firstName)
    .replace(/\bmy\b/g, "their")
    .replace(/\bme\b/g, "them")
    .replace(/\bmyself\b/g, "themselves");
}

export const currentlyPrompt: PromptSpec<z.output<typeof CurrentlyInputSchema>, string, CurrentlyInput> = {
  id: "currently",
  version: 1,
  template,
  inputSchema: CurrentlyInputSchema,
  variables: ({ identity, planNote, feelingsNote }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    previous: withoutStatusLabel(identity.currently) || "(none)",
    notes: `${planNote} ${feelingsNote}`.replace(/\s+/g, " ").trim() || "(none)",
    date: describeDate(identity.currTime),
  }),
  parse: (raw) => parseStatus(raw),
  failSafe: ({ identity }) => withoutStatusLabel(identity.currently),
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ identity, planNote }, random) => {
    const previous = withoutStatusLabel(identity.currently);
    const first = previous.split(/(?<=[.!?])\s+/)[0] ?? "";
    const base = first || `${identity.name} is going about the usual routine.`;
    const keep = planNote.split(/(?<=[.!?])\s+/)[0]?.replace(/^(?:For today|While planning today|Today)[^,]*?(?:that|:)\s*/i, "");
    const today = keep
      ? ` ${pick(["Today", `On ${describeDate(identity.currTime)}`], random)}, ${identity.firstName} keeps in mind that ${lowerFirst(toThirdPerson(keep, identity.firstName)).replace(/\.$/, "")}.`
      : "";
    return `Status: ${base}${today}`;
  },
};
