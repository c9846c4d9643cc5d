/**
 * Helpers shared by the social prompts (poignancy, reaction, conversation, reflection): text formatting for
 * templates, lenient answer parsers, and the small text tools their simulators build answers with.
 */
import type { Utterance } from "../../state/persona.js";
import { z } from "zod/v4";
import {
  ADDRESSED_PROBLEM,
  addressesTheReader,
  afterLastCue,
  checkedEnding,
  closesOnEmoji,
  escapeRegExp,
  firstJsonObject,
  firstParagraph,
  hasMarkup,
  isRefusal,
  jsonField,
  numberWords,
  personalClauses,
  plainText,
  repeatsItself,
  stripPreamble,
  unquote as stripQuotes,
  withoutTrailingNote,
} from "../answerText.js";
import { offersCandidates } from "../rawAnswer.js";

// --- formatting ---------------------------------------------------------------------------------------------------

/** "Klaus Mueller" -> "Klaus". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** "- a\n- b", or the given text when there is nothing to list. */
export function bulletList(items: readonly string[], whenEmpty: string): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  return clean.length ? clean.map((item) => `- ${item}`).join("\n") : whenEmpty;
}

/** "1. a\n2. b": numbered from 1, as the insight prompt shows its statements. */
export function numberedList(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item.replace(/\s+/g, " ").trim()}`).join("\n");
}

/** One "speaker: text" line per utterance. */
export function formatTranscript(transcript: readonly Utterance[]): string {
  return transcript.map(([speaker, text]) => `${speaker}: ${text}`).join("\n");
}

/**
 * An address as a noun phrase for the prompts, which put it after "at" or "use": "the Ville:Hobbs Cafe:cafe:counter"
 * -> "the counter in the cafe"; "the Ville:Hobbs Cafe" -> "Hobbs Cafe in the Ville" (common nouns get "the", names do
 * not); an object named by where it is becomes "the spot behind the bakery counter in the shop floor" (not "the
 * behind the bakery counter"); null for "<waiting>" / "<persona>" addresses.
 */
export function describeAddress(address: string | null | undefined): string | null {
  const place = addressParts(address);
  if (!place) return null;
  const spot = PLACE_PREPOSITION.test(place.spot) ? `the spot ${place.spot}` : the(place.spot);
  return place.area ? `${spot} in ${the(place.area)}` : spot;
}

/**
 * Where an address is, as words that follow an action: "at the counter in the cafe", "at Hobbs Cafe in the Ville",
 * and for an object named by where it is ("behind the bakery counter", "in front of the stage") that name itself,
 * "behind the bakery counter in the shop floor"; null for "<waiting>" / "<persona>" addresses. Given the action it
 * follows, a spot the action already names is not said again ("selling loaves behind the bakery counter" goes on "in
 * the shop floor"), and nothing is said when the action names the area too.
 */
export function wherePhrase(address: string | null | undefined, action?: string | null): string | null {
  const place = addressParts(address);
  if (!place) return null;
  const said = (words: string) => {
    const bare = words.replace(/^the\s+/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?:^|\\W)${bare}(?:$|\\W)`, "i").test(action ?? "");
  };
  const area = place.area && !said(place.area) ? ` ${ON_SURFACE.test(place.area) ? "on" : "in"} ${the(place.area)}` : "";
  if (said(place.spot)) return area.trim() || null;
  return PLACE_PREPOSITION.test(place.spot) ? `${place.spot}${area}` : `at ${the(place.spot)}${area}`;
}

/** An area one is on, not in: "on the shop floor", "on the lawn", "on the pier" (a room or a building is "in"). */
const ON_SURFACE = /(?:^|\s)(?:floor|lawn|field|green|grass|meadow|deck|terrace|patio|porch|balcony|pier|quay|jetty|wharf|dock|beach|platform|stage|roof|rooftop|pitch)$/i;

/** An object name that already says where it is: "behind the bakery counter", "in front of the stage", "by the door". */
const PLACE_PREPOSITION =
  /^(?:behind|in|on|at|by|near|next to|beside|under|underneath|beneath|below|above|over|inside|outside|between|among|across from|opposite|around|along|against|beyond)\s/;

/** Common nouns get "the"; names and phrases that have it do not. */
const the = (segment: string) => (/^[a-z]/.test(segment) && !/^the\s/.test(segment) ? `the ${segment}` : segment);

