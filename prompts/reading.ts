/**
 * Reading one answer, the same way for every prompt and in both answer modes (the runner reads through this, and so
 * does the realistic-answer corpus): the shared checks first, then the prompt's own reader, then its validation.
 *
 *   1. cut off: the endpoint said so (`finish_reason: "length"`), or the text shows it (a reasoning block, a code
 *      fence or a JSON value never closed; sentence readers add a sentence that stops mid-way). A batched prompt
 *      (`keepsCompletePart`) reads the complete part and leaves the rest null, to be asked alone; any other prompt
 *      is asked again (the runner: shorter, or with a larger cap).
 *   2. a model's refusal or confusion about the request ("I'm sorry, but I can't help with that", "It seems like the
 *      input was cut off"), in the text or in any text field of a JSON answer: never a value. A field that describes
 *      something ({"state": "Sorry, I cannot say."}) is also none when it only says it cannot tell; a spoken line may.
 *   3. text mode: the prompt's parser. Structured mode: the JSON object, its fields matched to the schema's by name
 *      (case, "_", "-" and spaces aside) and strings turned into the numbers and booleans the schema asks for
 *      ("8", "false"); an object the schema still refuses (fields missing or renamed) is read by the prompt's text
 *      parser, which reads JSON answers by their synonyms and never guesses; an answer with no JSON is read as text.
 */
import { asksBack, leadingTime, listLine, withoutLeadingHeading, withoutQuotesAround, withoutRestatedQuestion, wordsOf, completePart, CutOffAnswer, escapeRegExp, hasPlaceholder, jsonObjects, plainLine, isModelRefusal, isNonAnswer, isSlotName, lastCorrection, looksCutOff, plainText, saysNothing, templateSlots, withoutAnswerLabel, withoutReasoning } from "./answerText.js";
import { isDeepStrictEqual } from "node:util";
import { conformToSchema, jsonObjectIn, structuredFormatOf } from "./structured.js";
import { unwrapRawAnswer } from "./rawAnswer.js";
import { CONFLICTING_KEYS_PROBLEM, hasConflictingKeys } from "./duplicateKeys.js";
import { loopsInText } from "./answerLoops.js";
import type { AnswerMode } from "../state/modelSource.js";
import type { PromptSpec, StructuredAnswer } from "./types.js";

/** What the endpoint said about an answer besides its text. */
export interface AnswerSigns {
  /** The answer stopped at the token cap (`finish_reason: "length"`). */
  cutOff?: boolean;
}

/** A value, or why there is none (`cutOff`: because the answer was cut off; asking again may give all of it). */
export type Reading<O> = { value: O } | { problem: string; cutOff?: boolean };

export const CUT_OFF_PROBLEM = "the answer was cut off by the length limit before it ended";
const REFUSAL_PROBLEM = "the answer is a refusal or a question about the request, not an answer";
const NOTHING_PROBLEM = "the answer says nothing (only dots or dashes)";
const PLACEHOLDER_PROBLEM = "the answer echoes the template's placeholders instead of filling them";
const CORRECTS_ITSELF_PROBLEM = "the answer corrects one of its items partway: give each item once, as meant";
const NON_ANSWER_PROBLEM = 'the answer says it has no value ("N/A", "unknown") where one is asked';

/**
 * Reads a model's answer to a prompt as a real model writes it (think blocks, preambles, markdown, JSON where prose was
 * asked): the value, or why it cannot be used.
 */
