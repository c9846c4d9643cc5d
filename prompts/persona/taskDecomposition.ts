/**
 * task_decomposition: one schedule entry split into the subtasks the persona goes through (plan.py generate_task_decomp).
 *
 * Kept from the original: the inputs (identity, the surrounding hourly blocks with their times, the task, its
 * duration), "5 minute increments" asked for in the prompt (subtaskGranularityMinutes), lines read as
 * "<subtask> (... minutes: N ...)", temperature 0, 1000 max tokens. Changed: the lines are read in the forms real
 * models write (markdown, "- 15 min", time ranges, JSON; a "Total" line is not a step); the time range shown is the task's own
 * (the original showed the next block's range when decomposing the current one); a line with no usable duration is
 * skipped instead of raising outside any try; the fail-safe is [[task, duration]] (the original's ["asleep"] could
 * not be unpacked). Steps whose minutes do not add up to the duration are asked again (round nineteen); the answer's
 * minutes are otherwise returned as read: the caller fits them to the duration exactly (state/
 * schedule.ts) and names the entries "<task> (<subtask>)".
 */
import { z } from "zod/v4";
import type { ScheduleEntry } from "../../state/persona.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { CutOffAnswer, firstJsonArray, firstJsonObject, hasMarkup, isRefusal, jsonField, lastItemCut, leadingTime, listLine, numberWords, plainText } from "../answerText.js";
import { tableRecords } from "../tableAnswer.js";
import type { PromptSpec } from "../types.js";
import { describeDate, describeIdentity, IdentitySchema } from "./identity.js";
import { OCCASION } from "./plannedEvents.js";
import { activityParts, ClockSchema, formatHHMM, gerund, lowerLeadingVerb, parseHHMM, pick, stripQuotes, stripSubject } from "./planningText.js";
import { SCHEDULE } from "../failSafeValues.js";

/** A block of the day's hourly plan, for context: "09:00" to "12:00", "working at the counter". */
export const ScheduleSlotSchema = z.object({ start: ClockSchema, end: ClockSchema, activity: z.string() });
export type ScheduleSlot = z.infer<typeof ScheduleSlotSchema>;

export const TaskDecompositionInputSchema = z.object({
  identity: IdentitySchema,
  task: z.string().min(1),
  durationMinutes: z.number().int().positive(),
  /** When the task starts ("HH:MM"). */
  startTime: ClockSchema,
  /** The hourly blocks around the task (the original showed the current block and the next two). */
  context: z.array(ScheduleSlotSchema).default([]),
  granularityMinutes: z.number().int().positive().default(DEFAULT_THRESHOLDS.subtaskGranularityMinutes),
});
export type TaskDecompositionInput = z.input<typeof TaskDecompositionInputSchema>;

const template = `{identity}

{firstName}'s plan around this time on {date}:
{context}

From {start} to {end} ({duration} minutes), {firstName} will be {task}.
Break this into the steps {firstName} actually goes through, in order, in {granularity}-minute increments: each step lasts a multiple of {granularity} minutes, and the steps add up to {duration} minutes.
Write one step a line, numbered, with its length at the end, like this:
1) clearing the work table (minutes: 10)
2) sketching the first ideas (minutes: 25)`;

const MARKER = String.raw`^\s*(?:\d{1,2}\s*[.)]\s*|[-*•]\s+)?`;
const LENGTH = String.raw`(\d{1,4}(?:\.\d+)?)\s*(min(?:ute)?s?\.?|h(?:ou)?rs?\.?|hours?)?`;
const IN_BRACKETS = new RegExp(
  String.raw`${MARKER}(.+?)\s*[([]\s*(?:(?:total\s+)?duration(?:\s+in\s+minutes)?\s*:\s*|minutes?\s*:\s*|time\s*:\s*)?${LENGTH}\s*(?:[,;][^)\]]*)?[)\]]\s*[.,;]?\s*(?:[-–—]\s+[^()[\]\d]*)?$`,
  "i",
);
const AFTER_DASH = new RegExp(String.raw`${MARKER}(.+?)\s*(?:-|–|—|:|\bfor)\s*(?:about\s+|around\s+)?(\d{1,4}(?:\.\d+)?)\s*(min(?:ute)?s?\.?|h(?:ou)?rs?\.?|hours?)\s*$`, "i");
const LEADING = new RegExp(String.raw`^\s*[([]?\s*(\d{1,4}(?:\.\d+)?)\s*(min(?:ute)?s?\.?|h(?:ou)?rs?\.?|hours?)\s*[)\]]?\s*(?:-|–|—|:)?\s*(.+)$`, "i");
const SUM_LINE = /^(?:total|sum|overall|altogether|in total)\b/i;
const TWO_LENGTHS = /\b\d{1,4}\s*(?:min(?:ute)?s?\s*)?(?:-|–|or|to)\s*\d{1,4}\s*(?:min|\))|minutes?\s*:\s*\d{1,4}\s*(?:-|–|or|to)\s*\d/i;

