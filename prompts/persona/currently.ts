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
import { afterLastCue, firstJsonObject, inFirstPerson, jsonField, plainText, proseBody } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { checkedNote } from "./planNote.js";
import { describeDate, describeIdentity, IdentitySchema } from "./identity.js";
import { firstSentence, lowerFirst, outsideQuotes, pick } from "./planningText.js";
import { TEXT } from "../failSafeValues.js";

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

/**
 * The status text: after the last "Status:" label if there is one, else the answer's body (plan_note's reading), on
 * one line, without quotes; a JSON {"status": ...} too. Throws when nothing is left or on a refusal.
 */
export function parseStatus(raw: string): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["status", "currently", "answer"], true);
  if (typeof field === "string") return checkedStatus(field);
  const text = plainText(raw);
  const cued = afterLastCue(text, ["status"]);
  return checkedStatus(cued !== undefined ? proseBody(cued, ["status"]) : proseBody(raw, ["status"]));
}

/** A status as stored (see `checkedNote`), in the third person as asked: one in the first person is refused. */
function checkedStatus(status: string): string {
  const note = checkedNote(status);
  if (inFirstPerson(note)) throw new Error("the status is in the first person: write it in the third person");
  return note;
}

/** The structured answer: {"status": "..."}. */
const StatusSchema = z.object({ status: z.string().describe("the status, in the third person") });

/** Yesterday's status without a "Status: " label (statuses saved by the original carry it). */
export function withoutStatusLabel(status: string): string {
  return status.replace(STATUS_LABEL, "").trim();
}

/** "I am planning ..." -> "Isabella is planning ..." (for the simulated status); words quoted from someone else stay theirs. */
export function toThirdPerson(text: string, firstName: string): string {
  return outsideQuotes(text, (words) => words
    .replace(/\bI am\b|\bI'm\b/g, `${firstName} is`)
    .replace(/\bI have\b|\bI've\b/g, `${firstName} has`)
    .replace(/\bI will\b|\bI'll\b/g, `${firstName} will`)
    .replace(/\bI was\b/g, `${firstName} was`)
    .replace(/\bI\b/g, firstName)
    .replace(/\bmy\b/g, "their")
    .replace(/\bme\b/g, "them")
    .replace(/\bmyself\b/g, "themselves"));
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
  structured: {
    schema: StatusSchema,
    toValue: (answer: z.output<typeof StatusSchema>) => checkedStatus(proseBody(answer.status, ["status"])),
    fromValue: (status) => ({ status }),
  },
  parse: (raw) => parseStatus(raw),
  failSafe: ({ identity }) => withoutStatusLabel(identity.currently),
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ identity, planNote }, random) => {
    const previous = withoutStatusLabel(identity.currently);
    const first = firstSentence(previous);
    const base = first || `${identity.name} is going about the usual routine.`;
    // The note's first sentence, with any words it quotes whole (an invitation quoted keeps its date and place).
    const keep = firstSentence(planNote).replace(/^(?:For today|While planning today|Today)[^,]*?(?:that|:)\s*/i, "");
    const today = keep
      ? ` ${pick(["Today", `On ${describeDate(identity.currTime)}`], random)}, ${identity.firstName} keeps in mind that ${lowerFirst(toThirdPerson(keep, identity.firstName)).replace(/\.$/, "")}.`
      : "";
    return `Status: ${base}${today}`;
  },
};
