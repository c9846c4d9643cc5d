/**
 * The answer as the model meant it, taken out of what the serving stack and the model's chat habits wrap around it
 * (issue 24): read before any prompt's own reading, the same way in text and structured mode.
 *
 *   - chat-template leftovers: an end-of-turn token (`<|im_end|>`, `<|eot_id|>`, `</s>`, `<end_of_turn>`) ends the
 *     answer; what follows it is another turn. A start-of-turn marker at the very start is dropped.
 *   - the model going on with a turn of its own making ("\n\nUser: ...\nAssistant: ..."): the first answer is the one.
 *   - a stop sequence the server left at the end ("...\nUser:", TGI returns the stop it matched): not the answer.
 *   - an "Assistant:" prefix: the speaker, not the answer.
 *   - the answer wrapped whole in an answer tag (`<answer>...</answer>`, `<response>`, `<output>`, `<result>`,
 *     `<final_answer>`), after a reasoning block or not, or in a tag named after the value (`<state>...</state>`):
 *     its content.
 *   - a JSON answer put in an envelope of one field (`{"data": {...}}`, `"result"`, `"response"`, `"output"`): the
 *     object or list inside it.
 *   - HTML entities (`&#39;`, `&quot;`, `&eacute;`) from a server that escaped the text: decoded.
 *   - an answer that is only a LaTeX `\\boxed{...}` (as math-tuned models close): its content as text.
 *   - an HTML list (`<ol><li>...</li></ol>`, `<ul>`) as the whole answer: numbered or bulleted lines.
 *   - the whole answer in HTML paragraphs (`<p>...</p>`, lines ended by `<br>`) where the request speaks of no HTML:
 *     its text, a paragraph a blank line, a `<br>` a line break.
 *   - `\n` escapes written out literally in an answer with no real line break: real line breaks.
 *   - full-width digits (`７`, `５:００`) and a Unicode minus before a digit (`−1`): plain digits and "-".
 *   - military clock times ("0530 hours", "1350 ~ 1450 hours"): "05:30", "13:50 ~ 14:50" (not in a character's line).
 *   - full-width colons, commas and brackets in Latin text ("1：8", "（Ada，bake，bread）"): ASCII (not in a line said).
 *   - YAML where JSON or lines were asked (a ```yaml fence, or bare YAML holding records): the same value as JSON.
 *   - zero-width spaces, word joiners and a byte-order mark (invisible, some tokenizers emit them inside words): gone.
 *   - the same answer said twice: a JSON value sent twice in a row (a streaming duplicate), or a text answer written
 *     twice, paragraph for paragraph: read once.
 *   - a `<think>` block never closed, from a model that stopped on its own (the endpoint did not say it hit the cap):
 *     its last paragraph, after a blank line, is the answer the reasoning ran into; the paragraphs before are thinking.
 *   - a reasoning paragraph without tags before the answer ("Okay, so I need to ...\n\n<answer>"): the answer.
 *   - two or more candidates ("Option A: ...\nOption B: ...", and where the template offers no options of its own,
 *     "Option 1: ... Option 2: ...", "Version A ... Version B"): the one the answer chooses; no choice, no value.
 *
 * None of this depends on the prompt; what a careful reader could not settle is left as a problem, never guessed.
 */
import { parseJsonLenient, withoutReasoning } from "./answerText.js";
import { yamlAsJson } from "./yamlAnswer.js";
import { withReasoningAsThinkTags } from "./reasoningWrappers.js";
import { withCodeAssignmentAsValue } from "./codeAnswer.js";

/** What the prompt says about itself that changes the clean-up (see `unwrapRawAnswer`). */
export interface UnwrapOptions {
  speech?: boolean;
  asWritten?: boolean;
  ownOptions?: boolean;
  /** The endpoint said the answer stopped at the token cap: an unclosed reasoning block is a cut thought. */
  cutOff?: boolean;
  /** The answer is one value (not a batch or a list whose entries may repeat): a bare value said on every line is one. */
  oneValue?: boolean;
  /** The request itself speaks of HTML (its paragraphs then are the answer's own). */
  htmlAsked?: boolean;
}

/** The answer's text to read, or why there is none. */
export type RawReading = { text: string } | { problem: string };