/** Minutes of a length: "15", "15 min", "1 hour", "1.5 hrs". */
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const TEENS: Record<string, number> = { thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };

/** "fifteen" -> 15, "twenty-five" -> 25, "ten" -> 10; undefined for words that are no number of minutes. */
function minutesInWords(words: string): number | undefined {
  const [first = "", second] = words.toLowerCase().split(/[ -]/);
  const unit = (w: string) => (/^\d+$/.test(numberWords(w)) ? Number(numberWords(w)) : undefined);
  if (second === undefined) return TENS[first] ?? TEENS[first] ?? unit(first);
  const ones = unit(second);
  return TENS[first] !== undefined && ones !== undefined && ones < 10 ? TENS[first] + ones : undefined;
}

function minutesOf(amount: string, unit: string | undefined): number {
  const value = Number(amount);
  return Math.round(unit && /^h/i.test(unit) ? value * 60 : value);
}

/**
 * Subtask lines as real models write them: "1) kneading dough (minutes: 15)", "kneading dough (duration in minutes: 15,
 * minutes left: 45)", "kneading dough - 15 min", "**Knead the dough** (15 minutes)", "(15 min) knead the dough",
 * "05:00 - 05:15: knead the dough", "knead the dough for 15 minutes", or JSON; a "Total: 60 minutes" line is not a
 * subtask. Throws when no line has a length, on a refusal, on subtasks carrying JSON punctuation, on a step with two
 * lengths ("minutes: 20 or 30"), and on two lists (numbering that starts again: alternatives, not one plan).
 */
export function parseSubtasks(raw: string, names: readonly string[] = []): ScheduleEntry[] {
  return subtaskEntries(jsonSubtasks(raw) ?? tableSubtasks(raw) ?? textSubtasks(raw), names);
}

function subtaskEntries(pairs: ReadonlyArray<[string, number]>, names: readonly string[]): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [];
  for (const [text, minutes] of pairs) {
    // "07:30 clearing the fluff": the step's start time before it is no part of what is done.
    const untimed = text.replace(/^\s*\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*(?:[-–—:]\s*)?(?=\p{L})/iu, "");
    const subtask = lowerLeadingVerb(stripQuotes(stripSubject(stripQuotes(untimed), names)));
    if (!subtask || SUM_LINE.test(subtask)) continue;
    if (hasMarkup(subtask)) throw new Error(`subtask "${subtask}" is not plain text`);
    entries.push([subtask, minutes]);
  }
  if (entries.length === 0) throw new Error('no "<subtask> (minutes: N)" lines in the answer');
  return entries;
}

function textSubtasks(raw: string): Array<[string, number]> {
  const text = plainText(raw);
  if (!text || isRefusal(text)) return [];
  const found: Array<[string, number]> = [];
  let lastNumber = 0;
  const numbered = text.split("\n").map((line) => listLine(line)).filter((l) => l.number !== null).map((l) => l.text);
  if (lastItemCut(numbered)) throw new CutOffAnswer("the last step stops mid-word");
  for (const line of text.split("\n")) {
    const { number, text: body } = listLine(line);
    if (!body || SUM_LINE.test(body)) continue;
    // Numbering that starts again is a second list ("Option A: 1) ... Option B: 1) ..."): two plans, not one.
    if (number !== null && number < lastNumber && found.length > 0) throw new Error("the answer gives more than one list of steps");
    if (number !== null) lastNumber = number;
    // "(minutes: 20 or 30)", "(15-20 minutes)": a step whose length is not one number; leaving it out would shorten the task.
    if (TWO_LENGTHS.test(body)) throw new Error(`the step "${body}" gives two lengths: give one`);
    const timed = leadingTime(body);
    if (timed && timed.end !== null && timed.rest) {
      found.push([timed.rest, timed.end > timed.start ? timed.end - timed.start : timed.end + 1440 - timed.start]);
      continue;
    }
    // "(minutes: fifteen)", "(minutes: twenty-five)": the length in words; a word that is no number leaves the step unread.
    const spelled = body.replace(/(minutes?\s*:\s*)([a-z]+(?:[ -][a-z]+)?)(?=\s*[)\]])/i, (all, cue: string, words: string) => {
      const n = minutesInWords(words);
      if (n === undefined) throw new Error(`the step "${body}" gives its minutes as "${words}": give a number`);
      return `${cue}${n}`;
    });
    const m = IN_BRACKETS.exec(spelled) ?? AFTER_DASH.exec(body);
    if (m) found.push([m[1]!, minutesOf(m[2]!, m[3])]);
    else {
      const lead = LEADING.exec(body);
      if (lead) found.push([lead[3]!, minutesOf(lead[1]!, lead[2])]);
    }
  }
  return found;
}

