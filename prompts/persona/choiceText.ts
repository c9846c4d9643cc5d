/**
 * Which known name an answer picks (the location and object prompts): the exact name, a name inside a sentence, an
 * address, a description only one name fits ("the library"), an alias ("home"); two names at once are no answer, and
 * a name ruled out ("not Okafor Bakery", "The shop floor? No —") is no choice.
 */
import { afterLastCue, escapeRegExp, firstJsonObject, isPreambleLine, isRefusal, jsonField, plainText, stripPreamble, unquote } from "../answerText.js";
import { stripQuotes } from "./planningText.js";

const norm = (s: string) => s.toLowerCase().replace(/[“”"'’`]/g, "'").replace(/\s+/g, " ").trim();

/**
 * Maps an answer to one of the known names: exact (case-insensitive) first, then the longest known name the answer
 * contains. Returns null when nothing matches.
 */
export function matchKnownName(answer: string, names: readonly string[]): string | null {
  const a = norm(answer);
  if (!a) return null;
  const exact = names.find((n) => norm(n) === a);
  if (exact !== undefined) return exact;
  const bare = a.replace(/^the /, "");
  const loose = names.find((n) => norm(n).replace(/^the /, "") === bare);
  if (loose !== undefined) return loose;
  // A name inside a sentence ("she should go to Hobbs Cafe."), not inside a longer unknown name ("Dorm for Oak Hill
  // College" does not name "Oak Hill College").
  const contained = names.filter((n) => {
    const name = norm(n);
    if (!name) return false;
    const re = new RegExp(`(?:^|\\b(?:to|at|in|into|inside|visit|visits|visiting|go|goes|head|heads|the|is|stay|stays)\\s+)${escapeRegExp(name)}(?=$|[\\s.,;:!?)"'])`);
    return re.test(a);
  });
  contained.sort((x, y) => y.length - x.length);
  return contained[0] ?? null;
}

const CHOICE_CUES = ["final answer", "answer", "choice"];
const NOT_NAME_WORDS = new Set(["the", "a", "an", "her", "his", "their", "my", "its", "own", "at", "in", "to", "go", "goes", "area", "place", "room"]);

/** The words of a name or an answer that say which one it is ("Ada Okafor's house" -> ada, okafor, house). */
function nameWords(text: string): string[] {
  return norm(text)
    .replace(/'s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !NOT_NAME_WORDS.has(w));
}

/**
 * One candidate answer mapped to a known name: the exact name, the name within a sentence ("she goes to Okafor
 * Bakery"), an alias ("home"), or a short description that fits one name only ("the library" -> "Larkspur Library").
 * Undefined when it names none; throws when it names two.
 */
function choiceIn(candidate: string, names: readonly string[], alias?: (answer: string) => string | undefined): string | undefined {
  const answer = stripQuotes(unquote(stripPreamble(withoutRuledOut(candidate))))
    .replace(/\s*\(.*$/, "")
    .replace(/\s+(?:because|since|as|where|so that|which)\b.*$/i, "")
    .replace(/\s+[-–—]\s+.*$/, "")
    .trim();
  if (!answer) return undefined;
  // "Larkspur:Willow Park:lawn": an address, whose parts are names.
  if (/^[^:\s][^:]*(?::[^:]+)+$/.test(answer)) {
    const parts = answer.split(":").map((part) => matchKnownName(part.trim(), names)).filter((n): n is string => n !== null && norm(n) !== "");
    const distinct = [...new Set(parts)];
    if (distinct.length === 1) return distinct[0];
  }
  const mentioned = mentionedIn(answer, names);
  if (mentioned.length > 1) throw new Error(`the answer names more than one: ${mentioned.join(", ")}`);
  const exact = matchKnownName(answer, names);
  if (exact !== null) return exact;
  const aliased = alias?.(answer);
  if (aliased !== undefined) return aliased;
  const words = nameWords(answer);
  if (words.length === 0 || words.length > 4) return undefined;
  // A description fits a name when it has the name's head word, what kind of place or thing it is ("the library"
  // fits "Larkspur Library"; "Larkspur", the town's name too, does not), and fits one name only.
  const fits = (wanted: readonly string[]) =>
    names.filter((n) => wanted.every((w) => nameWords(n).includes(w)) && wanted.includes(nameWords(n).at(-1) ?? ""));
  const fitting = fits(words);
  if (fitting.length === 1) return fitting[0];
  // "the bakery kitchen" -> "kitchen": the head word, when only one name has it; not when the words before it are a
  // name of their own ("Millbrook Coffee House" is another place, not "Ines Moreau's house").
  // (A capitalised word that other known names carry, such as the town's, is no name of its own: "Millbrook Bakery".)
  const knownWords = new Set(names.flatMap(nameWords));
  const ownName = answer
    .replace(/^the\s+/i, "")
    .split(/\s+/)
    .slice(0, -1)
    .some((word) => /^\p{Lu}/u.test(word) && nameWords(word).some((w) => !knownWords.has(w)));
  // "an unknown house", "a house", "some other kitchen": any such place, not the one known by that word.
  const vague = /^(?:a|an|another|any|some|one)\s|\b(?:unknown|unspecified|unnamed|other|different|new|someone|somebody|nearby|random)\b/i.test(answer);
  // "the tide office" for a known "harbour office": a word no known name has, where the name has words of its own
  // before the head word, names another place of that kind (one the list lacks), not the known one. A word added to a
  // bare head ("the big oven" for "oven") or beside the name's own words ("the old work table") only describes it.
  // (Only in a phrase of plain words: markup around a name, "\\boxed{...}" or "arena=...", is no such word.)
  const unknownWord = /^[\p{L}\s'’-]+$/u.test(answer) && words.slice(0, -1).some((w) => !knownWords.has(w));
  const renamed = (n: string) => unknownWord && nameWords(n).slice(0, -1).some((w) => !words.includes(w));
  const byHead = fitting.length === 0 && !ownName && !vague ? fits(words.slice(-1)).filter((n) => !renamed(n)) : [];
  return byHead.length === 1 ? byHead[0] : undefined;
}

/** A place or thing named to be ruled out: "not the library", "rather than Okafor Bakery", "leave the bakery". */
const RULED_OUT =
  /(?:\b(?:not|never|rather than|instead of|other than|except|no longer|leav(?:e|es|ing)|away from|out of)|n['’]t)\s+[^,.;:!?()—–]*?(?=\s+(?:and|but|then|so)\b|\s*[,.;:!?()—–]|\s+-\s|$)/gi;
/** A choice asked and answered no: "The shop floor? No — the kitchen." */
const ASKED_AND_DENIED = /^[^?\n]*\?\s*(?:no|nope|not really)\b[\s,.!—–-]*/i;

/** The text without the places or things it rules out (what is left may name the one it picks). */
function withoutRuledOut(text: string): string {
  return text.replace(ASKED_AND_DENIED, "").replace(RULED_OUT, "").replace(/^[\s,.;:!?—–-]+/, "").trim();
}

/** Every known name a text mentions anywhere as whole words (names inside longer mentioned ones left out). */
function mentionedIn(text: string, names: readonly string[]): string[] {
  const a = norm(text);
  const found = names.filter((n) => norm(n) !== "" && new RegExp(`(?:^|[^a-z0-9'])${escapeRegExp(norm(n))}(?=$|[^a-z0-9])`).test(a));
  return found.filter((n) => !found.some((other) => other !== n && norm(other).includes(norm(n))));
}

/**
 * A choice prompt's parse: the known name the answer picks, in its exact known spelling — after a cue ("Answer: the
 * library"), else from the first line that names one (a preamble, a reasoning block, markdown and JSON are read past);
 * else the cleaned first answer line, which validate then rejects. Throws on an empty answer, a refusal, or an answer
 * naming two places at once.
 */
export function parseChoice(raw: string, names: readonly string[], alias?: (answer: string) => string | undefined): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["answer", "choice", "sector", "arena", "area", "place", "location", "object", "thing", "name"], true);
  if (typeof field === "string") {
    const chosen = choiceIn(field, names, alias);
    if (chosen !== undefined) return chosen;
  }
  const text = plainText(raw);
  if (!text) throw new Error("empty answer");
  if (isRefusal(text)) throw new Error("the answer is a refusal");
  const cued = afterLastCue(text, CHOICE_CUES);
  const lines = (cued ?? text).split("\n").map((l) => l.trim()).filter((l) => l && !isPreambleLine(l));
  if (lines.length === 0) throw new Error("empty answer");
  for (const [index, line] of (cued !== undefined ? lines.slice(0, 1) : lines).entries()) {
    const chosen = choiceIn(line, names, alias);
    if (chosen !== undefined) return notNamedOtherwise(chosen, (cued ?? text).split("\n").map((l) => l.trim()).filter((l) => l && !isPreambleLine(l)).slice(index + 1).join("\n"), names);
  }
  const first = stripQuotes(unquote(stripPreamble(lines[0]!)));
  if (!first) throw new Error("empty answer");
  return first;
}

/**
 * The choice, unless the text after it names another known one and not the choice again ("Answer: the shed\n\nHe
 * does it on the deck."): the answer then says two things, and is asked again. A name ruled out there ("not the
 * deck") is no second choice.
 */
function notNamedOtherwise(chosen: string, after: string, names: readonly string[]): string {
  if (!after) return chosen;
  // "..., and the bar is indoors": a name described (the subject of "is", "would", "feels"), or compared ("warmer than
  // the deck"), is a reason given, not a second choice; a name the person goes to or works at is one.
  const described = new RegExp(String.raw`\b(?:${names.map((n) => escapeRegExp(n)).join("|")})(?:['’]s)?\s+(?:is|are|was|were|would|will|has|had|feels|seems|looks|gets|can|could|may|might|isn['’]t|wasn['’]t|won['’]t|doesn['’]t)\b|\bthan\s+(?:the\s+)?(?:${names.map((n) => escapeRegExp(n)).join("|")})\b`, "gi");
  const named = mentionedIn(withoutRuledOut(after).replace(described, " "), names);
  const others = named.filter((n) => n !== chosen && !norm(chosen).includes(norm(n)));
  if (others.length > 0 && !mentionedIn(after, names).includes(chosen)) {
    throw new Error(`the answer picks ${chosen} and then names ${others.join(", ")}: give one`);
  }
  return chosen;
}

/** A chosen name that must be a known one (structured answers): the name, or a thrown problem. */
export function knownChoice(value: string, names: readonly string[], what: string): string {
  const problem = choiceProblem(value, names, what);
  if (problem) throw new Error(problem);
  return value;
}

export function choiceProblem(value: string, names: readonly string[], what: string): string | null {
  return names.includes(value) ? null : `"${value}" is not one of the ${what}: ${names.join(", ")}`;
}
