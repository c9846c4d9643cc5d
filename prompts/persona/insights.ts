/**
 * insights: n high-level insights inferred from numbered memory statements, each with the statements it rests
 * on; one call per focal point while reflecting.
 *
 * Kept from the original (insight_and_evidence_v1): inputs (numbered statements, n = 5 from
 * thresholds.reflectionInsightsPerFocalPoint), one insight a line as "insight (because of 1, 5, 3)", temperature
 * 0.5. Changed: 400 tokens (the original's 150 cut the fifth insight off, more so after a preamble); the evidence is
 * also read as "(Evidence: 1, 3)", "[1, 3]", "based on statements 2 and 4" or an "Evidence:" line of its own, and
 * JSON; statements are shown numbered from 1; `evidence` holds 0-based positions in
 * `statements` (so `statements[i]` / the caller's node list map directly); a number that names no statement (5 of 3
 * statements, or 0: the model counted from 0, so every number may be off by one) makes the answer unusable and the
 * repair turn says which; an insight with no evidence keeps an empty list. The fail-safe is [] (the caller stores
 * nothing); the original stored "I am hungry" placeholders.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import type { PromptSpec } from "../types.js";
import { firstJsonArray, firstJsonObject, hasMarkup, jsonField, listLine, numberWords, plainText, stripPreamble } from "../answerText.js";
import { capitalize, escapeRegExp, numberedList, pick, shuffled, stripQuotes } from "./socialShared.js";
import { isObservation, isRelationFact, nounPhrases, reflectionTopic } from "./simulatedTalk.js";
import { isActivityStep } from "./taskDecomposition.js";
import { POSITIONS } from "../failSafeValues.js";

export interface Insight {
  insight: string;
  /** 0-based positions in the input `statements`. */
  evidence: number[];
}

export const INSIGHT_MAX_CHARS = 300;

export const InsightsInputSchema = z.object({
  /** The persona reflecting. */
  name: z.string().min(1),
  /** Retrieved memory statements; shown numbered from 1. */
  statements: z.array(z.string().min(1)).min(1),
  /** Insights wanted. */
  n: z.number().int().min(1).max(10).default(DEFAULT_THRESHOLDS.reflectionInsightsPerFocalPoint),
});
export type InsightsInput = z.input<typeof InsightsInputSchema>;
type Inputs = z.output<typeof InsightsInputSchema>;

const template = `Statements about {name}:
{statements}

What {n} high-level insights about {name} and the people around them can you infer from these statements?
Write each insight on its own numbered line, followed by the numbers of the statements it rests on, like this:
1. <insight> (because of 2, 7, 4)`;

