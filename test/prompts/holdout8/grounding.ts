/** How a model writes a grounding's eight labelled lines, shared by action_grounding and steps_grounding. */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;

/** The eight values in the order of the labels, as a model writes them. */
export function valuesOf(g: ActionGrounding): string[] {
  return [g.sector, g.arena, g.object, g.emoji, g.event?.join(" | "), g.objectState, g.objectEmoji, g.objectEvent?.join(" | ")].map((v) => v ?? "");
}

/** The eight labelled lines, each label written by `label` (e.g. bold). */
export function linesOf(g: ActionGrounding, label = (l: string) => `${l}:`, labels: readonly string[] = LABELS): string {
  const values = valuesOf(g);
  return labels.map((l, i) => `${label(l)} ${values[i]}`).join("\n");
}

/** The structured-mode object of a grounding. */
export function jsonOf(g: ActionGrounding): Record<string, string> {
  const [place, area, thing, emoji, action, thingState, thingEmoji, thingAction] = valuesOf(g) as [string, string, string, string, string, string, string, string];
  return { place, area, thing, emoji, action, thingState, thingEmoji, thingAction };
}

/** A grounding with every field unknown (an item the answer never reached). */
export const UNKNOWN: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
