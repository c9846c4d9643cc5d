/** How a model writes a grounding's eight labelled lines, shared by action_grounding and steps_grounding (tenth corpus). */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;

/** The eight written values, in the labels' order. */
export function written(g: ActionGrounding): string[] {
  const pair = (p: readonly string[] | null) => (p ? p.join(" | ") : "");
  return [g.sector ?? "", g.arena ?? "", g.object ?? "", g.emoji ?? "", pair(g.event), g.objectState ?? "", g.objectEmoji ?? "", pair(g.objectEvent)];
}

/** The eight lines, each label shaped by `label`. */
export function labelled(g: ActionGrounding, label: (l: string) => string = (l) => `${l}:`, labels: readonly string[] = LABELS): string {
  const values = written(g);
  return labels.map((l, i) => `${label(l)} ${values[i]}`).join("\n");
}

/** The structured-mode object of one grounding. */
export function asJson(g: ActionGrounding): Record<string, string> {
  const [place, area, thing, emoji, action, thingState, thingEmoji, thingAction] = written(g) as [string, string, string, string, string, string, string, string];
  return { place, area, thing, emoji, action, thingState, thingEmoji, thingAction };
}

/** The same as YAML lines. */
export function asYaml(g: ActionGrounding, indent = ""): string {
  return Object.entries(asJson(g)).map(([k, v]) => `${indent}${k}: "${v}"`).join("\n");
}

/** A grounding the answer never reached: every field unknown. */
export const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