// "because" as the evidence clause opens, also in the languages models answer in ("porque", "parce que", "weil", "omdat",
// "perché", "依据", "根据").
const LINE = /^\s*(?:\d+\s*[.):]\s*|[-*•]\s*)?(.*?)\s*\(\s*(?:because\s+of|because|based\s+on|from|see|porque|parce\s+que|weil|omdat|perch[ée]|依据|根据|依據|根據|因为|因為)\s*:?\s*(?:statements?\s*)?([^)]*)\)\s*[.!]?\s*$/i;
const CLAUSE = String.raw`(?:because\s+of|because|based\s+on|from|see|evidence|sources?|supported\s+by|cf\.?|porque|parce\s+que|weil|omdat|perch[ée]|依据|根据|依據|根據|因为|因為)`;
// A statement number in digits or words ("because of one and two").
const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b`;
const NUMBERS = String.raw`(?:statements?\s*|#)?${NUMBER}(?:\s*(?:,|and|&|-|–|to)\s*(?:statements?\s*|#)?${NUMBER})*`;
/** "insight [1, 3]", "insight (Evidence: 1, 3)", "insight (statements 1 and 3)". */
const BRACKETED = new RegExp(String.raw`^(.*?)\s*[([]\s*(?:${CLAUSE}\s*:?\s*)?(${NUMBERS})\s*[)\]]\s*[.!]?\s*$`, "i");
/** "insight — based on statements 2 and 4", "insight. Evidence: 1, 3". */
const TRAILING = new RegExp(String.raw`^(.*?)[\s.,;:—–-]*\b${CLAUSE}\s*:?\s*(${NUMBERS})\s*[.!]?\s*$`, "i");
/** A line of its own under an insight: "Evidence: 1, 3", "evidence: [1, 3]" (a YAML list). */
const EVIDENCE_LINE = new RegExp(String.raw`^${CLAUSE}\s*:?\s*\[?\s*(${NUMBERS})\s*\]?\s*[.!]?$`, "i");

/**
 * "insight（依据：1、3、6）": a closing clause in full-width brackets, colon and list commas, as Chinese text writes it,
 * in the ASCII forms the readers below know. The insight's own words are left as written.
 */
function withAsciiClause(line: string): string {
  return line.replace(/（([^（）]*)）(\s*[。.]?\s*)$/u, (_, inner: string, end: string) => ` (${inner.replace(/：/g, ": ").replace(/[、，]/g, ", ")})${end}`);
}

/**
 * Statement numbers of a clause ("1, 3", "2 and 4", "#1-#3") as 0-based positions, in order, without repeats; numbers
 * that name no statement are kept (as -1 or past the end) for validateInsights to refuse.
 */
/** "the first, the second, the fourth": statement numbers said as ordinals, as the digits they stand for. */
function ordinalsAsNumbers(text: string): string {
  const ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
  return text.replace(/\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b(?:\s+(?:one|statement))?/gi, (_, word: string) => String(ordinals.indexOf(word.toLowerCase()) + 1));
}

function evidenceOf(text: string): number[] {
  const numbers: number[] = [];
  for (const m of numberWords(ordinalsAsNumbers(text)).matchAll(/(\d+)(?:\s*(?:-|–|to)\s*#?(\d+))?/g)) {
    const from = Number(m[1]);
    const to = m[2] !== undefined ? Number(m[2]) : from;
    for (let k = from; k <= Math.min(to, from + 20); k++) numbers.push(k - 1);
  }
  return [...new Set(numbers)];
}

/**
 * One insight per line: "3. insight (because of 1, 5, 3)", also "(Evidence: 1, 3)", "[1, 3]", "— based on statements 2
 * and 4", an "Evidence: 1, 3" line under the insight, "Insight 2: ..." labels, markdown, or JSON [{"insight",
 * "evidence"}]; list lines without evidence count with none, a line cut off inside its clause is dropped. At most n
 * insights. Throws when there is none, and on insights carrying JSON punctuation.
 */
export function parseInsights(raw: string, n: number): Insight[] {
  const insights = jsonInsights(raw) ?? textInsights(raw);
  if (insights.length === 0) throw new Error('expected lines like "insight (because of 1, 5, 3)"');
  const marked = insights.find(({ insight }) => hasMarkup(insight));
  if (marked) throw new Error(`"${marked.insight}" is not a plain insight`);
  return insights.slice(0, n);
}

function textInsights(raw: string): Insight[] {
  const insights: Insight[] = [];
  const lines = plainText(raw).split(/\r?\n/);
  const numbered = lines.some((line) => listLine(line).number !== null);
  for (const written of lines) {
    const line = withAsciiClause(written);
    const { number, bullet, text } = listLine(line);
    // Under numbered insights, a bullet explains the one above it (a sub-bullet): it is no insight.
    if (numbered && bullet && number === null) continue;
    // A table row ("1. Ada trusts Tom | 1, 2" once its pipes are read): the insight, then its evidence cell.
    const row = /^(.+?)\s+\|\s+((?:\d{1,2}(?:\s*(?:,|and|&)\s*)?)+)$/.exec(text);
    if (row && number !== null) {
      const insight = stripQuotes(stripPreamble(row[1]!).replace(/[.;,]+$/, ""));
      if (insight) insights.push({ insight, evidence: evidenceOf(row[2]!) });
      continue;
    }
    const evidenceLine = EVIDENCE_LINE.exec(text);
    const last = insights.at(-1);
    if (evidenceLine && number === null) {
      if (last && last.evidence.length === 0) last.evidence = evidenceOf(evidenceLine[1]!);
      continue;
    }
    const cited = LINE.exec(number !== null ? text : line.trim());
    let body: string | undefined;
    let evidence: number[] = [];
    if (cited) {
      body = cited[1];
      evidence = evidenceOf(cited[2]!);
    } else {
      const labelled = /^insight\s*\d*\s*[:.)-]\s*/i.exec(text);
      if ((number === null && !bullet && !labelled) || /\(\s*because/i.test(line) || /:\s*$/.test(line)) continue;
      const bare = text.replace(/^insight\s*\d*\s*[:.)-]\s*/i, "");
      const m = BRACKETED.exec(bare) ?? TRAILING.exec(bare);
      body = m ? m[1] : bare;
      if (m) evidence = evidenceOf(m[2]!);
    }
    const insight = stripQuotes(stripPreamble(body ?? "").replace(/[.;,]+$/, ""));
    if (insight) insights.push({ insight, evidence });
  }
  return insights;
}

function jsonInsights(raw: string): Insight[] | undefined {
  let list: unknown[] | undefined = firstJsonArray(raw);
  if (!list) {
    const object = firstJsonObject(raw);
    const field = object && jsonField(object, ["insights"], true);
    if (Array.isArray(field)) list = field;
  }
  if (!list || !list.every((e) => e && typeof e === "object" && !Array.isArray(e))) return undefined;
  return insightsOf(list as Array<Record<string, unknown>>);
}

function insightsOf(list: ReadonlyArray<Record<string, unknown>>): Insight[] {
  return list.map((e) => {
    const insight = jsonField(e, ["insight", "text"]);
    const evidence = jsonField(e, ["evidence", "because_of", "because", "based_on", "statements", "sources"]);
    if (typeof insight !== "string") throw new Error(`an insight has no text: ${JSON.stringify(e)}`);
    const cited = Array.isArray(evidence) ? evidence.join(", ") : typeof evidence === "string" || typeof evidence === "number" ? String(evidence) : "";
    return { insight: stripQuotes(insight.replace(/[.;,]+$/, "")), evidence: evidenceOf(cited) };
  });
}

/** The structured answer: {"insights": [{"insight": "...", "evidence": [1, 3]}]} with statement numbers from 1. */
const InsightsSchema = z.object({
  insights: z.array(
    z.object({
      insight: z.string(),
      evidence: z.array(z.number().int()).describe("the numbers of the statements it rests on, as shown"),
    }),
  ),
});

export function validateInsights(value: Insight[], statementCount: number): string | null {
  for (const { insight, evidence } of value) {
    if (insight.length > INSIGHT_MAX_CHARS) return `an insight is longer than ${INSIGHT_MAX_CHARS} characters`;
    const wrong = evidence.find((i) => !Number.isInteger(i) || i < 0 || i >= statementCount);
    if (wrong !== undefined) return `evidence number ${wrong + 1} names no statement (they are numbered 1 to ${statementCount})`;
  }
  return null;
}

/** What this prompt's simulated answers say (below), read back as statements of a later reflection. */
const EARLIER_INSIGHT = /\b(?:cares a great deal about|(?:is|are) much on .+'s mind|keeps coming back to|matters? to .+ right now|has been busy|has noticed|spends a good part of the day|has had an ordinary stretch)\b/;

/** Insights about a thing on the persona's mind (a noun phrase of its thoughts: "the poetry night"). */
const TOPIC_FORMS: Array<(name: string, topic: string) => string> = [
  (name, topic) => `${name} cares a great deal about ${topic}`,
  (name, topic) => `${capitalize(topic)} ${plural(topic) ? "are" : "is"} much on ${name}'s mind`,
  (name, topic) => `${name} keeps coming back to ${topic}`,
  (name, topic) => `${capitalize(topic)} ${plural(topic) ? "matter" : "matters"} to ${name} right now`,
];

/** Whether a topic is a plural ("the seasons", "the pastries"), not a singular ending in s ("the series", "the class"). */
function plural(topic: string): boolean {
  const head = topic.split(" ").at(-1)!.toLowerCase();
  return /[^s'’]s$/.test(head) && !/^(?:news|series|species|canvas|bus|gas|lens|chaos|atlas|basis|analysis|crisis|thesis|tennis|chess)$/.test(head) && !/(?:ss|us|is)$/.test(head);
}

/**
 * Whether a statement names a thing only on the way, not as what it is about: where something is done ("setting up
 * chairs around the small stage", "a series of Willow Park through the seasons"), in someone else's words remembered
 * ('Ada remembers Tomas saying: "..."'), or in a habit ("he buys a cinnamon roll from her every morning"): nothing that
 * mattered in one's day.
 */
function namedOnTheWay(statement: string, topic: string): boolean {
  if (/\bremembers? [A-Z][\w'’-]* saying\b|["“]/.test(statement) || isHabitual(statement)) return true;
  const name = escapeRegExp(topic.replace(/^the /i, ""));
  return new RegExp(`\\b(?:around|through|near|beside|behind|under|over|across|along|past|by|into|onto|from) (?:the |a |an |my |his |her |their |[\\w'’-]+'s )?(?:[\\w'’-]+ ){0,2}${name}\\b`, "i").test(statement);
}

/** A habit or an old acquaintance: true for years, nothing of today. */
const isHabitual = (statement: string) => /\b(?:every (?:morning|day|evening|night|week)|always|(?:has|have) known|frequents?|usually)\b/i.test(statement);

/** Meals, the morning routine, pastimes of an evening and rooms: nothing a reflection is about ("the movie matters to Klaus"). */
const ROUTINE_THING = /^the (?:morning routine|breakfast|lunch|dinner|supper|meal|alarm|shower|teeth|bed|nap|movie|messages|dishes|food|book|books)$|^the (?:[\w'-]+ )?(?:chat|talk|conversation)s?$|^the (?:[\w'-]+ )?(?:room|bedroom|kitchen|bathroom|classroom|lobby|hallway|shop floor|counter)$|^the (?:cafe|pub|bar|store|shop)$/;

const list = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * Insights a reader would draw from the statements, each citing its evidence: what the persona has been busy with
 * (its own doings), whom it noticed doing what, and the things its thoughts keep naming ("the poetry night").
 */
function simulatedInsights({ name, statements, n }: Inputs, random: () => number): string[] {
  const candidates: Array<{ insight: string; evidence: number[] }> = [];
  const doing: Array<{ phrase: string; i: number }> = [];
  const seenPeople = new Map<string, { phrase: string; i: number }>();
  const topics = new Map<string, number[]>();
  const spelled = new Map<string, string>(); // a topic as first written ("the Valentine's Day party")
  // Things an earlier insight among the statements is about: said once, a model goes on to something new.
  const reflected = new Set<string>();
  statements.forEach((statement, i) => {
    const clean = statement.replace(/\s*\([^)]*\)/g, "").replace(/[.!]+$/, "").trim();
    const observed = /^([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+is\s+(\w+ing\b.*)$/.exec(clean);
    if (observed && /^(?:conversing|chatting|talking)\b/.test(observed[2]!)) return; // the chat itself is no doing
    if (observed && isObservation(clean)) {
      if (observed[1] === name) doing.push({ phrase: observed[2]!, i });
      else if (!seenPeople.has(observed[1]!)) seenPeople.set(observed[1]!, { phrase: observed[2]!, i });
      return;
    }
    if (isObservation(clean)) return; // "bed is idle"
    // An earlier insight ("Ada has noticed Mei turning off the alarm", "The regatta is much on Ada's mind") or a note
    // for planning says nothing new: its things are not topics of their own ("the alarm matters to Farid").
    if (EARLIER_INSIGHT.test(clean) || /^For .+'s planning\b/.test(clean)) {
      const topic = reflectionTopic(clean);
      if (topic) reflected.add(topic.toLowerCase());
      return;
    }
    // Who someone is to the persona ("Ifeoma is the coxswain and Ruth trusts her judgement") is no thing on its mind.
    if (isRelationFact(clean)) return;
    for (const topic of nounPhrases(clean)) {
      const key = topic.toLowerCase();
      if (key.includes(name.toLowerCase()) || ROUTINE_THING.test(key)) continue;
      // (A thing named only on the way is no topic: it counts once some statement is about it.)
      if (namedOnTheWay(statement, topic)) continue;
      topics.set(key, [...(topics.get(key) ?? []), i]);
      if (!spelled.has(key)) spelled.set(key, topic);
    }
  });
  // What kept one busy: real doings, in the order done (sleep and the steps around a task are no business).
  const busy = doing.filter((d) => !/^(?:sleeping|waiting)\b/.test(d.phrase) && !isActivityStep(d.phrase));
  const distinct = [...new Map(busy.map((d) => [d.phrase, d])).values()];
  if (distinct.length) {
    const some = shuffled(random, distinct).slice(0, 3).sort((a, b) => a.i - b.i);
    candidates.push({ insight: `${name} has been busy ${list(some.map((d) => d.phrase))}`, evidence: some.map((d) => d.i) });
  }
  for (const [person, { phrase, i }] of seenPeople) {
    // "has noticed Ewan preparing the food", "... waiting to start getting ready": nothing worth noticing.
    if (isActivityStep(phrase) || /^waiting\b/.test(phrase)) continue;
    candidates.push({ insight: `${name} has noticed ${person} ${phrase}`, evidence: [i] });
  }
  const fresh = [...topics.entries()].filter(([key]) => !reflected.has(key)).sort((a, b) => b[1].length - a[1].length);
  for (const [key, evidence] of fresh) {
    candidates.push({ insight: pick(random, TOPIC_FORMS)(name, spelled.get(key)!), evidence: evidence.slice(0, 3) });
  }
  if (candidates.length === 0 && statements.length) candidates.push({ insight: `${name} has had an ordinary stretch of the day`, evidence: [0] });
  const chosen = shuffled(random, candidates).slice(0, n);
  // Asked for n, a model gives what more the statements show, while there is any; one thing is one insight (not
  // "cares about the poem" and "the poem is on her mind" in one answer).
  const more = distinct.map((d) => ({ insight: `${name} spends a good part of the day ${d.phrase}`, evidence: [d.i] }));
  for (const extra of shuffled(random, more)) {
    if (chosen.length >= n) break;
    if (!chosen.some((c) => c.insight === extra.insight)) chosen.push(extra);
  }
  return chosen
    .map(({ insight, evidence }, k) => `${k + 1}. ${insight} (because of ${evidence.map((i) => i + 1).join(", ")})`);
}

export const insightsPrompt: PromptSpec<Inputs, Insight[], InsightsInput> = {
  id: "insights",
  version: 1,
  template,
  inputSchema: InsightsInputSchema,
  variables: ({ name, statements, n }) => ({ name, statements: numberedList(statements), n: String(n) }),
  structured: {
    schema: InsightsSchema,
    toValue: (answer: z.output<typeof InsightsSchema>, { statements, n }) => {
      const insights = insightsOf(answer.insights).filter(({ insight }) => insight);
      if (insights.length === 0) throw new Error("no insights");
      const marked = insights.find(({ insight }) => hasMarkup(insight));
      if (marked) throw new Error(`"${marked.insight}" is not a plain insight`);
      const problem = validateInsights(insights, statements.length);
      if (problem) throw new Error(problem);
      return insights.slice(0, n);
    },
    fromValue: (insights) => ({ insights: insights.map(({ insight, evidence }) => ({ insight, evidence: evidence.map((i) => i + 1) })) }),
  },
  parse: (raw, { n }) => parseInsights(raw, n),
  validate: (value, { statements }) => validateInsights(value, statements.length),
  failSafe: () => [],
  failSafeValue: z.array(z.strictObject({ insight: z.string().min(1), evidence: POSITIONS })).describe('a list of objects with "insight" (a text) and "evidence" (positions of the statements it rests on), e.g. [{ "insight": "Ada loves baking", "evidence": [0, 2] }]'),
  generation: { temperature: 0.5, maxTokens: 400 },
  simulate: (inputs, random) => simulatedInsights(inputs, random).join("\n"),
};
