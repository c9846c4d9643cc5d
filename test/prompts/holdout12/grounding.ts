/**
 * The forms this corpus's models give a grounding in (the eight labelled lines the template asks for, JSON, a
 * snake_case YAML block, a two-column markdown table), shared by action_grounding and steps_grounding; each case
 * still says what a careful reader extracts.
 */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";

export const LABELS = ["Place", "Area", "Thing", "Emoji", "Action", "Thing state", "Thing emoji", "Thing action"] as const;

/** Nothing usable: every field unknown. */
export const NONE: ActionGrounding = { sector: null, arena: null, object: null, emoji: null, event: null, objectState: null, objectEmoji: null, objectEvent: null };

const pair = (p: [string, string] | null) => (p ? `${p[0]} | ${p[1]}` : "");

/** The eight values as the template asks them written, in its order. */
export const written = (g: ActionGrounding): string[] => [
  g.sector ?? "",
  g.arena ?? "",
  g.object ?? "none",
  g.emoji ?? "",
  pair(g.event),
  g.objectState ?? "",
  g.objectEmoji ?? "",
  pair(g.objectEvent),
];

/** The eight labelled lines; `label` reshapes a label (bold, lower case, a bullet). */
export const labelled = (g: ActionGrounding, label = (l: string) => `${l}:`): string =>
  written(g).map((v, i) => `${label(LABELS[i]!)} ${v}`).join("\n");

/** The grounding as the structured schema's object (also what a model writes as JSON in text mode). */
export const asJson = (g: ActionGrounding): Record<string, string> => {
  const w = written(g);
  return { place: w[0]!, area: w[1]!, thing: w[2]!, emoji: w[3]!, action: w[4]!, thingState: w[5]!, thingEmoji: w[6]!, thingAction: w[7]! };
};

/** A YAML block with snake_case keys, as a code model writes it. */
export const asYaml = (g: ActionGrounding, indent = ""): string => {
  const keys = ["place", "area", "thing", "emoji", "action", "thing_state", "thing_emoji", "thing_action"];
  return written(g).map((v, i) => `${indent}${keys[i]}: "${v}"`).join("\n");
};

/** A two-column markdown table (Field | Value). */
export const asTable = (g: ActionGrounding): string =>
  ["| Field | Value |", "|---|---|", ...written(g).map((v, i) => `| ${LABELS[i]} | ${v} |`)].join("\n");