export const UNCHOSEN_CANDIDATES_PROBLEM = "the answer offers several candidates without choosing one";
export const TWO_ANSWERS_PROBLEM = "the answer gives two different JSON answers one after the other: give one";
export const TWO_VALUES_PROBLEM = "the answer gives two values at once (\"5 or 6\"): which one is meant is a guess";

/**
 * The whole clean-up, in the order the wrappers are put on: turn tokens, turns, escapes, then the answer's shape. A
 * line someone says (`speech`) keeps an opening "Okay, so ..." paragraph: in a character's mouth it is talk; a text kept
 * as written (`asWritten`) keeps the bold label that opens it. A prompt whose template offers no options of its own
 * (`ownOptions` false) reads numbered and versioned candidates too ("Option 1: ...", "Version B: ...").
 */
export function unwrapRawAnswer(raw: string, { speech = false, asWritten = false, ownOptions = true, cutOff = false, oneValue = false, htmlAsked = false }: UnwrapOptions = {}): RawReading {
  let text = raw.replace(/\r\n?/g, "\n");
  // "Thinking...", "[THINK]", harmony's analysis channel: as `<think>` blocks (harmony's "<|end|>" is no turn's end).
  text = withReasoningAsThinkTags(text);
  text = withinOneTurn(text);
  if (!cutOff) text = withReasoningClosed(text);
  text = withoutInventedTurn(text);
  text = withoutTrailingTurnLabel(text);
  text = withoutSpeakerPrefix(text);
  text = withoutAnswerTags(text);
  text = withoutValueTag(text);
  // A code model's answer as a program ("answer = \"...\"" then "print(answer)"): the string it holds.
  text = withCodeAssignmentAsValue(text);
  text = withoutEnvelope(text);
  text = withRealLineBreaks(text);
  text = decodeHtmlEntities(text);
  if (!htmlAsked) text = withoutHtmlParagraphs(withHtmlListAsLines(text));
  text = withoutBoxedMath(text);
  text = withPlainDigits(text);
  text = withoutInvisibleMarks(text);
  if (!speech) text = withClockHours(text);
  if (!speech) text = withLatinPunctuation(text);
  if (!speech && !asWritten) text = yamlAsJson(text);
  text = saidOnce(text);
  if (oneValue) text = bareValueOnce(text);
  if (!speech) text = withoutUntaggedReasoning(text);
  if (!asWritten) text = withoutBoldLabel(text);
  if (twoValuesAtOnce(text)) return { problem: TWO_VALUES_PROBLEM };
  if (oneValue && differentJsonAnswers(text)) return { problem: TWO_ANSWERS_PROBLEM };
  if (!speech && !asWritten && introducesAnAlternative(text)) return { problem: UNCHOSEN_CANDIDATES_PROBLEM };
  return chosenCandidate(text, { ownOptions });
}

const OPEN_REASONING = /<(think|thinking|reasoning)>/i;

/**
 * "<think>\nHe is busy today.\n\nno": a reasoning block never closed, though the model stopped on its own. Its last
 * paragraph is the answer (the block is closed before it); a block of one paragraph is left as it is (a thought cut
 * off, or an answer with no thinking: which is a guess). Only for an answer the endpoint did not mark as cut off.
 */
export function withReasoningClosed(text: string): string {
  const open = OPEN_REASONING.exec(text);
  if (!open || new RegExp(`<\\/${open[1]}>`, "i").test(text)) return text;
  const inside = text.slice(open.index + open[0].length).trimEnd();
  const lastBreak = inside.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/);
  if (lastBreak < 0 || !inside.slice(0, lastBreak).trim()) return text;
  const answer = inside.slice(lastBreak).trim();
  return `${text.slice(0, open.index)}${open[0]}${inside.slice(0, lastBreak)}</${open[1]}>\n\n${answer}`;
}

/**
 * "<p>Use the bridge.</p>", "<p>05:00 - waking up<br>\n06:00 - ...</p>": a chat front end's HTML around the whole
 * answer, as text (paragraphs apart by a blank line, `<br>` a line break). An answer with other tags, or with a
 * paragraph tag only inside it, is left as written.
 */
