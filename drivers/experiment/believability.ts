/**
 * Believability of the full architecture against its ablations (the paper's §6): each condition's run interviewed
 * with the bundled 25 questions (examples/interviewQuestions.ts), and for every person and question each pair of
 * conditions' answers judged by a model (believability_judge, the two shown in a seeded random order), each verdict
 * a match rated with openskill (Weng-Lin, the Bayesian rating TrueSkill belongs to): a rating and its uncertainty
 * per condition. The paper had 100 human raters rank the conditions and fitted TrueSkill; its figures are printed
 * beside ours, never used.
 *
 * With the simulated model the judge prefers the more specific answer: a check that the pipeline runs, not a
 * measure of believability (which only a real model, and better a person, can give).
 */
import fs from "node:fs";
import path from "node:path";
import { ordinal, rate, rating, type Rating } from "openskill";
import { INTERVIEW_QUESTIONS } from "../../examples/interviewQuestions.js";
import { believabilityJudgePrompt, type Verdict } from "../../prompts/experiment/believabilityJudge.js";
import { runPrompt } from "../../prompts/runner.js";
import type { Ablation } from "../../state/ablation.js";
import { readRunSettings } from "../../state/runContext.js";
import { mergeUsage, totalUsage, type UsageByPrompt } from "../../state/usage.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { seededRandom } from "../../tools/random.js";
import type { Evaluation } from "../town/interviews.js";

/** The paper's conditions, by the stages each ablates. */
export const CONDITIONS: Record<string, Ablation[]> = {
  full: [],
  "no-reflection": ["reflection"],
  "no-planning": ["reflection", "planning"],
  "no-memory": ["observation", "reflection", "planning"],
};

/** The paper's TrueSkill μ per condition (Park et al. 2023, §6.2), human crowdworkers included. */
export const PAPER_BELIEVABILITY = {
  source: "Park et al. 2023 (TrueSkill μ from 100 raters)",
  ratings: { full: 29.89, "no-reflection": 26.88, "no-planning": 25.64, "human crowdworkers": 22.95, "no-memory": 21.21 } as Record<string, number>,
};

export interface ConditionRating {
  condition: string;
  mu: number;
  sigma: number;
  /** μ - 3σ: the rating the condition surely has (openskill's ordinal). */
  ordinal: number;
  wins: number;
  losses: number;
  ties: number;
}

export interface Judgement {
  person: string;
  question: string;
  /** [first shown, second shown]. */
  shown: [string, string];
  verdict: Verdict;
  fellBack: boolean;
}

export interface BelievabilityFindings {
  judge: string;
  conditions: Record<string, { folder: string; ablate: Ablation[] }>;
  ratings: ConditionRating[];
  judgements: Judgement[];
  usage: UsageByPrompt;
}

/**
 * Judges every pair of conditions on every person's answer to every question (the evaluations must ask the same
 * people the same questions) and rates the conditions.
 */
