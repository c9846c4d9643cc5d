/**
 * `npm start -- check-model --model openai/<name>`: the first thing to run with a new model (drivers/checkModel.ts).
 * Prints a line per prompt as it is asked, the concurrency bursts, what to set for a run and the verdict; records
 * every exchange to a file (the --record format) for a bug report. Exit code: 0 sound, 2 weak (the endpoint serves,
 * but a day would lean on fail-safes), 1 the endpoint cannot serve a run.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { checkModel, type Burst, type ModelCheck, type PromptCheck } from "../../drivers/checkModel.js";
import { numberOption, option, UsageError } from "../options.js";
import { shownPath } from "../../servers/invocation.js";

export async function commandCheckModel(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      model: { type: "string" },
      "answer-mode": { type: "string" },
      "max-tokens-scale": { type: "string" },
      record: { type: "string" },
      "max-concurrency": { type: "string" },
      "request-timeout": { type: "string" },
    },
  });
  const model = option(values, "model");
  if (!model) throw new UsageError('--model is required: e.g. --model openai/gpt-4o-mini (or "simulated" to see the report offline).');
  const answerMode = option(values, "answer-mode") ?? "auto";
  if (!["auto", "structured", "text"].includes(answerMode)) throw new UsageError(`--answer-mode must be auto, structured or text, got "${answerMode}".`);
  const record = path.resolve(option(values, "record") ?? path.join("runs", `check-model-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.jsonl`));
  const concurrency = numberOption(values, "max-concurrency", true);

  console.log(`Checking ${model}: every prompt once on bundled inputs, then bursts of requests at once.`);
  const started = Date.now();
  const check = await checkModel({
    model,
    answerMode: answerMode as "auto" | "structured" | "text",
    maxTokensScale: numberOption(values, "max-tokens-scale"),
    record,
    requestTimeoutSeconds: numberOption(values, "request-timeout"),
    ...(concurrency !== undefined ? { maxConcurrency: concurrency } : {}),
    onPrompt: (p, done, total) => console.log(promptLine(p, done, total)),
    onBurst: (b) => console.log(burstLine(b)),
  });
  console.log(report(check, Date.now() - started));
  return check.verdict === "sound" ? 0 : check.verdict === "weak" ? 2 : 1;
}

const MARK: Record<PromptCheck["outcome"], string> = { read: "✓", repaired: "~", "fell back": "✗", failed: "!" };

/** "  ✓ read       event_poignancy            1.2 s   312 in    4 out" */
export function promptLine(p: PromptCheck, done: number, total: number): string {
  const count = `${String(done).padStart(String(total).length)}/${total}`;
  const tokens = `${String(p.inputTokens).padStart(5)} in ${String(p.outputTokens).padStart(5)} out`;
  const cut = p.cutOffs ? `  cut off ${p.cutOffs}×` : "";
  const why = p.outcome === "fell back" || p.outcome === "failed" ? `  (${clip(p.problem ?? "", 90)})` : "";
  return `  ${count} ${MARK[p.outcome]} ${p.outcome.padEnd(9)} ${p.prompt.padEnd(22)} ${seconds(p.latencyMs).padStart(7)}  ${tokens}${cut}${why}`;
}

export function burstLine(b: Burst): string {
  const refused = b.limited ? `, ${b.limited} refused with HTTP 429` : "";
  const failed = b.failed ? `, ${b.failed} failed` : "";
  return `  burst of ${String(b.concurrency).padStart(2)} at once: ${b.answered} answered${refused}${failed} in ${seconds(b.latencyMs)}`;
}

/** The summary after the lines: counts, tokens, what to set, the verdict, the recording. */
export function report(check: ModelCheck, elapsedMs: number): string {
  const n = (outcome: PromptCheck["outcome"]) => check.prompts.filter((p) => p.outcome === outcome).length;
  const tokens = check.prompts.reduce((sum, p) => sum + p.inputTokens + p.outputTokens, 0);
  const lines: string[] = [];
  if (check.prompts.length) {
    const mode = check.prompts.at(-1)!.mode;
    lines.push(
      "",
      `${check.prompts.length} prompts in ${mode} mode at ${check.endpoint}: ${n("read")} read, ${n("repaired")} read after a repair turn, ` +
        `${n("fell back")} fell back, ${n("failed")} failed; ${tokens} tokens in ${seconds(elapsedMs)}.`,
    );
  }
  for (const note of check.notes.filter((x) => /structured output/.test(x))) lines.push(`Note: ${note}`);
  // Settings come from answers: an endpoint that answered nothing has none to give.
  if (check.prompts.length) lines.push("", "Set for a run on this model:", ...settingLines(check.settings, check.bursts.length > 0));
  const verdicts = {
    sound: "Verdict: this model can run a day soundly.",
    weak: "Verdict: the endpoint serves, but a day on this model would lean on fail-safes.",
    unusable: "Verdict: this endpoint cannot serve a run.",
  };
  lines.push("", verdicts[check.verdict], ...check.reasons.map((r) => `  ${r}`));
  if (check.recording && check.prompts.length) lines.push("", `The exchanges are in ${shownPath(check.recording)} (attach it to a bug report about a model's answers).`);
  return lines.join("\n");
}

function settingLines(settings: ModelCheck["settings"], probed: boolean): string[] {
  const scale = settings.maxTokensScale;
  return [
    `  --answer-mode ${settings.answerMode}`,
    `  --max-tokens-scale ${scale}${scale > 1 ? "   (answers were cut off by the token cap)" : ""}`,
    `  --concurrency ${settings.concurrency}${probed ? "   (what the endpoint held without HTTP 429)" : "   (the default; not probed)"}`,
  ];
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
