/** How models write a grounding (the eight labelled lines), shared by action_grounding and steps_grounding. */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;
export const valuesOf = (g: ActionGrounding) => [g.sector, g.arena, g.object, g.emoji, g.event?.join(" | "), g.objectState, g.objectEmoji, g.objectEvent?.join(" | ")];
/** The eight labelled lines. */
export const linesOf = (g: ActionGrounding, label = (l: string) => `${l}:`) => valuesOf(g).map((v, i) => `${label(LABELS[i]!)} ${v}`).join("\n");
/** Only the first `n` of the eight, the rest missing (what a grounding cut early keeps). */
export const firstOf = (g: ActionGrounding, n: number): ActionGrounding => {
  const keys = ["sector", "arena", "object", "emoji", "event", "objectState", "objectEmoji", "objectEvent"] as const;
  return Object.fromEntries(keys.map((k, i) => [k, i < n ? g[k] : null])) as unknown as ActionGrounding;
};
export const jsonOf = (g: ActionGrounding) => ({
  place: g.sector,
  area: g.arena,
  thing: g.object,
  emoji: g.emoji,
  action: g.event?.join(" | "),
  thingState: g.objectState,
  thingEmoji: g.objectEmoji,
  thingAction: g.objectEvent?.join(" | "),
});
