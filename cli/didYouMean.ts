/**
 * The word a user meant when they mistyped one the command line knows (a command, an option): the same reading as
 * persona and threshold names (state/thresholds.ts), so every name a user types gets a did-you-mean the same way.
 */
import { editDistance } from "../state/thresholds.js";

/** The known word a few letters from the typed one (case aside), or undefined when none is close. */
export function nearestWord(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(word, k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}

/** " (did you mean X?)" for a mistyped word, or "". */
export const didYouMean = (typed: string, known: readonly string[]): string => {
  const near = nearestWord(typed, known);
  return near ? ` (did you mean ${near}?)` : "";
};
