/**
 * plan_note: what the persona should keep in mind while planning today, from the memories retrieved for
 * "<name>'s plan for <date>." and "Important recent events for <name>'s life." (plan.py revise_identity, first of
 * its four requests; runs on each new day).
 *
 * Kept from the original: the inputs (the retrieved statements with their times, the persona's name, today's
 * date), specifics (date, time, place) asked for, the persona's own first-person voice. The original sent this
 * inline prompt through ChatGPT's defaults with no check; here it has a parser (the note without a preamble, a
 * label or a closing remark; not a refusal), temperature 0 and a neutral fail-safe note.
 */
import { z } from "zod/v4";
import { GameTimeSchema, parseGameTime } from "../../state/gameTime.js";
import { ADDRESSED_PROBLEM, addressesTheReader, checkedEnding, closesOnEmoji, firstJsonObject, hasMarkup, isRefusal, jsonField, proseBody, repeatsItself, saysNothingToNote, withoutReasoning } from "../answerText.js";
import { offersCandidates } from "../rawAnswer.js";
import type { PromptSpec } from "../types.js";
import { describeDate, describeIdentity, IdentitySchema, type Identity } from "./identity.js";
import { eventsToday } from "./plannedEvents.js";
import { escapeRegExp, lowerFirst, outsideQuotes, pick, stripQuotes } from "./planningText.js";
import { TEXT } from "../failSafeValues.js";

/** A retrieved memory as the reviser shows it: when it was made and its text (the node's embedding key). */
export const StatementSchema = z.object({ created: GameTimeSchema, description: z.string().min(1) });
export type Statement = z.infer<typeof StatementSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** "Monday February 13, 09:30: Isabella Rodriguez is ...", oldest first. */
export function describeStatements(statements: readonly Statement[]): string {
  if (statements.length === 0) return "- (nothing comes to mind)";
  return [...statements]
    .sort((a, b) => a.created.localeCompare(b.created))
    .map((s) => {
      const d = parseGameTime(s.created);
      return `- ${describeDate(s.created)}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}: ${s.description}`;
    })
    .join("\n");
}

/**
 * A free-text note: its paragraphs on one line, without a preamble, a leading label ("Note:", "Answer:" or the given
 * ones), wrapping quotes, a reasoning block or a closing remark; a JSON {"note": ...} too; ending in a full stop.
 * Throws when nothing is left, on a refusal, and on a note carrying JSON punctuation.
 */
export function parseNote(raw: string, labels: readonly string[] = ["note", "answer"]): string {
  if (SALUTATION_LINE.test(withoutReasoning(raw))) throw new Error('the note is written as a letter ("Dear me,"): write the note itself');
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, [...labels, "note", "text", "status"], true);
  return checkedNote(typeof field === "string" ? field : proseBody(unsigned(raw), [...NOTE_LABELS, ...labels]));
}

/** "...\n\n— Tobias": a name signed on a line of its own under a note to self is a signature, not the note's words. */
function unsigned(raw: string): string {
  return raw.replace(/\n[ \t]*\n[ \t]*[—–-]{1,2}[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*)?[ \t]*$/u, "");
}

/**
 * "Dear me,\n..." or "Dear Tobias,\n...": a note to self written as a letter, its salutation on a line of its own.
 * Readers of such notes keep the salutation as the note's first words or take it off as the letter's form (held-out
 * corpora disagree), so it is asked again rather than stored either way.
 */
const SALUTATION_LINE = /^\s*(?:dear|hi|hello)[ \t]+(?:me|myself|self|future me|\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*)?)[ \t]*[,:!][ \t]*\n\s*\S/iu;

/** Labels models put before a note to self. */
const NOTE_LABELS = ["note to self", "note to myself", "reminder", "self-note"];

