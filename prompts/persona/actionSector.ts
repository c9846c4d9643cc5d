/**
 * action_sector: the sector (building or area) where the persona does its next action (plan.py generate_action_sector).
 *
 * Kept from the original: the inputs (identity with the daily plan requirement, the living-area sector and its
 * arenas, the current sector and its arenas, the accessible sectors, the action's main and sub parts), the rule
 * "stay in the current area if the action can be done there", temperature 0, the living-area sector when the
 * answer is not a known sector. Changed: the answer is matched to the known names case-insensitively (and when it
 * names one inside a sentence, or describes one only: "the library", "home") and returned with the exact known
 * spelling; 60 tokens leave room for a preamble (the original's 20 did not); the fail-safe is the living-area sector
 * directly (the original's "kitchen" was never a sector, so it fell through to the living area anyway).
 * Other people's houses are filtered out of `accessibleSectors` by the caller, as in the original.
 */
import { z } from "zod/v4";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { choiceProblem, knownChoice, parseChoice } from "./choiceText.js";
import { describeActivity } from "./planningText.js";
import { fittingSector } from "./placeKnowledge.js";
import { NAME } from "../failSafeValues.js";

export const ActionSectorInputSchema = z.object({
  identity: IdentitySchema,
  /** The action, "main (sub)" as in the schedule: "working at the cafe (brewing coffee)". */
  activity: z.string().min(1),
  livingSector: z.string().min(1),
  livingArenas: z.array(z.string()).default([]),
  currentSector: z.string().min(1),
  currentArenas: z.array(z.string()).default([]),
  /** Sectors the persona knows and may enter (the original's accessible sectors of its spatial memory). */
  accessibleSectors: z.array(z.string().min(1)).default([]),
});
export type ActionSectorInput = z.input<typeof ActionSectorInputSchema>;
type Inputs = z.output<typeof ActionSectorInputSchema>;

/** Every sector the answer may name: the accessible ones, the living-area sector and the current sector. */
export function knownSectors({ accessibleSectors, livingSector, currentSector }: Inputs): string[] {
  return [...new Set([...accessibleSectors, livingSector, currentSector])];
}

const template = `{identity}

{name} lives in {livingSector}, which has: {livingArenas}.
{name} is now in {currentSector}, which has: {currentArenas}.
Places {name} can go: {sectors}.

Next, {name} is {activity}. In which place does {firstName} do this?
- If it can be done where {firstName} is now, {firstName} stays there; go somewhere else only when the action needs another place.
- Name exactly one place from the list of places {firstName} can go, spelled as written there.
Reply with one line: "Answer: <place>".`;

/** "home", "her house", "his own place" name the living-area sector. */
const homeOf =
  ({ livingSector }: Inputs) =>
  (answer: string): string | undefined =>
    /^(?:(?:her|his|their|my)\s+)?(?:own\s+)?(?:home|house|apartment|flat|place)$/i.test(answer.replace(/^(?:at|to)\s+/i, "")) ? livingSector : undefined;

/** The structured answer: {"sector": "Okafor Bakery"}. */
const SectorSchema = z.object({ sector: z.string().describe("one place from the list, spelled as written there") });

const list = (items: readonly string[]) => (items.length ? items.join(", ") : "no known areas");

export const actionSectorPrompt: PromptSpec<Inputs, string, ActionSectorInput> = {
  id: "action_sector",
  version: 1,
  template,
  inputSchema: ActionSectorInputSchema,
  variables: (inputs) => ({
    identity: describeIdentity(inputs.identity),
    name: inputs.identity.name,
    firstName: inputs.identity.firstName,
    livingSector: inputs.livingSector,
    livingArenas: list(inputs.livingArenas),
    currentSector: inputs.currentSector,
    currentArenas: list(inputs.currentArenas),
    sectors: list(knownSectors(inputs)),
    activity: describeActivity(inputs.activity),
  }),
  structured: {
    schema: SectorSchema,
    toValue: (answer: z.output<typeof SectorSchema>, inputs) => knownChoice(parseChoice(answer.sector, knownSectors(inputs), homeOf(inputs)), knownSectors(inputs), "known sectors"),
    fromValue: (sector) => ({ sector }),
  },
  parse: (raw, inputs) => parseChoice(raw, knownSectors(inputs), homeOf(inputs)),
  validate: (value, inputs) => choiceProblem(value, knownSectors(inputs), "known sectors"),
  failSafe: ({ livingSector }) => livingSector,
  failSafeValue: NAME,
  generation: { temperature: 0, maxTokens: 60 },
  simulate: (inputs) => {
    // Where a reader of this prompt would send the persona (prompts/persona/placeKnowledge.ts).
    const arenasOf = (sector: string) =>
      sector === inputs.livingSector ? inputs.livingArenas : sector === inputs.currentSector ? inputs.currentArenas : [];
    const choice = fittingSector({
      who: inputs.identity,
      activity: inputs.activity,
      sectors: knownSectors(inputs),
      livingSector: inputs.livingSector,
      currentSector: inputs.currentSector,
      arenasOf,
    });
    return `Answer: ${choice}`;
  },
};