/** An address's last part (the spot) and the one before it (its area), trimmed; null when there is no place. */
function addressParts(address: string | null | undefined): { spot: string; area?: string } | null {
  if (!address || address.includes("<")) return null;
  const parts = address.split(":").map((p) => p.trim()).filter(Boolean);
  const spot = parts.at(-1);
  const area = parts.at(-2);
  if (!spot) return null;
  return area ? { spot, area } : { spot };
}

// --- parsing ------------------------------------------------------------------------------------------------------

export { stripQuotes };

/**
 * A one-paragraph free-text answer: the first paragraph that is not a preamble, without a leading label ("Answer:",
 * "Summary:" or the given ones), wrapping quotes, markdown, a reasoning block or line breaks; a JSON answer's text
 * field ("summary", "answer", a given label, or its only field) too. Throws when nothing is left, on a refusal, and
 * on text carrying JSON punctuation.
 */
export function parseSentence(raw: string, labels: readonly string[] = []): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, [...labels, "summary", "answer", "sentence", "text"], true);
  return checkedSentence(typeof field === "string" ? field : firstParagraph(raw, ["summary", ...labels]), labels);
}

/** A sentence as stored: labels and quotes off; not empty, a refusal, or JSON. */
export function checkedSentence(text: string, labels: readonly string[] = []): string {
  const sentence = stripQuotes(stripPreamble(text.replace(/\s+/g, " ").trim(), ["summary", ...labels]));
  if (!sentence || /^[.…\s]*$/.test(sentence)) throw new Error("the answer has no sentence in it");
  if (isRefusal(sentence)) throw new Error("the answer is a refusal");
  if (addressesTheReader(sentence)) throw new Error(ADDRESSED_PROBLEM);
  if (hasMarkup(sentence)) throw new Error("the answer is not plain text");
  if (repeatsItself(sentence)) throw new Error("the answer repeats itself");
  if (offersCandidates(sentence)) throw new Error("the answer offers alternatives: give one");
  if (closesOnEmoji(sentence)) throw new Error("the answer ends on emoji: write it in words only");
  return withoutTrailingNote(checkedEnding(sentence));
}

export { escapeRegExp };

const RATING_CUES = ["final answer", "answer", "rating", "score", "poignancy"];

/**
 * A 1-10 rating: "7", "Rating: 7", "**7**", "7/10", "7 out of 10", "seven", a JSON {"score": 7}; scale mentions such
 * as "on a scale of 1 to 10" are skipped. After a cue the first number counts; in prose the number of "N/10", "a N" or
 * "rate it N", else the only number given. Throws when there is none, when the prose gives several, when the answer
 * weighs two ("7, maybe 8", "between 5 and 6", "4-5"), and on a rating that is not whole ("6.5": the model could not
 * choose between 6 and 7, and neither can we; the repair turn asks for a whole number); the range is checked by
 * `validateRating`.
 */
/**
 * A scale end explained ("1 = routine", "10 = a life-changing day"), or two legend entries, on two lines or running on
 * in one after a cue ("Score: 1 = routine. 5 = worth remembering. 10 = ..."): the template's legend.
 */
const SCALE_LEGEND = /^\W*(?:1|10)\s*=\s*\p{L}|^\W*\d+\s*=\s*\p{L}[^\n]*\n[^\n]*?\d+\s*=\s*\p{L}|\b\d+\s*=\s*\p{L}[^\n=]*?[.;,]\s+\d+\s*=\s*\p{L}/mu;

