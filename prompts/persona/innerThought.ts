/**
 * inner_thought: a whispered thought ("You promised Tomas you would bake for his poetry night") written down as a
 * statement about the persona in the third person ("Ada Okafor promised Tomas that Ada would bake for his poetry
 * night"), the way the persona's memory keeps it (the original's whisper_inner_thought, used to load a village's
 * history and for whispers). The caller stores it as a thought with its own triple, poignancy and embedding
 * (tools/memory/whisper.ts), so retrieval finds it like any memory about the persona.
 *
 * Kept from the original: a model call per whisper; the statement is about the persona. Changed: the identity block
 * is shown (the model knows who "you" is); the fail-safe is the same rewrite the simulated model makes (the
 * original had none, so a failed call crashed the history load).
 */
import { z } from "zod/v4";
import { findClockTimes } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema, type Identity } from "./identity.js";
import { capitalize, checkedSentence, escapeRegExp, parseSentence } from "./socialShared.js";
import { TEXT } from "../failSafeValues.js";

export const InnerThoughtInputSchema = z.object({
  identity: IdentitySchema,
  /** The whisper as given, usually addressed to the persona ("You ..."). */
  whisper: z.string().min(1),
});
export type InnerThoughtInput = z.input<typeof InnerThoughtInputSchema>;
type Inputs = z.output<typeof InnerThoughtInputSchema>;

export const INNER_THOUGHT_MAX_CHARS = 400;

const template = `{identity}

A thought comes to {firstName}'s mind, put to {firstName} as "you": "{whisper}"

Write it down as one statement about {name} in the third person, as {firstName}'s memory would keep it: keep every fact it holds (people, places, dates, times) and add nothing.
Reply with the statement only.`;

const LABELS = ["statement", "thought", "memory"];

/** The structured answer: {"statement": "..."}. */
const StatementSchema = z.object({ statement: z.string().describe("one statement about the persona, third person") });

type Pronouns = { subject: string; object: string; possessive: string; reflexive: string } | null;

/** The persona's pronouns as its identity texts use them ("She learned to bake..."), or null when they do not say. */
export function pronounsOf(identity: Identity): Pronouns {
  const text = [identity.learned, identity.currently, identity.lifestyle, identity.dailyPlanReq].join(" ");
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const she = count(/\b(?:she|her|hers|herself)\b/gi);
  const he = count(/\b(?:he|him|his|himself)\b/gi);
  if (she > he) return { subject: "she", object: "her", possessive: "her", reflexive: "herself" };
  if (he > she) return { subject: "he", object: "him", possessive: "his", reflexive: "himself" };
  return null;
}

const MODALS = new Set(["will", "would", "can", "could", "should", "shall", "may", "might", "must", "used"]);
const IRREGULAR_PAST = new Set(
  ("lent had did made met saw went knew thought said told got took gave bought brought felt kept left ran sat spent " +
    "wrote found heard began became came grew held led lost meant paid put read sent set sold stood taught won").split(" "),
);
/** Words after "you" that make it a subject: modals, forms of be and have, past tenses. */
const SUBJECT_VERB = String.raw`will|would|can|could|should|shall|may|might|must|are|were|have|had|do|did|[a-z]+ed|lent|made|met|saw|went|knew|thought|said|told|got|took|gave|bought|brought|felt|kept|left|ran|sat|spent|wrote|found|heard|began|became|came|grew|held|led|lost|meant|paid|put|sent|set|sold|stood|taught|won|need|want|promise|owe|love|like|know|think|hope|plan`;

const ADVERBS = new Set([
  "still", "also", "always", "often", "never", "really", "just", "already", "usually", "sometimes", "now", "mostly", "rarely",
  "seldom", "occasionally", "frequently", "generally", "normally", "actually", "secretly", "recently",
]);
/** Base-form verbs that may follow "and" after a "you" subject ("you moved here and still feel new"). */
const COORDINATED = new Set(
  ("feel like love want hope keep buy need know think worry enjoy plan try wonder have are do go visit take make help " +
    "miss wish trust admire owe run work live bake paint sketch read write teach study stream frequent spend tend talk chat " +
    "walk cook play watch listen sing").split(" "),
);

