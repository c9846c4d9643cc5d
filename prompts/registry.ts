/**
 * Every prompt the package knows, by id. The simulated model answers exactly the prompts registered here;
 * user code that writes its own prompts (e.g. role actions) registers them with `registerPrompt`.
 */
import type { PromptSpec } from "./types.js";
import type { RunSettings } from "../state/runContext.js";
import { nearestName } from "../state/nearestName.js";
import { describedAs } from "./failSafeValues.js";
import { decideToTalkPrompt } from "./decideToTalk.js";
import { planningPrompts } from "./persona/planning.js";
import { socialPrompts } from "./persona/social.js";
import { interviewAnswerPrompt } from "./persona/interviewAnswer.js";
import { characterReplyPrompt } from "./role/characterReply.js";
import { rankMemoriesPrompt } from "./role/rankMemories.js";
import { rolePrompts } from "./role/index.js";
import { absenceReasonPrompt } from "./experiment/absenceReason.js";
import { acquaintancePrompt } from "./experiment/acquaintance.js";
import { believabilityJudgePrompt } from "./experiment/believabilityJudge.js";
import { factAwarenessPrompt } from "./experiment/factAwareness.js";

const registry = new Map<string, PromptSpec>();

/** Registers a prompt, so the simulated model answers it and records and replays find it by id. */
export function registerPrompt(prompt: PromptSpec): void {
  const existing = registry.get(prompt.id);
  if (existing && existing !== prompt) throw new Error(`A different prompt is already registered as "${prompt.id}".`);
  registry.set(prompt.id, prompt);
}

/** The registered prompt of an id (undefined when none). */
export function getPrompt(id: string): PromptSpec | undefined {
  return registry.get(id);
}

/** The ids of every registered prompt. */
export function registeredPromptIds(): string[] {
  return [...registry.keys()];
}

for (const prompt of [decideToTalkPrompt, ...planningPrompts, ...socialPrompts, interviewAnswerPrompt]) registerPrompt(prompt);
for (const prompt of rolePrompts) registerPrompt(prompt);
for (const prompt of [rankMemoriesPrompt, characterReplyPrompt]) registerPrompt(prompt);
// The measurement's prompts (an experiment's own calls, counted apart from the run's).
for (const prompt of [factAwarenessPrompt, acquaintancePrompt, absenceReasonPrompt, believabilityJudgePrompt]) registerPrompt(prompt);

/** The package's own prompts, whatever user code registers beside them later. */
const PACKAGE_PROMPT_IDS: readonly string[] = Object.freeze([...registry.keys()]);

/** The ids of the prompts the package itself registers (not those user code added with `registerPrompt`). */
export function packagePromptIds(): string[] {
  return [...PACKAGE_PROMPT_IDS];
}

/**
 * The run settings that name prompts by id (`failSafes`, `maxTokens.byPrompt`), checked against the registered
 * prompts when a run builds its models: an unknown id is refused in one sentence naming the setting and the id meant,
 * rather than never read; a fail-safe of the wrong kind (a number for a prompt that falls back to a sentence) is
 * refused saying what the prompt takes, rather than used as given when the prompt first falls back. (Checked at run
 * start, not in the run context's schema: Studio's form stays light.)
 */
export function checkPromptIdSettings(settings: Pick<RunSettings, "failSafes" | "maxTokens">): void {
  const named: Array<[setting: string, ids: string[]]> = [
    ["failSafes", Object.keys(settings.failSafes)],
    ["maxTokens.byPrompt", Object.keys(settings.maxTokens.byPrompt)],
  ];
  for (const [setting, ids] of named) {
    const unknown = ids.find((id) => !registry.has(id));
    if (unknown === undefined) continue;
    const known = registeredPromptIds();
    const meant = nearestName(unknown, known);
    const hint = meant ? `did you mean "${meant}"?` : `the prompt ids are ${known.map((id) => `"${id}"`).join(", ")}.`;
    throw new Error(`Invalid run context field "${setting}": no prompt has the id "${unknown}"; ${hint}`);
  }
  for (const [id, value] of Object.entries(settings.failSafes)) {
    const takes = registry.get(id)!.failSafeValue;
    // Undefined: the prompt's own fail-safe (the runner reads it so).
    if (value === undefined || !takes || takes.safeParse(value).success) continue;
    throw new Error(`Invalid run context field "failSafes.${id}": the fail-safe of prompt "${id}" is ${describedAs(takes)}, not ${shown(value)}.`);
  }
}

/** A value as the refusal quotes it: its JSON, cut short. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}
