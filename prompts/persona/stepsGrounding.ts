/**
 * steps_grounding (economical cognition only): the grounding of every step of a task just split into steps (the
 * subtasks of one task_decomposition), in one answer, where action_grounding grounds one action when it starts. No
 * original counterpart: the original asked eight questions per action.
 *
 * The answer gives a numbered block per step, each with action_grounding's eight labelled lines (or a JSON list of
 * such objects). Each block is read by action_grounding's reader against the same known places: a field missing or
 * unusable is null, and the caller asks that field's single question instead (nodes/persona/shortTermScheduler.ts);
 * a block that cannot be read at all is every field null. The answer as a whole is refused (and repaired, then the
 * fail-safe: every field of every step null) only when no block can be read.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { firstJsonArray, firstJsonObject, isRefusal, jsonField, listLine, plainText, unfence, withoutReasoning } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import {
  answerObject,
  describePlaces,
  GROUNDING_FIELD_LINES,
  GroundingSchema,
  groundingLines,
  NO_GROUNDING,
  parseActionGrounding,
  simulatedGrounding,
  type ActionGrounding,
  type ActionGroundingInputs,
} from "./actionGrounding.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { countsFromZero, itemNumber, readOrNull } from "./numberedAnswers.js";
import { describeActivity } from "./planningText.js";
import { numberedList } from "./socialShared.js";
import { GROUNDING, GROUNDING_DESCRIPTION } from "../failSafeValues.js";

const PlaceSchema = z.object({
  sector: z.string().min(1),
  arenas: z.array(z.object({ arena: z.string().min(1), objects: z.array(z.string().min(1)).default([]) })).default([]),
});

export const StepsGroundingInputSchema = z.object({
  identity: IdentitySchema,
  /** The steps in order, each "main (sub)" as in the schedule. */
  activities: z.array(z.string().min(1)).min(1),
  livingSector: z.string().min(1),
  currentSector: z.string().min(1),
  places: z.array(PlaceSchema).min(1),
  maxEmoji: z.number().int().positive().default(DEFAULT_THRESHOLDS.emojiMaxChars),
});
export type StepsGroundingInput = z.input<typeof StepsGroundingInputSchema>;
type Inputs = z.output<typeof StepsGroundingInputSchema>;

const template = `{identity}

{name} is about to do these steps, one after the other:
{steps}
{name} lives in {livingSector} and is now in {currentSector}.
The places {firstName} knows and may use, each with its areas and the things in them:
{places}

Work out where and how {firstName} does each step. A step happens where the step before it left {firstName} if it can be done there. For each step, write its number on a line of its own, then these eight labelled lines:
Place: <one place from the list, spelled as written there>
${GROUNDING_FIELD_LINES}`;

/** The single action's inputs for step `i` (its reader checks the answer against them). */
export function stepInputs(inputs: Inputs, i: number, currentSector = inputs.currentSector): ActionGroundingInputs {
  return { identity: inputs.identity, activity: inputs.activities[i]!, livingSector: inputs.livingSector, currentSector, places: inputs.places, maxEmoji: inputs.maxEmoji };
}

/** A step's header line: "1.", "Step 2:", "**3. kneading the dough**", "### Step 4 - ...". */
const STEP = /^(?:#{1,6}\s*)?(?:[-*•]\s+)?(?:\*\*|__)?(?:step\s*)?(\d{1,2})\s*(?:[.):]|\s[-–—])?(?:\*\*|__)?(?:\s|$)/i;
const ROMAN_HEADER = /^(?:\*\*|__)?(?:[ivx]{1,4}|[IVX]{2,4}|V|X)\s*[.):]?(?:\*\*|__)?$/;
/** A step's header in words: "**First step**", "Second step:", "### Step three - ...". */
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const CARDINALS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const WORDED_STEP = new RegExp(
  String.raw`^(?:#{1,6}\s*)?(?:[-*•]\s+)?(?:\*\*|__)?(?:(${ORDINALS.join("|")})\s+step|step\s+(${CARDINALS.join("|")}))\b(?:\*\*|__)?\s*(?:[.):]|\s[-–—]|$)`,
  "i",
);
const FIELD_LABEL = /^\s*(?:[-*•]\s+)?(?:\*\*|__)?(?:place|sector|location|area|arena|room|thing|object|item|emoji|action|thing state|object state|state|thing emoji|object emoji|thing action|object action)\b/i;

/** The text of each step's block, by step number (a block runs to the next header; lines before the first are left out). */
function stepBlocks(raw: string, count: number): Map<number, string> {
  const blocks = new Map<number, string[]>();
  const twice = new Set<number>();
  let current: string[] | null = null;
  const lines = unfence(withoutReasoning(raw)).split("\n");
  const header = (line: string): readonly string[] | null => {
    if (FIELD_LABEL.test(line)) return null;
    const numbered = STEP.exec(line.trim());
    if (numbered) return numbered;
    const worded = WORDED_STEP.exec(line.trim());
    if (worded) return [line, String(worded[1] ? ORDINALS.indexOf(worded[1].toLowerCase()) + 1 : CARDINALS.indexOf(worded[2]!.toLowerCase()) + 1)];
    // A list that mixes its numbering gives a step in roman figures on a line of its own ("iii.").
    const roman = ROMAN_HEADER.test(line.trim()) ? listLine(`${line.trim().replace(/[*_:.)\s]+$/, "").replace(/^[*_]+/, "")}. x`).number : null;
    return roman === null ? null : [line, String(roman)];
  };
  const shift = countsFromZero(lines.flatMap((line) => { const m = header(line); return m ? [Number(m[1])] : []; }), count) ? 1 : 0;
  for (const line of lines) {
    const m = header(line);
    if (m) {
      const n = Number(m[1]) + shift;
      if (n < 1 || n > count) {
        current = null;
        continue;
      }
      if (blocks.has(n)) twice.add(n);
      blocks.set(n, (current = []));
      continue;
    }
    current?.push(line);
  }
  return new Map([...blocks].filter(([n]) => !twice.has(n)).map(([n, lines]) => [n, lines.join("\n")]));
}

