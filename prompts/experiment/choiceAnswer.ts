/**
 * Reading one choice out of a few (yes / no / unsure; a reason; the first or second answer) from what real models
 * write: a JSON object with the choice in a known field, the text after a cue ("Verdict: no"), a reply that leads
 * with the choice ("No, she had not heard of it."), or one that closes on it ("..., so: unsure."). A reply that
 * names two different choices where they count (two cues, a lead and a close) is no answer: never a wrong value.
 *
 * Shared by the measurement prompts (prompts/experiment/), whose classifications a study's numbers rest on.
 */
import { afterLastCue, escapeRegExp, inEnglish, isPreambleLine, isRefusal, jsonObjects, jsonField, plainText, quotesTheChoices, stripPreamble, unquote } from "../answerText.js";

/** Each choice with the words that say it, e.g. { yes: ["yes", "knew"], no: ["no"], unsure: ["unsure", "not sure"] }. */
export type ChoiceWords<C extends string> = Record<C, readonly string[]>;

export interface ChoiceReading<C extends string> {
  words: ChoiceWords<C>;
  /** JSON fields that hold the choice ("knew", "verdict"). */
  keys: readonly string[];
  /** Cues a text answer puts before the choice ("verdict", "answer"). */
  cues: readonly string[];
}

/** The choice a phrase leads with ("No, she ..." -> "no"); undefined when it leads with none. */
export function leadingChoice<C extends string>(text: string, words: ChoiceWords<C>): C | undefined {
  // "oui", "第一": a one-word choice in another language is its English word.
  const plain = unquote(stripPreamble(inEnglish(text).trim()))
    .replace(/^[*_"'“‘(\[]+/, "")
    .toLowerCase()
    // "not_interested", "did-not-know": a choice spelled as an identifier.
    .replace(/^([a-z]+(?:[_-][a-z]+)+)(?![\p{L}])/u, (id) => id.replace(/[_-]/g, " "));
  // Longer words first: "not sure" before "no", "no plan" before "no".
  const candidates = (Object.entries(words) as Array<[C, readonly string[]]>)
    .flatMap(([choice, list]) => list.map((word) => [choice, word.toLowerCase()] as const))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [choice, word] of candidates) {
    // A one-letter or one-digit choice ("B", "2") only when it is all there is: "A tie" does not lead with "a".
    const after = word.length === 1 ? "[).:!]*$" : "(?![\\p{L}\\p{N}'’-])";
    if (new RegExp(`^${escapeRegExp(word).replace(/\s+/g, "\\s+")}${after}`, "u").test(plain)) return choice;
  }
  return undefined;
}

/** The choice a reasoned answer closes on: "..., so: no." / "My verdict is unsure." */
function closingChoice<C extends string>(line: string, words: ChoiceWords<C>): C | undefined {
  const m = /(?:\b(?:so|therefore|thus|hence|verdict is|answer is|would be|is)\b:?|[,:;—–-])\s*["'“*_]*([^,:;—–-]{1,30}?)["'”*_]*[.!]*$/i.exec(line.trim());
  return m ? leadingChoice(m[1]!, words) : undefined;
}

/** "A tie, or maybe the first": another choice offered with "or". */
function hedgesBetween<C extends string>(line: string, choice: C, words: ChoiceWords<C>): boolean {
  const others = (Object.entries(words) as Array<[C, readonly string[]]>).filter(([c]) => c !== choice).flatMap(([, list]) => list.filter((w) => w.length > 1));
  const pattern = new RegExp(`\\bor\\s+(?:maybe\\s+|perhaps\\s+|possibly\\s+)?(?:${others.map(escapeRegExp).join("|")})\\b`, "i");
  return pattern.test(line);
}

/**
 * "yes | no", "first / second", "conflict|other": the choices written as the template lists them, a placeholder not
 * filled in (two or more choices joined by "|" or "/").
 */
function listsTheChoices<C extends string>(text: string, words: ChoiceWords<C>): boolean {
  const parts = plainText(text).trim().replace(/^["'“]|["'”.]$/g, "").split(/\s*[|/]\s*/);
  if (parts.length < 2) return false;
  const named = parts.map((part) => leadingChoice(part, words));
  return named.every((choice) => choice !== undefined) && new Set(named).size > 1;
}

/** Reads the choice, or throws a short reason (the runner tells the model and asks again). */
export function readChoice<C extends string>(raw: string, reading: ChoiceReading<C>): C {
  const { words, keys, cues } = reading;
  const expected = `expected one of: ${Object.keys(words).join(", ")}`;
  for (const object of jsonObjects(raw)) {
    const field = jsonField(object, keys, true);
    if (typeof field === "string") {
      if (listsTheChoices(field, words)) throw new Error(`the reply copies the instruction's choices; ${expected}`);
      const choice = leadingChoice(field, words);
      // {"reason": "forgot or conflict"}: two choices in the field is none.
      if (choice && hedgesBetween(field, choice, words)) throw new Error("the reply hedges between two answers");
      if (choice) return choice;
    }
    if (typeof field === "boolean" && "yes" in words && "no" in words) return (field ? "yes" : "no") as C;
  }
  const text = plainText(raw);
  if (isRefusal(text)) throw new Error(`the reply refuses; ${expected}`);
  if (quotesTheChoices(text) || listsTheChoices(text.split("\n")[0] ?? "", words)) throw new Error(`the reply copies the instruction's choices; ${expected}`);
  const cued = afterLastCue(text, cues);
  if (cued !== undefined) {
    const choice = leadingChoice(cued.split("\n")[0] ?? "", words);
    if (!choice) throw new Error(`${expected} after the cue`);
    const earlier = afterLastCue(text.slice(0, text.length - cued.length).replace(/[^\n]*$/, ""), cues);
    const before = earlier === undefined ? undefined : leadingChoice(earlier.split("\n")[0] ?? "", words);
    if (before && before !== choice) throw new Error("the reply gives two different answers");
    return choice;
  }
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !isPreambleLine(l));
  const leading = leadingChoice(lines[0] ?? "", words);
  const closing = lines.length ? closingChoice(lines.at(-1)!, words) : undefined;
  if (leading && closing && leading !== closing) throw new Error("the reply gives two different answers");
  const choice = leading ?? closing;
  if (!choice) throw new Error(expected);
  if (leading && hedgesBetween(lines[0] ?? "", choice, words)) throw new Error("the reply hedges between two answers");
  return choice;
}
