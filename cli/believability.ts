/**
 * `npm start -- experiment believability`: one run per condition (the full architecture and the paper's ablations),
 * the same village, span and seed; every person of each interviewed with the 25 bundled questions at the run's end;
 * each pair of conditions judged per person and question and rated (drivers/experiment/believability.ts). Writes
 * believability.md and .json beside the condition runs and prints the table with the paper's figures beside.
 */
import path from "node:path";
import { believabilityTable, CONDITIONS, judgeConditions, writeBelievability } from "../drivers/experiment/believability.js";
import { interviewEveryone, type Evaluation } from "../drivers/town/interviews.js";
import { newFolder } from "../drivers/town/runSpec.js";
import { openRun } from "../drivers/town/townRun.js";
import { addMinutes } from "../state/gameTime.js";
import { checkModelEndpoint } from "../tools/models/factory.js";
import { DEFAULT_VILLAGE_BUSY_START } from "../villages/index.js";
import { modelOption, option, UsageError } from "./options.js";
import { simulate } from "./simulate.js";
import { shownPath } from "../servers/invocation.js";

export async function runBelievability(values: Record<string, unknown>): Promise<void> {
  const names = (option(values, "conditions") ?? Object.keys(CONDITIONS).join(",")).split(",").map((s) => s.trim()).filter(Boolean);
  for (const name of names) if (!CONDITIONS[name]) throw new UsageError(`--conditions: no condition "${name}" (use ${Object.keys(CONDITIONS).join(", ")}).`);
  if (names.length < 2) throw new UsageError("--conditions needs two conditions or more to compare.");
  const model = modelOption(option(values, "model") ?? "simulated");
  const judge = modelOption(option(values, "judge") ?? model);
  await checkModelEndpoint(model);
  await checkModelEndpoint(judge);
  const hours = Number(option(values, "hours") ?? "6");
  if (!Number.isFinite(hours) || hours <= 0) throw new UsageError("--hours must be a positive number.");
  const seed = Number(option(values, "seed") ?? "0");
  const scenario = option(values, "scenario") && option(values, "map")
    ? { baseDir: path.resolve(option(values, "scenario")!), mapDir: path.resolve(option(values, "map")!), ...(option(values, "history") ? { history: path.resolve(option(values, "history")!) } : {}) }
    : undefined;
  const startTime = scenario ? undefined : DEFAULT_VILLAGE_BUSY_START;
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const out = option(values, "out") ? path.resolve(option(values, "out")!) : newFolder(path.resolve("runs", `believability-${stamp}`));
  const evaluations: Record<string, Evaluation> = {};
  const folders: Record<string, string> = {};
  for (const name of names) {
    const folder = path.join(out, name);
    const start = startTime ?? "2023-02-13T07:00:00";
    const run = await openRun(folder, { scenario, startTime: start, endTime: addMinutes(start, hours * 60), model, seed, cognition: option(values, "cognition") as "faithful" | "economical" | undefined, ...(CONDITIONS[name]!.length ? { ablate: CONDITIONS[name]! } : {}) });
    try {
      console.log(`\nCondition ${name}${CONDITIONS[name]!.length ? ` (ablated: ${CONDITIONS[name]!.join(", ")})` : " (the full architecture)"}: ${hours} simulated hours, then the 25 questions to everyone.`);
      await simulate(run);
      evaluations[name] = await interviewEveryone(run);
      folders[name] = folder;
    } finally {
      await run.close();
    }
  }
  console.log(`\nJudging every pair of conditions' answers with the ${judge} model...`);
  const findings = await judgeConditions(evaluations, { judge, seed, folders });
  const file = writeBelievability(out, findings);
  console.log(["", ...believabilityTable(findings)].join("\n"));
  if (judge === "simulated") console.log("\nThe simulated judge prefers the more specific answer: a check that the pipeline runs, not a measure of believability (give --judge openai/<model>, and --model too).");
  console.log(`\nResults: ${shownPath(file)} (and believability.json); the condition runs in ${shownPath(out)}/`);
}