export function parseRating(raw: string): number {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["score", "rating", "poignancy", "answer"], true);
  if (typeof field === "number") return wholeRating(field);
  let text = typeof field === "string" ? field : plainText(raw);
  if (!text || isRefusal(text)) throw new Error("expected a rating from 1 to 10");
  // "1 = routine and forgettable", "10 = life-changing": the scale's legend copied, not a rating of this event.
  if (SCALE_LEGEND.test(text)) throw new Error("the answer copies the scale's legend instead of rating the event");
  if (!/\d/.test(text)) text = numberWords(text);
  text = text.replace(/\b1\s*(?:-|–|to)\s*10\b/gi, " ");
  // "7 (out of 10)" is "7/10"; "10,000 times" counts something.
  text = text.replace(/\s*\(\s*(?:out of|\/)\s*10\s*\)/gi, "/10").replace(/\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g, " ");
  // Numbers that count or tell the time are no rating: "4 days away", "12 loaves", "at 2pm", "7:30".
  text = text.replace(NOT_A_RATING, " ");
  const cued = afterLastCue(text, RATING_CUES);
  const two = TWO_RATINGS.exec(cued ?? text);
  if (two && two[1] !== two[2]) throw new Error(`the answer weighs two ratings, ${two[1]} and ${two[2]}: give one whole number`);
  // "For most people a 3, but for Ada an 8": the person's value, given after the general one, is the one meant.
  // "Generally a 4; for Ada, a 7", "3 in general, 6 for Ada": the same contrast without its "but".
  const general = /\b(?:generally|in general|on (?:a|the) general scale|in general terms|usually|normally|typically|on average|for most \w+|most people|for (?:a|any) (?:typical|regular|normal|usual) \w+)\b/i.test(cued ?? text);
  const contrast = general ? (cued ?? text).replace(/\s*[;,]\s*(?!but\b)(?=(?:for|to)\s+\p{Lu}|\d+\s+(?:for|to)\s+\p{Lu})/gu, ", but ") : (cued ?? text);
  const contrasted = [...contrast.matchAll(CONTRASTED)].at(-1);
  if (contrasted) return wholeRating(Number(contrasted[1] ?? contrasted[2] ?? contrasted[3]));
  // "For most ferrymen a booking is a 2, but for Tomasz, helping Ines is a 5", "Rating: 6 (most people would give it
  // a 3)": the general value's clause set aside, the one number left is the person's.
  const personal = personalRating(cued ?? text);
  if (personal !== undefined) return wholeRating(personal);
  const number = /-?\d+(?:\.\d+)?/;
  if (cued !== undefined) {
    const m = number.exec(cued);
    if (m) return wholeRating(Number(m[0]));
  }
  const marked =
    /(-?\d+(?:\.\d+)?)\s*(?:\/|out of)\s*10\b/i.exec(text) ??
    /\b(?:is|be|as|give(?:s)? (?:it|this)|rate(?:s|d)? (?:it|this)(?: as)?|say|call it|score(?:s)? (?:it|this)?)\s+(?:a|an)?\s*(-?\d+(?:\.\d+)?)\b/i.exec(text) ??
    /^\s*(-?\d+(?:\.\d+)?)\s*(?:$|\n|[.!]\s)/.exec(text);
  if (marked) return wholeRating(Number(marked[1]));
  const all = [...new Set(text.match(/-?\d+(?:\.\d+)?/g) ?? [])];
  if (all.length === 1) return wholeRating(Number(all[0]));
  throw new Error(all.length === 0 ? "expected a rating from 1 to 10" : "the answer gives more than one number");
}

/**
 * The person's rating where the answer also gives a general one (`personalClauses`): the one number of the clauses
 * about the person; undefined when the answer gives no general rating beside another, and a thrown problem when the
 * numbers left are not one.
 */
function personalRating(text: string): number | undefined {
  const numbersIn = (clause: string) => [...new Set(clause.replace(/\s*(?:\/|out of)\s*10\b/gi, "").match(/(?<![\d.])\d+(?:\.\d+)?(?!\d|\.\d)/g) ?? [])];
  const clauses = personalClauses(text, (clause) => numbersIn(clause).length > 0, { usual: true });
  if (clauses === undefined) return undefined;
  const left = [...new Set(clauses.flatMap(numbersIn))];
  if (left.length !== 1) throw new Error("the answer gives a general rating and not one rating for the person");
  return Number(left[0]);
}

/**
 * A value for the person after a general one: "..., but for Ada it's an 8", "but for Ada, who dreads crowds, it's an
 * 8", "but to her a 7", "but I'd say 6".
 */
const CONTRASTED =
  /\b(?:but|however|though|yet),?\s+(?:(?:for|to)\s+[^,.;:\d]{1,40}?(?:,\s*(?:who|which|since|as|because|given|with)\b[^,.;:\d]{1,80},)?,?\s+(?:(?:it['’]s|it is|it would be|it['’]d be|this is|this would be|that['’]s|more like|rather|i['’]d say|i would say|probably)\s+)?(?:a|an)?\s*(\d+)|(?:i['’]d|i would)\s+(?:say|rate it|give it|go with)\s+(?:a|an)?\s*(\d+)|(?:it['’]s\s+|it is\s+)?(?:a\s+|an\s+)?(\d+)(?:\s*\/\s*10)?\s+(?:for|to)\s+(?!a\b|an\b|the\b|most\b|many\b|some\b|anyone\b|everyone\b|people\b|others?\b)\w+)/gi;

