/**
 * The eight labelled lines of action_grounding and steps_grounding as this corpus's models write them, shared by the
 * two files (each gives its own groundings).
 */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;

/** A grounding with nothing known (what a careful reader keeps of a step it cannot read). */
export const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };

/** The eight values as written after their labels. */
export const written = (g: ActionGrounding): string[] => [
  g.sector!, g.arena!, g.object!, g.emoji!, g.event!.join(" | "), g.objectState!, g.objectEmoji!, g.objectEvent!.join(" | "),
];

/** The eight labelled lines; `label` rewrites a label (bold, lower case). */
export const labelled = (g: ActionGrounding, label = (l: string) => `${l}:`): string =>
  written(g).map((v, i) => `${label(LABELS[i]!)} ${v}`).join("\n");

/** The structured mode's object for a grounding. */
export const asJson = (g: ActionGrounding) => ({
  place: g.sector, area: g.arena, thing: g.object, emoji: g.emoji, action: g.event!.join(" | "),
  thingState: g.objectState, thingEmoji: g.objectEmoji, thingAction: g.objectEvent!.join(" | "),
});

/** The first `n` fields of `g`, the rest unknown (an answer cut after its n-th line). */
export const upTo = (g: ActionGrounding, n: number): ActionGrounding =>
  ({ ...NONE, ...Object.fromEntries(Object.entries(g).slice(0, n)) }) as ActionGrounding;
