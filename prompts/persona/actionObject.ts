/**
 * action_object: the object of the chosen arena the persona uses for its next action
 * (plan.py generate_action_game_object, template action_object_v2).
 *
 * Kept from the original: the inputs (the action, the arena's objects), temperature 0. The caller skips the prompt
 * and uses "<random>" when the arena has no known objects, as the original did. Changed: an answer that is not one
 * of the objects is retried and then falls back to the first object (the original took a random object at once,
 * and its fail-safe "bed" need not exist).
 * Answers are read as real models write them (a preamble, markdown, a reasoning block, JSON, the object named in a
 * sentence or described so that only one fits); 60 tokens leave room for that.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { choiceProblem, knownChoice, parseChoice } from "./choiceText.js";
import { describeActivity } from "./planningText.js";
import { fittingObject } from "./placeKnowledge.js";
import { NAME } from "../failSafeValues.js";

export const ActionObjectInputSchema = z.object({
  /** The persona's name. */
  name: z.string().min(1),
  activity: z.string().min(1),
  arena: z.string().min(1),
  objects: z.array(z.string().min(1)).min(1),
});
export type ActionObjectInput = z.input<typeof ActionObjectInputSchema>;

/** The structured answer: {"object": "..."}. */
const ObjectSchema = z.object({ object: z.string().describe("one thing from the list, spelled as written there") });

const template = `{name} is in the {arena} for this: {activity}.
Things in the {arena}: {objects}.

Which one of these things does {name} use, or stay at, for it? Name exactly one, spelled as written above.
Reply with one line: "Answer: <thing>".`;

export const actionObjectPrompt: PromptSpec<z.output<typeof ActionObjectInputSchema>, string, ActionObjectInput> = {
  id: "action_object",
  version: 1,
  template,
  inputSchema: ActionObjectInputSchema,
  variables: ({ name, activity, arena, objects }) => ({
    name,
    arena,
    objects: objects.join(", "),
    activity: describeActivity(activity),
  }),
  structured: {
    schema: ObjectSchema,
    toValue: (answer: z.output<typeof ObjectSchema>, { objects }) => knownChoice(parseChoice(answer.object, objects), objects, "objects of the arena"),
    fromValue: (object) => ({ object }),
  },
  parse: (raw, { objects }) => parseChoice(raw, objects),
  validate: (value, { objects }) => choiceProblem(value, objects, "objects of the arena"),
  failSafe: ({ objects }) => objects[0]!,
  failSafeValue: NAME,
  generation: { temperature: 0, maxTokens: 60 },
  simulate: ({ name, activity, arena, objects }) => `Answer: ${fittingObject(activity, objects, arena, { name })}`,
};