export async function judgeConditions(evaluations: Record<string, Evaluation>, options: { judge: string; seed?: number; folders: Record<string, string> }): Promise<BelievabilityFindings> {
  const settings = readRunSettings({ context: { model: options.judge, seed: options.seed ?? 0 } });
  const { chat } = await modelsFor(settings);
  const names = Object.keys(evaluations);
  const ratings = new Map<string, Rating>(names.map((n) => [n, rating()]));
  const record = new Map(names.map((n) => [n, { wins: 0, losses: 0, ties: 0 }]));
  const answers = (name: string) => new Map(evaluations[name]!.answers.map((a) => [`${a.persona}\u0000${a.question}`, a]));
  const byCondition = new Map(names.map((n) => [n, answers(n)]));
  const judgements: Judgement[] = [];
  let usage: UsageByPrompt = {};
  for (const base of evaluations[names[0]!]!.answers) {
    const key = `${base.persona}\u0000${base.question}`;
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const [a, b] = [names[i]!, names[j]!];
        const [answerA, answerB] = [byCondition.get(a)!.get(key), byCondition.get(b)!.get(key)];
        if (!answerA || !answerB) continue;
        // The order the two are shown in is drawn per pair: a judge that favours the first helps no condition.
        const swap = seededRandom(options.seed ?? 0, "believability", key, a, b)() < 0.5;
        const [first, second] = swap ? [b, a] : [a, b];
        const run = await runPrompt(believabilityJudgePrompt, {
          person: base.persona,
          question: base.question,
          first: (swap ? answerB : answerA).answer,
          second: (swap ? answerA : answerB).answer,
        }, { model: chat, maxAttempts: settings.thresholds.promptMaxAttempts, logger: settings.logger });
        usage = mergeUsage(usage, run.usage);
        judgements.push({ person: base.persona, question: base.question, shown: [first, second], verdict: run.value, fellBack: run.fellBack });
        const winner = run.value === "tie" ? null : run.value === "first" ? first : second;
        const [ra, rb] = rate([[ratings.get(a)!], [ratings.get(b)!]], { rank: winner === null ? [1, 1] : winner === a ? [1, 2] : [2, 1] });
        ratings.set(a, ra![0]!);
        ratings.set(b, rb![0]!);
        if (winner === null) (record.get(a)!.ties++, record.get(b)!.ties++);
        else (record.get(winner)!.wins++, record.get(winner === a ? b : a)!.losses++);
      }
    }
  }
  const rated = names
    .map((condition) => {
      const r = ratings.get(condition)!;
      return { condition, mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), ...record.get(condition)! };
    })
    .sort((x, y) => y.mu - x.mu);
  const conditions = Object.fromEntries(names.map((n) => [n, { folder: options.folders[n]!, ablate: CONDITIONS[n] ?? [] }]));
  return { judge: options.judge, conditions, ratings: rated, judgements, usage };
}

/** The ratings as a table like the paper's, its figures beside. */
export function believabilityTable(f: BelievabilityFindings): string[] {
  const rows = f.ratings.map((r) => {
    const paper = PAPER_BELIEVABILITY.ratings[r.condition];
    return `| ${r.condition} | ${r.mu.toFixed(2)} | ${r.sigma.toFixed(2)} | ${r.wins}/${r.losses}/${r.ties} | ${paper ?? ""} |`;
  });
  const human = PAPER_BELIEVABILITY.ratings["human crowdworkers"]!;
  return [
    `| condition | μ | σ | won/lost/tied | ${PAPER_BELIEVABILITY.source} |`,
    "|---|---|---|---|---|",
    ...rows,
    `| human crowdworkers | | | | ${human} |`,
  ];
}

export function writeBelievability(folder: string, f: BelievabilityFindings): string {
  const file = path.join(folder, "believability.md");
  const simulated = f.judge === "simulated";
  const lines = [
    "# Believability: the full architecture against its ablations",
    "",
    `Each condition's people answered the ${INTERVIEW_QUESTIONS.length} bundled questions; the judge (\`${f.judge}\`) compared every pair of conditions' answers to each question, shown in a random order; openskill rated the conditions (μ and its uncertainty σ). ${totalUsage(f.usage).calls} judge calls.`,
    "",
    ...(simulated ? ["> The simulated judge prefers the more specific answer: these ratings check that the pipeline runs; believability needs a real model as the judge (and as the people).", ""] : []),
    ...believabilityTable(f),
    "",
    "Conditions and their runs:",
    "",
    ...Object.entries(f.conditions).map(([name, c]) => `- ${name} (${c.ablate.length ? `ablated: ${c.ablate.join(", ")}` : "the full architecture"}): \`${c.folder}\``),
    "",
  ];
  fs.writeFileSync(file, lines.join("\n"));
  fs.writeFileSync(path.join(folder, "believability.json"), `${JSON.stringify(f, null, 2)}\n`);
  return file;
}
