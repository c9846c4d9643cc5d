/**
 * object_description: the state of the object a persona uses, during the persona's action
 * (plan.py generate_act_obj_desc): "coffee machine" while "brewing coffee" -> "being used to brew coffee".
 *
 * Kept from the original: the inputs (object, persona name, the full action description), temperature 0, a
 * trailing "." stripped. Changed: after failed attempts the fail-safe "idle" is used (the original returned None
 * and crashed on it), and a leading "<object> is" is dropped from the answer.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { activityParts, answerText, escapeRegExp, gerundPhrase, lowerFirst, pick } from "./planningText.js";

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

/** The state phrase: after "Answer:", without "The <object> is", quotes or a trailing full stop. */
export function parseObjectDescription(raw: string, object: string): string {
  const text = answerText(raw, ["answer", "state"])
    .replace(new RegExp(`^(?:the\\s+)?${escapeRegExp(object)}\\s+(?:is|was)\\s+`, "i"), "")
    .replace(/^(?:it\s+)?is\s+/i, "")
    .replace(/\.+$/, "")
    .trim();
  if (!text) throw new Error("empty answer");
  return lowerFirst(text);
}

/** "being used for <activity>", or a fitting state for a few common objects. */
export function simulatedObjectState(object: string, activity: string, random: () => number): string {
  const { sub } = activityParts(activity);
  const act = sub.toLowerCase();
  const obj = object.toLowerCase();
  if (/\b(?:bed|sofa|couch)\b/.test(obj) && /sleep|nap|rest|lie/.test(act)) return pick(["being slept in", "occupied by someone sleeping"], random);
  if (/sink/.test(obj)) return pick(["running water", "being used to wash up"], random);
  if (/refrigerator|fridge/.test(obj)) return pick(["being opened", "open while someone looks for food"], random);
  if (/seating|chair|table|bench|sofa/.test(obj)) return pick(["occupied", `being used for ${act}`], random);
  if (/shelf|bookshelf/.test(obj)) return pick(["being browsed", "being rearranged"], random);
  if (/cooking area|stove|oven/.test(obj)) return pick(["heating up", "being used to cook"], random);
  if (/\bidle\b|sleeping/.test(act)) return OBJECT_IDLE;
  return pick([`being used for ${gerundPhrase(act)}`, "in use"], random);
}

export const objectDescriptionPrompt: PromptSpec<z.output<typeof ObjectDescriptionInputSchema>, string, ObjectDescriptionInput> = {
  id: "object_description",
  version: 1,
  template,
  inputSchema: ObjectDescriptionInputSchema,
  variables: ({ object, name, activity }) => ({ object, name, activity }),
  parse: (raw, { object }) => parseObjectDescription(raw, object),
  failSafe: () => OBJECT_IDLE,
  generation: { temperature: 0, maxTokens: 30 },
  simulate: ({ object, activity }, random) => {
    const state = simulatedObjectState(object, activity, random);
    return random() < 0.5 ? `Answer: ${state}` : `The ${object} is ${state}.`;
  },
};
