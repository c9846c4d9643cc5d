/**
 * Reading what real models write (issue 9): every prompt's parser starts here. Real answers come wrapped in a
 * reasoning block, a preamble ("Sure! Here is..."), markdown (bold, headings, bullets, numbering, code fences), JSON
 * where prose was asked, a repeated cue ("Answer: ..."), an explanation after the answer, or a refusal. These helpers
 * take the wrapping off and find the answer; what a careful reader could not extract, they leave out (the prompt's
 * parser then throws and the runner falls back), so a wrong value is never made up here.
 *
 * No model writes exactly what the prompt's example shows; none of this is specific to one prompt.
 */

import { withReasoningAsThinkTags } from "./reasoningWrappers.js";
import { declinesToSpeakOfOthers } from "./politeDeclines.js";

// --- the answer's text ----------------------------------------------------------------------------------------------

const REASONING_TAG = "think|thinking|reasoning";
const REASONING_BLOCK = new RegExp(`<(${REASONING_TAG})>[\\s\\S]*?<\\/\\1>`, "gi");
const REASONING_CLOSE = new RegExp(`<\\/(?:${REASONING_TAG})>`, "gi");
const REASONING_OPEN = new RegExp(`<(?:${REASONING_TAG})>`, "i");
const REASONING_CLOSE_ANY = new RegExp(`<\\/(?:${REASONING_TAG})>`, "i");

/**
 * The text without a reasoning block: `<think>...</think>` removed; after a lone closing tag (servers that strip the
 * opening one) only what follows it; from an unclosed opening tag on (a model cut off while thinking) nothing.
 */
export function withoutReasoning(raw: string): string {
  // Ollama's "Thinking...", Magistral's "[THINK]", gpt-oss's analysis channel: read as `<think>` blocks.
  let text = withReasoningAsThinkTags(raw.replace(/\r\n?/g, "\n"));
  // Most answers have no tag at all (the reading runs for every answer of a run).
  if (!text.includes("<")) return text.trim();
  text = text.replace(REASONING_BLOCK, "");
  const closes = [...text.matchAll(REASONING_CLOSE)];
  const lastClose = closes.at(-1);
  if (lastClose) text = text.slice(lastClose.index + lastClose[0].length);
  const open = REASONING_OPEN.exec(text);
  if (open) text = text.slice(0, open.index);
  return text.trim();
}

/** Code fences taken off, their content kept (also a fence left open by a cut-off answer). */
export function unfence(text: string): string {
  return text
    .replace(/```[\w-]*[ \t]*\n?([\s\S]*?)```/g, (_, inner: string) => inner)
    .replace(/^[ \t]*```[\w-]*[ \t]*$/gm, "");
}

/** A text that is one code fence as a whole: the fence's content (a role's text, a reply); any other text as it is. */
export function withoutWrappingFence(text: string): string {
  const fenced = /^```[\w-]*[ \t]*\n([\s\S]*?)\n?```$/.exec(text);
  return fenced ? fenced[1]!.trim() : text;
}

/** One line without markdown: heading marks, a quote mark, bold / italic / code marks. */
export function plainLine(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s+/, "")
    .replace(/^\s*>\s?/, "")
    .replace(/(\*\*|__)(?=\S)([^\n]*?\S)\1/g, "$2")
    .replace(/(?<![\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])/g, "$1")
    .replace(/(?<![\w_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w_])/g, "$1")
    .replace(/`([^`\n]+)`/g, "$1")
    .replace(/\*\*|__/g, "")
    .trimEnd();
}

/**
 * A markdown table as lines: its header and separator rows dropped, a row of two cells "label: value", a row that
 * starts with a number "N. the other cells | joined", any other row its cells joined with " | ".
 */
export function untable(text: string): string {
  const lines = text.split("\n");
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
  const separator = (line: string | undefined) => line !== undefined && /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/^\s*\|.*\|\s*$/.test(line)) {
      out.push(line);
      continue;
    }
    if (separator(line) || separator(lines[i + 1])) continue; // the separator, and the header above it
    const row = cells(line);
    if (/^\d{1,2}$/.test(row[0]!) && row.length > 1) out.push(`${row[0]}. ${row.slice(1).join(" | ")}`);
    else if (row.length === 2) out.push(`${row[0]}: ${row[1]}`);
    else out.push(line); // a wider table is its prompt's to read
  }
  return out.join("\n");
}

/** The answer's text with the reasoning block, code fences, tables and markdown taken off, line by line. */
export function plainText(raw: string): string {
  return untable(unfence(withoutReasoning(raw))).split("\n").map(plainLine).join("\n").trim();
}

/** The non-empty lines of the plain text. */
export function plainLines(raw: string): string[] {
  return plainText(raw)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

// --- preambles, labels, cues, explanations ------------------------------------------------------------------------

const INTERJECTION = /^(?:sure(?: thing)?|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|no problem|happy to help|gladly|understood|here you go)\s*[!,.:]+\s*/i;
const INTRODUCTION = /^(?:here(?:'s|’s| is| are)|below (?:is|are)|this is|these are|the following is|i(?:'d|’d| would) (?:say|answer|go with|pick|choose)|my answer(?: is)?|i think)\b[^:\n]{0,120}:\s*/i;
/** "Antwoord:", "Resposta:", "답:": the answer label in the language the model drifted into. */
const OTHER_LANGUAGE_ANSWER_LABELS = ["antwoord", "antwort", "resposta", "respuesta", "réponse", "risposta", "答え", "답변", "답", "उत्तर", "jawaban", "cevap"];
export const ANSWER_LABELS = ["final answer", "answer", "output", "response", "result", "reply", "回复", "回答", "答复", "答案", "输出", ...OTHER_LANGUAGE_ANSWER_LABELS];

/** A text without the answer label a model put before it ("Answer:", "Reply:", "回复："). */
export function withoutAnswerLabel(text: string): string {
  return text.replace(labelPattern(ANSWER_LABELS), "");
}

/**
 * Labels a model puts before a value it was asked for bare ("Insight 1: ...", "**Summary:** ...", "Review: ..."):
 * taken off every value, with an item number after them. None of them starts a real value followed by a colon.
 */
export const VALUE_LABELS = [
  "summary", "insight", "review", "statement", "thought", "reflection", "observation", "conclusion", "takeaway",
  "memo", "status", "topic", "comment", "feedback", "sentence", "rewritten statement", "third-person statement",
];

/**
 * Takes a leading preamble off: interjections ("Sure!", "Certainly."), an introduction ending in a colon ("Here is
 * Ada's plan for today:"), and labels ("Answer:", "Output:" and the given ones), repeatedly.
 */
export function stripPreamble(text: string, labels: readonly string[] = NO_LABELS): string {
  const label = preambleLabel(labels);
  let out = text.trimStart();
  for (let changed = true; changed; ) {
    const before = out;
    out = withoutValueLabel(
      out.replace(INTERJECTION, "").replace(INTRODUCTION, "").replace(label, "").replace(BULLET, "").replace(SPEAKER_BEFORE_QUOTE, ""),
    ).trimStart();
    changed = out !== before;
  }
  return out;
}

/** A list bullet before a value that is no list ("- I must be at the fair by four."). */
const BULLET = /^[-*•–][ \t]+(?=\S)/;
/** A list bullet at the start of each line. */
const LINE_BULLETS = /^[ \t]*[-*•–][ \t]+(?=\S)/gm;
/** A speaker's name before a value said wholly in quotes: `Rafael: "Honestly, I've been on edge."`. */
const SPEAKER_BEFORE_QUOTE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?\s*:\s*(?=["“][^"“”]*["”]$)/u;

/** The nouns a label names its value by: "Owen's memory:", "Nadia's status for Tuesday, June 11:", "Poster text:". */
const LABEL_NOUNS = new RegExp(
  String.raw`(?<![\p{L}])(?:status|memory|note|notes|draft|summary|review|insight|thought|statement|text|reflection|feelings|answer|response|output|reply|memo|version|rewrite|takeaway|point|highlight|topic|update|reminder|` +
    // the same labels in the languages models slip into: "Recordatorio:", "Nota para mí:", "状态:", "Rappel :".
    String.raw`nota|recordatorio|estado|resumen|respuesta|rappel|résumé|réponse|statut|notiz|erinnerung|zusammenfassung|状态|备注|提醒|笔记|总结|摘要|想法)(?![\p{L}])`,
  "iu",
);
/** Instructions echoed as a label: "Summarize:", "Rewrite:". */
const LABEL_VERBS = /^(?:summari[sz]e|rewrite|rephrase|paraphrase|write|note to self)$/i;
// A label may carry a gloss in brackets ("状态 (Status):") and end in a full-width colon.
const LEADING_LABEL =
  /^(?:\*\*|__)?(\p{L}[\p{L}\p{N}_'’]*(?:[ ,]+[\p{L}\p{N}_'’]+){0,6}?(?:\s*\([\p{L} ]{1,20}\))?)(?:\s*[:：](?:\*\*|__)?(?:[ \t]+|\s*\n|$)|(?:\*\*|__)?\s+[-–—]\s+)/u;

/**
 * A value without a label a model named it by, however worded: "Owen's memory: ...", "Nadia's status for Tuesday,
 * June 11: ...", "**Poster text:**", "Summarize: ...", "Note to self: ...". A label is a short phrase (seven words
 * at most) before a colon that names the value (LABEL_NOUNS) or echoes the instruction; a real value that starts
 * with "Friday: ..." or "Lunch: ..." is kept.
 */
export function withoutValueLabel(text: string): string {
  const m = LEADING_LABEL.exec(text);
  if (!m) return text;
  const label = m[1]!.trim();
  // "The first answer is more believable: ..." is a sentence, not a label.
  if (/\b(?:is|are|was|were|be|has|have|had|will|would|does|did)\b/i.test(label)) return text;
  if (!LABEL_NOUNS.test(label) && !LABEL_VERBS.test(label)) return text;
  return text.slice(m[0].length).trimStart();
}

/** Each label list's pattern, made once (every answer of a run is read with one of a few lists). */
const LABEL_PATTERNS = new Map<string, RegExp>();
const NO_LABELS: readonly string[] = [];
/** stripPreamble's pattern for each list of extra labels it is given (most callers give one list of their own). */
const PREAMBLE_LABELS = new WeakMap<readonly string[], RegExp>();

function preambleLabel(labels: readonly string[]): RegExp {
  let pattern = PREAMBLE_LABELS.get(labels);
  if (!pattern) {
    pattern = labelPattern([...ANSWER_LABELS, ...VALUE_LABELS, ...labels]);
    PREAMBLE_LABELS.set(labels, pattern);
  }
  return pattern;
}

function labelPattern(labels: readonly string[]): RegExp {
  const key = labels.join("\n");
  let pattern = LABEL_PATTERNS.get(key);
  if (!pattern) {
    // "Insight 1:", "Thought #2 -": a label may carry the item's number.
    pattern = new RegExp(`^(?:${labels.map(escapeRegExp).join("|")})(?:\\s*#?\\d{1,2})?(?:\\s*[:：=]|\\s+[-–—])\\s*`, "i");
    if (LABEL_PATTERNS.size >= 500) LABEL_PATTERNS.clear();
    LABEL_PATTERNS.set(key, pattern);
  }
  return pattern;
}

/**
 * Whether a whole line only introduces the answer ("Sure! Here's the schedule:", "Answer:", "Certainly!", "Thanks for
 * the notes. Here's the revised draft:").
 */
export function isPreambleLine(line: string, labels: readonly string[] = NO_LABELS): boolean {
  const plain = plainLine(line).trim();
  if (!plain) return true;
  if (stripPreamble(plain, labels) === "") return true;
  // "Thanks for the notes. Here's the revised draft:": its last sentence introduces what follows.
  const last = plain.split(/(?<=[.!?])\s+/).at(-1)!;
  return /:$/.test(plain) && INTRODUCTION.test(last);
}

/**
 * The text after the last cue ("Answer:", "**Final answer**:", "Answer in yes or no:"); undefined without one. Cues
 * are matched case-insensitively at a word start; the cue's own quotes and emphasis marks may surround it.
 */
export function afterLastCue(text: string, cues: readonly string[]): string | undefined {
  const re = new RegExp(`(?<![\\w'])(?:${cues.map(escapeRegExp).join("|")})["'”’*_]*\\s*[:：=]`, "gi");
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(text); m; m = re.exec(text)) last = m;
  return last ? text.slice(last.index + last[0].length).trim() : undefined;
}

/**
 * The short answer of a reply: after the last cue if there is one (its first non-empty line), else the first line
 * that is not a preamble; wrapping quotes, emphasis and a final full stop removed. "" when there is none.
 */
export function shortAnswer(raw: string, cues: readonly string[] = ["answer"]): string {
  const text = plainText(raw);
  const after = afterLastCue(text, cues);
  const lines = (after ?? text).split("\n").map((l) => l.trim()).filter(Boolean);
  const line = after !== undefined ? lines[0] : lines.find((l) => !isPreambleLine(l));
  return unquote(stripPreamble(line ?? "")).replace(/[.!]+$/, "").trim();
}

/**
 * The first paragraph of a free-text answer, without a preamble, a label, wrapping quotes or line breaks; a trailing
 * "Note: ..." / "(This ...)" explanation is cut. "" when nothing is left.
 */
export function firstParagraph(raw: string, labels: readonly string[] = []): string {
  const text = plainText(raw).replace(LINE_BULLETS, "");
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !isPreambleLine(p.replace(/\n/g, " "), labels));
  let paragraph = paragraphs[0] ?? "";
  // A label or introduction on its own line before the text: the text is the rest of the paragraph.
  const lines = paragraph.split("\n");
  while (lines.length > 1 && isPreambleLine(lines[0]!, labels)) lines.shift();
  paragraph = lines.join(" ").replace(/\s+/g, " ").trim();
  for (let changed = true; changed; ) {
    const before = paragraph;
    paragraph = unquote(stripPreamble(paragraph, labels));
    changed = paragraph !== before;
  }
  return withoutTrailingNote(withoutClosingNote(paragraph));
}

