/**
 * Ablations: stages of the persona graph replaced by their no-op when the graph is built (graphs/persona.ts,
 * `buildPersonaGraph`), the Generative Agents paper's conditions (§6: no observation, no reflection, no planning,
 * and their combinations). A run's are kept in run.json (`ablate`) and its run context, so a resumed run, a fork and
 * a worker build the same graph.
 */
import { z } from "zod/v4";

export const ABLATIONS = ["observation", "reflection", "planning"] as const;
export type Ablation = (typeof ABLATIONS)[number];

export const AblationsSchema = z.array(z.enum(ABLATIONS));

/** What each ablation takes away, in the words the help and the run's summary use. */
export const ABLATION_MEANING: Record<Ablation, string> = {
  observation: "no memory of observations: the persona sees (places, who is near) but stores nothing it perceives",
  reflection: "no reflection: no insights and no thoughts after a conversation",
  planning: "no planning: no daily plan or schedule; the persona stays with what it is doing, an hour at a time",
};

/** The ablations of a comma-separated option ("reflection,planning"), in their canonical order; one sentence for a bad one. */
export function parseAblations(text: string): Ablation[] {
  const given = text.split(",").map((s) => s.trim()).filter(Boolean);
  for (const name of given) {
    if (!(ABLATIONS as readonly string[]).includes(name)) throw new Error(`--ablate ${text}: "${name}" is no stage that can be ablated (use ${ABLATIONS.join(", ")}).`);
  }
  return ABLATIONS.filter((a) => given.includes(a));
}
