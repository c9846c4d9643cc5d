/**
 * object_description: the state of the object a persona uses, during the persona's action
 * (plan.py generate_act_obj_desc): "coffee machine" while "brewing coffee" -> "being used to brew coffee".
 *
 * Kept from the original: the inputs (object, persona name, the full action description), temperature 0, a
 * trailing "." stripped. Changed: after failed attempts the fail-safe "idle" is used (the original returned None
 * and crashed on it), a leading "<object> is" is dropped from the answer, which is read past a preamble, a reasoning
 * block or JSON, and 60 tokens leave room for that.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import {
  afterLastCue,
  firstJsonObject,
  hasMarkup,
  isPreambleLine,
  checkedEnding,
  endsMidSentence,
  isNonAnswer,
  isRefusal,
  jsonField,
  plainText,
  stripPreamble,
  unquote,
  withoutAside,
  withoutTrailingNote,
} from "../answerText.js";
import { activityParts, escapeRegExp, gerundPhrase, lowerFirst, pick, stripQuotes } from "./planningText.js";
import { NAME } from "../failSafeValues.js";

export const ObjectDescriptionInputSchema = z.object({
  object: z.string().min(1),
  /** The persona using it. */
  name: z.string().min(1),
  /** The persona's action, in full ("main (sub)"). */
  activity: z.string().min(1),
});
export type ObjectDescriptionInput = z.input<typeof ObjectDescriptionInputSchema>;

export const OBJECT_IDLE = "idle";

const template = `{name} is {activity}, using the {object}.
What is happening to the {object} meanwhile? Describe its state in a few words, the way you would finish the sentence "The {object} is ..." (for example "being used to brew coffee" or "being cleaned").
Reply with one line: "Answer: <state>".`;

/**
 * The state phrase: after "Answer:" (or "State:"), else the first line that is not a preamble, or a JSON {"state": ...};
 * without "The <object> is", quotes, a trailing full stop or a trailing note. Throws when nothing is left, on a
 * refusal, and on a phrase longer than a short description or carrying JSON punctuation.
 */
export function parseObjectDescription(raw: string, object: string): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["state", "description", "answer", "status"], true);
  if (typeof field === "string") return objectState(field, object);
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("no state in the answer");
  const cued = afterLastCue(text, ["answer", "state"]);
  const line = (cued ?? text).split("\n").map((l) => l.trim()).find((l) => l && !isPreambleLine(l)) ?? "";
  return objectState(line, object);
}

function objectState(answer: string, object: string): string {
  const state = withoutAside(stripPreamble(answer)).replace(new RegExp(`^(?:the\\s+)?${escapeRegExp(object)}\\s+(?:is|was)\\s+`, "i"), "");
  if (hasMarkup(state)) throw new Error(`"${state}" is not plain text`);
  const sentence = withoutTrailingNote(stripQuotes(withoutAside(stripPreamble(unquote(state)))))
    .replace(new RegExp(`^(?:the\\s+)?${escapeRegExp(object)}\\s+(?:is|was)\\s+`, "i"), "")
    .replace(/^(?:it\s+)?is\s+/i, "")
    // "The wax pot is ... melting": the dots of the sentence the answer was asked to finish.
    .replace(/^(?:\.{2,}|…)\s*/, "")
    .replace(/^currently\s+/i, "")
    .trim();
  // A full stop closes a sentence: "being slept in." is finished, "being used by the" is not.
  if (!/[.!?]["'”’]?$/.test(answer.trim())) checkedEnding(sentence);
  const text = sentence.replace(/\.+$/, "").trim();
  if (!text) throw new Error("empty answer");
  if (isNonAnswer(text)) throw new Error(`"${text}" is no state`);
  if (text.split(/\s+/).length > 15) throw new Error("the state is longer than a short description");
  // "idle or being used", "being cleaned or in use": two states held open, not one ("being used to brew tea or coffee"
  // is one state).
  if (/^(?:\S+\s+){0,3}\S+\s+or\s+(?:being|idle|in use|not in use|unused|empty|full|open|closed|switched|turned)\b/i.test(text)) {
    throw new Error("the answer gives two states: give one");
  }
  // "The table is covered in flour": the object by a shorter name. "oven is heating up" for the kneading table: the
  // state of something else, no way to finish "The <object> is ...".
  const subject = /^(?:the\s+|a\s+|an\s+)?([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,3})\s+(?:is|was|are|were)\s+/iu.exec(text);
  if (subject && !/^(?:it|this|that|which)$/i.test(subject[1]!)) {
    const own = new Set(object.toLowerCase().split(/\s+/));
    if (!subject[1]!.toLowerCase().split(/\s+/).some((w) => own.has(w))) throw new Error(`the answer describes "${subject[1]}", not the ${object}`);
    return lowerFirst(text.slice(subject[0].length).trim());
  }
  return lowerFirst(text);
}

/** The structured answer: {"state": "being used to bake bread"}. */
const StateSchema = z.object({ state: z.string().describe('a few words finishing "The <object> is ..."') });

/** "being used for <activity>", or a fitting state for a few common objects. */
export function simulatedObjectState(object: string, activity: string, random: () => number): string {
  const { sub } = activityParts(activity);
  const act = sub.toLowerCase();
  const obj = object.toLowerCase();
  if (/\b(?:bed|sofa|couch)\b/.test(obj) && /sleep|nap|rest|lie/.test(act)) return pick(["being slept in", "occupied by someone sleeping"], random);
  if (/sink/.test(obj)) return pick(["running water", "being used to wash up"], random);
  if (/refrigerator|fridge/.test(obj)) return pick(["being opened", "open while someone looks for food"], random);
  if (/seating|chair|table|bench|sofa/.test(obj)) return pick(["occupied", act.split(/\s+/).length > 6 || endsMidSentence(act) ? "in use" : `being used for ${act}`], random);
  if (/shelf|bookshelf/.test(obj)) return pick(["being browsed", "being rearranged"], random);
  if (/cooking area|stove|oven/.test(obj)) return pick(["heating up", "being used to cook"], random);
  if (/\bidle\b|sleeping/.test(act)) return OBJECT_IDLE;
  // A model says a long activity in short: "in use" rather than the whole subtask.
  const doing = gerundPhrase(act);
  return doing.split(/\s+/).length > 6 || endsMidSentence(doing) ? "in use" : pick([`being used for ${doing}`, "in use"], random);
}

export const objectDescriptionPrompt: PromptSpec<z.output<typeof ObjectDescriptionInputSchema>, string, ObjectDescriptionInput> = {
  id: "object_description",
  version: 1,
  template,
  inputSchema: ObjectDescriptionInputSchema,
  variables: ({ object, name, activity }) => ({ object, name, activity }),
  structured: {
    schema: StateSchema,
    toValue: (answer: z.output<typeof StateSchema>, { object }) => objectState(answer.state, object),
    fromValue: (state) => ({ state }),
  },
  parse: (raw, { object }) => parseObjectDescription(raw, object),
  failSafe: () => OBJECT_IDLE,
  failSafeValue: NAME,
  generation: { temperature: 0, maxTokens: 60 },
  simulate: ({ object, activity }, random) => {
    const state = simulatedObjectState(object, activity, random);
    return random() < 0.5 ? `Answer: ${state}` : `The ${object} is ${state}.`;
  },
};
