/**
 * Warnings given once per run (an unknown place named once per persona, the switch to text mode once): "once" is
 * counted per logger object, a run's; a logger with its own `warnOnce` (a worker's, personaWorker.ts) is handed the
 * key instead, so the run's coordinator counts it with the warnings of its own process.
 */
import type { PromptLogger } from "../state/modelSource.js";

const warned = new WeakMap<PromptLogger, Set<string>>();

export function warnOnce(logger: PromptLogger, key: string, message: string): void {
  if (logger.warnOnce) return logger.warnOnce(key, message);
  let keys = warned.get(logger);
  if (!keys) warned.set(logger, (keys = new Set()));
  if (keys.has(key)) return;
  keys.add(key);
  logger.warn(message);
}