/** [{"subtask": "...", "minutes": 15}], bare or under one key ("subtasks", "steps"). */
function jsonSubtasks(raw: string): Array<[string, number]> | undefined {
  let list: unknown[] | undefined = firstJsonArray(raw);
  if (!list) {
    const object = firstJsonObject(raw);
    const field = object && jsonField(object, ["subtasks", "steps", "tasks"], true);
    if (Array.isArray(field)) list = field;
  }
  if (!list || !list.every((e) => e && typeof e === "object" && !Array.isArray(e))) return undefined;
  return subtaskPairs(list as Array<Record<string, unknown>>);
}

/** "| Step | Minutes |" or "subtask,minutes" rows: the same records as JSON's, when a column holds the minutes. */
function tableSubtasks(raw: string): Array<[string, number]> | undefined {
  const records = tableRecords(raw);
  if (!records || !records.every((r) => jsonField(r, MINUTES_KEYS) !== undefined)) return undefined;
  return subtaskPairs(records);
}

const MINUTES_KEYS = ["minutes", "duration", "duration_minutes", "duration_in_minutes", "length", "duration (minutes)", "time (minutes)", "mins"];

function subtaskPairs(list: ReadonlyArray<Record<string, unknown>>): Array<[string, number]> {
  return list.map((e) => {
    const what = jsonField(e, ["subtask", "step", "task", "activity", "description", "name"]);
    const minutes = jsonField(e, MINUTES_KEYS);
    const value = typeof minutes === "string" ? Number.parseFloat(minutes) : minutes;
    if (typeof what !== "string" || typeof value !== "number" || !Number.isFinite(value)) {
      throw new Error(`a subtask is not {subtask, minutes}: ${JSON.stringify(e)}`);
    }
    return [what, Math.round(value)];
  });
}

/** The structured answer: {"subtasks": [{"subtask": "kneading the dough", "minutes": 15}, ...]}. */
const SubtasksSchema = z.object({
  subtasks: z.array(
    z.object({
      subtask: z.string().describe("what the persona does in this step"),
      minutes: z.number().int().min(1).describe("how long the step takes, in minutes"),
    }),
  ),
});

export function subtasksProblem(entries: readonly ScheduleEntry[]): string | null {
  if (entries.length === 0) return "no subtasks";
  const bad = entries.find(([, minutes]) => !Number.isFinite(minutes) || minutes <= 0);
  return bad ? `subtask "${bad[0]}" lasts ${bad[1]} minutes` : null;
}

/**
 * The steps were asked to add up to the task's minutes; steps adding up to more or less (three of 20, 20 and 30 for
 * an hour, a fifth step of 15 after four that fill it) are not the task broken down as asked: which steps to shorten,
 * or which one was never meant, is the model's to say, so the answer is asked again rather than stretched to fit.
 */
export function lengthProblem(entries: readonly ScheduleEntry[], durationMinutes: number): string | null {
  const total = entries.reduce((sum, [, minutes]) => sum + minutes, 0);
  return total === durationMinutes ? null : `the subtasks add up to ${total} minutes, not the task's ${durationMinutes}`;
}

// --- the simulated answer --------------------------------------------------------------------------------------

/** The steps of a meal eaten out: ordered and paid for, not cooked and washed up after. */
const MEAL_OUT = ["finding a table", "ordering", "waiting for the food", "eating", "paying the bill"];
const MEALS = ["breakfast", "lunch", "dinner", "supper", "brunch"] as const;

/**
 * Whether the persona's habits have this meal out ("eats lunch at Okafor Bakery most days"): a reader of the identity
 * splits Tomas's "eating lunch" into ordering and paying, not into cooking and washing up in someone else's kitchen.
 */
