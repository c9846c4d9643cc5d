/**
 * action_arena: the arena (room) of the chosen sector where the persona does its next action
 * (plan.py generate_action_arena, template action_location_object_vMar11).
 *
 * Kept from the original: the inputs (identity, the sector, its arenas, the action's main and sub parts), temperature 0.
 * Changed: the answer must be one of the given arenas (the original never checked, which led to a KeyError later or
 * a persona sent to a room that does not exist); the fail-safe is the first listed arena (the original's "kitchen"
 * need not exist), which the caller may override. Other people's rooms are filtered out by the caller.
 * Answers are read as real models write them (a preamble, markdown, a reasoning block, JSON, the arena named in a
 * sentence or described so that only one fits); 60 tokens leave room for that.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { choiceProblem, knownChoice, parseChoice } from "./choiceText.js";
import { describeActivity } from "./planningText.js";
import { fittingArena } from "./placeKnowledge.js";
import { NAME } from "../failSafeValues.js";

export const ActionArenaInputSchema = z.object({
  identity: IdentitySchema,
  activity: z.string().min(1),
  sector: z.string().min(1),
  arenas: z.array(z.string().min(1)).min(1),
});
export type ActionArenaInput = z.input<typeof ActionArenaInputSchema>;

/** The structured answer: {"arena": "..."}. */
const ArenaSchema = z.object({ arena: z.string().describe("one area from the list, spelled as written there") });

const template = `{identity}

{name} is going to {sector} for this: {activity}.
{sector} has these areas: {arenas}.

In which of these areas does {firstName} do it? Name exactly one of them, spelled as written above.
Reply with one line: "Answer: <area>".`;

export const actionArenaPrompt: PromptSpec<z.output<typeof ActionArenaInputSchema>, string, ActionArenaInput> = {
  id: "action_arena",
  version: 1,
  template,
  inputSchema: ActionArenaInputSchema,
  variables: ({ identity, activity, sector, arenas }) => ({
    identity: describeIdentity(identity),
    name: identity.name,
    firstName: identity.firstName,
    sector,
    arenas: arenas.join(", "),
    activity: describeActivity(activity),
  }),
  structured: {
    schema: ArenaSchema,
    toValue: (answer: z.output<typeof ArenaSchema>, { arenas }) => knownChoice(parseChoice(answer.arena, arenas), arenas, "arenas of the sector"),
    fromValue: (arena) => ({ arena }),
  },
  parse: (raw, { arenas }) => parseChoice(raw, arenas),
  validate: (value, { arenas }) => choiceProblem(value, arenas, "arenas of the sector"),
  failSafe: ({ arenas }) => arenas[0]!,
  failSafeValue: NAME,
  generation: { temperature: 0, maxTokens: 60 },
  simulate: ({ identity, activity, sector, arenas }) => `Answer: ${fittingArena(identity, activity, sector, arenas)}`,
};
