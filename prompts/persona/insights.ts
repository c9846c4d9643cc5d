/**
 * insights: n high-level insights inferred from numbered memory statements, each with the statements it rests
 * on; one call per focal point while reflecting.
 *
 * Kept from the original (insight_and_evidence_v1): inputs (numbered statements, n = 5 from
 * thresholds.reflectionInsightsPerFocalPoint), one insight a line as "insight (because of 1, 5, 3)", temperature
 * 0.5, 150 tokens. Changed: statements are shown numbered from 1; `evidence` holds 0-based positions in
 * `statements` (so `statements[i]` / the caller's node list map directly); numbers that name no statement are
 * dropped, and an insight left with no valid evidence keeps an empty list. The fail-safe is [] (the caller
 * stores nothing); the original stored "I am hungry" placeholders.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import type { PromptSpec } from "../types.js";
import { aboutStatement, capitalize, numberedList, pick, shuffled, stripQuotes } from "./socialShared.js";

export interface Insight {
  insight: string;
  /** 0-based positions in the input `statements`. */
  evidence: number[];
}

export const INSIGHT_MAX_CHARS = 300;

export const InsightsInputSchema = z.object({
  /** The persona reflecting. */
  name: z.string().min(1),
  /** Retrieved memory statements; shown numbered from 1. */
  statements: z.array(z.string().min(1)).min(1),
  /** Insights wanted. */
  n: z.number().int().min(1).max(10).default(DEFAULT_THRESHOLDS.reflectionInsightsPerFocalPoint),
});
export type InsightsInput = z.input<typeof InsightsInputSchema>;
type Inputs = z.output<typeof InsightsInputSchema>;

const template = `Statements about {name}:
{statements}

What {n} high-level insights about {name} and the people around them can you infer from these statements?
Write each insight on its own numbered line, followed by the numbers of the statements it rests on, like this:
1. <insight> (because of 2, 7, 4)`;

const LINE = /^\s*(?:\d+\s*[.):]\s*|[-*•]\s*)?(.*?)\s*\(\s*(?:because\s+of|because|based\s+on|from|see)\s*:?\s*(?:statements?\s*)?([^)]*)\)\s*[.!]?\s*$/i;
const LIST_MARKER = /^\s*(?:\d+\s*[.):]|[-*•])\s+(.+?)\s*$/;

/**
 * One insight per line: "3. insight (because of 1, 5, 3)"; list lines without a "because" clause count with no
 * evidence, a line cut off inside its clause is dropped. At most n insights. Throws when there is none.
 */
export function parseInsights(raw: string, statementCount: number, n: number): Insight[] {
  const insights: Insight[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const cited = LINE.exec(line);
    let text: string | undefined;
    let evidence: number[] = [];
    if (cited) {
      text = cited[1];
      const numbers = (cited[2]!.match(/\d+/g) ?? []).map((d) => Number(d) - 1);
      evidence = [...new Set(numbers.filter((i) => i >= 0 && i < statementCount))];
    } else {
      const listed = LIST_MARKER.exec(line);
      if (!listed || /\(\s*because/i.test(line) || /:\s*$/.test(line)) continue;
      text = listed[1];
    }
    const insight = stripQuotes((text ?? "").replace(/[.;,]+$/, ""));
    if (insight) insights.push({ insight, evidence });
  }
  if (insights.length === 0) throw new Error('expected lines like "insight (because of 1, 5, 3)"');
  return insights.slice(0, n);
}

export function validateInsights(value: Insight[], statementCount: number): string | null {
  for (const { insight, evidence } of value) {
    if (insight.length > INSIGHT_MAX_CHARS) return `an insight is longer than ${INSIGHT_MAX_CHARS} characters`;
    if (evidence.some((i) => !Number.isInteger(i) || i < 0 || i >= statementCount)) return "an evidence index names no statement";
  }
  return null;
}

const INSIGHT_FORMS: Array<(subject: string, topic: string, name: string) => string> = [
  (s, t) => `${s} cares a great deal about ${t}`,
  (s, t) => `${capitalize(t)} is an important part of ${s}'s life right now`,
  (s, t) => `${s} spends much of the day thinking about ${t}`,
  (s, t, name) => (s === name ? `${name} is focused on ${t}` : `${name} has noticed that ${s} is focused on ${t}`),
  (s, t) => `${s} would welcome some help with ${t}`,
];

function simulatedInsights({ name, statements, n }: Inputs, random: () => number): string[] {
  const indexes = statements.map((_, i) => i);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (let k = 0, tries = 0; lines.length < n && tries < n * 10; tries++) {
    const cited = shuffled(random, indexes).slice(0, 1 + Math.floor(random() * Math.min(3, statements.length)));
    const { subject, topic } = aboutStatement(statements[cited[0]!]!, name);
    const insight = pick(random, INSIGHT_FORMS)(subject, topic, name);
    // Five identical insights would be a poor reflection; after many tries a repeat is accepted.
    if (seen.has(insight) && tries < n * 8) continue;
    seen.add(insight);
    lines.push(`${++k}. ${insight} (because of ${cited.map((i) => i + 1).join(", ")})`);
  }
  return lines;
}

export const insightsPrompt: PromptSpec<Inputs, Insight[], InsightsInput> = {
  id: "insights",
  version: 1,
  template,
  inputSchema: InsightsInputSchema,
  variables: ({ name, statements, n }) => ({ name, statements: numberedList(statements), n: String(n) }),
  parse: (raw, { statements, n }) => parseInsights(raw, statements.length, n),
  validate: (value, { statements }) => validateInsights(value, statements.length),
  failSafe: () => [],
  generation: { temperature: 0.5, maxTokens: 150 },
  simulate: (inputs, random) => simulatedInsights(inputs, random).join("\n"),
};
