/** How 2026's models write a grounding's eight labelled lines, shared by action_grounding and steps_grounding (eleventh corpus). */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;
export const KEYS = ["place", "area", "thing", "emoji", "action", "thingState", "thingEmoji", "thingAction"] as const;

/** The eight written values, in the labels' order ("" for an unknown one). */
export function written(g: ActionGrounding): string[] {
  const pair = (p: readonly string[] | null) => (p ? p.join(" | ") : "");
  return [g.sector ?? "", g.arena ?? "", g.object ?? "", g.emoji ?? "", pair(g.event), g.objectState ?? "", g.objectEmoji ?? "", pair(g.objectEvent)];
}

/** The eight lines, each label shaped by `label`, joined by `sep`. */
export function labelled(g: ActionGrounding, label: (l: string, i: number) => string = (l) => `${l}:`, sep = "\n"): string {
  const values = written(g);
  return LABELS.map((l, i) => `${label(l, i)} ${values[i]}`).join(sep);
}

/** The structured-mode object of one grounding. */
export function asJson(g: ActionGrounding): Record<string, string> {
  const values = written(g);
  return Object.fromEntries(KEYS.map((k, i) => [k, values[i]!]));
}

/** The same as YAML lines with snake_case keys (a model that writes YAML the Python way). */
export function asYaml(g: ActionGrounding, indent = ""): string {
  const values = written(g);
  return LABELS.map((l, i) => `${indent}${l.toLowerCase().replace(/ /g, "_")}: "${values[i]}"`).join("\n");
}

/** A markdown table of the eight fields. */
export function asTable(g: ActionGrounding): string {
  const values = written(g);
  return "| Field | Value |\n|---|---|\n" + LABELS.map((l, i) => `| ${l} | ${values[i]} |`).join("\n");
}

/** A grounding the answer never reached: every field unknown. */
export const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };
