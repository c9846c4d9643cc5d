/**
 * action_grounding (economical cognition only): one answer that grounds a new action completely, where the faithful
 * way asks eight questions in a row (action_sector, action_arena, action_object, action_emoji twice, event_triple
 * twice, object_description). No original counterpart: the original asked one question per call.
 *
 * The answer gives eight labelled fields: the place, its area, the thing used, the action's emoji and its (predicate,
 * object), the thing's state, its emoji and its (predicate, object). Each field is read with the parser of the single
 * question it replaces (choice names, emoji by grapheme, triples, object states), so labelled lines, markdown, a
 * preamble, a reasoning block and JSON are all read. A field that is missing or unusable is null, and the caller asks
 * that field's single question instead (nodes/persona/shortTermScheduler.ts); the answer as a whole is refused (and
 * repaired, then the fail-safe: every field null) only when no field at all can be read.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { firstJsonObject, hasPlaceholder, isModelRefusal, isRefusal, plainText, untable, withoutReasoning } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { parseEmoji, simulatedEmoji } from "./actionEmoji.js";
import { parseChoice } from "./choiceText.js";
import { parseEventTriple, simulatedTriple } from "./eventTriple.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { parseObjectDescription, simulatedObjectState } from "./objectDescription.js";
import { fittingArena, fittingObject, fittingSector } from "./placeKnowledge.js";
import { describeActivity } from "./planningText.js";
import { GROUNDING, GROUNDING_DESCRIPTION } from "../failSafeValues.js";

const PlaceSchema = z.object({
  sector: z.string().min(1),
  arenas: z.array(z.object({ arena: z.string().min(1), objects: z.array(z.string().min(1)).default([]) })).default([]),
});

export const ActionGroundingInputSchema = z.object({
  identity: IdentitySchema,
  /** The action, "main (sub)" as in the schedule. */
  activity: z.string().min(1),
  livingSector: z.string().min(1),
  currentSector: z.string().min(1),
  /** The places the persona knows and may use, each with its usable areas and their things. */
  places: z.array(PlaceSchema).min(1),
  maxEmoji: z.number().int().positive().default(DEFAULT_THRESHOLDS.emojiMaxChars),
});
export type ActionGroundingInput = z.input<typeof ActionGroundingInputSchema>;
export type ActionGroundingInputs = z.output<typeof ActionGroundingInputSchema>;
type Inputs = ActionGroundingInputs;

/** What one answer grounds; null where the answer gave nothing usable (the caller asks that question alone). */
export interface ActionGrounding {
  sector: string | null;
  arena: string | null;
  object: string | null;
  emoji: string | null;
  /** The action as (predicate, object); the subject is the persona. */
  event: [predicate: string, object: string] | null;
  objectState: string | null;
  objectEmoji: string | null;
  /** The thing's state as (predicate, object); the subject is the thing. */
  objectEvent: [predicate: string, object: string] | null;
}

/** No field given: every one is asked alone (the faithful way, and the fail-safe of a grounding call). */
export const NO_GROUNDING: Readonly<ActionGrounding> = {
  sector: null,
  arena: null,
  object: null,
  emoji: null,
  event: null,
  objectState: null,
  objectEmoji: null,
  objectEvent: null,
};

/** The labelled lines after "Place:" of a grounding answer, shared with steps_grounding (one set per step there). */
export const GROUNDING_FIELD_LINES = `Area: <one area of that place, spelled as written there>
Thing: <one thing in that area that {firstName} uses or stays at; "none" if the area lists no things>
Emoji: <1 to {maxEmoji} emoji showing the action, no words>
Action: <what {firstName} does, as "verb | object", the verb in its base form, e.g. "bake | bread">
Thing state: <a few words finishing "The <thing> is ...", e.g. "being used to bake bread">
Thing emoji: <1 to {maxEmoji} emoji showing the thing's state, no words>
Thing action: <the thing's state as "verb | object", e.g. "is used | to bake bread">`;