/** "have" -> "has", "are" -> "is", "go" -> "goes", "try" -> "tries", "bake" -> "bakes"; past forms and modals unchanged. */
export function thirdPersonVerb(verb: string): string {
  const v = verb.toLowerCase();
  if (v === "are") return "is";
  if (v === "were") return "was";
  if (v === "have") return "has";
  if (v === "do") return "does";
  if (MODALS.has(v) || IRREGULAR_PAST.has(v) || /ed$/.test(v) || /s$/.test(v) && !/(?:ss|us)$/.test(v)) return verb;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${verb}es`;
  return `${verb}s`;
}

/**
 * The whisper as a statement about the persona: "you" as subject becomes the full name the first time and the first
 * name after (with the verb in the third person), "you" as object and "your" the persona's pronouns (as its identity
 * uses them; else the first name); a lead-in without "you" before " -- " goes ("This is very important -- you have
 * ..."). A whisper about someone else becomes "<name> knows that <whisper>". The simulated answer and the fail-safe.
 */
export function thirdPersonThought(identity: Identity, whisper: string): string {
  const { name, firstName } = identity;
  const pronouns = pronounsOf(identity);
  let text = inPersonaVoiceAsYou(whisper.replace(/[*_`]+/g, "").replace(/\s+/g, " ").trim().replace(/[.;!]+$/, ""));
  const dash = /^(.*?)\s+--?\s+(.*)$/.exec(text);
  if (dash && !/\byou/i.test(dash[1]!) && /\byou/i.test(dash[2]!)) text = dash[2]!;
  let subjects = 0;
  let singular = 0;
  const subjectName = () => (subjects++ === 0 ? name : firstName);
  // A whisper that already says "she" of someone else (the persona being a she) names the persona instead, so that
  // "since the time she helped you" is not read back as "she helped her".
  const sameGenderOther = pronouns && new RegExp(`\\b(?:${pronouns.subject}|${pronouns.object}|${pronouns.possessive})\\b`, "i").test(whisper);
  const own = sameGenderOther ? null : pronouns;

  // "you two" are the persona and someone the whisper names: "the two of them" (a speaker says it as "the two of us").
  text = text.replace(/\byou two\b/gi, "the two of them");
  // Contractions and negations first, in the order said: "you're" -> "<name> is", "you don't" -> "<name> doesn't".
  const CONTRACTED: Record<string, string> = { re: "is", ve: "has", ll: "will", d: "would", don: "doesn", aren: "isn", haven: "hasn", weren: "wasn" };
  text = text.replace(/\byou(?:['’](re|ve|ll|d)\b|\s+(don|aren|haven|weren)(['’])t\b)/gi, (_, c: string | undefined, negated: string | undefined, quote: string | undefined) => {
    if (negated) singular++;
    return `${subjectName()} ${CONTRACTED[(c ?? negated)!.toLowerCase()]}${negated ? `${quote}t` : ""}`;
  });
  // "You and Klaus have known each other": a plural subject, the verb stays.
  text = text.replace(/(^|[,;:.]\s+|\b(?:that|and|but|because|so|when|if|while)\s+)you and\b/gi, (_, lead: string) => `${lead}${subjectName()} and`);
  // "you" as a subject: at the start of a clause, then an optional adverb, then the verb.
  const adverbs = [...ADVERBS].join("|");
  text = text.replace(
    // ("which you find to be cool": a subject after "which" too, not "which her find".)
    new RegExp(String.raw`(^|[,;:.]\s+|\b(?:that|and|but|because|so|when|if|while|since|though|which)\s+)you\s+(?:(${adverbs})\s+)?(\w+)\b`, "gi"),
    (_, lead: string, adverb: string | undefined, verb: string) => {
      singular++;
      return `${lead}${subjectName()} ${adverb ? `${adverb} ` : ""}${thirdPersonVerb(verb)}`;
    },
  );
  // "you" before a modal or a verb elsewhere ("promised Ben Hale you would deliver"): a subject too, the first name
  // (or the pronoun) with the verb in the third person.
  // (An adverb after "you" makes it a subject whatever the verb: "in the evenings you sometimes spend".)
  text = text.replace(new RegExp(String.raw`\byou\s+(?:(${adverbs})\s+(\w+)|(?:(${adverbs})\s+)?(${SUBJECT_VERB}))\b`, "gi"), (_, adverbBefore: string | undefined, anyVerb: string | undefined, adverbOf: string | undefined, knownVerb: string | undefined) => {
    const [adverb, verb] = anyVerb ? [adverbBefore, anyVerb] : [adverbOf, knownVerb!];
    singular++;
    const who = subjects > 0 ? (own?.subject ?? firstName) : subjectName();
    if (subjects === 0) subjects++;
    return `${who} ${adverb ? `${adverb} ` : ""}${thirdPersonVerb(verb)}`;
  });
  // A second verb of the same subject: "Mei Lin moved here and still feel new" -> "... and still feels new".
  if (singular > 0) {
    // Not an infinitive's second verb: "to hang out and write and think" stays.
    const afterInfinitive = String.raw`(?<!\bto\s+\w+(?:\s+(?:out|up|in|on|off|over|around|down))?\s+(?:and\s+\w+\s+)*)`;
    text = text.replace(new RegExp(String.raw`${afterInfinitive}\band\s+((?:${adverbs})\s+)?(\w+)\b`, "g"), (whole, adverb: string | undefined, verb: string) =>
      COORDINATED.has(verb.toLowerCase()) ? `and ${adverb ?? ""}${thirdPersonVerb(verb)}` : whole);
  }
  text = text
    .replace(/\byourself\b/gi, pronouns?.reflexive ?? firstName)
    .replace(/\byours\b/gi, own ? (own.possessive === "her" ? "hers" : "his") : `${firstName}'s`)
    .replace(/\byour\b/gi, own?.possessive ?? `${firstName}'s`)
    .replace(/\byou\b/gi, own?.object ?? firstName);
  // A pronoun before the name it stands for ("Tomas lent her a book ... and Mei Lin has not returned it"): the name
  // comes first, the pronoun after ("Tomas lent Mei Lin a book ... and she has not returned it").
  if (own && subjects > 0) text = nameBeforePronoun(text, name, firstName, own);
  // The persona's first name alone leading the whisper: its full name.
  text = text.replace(new RegExp(`^${escapeRegExp(firstName)}\\b(?!\\s+${escapeRegExp(name.slice(firstName.length).trim())})`), name);
  // A statement about someone else is something the persona knows: it names the persona first, as its memories do.
  const aboutPersona = subjects > 0 || new RegExp(`^${escapeRegExp(firstName)}\\b`).test(text);
  const statement = aboutPersona ? capitalize(text) : `${name} knows that ${lowerLead(text)}`;
  return `${statement}.`;
}