// --- sign-offs: the one owner of how a model closes its answer to whoever asked ------------------------------------

/**
 * How a model's sign-off to whoever asked opens ("I hope this helps!", "Let me know if ...", "Feel free to ...",
 * "Would you like ...", "If you'd like ..."): the words every reader of closing remarks shares (META_PARAGRAPH below,
 * the role prompts' texts, role_aask's whole sign-off).
 */
const SIGN_OFF_OPENING = String.raw`i hope|hope (?:this|that|it)\b|let me know|feel free|would you like|if you(?:'d| would) like`;

/** An offer to do more, closing a role's text: "Happy to adjust the tone.", "Happy to take another look." */
const OFFER_OF_MORE = String.raw`happy to (?:help|adjust|look|take (?:another|a) look|read|review|revise|go over)`;

/**
 * A paragraph that is only a sign-off, said whole: "I hope this helps!", "Let me know if you'd like changes.", "Feel
 * free to ask.", "Would you like me to ...", "If you'd like, I can ...", a short well-wish ("Enjoy the meteor
 * shower!", "Good luck!"). Stricter than an opening alone ("I hope the
 * weather holds." may be the answer's own last paragraph): for answers otherwise kept as written (role_aask).
 */
const WHOLE_SIGN_OFF = /^(?:(?:enjoy|good luck|have fun|stay (?:safe|warm|dry))\b[^.!?\n]{0,40}!+\s*\S{0,4}$|(?:i )?hope (?:this|that|it) helps\b|let me know if\b|feel free to (?:ask|reach out|let me know)\b|would you like me to\b|if you(?:['’]d| would) like(?: me to)?\b[^.!?\n]{0,40}\b(?:i can|let me know)\b)[^\n]*$/i;

/** The model's chat before its answer: "Sure! ...", "Certainly, here's ...", "Here is the function:". */
const CHAT_OPENING = /^(?:(?:sure|certainly|of course|absolutely|okay|ok|great)\b|here(?:['’]s| is| are)\b)/i;

/** Whether a paragraph only signs off to whoever asked, whole (see WHOLE_SIGN_OFF). */
export function isWholeSignOff(paragraph: string): boolean {
  return WHOLE_SIGN_OFF.test(paragraph.trim());
}

/** Whether an answer opens with the model's chat to whoever asked ("Sure! Here's ...", "Here is the draft:"). */
export function opensWithChat(text: string): boolean {
  return CHAT_OPENING.test(text.trimStart());
}

/**
 * Whether a paragraph after a role's text closes it rather than belonging to it: a remark on the answer
 * (`isClosingRemark`), a sign-off or an offer to do more ("Happy to adjust ..."), or a score nobody asked for on a
 * line of its own ("Overall rating: 7/10", "Score: 8 out of 10").
 */
export function closesRoleText(paragraph: string): boolean {
  return isClosingRemark(paragraph) || ROLE_CLOSING.test(paragraph);
}
const ROLE_CLOSING = new RegExp(
  String.raw`^(?:${SIGN_OFF_OPENING}|${OFFER_OF_MORE}|\(?note:|(?:overall |final )?(?:rating|score)\s*:\s*\d+(?:\.\d)?\s*(?:\/\s*\d+|out of \d+)?\s*\.?$)`,
  "i",
);

const META_PARAGRAPH = new RegExp(
  String.raw`^\(?(?:[^()\n]{0,40}\bas (?:requested|asked|instructed)\b[^()\n]{0,20}\)?\.?$|(?:note|explanation|reasoning|rationale|(?:word|character) count)\b|\d+ (?:words|characters)\)|this (?:note|status|summary|response|reflects|captures|keeps|way|draft|review|text|version|answer|statement)\b|${SIGN_OFF_OPENING}|[-*_]{3,}\s*(?:\n|$)|in this (?:note|status|summary))`,
  "i",
);

/**
 * The body of a free-text answer of a few sentences: its paragraphs, without preamble paragraphs, cut before a
 * closing remark ("Let me know if...", "Note: this is written in the first person"), joined on one line, without
 * wrapping quotes and leading labels (the given ones and "Answer:", "Output:"). "" when nothing is left.
 */
export function proseBody(raw: string, labels: readonly string[] = []): string {
  // "## Ada's reflection" above the text: a title, not a sentence of it.
  const untitled = raw.replace(/^\s*#{1,6}[ \t]+[^\n]*\n\s*\n(?=\s*\S)/, "");
  const paragraphs = plainText(untitled)
    .replace(LINE_BULLETS, "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    // A preamble, or a heading of its own ("**Note to self:**").
    if (kept.length === 0 && (isPreambleLine(paragraph.replace(/\n/g, " "), labels) || /^[^.!?\n]{1,40}:$/.test(paragraph))) continue;
    if (kept.length > 0 && META_PARAGRAPH.test(paragraph)) break;
    // A paragraph wholly in brackets after the text ("(She is restless, so the delay bothers her.)"): an aside on it.
    if (kept.length > 0 && /^\([^()]+\)\.?$/.test(paragraph)) break;
    kept.push(paragraph);
  }
  // "Ada: I have been ...": the writer's name as a speaker's label before a note in the first person.
  let body = kept.join(" ").replace(/\s+/g, " ").trim().replace(/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?:\s+(?=(?:I|I['’]\w+|My|We)\b)/u, "");
  for (let changed = true; changed; ) {
    const before = body;
    body = unquote(withoutClosingNote(stripPreamble(body, labels)));
    changed = body !== before;
  }
  return body;
}

/**
 * A closing remark about the answer after its last sentence: " (This reflects her busy week.)", " (This keeps every
 * fact.)", a paragraph "Note: I kept ...", " Hope this helps!". A parenthesis or a sentence after a finished sentence
 * that speaks of the answer itself.
 */
const CLOSING_NOTE = new RegExp(
  [
    String.raw`(?<=[.!?"”])\s*[([](?:this|these|that|note|i |here|based on|the (?:note|status|summary|statement|draft|review|answer))\b[^()[\]]*[)\]]\.?$`,
    String.raw`\s*[([]this (?:reflects|captures|keeps|shows|matches|follows|fits|highlights|note|summary|status)\b[^()[\]]*[)\]]\.?$`,
    String.raw`\s*[([](?:(?:word|character) count\b[^()[\]]*|\d+ (?:words|characters))[)\]]\.?$`,
    // "... her loaves. Hope this helps!": a closing remark on the answer's line (a "Let me know if you need anything"
    // there may be a person's own words, in a spoken line).
    String.raw`(?<=[.!?"”])\s+(?:i )?hope (?:this|that|it) (?:helps|is helpful)\b[^.!?\n]*[.!?]*$`,
    // "... her loaves. — this reflects her pride in her baking."
    String.raw`\s+[—–]\s*(?:this|which) (?:reflects|captures|keeps|shows|highlights|matches|fits)\b[^—–]*$`,
  ].join("|"),
  "i",
);

/** The text without a closing remark about itself (CLOSING_NOTE); the full stop after the remark stays with the text. */
export function withoutClosingNote(text: string): string {
  let stop = false;
  const out = text.replace(CLOSING_NOTE, (note) => {
    stop = /[.!]\s*$/.test(note);
    return "";
  }).trim();
  return stop && out && !/[.!?"”'’)]$/.test(out) ? `${out}.` : out;
}

/**
 * A short value (a field, a list item) without what a model put around it: a note or count after it ("... (Note:
 * based on the memories.)", "(This reflects ...)", "[Word count: 12]") and quotes wrapping all of it (none inside).
 */
export function withoutNotesAround(text: string): string {
  const bare = withoutClosingNote(
    text
      .trim()
      .replace(/\s*[([](?:(?:word|character) count:?\s*\d+|\d+ (?:words|characters))[)\]]\.?$/i, "")
      .replace(/\s*[([](?:note|explanation|reasoning|based on)\b[^()[\]]*[)\]]\.?$/i, ""),
  );
  const wrapped = /^["“]([^"“”]+)["”]$/.exec(bare);
  return wrapped ? wrapped[1]!.trim() : bare;
}

/** Whether a paragraph after the answer only remarks on it ("(This reflects ...)", "Note: ...", "Let me know ..."). */
export function isClosingRemark(paragraph: string): boolean {
  return META_PARAGRAPH.test(paragraph.trim());
}

/**
 * A short phrase (an activity, a thing's state) without an emoji or a remark in brackets after it: "being loaded with loaves (it
 * runs a bit cold)" -> "being loaded with loaves", "training the crew (the regatta is on Saturday)", "heating up — it
 * takes a while". A phrase is never written with an aside; only a whole phrase in brackets is kept as it is.
 */
export function withoutAside(phrase: string): string {
  const undecorated = withoutTrailingEmoji(phrase.trim());
  const m = /^(.*?[^\s([])\s*(?:\([^()]*\)|\[[^[\]]*\])[.!]?$/.exec(undecorated);
  const bare = m ? m[1]!.trim() : undecorated;
  // "heating up — it takes a while": a clause of its own after a dash.
  return bare.replace(/^(.*?\S)\s+(?:[—–]|--?)\s+(?:it|this|that|which|she|he|they|as|because|since|so)\b.*$/i, "$1").trim();
}

/** A phrase or list item without emoji decorating its end: "melting beeswax 🕯️", "meet the committee at 7:00 pm 🐑". */
export function withoutTrailingEmoji(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}.!)])\s+[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\s]+$/u, "");
}

/**
 * Whether a note or sentence closes on emoji ("... cheered me up. 🐝🐑"; a short phrase's, "conversing about the
 * loaves 🍞", is decoration its reader drops first, `withoutTrailingEmoji`): whether they belong to the text a person
 * keeps is the model's to say (readers of the same answers keep them or drop them), so such an answer is asked again
 * rather than stored either way.
 */
export function closesOnEmoji(text: string): boolean {
  return /[\p{L}\p{N}.!?…)"”’]\s*[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\s]*\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]*\s*$/u.test(text.trim());
}

/** Cuts an explanation appended to an answer on the same line: " (Note: ...)", " Note: ...", " Explanation: ...". */
export function withoutTrailingNote(text: string): string {
  return text
    .replace(/\s*\((?:note|explanation|reasoning|this|i |based on)[^)]+\)?\s*$/i, "")
    .replace(/\s*\[(?:note|explanation|reasoning|this|i |based on)[^\]]+\]?\s*$/i, "")
    .replace(/\s+(?:note|explanation|reasoning|rationale)\s*:.*$/i, "")
    .trim();
}

const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'], ["“", "”"], ["'", "'"], ["‘", "’"], ["`", "`"], ["«", "»"], ["「", "」"], ["**", "**"], ["__", "__"], ["*", "*"], ["_", "_"],
];

/**
 * Strips wrapping quotes or emphasis marks (matching pairs, repeatedly) and a lone unmatched double quote at either
 * end; quotes inside the text are kept.
 */
export function unquote(text: string): string {
  let t = text.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [open, close] of QUOTE_PAIRS) {
      if (t.length >= open.length + close.length && t.startsWith(open) && t.endsWith(close)) {
        t = t.slice(open.length, t.length - close.length).trim();
        changed = true;
      }
    }
  }
  const doubles = t.match(/["“”]/g)?.length ?? 0;
  if (doubles === 1) t = t.replace(/^["“”]\s*|\s*["“”]$/, "").trim();
  return t;
}

// --- refusals and junk ------------------------------------------------------------------------------------------------

const REFUSAL =
  /^(?:i['’]?m (?:sorry|afraid)|i am (?:sorry|afraid)|sorry\b|apologies|unfortunately\b|as an ai\b|as a language model\b|i(?: can(?:not|['’]t)| am (?:not able|unable)|['’]m (?:not able|unable)| won['’]t| do not| don['’]t| have no| lack)\b(?: \w+){0,3} (?:help|assist|provide|do|answer|comply|continue|create|write|make|determine|say|know|have|access|information|enough|predict|decide|guess|tell)\b|there is (?:not enough|no|insufficient) (?:information|context|data)|(?:it is|it's) (?:not possible|impossible) to (?:determine|say|know|tell))/i;

/** What a model says it cannot do with a request (a whole short refusal names one of these). */
const TASK_VERBS =
  "do|complete|finish|review|answer|help|assist|fulfil+|process|handle|perform|rate|score|judge|summari[sz]e|rewrite|rephrase|write|plan|re-?plan|decompose|break (?:this|it|that) down|break down|provide|generate|create|continue|comply|proceed|describe|determine|respond|reply|translate|role-?play|play (?:this|that|the) (?:role|character)|speak as (?:this|that|the) character|do (?:this|that) task";

/**
 * A model speaking as a model about the request instead of answering it: a refusal ("I'm sorry, but I can't help
 * with that", "As an AI ..."), confusion ("I'm not sure what you mean by ...", "It seems like the input was cut off",
 * "Could you provide more context?"), or a task it says it cannot do ("I'm not able to summarize this conversation").
 * No value of any prompt says this, in dialogue neither.
 */
const MODEL_REFUSAL = new RegExp(
  [
    String.raw`\bas an? (?:ai|language model|assistant)\b`,
    String.raw`\b(?:ai|large) language model\b`,
    String.raw`\bi(?:['’]m| am) an ai\b`,
    String.raw`^(?:i['’]m|i am) (?:sorry|afraid),? (?:but )?i (?:can(?:not|['’]t)|am unable to|['’]m unable to|won['’]t|am not able to|['’]m not able to) (?:help|assist|comply|fulfil+|provide|generate|create|write|answer|continue|engage|do that|do this|complete|process|rate|judge|summari[sz]e|rewrite|determine|plan|re-?plan|break (?:this|it|that) down|describe|infer)\b`,
    // Advice it says it may not give, and a hand-off to an expert: "I'm sorry, I can't give medical advice.", "I'm not a
    // legal expert, so please consult a professional." (a person's "I'm not a baker, but ..." goes on to answer).
    String.raw`^(?:i['’]m|i am) (?:sorry|afraid),? (?:but )?i (?:can(?:not|['’]t)|am unable to|['’]m unable to|won['’]t) (?:give|offer) (?:\w+ ){0,2}(?:advice|guidance|recommendations?)\b`,
    String.raw`^(?:i['’]m|i am) not an? (?:\w+ )?(?:expert|professional|specialist)\b[^.!?]{0,40}\b(?:so|please)\b[^.!?]{0,30}\b(?:consult|contact|ask|seek)\b`,
    // A task it says it cannot do, said of the request itself: "I can't describe the workbench's state.", "I cannot infer anything about real people."
    String.raw`^i (?:can(?:not|['’]t)|am unable to|['’]m unable to) (?:describe|infer|plan|re-?plan|break down|judge|rate|score) (?:this|that|it|anything|the \w+['’]s state)\b`,
    // What it says it cannot know of people: "I can't infer what someone finds interesting.", "I cannot describe
    // personal relationships between real people." (a character's "I can't describe how glad I am" is no refusal).
    // "I can't describe objects in that way." (the request's manner refused, nothing of the thing said).
    String.raw`^i (?:can(?:not|['’]t)|am unable to|['’]m unable to) (?:describe|infer|determine|judge|guess|know|characteri[sz]e) (?:what (?:someone|somebody|people|a person|others)\b|personal (?:relationships|feelings|information|details)\b|[^.!?]{0,40}\breal (?:people|persons|individuals)\b|(?:\w+ ){1,3}in (?:that|this|such a) (?:way|manner)[.!]?$)`,
    String.raw`\bi (?:can(?:not|['’]t)|am unable to|['’]m unable to|won['’]t|am not able to|['’]m not able to) (?:help|assist) (?:you )?with (?:that|this)\b`,
    String.raw`\bi(?:['’]m| am) (?:not able|unable) to (?:describe|characteri[sz]e|infer|plan|re-?plan|break (?:this|it|that) down|summari[sz]e|rewrite|rephrase|rate|score|judge|determine|generate|complete|fulfil+|answer|comply|process|predict|continue|role-?play|pretend|provide (?:a|an|the|that|this)|create (?:a|an|the|that|this)|write (?:a|an|the|that|this)|access|tell)\b`,
    // Declining to play a part: "I can't speak as a real person in an interview.", "I'd prefer not to continue this
    // role-play." (a character's "I'd rather not continue this conversation" is a line, so only the part is named).
    String.raw`^i (?:can(?:not|['’]t)|am unable to|['’]m unable to|won['’]t) (?:speak|answer|respond|talk|reply) as (?:a |an )?(?:real|actual) (?:person|human|individual)\b`,
    String.raw`^i(?:['’]d| would) (?:prefer not to|rather not|like not to) (?:continue|engage in|take part in|go on with|play) (?:this|the|that) (?:role-?play|roleplay|role|character|scenario)\b`,
    String.raw`\bi(?:['’]m| am) not (?:sure|certain|clear) (?:what|which) you(?:['’]re| are)? (?:mean|asking|referring|looking)`,
    String.raw`\bi (?:do not|don['’]t) (?:understand|follow) (?:the|your|what you)\b`,
    String.raw`\b(?:seems|looks|appears)\b[^.!?]{0,60}?\b(?:was|is|got|has been|have been|were|are)(?: to be)? (?:cut off|incomplete|truncated|unfinished|empty|missing)`,
    String.raw`\bthere(?:['’]s| is) (?:nothing|no conversation|no text|no content) (?:to|for me to) (?:summari[sz]e|rewrite|rate|score|describe|answer)\b`,
    // "There is nothing in this conversation I can help you remember.": the model offering its help to the reader.
    String.raw`^there(?:['’]s| is) nothing\b[^.!?]{0,60}\bi (?:can|could) help (?:you )?(?:with|remember|to|recall)\b`,
    String.raw`\b(?:the|your) (?:input|message|prompt|template|request|question|sentence) (?:is|was|seems|appears) (?:to be )?(?:incomplete|cut off|truncated|unfinished)`,
    String.raw`^(?:could|can|would) you (?:please )?(?:clarify|provide|share|give me|tell me|specify|complete|rephrase)\b`,
    String.raw`^please (?:provide|clarify|specify|share|complete)\b`,
    String.raw`\bi (?:do not|don['’]t) have (?:enough|sufficient|access|the ability|personal|real-time|any information)\b`,
    String.raw`\bi(?:['’]m| am) just an? (?:ai|assistant|program|language model)\b`,
    // A whole answer that only says the task cannot be done: "I cannot do this.", "I'm unable to review this.",
    // "I won't complete that request." (a person's "I can't wait to see Ines" or "I can't believe it" is not one).
    // An apology may lead it in ("Unfortunately, I cannot complete this task.", "Sorry — I can't do that.").
    String.raw`^(?:(?:unfortunately|sorry|apologies|i apologi[sz]e|i['’]m sorry|i am sorry|i['’]m afraid|i am afraid)[\s,.!:;—–-]*(?:but\s+)?)?i(?: can(?:not|['’]t| not)| am unable to|['’]m unable to| am not able to|['’]m not able to| won['’]t(?: be able to)?| will not(?: be able to)?) (?:${TASK_VERBS})(?: (?:this|that|it|with (?:this|that|it))| (?:this|that|the|your|a|an|any)(?: [\w'’-]+){1,5})?(?: to (?:this|that|it))?(?: (?:as requested|right now|for you|here))?[.!]?$`,
    // "That's not something I can help with.", "I'm sorry, but that's not something I can do."
    String.raw`^(?:(?:i['’]m |i am )?sorry,? (?:but )?)?(?:that|this|it)(?:['’]s| is) not something i(?: can|['’]m able to| am able to) (?:do|help with|assist with|answer|provide)\b`,
    // "I must decline this request."
    String.raw`^i (?:must|have to) (?:respectfully |politely )?decline (?:this|that|the|your) (?:request|task)\b`,
    // A refusal cut down to its subject and modal ("I cannot", "I'm unable."): in a field, no value either.
    String.raw`^i(?: can(?:not|['’]t)| am unable|['’]m unable| won['’]t| am not able|['’]m not able)[.!]?$`,
    // The same in Chinese, as a role-play model answers a Chinese prompt: "对不起，我无法继续这个角色扮演。"
    String.raw`^(?:抱歉|对不起|很抱歉|不好意思)[，,。!！\s]*(?:但是?)?[，,\s]*我?(?:无法|不能|不可以|没办法|做不到)`,
    String.raw`作为(?:一个)?(?:ai|人工智能|语言模型|AI助手)`,
  ].join("|"),
  "i",
);

/** Verbs of a narrator telling what a speaker does or says. */
const NARRATION_VERBS =
  "says|said|tells|told|explains|explained|replies|replied|answers|answered|nods|nodded|smiles|smiled|laughs|laughed|shrugs|shrugged|agrees|agreed|confirms|mentions|responds|adds|sighs|grins|looks|leans|pauses|thinks";

/**
 * Whether a line asked for as speech narrates the speaker instead ("Nadia nods and tells Owen that Friday works",
 * "Nadia explains that she is running the tent"): it opens with the speaker's own name and a narrator's verb.
 */
export function narratesSpeaker(text: string, names: readonly string[]): boolean {
  const who = names.filter(Boolean).map(escapeRegExp).join("|");
  if (!who) return false;
  return new RegExp(`^["“'*]?(?:${who})\\s+(?:\\w+ly\\s+)?(?:${NARRATION_VERBS})\\b`, "i").test(text.trim());
}

/**
 * Whether a text asked for in the third person speaks in the first ("I'm preparing the tent", "Owen brings my
 * bench"); words inside quotes (someone's words reported) do not count.
 */
export function inFirstPerson(text: string): boolean {
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, " ");
  return /\bI(?:['’](?:m|ve|ll|d))?\b|\b(?:my|me|myself|mine)\b/.test(unquoted);
}

/** Why an answer addressed to "you" is no value (see `addressesTheReader`). */
export const ADDRESSED_PROBLEM = 'the answer is addressed to "you": write it about the person, as asked';

/**
 * Whether a text asked for about a person (in the third person, or in the person's own first person) is addressed to
 * that person instead: its first sentence has "you" as its subject ("You found it interesting that ...", "Remember,
 * you have to bring the buns ...", "Your oven needs a repair"). A filler ("You know, I ...", "Thank you") is no
 * address, nor are words inside quotes; a "you" later in the text may be anyone's ("I learned that you can't rush dough").
 */
export function addressesTheReader(text: string): boolean {
  const unquoted = plainText(text).replace(/"[^"]*"|“[^”]*”/g, " ").replace(/\s+/g, " ").trim();
  const first = stripPreamble(unquoted).split(/(?<=[.!?])\s+/)[0] ?? "";
  const opening = first.replace(/^(?:remember|note|reminder|don['’]t forget|so|and|but|well|now|okay|ok)\b[,:!]?\s*(?:that\s+)?/i, "");
  return /^(?:you|your|yourself)\b(?![,\s]+(?:know|see)\b(?:\s*[,.!?;:—–-]|\s+what\b|$))/i.test(opening);
}

/**
 * Whether an answer says, in so many words, that none of the listed things applies: "None of the notes help.", "None
 * of these are relevant to ...", "[]", "None." (an empty list that is a real answer, not a missing one).
 */
export function saysNoneApply(text: string): boolean {
  const plain = plainText(text).trim();
  // "(none)", "Doc: none", "No notes are relevant to this request.": said outright too.
  if (/^(?:\(\s*none\s*\)|[a-z]{2,12}\s*:\s*none)\.?$/i.test(plain)) return true;
  if (/^no (?:notes?|memor(?:y|ies)|docs?|documents?|statements?|items?) (?:is|are) (?:relevant|useful|helpful)\b[^\d\n]*$/i.test(plain)) return true;
  return /^\[\s*\]$/.test(plain) || /^none\.?$/i.test(plain) || /^(?:none|no one|not one) of (?:the|these|those|them)\b[^.\n]{0,80}?\b(?:helps?|is|are|applies|apply|relevant|useful|matters?)\b(?![^\n]*\b(?:except|but|apart from|other than|save)\b)[^\d\n]*$/i.test(plain);
}

/**
 * The base a list of item numbers counts from: the items are shown from 1, so a list that holds a 0 was counted from
 * 0 ("Doc: 0", "memories": [0, 1]); every number of it is then one lower than shown.
 */
export function countsFrom(numbers: readonly number[]): 0 | 1 {
  return numbers.includes(0) ? 0 : 1;
}

/** Whether an answer says nothing at all: empty, only dots, dashes and quotes ("...", "…", "—"), or an empty code fence. */
export function saysNothing(text: string): boolean {
  // "```python\n\n```": a code fence with nothing in it says nothing either.
  return /^[\s.…\-–—_*"'`“”‘’]*$/.test(withoutReasoning(text).replace(/```[\w-]*[ \t]*(?:\n[\s.…]*)?```/g, ""));
}

/**
 * Whether a value (or a field of one) only says there is none: "N/A", "unknown", "TBD", "None", "null", "?", "...".
 * An empty field is not one (an optional part left out).
 */
export function isNonAnswer(text: string): boolean {
  const t = plainText(text).replace(/^["'“”‘’`*_\s]+|["'“”‘’`*_\s]+$/g, "");
  // A whole answer in square brackets is a template's slot written back ("[Insert the notice here]", "[Ada's note]").
  if (/^\[[A-Za-z][^[\]{}"]{1,79}\]$/.test(text.trim())) return true;
  return /^(?:n\/?a|none|null|nil|undefined|unknown|tbd|tba|not applicable|not available|no answer|not sure|\?+|[.…]+|-+|—+)[.!]?$/i.test(t) && text.trim() !== "";
}

/**
 * What a text is: words someone says or writes in their own voice (a character's line, a note, a draft), where "Sorry,
 * I can't say." may be theirs; or a value that describes something (a thing's state, a place, a summary), where it
 * can only be the model declining to answer.
 */
export type TextKind = "speech" | "description";

/**
 * What a speaker may say in character but no description says: "Sorry, I cannot say.", "I don't know.", "Hard to
 * tell.", "No idea."
 */
const DESCRIPTION_REFUSAL = new RegExp(
  [
    String.raw`^(?:(?:sorry|apologies|unfortunately|i['’]m sorry|i am sorry|i['’]m afraid|i am afraid)[\s,.!:;—–-]*(?:but\s+)?)?i(?: can(?:not|['’]t| not)| am unable to|['’]m unable to| am not able to|['’]m not able to| do not| don['’]t| could not| couldn['’]t) (?:say|know|tell|be sure|guess|see|find|work out|figure out)\b`,
    String.raw`^(?:sorry|apologies|unfortunately|i['’]m sorry|i am sorry|i['’]m afraid|i am afraid)[.!]?$`,
    String.raw`^(?:i have )?no idea\b`,
    String.raw`^(?:i['’]m |i am )?(?:not sure|unsure|uncertain)\b`,
    String.raw`^(?:it['’]s |it is )?(?:hard|impossible|difficult) to (?:say|tell|know)\b`,
  ].join("|"),
  "i",
);

/**
 * Whether a text is a model's refusal or confusion about the request (see MODEL_REFUSAL), safe for dialogue; a value
 * that describes something is also one when it only says it cannot tell (DESCRIPTION_REFUSAL).
 */
export function isModelRefusal(text: string, kind: TextKind = "speech"): boolean {
  const plain = stripPreamble(plainText(text)).replace(/\s+/g, " ");
  // The opening two sentences: a refusal says so first; a long answer that quotes one later is not a refusal.
  const opening = plain.split(/(?<=[.!?])\s+/).slice(0, 2).join(" ");
  return MODEL_REFUSAL.test(opening) || declinesToSpeakOfOthers(opening) || (kind === "description" && DESCRIPTION_REFUSAL.test(opening));
}

/**
 * Whether an answer writes back the template's quoted alternatives ('either "Answer: yes" or "Answer: no"'): a closing
 * quote, "or", an opening quote. It names every choice and settles on none.
 */
export function quotesTheChoices(text: string): boolean {
  return /\S["”]\s*(?:,\s*)?or\s+["“]\S/i.test(text);
}

/**
 * Whether a note or thought only says there is nothing to note: "Nothing in this conversation needs to be remembered.",
 * "There is nothing worth noting.", "No planning needed.", "Nothing to remember." (an empty answer in words, no note of
 * the person's).
 */
export function saysNothingToNote(text: string): boolean {
  const plain = stripPreamble(plainText(text)).trim();
  return (
    /^(?:there(?:['’]s| is| was) )?nothing\b[^.!?\n]{0,60}?\b(?:needs? to be|has to be|worth|to be|that needs to be|for (?:me|him|her|them) to) (?:remembered|remembering|noted|noting|recorded|recording|planned|planning|kept|keeping|written down)\b[^\n]*$/i.test(plain) ||
    /^no (?:notes?|thoughts?|planning|memos?|reminders?|follow-?ups?)\b(?: (?:is|are))? (?:needed|required|necessary|to (?:note|record|add))\b[^\n]*$/i.test(plain) ||
    // "Nothing to remember.", "No — just small talk; there is nothing to plan around." (nothing kept back: "except ...").
    (/^(?:no\b[^\n]{0,80}?[;:—–-]\s*)?(?:there(?:['’]s| is| was) )?nothing (?:\w+ ){0,2}to (?:remember|note|plan(?: around| for)?|record|keep in mind|write down)\b[^\n]*$/i.test(plain) &&
      !/\b(?:except|but|apart from|other than|besides)\b/i.test(plain))
  );
}

/** Whether a text is a refusal or a non-answer ("I'm sorry, but I can't...", "There is not enough information"). */
export function isRefusal(text: string): boolean {
  return REFUSAL.test(stripPreamble(plainLine(text.trim()))) || isModelRefusal(text);
}

/** Thrown by a reader whose answer shows it was cut off (the runner asks again, shorter or with a larger cap). */
export class CutOffAnswer extends Error {
  override name = "CutOffAnswer";
  constructor(what = "the answer stops mid-sentence") {
    super(`${what}: it looks cut off by the length limit`);
  }
}

/**
 * Words a finished sentence does not end on: "I need to", "she would bring the", "Mei and". ("it" and "you" end
 * sentences as objects: "a bench for it", "thank you"; only "and it" dangles.)
 */
const DANGLING =
  /(?:^|\s)(?:a|an|the|to|of|in|on|at|for|with|from|by|into|onto|about|and|or|but|nor|so|that|which|who|whose|whom|because|if|when|while|than|as|her|his|their|my|your|our|its|is|are|was|were|be|been|will|would|can|could|should|shall|must|may|might|has|have|had|do|does|did|not|very|some|this|these|those|i|we|she|he|they|and it|and you|i['’]m|i['’]ll|i['’]d|let['’]s|wants|promised|decided|told|says|thinks|wonders|going|about to|such)$/i;

/**
 * Signs in any answer's text that it was cut off where the endpoint did not say so: a reasoning block, a code fence
 * or a JSON value opened and never closed. (A sentence that stops mid-way is the sentence readers' sign:
 * `endsMidSentence`.)
 */
export function looksCutOff(raw: string): boolean {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (!text) return false;
  if (REASONING_OPEN.test(text) && !REASONING_CLOSE_ANY.test(text)) return true;
  const answer = withoutReasoning(text);
  if ((answer.match(/```/g)?.length ?? 0) % 2 === 1) return true;
  // An emoji sequence cut after its joiner ("👩‍" of "👩‍🍳").
  if (/\u200d[\ufe0f\s]*$/.test(answer)) return true;
  const body = unfence(answer).trim();
  return /^[{[]/.test(body) && closingIndex(body, 0, body[0]!, body[0] === "{" ? "}" : "]") < 0;
}

/**
 * The complete part of an answer cut off by the length limit: a JSON value closed after its last complete item (a
 * list of steps cut inside the third keeps the first two), else the lines before the last (the one the cut fell in).
 */
export function completePart(raw: string): string {
  const answer = unfence(withoutReasoning(raw)).trim();
  const start = answer.search(/[{[]/);
  if (start >= 0 && /^[{[]/.test(answer.slice(start)) && closingIndex(answer, start, answer[start]!, answer[start] === "{" ? "}" : "]") < 0) {
    return closedJsonPrefix(answer.slice(start));
  }
  // Items of several lines each, a blank line between them (a grounding per step): an item cut inside has fewer lines
  // than the whole ones before it, and is dropped whole, not read as far as its cut.
  const blocks = answer.split(/\n[ \t]*\n/);
  const lineCount = (block: string) => block.trim().split("\n").length;
  const whole = blocks.slice(0, -1);
  if (whole.length > 0 && whole.every((b) => lineCount(b) > 1 && lineCount(b) > lineCount(blocks.at(-1)!))) return whole.join("\n\n").trim();
  // The same items each under a heading line of their own ("1", "Step 2:") with no blank line between them.
  const headed = withoutCutHeadedItem(answer);
  if (headed !== undefined) return headed;
  const lines = answer.split("\n");
  return lines.slice(0, -1).join("\n").trim();
}

/** A line that only numbers the item below it: "1", "2.", "Step 3:", "### Step 4". */
const ITEM_HEADING = /^[ \t]*(?:#{1,4}[ \t]*)?(?:\*\*)?(?:step[ \t]*)?\d{1,2}[.):]?(?:\*\*)?[ \t]*$/gim;

/** Items under numbered heading lines, the last cut inside (fewer lines than every whole one): the text before it. */
function withoutCutHeadedItem(answer: string): string | undefined {
  const heads = [...answer.matchAll(ITEM_HEADING)].map((m) => m.index!);
  if (heads.length < 2) return undefined;
  const items = heads.map((start, i) => answer.slice(start, heads[i + 1] ?? answer.length).trim().split("\n").length);
  const last = items.at(-1)!;
  if (!items.slice(0, -1).every((n) => n > 2 && n > last)) return undefined;
  return answer.slice(0, heads.at(-1)).trim();
}

/** A cut JSON text closed after its last complete value: `{"a": [{..}, {..}, {"b` -> `{"a": [{..}, {..}]}`. */
function closedJsonPrefix(text: string): string {
  const open: string[] = [];
  let inString = false;
  let lastComplete = -1;
  let closersAtComplete: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") open.push(ch === "{" ? "}" : "]");
    else if (ch === "}" || ch === "]") {
      open.pop();
      // A value inside a list just closed: everything up to here is whole.
      if (open.at(-1) === "]") {
        lastComplete = i;
        closersAtComplete = [...open].reverse();
      }
    }
  }
  return lastComplete < 0 ? "" : text.slice(0, lastComplete + 1) + closersAtComplete.join("");
}

/** Throws CutOffAnswer when a value stops mid-sentence (see `endsMidSentence`); returns the text otherwise. */
export function checkedEnding(text: string): string {
  if (endsMidSentence(text)) throw new CutOffAnswer();
  return text;
}

/**
 * Whether a value's last sentence stops before its end: on a dangling word ("... she would bring the", "I need to"),
 * a comma, a colon or a dash; after finished sentences, without a stop of its own ("Good energy. Please mention"); on
 * a clause that has only its subject ("Nadia was touched that Tariq"). (A sentence cut between two words that could
 * end it is only known from the endpoint.)
 */
export function endsMidSentence(text: string): boolean {
  const plain = plainText(text).replace(/\s+/g, " ").trim();
  if (!plain) return false;
  if (/[,;:([{–—-]$/.test(plain) && !/[:)]-?[)(]$/.test(plain)) return true;
  if (/[.!?…"'”’)\]*_]$/u.test(plain) || /\p{Extended_Pictographic}$/u.test(plain)) return false;
  // "being slept in", "was sat on": a particle after a passive participle ends the phrase.
  if (PASSIVE_PARTICLE_END.test(plain)) return false;
  if (DANGLING.test(plain)) return true;
  // "Good energy and a clear date. Please mention": the text finishes its sentences, and its last one stops short.
  if (AFTER_FINISHED_SENTENCE.test(plain)) return true;
  // "Nadia was touched that Tariq": a clause opened and given only its subject.
  if (SUBJECT_ONLY_CLAUSE.test(plain) && !/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i.test(plain)) return true;
  // A sentence of some length that a model wrote out ends on a full stop; one that stops on a bare word was most
  // likely cut ("... to the back door of her pharm").
  return CUT_SENTENCE.test(plain) && plain.split(" ").length >= 8;
}

/**
 * Whether a list's last item was cut by the token cap where the endpoint did not say so: the items before it all end
 * alike (on a time, a closing bracket or a full stop) and the last stops on a bare word instead ("1) sawing the
 * planks (minutes: 20) ... 4) screwing the planks to the fra").
 */
export function lastItemCut(items: readonly string[]): boolean {
  if (items.length < 3) return false;
  const ending = (item: string) => {
    const t = item.trim();
    if (/[.!?]["”’)]?$/.test(t)) return "stop";
    if (/\)$/.test(t)) return "bracket";
    if (/\d\s*(?:[ap]\.?\s?m\.?)?$/i.test(t) || /\b(?:noon|midnight)$/i.test(t)) return "time";
    if (/\p{L}$/u.test(t)) return "word";
    return "other";
  };
  const before = items.slice(0, -1).map(ending);
  return before[0] !== "word" && before[0] !== "other" && before.every((e) => e === before[0]) && ending(items.at(-1)!) === "word";
}

/** A sentence finished with a stop, then one of two words or more that stops on a lowercase word with none. */
const AFTER_FINISHED_SENTENCE = /[.!?]["”’)]?\s+[A-Z][^.!?]*\s[a-z][a-z'’-]*$/;
/** A subordinate clause of its subject alone at the very end: "... that Tariq", "... because Ines". */
const SUBJECT_ONLY_CLAUSE = /\b(?:that|because|although|though|whether|so that)\s+[A-Z][\p{L}'’-]*$/u;

/** A sentence (a subject and more) stopping on a lowercase word with no full stop. */
const CUT_SENTENCE = /^[A-Z"“'][^\n]*\s[a-z][a-z'’-]*$/;

/** A passive participle and its particle closing a phrase: "being slept in", "was looked at", "being cared for". */
const PASSIVE_PARTICLE_END =
  /\b(?:being|been|is|was|are|were|be|get|gets|got)\s+(?:\w+(?:ed|en)|slept|sat|put|built|kept|left|set|dealt|thought|brought)\s+(?:in|on|at|for|with|from|by|about|into|onto)$/i;

/** Whether a text only repeats itself, as small models loop: "X. X. X." or a phrase said again and again. */
export function repeatsItself(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+/).map((x) => x.trim().toLowerCase().replace(/[.!?]+$/, "")).filter(Boolean);
  if (sentences.length >= 2 && new Set(sentences).size === 1) return true;
  // A phrase of three words or more said twice running, or a shorter one three times.
  return /(\b\w+(?:\W+\w+){2,}?)(?:[\s,.;]+\1\b)+/i.test(text) || /(\b\w[^]{6,}?)(?:[\s,.;]+\1\b){2,}/i.test(text);
}

/** An item said three times or more: a small model looping in a list ("feed the mules at 6:00 am" over and over). */
export function loopingItem(items: readonly string[]): string | null {
  const seen = new Map<string, number>();
  for (const item of items) {
    const key = item.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (seen.get(key)! >= 3) return item;
  }
  return null;
}

/**
 * Whether a text carries JSON or template punctuation that no real value has (`"key": `, braces, `<placeholder>`, a
 * template's `[name]` echoed back).
 */
export function hasMarkup(text: string): boolean {
  return /[{}]|"[^"\n]{1,40}"\s*:\s*(?:["\d[{-]|true\b|false\b|null\b)|^\s*[\w ]{1,30}"\s*:|<\/?[a-z_][\w ]*>|\[[a-z][a-z_ -]{1,30}\]/i.test(text);
}

// --- placeholders echoed back ---------------------------------------------------------------------------------------

/** What a template's slots are called: a weak model writes "[activity] at [time]" or "<place>" back instead of a value. */
const SLOT_WORDS =
  "place|activity|time|item|items|summary|event|date|day|name|emotion|action|thing|area|object|value|text|answer|number|location|task|subtask|description|sector|arena|emoji|reason|score|step|person|hour|minutes|duration|statement|thought|note|status|change|code|content|sentence|topic|insight|question|reply|response|utterance|draft|review|plan|state|result|output|title|message|memory|id|strengths?|weakness(?:es)?|suggestions?|improvements?|feedback|details?";

/** HTML tag names: `<br>` or `<b>` in an answer is markup, not a slot. */
const HTML_TAGS = new Set(
  "a abbr b br body code div em footer h1 h2 h3 h4 h5 h6 head header hr html i img input label li main nav ol p pre s script section small span strong style sub sup table tbody td template th thead title tr u ul think thinking reasoning".split(" "),
);

/**
 * "<place>", "<what Nadia Farouk says>": a slot is named in lowercase words, a name among them in capitals (a
 * capitalised "<Hello there>" is a reply's words to be spoken aloud, not a slot).
 */
const ANGLE_SLOT = /(?<![\w<])<([a-z][a-zA-Z _|'’,.-]{1,40})>/g;
const BRACKET_SLOT = new RegExp(String.raw`(?<![\w\]])[[【](?:your |the |a |an |insert |person's |their )?(?:${SLOT_WORDS})(?:[ _-][a-z]+){0,2}[\]】](?!\()`, "i");
const WRITE_HERE = /\byour[_ ](?:\w+[_ ]){0,2}here\b|\b(?:insert|fill in) (?:the |your )?\w+ here\b|\bplaceholder\b|\blorem ipsum\b/i;
/** A slot's name in capitals ("NAME was pleased that PARTNER asked"), a blank to fill ("being ___"), a time's mask ("XX:XX"). */
const CAPITAL_SLOT = /(?<![\w-])(?:NAME|FIRST_NAME|PARTNER|PERSON|PLACE|LOCATION|ACTIVITY|SUBJECT|PREDICATE|OBJECT|ITEM|STATE|EMOJI)(?![\w-])/;
/** A JSON field holding the template's choices written back: {"knew": "yes" | "no" | "unsure"}. */
const CHOICE_UNION = /"[^"\n]{1,40}"\s*:\s*"[^"\n]{1,40}"\s*\|\s*"[^"\n]{1,40}"/;
const BLANK = /\S[ \t]*_{3,}|_{3,}[ \t]*\S|\b(?:XX|HH?):(?:XX|MM)\b|__:__/;

/**
 * Whether a part of an answer is only the name of its slot, written back bare: "predicate" and "object" in
 * "(Tomasz Nowak, predicate, object)", {"state": "state"}. `slots` are the part's own names (its field, its place in
 * the template).
 */
export function isSlotName(part: string, slots: readonly string[]): boolean {
  const bare = part.trim().toLowerCase().replace(/^[\s<[({"'`*_]+|[\s>\])}"'`*_.]+$/g, "").replace(/[_-]+/g, " ");
  return bare.length > 0 && slots.some((slot) => slot.toLowerCase().replace(/[_-]+/g, " ") === bare);
}

/**
 * Whether an answer echoes a template's slot instead of filling it: "<place>", "Come to [event] on [date]!", "1)
 * <item>", "# your code here", "your_code_here". Code's generics ("Array<string>"), markdown links ("[the notes](…)"),
 * HTML tags and stage directions ("[laughs]") are not slots.
 */
export function hasPlaceholder(text: string): boolean {
  for (const m of text.matchAll(ANGLE_SLOT)) if (!HTML_TAGS.has(m[1]!.trim().toLowerCase())) return true;
  if (BRACKET_SLOT.test(text) || WRITE_HERE.test(text) || CHOICE_UNION.test(text)) return true;
  // "[Line 1]\n[Line 2]\n[Line 3]": numbered slots, one a line, are the shape of an answer, not one.
  const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
  if (lines.length >= 2 && lines.every((line) => /^\[[A-Za-z][a-z]*(?: [a-z]+)? \d{1,2}\]$/.test(line))) return true;
  // "[What works]. [One change].", "[Line 1: date and place]\n[Line 2: parking]": nothing but bracketed slots, each
  // a capitalised name of two words or more (stage directions, "[laughs]", "[Sighs softly]", are no slots).
  const bracketed = text.match(/\[[^[\]\n]{2,60}\]/g) ?? [];
  if (
    bracketed.length >= 2 &&
    /^[\s.,;:—–-]*$/.test(text.replace(/\[[^[\]\n]{2,60}\]/g, "")) &&
    bracketed.every((slot) => /^\[(?![A-Z][a-z]+s\b)[A-Z]\S*\s+\S/.test(slot))
  )
    return true;
  // Capitals and underscores are code's own ("const STATE = {}", "x___y"): these only in prose.
  const prose = text.replace(/```[\s\S]*?(?:```|$)/g, " ");
  return !/[=;{}]/.test(prose) && (CAPITAL_SLOT.test(prose) || BLANK.test(prose));
}

/** The names of a template's slots shown to the model: "Answer: <state>" -> ["state"], "[activity] at [time]". */
export function templateSlots(template: string): string[] {
  const names = [...template.matchAll(/<([a-z][a-z _'-]{1,30})>|\[([a-z][a-z _'-]{1,30})\]/gi)].map((m) => (m[1] ?? m[2])!.trim());
  return [...new Set(names.filter((name) => !HTML_TAGS.has(name.toLowerCase())))];
}

// --- JSON inside prose ---------------------------------------------------------------------------------------------

/** The end index (exclusive) of the bracketed value opening at `start`, respecting JSON strings; -1 if unclosed. */
function closingIndex(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === open) depth++;
    else if (ch === close && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * JSON.parse, then once more leniently (trailing commas, curly quotes, single-quoted strings, Python literals), then
 * as JSON5 or a Python literal is written (comments, unquoted keys, single quotes with apostrophes inside). A function
 * call as a model writes it for a tool (`{"name": "...", "arguments": {...}}`) stands for its arguments.
 */
export function parseJsonLenient(text: string): unknown {
  const lenient = text
    .replace(/[“”]/g, '"')
    .replace(/,\s*([}\]])/g, "$1")
    .replace(/(?<=[{,\s])'([^'\n]*)'(?=\s*:)/g, '"$1"')
    .replace(/(?<=:\s*)'([^'\n]*)'(?=\s*[,}])/g, (_, s: string) => JSON.stringify(s))
    .replace(/(?<=[:[,]\s*)True\b/g, "true")
    .replace(/(?<=[:[,]\s*)False\b/g, "false")
    .replace(/(?<=[:[,]\s*)None\b/g, "null");
  for (const candidate of [text, lenient, () => asStrictJson(text)]) {
    try {
      return toolCallArguments(JSON.parse(typeof candidate === "string" ? candidate : candidate()));
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Keys a tool-call wrapper holds besides its name and arguments. */
const TOOL_CALL_KEYS = new Set(["name", "type", "id", "function", "tool", "arguments", "parameters", "args", "input"]);

/** `{"name": "plan", "arguments": {...}}` (arguments also as a JSON string): the arguments; any other value as it is. */
export function toolCallArguments(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  if (typeof object.name !== "string" || !keys.every((key) => TOOL_CALL_KEYS.has(key))) return value;
  let args = object.arguments ?? object.parameters ?? object.args ?? object.input;
  if (typeof args === "string") {
    try {
      args = JSON.parse(args);
    } catch {
      return value;
    }
  }
  return args && typeof args === "object" && !Array.isArray(args) ? args : value;
}

/**
 * JSON5 or a Python literal rewritten as JSON: comments dropped, bare keys quoted, single-quoted strings (an
 * apostrophe inside one is a letter unless a comma, colon or bracket follows it) double-quoted, trailing commas
 * dropped, True/False/None as JSON's literals. Strings are copied as they are.
 */
function asStrictJson(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch === '"' || ch === "“") {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== "”") j += text[j] === "\\" ? 2 : 1;
      out += JSON.stringify(JSON.parse(`"${text.slice(i + 1, j).replace(/\\'/g, "'").replace(/\n/g, "\\n")}"`));
      i = j + 1;
    } else if (ch === "'") {
      let j = i + 1;
      while (j < text.length && !(text[j] === "'" && /^\s*(?:[,:}\]]|$)/.test(text.slice(j + 1)))) j += text[j] === "\\" ? 2 : 1;
      out += JSON.stringify(text.slice(i + 1, j).replace(/\\(['"\\])/g, "$1"));
      i = j + 1;
    } else if (text.startsWith("//", i)) {
      i = text.indexOf("\n", i) < 0 ? text.length : text.indexOf("\n", i);
    } else if (text.startsWith("/*", i)) {
      i = text.indexOf("*/", i) < 0 ? text.length : text.indexOf("*/", i) + 2;
    } else if (/[A-Za-z_$]/.test(ch) && !/[\w$]/.test(text[i - 1] ?? "")) {
      const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))![0];
      const literal = { True: "true", False: "false", None: "null", true: "true", false: "false", null: "null" }[word];
      out += /^\s*:/.test(text.slice(i + word.length)) ? JSON.stringify(word) : (literal ?? word);
      i += word.length;
    } else {
      out += ch;
      i++;
    }
  }
  return out.replace(/,(\s*[}\]])/g, "$1");
}

/** Every top-level `{...}` of the text that parses as a JSON object, in order (prose and fences around are ignored). */
export function jsonObjects(raw: string): Array<Record<string, unknown>> {
  const text = withoutReasoning(raw);
  const found: Array<Record<string, unknown>> = [];
  for (let at = text.indexOf("{"); at >= 0; ) {
    const end = closingIndex(text, at, "{", "}");
    if (end < 0) break;
    const value = parseJsonLenient(text.slice(at, end));
    if (value && typeof value === "object" && !Array.isArray(value)) {
      found.push(value as Record<string, unknown>);
      at = text.indexOf("{", end);
    } else at = text.indexOf("{", at + 1);
  }
  return found;
}

/** The first `{...}` in the text that parses as a JSON object. */
export function firstJsonObject(raw: string): Record<string, unknown> | undefined {
  return jsonObjects(raw)[0];
}

/** The first `[...]` in the text that parses as a JSON array (of anything). */
export function firstJsonArray(raw: string): unknown[] | undefined {
  const text = withoutReasoning(raw);
  for (let at = text.indexOf("["); at >= 0; at = text.indexOf("[", at + 1)) {
    const end = closingIndex(text, at, "[", "]");
    if (end < 0) continue;
    const value = parseJsonLenient(text.slice(at, end));
    if (Array.isArray(value) && value.length > 0) return value;
  }
  return undefined;
}

/** The first `[...]` in the text that parses as a JSON array of strings. */
export function firstJsonStringArray(raw: string): string[] | undefined {
  const text = withoutReasoning(raw);
  for (let at = text.indexOf("["); at >= 0; at = text.indexOf("[", at + 1)) {
    const end = closingIndex(text, at, "[", "]");
    if (end < 0) continue;
    const value = parseJsonLenient(text.slice(at, end));
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string")) return value;
  }
  return undefined;
}

const keyOf = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The value of the first of `keys` the object has (keys compared without case, spaces, "_" or "-"); with
 * `onlyField`, also the value of an object with a single field whatever its name.
 */
export function jsonField(object: Record<string, unknown>, keys: readonly string[], onlyField = false): unknown {
  const entries = Object.entries(object);
  for (const key of keys) {
    const found = entries.find(([k]) => keyOf(k) === keyOf(key));
    if (found) return found[1];
  }
  return onlyField && entries.length === 1 ? entries[0]![1] : undefined;
}

// --- list items ----------------------------------------------------------------------------------------------------

export interface ListLine {
  /** The number of a numbered item ("2." / "**2.**" / "(2)" / "Step 2:" / "Step 2 -"), null for a bullet or a plain line. */
  number: number | null;
  bullet: boolean;
  /** The line without its marker and markdown. */
  text: string;
}

const NUMBER_MARKER =
  /^(?:[-*•+▪◦]\s+)?(?:(?:step|item|no\.?|#)\s*)?\(?(\d{1,2})\s*[.)\]:]\s+|^(?:[-*•+▪◦]\s+)?\((\d{1,2})\)\s+|^(?:[-*•+▪◦]\s+)?(?:step|item)\s*#?(\d{1,2})\s+[-–—]\s+/i;
const BULLET_MARKER = /^[-*•+▪◦–]\s+/;

/** A roman item number, as a list that mixes its numbering has ("iii. dip the scarves", "IV) close up", "ii: 6"). */
const ROMAN_MARKER = /^(?:[-*•+▪◦]\s+)?\(?((?:x{0,1}(?:ix|iv|v?i{0,3}))|(?:X{0,1}(?:IX|IV|V?I{0,3})))[.):]\s+(?=\S)/;
const ROMAN_DIGITS: Record<string, number> = { i: 1, v: 5, x: 10 };

/** A lettered item ("a) open the shop", "B. 6", "(c) lock up"): the letter's place in the alphabet, a to h. */
const LETTER_MARKER = /^(?:[-*•+▪◦]\s+)?\(?([a-h]|[A-H])[.)]\s+(?=\S)/;

function romanNumber(numeral: string): number | null {
  const digits = [...numeral.toLowerCase()].map((d) => ROMAN_DIGITS[d]!);
  // A lone capital "I." is more often the pronoun than an item; a lone "i" still counts in a lowercase list.
  if (digits.length === 0 || numeral === "I") return null;
  return digits.reduce((sum, d, i) => sum + (d < (digits[i + 1] ?? 0) ? -d : d), 0);
}

/** A line's list marker and text: "**2.** Open the bakery" -> {number: 2, text: "Open the bakery"}. */
export function listLine(line: string): ListLine {
  const plain = plainLine(line).trim();
  const numbered = NUMBER_MARKER.exec(plain);
  if (numbered) return { number: Number(numbered[1] ?? numbered[2] ?? numbered[3]), bullet: false, text: plain.slice(numbered[0].length).trim() };
  const roman = ROMAN_MARKER.exec(plain);
  const romanValue = roman && roman[1] ? romanNumber(roman[1]) : null;
  if (roman && romanValue !== null) return { number: romanValue, bullet: false, text: plain.slice(roman[0].length).trim() };
  const letter = LETTER_MARKER.exec(plain);
  if (letter) return { number: letter[1]!.toLowerCase().charCodeAt(0) - 96, bullet: false, text: plain.slice(letter[0].length).trim() };
  const bullet = BULLET_MARKER.exec(plain);
  if (bullet) return { number: null, bullet: true, text: plain.slice(bullet[0].length).trim() };
  return { number: null, bullet: false, text: plain };
}

/**
 * A list item without the marker a model kept in it ("1) have lunch at 12:00 pm", "- have lunch", "**2.** open the
 * shop"), where a list's items are asked for as separate strings (a JSON array). A time first ("7:00 am - open") is
 * no marker.
 */
export function withoutListMarker(item: string): string {
  const line = listLine(item);
  return line.number !== null || line.bullet ? line.text : item.trim();
}

/** The number of a list's first numbered item ("2) run the ferry" -> 2), or null when it is not numbered. */
export function firstItemNumber(text: string): number | null {
  for (const line of plainText(text).split("\n")) {
    if (!line.trim()) continue;
    const item = listLine(line);
    if (item.number !== null) return item.number;
    if (item.bullet || !isPreambleLine(line)) return null; // a preamble line may come before the list
  }
  return null;
}

/** The items of a numbered or bulleted list, one a line, markers and markdown removed; other lines are skipped. */
export function listItems(raw: string): string[] {
  // Sub-bullets (indented deeper than the list's own items) explain an item: they are not items.
  const lines = plainText(raw).split("\n");
  const indent = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, "    ").length;
  const marked = lines.filter((line) => { const l = listLine(line); return (l.number !== null || l.bullet) && l.text.length > 0; });
  const top = Math.min(...marked.map(indent));
  return marked.filter((line) => indent(line) <= top + 1).map((line) => withoutTrailingNote(withoutClosingNote(listLine(line).text)));
}

// --- clock times ---------------------------------------------------------------------------------------------------

/** A time of day: "7", "7am", "7:00 AM", "19:00", "7 p.m.", "07h30". Groups: hour, minutes, meridiem letter. */
export const CLOCK_TIME = String.raw`(?<![\d:.])(\d{1,2})(?:[:.h](\d{2})(?::[0-5]\d(?!\d))?)?\s*(?:([ap])\.?\s?m\b\.?)?`;

/**
 * Minutes after midnight of a time; `inherit` is a meridiem borrowed from the other end of a range ("5-7am"). Null when
 * the numbers are no time of day (13 pm, 7:75, 25:00). "24:00" is 1440, the end of the day.
 */
export function clockMinutes(hour: string | number, minutes?: string, meridiem?: string, inherit?: string): number | null {
  let h = Number(hour);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || m > 59) return null;
  const own = meridiem?.toLowerCase().charAt(0);
  const borrowed = inherit?.toLowerCase().charAt(0);
  if (own) {
    if (h < 1 || h > 12) return null;
    h = own === "a" ? h % 12 : (h % 12) + 12;
  } else if (borrowed && h >= 1 && h <= 12) {
    h = borrowed === "a" ? h % 12 : (h % 12) + 12;
  } else if (h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

/** The time of day a short text is ("7am", "7:00 AM", "19:00", "noon", "midnight"); null when it is not one. */
export function parseClockTime(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/[.!]+$/, "");
  if (/^(?:12\s*)?noon$|^midday$/.test(t)) return 720;
  if (/^(?:12\s*)?midnight$/.test(t)) return 0;
  const m = new RegExp(`^${CLOCK_TIME}$`, "i").exec(t);
  if (!m) return null;
  return clockMinutes(m[1]!, m[2], m[3]);
}

export interface FoundTime {
  minutes: number;
  /** Where the time phrase starts and ends in the text. */
  index: number;
  end: number;
  /** Written with minutes or am/pm (a bare "7" is only a time where the context says so). */
  explicit: boolean;
}

/** Every time of day in a text, in order; bare numbers only with `bare`. "noon" and "midnight" count. */
export function findClockTimes(text: string, { bare = false } = {}): FoundTime[] {
  const found: FoundTime[] = [];
  const re = new RegExp(`${CLOCK_TIME}(?![\\d%])|\\b(?:12\\s*)?(noon|midnight)\\b`, "gi");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].trim().length === 0) {
      re.lastIndex++;
      continue;
    }
    if (m[4]) {
      found.push({ minutes: m[4].toLowerCase() === "noon" ? 720 : 0, index: m.index, end: m.index + m[0].length, explicit: true });
      continue;
    }
    const explicit = m[2] !== undefined || m[3] !== undefined;
    if (!explicit && !bare) continue;
    const minutes = clockMinutes(m[1]!, m[2], m[3]);
    if (minutes !== null) found.push({ minutes, index: m.index, end: m.index + m[0].trimEnd().length, explicit });
  }
  return found;
}

export interface TimedLine {
  start: number;
  /** The end of a range ("05:00 - 07:00 - baking"), else null. */
  end: number | null;
  /** The text after the time(s) and their separator. */
  rest: string;
}

const RANGE_JOIN = String.raw`\s*(?:-|–|—|~|to|until|till|thru|through)\s*`;
// "05:00h: ...", "05:00 hrs - ...": an hour's mark after the time; "05:00 = ...", a CSV row "05:00,...": separators too.
const AFTER_TIME = /^\s*(?:h(?:rs?|ours)?\b\.?)?\s*(?:\]|\))?\s*(?:\((?:noon|midday|midnight|morning|afternoon|evening|night)\)\s*)?(?:-{1,2}|–|—|:|~|\||=>|->|→|=|,)?\s*/;

/**
 * A line that starts with a time or a time range: "07:00 - baking", "7 am: open the shop", "[07:00] ...",
 * "05:00 - 07:00 - baking bread", "5-7am baking", "from 9 to 11 am: ...". Null when the line starts otherwise.
 */
export function leadingTime(line: string): TimedLine | null {
  const text = line.trim().replace(/^(?:from|at|between)\s+/i, "").replace(/^[[(]\s*/, "");
  const range = new RegExp(`^${CLOCK_TIME}${RANGE_JOIN}${CLOCK_TIME}`, "i").exec(text);
  if (range && (range[2] !== undefined || range[3] !== undefined || range[5] !== undefined || range[6] !== undefined)) {
    let start = clockMinutes(range[1]!, range[2], range[3], range[6]);
    const end = clockMinutes(range[4]!, range[5], range[6], range[3]);
    // "11-1pm": the start borrowed "pm" but must come first, so it is morning.
    if (start !== null && end !== null && !range[3] && range[6] && start > end && start >= 720) start -= 720;
    if (start !== null && end !== null) return { start, end, rest: text.slice(range[0].length).replace(AFTER_TIME, "") };
  }
  const single = new RegExp(`^${CLOCK_TIME}`, "i").exec(text);
  if (single && (single[2] !== undefined || single[3] !== undefined)) {
    const start = clockMinutes(single[1]!, single[2], single[3]);
    if (start !== null) return { start, end: null, rest: text.slice(single[0].length).replace(AFTER_TIME, "") };
  }
  const word = /^(?:12\s*)?(noon|midnight)\b/i.exec(text);
  if (word) return { start: word[1]!.toLowerCase() === "noon" ? 720 : 0, end: null, rest: text.slice(word[0].length).replace(AFTER_TIME, "") };
  return null;
}

// --- a general value beside the person's ----------------------------------------------------------------------------

/** Words that make a clause about people in general, not the person: "most people", "an average person". */
const PEOPLE_IN_GENERAL =
  /\b(?:in general|on average|most (?:people|folks|others|(?!days\b|mornings\b|nights\b|evenings\b|weeks\b|times\b)\w+s)\b|for (?:most|many|anyone|everyone)\b(?! of (?:the|her|his|their|my) (?:day|morning|week|time))|(?:an?|the) (?:average|typical|regular|ordinary|normal|usual) \w+|anyone else|everyone else|other people|people in general|the general public)/i;
/** Words that make a clause about what is usual, beside what holds now ("usually a 2", "on its own"). */
const USUALLY = /\b(?:generally|usually|normally|typically|on its own|by itself|in itself|objectively|on (?:a|the) general scale|in general terms)\b/i;

/**
 * The clauses of a text that hold a value (`holdsValue`): the parts of its sentences and brackets between commas,
 * semicolons and dashes, a part without a value leading into the next ("Generally speaking, a 3", "but for Tomasz,
 * helping Ines is a 5").
 */
export function valueClauses(text: string, holdsValue: (clause: string) => boolean): string[] {
  const clauses: string[] = [];
  for (const piece of text.split(/[()[\]]|(?<=[.!?])\s+|\n+/)) {
    let lead = "";
    for (const part of piece.split(/[;,]\s*|\s+[—–-]\s+/)) {
      // A part that turns against what came before ("..., but Ines is up at 4") leads on from nothing before it.
      if (/^\s*(?:but|however|though|although|yet|while|whereas)\b/i.test(part)) lead = "";
      if (!holdsValue(part)) lead += ` ${part}`;
      else {
        clauses.push(`${lead} ${part}`.trim());
        lead = "";
      }
    }
  }
  return clauses;
}

/**
 * The clauses that give the person's value where an answer also gives a general one ("For most ferrymen a booking is
 * a 2, but for Tomasz, helping Ines is a 5" -> ["but for Tomasz helping Ines is a 5"]; "4am (most bakers rise around
 * 3am)" -> ["4am"]; "For most people a 3, but Ada feels differently" -> []); undefined when no clause about people in
 * general holds a value, or only such clauses do and nothing sets the person against them ("... and the same for Ada").
 * With `usual`, a clause about what is usual counts as general too ("Usually a 2; for Tomas, a 6"); without it, that
 * may be the person's own habit ("Ada usually wakes at 4am, but today at 6am" is the prompt's to weigh).
 */
export function personalClauses(text: string, holdsValue: (clause: string) => boolean, { usual = false } = {}): string[] | undefined {
  const general = (clause: string) => PEOPLE_IN_GENERAL.test(clause) || (usual && USUALLY.test(clause));
  const clauses = valueClauses(text, holdsValue);
  const generalOnes = clauses.filter(general);
  if (generalOnes.length === 0) return undefined;
  // Only a general value, set against the person ("For most people a 3, but Ada feels differently"): none of hers.
  if (generalOnes.length === clauses.length) return /\b(?:but|however|though|yet|unlike|differently)\b/i.test(text) ? [] : undefined;
  return clauses.filter((c) => !general(c));
}

// --- numbers -------------------------------------------------------------------------------------------------------

/**
 * Numbers in words as digits: "seven" -> "7", "Option one" -> "Option 1"; "Option II" -> "Option 2"; and a whole answer
 * that is a Roman or Chinese numeral ("VII", "七", "Score: VI") -> its digits.
 */
export function numberWords(text: string): string {
  const words: Record<string, number> = {
    zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12,
  };
  const numeral = loneNumeral(text);
  if (numeral !== undefined) return numeral;
  return text
    .replace(/\b([Oo]ption|[Ss]tage|[Dd]oc(?:ument)?|[Vv]ersion)\s+([IVX]{1,4})\b/g, (whole, label: string, roman: string) => {
      const n = romanValue(roman);
      return n === undefined ? whole : `${label} ${n}`;
    })
    .replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi, (w) => String(words[w.toLowerCase()]));
}

const CJK_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };

/** "VII" -> 7, "xii" -> 12: a Roman numeral up to 39 written the usual way; undefined for anything else. */
function romanValue(text: string): number | undefined {
  const t = text.toUpperCase();
  if (!/^X{0,3}(?:IX|IV|V?I{0,3})$/.test(t) || !t) return undefined;
  let total = 0;
  for (let i = 0; i < t.length; i++) {
    const v = ROMAN[t[i]!]!;
    const next = ROMAN[t[i + 1] ?? ""] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** "七", "十二", "二十": a Chinese numeral up to 99; undefined for anything else. */
function cjkValue(text: string): number | undefined {
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (/^[零〇]$/.test(text)) return 0;
  if (!m || !text) return undefined;
  if (!m[2]) return m[3] === undefined && m[1] ? CJK_DIGITS[m[1]] : undefined;
  return (m[1] ? CJK_DIGITS[m[1]]! : 1) * 10 + (m[3] ? CJK_DIGITS[m[3]]! : 0);
}

/**
 * A whole answer that is one number written as a Roman ("VII", "vi") or Chinese ("七", "十二") numeral, alone or after a
 * short label ("Score: VII"): the same answer in digits. A numeral inside a sentence ("I think ...") is not one.
 */
function loneNumeral(text: string): string | undefined {
  const m = /^(\s*(?:[\p{L} ]{1,20}[:：]\s*)?)(\S+?)([.。!]?\s*)$/u.exec(text);
  if (!m) return undefined;
  const n = romanValue(m[2]!) ?? cjkValue(m[2]!);
  return n === undefined ? undefined : `${m[1]}${n}${m[3]}`;
}

/**
 * Times said in words as clock times: "five in the morning" -> "5 am", "half past six" -> "6:30", "five thirty in the
 * morning" -> "5:30 am", "six o'clock" -> "6:00", "seven in the
 * evening" -> "7 pm", "ten at night" -> "10 pm". Text without such a time is returned unchanged.
 */
export function spelledTimes(text: string): string {
  const hour = String.raw`(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})`;
  const toDigits = (t: string) => numberWords(t);
  const minutes: Record<string, string> = { fifteen: "15", thirty: "30", "forty five": "45", "forty-five": "45", "o'clock": "00", "o’clock": "00", "oclock": "00", "o clock": "00" };
  return text
    // "five thirty", "six o'clock": the hour and its minutes in words.
    .replace(new RegExp(String.raw`\b${hour}[ -](fifteen|thirty|forty[ -]five|o['’]?\s?clock)(?![\w-])`, "gi"), (whole, h: string, m: string) => {
      const mm = minutes[m.toLowerCase()];
      return /^\d/.test(h) || mm === undefined ? whole : `${toDigits(h)}:${mm}`;
    })
    .replace(new RegExp(String.raw`\bhalf past ${hour}\b`, "gi"), (_, h: string) => `${toDigits(h)}:30`)
    .replace(new RegExp(String.raw`\bquarter past ${hour}\b`, "gi"), (_, h: string) => `${toDigits(h)}:15`)
    // "quarter to six": a quarter of an hour before six, 5:45 (before one: 12:45).
    .replace(new RegExp(String.raw`\b(?:a\s+)?quarter to ${hour}\b`, "gi"), (whole, h: string) => {
      const next = Number(toDigits(h));
      return Number.isInteger(next) && next >= 1 && next <= 12 ? `${next === 1 ? 12 : next - 1}:45` : whole;
    })
    .replace(new RegExp(String.raw`\b${hour}(:\d{2})?(?:\s+o['’]?\s?clock)?\s+in the morning\b`, "gi"), (_, h: string, m = "") => `${toDigits(h)}${m} am`)
    .replace(new RegExp(String.raw`\b${hour}(:\d{2})?(?:\s+o['’]?\s?clock)?\s+(?:in the (?:afternoon|evening)|at night)\b`, "gi"), (_, h: string, m = "") => `${toDigits(h)}${m} pm`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// --- a one-word answer in another language --------------------------------------------------------------------------

/**
 * Words that answer a yes-or-no or first-or-second question in the languages models slip into ("oui", "нет", "是",
 * "evet", "ndiyo", "第一", "premier"), as their English word. Only words that say nothing else: "si" (an "if") and
 * a bare "no" (English already) are left out.
 */
const ONE_WORD_ANSWERS: Record<string, string> = Object.fromEntries(
  (
    [
      ["yes", "oui ja sí sì sim да так tak ano igen evet ndiyo naam نعم 是 是的 对 對 有 はい 네 예 haan हाँ ya"],
      ["no", "non nein não нет ні nie ne nem hayır hapana لا 否 不 不是 没有 沒有 いいえ 아니요 아니오 nahi नहीं"],
      ["first", "premier première primero primera primo prima erste ersten eerste первый первая 第一 第一个 第一個 1番目"],
      ["second", "deuxième seconde segundo segunda secondo seconda zweite zweiten tweede второй вторая 第二 第二个 第二個 2番目"],
    ] as const
  ).flatMap(([english, words]) => words.split(" ").map((word) => [word, english])),
);

/**
 * "Oui.", "是", "**нет**": an answer that is one such word (quotes, bold and end punctuation aside) as its English word;
 * any other text as it is.
 */
export function inEnglish(text: string): string {
  const word = text.trim().replace(/^[*_"'“‘«「]+|[*_"'”’»」.!。！]+$/gu, "").toLowerCase();
  return ONE_WORD_ANSWERS[word] ?? text;
}

// --- an answer that corrects itself ---------------------------------------------------------------------------------

/** "Wait, actually", "Correction:", "Sorry, correction", "On second thought": the model takes back what it said. ("On
 * reflection, ..." is left out: the prompts' own corpus reads "Yes.\n\nOn reflection, ..., so: no." as two answers.) */
const CORRECTION =
  /(?:^|(?<=[.!?)\]}"”]\s*)|(?<=\n))[ \t]*(?:wait,?\s+actually|actually,?\s+(?:wait|correction)|(?:sorry,?\s+)?correction|on second thought|scratch that|actually(?=,)|wait(?=,))\b[,.]?/gi;
/**
 * A bare "Actually," or "Wait," corrects only a bare value before it ("5. Actually, ..., 7.", "7\n\nWait, ..., 6."); in
 * prose it is a word of the prose.
 */
const BARE_ACTUALLY = /^\s*(?:actually|wait)[,.]?$/i;
const BARE_VALUE = /^\s*(?:\*\*)?[\p{N}:.]+(?:\s*[ap]\.?m\.?)?(?:\*\*)?[.!]?\s*$/iu;

/** Where an answer corrects itself after it gave something, and whether the correction opens a line of its own. */
export interface Correction {
  /** What the model says instead: after the correction's own clause ("..., so:", "keep every fact:"), or all of it. */
  text: string;
  /** The correction opens a line: what follows is a whole new answer, not a change to one item of a list. */
  ownLine: boolean;
  /** What the answer said before the correction. */
  before: string;
  /** The correction introduces the new value with a clause and a colon ("Wait, actually, more precisely: ..."). */
  clause: boolean;
}

/**
 * The last correction an answer makes of itself ("6. Wait, actually, 8.", `{"answer": "no"} Correction: {"answer":
 * "yes"}`), when something came before it: the value is what the model says after it. A clause that introduces the new
 * value ("Wait, actually, keep every fact: ...") is left out up to its colon (a clock time's colon is no such colon).
 */
export function lastCorrection(text: string): Correction | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(CORRECTION)) {
    if (BARE_ACTUALLY.test(match[0]) && !BARE_VALUE.test(text.slice(0, match.index))) continue;
    last = match as RegExpExecArray;
  }
  if (!last || !/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text.slice(0, last.index))) return undefined;
  const before = text.slice(0, last.index);
  const ownLine = before.trim() === "" || /\n[ \t]*$/.test(before);
  let after = text.slice(last.index + last[0].length);
  const lineEnd = after.indexOf("\n");
  const line = lineEnd < 0 ? after : after.slice(0, lineEnd);
  const colon = /:(?=\s|$)|(?<!\d):(?!\d)/.exec(line);
  const introduced = colon !== null && !/[{["“]/.test(line.slice(0, colon.index));
  // A clause of its own before the colon ("Wait, actually, keep every fact: ..."), not the marker's own colon.
  const clause = introduced && /\p{L}/u.test(line.slice(0, colon.index));
  if (introduced) after = after.slice(colon.index + 1);
  after = after.replace(/^[\s,:;—–-]+/, "").trim();
  return after ? { text: after, ownLine, before, clause } : undefined;
}

// --- the shape of a whole text answer (issue 24, round ten) -----------------------------------------------------------

/** A closing line that hands the choice back to the requester: "Let me know.", "Please clarify and I'll write it." */
const ASK_BACK_SIGN_OFF =
  /^(?:let me know\b|please (?:clarify|confirm|specify|let me know)\b|(?:could|can) you (?:clarify|confirm|specify)\b)[^?]*[.!]?$/i;

/** A question put to the requester about the request itself, not a question a character or a writer asks. */
const QUESTION_TO_REQUESTER =
  /^(?:do you (?:mean|count)\b|what do you mean\b|would you like me to\b|should I\b|(?:do you want|would you like)\b.*\bor\b)/i;

/**
 * Whether a whole answer asks a clarifying question back instead of answering ("Do you mean the morning train or the
 * evening one? Let me know."): only questions, with a sign-off handing the choice back, or a question that is plainly
 * about the request ("Do you mean ...", "Would you like me to ..."), asked first.
 */
export function asksBack(text: string): boolean {
  const sentences = text.replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length === 0 || sentences.length > 4 || !sentences[0]!.endsWith("?")) return false;
  const statements = sentences.filter((sentence) => !sentence.endsWith("?"));
  if (QUESTION_TO_REQUESTER.test(sentences[0]!) && sentences.length <= 2) return true;
  return statements.length > 0 && statements.every((sentence) => ASK_BACK_SIGN_OFF.test(sentence));
}

/**
 * A markdown heading on the first line that only labels the answer ("## Topic", "### Summary") or restates the
 * question ("## Why do bees swarm?"), with text after it, on the next line or after a blank one. A title of more words ("## Spring Fair")
 * may be the draft's own and stays; a numbered heading is an item's.
 */
export function withoutLeadingHeading(text: string): string {
  // The text may follow on the next line ("### Status\nJozef is ...") or after a blank one.
  const m = /^\s*#{1,6}[ \t]+([^\n]*)\n(?:[ \t]*\n)*(?=\s*\S)/.exec(text);
  if (!m || /^\W*\d/.test(m[1]!)) return text;
  const title = m[1]!.replace(/[*_]/g, "").trim();
  const words = title.match(/[\p{L}\p{N}'’]+/gu)?.length ?? 0;
  return title.endsWith("?") || words === 1 ? text.slice(m[0].length) : text;
}

/** The whole answer in quotes, a full stop after the closing one (`"She is at the mill.".`): the quoted text. */
export function withoutQuotesAround(text: string): string {
  const quoted = /^\s*["“]([^"“”]+)["”]\s*[.!]?\s*$/.exec(text);
  return quoted ? quoted[1]!.trim() : text;
}

/**
 * The answer without the question it restates first ("Where does Ada work? She works at the mill."): a first
 * sentence, a question, whose words are nearly all the request's own, before an answer that asks nothing.
 */
export function withoutRestatedQuestion(text: string, requestWords: ReadonlySet<string>): string {
  const m = /^\s*([^?\n]{8,200}\?)[ \t]*\n*[ \t]*(\S[^?]*)$/.exec(text);
  if (!m) return text;
  const words = m[1]!.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  // "Utterance: Friday?" is a line's own question; a restated one names the request's people and matters.
  if (words.length < 5) return text;
  const known = words.filter((word) => QUESTION_WORDS.has(word) || [word, word.replace(/['’]?s$/, ""), `${word}s`].some((form) => requestWords.has(form))).length;
  return known / words.length >= 0.8 ? m[2]!.trim() : text;
}

/** Words any question is made of, whatever the request says. */
const QUESTION_WORDS = new Set("how what who whom whose why when where which does do did is are was were has have had the a an".split(" "));

/** The words of a request's text, lower case, for `withoutRestatedQuestion`. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []) {
    words.add(word);
    words.add(word.replace(/['’]s$/, ""));
  }
  return words;
}
