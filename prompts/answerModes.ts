/**
 * The answer mode of a run: structured output where the model supports it (or where the user forces it), text
 * otherwise; a server that refuses structured output switches the run to text once, and says so once.
 */
import type { AnswerMode, AnswerModes, AnswerModeSetting, PromptLogger } from "../state/modelSource.js";
import { warnOnce } from "./warnOnce.js";

export function createAnswerModes(
  setting: AnswerModeSetting,
  supportsStructured: boolean,
  logger: PromptLogger = { warn: (message) => console.warn(`[simulacra] ${message}`) },
): AnswerModes {
  let mode: AnswerMode = setting === "text" || (setting === "auto" && !supportsStructured) ? "text" : "structured";
  return {
    current: () => mode,
    refused(reason) {
      if (mode === "text") return;
      mode = "text";
      // Once per run even when several processes' models (workers) are refused, each once.
      warnOnce(logger, "answer-mode:text", `the model endpoint refused structured output (${reason}); every prompt is asked in text mode for the rest of the run.`);
    },
  };
}