/** The examples the field lines give ("bake | bread", "being used to bake bread"). */
const TEMPLATE_EXAMPLES = new Set([...GROUNDING_FIELD_LINES.matchAll(/e\.g\. "([^"]+)"/g)].map((m) => m[1]!.toLowerCase()));

const template = `{identity}

{name} is about to start this: {activity}.
{name} lives in {livingSector} and is now in {currentSector}.
The places {firstName} knows and may use, each with its areas and the things in them:
{places}

Work out where and how {firstName} does this, and answer with these eight labelled lines:
Place: <one place from the list, spelled as written there; {firstName} stays in {currentSector} if it can be done there>
${GROUNDING_FIELD_LINES}`;

/** "- Okafor Bakery: kitchen (oven, kneading table); shop floor (counter)". */
export function describePlaces(places: Inputs["places"]): string {
  return places
    .map(({ sector, arenas }) => {
      const areas = arenas.map(({ arena, objects }) => `${arena} (${objects.length ? objects.join(", ") : "no things listed"})`);
      return `- ${sector}: ${areas.length ? areas.join("; ") : "no areas listed"}`;
    })
    .join("\n");
}

/** Every sector the answer may name: the listed ones, the living-area and the current sector. */
export function groundingSectors({ places, livingSector, currentSector }: Pick<Inputs, "places" | "livingSector" | "currentSector">): string[] {
  return [...new Set([...places.map((p) => p.sector), livingSector, currentSector])];
}

const arenasOf = (inputs: Pick<Inputs, "places">, sector: string) => inputs.places.find((p) => p.sector === sector)?.arenas ?? [];

/**
 * The words a field's label is written in, in the languages models answer in besides English (Dutch, German, French,
 * Spanish, Italian): the thing's own fields are these, after a word for the thing ("Ding-actie", "Objet état").
 */
const THING = ["thing", "object", "item", "ding", "voorwerp", "gegenstand", "objet", "chose", "objeto", "cosa", "oggetto"];
const STATE = ["state", "toestand", "zustand", "état", "etat", "estado", "stato"];
const ACTION = ["action", "actie", "handeling", "aktion", "handlung", "acción", "accion", "azione"];
const ofThing = (words: readonly string[]) => THING.flatMap((thing) => words.map((word) => `${thing} ${word}`));

/** The fields of the answer, by label: each label's synonyms (text lines and JSON keys alike). */
const FIELDS = {
  sector: ["place", "sector", "location", "building", "plaats", "locatie", "ort", "lieu", "lugar", "luogo"],
  arena: ["area", "arena", "room", "gebied", "ruimte", "bereich", "raum", "zone", "zona", "área"],
  object: THING,
  emoji: ["emoji", "emojis", "action emoji", ...ACTION.map((a) => `${a} emoji`)],
  event: ["action triple", "triple", "event", ...ACTION],
  objectState: [...ofThing(STATE), ...STATE],
  objectEmoji: [...ofThing(["emoji"]), "state emoji"],
  objectEvent: [...ofThing(ACTION), ...ofThing(["triple"]), "state triple"],
} as const satisfies Record<string, readonly string[]>;
type Field = keyof typeof FIELDS;

const LABEL = /^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*|__)?(\p{L}[\p{L} _-]{1,20}?)(?:\*\*|__)?\s*[:=]\s*(?:\*\*|__)?\s*(.*?)\s*$/u;

const norm = (label: string) => label.toLowerCase().replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/\s+/g, " ").trim();
const fieldOf = (label: string): Field | undefined => {
  const key = norm(label.replace(/([a-z])([A-Z])/g, "$1 $2"));
  return (Object.keys(FIELDS) as Field[]).find((f) => (FIELDS[f] as readonly string[]).includes(key));
};