export function eatsOut(task: string, habits: string): boolean {
  const lower = task.toLowerCase();
  if (/\b(?:at|in) (?:home|(?:her|his|their|my) (?:own )?(?:house|home|flat|kitchen))\b|\b(?:cook|cooks|cooking|prepar\w*|mak(?:e|es|ing))\b/.test(lower)) return false;
  const meal = MEALS.find((m) => new RegExp(`\\b${m}\\b`).test(lower));
  return meal !== undefined && new RegExp(`\\b(?:eats?|eating|has|having|grabs?|grabbing|takes?|buys?) (?:a |an |her |his |their )?(?:\\w+ )?${meal}\\b[^.;]*?\\b(?:at|in) (?:the )?[A-Z]`).test(habits);
}

const LIBRARY = /\b(?:librar(?:y|ian)|catalogu(?:e|ing)|shelv(?:e|es|ing)|books? returns?|desk)\b/;
const LIBRARY_VISIT = ["finding a quiet table", "looking through the shelves", "reading", "taking notes", "returning the books to the cart"];

/**
 * The steps of common activities, matched on whole words of the task (first match wins, so the specific kinds come
 * before the general ones): a baker's baking never has "chopping vegetables", a painter's studio is not "studying".
 */
const STEPS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // An event held or attended (a plan item from prompts/persona/plannedEvents.ts) is the event, not its meal or its preparation.
  // A meeting is held to talk something over: no toast, no music.
  [/^host(?:s|ing)?\b.*\bmeet(?:ing|up)s?\b/, ["setting out the chairs", "welcoming people as they arrive", "explaining what the meeting is about", "hearing what everyone thinks", "agreeing on what to do", "thanking everyone for coming"]],
  [/^attend(?:s|ing)?\b.*\bmeet(?:ing|up)s?\b/, ["arriving and finding a seat", "listening to what is planned", "asking a question", "talking it over with the others", "heading off"]],
  [new RegExp(String.raw`^host(?:s|ing)?\b.*\b${OCCASION}\b`), ["welcoming the guests", "serving drinks and snacks", "chatting with the guests", "making a short toast", "keeping the music going", "thanking the guests as they leave"]],
  [new RegExp(String.raw`^attend(?:s|ing)?\b.*\b${OCCASION}\b`), ["arriving and saying hello", "getting a drink", "chatting with the other guests", "enjoying the food", "joining in the fun", "saying goodbye"]],
  [/\b(?:sleep|sleeping|nap|napping|bed|bedtime)\b/, ["getting into bed", "reading a few pages", "dozing off", "sleeping"]],
  [/\b(?:break|pause)\b/, ["putting the kettle on", "sitting down with a cup of tea", "stretching", "resting for a moment", "getting back to work"]],
  [/\bmorning routine\b|\bwak(?:e|ing) up\b/, ["turning off the alarm", "stretching", "brushing teeth", "taking a shower", "getting dressed", "making the bed"]],
  [/\b(?:stop(?:s|ping)?|buy(?:s|ing)?|pick(?:s|ing)? up|errands?|groceries|shopping)\b/, ["walking over", "looking over what is on offer", "choosing what to buy", "paying at the counter", "chatting briefly at the counter", "heading out with the shopping"]],
  [/\b(?:bak(?:e|es|ing)|bread|loaves|pastr(?:y|ies)|dough)\b/, ["weighing the flour", "mixing the dough", "kneading the dough", "shaping the loaves", "putting the trays in the oven", "taking the bread out to cool"]],
  [/\b(?:open|opens|opening)\b/, ["unlocking the door", "turning on the lights", "setting up the counter", "checking the supplies", "putting out the open sign"]],
  [/\b(?:close|closes|closing|lock(?:ing)? up)\b/, ["serving the last customers", "wiping the tables", "counting the register", "turning off the lights", "locking up"]],
  [/\b(?:serv(?:e|es|ing)|customers?|counter|register|cashier)\b/, ["greeting customers", "taking orders", "packing up orders", "ringing up purchases", "wiping down the counter", "restocking the display"]],
  // A meal out is ordered and paid for, not cooked and washed up after ("eating at Hobbs Cafe (preparing the food)").
  [/\b(?:breakfast|lunch|dinner|supper|eat|eats|eating|meal|snack|brunch|coffee)\b.*\b(?:at|in) (?:the )?(?:[\w']+ )?(?:cafe|café|inn|pub|restaurant|diner|bistro|tavern)\b/, MEAL_OUT],
  // A coffee or a snack grabbed is got, not cooked: the same steps at home or at a café, and no washing up in a
  // café's kitchen ("grabbing a coffee and a snack (preparing the food)" at Hobbs Cafe's cooking area).
  [/\b(?:grab(?:s|bing)?|get(?:s|ting)?|buy(?:s|ing)?|pick(?:s|ing)? up) (?:a |an |some )?(?:quick )?(?:coffee|tea|snack|bite)\b/, ["getting a coffee", "picking out a snack", "sitting down with the coffee", "finishing the snack"]],
  [/\b(?:breakfast|lunch|dinner|supper|eat|eats|eating|meal|snack|brunch)\b/, ["deciding what to eat", "preparing the food", "sitting down to eat", "eating", "washing the dishes"]],
  [/\b(?:cook|cooks|cooking|recipe)\b/, ["gathering the ingredients", "chopping vegetables", "mixing everything", "cooking", "plating the food", "cleaning the kitchen"]],
  [/\b(?:paint|paints|painting|watercolou?rs?)\b/, ["setting up the easel", "mixing colours", "painting", "stepping back to look", "adding details", "cleaning the brushes"]],
  [/\b(?:sketch|sketches|sketching|draw|draws|drawing)\b/, ["finding a good spot", "opening the sketchbook", "sketching the scene", "adding shading", "looking around for the next subject", "packing up the pencils"]],
  [/\b(?:poetry|poems?|readings?)\b.*\b(?:prepar|plan|organi[sz]|arrang)|\b(?:prepar|plan|organi[sz]|arrang)\w*\b.*\b(?:poetry|poems?)\b/, ["going over the sign-up list", "choosing poems to open with", "arranging the chairs", "setting up the small stage", "writing the programme"]],
  [LIBRARY, ["checking in returned books", "shelving books", "helping a visitor find a book", "updating the catalogue", "tidying the reading tables"]],
  [/\b(?:writ(?:e|es|ing)|paper|essay|research|thesis|notebook)\b/, ["reviewing notes", "outlining the next section", "writing a draft", "looking up sources", "revising the text", "saving the work"]],
  [/\b(?:stud(?:y|ies|ying)|homework|class|lecture|exam)\b/, ["getting the materials ready", "reading the material", "taking notes", "working through problems", "reviewing what was learned"]],
  [/\b(?:read|reads|reading|book|books|novel)\b/, ["choosing a book", "settling into a chair", "reading", "marking a favourite passage", "putting the book away"]],
  [/\b(?:stream|streams|streaming|gam(?:e|es|ing)|twitch)\b/, ["setting up the stream", "greeting viewers", "playing the game", "chatting with viewers", "wrapping up the stream"]],
  [/\b(?:walk|walks|walking|stroll|jog|jogging|run|running|exercis(?:e|ing)|fresh air|stretch(?:ing)?)\b/, ["putting on shoes", "warming up", "walking around", "resting on a bench", "heading back"]],
  [/\b(?:part(?:y|ies)|decorat(?:e|ing)|celebrat(?:e|ion))\b/, ["making a list", "gathering materials", "decorating", "arranging things", "checking everything over"]],
  [/\b(?:relax|relaxing|tv|movie|music|unwind|unwinding|watch|watching)\b/, ["getting comfortable", "choosing something to watch", "watching", "having a snack", "winding down"]],
  [/\b(?:clean|cleans|cleaning|tidy|tidying)\b/, ["gathering the cleaning things", "wiping the surfaces", "sweeping the floor", "putting things back in place", "taking out the rubbish"]],
];

const ALL_STEPS = new Set([...STEPS.flatMap(([, steps]) => steps), ...LIBRARY_VISIT, "getting ready", "making a start", "taking a short pause", "getting back to it", "finishing up", "putting things away"]);

/**
 * Whether a doing is one of the small steps an activity is made of ("brushing teeth", "washing the dishes", "heading
 * back"), not an activity one is busy with for a part of the day.
 */
export function isActivityStep(doing: string): boolean {
  return ALL_STEPS.has(doing.trim().toLowerCase()) || /^carrying on\b/i.test(doing.trim());
}

/**
 * Steps of an activity the table does not know: about the activity itself ("chatting with a neighbour"), but never
 * the activity again as its own step ("catching up on messages (catching up on messages)").
 */
function genericSteps(core: string, task: string): string[] {
  const { verb, rest } = /^(?<verb>\w+ing)\b\s*(?<rest>.*)$/.exec(core)?.groups ?? { verb: "", rest: core };
  // "ring the auction bell" is a verb in its base form: "ringing the auction bell".
  const doing = verb ? `${gerund(verb)}${rest ? ` ${rest}` : ""}` : `working on ${core}`;
  const main = activityParts(task).main.toLowerCase();
  const same = doing.toLowerCase() === main || main.startsWith(doing.toLowerCase());
  return same
    ? ["getting ready", "making a start", "taking a short pause", "getting back to it", "finishing up", "putting things away"]
    : ["getting ready", doing, "taking a short pause", `carrying on ${doing}`, "finishing up", "putting things away"];
}

/** 3-6 steps fitting the task, in multiples of the granularity, adding up to the duration. */
export function simulatedSubtasks(task: string, durationMinutes: number, granularity: number, random: () => number, background = "", habits = ""): ScheduleEntry[] {
  const core = activityParts(task).sub.toLowerCase();
  const whole = task.toLowerCase();
  const found = STEPS.find(([re]) => re.test(core)) ?? STEPS.find(([re]) => re.test(whole));
  // A library is the librarian's work, and anyone else's place to read and study.
  const visitorAtLibrary = found?.[0] === LIBRARY && !/\blibrarian\b/i.test(background);
  const steps = visitorAtLibrary ? LIBRARY_VISIT : eatsOut(task, habits) ? MEAL_OUT : found?.[1] ?? genericSteps(core, task);
  const units = Math.floor(durationMinutes / granularity);
  if (units <= 1) return [[pick(steps, random), durationMinutes]];
  const count = Math.min(units, steps.length, 3 + Math.floor(random() * 4));
  // An ordered sample of the steps.
  const chosen = steps.map((step, i) => ({ step, key: random(), i }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((c) => c.step);
  const parts = chosen.map(() => 1);
  for (let left = units - count; left > 0; left--) parts[Math.floor(random() * count)]! += 1;
  const entries: ScheduleEntry[] = chosen.map((step, i) => [step, parts[i]! * granularity]);
  entries[entries.length - 1]![1] += durationMinutes - units * granularity;
  return entries;
}

export const taskDecompositionPrompt: PromptSpec<z.output<typeof TaskDecompositionInputSchema>, ScheduleEntry[], TaskDecompositionInput> = {
  id: "task_decomposition",
  version: 1,
  template,
  inputSchema: TaskDecompositionInputSchema,
  variables: ({ identity, task, durationMinutes, startTime, context, granularityMinutes }) => {
    const start = parseHHMM(startTime);
    return {
      identity: describeIdentity(identity),
      firstName: identity.firstName,
      date: describeDate(identity.currTime),
      context: context.length
        ? context.map((slot) => `- ${slot.start} ~ ${slot.end}: ${identity.name} is ${slot.activity}`).join("\n")
        : "- nothing else planned nearby",
      start: startTime,
      end: formatHHMM(Math.min(1440, start + durationMinutes)),
      duration: String(durationMinutes),
      task,
      granularity: String(granularityMinutes),
    };
  },
  structured: {
    schema: SubtasksSchema,
    toValue: (answer: z.output<typeof SubtasksSchema>, { identity }) => {
      const entries = subtaskEntries(subtaskPairs(answer.subtasks), [identity.name, identity.firstName]);
      const problem = subtasksProblem(entries);
      if (problem) throw new Error(problem);
      return entries;
    },
    fromValue: (entries) => ({ subtasks: entries.map(([subtask, minutes]) => ({ subtask, minutes })) }),
  },
  parse: (raw, { identity }) => parseSubtasks(raw, [identity.name, identity.firstName]),
  validate: (entries, { durationMinutes }) => subtasksProblem(entries) ?? lengthProblem(entries, durationMinutes),
  failSafe: ({ task, durationMinutes }) => [[task, durationMinutes]],
  failSafeValue: SCHEDULE,
  generation: { temperature: 0, maxTokens: 1000 },
  simulate: ({ identity, task, durationMinutes, granularityMinutes }, random) => {
    const entries = simulatedSubtasks(task, durationMinutes, granularityMinutes, random, `${identity.learned} ${identity.currently}`, `${identity.lifestyle} ${identity.dailyPlanReq}`);
    const verbose = random() < 0.3;
    let left = durationMinutes;
    return entries
      .map(([step, minutes], i) => {
        left -= minutes;
        return verbose
          ? `${i + 1}) ${step} (duration in minutes: ${minutes}, minutes left: ${left})`
          : `${i + 1}) ${step} (minutes: ${minutes})`;
      })
      .join("\n");
  },
};
