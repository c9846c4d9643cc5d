/**
 * The word a user meant when they mistyped one the command line knows (a command, an option): the same reading as
 * persona and threshold names (state/nearestName.ts), so every name a user types gets a did-you-mean the same way.
 */
import { nearestName } from "../state/nearestName.js";

/** " (did you mean X?)" for a mistyped word, or "". */
export const didYouMean = (typed: string, known: readonly string[]): string => {
  const near = nearestName(typed, known);
  return near ? ` (did you mean ${near}?)` : "";
};