export function readAnswer<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, raw: string, inputs: I, mode: AnswerMode, signs: AnswerSigns = {}): Reading<O> {
  // Non-breaking spaces between words where spaces belong (some tokenizers emit them): a value holds plain spaces.
  // One beside a space is the writer's own stray character, left as sent.
  raw = raw.replace(/(?<=\S)[\u00a0\u2007\u202f](?=\S)/g, " ");
  // What the serving stack and the model's chat habits wrapped around the answer (turn tokens, an invented next turn,
  // HTML escapes, untagged thinking, candidates side by side): taken off before any reading.
  // A template that offers options of its own ("Option 1 or Option 2?"), or a batched answer's items, may name
  // options as values: only lettered candidates are candidates there.
  const ownOptions = prompt.keepsCompletePart === true || /\boption\b/i.test(prompt.template);
  // A request that speaks of HTML ("write the flyer as HTML") keeps the answer's paragraph tags.
  const htmlAsked = /\bhtml\b|<p>/i.test([prompt.template, ...(filledValues(prompt, inputs) ?? [])].join(" "));
  const unwrapped = unwrapRawAnswer(raw, { speech: prompt.speaksInCharacter === true, asWritten: prompt.keptAsWritten === true, ownOptions, cutOff: signs.cutOff === true, oneValue: !prompt.keepsCompletePart && !prompt.repeatsEntries, htmlAsked });
  if ("problem" in unwrapped) return { problem: unwrapped.problem };
  raw = unwrapped.text;
  // {"knew": "yes", "knew": "no"}: two answers in one object (JSON.parse would keep the last without a word).
  if (hasConflictingKeys(raw)) return { problem: CONFLICTING_KEYS_PROBLEM };
  let text = raw;
  if (signs.cutOff || looksCutOff(raw)) {
    if (!prompt.keepsCompletePart) return { problem: CUT_OFF_PROBLEM, cutOff: true };
    text = completePart(raw);
    if (!text) return { problem: CUT_OFF_PROBLEM, cutOff: true };
  }
  // At the very end, a count of the answer ("[Word count: 12]") or a note about it ("(Note: based on the memories.)",
  // after a list's last item too) is never part of it; a bare "[note]" is the template's slot, left for the check below.
  text = text.replace(/\s*[([](?:(?:word|character) count:?\s*\d+|\d+ (?:words|characters))[)\]]\.?\s*$/i, "");
  text = text.replace(/\s*[([](?:note|explanation|reasoning|based on|this (?:reflects|plan|schedule|list|answer|note|summary|keeps|follows))\b[^()[\]]+[)\]]\.?\s*$/i, "");
  // "6. Wait, actually, 8.", a second JSON object after "Correction:": the model's last word is its answer. A batched
  // answer that corrects one item inside a line is asked again (which item it means is a guess).
  // "..., On reflection, these are better: ...": a second answer weighed against the first, not a correction of it
  // (a note's own "On reflection, the day went well." is prose).
  if (!prompt.keepsCompletePart && /\S[\s\S]*(?:^|\n|[.!?\]}]\s+)on (?:further )?reflection\b[^\n:]*:/im.test(withoutReasoning(text))) return { problem: RESTATED_PROBLEM };
  const correction = lastCorrection(withoutReasoning(text));
  // A correction of a short value, of a JSON answer, or one that introduces its new value ("..., so: ..."); a
  // "Correction: ..." line inside a longer text (a notice's own correction, a character's "Wait, actually, ...") is
  // part of that text.
  if (correction && prompt.keepsCompletePart && !correction.ownLine) return { problem: CORRECTS_ITSELF_PROBLEM };
  if (correction && (correction.clause || correction.before.trim().split(/\s+/).length <= 8 || jsonObjects(correction.before).length > 0)) {
    // A list corrected by restating some of its items only ("Wait, actually, item 1 also ...:\n1. ..."): whether the
    // rest still stands is a guess. A batched prompt leaves the items not restated null itself.
    if (!prompt.keepsCompletePart && correction.ownLine && lineCount(correction.text) < lineCount(correction.before)) return { problem: CORRECTS_ITSELF_PROBLEM };
    text = correction.text;
  }
  // "1: 1\n1: 1\n1: 1", "1. (Ada, bake, rye) | 7" four times: a small model looping on one numbered line answers no item
  // (a batched prompt would keep the first and ask the rest again, from a model that has shown it loops).
  if (!prompt.speaksInCharacter && loopsOneNumberedLine(withoutReasoning(text))) return { problem: LOOP_PROBLEM };
  // "5:30 5:30 5:30 ...", "🎺🎺🎺🎺🎺🎺": a line looping, whatever part of it a parser would keep.
  if (!prompt.keepsCompletePart && loopsInText(withoutReasoning(text), prompt.speaksInCharacter === true)) return { problem: LOOP_PROBLEM };
  const structured = mode === "structured" ? (prompt.structured as StructuredAnswer<I, O> | undefined) : undefined;
  let reading: Reading<O> | undefined;
  try {
    reading = structured ? readStructured(prompt, structured, text, inputs) : undefined;
    if (!reading) {
      if (saysNothing(text)) return { problem: NOTHING_PROBLEM };
      // A JSON answer in text mode: a refusal in any of its text fields ({"utterance": "I'm sorry, but I can't ..."}).
      const json = prompt.keepsCompletePart ? undefined : jsonObjectIn(text);
      if (isModelRefusal(text) || (json && refusedFields(json).length > 0)) return { problem: REFUSAL_PROBLEM };
      // "Do you mean the train there or back? Let me know.": a question back is no answer.
      if (!json && !prompt.speaksInCharacter && asksBack(plainText(text))) return { problem: REFUSAL_PROBLEM };
      if (!prompt.keepsCompletePart && isNonAnswer(withoutAnswerLabel(plainText(text)))) return { problem: NON_ANSWER_PROBLEM };
      // A batched prompt leaves the part with a slot null itself (its other parts are usable).
      if (!prompt.keepsCompletePart && hasPlaceholder(withoutReasoning(text))) return { problem: PLACEHOLDER_PROBLEM };
      // "Reply with the time only, like "7:00 am"." written back: a small model copying the template, not answering.
      if (echoesTemplate(prompt, withoutReasoning(text), !prompt.keepsCompletePart)) return { problem: ECHO_PROBLEM };
      // "Bring a rug. Bring a rug. Bring a rug.": a small model looping on one sentence says nothing.
      if (!prompt.repeatsEntries && loopsOneSentence(withoutReasoning(text))) return { problem: LOOP_PROBLEM };
      // "06:00 - ...\n...\n23:00 - sleeping", "1) sanding the rails\n2) ...": a list whose items the model left out.
      if (!prompt.keepsCompletePart && !prompt.speaksInCharacter && elidesItems(withoutReasoning(text))) return { problem: ELIDED_PROBLEM };
      if (!json) text = asWritten(prompt, text, inputs);
      reading = { value: prompt.parse(text, inputs) };
    }
  } catch (error) {
    if (error instanceof CutOffAnswer) {
      return { problem: error.message, cutOff: true };
    }
    return { problem: firstLine(error) };
  }
  if ("problem" in reading) return reading;
  // "Answer: state" for "Answer: <state>": the slot's name written back bare is no value (a batched prompt's part
  // is its own to leave null).
  if (!prompt.keepsCompletePart && echoesSlotName(prompt, reading.value)) return { problem: PLACEHOLDER_PROBLEM };
  // ["question 1", "question 2", "question 3"]: the list's slots numbered, not filled.
  if (!prompt.keepsCompletePart && numbersItsSlots(reading.value)) return { problem: PLACEHOLDER_PROBLEM };
  // "1) clearing the work table (minutes: 10)": the template's own example given back as the answer.
  if (!prompt.keepsCompletePart && copiesTemplateExample(prompt, reading.value)) return { problem: EXAMPLE_PROBLEM };
  // A list saying one item over and over, as small models loop, is no list.
  if (!prompt.repeatsEntries && (loopsOneItem(reading.value) || repeatsOneItemInARow(reading.value))) return { problem: LOOP_PROBLEM };
  // "turning turning turning ...", {"utterance": "Eight it is. Eight it is. ..."}: a value looping inside itself.
  if (!prompt.keepsCompletePart && textFields(reading.value).some((field) => loopsWithin(field, prompt.speaksInCharacter === true))) return { problem: LOOP_PROBLEM };
  // "N/A", "unknown", "TBD" as the value or a part of it: the model says it has none.
  if (!prompt.keepsCompletePart && textFields(reading.value).some(isNonAnswer)) return { problem: NON_ANSWER_PROBLEM };
  const invalid = prompt.validate?.(reading.value, inputs) ?? null;
  if (invalid !== null) return { problem: invalid };
  // "5:30 am\n\nSo he is up at 6:00 am.": a short value said again differently in a paragraph of its own.
  if (!prompt.keepsCompletePart && isShortValue(reading.value) && paragraphsDisagree(prompt, text, inputs)) return { problem: RESTATED_PROBLEM };
  // "X, or more simply, Y", `"conflict" — though arguably "other"`: a second value held open beside the first.
  if (!prompt.keepsCompletePart && isShortValue(reading.value) && HEDGED_ALTERNATIVE.test(withoutReasoning(text))) return { problem: RESTATED_PROBLEM };
  // "being used to brew coffee": the template's own example phrase given back as the value.
  if (!prompt.keepsCompletePart && typeof reading.value === "string" && isTemplateExample(prompt, reading.value, inputs)) return { problem: EXAMPLE_PROBLEM };
  // "2) 8:00 至 16:00 在染坊工作 (work at the dye works ...)" among English items, for English inputs: half a translation.
  if (!prompt.keepsCompletePart && itemInAnotherScript(prompt, reading.value, inputs)) return { problem: OTHER_SCRIPT_PROBLEM };
  // A plan made of the item the template gave and its examples ("have lunch at 12:00 pm") only: the template copied.
  if (!prompt.keepsCompletePart && listOfTemplateExamples(prompt, reading.value, inputs)) return { problem: EXAMPLE_PROBLEM };
  // `{"knew": "yes"} or possibly {"knew": "unsure"}`: two different objects and no correction between them.
  if (!prompt.keepsCompletePart && isShortValue(reading.value) && objectsDisagree(text)) return { problem: RESTATED_PROBLEM };
  return reading;
}

