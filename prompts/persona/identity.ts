/**
 * The persona's identity block that most persona prompts start with (the original's "identity stable set"),
 * and its input schema, shared by the persona prompts.
 */
import { z } from "zod/v4";
import { GameTimeSchema, parseGameTime } from "../../state/gameTime.js";

export const IdentitySchema = z.object({
  name: z.string().min(1),
  firstName: z.string().min(1),
  age: z.number().int(),
  innate: z.string(),
  learned: z.string(),
  currently: z.string(),
  lifestyle: z.string(),
  dailyPlanReq: z.string(),
  /** Now, in game time; the block shows its date. */
  currTime: GameTimeSchema,
});
export type Identity = z.infer<typeof IdentitySchema>;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** "Monday February 13", the original's date form in plans and prompts. */
export function describeDate(time: string): string {
  const d = parseGameTime(time);
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

export function describeIdentity(who: Identity): string {
  return [
    `Name: ${who.name}`,
    `Age: ${who.age}`,
    `Temperament: ${who.innate}`,
    `Background: ${who.learned}`,
    `Lately: ${who.currently}`,
    `Habits: ${who.lifestyle}`,
    `Usual daily plan: ${who.dailyPlanReq}`,
    `Today: ${describeDate(who.currTime)}`,
  ].join("\n");
}

/** The identity block's inputs, read from a persona's scratch at `now`. */
export function identityOf(
  scratch: Omit<Identity, "currTime"> & { currTime: string | null },
  now?: string,
): Identity {
  const currTime = now ?? scratch.currTime;
  if (!currTime) throw new Error(`${scratch.name} has no current time yet.`);
  const { name, firstName, age, innate, learned, currently, lifestyle, dailyPlanReq } = scratch;
  return { name, firstName, age, innate, learned, currently, lifestyle, dailyPlanReq, currTime };
}
