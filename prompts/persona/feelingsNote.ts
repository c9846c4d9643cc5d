/**
 * feelings_note: how the persona feels about the last few days, from the same retrieved memories as plan_note
 * (plan.py revise_identity, second request; the original's thought_note).
 *
 * Kept from the original: the inputs (the retrieved statements, the persona's name), a first-person summary. Added:
 * a parser (plan_note's), temperature 0, a neutral fail-safe note.
 */
import { z } from "zod/v4";
import { escapeRegExp, inFirstPerson } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema, type Identity } from "./identity.js";
import { checkedNote, describeStatements, NoteSchema, parseNote, StatementSchema, toFirstPerson } from "./planNote.js";
import { lowerFirst, pick } from "./planningText.js";
import { TEXT } from "../failSafeValues.js";

export const FeelingsNoteInputSchema = z.object({
  identity: IdentitySchema,
  statements: z.array(StatementSchema).default([]),
});
export type FeelingsNoteInput = z.input<typeof FeelingsNoteInputSchema>;

const template = `{identity}

What {firstName} remembers from the last days:
{statements}

How has {firstName} felt about the past few days? Sum it up as {firstName} would, in the first person ("I ..."), in a few sentences.`;

/**
 * The note, unless it speaks of the person in the third person where the first is asked ("Ada has felt tired ..."
 * with no "I" or "my" in it): a note about the person, not theirs.
 */
function inTheirOwnVoice(note: string, identity: Identity): string {
  const name = [identity.name, identity.firstName].map(escapeRegExp).join("|");
  if (new RegExp(`^\\W*(?:${name})\\b`, "i").test(note) && !inFirstPerson(note)) {
    throw new Error(`the note speaks of ${identity.firstName} in the third person: write it as ${identity.firstName} would, with "I"`);
  }
  return note;
}

const MOODS = ["upbeat", "busy but happy", "a little tired but content", "energized", "thoughtful", "a bit restless", "hopeful"];

export const feelingsNotePrompt: PromptSpec<z.output<typeof FeelingsNoteInputSchema>, string, FeelingsNoteInput> = {
  id: "feelings_note",
  version: 1,
  template,
  inputSchema: FeelingsNoteInputSchema,
  variables: ({ identity, statements }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    statements: describeStatements(statements),
  }),
  structured: {
    schema: NoteSchema,
    toValue: (answer: z.output<typeof NoteSchema>, { identity }) => inTheirOwnVoice(checkedNote(answer.note), identity),
    fromValue: (note) => ({ note }),
  },
  parse: (raw, { identity }) => inTheirOwnVoice(parseNote(raw, ["note", "answer", "summary"]), identity),
  failSafe: () => "I have felt much as usual these past few days.",
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ identity, statements }, random) => {
    const mood = pick(MOODS, random);
    const trait = identity.innate.split(/,\s*/)[0]?.trim();
    const newest = [...statements].sort((a, b) => b.created.localeCompare(a.created))[0];
    const focus = newest
      ? ` Most of my attention has gone to this: ${lowerFirst(toFirstPerson(newest.description, identity))}.`
      : " Nothing much has happened, and that has been fine with me.";
    const close = trait ? ` Being ${trait}, I am looking forward to what comes next.` : "";
    return `These past few days I have been feeling ${mood}.${focus}${close}`;
  },
};