/**
 * A whisper in the persona's own voice ("Tomas hopes I will read a poem", as typed at `whisper Mei: ...`) read as one
 * put to the persona ("Tomas hopes you will read a poem"). Only when it says no "you": beside a "you", "me" is the
 * one whispering ("you promised me ...").
 */
function inPersonaVoiceAsYou(text: string): string {
  if (/\b(?:you|your|yours|yourself)\b/i.test(text)) return text;
  if (!/\b(?:I|I['’](?:m|ve|ll|d)|me|my|mine|myself)\b/.test(text)) return text;
  return text
    .replace(/\bI['’]m\b/g, "you're")
    .replace(/\bI(['’](?:ve|ll|d))\b/g, "you$1")
    .replace(/\bI am\b/g, "you are")
    .replace(/\bI was\b/g, "you were")
    .replace(/\bI\b/g, "you")
    .replace(/\b(?:[Mm]e)\b/g, "you")
    .replace(/\b([Mm])y\b/g, (_, m: string) => (m === "M" ? "Your" : "your"))
    .replace(/\b[Mm]ine\b/g, "yours")
    .replace(/\b[Mm]yself\b/g, "yourself");
}

function nameBeforePronoun(text: string, name: string, firstName: string, own: NonNullable<Pronouns>): string {
  const named = new RegExp(`\\b(?:${escapeRegExp(name)}|${escapeRegExp(firstName)})\\b`).exec(text);
  const pronoun = new RegExp(`\\b(${own.object}|${own.possessive})\\b(\\s+\\w+)?`).exec(text);
  if (!named || !pronoun || pronoun.index > named.index) return text;
  // "her a book": an object before an article or a preposition; "her spare room": a possessive.
  const object = pronoun[1] === own.object && (own.object !== own.possessive || !pronoun[2] || /^\s+(?:a|an|the|to|and|at|in|on|for|with|about|some|every)$/.test(pronoun[2]));
  const spelled = object ? name : `${name}'s`;
  const before = `${text.slice(0, pronoun.index)}${spelled}`;
  const after = text.slice(pronoun.index + pronoun[1]!.length);
  // The later name, as a subject, becomes the pronoun.
  return before + after.replace(new RegExp(`\\b(?:${escapeRegExp(name)}|${escapeRegExp(firstName)})\\b(?=\\s+[a-z])`), own.subject);
}

/** Lower-cases a leading capital that only starts the sentence ("The bakery ..." -> "the bakery ..."), not a name. */
function lowerLead(text: string): string {
  return /^(?:The|A|An|This|That|There|It|Its|Some|Everyone|Nobody)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function checkedStatement(text: string): string {
  const statement = checkedSentence(text, LABELS);
  if (statement.split(/\s+/).length < 3) throw new Error("the statement is not a full sentence");
  // The whisper echoed back ("You promised ...", "... that you would bake"): still addressed to the persona.
  if (/\b(?:you|your|yours|yourself)\b/i.test(statement.replace(/"[^"]*"|“[^”]*”/g, ""))) {
    throw new Error('the statement still says "you": write it about the persona, in the third person');
  }
  // In the persona's own voice ("I promised ..."): not the third person asked for.
  if (/\b(?:I|I['’](?:m|ve|ll|d)|me|my|mine|myself)\b/.test(statement.replace(/"[^"]*"|“[^”]*”/g, ""))) {
    throw new Error("the statement is in the first person: write it about the persona, in the third person");
  }
  return statement;
}

/** When a whisper says something happens: a day, a month, a relative day. */
const WHEN_WORDS = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tonight|tomorrow|yesterday|weekend)\b/gi;

/**
 * The statement, unless it leaves out when the whisper says something happens (its day, month or time of day, or a
 * number it gives): "Agnes should ask Tobias to keep the lamps dim." for a whisper about Tuesday loses the fact the
 * persona must act on; the fail-safe keeps the whole whisper.
 */
function keepsTheWhisperFacts(statement: string, whisper: string): string {
  const said = statement.toLowerCase();
  // Day and month names are looked for in an English statement only (a translated one says "el martes").
  const english = /\b(?:the|to|and|is|was|will|should|has|her|his|for|of)\b/i.test(statement);
  const days = !english ? [] : [...new Set((whisper.match(WHEN_WORDS) ?? []).map((w) => w.toLowerCase()))].filter((w) => !w.startsWith("may") || /\bmay\s+\d/i.test(whisper));
  const times = findClockTimes(whisper).filter((t) => t.explicit).map((t) => t.minutes);
  const kept = new Set(findClockTimes(statement).map((t) => t.minutes));
  const clockless = findClockTimes(whisper).reduceRight((text, t) => `${text.slice(0, t.index)} ${text.slice(t.end)}`, whisper);
  const numbers = clockless.match(/\b\d+\b/g) ?? [];
  const missing = [
    ...days.filter((d) => !new RegExp(`\\b${d}\\b`).test(said)),
    ...times.filter((t) => !kept.has(t)).map(() => "the time"),
    ...numbers.filter((n) => !new RegExp(`\\b${n}\\b`).test(said)),
  ];
  if (missing.length > 0) throw new Error(`the statement leaves out what the whisper says (${missing.join(", ")}): keep every fact`);
  return statement;
}

export const innerThoughtPrompt: PromptSpec<Inputs, string, InnerThoughtInput> = {
  id: "inner_thought",
  version: 1,
  template,
  inputSchema: InnerThoughtInputSchema,
  variables: ({ identity, whisper }) => ({
    identity: describeIdentity(identity),
    name: identity.name,
    firstName: identity.firstName,
    whisper: whisper.replace(/\s+/g, " ").trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: StatementSchema,
    toValue: (answer: z.output<typeof StatementSchema>, { whisper }) => keepsTheWhisperFacts(checkedStatement(answer.statement), whisper),
    fromValue: (statement) => ({ statement }),
  },
  parse: (raw, { whisper }) => keepsTheWhisperFacts(checkedStatement(parseSentence(raw, LABELS)), whisper),
  validate: (value) => (value.length > INNER_THOUGHT_MAX_CHARS ? `the statement is longer than ${INNER_THOUGHT_MAX_CHARS} characters` : null),
  failSafe: ({ identity, whisper }) => thirdPersonThought(identity, whisper),
  failSafeValue: TEXT,
  generation: { temperature: 0, maxTokens: 160 },
  simulate: ({ identity, whisper }, random) => {
    const statement = thirdPersonThought(identity, whisper);
    return random() < 0.2 ? `Statement: ${statement}` : statement;
  },
};