export function withoutHtmlParagraphs(text: string): string {
  const trimmed = text.trim();
  if (!/^<p>[\s\S]*<\/p>$/i.test(trimmed) || /<(?!\/?(?:p|br)\s*\/?>)\/?[a-z]/i.test(trimmed)) return text;
  return trimmed
    .replace(/^<p>\s*|\s*<\/p>$/gi, "")
    .replace(/\s*<\/p>\s*<p>\s*/gi, "\n\n")
    .replace(/[ \t]*<br\s*\/?>[ \t]*\n?/gi, "\n")
    .trim();
}

/**
 * "\\boxed{\\text{yes}}", "$\\boxed{5{:}00\\ \\text{am}}$": a whole answer in LaTeX's box, as math-tuned models close,
 * read as the text inside ("yes", "5:00 am"). An answer with anything beside the box is left as it is.
 */
export function withoutBoxedMath(text: string): string {
  const boxed = /^\s*\$*\s*\\boxed\{([\s\S]*)\}\s*\$*\s*\.?\s*$/.exec(text);
  if (!boxed) return text;
  const inner = boxed[1]!
    .replace(/\\(?:text|textbf|mathrm|mbox)\{([^{}]*)\}/g, "$1")
    .replace(/\{:\}/g, ":")
    .replace(/\\[ ,;]/g, " ")
    .replace(/[{}]/g, "")
    .trim();
  return /\\[a-z]/i.test(inner) || !inner ? text : inner;
}

/**
 * "<p><ol><li>bake</li><li>sell</li></ol></p>": a whole answer that is an HTML list, as lines ("1. bake\n2. sell"; a
 * `<ul>` as "- " bullets), for the list readers. Only when the answer holds nothing but the list (in a paragraph or not).
 */