const RESTATED_PROBLEM = "the answer gives one value and then another: give one";

/**
 * A text answer without what real models wrap around a whole answer, whatever the prompt: a markdown title over it,
 * quotes around all of it, and the request's question restated before it (the same answer written twice is read once
 * before, with the other wrappers: prompts/rawAnswer.ts).
 */
function asWritten<I>(prompt: PromptSpec<I, any, any>, text: string, inputs: I): string {
  const body = withoutReasoning(text);
  let shaped = body;
  for (let changed = true; changed; ) {
    const before = shaped;
    shaped = withoutQuotesAround(withoutLeadingHeading(shaped));
    shaped = withoutRestatedQuestion(shaped, requestWords(prompt, inputs));
    changed = shaped !== before;
  }
  return shaped === body ? text : shaped;
}

/** The words of the request a prompt sends for these inputs (its template and the values filled in). */
function requestWords<I>(prompt: PromptSpec<I, any, any>, inputs: I): Set<string> {
  return wordsOf([prompt.template, ...(filledValues(prompt, inputs) ?? [])].join(" "));
}

/** The values a prompt fills into its template for these inputs; undefined for inputs it cannot render. */
function filledValues<I>(prompt: PromptSpec<I, any, any>, inputs: I): string[] | undefined {
  try {
    return Object.values(prompt.variables(inputs));
  } catch {
    return undefined;
  }
}