/** Reads the answer: one grounding per step, fields null where unusable; throws when no step can be read at all. */
export function parseStepsGrounding(raw: string, inputs: Inputs): ActionGrounding[] {
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("no grounding of the steps in the answer");
  const count = inputs.activities.length;
  const found: ActionGrounding[] = inputs.activities.map(() => ({ ...NO_GROUNDING }));
  const read = (i: number, block: string) => {
    if (i < 0 || i >= count) return;
    found[i] = readOrNull(() => parseActionGrounding(block, stepInputs(inputs, i))) ?? { ...NO_GROUNDING };
  };
  const object = firstJsonObject(raw);
  const listed = object && jsonField(object, ["steps", "groundings", "actions"]);
  const list = Array.isArray(listed) ? listed : firstJsonArray(raw);
  if (Array.isArray(list) && list.some((item) => item && typeof item === "object")) {
    const numberOf = (item: unknown) => itemNumber(item, ["step", "number", "index"]);
    const base = countsFromZero(list.flatMap((item) => numberOf(item) ?? []), count) ? 0 : 1;
    list.forEach((item, i) => {
      if (!item || typeof item !== "object" || Array.isArray(item)) return;
      const n = numberOf(item);
      // An item without its step's number is matched by position only when the list has one item a step: two
      // unnumbered items for three steps could be any two of them.
      if (n === undefined && list.length !== count) return;
      read(n !== undefined ? n - base : i, JSON.stringify(item));
    });
  } else {
    const blocks = stepBlocks(raw, count);
    for (const [n, block] of blocks) read(n - 1, block);
    // Blocks of labelled lines with no step numbers: read by position only when there is one block a step, as an
    // unnumbered JSON list is (two blocks for three steps could be any two of them).
    if (blocks.size === 0) {
      const unheaded = unfence(withoutReasoning(raw)).trim().split(/\n[ \t]*\n/).filter((b) => b.split("\n").filter((l) => FIELD_LABEL.test(l)).length >= 2);
      if (unheaded.length === count) unheaded.forEach((block, i) => read(i, block));
    }
  }
  if (found.every((g) => Object.values(g).every((v) => v === null))) {
    throw new Error(`none of the ${count} steps could be read: give each step's number, then its eight labelled lines`);
  }
  return found;
}

/** The structured answer: {"steps": [{"step": 1, "place": ..., ...}, ...]}. */
const StepsSchema = z.object({ steps: z.array(GroundingSchema.extend({ step: z.number().int().describe("the step's number") })) });

/** The groundings a careful reader gives: each step's as action_grounding's reader would, from where the step before ended. */
export function simulatedSteps(inputs: Inputs, random: () => number): ActionGrounding[] {
  let here = inputs.currentSector;
  return inputs.activities.map((_, i) => {
    const grounding = simulatedGrounding(stepInputs(inputs, i, here), random);
    if (grounding.sector) here = grounding.sector;
    return grounding;
  });
}

export const stepsGroundingPrompt: PromptSpec<Inputs, ActionGrounding[], StepsGroundingInput> = {
  id: "steps_grounding",
  version: 1,
  template,
  inputSchema: StepsGroundingInputSchema,
  variables: (inputs) => ({
    identity: describeIdentity(inputs.identity),
    name: inputs.identity.name,
    firstName: inputs.identity.firstName,
    steps: numberedList(inputs.activities.map(describeActivity)),
    livingSector: inputs.livingSector,
    currentSector: inputs.currentSector,
    places: describePlaces(inputs.places),
    maxEmoji: String(inputs.maxEmoji),
  }),
  structured: {
    schema: StepsSchema,
    toValue: (answer: z.output<typeof StepsSchema>, inputs) => parseStepsGrounding(JSON.stringify(answer), inputs),
    fromValue: (value) => ({ steps: value.map((g, i) => ({ step: i + 1, ...answerObject(g) })) }),
  },
  parse: (raw, inputs) => parseStepsGrounding(raw, inputs),
  // Cut off by the length limit: the complete items are kept, the rest asked alone.
  keepsCompletePart: true,
  failSafe: ({ activities }) => activities.map(() => ({ ...NO_GROUNDING })),
  failSafeValue: z.array(GROUNDING).describe(`a list, one per step, of ${GROUNDING_DESCRIPTION.replace(/^an /, "")}`),
  // Eight short fields a step: the caller gives the cap for the number of steps (this one fits about ten).
  generation: { temperature: 0, maxTokens: 1200 },
  // Numbered blocks of labelled lines, or a JSON list.
  simulate: (inputs, random) => {
    const steps = simulatedSteps(inputs, random);
    if (random() < 0.8) {
      return steps.map((g, i) => [`${i + 1}.`, ...groundingLines(g).map(([label, text]) => `${label}: ${text}`)].join("\n")).join("\n\n");
    }
    return JSON.stringify({ steps: steps.map((g, i) => ({ step: i + 1, ...answerObject(g) })) }, null, 2);
  },
};