/** The raw text of each field: from a JSON object (any of the synonyms as keys), else from labelled lines. */
function rawFields(raw: string): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const json = firstJsonObject(raw);
  if (json) {
    for (const [key, value] of Object.entries(json)) {
      const field = fieldOf(key);
      if (!field || found[field] !== undefined) continue;
      if (typeof value === "string") found[field] = value;
      else if (Array.isArray(value) && value.every((v) => typeof v === "string")) found[field] = value.join(" | ");
      else if (value && typeof value === "object") {
        const v = value as Record<string, unknown>;
        const verb = v.predicate ?? v.verb;
        if (typeof verb === "string" && typeof v.object === "string") found[field] = `${verb} | ${v.object}`;
      }
    }
    if (Object.keys(found).length) return found;
  }
  const lines = untable(withoutReasoning(raw).replace(/```\w*/g, "")).split("\n").filter((line) => line.trim());
  let last: Field | undefined;
  // "Thing: chain winch\nThing: bollards": a field given twice over, differently, says neither for sure.
  const twice = new Set<Field>();
  const copiesSlots = lines.some((line) => /^[^:]{1,30}:\s*<[^<>]+>\s*$/.test(line.trim()));
  for (const line of lines) {
    const m = LABEL.exec(line);
    last = undefined;
    if (!m) continue;
    const field = fieldOf(m[1]!);
    const value = m[2]!.replace(/^(?:\*\*|__)|(?:\*\*|__)$/g, "").replace(/^`|`$/g, "").trim();
    // "Action: bake | bread" among "<one area>" slots: the template copied, its example says nothing of this action
    // (a baker's own "bake | bread" in an answer that fills every slot is read).
    if (copiesSlots && TEMPLATE_EXAMPLES.has(value.toLowerCase())) continue;
    if (field && found[field] !== undefined && value && found[field] !== value) twice.add(field);
    if (field && found[field] === undefined && value) found[field] = last = field;
    if (field && found[field] === field) found[field] = value;
  }
  if (last && stoppedInside(found, last)) delete found[last];
  for (const field of twice) delete found[field];
  return found;
}

const ORDER = Object.keys(FIELDS) as Field[];

/**
 * Whether an answer of labelled lines stopped inside its last field (cut by the token cap where the endpoint did not
 * say so): the thing's state, with the thing's emoji or action still owed after it, ending on a bare word ("Thing
 * state: covered in loose tabl").
 */
function stoppedInside(found: Partial<Record<Field, string>>, last: Field): boolean {
  const value = found[last]!;
  // Only free text can be cut unseen: a place, area or thing is checked against the choices, and an answer may well
  // end on its action (models leave out the thing's three lines often enough).
  if (last !== "objectState" || !/\p{Ll}$/u.test(value)) return false;
  const noThing = found.object !== undefined && NO_THING.test(found.object.trim());
  const owed = ORDER.slice(ORDER.indexOf(last) + 1).filter((f) => !(noThing && ORDER.indexOf(f) > ORDER.indexOf("event")));
  return owed.some((f) => found[f] === undefined);
}

/**
 * The value of a field read by `read`, or null when the field is missing, a template slot echoed back ("<a few
 * words>"), a refusal, or its parser refuses it.
 */
function tryRead<T>(text: string | undefined, read: (text: string) => T): T | null {
  if (text === undefined || hasPlaceholder(text) || isModelRefusal(text)) return null;
  try {
    return read(text);
  } catch {
    return null;
  }
}

const NO_THING = /^(?:none|nothing|no thing|n\/a|-|—)\.?$/i;

/**
 * Reads a grounding answer: each field with the single question's parser, a place, area or thing that is not a known
 * one (the area of the chosen place, the thing of the chosen area) null. Throws when no field can be read at all.
 */
export function parseActionGrounding(raw: string, inputs: Inputs): ActionGrounding {
  const text = plainText(raw);
  if (!text || isRefusal(text)) throw new Error("no grounding in the answer");
  const fields = rawFields(raw);
  const sectors = groundingSectors(inputs);
  const sector = tryRead(fields.sector, (t) => parseChoice(t, sectors));
  const knownSector = sector !== null && sectors.includes(sector) ? sector : null;
  const arenas = knownSector ? arenasOf(inputs, knownSector).map((a) => a.arena) : [];
  const arena = arenas.length ? tryRead(fields.arena, (t) => parseChoice(t, arenas)) : null;
  const knownArena = arena !== null && arenas.includes(arena) ? arena : null;
  const objects = knownSector && knownArena ? (arenasOf(inputs, knownSector).find((a) => a.arena === knownArena)?.objects ?? []) : [];
  const object = objects.length && fields.object && !NO_THING.test(fields.object.trim()) ? tryRead(fields.object, (t) => parseChoice(t, objects)) : null;
  const knownObject = object !== null && objects.includes(object) ? object : null;
  const name = inputs.identity.name;
  const pair = (triple: [string, string, string] | null): [string, string] | null => (triple ? [triple[1], triple[2]] : null);
  const value: ActionGrounding = {
    sector: knownSector,
    arena: knownArena,
    object: knownObject,
    emoji: tryRead(fields.emoji, (t) => parseEmoji(t, inputs.maxEmoji)),
    event: pair(tryRead(fields.event, (t) => parseEventTriple(t, name))),
    // The thing's own fields describe the thing the answer chose: without a known thing they are not used.
    objectState: knownObject ? tryRead(fields.objectState, (t) => parseObjectDescription(t, knownObject)) : null,
    objectEmoji: knownObject ? tryRead(fields.objectEmoji, (t) => parseEmoji(t, inputs.maxEmoji)) : null,
    objectEvent: knownObject ? pair(tryRead(fields.objectEvent, (t) => parseEventTriple(t, knownObject))) : null,
  };
  if (Object.values(value).every((v) => v === null)) throw new Error("none of the eight fields could be read (Place, Area, Thing, Emoji, Action, Thing state, Thing emoji, Thing action)");
  return value;
}

/** The structured answer: every field a string; an empty string is a field left out. */
export const GroundingSchema = z.object({
  place: z.string().describe("one place from the list, spelled as written there"),
  area: z.string().describe("one area of that place"),
  thing: z.string().describe('one thing in that area, or "none"'),
  emoji: z.string().describe("1 to 3 emoji showing the action"),
  action: z.string().describe('"verb | object", the verb in its base form'),
  thingState: z.string().describe('a few words finishing "The <thing> is ..."'),
  thingEmoji: z.string().describe("1 to 3 emoji showing the thing's state"),
  thingAction: z.string().describe('the thing\'s state as "verb | object"'),
});

/** The answer object standing for a value (fields it lacks left empty). */
export function answerObject(value: ActionGrounding): z.output<typeof GroundingSchema> {
  return {
    place: value.sector ?? "",
    area: value.arena ?? "",
    thing: value.object ?? "none",
    emoji: value.emoji ?? "",
    action: value.event ? value.event.join(" | ") : "",
    thingState: value.objectState ?? "",
    thingEmoji: value.objectEmoji ?? "",
    thingAction: value.objectEvent ? value.objectEvent.join(" | ") : "",
  };
}

/** The grounding a careful reader of the prompt would give, from the same place knowledge as the single questions. */
export function simulatedGrounding(inputs: Inputs, random: () => number): ActionGrounding {
  const sector = fittingSector({
    who: inputs.identity,
    activity: inputs.activity,
    sectors: groundingSectors(inputs),
    livingSector: inputs.livingSector,
    currentSector: inputs.currentSector,
    // The single question shows the rooms of home and of here only: so does this reader, to choose as it would.
    arenasOf: (s) => (s === inputs.livingSector || s === inputs.currentSector ? arenasOf(inputs, s).map((a) => a.arena) : []),
  });
  const arenas = arenasOf(inputs, sector);
  const arena = arenas.length ? fittingArena(inputs.identity, inputs.activity, sector, arenas.map((a) => a.arena)) : null;
  const objects = arenas.find((a) => a.arena === arena)?.objects ?? [];
  const object = objects.length ? fittingObject(inputs.activity, objects, arena ?? "", { name: inputs.identity.name }) : null;
  const [, predicate, target] = simulatedTriple(inputs.identity.name, inputs.activity);
  const state = object ? simulatedObjectState(object, inputs.activity, random) : null;
  const objectTriple = object && state ? simulatedTriple(object, state) : null;
  return {
    sector,
    arena,
    object,
    emoji: simulatedEmoji(inputs.activity, inputs.maxEmoji, random),
    event: [predicate, target],
    objectState: state,
    objectEmoji: state ? simulatedEmoji(state, inputs.maxEmoji, random) : null,
    objectEvent: objectTriple ? [objectTriple[1], objectTriple[2]] : null,
  };
}

/** The simulated answer as models write it: plain labelled lines, a markdown list after a preamble, or fenced JSON. */
/** The eight labelled lines of a grounding answer (a thing left out written as idle). */
export function groundingLines(value: ActionGrounding): Array<[string, string]> {
  const a = answerObject(value);
  return [
    ["Place", a.place],
    ["Area", a.area],
    ["Thing", a.thing],
    ["Emoji", a.emoji],
    ["Action", a.action],
    ["Thing state", a.thingState || "idle"],
    ["Thing emoji", a.thingEmoji || "💤"],
    ["Thing action", a.thingAction || "is | idle"],
  ];
}

function formatGrounding(value: ActionGrounding, firstName: string, random: () => number): string {
  const a = answerObject(value);
  const lines = groundingLines(value);
  const style = random();
  if (style < 0.6) return lines.map(([label, text]) => `${label}: ${text}`).join("\n");
  if (style < 0.85) {
    return [`Here is where and how ${firstName} does it:`, "", ...lines.map(([label, text]) => `- **${label}:** ${text}`)].join("\n");
  }
  return ["```json", JSON.stringify(a, null, 2), "```"].join("\n");
}

export const actionGroundingPrompt: PromptSpec<Inputs, ActionGrounding, ActionGroundingInput> = {
  id: "action_grounding",
  version: 1,
  template,
  inputSchema: ActionGroundingInputSchema,
  variables: (inputs) => ({
    identity: describeIdentity(inputs.identity),
    name: inputs.identity.name,
    firstName: inputs.identity.firstName,
    activity: describeActivity(inputs.activity),
    livingSector: inputs.livingSector,
    currentSector: inputs.currentSector,
    places: describePlaces(inputs.places),
    maxEmoji: String(inputs.maxEmoji),
  }),
  structured: {
    schema: GroundingSchema,
    toValue: (answer: z.output<typeof GroundingSchema>, inputs) => parseActionGrounding(JSON.stringify(answer), inputs),
    fromValue: (value) => answerObject(value),
  },
  parse: (raw, inputs) => parseActionGrounding(raw, inputs),
  // Cut off by the length limit: the complete items are kept, the rest asked alone.
  keepsCompletePart: true,
  failSafe: () => ({ ...NO_GROUNDING }),
  failSafeValue: GROUNDING.describe(GROUNDING_DESCRIPTION),
  // Eight short fields and room for a preamble or a fenced JSON object.
  generation: { temperature: 0, maxTokens: 220 },
  simulate: (inputs, random) => formatGrounding(simulatedGrounding(inputs, random), inputs.identity.firstName, random),
};
