/** Usage counters per prompt id: the record, an empty one, and the reducer that adds two usage reports (graph `usage` channels use it). */
/** Counters of one prompt id. */
export interface PromptUsage {
  /** Prompt executions (one per `runPrompt`). */
  runs: number;
  /** Model requests made, including retries and failed requests. */
  calls: number;
  /** Requests beyond the first of each execution. */
  retries: number;
  /** Executions that ended with the fail-safe value. */
  fallbacks: number;
  /** Requests that failed: in transport (timeouts, HTTP 5xx and 429, dropped connections) or rejected (HTTP 400). */
  errors: number;
  /** Answers served from the cache (identical prompt at temperature 0): no model request made. */
  cached: number;
  /** Executions whose answer was asked for as structured output (a JSON object following the prompt's schema). */
  structuredRuns?: number;
  /** Executions whose answer was asked for as text (read by the prompt's parser); absent in usage saved before modes were counted (all text). */
  textRuns?: number;
  inputTokens: number;
  outputTokens: number;
}

/** Usage by prompt id. Graph states carry it in a `usage` channel merged with `mergeUsage`. */
export type UsageByPrompt = Record<string, PromptUsage>;


/** A prompt's usage before any call: every count zero. */
export function emptyUsage(): PromptUsage {
  return { runs: 0, calls: 0, retries: 0, fallbacks: 0, errors: 0, cached: 0, structuredRuns: 0, textRuns: 0, inputTokens: 0, outputTokens: 0 };
}

/** The usage of two parts of a run added up, prompt by prompt. */
export function mergeUsage(left: UsageByPrompt = {}, right: UsageByPrompt = {}): UsageByPrompt {
  const merged: UsageByPrompt = { ...left };
  for (const [id, add] of Object.entries(right)) {
    const base = merged[id] ?? emptyUsage();
    merged[id] = {
      runs: base.runs + add.runs,
      calls: base.calls + add.calls,
      retries: base.retries + add.retries,
      fallbacks: base.fallbacks + add.fallbacks,
      errors: base.errors + add.errors,
      cached: base.cached + (add.cached ?? 0),
      structuredRuns: (base.structuredRuns ?? 0) + (add.structuredRuns ?? 0),
      textRuns: textRunsOf(base) + textRunsOf(add),
      inputTokens: base.inputTokens + add.inputTokens,
      outputTokens: base.outputTokens + add.outputTokens,
    };
  }
  return merged;
}

/** Usage saved before answer modes were counted ran in text mode. */
export function textRunsOf(u: PromptUsage): number {
  return u.textRuns ?? (u.structuredRuns === undefined ? u.runs : 0);
}

/** Totals over every prompt id (for progress lines and reports). */
export function totalUsage(usage: UsageByPrompt): PromptUsage {
  return Object.values(usage).reduce((sum, u) => mergeUsage({ t: sum }, { t: u }).t!, emptyUsage());
}

/** Usage by persona, then by day ("2024-05-06"), then by prompt id: the per persona-day statistics read it. */
export type UsageByPersonaDay = Record<string, Record<string, UsageByPrompt>>;

/** Adds two per persona-day usage reports (the town's `usageByPersona` channel). */
export function mergeUsageByPersonaDay(left: UsageByPersonaDay = {}, right: UsageByPersonaDay = {}): UsageByPersonaDay {
  const merged: UsageByPersonaDay = { ...left };
  for (const [persona, days] of Object.entries(right)) {
    const mine: Record<string, UsageByPrompt> = { ...merged[persona] };
    for (const [day, usage] of Object.entries(days)) mine[day] = mergeUsage(mine[day], usage);
    merged[persona] = mine;
  }
  return merged;
}