/** A second value offered beside the first: "or more simply", "or rather", "or possibly", "though arguably". */
const HEDGED_ALTERNATIVE = /\b(?:or (?:more )?simply|or rather|or possibly|or perhaps|or maybe|(?:though|but|or) arguably)\b/i;

/**
 * Whether a phrase of three words or more is one of the template's quoted examples (`for example "..."`) that this
 * case's inputs say nothing of: "being used to brew coffee" for a dye vat is copied, for a café's coffee machine it
 * may be the answer.
 */
function isTemplateExample<I>(prompt: PromptSpec<I, any, any>, value: string, inputs: I): boolean {
  const key = sentenceKey(value).replace(/[.!]$/, "");
  if (key.split(" ").length < 3 || !templateEchoes(prompt).examples.has(`"${key}"`)) return false;
  const values = filledValues(prompt, inputs);
  if (!values) return false;
  const given = values.join(" ").toLowerCase();
  const words = key.split(/[^\p{L}]+/u).filter((w) => w.length >= 4 && !EXAMPLE_FILLER.has(w));
  // A word of the example the inputs hold as a word of their own, inflected or not ("bake", "baked"; not inside
  // "bakery", another word).
  const inGiven = (w: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w.replace(/(?:e?s|ing|ed)$/, ""))}(?:e|es|s|d|ed|ing|er|ers)?(?![\\p{L}])`, "u").test(given);
  return words.length > 0 && !words.some(inGiven);
}

const OTHER_SCRIPT_PROBLEM = "an item of the list is written in another language than the others: write every item in English";

/** Chinese, Japanese or Korean writing. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/u;

/**
 * Whether a list of phrases with an English item of the model's own has an item written in Chinese, Japanese or
 * Korean (its English in brackets or not) while the inputs have none of that writing: which words are meant is a
 * guess. A list wholly in another language is left to its prompt.
 */
function itemInAnotherScript<I>(prompt: PromptSpec<I, any, any>, value: unknown, inputs: I): boolean {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return false;
  const items = value as string[];
  const values = filledValues(prompt, inputs);
  if (!values) return false;
  const given = sentenceKey(values.join("\n"));
  // An English item of the model's own (not one the inputs give, as a triple's subject or a plan's first item).
  const ownEnglish = items.some((item) => !CJK.test(item) && /[A-Za-z]{3,}/.test(item) && !given.includes(sentenceKey(item)));
  return ownEnglish && items.some((item) => CJK.test(item)) && !CJK.test(given);
}

/**
 * Whether a list of phrases holds nothing but the template's examples, one at least that this case says nothing of,
 * besides items the inputs give word for word (a plan's given first item): a list with one example among its own
 * items is the model's.
 */
function listOfTemplateExamples<I>(prompt: PromptSpec<I, any, any>, value: unknown, inputs: I): boolean {
  if (!Array.isArray(value) || value.length < 2 || !value.every((item) => typeof item === "string")) return false;
  const values = filledValues(prompt, inputs);
  if (!values) return false;
  const given = sentenceKey(values.join("\n"));
  const own = (value as string[]).filter((item) => !given.includes(sentenceKey(item).replace(/[.!]$/, "")));
  const examples = templateEchoes(prompt).examples;
  return (
    own.length > 0 &&
    own.every((item) => examples.has(`"${sentenceKey(item).replace(/[.!]$/, "")}"`)) &&
    own.some((item) => isTemplateExample(prompt, item, inputs))
  );
}

/** Words of an example phrase that name nothing of its case ("being used to ...", "conversing about ..."). */
const EXAMPLE_FILLER = new Set("being used conversing about with from next week that this have their".split(" "));

/** Whether a text holds two JSON objects that say different things. */
function objectsDisagree(text: string): boolean {
  const objects = jsonObjects(text);
  return objects.length >= 2 && objects.some((o) => !isDeepStrictEqual(o, objects[0]));
}

/** A value a paragraph can hold whole: a number, a yes or no, a phrase (no sentence), a triple. */
function isShortValue(value: unknown): boolean {
  if (typeof value === "number" || typeof value === "boolean") return true;
  if (typeof value === "string") return value.trim().split(/\s+/).length <= 8 && !/[.!?]$/.test(value.trim());
  return Array.isArray(value) && value.length <= 3 && value.every((part) => typeof part === "string" && isShortValue(part));
}

/**
 * A paragraph that concludes or restates the value: "So ...", "Therefore ...", "Overall: 5.", "Score: 8". A paragraph
 * that explains ("The press is slow.", "Justification: ...") may name other things and says nothing against the value.
 */
const CONCLUSION = /^\W*(?:so|therefore|thus|hence|that means|which means|in short|in other words|(?:overall|final|score|rating|answer)\W*:)(?=[\s,:])/i;

/** A conclusion that denies: "So she had not heard of it", "So he never knew", "so nobody told her". */
const DENIAL = /\b(?:not|never|no one|nobody|nothing|neither)\b|n['’]t\b/i;

/** Whether a paragraph that concludes an answer, read alone, gives another value than the one before it. */
function paragraphsDisagree<I>(prompt: PromptSpec<I, any, any>, text: string, inputs: I): boolean {
  const paragraphs = withoutReasoning(text).split(/\n[ \t]*\n/).filter((p) => p.trim());
  if (paragraphs.length < 2 || !paragraphs.slice(1).some((p) => CONCLUSION.test(p))) return false;
  const values: unknown[] = [];
  const read = (paragraph: string): boolean => {
    try {
      const value: unknown = prompt.parse(paragraph, inputs);
      if ((prompt.validate?.(value, inputs) ?? null) !== null) return false;
      values.push(value);
      return true;
    } catch {
      return false;
    }
  };
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0 && !CONCLUSION.test(paragraph)) continue;
    // "So no, she would not ...": the value alone opens the conclusion. A paragraph that holds no value (a reason, a remark)
    // says nothing against the value.
    if (read(paragraph) || i === 0) continue;
    const opening = paragraph.replace(CONCLUSION, "").split(",")[0]!.trim();
    if (opening.split(/\s+/).length <= 2 && read(opening)) continue;
    // "So the second answer sounds more real." after "first": the conclusion names another of the answer's choices.
    const other = choicesOf(prompt).find((choice) => choice !== values[0] && new RegExp(`\\b${escapeRegExp(choice)}\\b`, "i").test(paragraph));
    if (other !== undefined && typeof values[0] === "string" && !new RegExp(`\\b${escapeRegExp(values[0])}\\b`, "i").test(paragraph)) values.push(other);
    // '{"knew": "yes"}' then "So she had not heard of it before.": a conclusion that only denies, after a yes.
    else if (other === undefined && i > 0 && (values[0] === "yes" || values[0] === true) && DENIAL.test(paragraph)) values.push("a denial");
  }
  return values.some((value) => !isDeepStrictEqual(value, values[0]));
}

const choicesCache = new WeakMap<object, string[]>();

/** The choices a prompt's answer is one of (its structured schema's enum of strings), if it has any. */
function choicesOf(prompt: PromptSpec<any, any, any>): string[] {
  let choices = choicesCache.get(prompt);
  if (choices) return choices;
  choices = [];
  const collect = (schema: unknown) => {
    if (!schema || typeof schema !== "object") return;
    const s = schema as Record<string, unknown>;
    if (Array.isArray(s.enum)) choices!.push(...s.enum.filter((c): c is string => typeof c === "string"));
    for (const property of Object.values((s.properties as Record<string, unknown>) ?? {})) collect(property);
  };
  try {
    collect(structuredFormatOf(prompt as never).schema);
  } catch {
    // a prompt without a structured schema offers no choices
  }
  choicesCache.set(prompt, choices);
  return choices;
}

const lineCount = (text: string) => text.split("\n").filter((line) => line.trim()).length;

/** A structured answer's reading; undefined when the answer holds no JSON object (it is read as text). */
function readStructured<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, structured: StructuredAnswer<I, O>, raw: string, inputs: I): Reading<O> | undefined {
  const json = jsonObjectIn(raw);
  if (json === undefined) return undefined;
  // A batched prompt reads around a refusal in one part (that part is null, asked alone); a whole refusal is none.
  const fields = textFields(json);
  const refused = refusedFields(json).length;
  if (prompt.keepsCompletePart ? fields.length > 0 && refused === fields.length : refused > 0) return { problem: REFUSAL_PROBLEM };
  if (!prompt.keepsCompletePart && (fields.some(hasPlaceholder) || namesOwnSlot(json))) return { problem: PLACEHOLDER_PROBLEM };
  if (!prompt.keepsCompletePart && fields.some(isNonAnswer)) return { problem: NON_ANSWER_PROBLEM };
  const object = conformToSchema(json, structuredFormatOf(prompt as never).schema);
  const checked = structured.schema.safeParse(object);
  if (checked.success) return { value: structured.toValue(checked.data, inputs) };
  try {
    return { value: prompt.parse(JSON.stringify(object), inputs) };
  } catch (error) {
    if (error instanceof CutOffAnswer) throw error;
    const issue = checked.error.issues[0]!;
    const where = issue.path.length ? `field "${issue.path.join(".")}"` : "the object";
    return { problem: `the JSON answer does not follow the schema: ${where}: ${issue.message}` };
  }
}

const EXAMPLE_PROBLEM = "the answer copies the template's example: answer for this case";
const ECHO_PROBLEM = "the answer writes the request back instead of answering it";

const templateSentences = new WeakMap<object, { sentences: RegExp[]; examples: Set<string>; lines: RegExp[] }>();
const sentenceKey = (text: string) => text.toLowerCase().replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim();

/**
 * The template's sentences of five words or more (a slot in one matches any words) and its quoted examples
 * (`like "7:00 am"`), as an answer would write them back.
 */
function templateEchoes(prompt: PromptSpec<any, any, any>): { sentences: RegExp[]; examples: Set<string>; lines: RegExp[] } {
  let known = templateSentences.get(prompt);
  if (known) return known;
  const sentences: RegExp[] = [];
  const lines: RegExp[] = [];
  for (const line of prompt.template.split("\n")) {
    // An example line of the answer's own format ("1. ({name}, plan, a birthday party) | 6"): an answer of that line
    // alone copies it.
    if (/^\s*(?:\d{1,2}[.):]|[-*•])\s/.test(line)) lines.push(new RegExp(`^${sentenceKey(line).split(/\{[^{}]*\}/).map(escapeRegExp).join("[^,;()]{1,60}?")}$`));
    // An example line of a list ("1) clearing the work table (minutes: 10)") may be an answer's own item.
    if (!/^(?:[A-Z]|\{)/.test(line.trim())) continue;
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      const literal = sentence.replace(/\{[^{}]*\}/g, " ").trim();
      if (literal.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 5) continue;
      const pattern = sentenceKey(sentence).split(/\{[^{}]*\}/).map(escapeRegExp).join(".+?");
      sentences.push(new RegExp(`^${pattern}$`));
    }
  }
  // `for example "have lunch at 12:00 pm" or "paint from 2:00 pm to 5:00 pm"`: every example of the run counts.
  const examples = new Set(
    [...prompt.template.matchAll(/(?:like|for example|e\.g\.,?)\s+("[^"{}\n]{1,60}"(?:\s*(?:,|or|and|, or|, and)\s+"[^"{}\n]{1,60}")*)/gi)].flatMap((m) =>
      [...m[1]!.matchAll(/"([^"{}\n]{1,60})"/g)].map((q) => `"${sentenceKey(q[1]!)}"`),
    ),
  );
  templateSentences.set(prompt, (known = { sentences, examples, lines }));
  return known;
}

/**
 * Whether an answer is only the template's quoted example or one of its example lines, or (`sentences`) holds a line
 * of the template's sentences only. A batched answer is judged whole only: its other parts may be usable.
 */
function echoesTemplate(prompt: PromptSpec<any, any, any>, text: string, sentencesToo: boolean): boolean {
  const { sentences, examples, lines: exampleLines } = templateEchoes(prompt);
  const lines = text.split("\n").map((line) => sentenceKey(plainLine(line))).filter(Boolean);
  if (lines.length === 1 && (examples.has(`"${lines[0]!.replace(/^"|"$/g, "").replace(/[.!]$/, "")}"`) && /^"/.test(lines[0]!) || exampleLines.some((re) => re.test(lines[0]!)))) return true;
  if (lines.length === 1 && prompt.keepsCompletePart && examples.has(`"${lines[0]!.replace(/[.!]$/, "")}"`)) return true;
  if (!sentencesToo) return false;
  // A line wholly made of the template's sentences (a question echoed before the answer on its line is a cue, read past).
  return lines.some((line) => line.split(/(?<=[.!?])\s+/).every((part) => sentences.some((re) => re.test(part))));
}

/**
 * Whether a list of two items or more is the template's example list: every text in it (phrases of three words or more)
 * is the template's own words. One phrase the template names is a choice it offers ("did not know"), not a copy.
 */
function copiesTemplateExample(prompt: PromptSpec<any, any, any>, value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2) return false;
  const texts = textFields(value);
  const template = prompt.template.toLowerCase().replace(/\s+/g, " ");
  const copied = (text: string) => text.trim().split(/\s+/).length >= 3 && template.includes(text.trim().toLowerCase().replace(/\s+/g, " "));
  return texts.length > 0 && texts.every(copied);
}

const LOOP_PROBLEM = "the answer repeats one item over and over: give each item once";
const ELIDED_PROBLEM = 'the answer leaves items out ("..."): give every item';

/** A list line that only stands for items left out: "...", "06:00 - ...", "2) …", "etc.". */
function isElidedLine(line: string): boolean {
  const { number, bullet, text } = listLine(line);
  const body = leadingTime(text)?.rest ?? text;
  const elided = /^(?:\.{2,}|…+|etc\.?|and so on\.?)$/i.test(body.trim());
  return elided && (number !== null || bullet || leadingTime(text) !== null || body.trim() === text.trim());
}

/**
 * Whether a list of two lines or more has a line that stands for items left out beside lines with items ("05:00 -
 * waking up\n06:00 - ...\n...\n23:00 - sleeping"): what the left-out items are is a guess. A whole answer of dots is
 * another problem (it says nothing).
 */
function elidesItems(text: string): boolean {
  const lines = plainText(text).split("\n").map((line) => line.trim()).filter(Boolean);
  if (lines.length < 2) return false;
  const elided = lines.filter(isElidedLine).length;
  return elided > 0 && elided < lines.length;
}

/**
 * A list of phrases saying one item four times or more in a row ("teach at the school" five times after the first
 * item): a small model looping (one activity at several times of the day is written apart, between others).
 */
function repeatsOneItemInARow(value: unknown): boolean {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return false;
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    const same = (value[i] as string).trim().toLowerCase() === (value[i - 1] as string).trim().toLowerCase() && /\p{L}/u.test(value[i] as string);
    run = same ? run + 1 : 1;
    if (run >= 4) return true;
  }
  return false;
}

/**
 * Whether a text loops inside itself: a word said six times or more in a row ("turning turning turning ...", "at at
 * at ..."), a phrase of two to six words said five times or more in a row ("the flour the flour ..."), or a sentence
 * of three words or more said four times or more in a row ("Eight it is. Eight it is. ..."). A character may repeat a
 * word for effect ("no, no, no, no", "ha ha ha ha ha ha"): in speech only phrases and sentences count.
 */
function loopsWithin(text: string, speech: boolean): boolean {
  if (!speech && /(?<![\p{L}'’])([\p{L}'’]{2,})(?:[\s,]+\1(?![\p{L}'’])){5,}/iu.test(text)) return true;
  if (/(?<![\p{L}'’])([\p{L}'’]+(?:\s+[\p{L}'’]+){1,5})(?:[\s,]+\1(?![\p{L}'’])){4,}/iu.test(text)) return true;
  return /(?<![\p{L}'’])([\p{L}'’]+(?:[\s,]+[\p{L}'’]+){2,12}[.!?。！？])(?:\s*\1){3,}/iu.test(text);
}

/**
 * Whether a list holds one item three times or more that cannot recur: a whole record (a subtask and its minutes, an
 * insight and its evidence) or a phrase at a clock time ("open the mill at 7:30 am"). Numbers alone may repeat (ratings),
 * and so may a bare phrase ("bake bread" in the morning, at noon and at night).
 */
function loopsOneItem(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const seen = new Map<string, number>();
  for (const item of value) {
    if (textFields(item).length === 0) continue;
    if (typeof item === "string" && !/\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\b\d{1,2}:\d{2}\b/i.test(item)) continue;
    const key = JSON.stringify(item).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const count = (seen.get(key) ?? 0) + 1;
    if (count >= 3) return true;
    seen.set(key, count);
  }
  return false;
}

/**
 * Three lines or more, all the same line, each opening with an item's number ("1: 1", "1. (Ada, bake, rye) | 7"): one
 * item said over and over. Bare values alike ("5\n5\n5": three events rated alike) are no loop; nor is a ranking that
 * names one document again ("Doc: 2, Relevance: 10" four times ranks that one document). One labelled line six times
 * or more and nothing else ("Place: Hollin Dale Creamery" twenty times) is a field said over and over: a loop too.
 */
function loopsOneNumberedLine(text: string): boolean {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  if (lines.length < 3 || !lines.every((l) => l === lines[0])) return false;
  return /^\d+\s*[:.)]\s*\S/.test(lines[0]!) || (lines.length >= 6 && /^\p{L}[\p{L} _-]{0,30}:\s*\S/u.test(lines[0]!));
}

/**
 * Whether a text is one finished sentence said three times or more and nothing else (a label before each aside). A
 * short value on lines of its own ("5:00 am" thrice) still says one value.
 */
function loopsOneSentence(text: string): boolean {
  const parts = text.split(/(?<=[.!?。！？])\s+|\n+/).filter((s) => s.trim());
  if (!parts.every((s) => /[.!?。！？]["”’)]?$/.test(s.trim()))) return false;
  const sentences = parts
    .map((s) => s.replace(/^[\p{L} ]{1,20}:\s*/u, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim())
    .filter(Boolean);
  return sentences.length >= 3 && sentences.every((s) => s === sentences[0]);
}

const slotsOf = new WeakMap<object, string[]>();

/** Whether a text in the value is only the name of one of the template's slots ("state" for "<state>"). */
function echoesSlotName(prompt: PromptSpec<any, any, any>, value: unknown): boolean {
  let slots = slotsOf.get(prompt);
  if (!slots) slotsOf.set(prompt, (slots = templateSlots(prompt.template)));
  return slots.length > 0 && textFields(value).some((field) => isSlotName(field, slots));
}

/** A list whose items are one word and a running number ("question 1", "question 2", ...): slots, not values. */
function numbersItsSlots(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2 || !value.every((item) => typeof item === "string")) return false;
  const slots = value.map((item: string) => /^\s*[[<{(]?\s*([a-z]+)\s*#?(\d{1,2})\s*[\]>})]?\s*$/i.exec(item));
  return slots.every((slot, i) => slot !== null && slot[1]!.toLowerCase() === slots[0]![1]!.toLowerCase() && Number(slot[2]) === i + 1);
}

/** Whether a field of the answer only holds its own name ({"predicate": "predicate"}, {"state": "<state>"}). */
function namesOwnSlot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(namesOwnSlot);
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, field]) => (typeof field === "string" ? isSlotName(field, [key]) : namesOwnSlot(field)));
}

/**
 * Fields that describe something (a thing's state, a place, an emoji, a summary): never anyone's own words, so "Sorry,
 * I cannot say." there is the model declining, where a character's line ("utterance", "content") may say it.
 */
const DESCRIPTION_FIELDS = new Set(
  "state objectstate thingstate description status place sector area arena object thing location emoji objectemoji thingemoji activity event subject predicate summary currently emotion".split(" "),
);

/** The strings inside a JSON value that are a refusal, each judged by the kind of its field (DESCRIPTION_FIELDS). */
function refusedFields(value: unknown, key = ""): string[] {
  if (typeof value === "string") return isModelRefusal(value, DESCRIPTION_FIELDS.has(key) ? "description" : "speech") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => refusedFields(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => refusedFields(v, k.toLowerCase().replace(/[^a-z0-9]/g, "")));
  return [];
}

/** Every string inside a JSON value. */
function textFields(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textFields);
  if (value && typeof value === "object") return Object.values(value).flatMap(textFields);
  return [];
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