/** A number that counts something or is a time or date: "4 days", "12 loaves", "2pm", "7:30", "May 10", "#2". */
const NOT_A_RATING =
  /(?:\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|at|by|until|since|before|after|around)\s+\d{1,4}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?\b|\b\d{1,4}(?:(?:[:.]\d{2})?\s*[ap]\.?m\.?\b|[:.]\d{2}\b|\s*(?:%|percent\b)|\s+(?:(?:more|other|extra|whole|small|big|new|old|close|good|dear|more|of the|of her|of his)\s+)?(?:day|week|hour|minute|month|year|time|loa(?:f|ves)|people|person|friend|customer|o['’]clock|(?!is\b|was\b|has\b|as\b|this\b|its\b|does\b|yes\b|plus\b|us\b|thus\b|less\b)[a-z]+s)\b))/gi;

/** Two ratings weighed against each other: "7, maybe 8", "7 or 8", "between 5 and 6", "4-5", "4 to 5". */
const TWO_RATINGS =
  /\b(\d+(?:\.\d+)?)(?:\s*\/\s*10)?\s*(?:,?\s*(?:or|maybe|perhaps|possibly|probably|if not)\s+(?:even\s+)?(?:a\s+|an\s+)?|\s*(?:-|–|to)\s*|\s+and\s+)(\d+(?:\.\d+)?)\b(?!\s*(?:[.:]\d|%))/i;

/** A rating as a whole number (6.0 is 6); a fraction is no rating. */
function wholeRating(value: number): number {
  if (!Number.isInteger(value)) throw new Error(`${value} is not a whole number: give a whole number from 1 to 10`);
  return value;
}

/** The structured answer of the poignancy prompts: {"score": 1-10}. */
export const RatingSchema = z.object({ score: z.number().int().min(1).max(10).describe("1 = routine, 10 = life-changing") });

/** A structured score as the prompt's value, checked like a text one. */
export function checkedRating(score: number): number {
  const problem = validateRating(score);
  if (problem) throw new Error(problem);
  return score;
}

export function validateRating(value: number): string | null {
  return Number.isInteger(value) && value >= 1 && value <= 10 ? null : `rating ${value} is not an integer from 1 to 10`;
}

export { firstJsonObject, firstJsonStringArray, listItems } from "../answerText.js";

// --- simulation helpers -------------------------------------------------------------------------------------------

export function pick<T>(random: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

/** A seeded Fisher-Yates shuffle (a copy). */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const STOP_WORDS = new Set(
  (
    "about above after again against also always around been before being below between both could does doing " +
    "down during each from further have having here into just more most much must myself never only other over " +
    "really same should some such than that their them then there these they this those through today tomorrow " +
    "under until very were what when where which while will with would your yours yourself hello thanks thank " +
    "great good nice well right know think going want like sure yeah okay maybe something anything everything " +
    "things thing time little lately been it's that's i'm you're we're i've i'll you'll don't can't let's " +
    "still hey yeah actually honestly definitely probably getting doing make made went come came tell told said " +
    "says heard hear monday tuesday wednesday thursday friday saturday sunday morning afternoon evening later " +
    "soon already wait glad love lovely fine cool awesome wow help helps care catch nice talking really around " +
    "good great question"
  ).split(" "),
);

/**
 * Content words of the texts, most frequent first; names in `exclude` and multi-word capitalised names are
 * skipped.
 */
export function keywords(texts: readonly string[], exclude: readonly string[] = []): string[] {
  const skip = new Set(exclude.flatMap((e) => e.toLowerCase().split(/\s+/)));
  const counts = new Map<string, number>();
  for (const text of texts) {
    // Multi-word names ("Isabella Rodriguez", "Hobbs Cafe") are people and places, not topics.
    const plain = text.replace(/\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+/g, " ");
    for (const word of plain.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []) {
      const bare = word.replace(/'s$/, "");
      if (bare.length < 4 || STOP_WORDS.has(bare) || skip.has(bare)) continue;
      counts.set(bare, (counts.get(bare) ?? 0) + 1);
    }
  }
  // Most frequent first; among equals nouns-looking words before "-ing" forms, then the longer word (content words
  // tend to be longer), then the first seen.
  const gerund = (word: string) => (word.endsWith("ing") ? 1 : 0);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || gerund(a[0]) - gerund(b[0]) || b[0].length - a[0].length)
    .map(([word]) => word);
}

/** The sentences of a text (split after . ! or ?). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
}

/** "studying for her exam" said to its doer -> "studying for your exam" (or "my" when `to` is "my"). */
export function possessive(text: string, to: "my" | "your"): string {
  return text.replace(/\b(?:his|her|their)\b/gi, to);
}

/** Whether the text contains any of the words (as words or word beginnings: "argu" matches "arguing"). */
export function mentionsAny(text: string, stems: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return stems.some((stem) => new RegExp(`\\b${escapeRegExp(stem)}`).test(lower));
}

const VERBS = "is|are|was|were|has|have|had|will|plans|planned|wants|wanted|feels|felt|thinks|likes|loves|needs|hopes";
const LEADING_GERUND_OR_PREPOSITION = /^(?:\w+ing|on|at|in|for|to|with|about|of)\s+/i;

/** "Isabella Rodriguez is planning a party" -> { subject: "Isabella Rodriguez", rest: "planning a party" }. */
export function splitStatement(statement: string, fallbackSubject: string): { subject: string; rest: string } {
  const clean = statement.replace(/\([^)]*\)/g, "").replace(/\s+/g, " ").trim().replace(/[.!?]+$/, "");
  const match = new RegExp(`^(.+?)\\s+(?:${VERBS})\\s+(.+)$`, "i").exec(clean);
  if (match && match[1]!.split(" ").length <= 4) return { subject: match[1]!, rest: match[2]! };
  return { subject: fallbackSubject, rest: clean };
}

/** A short noun phrase for what a statement is about: "planning a Valentine's Day party" -> "the Valentine's Day party". */
export function topicOf(statement: string, fallbackSubject: string): string {
  let phrase = splitStatement(statement, fallbackSubject).rest;
  for (let i = 0; i < 2 && LEADING_GERUND_OR_PREPOSITION.test(phrase); i++) {
    const next = phrase.replace(LEADING_GERUND_OR_PREPOSITION, "");
    if (!next.trim()) break;
    phrase = next;
  }
  // Keep the head of the phrase: at most 6 words, cut before a place ("... at Hobbs Cafe") after the second word.
  const words = phrase.split(" ").slice(0, 6);
  const place = words.findIndex((w, i) => i >= 2 && /^(?:at|in|on|near|from|during|because)$/i.test(w));
  if (place > 0) words.length = place;
  const topic = words.join(" ").replace(/[.,;:!?]+$/, "").replace(/^(?:a|an)\s+/i, "the ").trim();
  return topic || "everyday things";
}

/**
 * Who a statement is about and what: people keep their name ("Maria Lopez" / "her physics exam"); objects
 * ("bed is being slept in") become a topic of the persona ("Klaus Mueller" / "the bed").
 */
export function aboutStatement(statement: string, name: string): { subject: string; topic: string } {
  const { subject } = splitStatement(statement, name);
  if (/^[a-z]/.test(subject)) return { subject: name, topic: `the ${subject.replace(/^the\s+/i, "")}` };
  return { subject, topic: clipText(topicOf(statement, name), 60) };
}

/** Clips a text to at most `max` characters at a word boundary, without a trailing stop. */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim().replace(/[.!?]+$/, "");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:]+$/, "");
}

/** A sentence fit to quote inside double quotes: clipped with "…" past `max` characters, its " made '. */
export function quotable(sentence: string, max = 140): string {
  // A quote starts where what was said starts: "Also, I promised ..." is quoted as "I promised ...".
  const clean = capitalize(sentence.replace(/\s+/g, " ").trim().replace(/"/g, "'")
    .replace(/^(?:(?:also|and|so|anyway|by the way|you know what\?|you know|oh|well|right|yes|mm|I've been meaning to tell you:|I was just thinking,),?\s+)+/i, ""));
  return clean.length <= max ? clean : `${clipText(clean, max)}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