/** A note's text as stored: non-empty, no refusal or JSON punctuation, ending in a full stop. */
export function checkedNote(note: string): string {
  if (hasMarkup(note)) throw new Error("the note is not plain text");
  // "I ...": the template's opening word and its dots given back, no note.
  if (/^\s*\S+\s*(?:\.{3}|…)\s*$/.test(note)) throw new Error("the answer is the template's opening, not a note");
  // "Tobias Tobias found ...": a small model repeating the name the template's sentence began with.
  const text = closeQuotes(stripQuotes(note.replace(/\s+/g, " ")).trim()).replace(/^(\p{Lu}[\p{L}'’-]+) \1\b/u, "$1");
  if (!text) throw new Error("empty answer");
  if (isRefusal(text)) throw new Error("the answer is a refusal");
  if (saysNothingToNote(text)) throw new Error("the answer says there is nothing to note: write the person's note");
  if (addressesTheReader(text)) throw new Error(ADDRESSED_PROBLEM);
  if (hasMarkup(text)) throw new Error("the note is not plain text");
  if (repeatsItself(text)) throw new Error("the note repeats itself");
  if (closesOnEmoji(text)) throw new Error("the note ends on emoji: write the note in words only");
  if (offersCandidates(text)) throw new Error("the answer offers alternatives: give one");
  checkedEnding(note.trim());
  // "... on Thursday. 😅": a sentence finished before the emoji closing it. A sentence in another script ends on its
  // own mark: "。" (Chinese, Japanese), "।" (Hindi), "؟" and "۔" (Arabic, Urdu), "።" (Amharic), "။" (Burmese).
  return /[.!?。！？।॥؟۔።။](?:\s*[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]+)?$/u.test(text) ? text : `${text}.`;
}

/** A quote the note closed at its very end stays closed (taking the wrapping quotes off took its closing mark). */
function closeQuotes(text: string): string {
  const count = (mark: string) => text.split(mark).length - 1;
  if (count('"') % 2 === 1 && !text.startsWith('"')) return `${text}"`;
  if (count("“") > count("”")) return `${text}”`;
  return text;
}

/** The structured answer of the notes: {"note": "..."}. */
export const NoteSchema = z.object({ note: z.string().describe("the note, in the first person") });

/**
 * "Isabella Rodriguez is planning a party" -> "I am planning a party" (for the simulated first-person notes); words
 * quoted from someone else stay theirs.
 */
export function toFirstPerson(text: string, identity: Identity): string {
  const own = outsideQuotes(text, (words) => {
    let out = words;
    for (const name of [identity.name, identity.firstName]) {
      const n = escapeRegExp(name);
      out = out
        .replace(new RegExp(`\\b${n} is\\b`, "g"), "I am")
        .replace(new RegExp(`\\b${n} was\\b`, "g"), "I was")
        .replace(new RegExp(`\\b${n} has\\b`, "g"), "I have")
        .replace(new RegExp(`\\b${n}'s\\b`, "g"), "my")
        .replace(new RegExp(`\\b${n}\\b`, "g"), "I");
    }
    return out;
  });
  return own.replace(/\.+$/, "");
}

export const PlanNoteInputSchema = z.object({
  identity: IdentitySchema,
  statements: z.array(StatementSchema).default([]),
});
export type PlanNoteInput = z.input<typeof PlanNoteInputSchema>;

const template = `{identity}

What {firstName} remembers from the last days:
{statements}

Today is {date}. From these memories, what should {firstName} keep in mind while planning today? If anything is arranged for today, say exactly when and where.
Write it as {firstName}'s own short note to self, in the first person ("I ..."), in a few sentences.`;

const PLANNY = /\b(?:plan|planning|will|going to|tomorrow|today|party|meet|invit|schedul|appointment|deadline|at \d|\d\s?(?:am|pm))/i;

/** "For Ada Okafor's planning: Ada should remember that Tomas said: ..." -> "Tomas said: ...". */
function withoutNoteLabel(note: string): string {
  return note
    .replace(/^For [^:]+?'s planning\s*:\s*/i, "")
    .replace(/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)? should (?:keep in mind|remember|bear in mind)(?:, [^,]*,)? that\s+/, "");
}

export const planNotePrompt: PromptSpec<z.output<typeof PlanNoteInputSchema>, string, PlanNoteInput> = {
  id: "plan_note",
  version: 1,
  template,
  inputSchema: PlanNoteInputSchema,
  variables: ({ identity, statements }) => ({
    identity: describeIdentity(identity),
    firstName: identity.firstName,
    statements: describeStatements(statements),
    date: describeDate(identity.currTime),
  }),
  structured: {
    schema: NoteSchema,
    toValue: (answer: z.output<typeof NoteSchema>) => checkedNote(answer.note),
    fromValue: (note) => ({ note }),
  },
  parse: (raw) => parseNote(raw),
  failSafe: ({ identity }) => `Nothing out of the ordinary is arranged for ${describeDate(identity.currTime)}, so I will keep to my usual routine.`,
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ identity, statements }, random) => {
    const date = describeDate(identity.currTime);
    const newest = [...statements].sort((a, b) => b.created.localeCompare(a.created));
    // What is arranged for today (an event with its place and time) comes first, as the prompt asks.
    const arranged = (s: Statement) => eventsToday(s.description, identity, s.created).length > 0;
    const ordered = [...newest.filter(arranged), ...newest.filter((s) => !arranged(s))];
    // A note after a chat with nothing to plan ("For Ada's planning: Ada has no new plans ...") is nothing to keep in
    // mind; a note's label and its "should keep in mind that" are not what is kept ("Tomas said: ...").
    const plans = ordered.filter((s) => PLANNY.test(s.description) && !/\bno new plans\b/i.test(s.description)).slice(0, 1 + Math.floor(random() * 2))
      .map((s) => ({ ...s, description: withoutNoteLabel(s.description) }));
    if (plans.length === 0) {
      const routine = lowerFirst(toFirstPerson(identity.dailyPlanReq, identity));
      return `Nothing special is arranged for ${date}, so I will follow my routine: ${routine}.`;
    }
    const opener = pick(["For today I should remember that", "While planning today I need to keep in mind that", "Today I must not forget that"], random);
    return `${opener} ${plans.map((s) => lowerFirst(toFirstPerson(s.description, identity))).join("; and ")}.`;
  },
};