export function withHtmlListAsLines(text: string): string {
  const list = /^\s*(?:<p>\s*)?<(ol|ul)>([\s\S]*)<\/\1>\s*(?:<\/p>\s*)?$/i.exec(text);
  if (!list) return text;
  const items = [...list[2]!.matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((m) => m[1]!.trim());
  const rest = list[2]!.replace(/<li>[\s\S]*?<\/li>/gi, "").trim();
  if (items.length === 0 || rest || items.some((item) => /<\/?[a-z]/i.test(item))) return text;
  return items.map((item, i) => (list[1]!.toLowerCase() === "ol" ? `${i + 1}. ${item}` : `- ${item}`)).join("\n");
}

// --- chat-template tokens and turns ----------------------------------------------------------------------------------

/** Tokens that end the model's turn; whatever comes after one is not this answer. */
const TURN_END = /<\|(?:im_end|eot_id|end_of_text|endoftext|end|im_start|start_header_id|user)\|>|<\/s>|<end_of_turn>|<start_of_turn>|\[\/?INST\]/;
/** A start-of-turn marker (and the role after it) left at the very start of the answer. */
const TURN_START = /^\s*(?:<s>\s*)?(?:<\|im_start\|>\s*assistant\b|<\|start_header_id\|>\s*assistant\s*<\|end_header_id\|>|<start_of_turn>\s*model\b|<\|assistant\|>|\[\/INST\])\s*/i;

/** The answer up to the first end-of-turn token (a token with nothing before it is skipped). */
export function withinOneTurn(text: string): string {
  let out = text.replace(TURN_START, "");
  for (;;) {
    const end = TURN_END.exec(out);
    if (!end) return out;
    const before = out.slice(0, end.index);
    if (before.trim()) return before.trimEnd();
    out = out.slice(end.index + end[0].length);
  }
}

const USER_TURN = /\n[ \t]*\n[ \t]*(?:#{1,3}[ \t]*)?(?:User|Human|USER|HUMAN)[ \t]*:/;
const ASSISTANT_TURN = /\n[ \t]*(?:#{1,3}[ \t]*)?(?:Assistant|ASSISTANT)[ \t]*:/;

/** "...\n\nUser: And after that?\nAssistant: ...": the model writing the next exchange itself; its first answer stands. */
export function withoutInventedTurn(text: string): string {
  const user = USER_TURN.exec(text);
  if (!user || !text.slice(0, user.index).trim()) return text;
  if (!ASSISTANT_TURN.test(text.slice(user.index + user[0].length))) return text;
  return text.slice(0, user.index).trimEnd();
}

/** A role's label alone on the answer's last line: the next turn's opening, where the server stopped. */
const TRAILING_TURN_LABEL = /\n[ \t]*(?:#{1,3}[ \t]*)?(?:User|Human|Assistant|System|USER|HUMAN|ASSISTANT|SYSTEM)[ \t]*:[ \t]*$/;

/** "...path down.\nUser:": the stop sequence a server returned with the answer, taken off (the answer before it stays). */
export function withoutTrailingTurnLabel(text: string): string {
  const label = TRAILING_TURN_LABEL.exec(text.trimEnd());
  if (!label || !text.slice(0, label.index).trim()) return text;
  return text.slice(0, label.index).trimEnd();
}

/** "Assistant: ..." at the start: who speaks, not what is said. */
export function withoutSpeakerPrefix(text: string): string {
  return text.replace(/^\s*(?:#{1,3}[ \t]*)?(?:\*\*)?(?:Assistant|ASSISTANT)(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*\n?/, "");
}

/** A tag some models (and some system prompts) put around the whole answer. */
const ANSWER_TAG = "answer|final_answer|final|response|output|result|reply";
const WRAPPED_ANSWER = new RegExp(
  String.raw`^(\s*(?:<(think|thinking|reasoning)>[\s\S]*?<\/\2>)?\s*)<(${ANSWER_TAG})>[ \t]*\n?([\s\S]*?)\n?[ \t]*<\/\3>\s*$`,
  "i",
);

/**
 * "<answer>5:30 am</answer>", "<think>...</think>\n<response>\n...\n</response>": the answer wrapped whole in a tag
 * of its own, read as its content. A tag inside the answer, or one never closed, is left to the readers.
 */
export function withoutAnswerTags(text: string): string {
  const wrapped = WRAPPED_ANSWER.exec(text);
  if (!wrapped || !wrapped[4]!.trim() || new RegExp(`<\\/?(?:${ANSWER_TAG})>`, "i").test(wrapped[4]!)) return text;
  return `${wrapped[1]}${wrapped[4]!.trim()}`;
}

/** Tags that are no value's name: reasoning, and HTML (whose paragraphs are read by `withoutHtmlParagraphs`). */
const NOT_A_VALUE_TAG = /^(?:think|thinking|reasoning|p|div|span|b|i|em|strong|code|pre|ol|ul|li|html|body|br|tool_call|function_call)$/i;

/**
 * "<state>turning to grind wheat</state>", "<topic>conversing about ...</topic>": the whole answer in a tag named
 * after the value asked for (as a system prompt's XML habit writes it), read as its content. A tag with any other
 * tag inside, or one that opens a longer answer, is left to the readers.
 */
export function withoutValueTag(text: string): string {
  const wrapped = /^\s*<([a-z][a-z_-]{1,29})>[ \t]*\n?([^<>]*?)\n?[ \t]*<\/\1>\s*$/i.exec(text);
  if (!wrapped || NOT_A_VALUE_TAG.test(wrapped[1]!) || !wrapped[2]!.trim()) return text;
  return wrapped[2]!.trim();
}

/** Field names an API response wraps its payload in; no prompt's schema has a field by these names. */
const ENVELOPE = new Set(["data", "result", "response", "output"]);

/**
 * `{"data": {"sector": "..."}}`, `{"result": [...]}`: the answer put in an envelope of one field, as API responses
 * are, read as what it holds (fenced or after a reasoning block too). An envelope around a string or a number is a
 * renamed field, left to the readers; so is any object with more than one field.
 */
export function withoutEnvelope(text: string): string {
  const start = text.search(/[{]/);
  if (start < 0) return text;
  const before = text.slice(0, start);
  const rest = /^([\s\S]*?\})(\s*(?:```)?\s*)$/.exec(text.slice(start));
  // Only a JSON object that ends the answer, with nothing but a reasoning block or a fence before it.
  if (!rest || withoutReasoning(before).replace(/```(?:json)?/i, "").trim()) return text;
  const value = parseJsonLenient(rest[1]!);
  if (!value || typeof value !== "object" || Array.isArray(value)) return text;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !ENVELOPE.has(keys[0]!.toLowerCase())) return text;
  const inner = (value as Record<string, unknown>)[keys[0]!];
  if (!inner || typeof inner !== "object") return text;
  return `${before}${JSON.stringify(inner)}${rest[2]}`;
}

// --- escapes -------------------------------------------------------------------------------------------------------

/** A text holding JSON: its `\n` are JSON's own escapes and its quotes are structure. */
const HOLDS_JSON = /[{[]\s*"|"\s*:/;

/**
 * "line one\nline two" with the backslash written out and no real line break (or only one at the very end): the
 * model escaped its line breaks. Inside JSON the escape is JSON's and stays.
 */
export function withRealLineBreaks(text: string): string {
  if (!/(?<!\\)\\n/.test(text) || HOLDS_JSON.test(text)) return text;
  const body = text.replace(/(?:(?<!\\)\\n|\s)+$/, "");
  if (body.includes("\n")) return body === text ? text : body;
  return body.replace(/(?<!\\)\\n/g, "\n").replace(/(?<!\\)\\t/g, "\t");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", mdash: "—", ndash: "–",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«", raquo: "»", middot: "·", deg: "°", euro: "€", pound: "£",
  eacute: "é", egrave: "è", ecirc: "ê", euml: "ë", aacute: "á", agrave: "à", acirc: "â", atilde: "ã", auml: "ä",
  aring: "å", aelig: "æ", ccedil: "ç", iacute: "í", igrave: "ì", icirc: "î", iuml: "ï", ntilde: "ñ", oacute: "ó",
  ograve: "ò", ocirc: "ô", otilde: "õ", ouml: "ö", oslash: "ø", uacute: "ú", ugrave: "ù", ucirc: "û", uuml: "ü",
  szlig: "ß", Eacute: "É", Egrave: "È", Aacute: "Á", Agrave: "À", Ccedil: "Ç", Ntilde: "Ñ", Ouml: "Ö", Uuml: "Ü",
  Auml: "Ä", Oslash: "Ø", Aring: "Å",
};

/**
 * "can&#39;t", "Caf&eacute;": a server's HTML escaping undone. A quote decoded inside JSON stays escaped for JSON
 * (`{"a": "say &quot;hi&quot;"}` is `{"a": "say \"hi\""}`), unless the JSON's own quotes are the escaped ones.
 */
export function decodeHtmlEntities(text: string): string {
  if (!/&(?:#\d{2,6}|#x[0-9a-f]{2,6}|[a-z]{2,8});/i.test(text)) return text;
  const inJson = HOLDS_JSON.test(text);
  return text.replace(/&(#\d{2,6}|#x[0-9a-f]{2,6}|[a-z]{2,8});/gi, (whole, name: string) => {
    let char: string | undefined;
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      char = code > 31 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
    } else {
      char = NAMED_ENTITIES[name];
    }
    if (char === undefined) return whole;
    return inJson && (char === '"' || char === "\\") ? `\\${char}` : char;
  });
}

/**
 * "７", "５:００ am": full-width digits (and a full-width colon between them) as plain ones; "−1" with the Unicode minus
 * sign (U+2212) as "-1", or the number reads without its sign.
 */
export function withPlainDigits(text: string): string {
  text = text.replace(/\u2212(?=\s?\d)/g, "-");
  if (!/[\uff10-\uff19]/.test(text)) return text;
  return text
    .replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/(?<=\d)\uff1a(?=\d)/g, ":");
}

/** "0530 hours", "1350 ~ 1450 hours", "0600 hrs": a four-digit clock time said the military way. */
const MILITARY_TIME = String.raw`\b([01]\d|2[0-3])([0-5]\d)`;
const LINE_START = String.raw`(^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?)`;
const MILITARY_RANGE = new RegExp(String.raw`${LINE_START}${MILITARY_TIME}(\s*(?:~|-|–|—|to)\s*)${MILITARY_TIME}\s*(?:hours|hrs)\b`, "gim");
const MILITARY_SINGLE = new RegExp(String.raw`${LINE_START}${MILITARY_TIME}\s*(?:hours|hrs)\b`, "gim");

/**
 * "0530 hours" -> "05:30", "1350 ~ 1450 hours" -> "13:50 ~ 14:50": a clock time in the 24-hour military way that
 * opens a line (the answer, or a schedule's time slot), as the colon time every reader knows. Inside a sentence ("open
 * the dome at 2100 hours") it is the writer's wording and stays; so does "hours" after other numbers ("2 hours").
 */
export function withClockHours(text: string): string {
  if (!/\d{4}\s*(?:hours|hrs)\b/i.test(text)) return text;
  return text
    .replace(MILITARY_RANGE, (_, lead: string, h1: string, m1: string, join: string, h2: string, m2: string) => `${lead}${h1}:${m1}${join}${h2}:${m2}`)
    .replace(MILITARY_SINGLE, (_, lead: string, h: string, m: string) => `${lead}${h}:${m}`);
}

/** A full-width colon, comma or bracket with Latin letters or digits beside it: "1：8", "（Ada，bake，bread）". */
const LATIN_AROUND = String.raw`[\p{Script=Latin}\d]`;

/**
 * "1：8", "（Rosalind Okafor，get back，press screw）": the full-width punctuation of a Chinese keyboard between Latin
 * words and digits, as the ASCII punctuation the readers know ("1: 8", "(Rosalind Okafor, get back, press screw)").
 * Between Chinese words it is the text's own and stays; so do brackets holding any Chinese ("（分钟：10）").
 */
export function withLatinPunctuation(text: string): string {
  if (!/[：，（）]/.test(text)) return text;
  return text
    .replace(/（([^（）\n]*)）/g, (whole, inner: string, at: number, all: string) => {
      if (!/^[\p{Script=Latin}\d\s.,:;'’，：&/-]*$/u.test(inner) || !/[\p{Script=Latin}\d]/u.test(inner)) return whole;
      return `${at > 0 && /\S/.test(all[at - 1]!) ? " " : ""}(${inner})`;
    })
    .replace(new RegExp(String.raw`(?<=${LATIN_AROUND}\s?)([：，])(\s?)(?=${LATIN_AROUND})`, "gu"), (_, p: string) => (p === "：" ? ": " : ", "));
}

/**
 * Zero-width spaces (U+200B), word joiners (U+2060) and byte-order marks (U+FEFF) taken out: invisible, never part of
 * a value. A zero-width joiner (U+200D) stays: it joins an emoji sequence.
 */
export function withoutInvisibleMarks(text: string): string {
  return text.replace(/[\u200b\u2060\ufeff]/g, "");
}

// --- the answer's shape ----------------------------------------------------------------------------------------------

/**
 * An answer said twice, read once: one JSON value sent twice in a row by a streaming client (`{"a": 1}{"a": 1}`), or a
 * text answer written twice, paragraph for paragraph, as some models repeat themselves. Two different halves are left
 * for the reader to judge.
 */
export function saidOnce(text: string): string {
  return jsonOnce(text) ?? paragraphsOnce(text) ?? text;
}

/**
 * "🍎🧃\n🍎🧃\n🍎🧃", "7\n7\n7": a bare value (no words: digits, a time, emoji) said again on every line, as a looping
 * model does, is that value once. Lines that differ, or say words, are left for the reader to judge.
 */
export function bareValueOnce(text: string): string {
  const lines = text.trim().split("\n").map((line) => line.trim()).filter(Boolean);
  if (lines.length < 2 || /\p{L}/u.test(lines[0]!.replace(/\b[ap]\.?m\.?\b/gi, ""))) return text;
  return lines.every((line) => line === lines[0]) ? lines[0]! : text;
}

function jsonOnce(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed)) return undefined;
  for (let cut = 2; cut < trimmed.length - 1; cut++) {
    if (trimmed[cut - 1] !== "}" && trimmed[cut - 1] !== "]") continue;
    const first = trimmed.slice(0, cut);
    const second = trimmed.slice(cut).trim();
    if (second.length !== first.length) continue;
    if (first === second && isJson(first)) return first;
  }
  return undefined;
}

function paragraphsOnce(text: string): string | undefined {
  const paragraphs = text.trim().split(/\n\s*\n/);
  const half = paragraphs.length / 2;
  if (paragraphs.length < 2 || !Number.isInteger(half)) return undefined;
  const key = (part: string[]) => part.join("\n").replace(/\s+/g, " ").trim().toLowerCase();
  return key(paragraphs.slice(0, half)) === key(paragraphs.slice(half)) ? paragraphs.slice(0, half).join("\n\n") : undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** How a reasoning model without tags starts thinking aloud ("Okay, so I need to ...", "Alright, let me see"). */
const THINKING_OPENER = /^(?:okay|ok|alright|all right|hmm+)\b[,.]?\s+(?!here\b|sure\b|i(?:'ll| will)\b)|^(?:let me (?:think|see|figure)|let's see)\b/i;
/** A further paragraph of the same thinking ("Wait, ...", "Hmm, ...", "Let me check ..."). */
const THINKING_GOES_ON = /^(?:wait|hmm+|but wait|let me|alternatively|actually,|okay|alright|on second thought)\b/i;

/**
 * "Okay, so I need to write her note. ...\n\n<the note>": a reasoning model thinking aloud without tags, then
 * answering. The paragraphs of thinking are not the answer; the rest is. One paragraph alone is left as it is.
 */
export function withoutUntaggedReasoning(text: string): string {
  const trimmed = text.trim();
  if (!THINKING_OPENER.test(trimmed)) return text;
  const paragraphs = trimmed.split(/\n[ \t]*\n/);
  let first = 1;
  while (first < paragraphs.length && THINKING_GOES_ON.test(paragraphs[first]!.trim())) first += 1;
  if (first >= paragraphs.length) return text;
  return paragraphs.slice(first).join("\n\n").trim();
}

/** "Option A:", "- **Option B.**": a lettered candidate's label at a line's start, the form every prompt reads. */
const LETTERED = /^[ \t]*(?:[-*][ \t]+)?(?:\*\*)?Option[ \t]+([A-E])(?:\*\*)?[ \t]*[:.)\-–—](?:\*\*)?[ \t]*/gm;
/**
 * "Option 1: ... Option 2: ...", "Version A. ...": any candidate's label, at a line's start or after a finished
 * sentence ("I'd go with Option A: ..." names a choice, not a candidate); read only where the template offers no
 * options of its own ("Option 1" may be a value it asks for).
 */
const ANY_LABEL = /(?:^[ \t]*(?:[-*][ \t]+)?|(?<=[.!?][ \t]+))(?:\*\*)?(?:option|version|alternative|variant)[ \t]*(?:#[ \t]*)?([1-9]|[a-e])\b(?:\*\*)?[ \t]*[:.)\-–—](?:\*\*)?[ \t]*/gim;
const CHOOSING = /\b(?:choose|chose|chosen|choice|go with|going with|pick|picked|prefer|preferred|select|selected|right one|best|better|final answer|answer)\b/i;

/**
 * Whether a text lays candidates side by side in any labelled form ("Option 1: ... Option 2: ...", "Version A: ...
 * Version B: ..."), chosen or not: a free-text field read alone (a note, a line) that does so gives no one value.
 */
export function offersCandidates(text: string): boolean {
  return new Set([...text.matchAll(ANY_LABEL)].map((m) => m[1]!.toUpperCase())).size >= 2;
}

/** A line of its own after a blank line that opens another answer: "Or, if she starts with the windlass:", "Alternatively:". */
const ALTERNATIVE_INTRO = /\n[ \t]*\n[ \t]*(?:\*\*)?(?:or|alternatively|otherwise)\b[^\n]{0,80}:(?:\*\*)?[ \t]*\n\s*\S/i;

/**
 * "<answer>\n\nOr, if she starts with the windlass:\n\n<another answer>": a second answer offered beside the first,
 * neither chosen; which one the model meant is a guess (a sentence with "or" inside a paragraph is no such offer).
 */
export function introducesAnAlternative(text: string): boolean {
  const intro = ALTERNATIVE_INTRO.exec(withoutReasoning(text));
  return intro !== null && intro.index > 0;
}

/**
 * "Option A: 6:00 am\nOption B: 6:30 am": candidates laid side by side. The one a later line chooses ("I'd go with
 * Option B.", "Chosen: Option A") is the answer; with no choice, or a choice of several, there is none. A prompt with
 * options of its own (`ownOptions`, the default), or an answer holding JSON, reads only lettered "Option A" labels at
 * a line's start; elsewhere any label, and thinking in a reasoning block is no candidate list.
 */
export function chosenCandidate(text: string, { ownOptions = true }: { ownOptions?: boolean } = {}): RawReading {
  const wider = !ownOptions && !HOLDS_JSON.test(text);
  const answer = wider ? withoutReasoning(text) : text;
  const labels = [...answer.matchAll(wider ? ANY_LABEL : LETTERED)];
  const ids = new Set(labels.map((m) => m[1]!.toUpperCase()));
  if (ids.size < 2) return { text };
  const blocks = labels.map((m, i) => ({
    id: m[1]!.toUpperCase(),
    body: answer.slice(m.index + m[0].length, labels[i + 1]?.index ?? answer.length),
  }));
  // The last block's own paragraph is its candidate; a paragraph after it is the model's word about them.
  const last = blocks.at(-1)!;
  const lastParagraphs = last.body.split(/\n[ \t]*\n/);
  const lastText = lastParagraphs[0]!;
  const verdict = lastParagraphs.slice(1).join("\n\n").trim() + "\n" + answer.slice(0, labels[0]!.index);
  last.body = lastText;
  const named = new Set([...verdict.matchAll(/\b(?:option|version|alternative|variant)[ \t]+#?[ \t]*([A-E1-9])\b/gi)].map((m) => m[1]!.toUpperCase()));
  if (named.size !== 1 || !CHOOSING.test(verdict) || /\b(?:neither|both|either)\b/i.test(verdict)) {
    return { problem: UNCHOSEN_CANDIDATES_PROBLEM };
  }
  const chosen = blocks.find((b) => b.id === [...named][0]);
  const body = chosen?.body.trim();
  return body ? { text: body } : { problem: UNCHOSEN_CANDIDATES_PROBLEM };
}

/**
 * "**To remember:** I promised ...": a bold label of a few words before a one-line answer. An answer of several
 * labelled lines (a grounding's "**Place:** ...") keeps its labels, and a label with a number in it ("**Option 2:**")
 * may be the value itself.
 */
export function withoutBoldLabel(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes("\n")) return text;
  const label = /^\*\*([^*\d\n]{1,40}?)(?::\*\*|\*\*:)[ \t]+(?=\S+\s+\S)/.exec(trimmed);
  if (!label || label[1]!.trim().split(/\s+/).length > 4) return text;
  return trimmed.slice(label[0].length);
}

const CLOCK_OR_NUMBER = String.raw`\d{1,2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?`;
/** A hedge before values held open: "Around 6 or 7.", "Maybe 5:00 or 5:30 am", "I'd say 4 or 5". */
const HEDGE = String.raw`(?:(?:around|about|roughly|approximately|probably|maybe|perhaps|somewhere around|i'd say|i would say)\s+)?`;
const TWO_VALUES = new RegExp(String.raw`^\s*${HEDGE}${CLOCK_OR_NUMBER}\s+or\s+${CLOCK_OR_NUMBER}\s*[.!]?\s*$`, "i");

/** The whole text cut into the JSON objects it is made of, one after another; undefined when anything else is in it. */
function wholeJsonObjects(text: string): string[] | undefined {
  const objects: string[] = [];
  let rest = text.trim();
  while (rest) {
    if (!rest.startsWith("{")) return undefined;
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let i = 0; i < rest.length && end < 0; i++) {
      const c = rest[i];
      if (inString) {
        if (c === "\\") i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) end = i;
    }
    if (end < 0 || !isJson(rest.slice(0, end + 1))) return undefined;
    objects.push(rest.slice(0, end + 1));
    const after = rest.slice(end + 1);
    // Objects one a line are JSON Lines, a list's records; answers said one after another stand a blank line apart.
    if (after.trim() && !/^[ \t]*\n[ \t]*\n/.test(after)) return undefined;
    rest = after.trim();
  }
  return objects;
}

/**
 * '{"utterance": "Six, then."}\n\n{"utterance": "Right, that's us sorted."}': a model that asked for one value wrote
 * two (going on with the next turn, or trying again) and chose none; which one it meant is a guess. The same object
 * twice is read once (`saidOnce`); objects one a line (JSON Lines) are a list's records, left to the list readers.
 */
export function differentJsonAnswers(text: string): boolean {
  const objects = wholeJsonObjects(text);
  if (!objects || objects.length < 2) return false;
  const first = JSON.stringify(JSON.parse(objects[0]!));
  return objects.some((object) => JSON.stringify(JSON.parse(object)) !== first);
}

/** "5:00 am or 5:30 am", "6 or 7", "Around 6 or 7.": two times or numbers held open as the whole answer. */
export function twoValuesAtOnce(text: string): boolean {
  return TWO_VALUES.test(text);
}
