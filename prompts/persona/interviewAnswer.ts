/**
 * interview_answer: a persona answers a person's question in character, from what it remembers, who it is and what
 * it is doing and planning; the answer cites the memories it draws on.
 *
 * The original's interview ("analysis" mode of open_convo_session) made two calls per question: one summarising
 * which retrieved memories matter for the question, one writing the next line of the conversation from the identity
 * block, the transcript and that summary. Here one call does both: the retrieved memories are shown numbered and
 * the answer names the ones it used, so each answer says what it drew on (the two-call form gave no such trace).
 * The persona's current action and the rest of today's plan are shown too (the original left the plan out, so its
 * agents could not say what they were about to do unless a memory happened to hold it).
 *
 * Answer: {"answer": "...", "memories": [2, 5]} (numbers as shown, from 1), also read from "Answer: ..." /
 * "Memories: 2, 5" lines or plain spoken text (with inline "[2]" citations, if any). Numbers that name no memory
 * are dropped. Unusable: no answer text, a refusal to play the persona, JSON without an answer, an answer that only
 * repeats the question. Fail-safe: an honest non-answer citing nothing. Temperature 0: the same question at the same
 * moment gets the same answer, so an evaluation can be run again.
 */
import { z } from "zod/v4";
import { describeGameTime } from "../../state/gameTime.js";
import { UtteranceSchema } from "../../state/persona.js";
import {
  checkedEnding,
  countsFrom,
  narratesSpeaker,
  escapeRegExp,
  findClockTimes,
  hasMarkup,
  jsonField,
  jsonObjects,
  numberWords,
  plainText,
  proseBody,
  repeatsItself,
  unquote,
  withoutClosingNote,
} from "../answerText.js";
import { activityCore } from "../decideToTalk.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { doingSaid } from "./utterance.js";
import { genderOf, isObservation, isReflection, isRelationFact, nounPhrases, ownStatements, personalReflection } from "./simulatedTalk.js";
import { isActivityStep } from "./taskDecomposition.js";
import { capitalize, clipText, firstNameOf, formatTranscript, numberedList, pick, possessive, sentencesOf } from "./socialShared.js";
import { POSITIONS } from "../failSafeValues.js";

export interface InterviewAnswer {
  answer: string;
  /** 0-based positions in the input `memories` of the memories the answer draws on. */
  drewOn: number[];
}

export const INTERVIEW_ANSWER_MAX_CHARS = 1500;

export const InterviewAnswerInputSchema = z.object({
  /** The persona answering; `currTime` is now. */
  speaker: IdentitySchema,
  /** Who asks. */
  interviewer: z.string().min(1).default("an interviewer"),
  /** What the persona is doing now (its action description: "baking bread (kneading dough)"). */
  doing: z.string().min(1),
  /** Where: "the oven in the kitchen" (absent when unknown). */
  place: z.string().nullable().default(null),
  /** The rest of today's plan, one entry a line ("10:00-11:00 serving customers"). */
  plan: z.array(z.string()).default([]),
  /** Memories retrieved with the question as focal point, best first; shown numbered from 1. */
  memories: z.array(z.string().min(1)).default([]),
  /** The interview so far ([speaker, line]), oldest first. */
  history: z.array(UtteranceSchema).default([]),
  question: z.string().min(1),
});
export type InterviewAnswerInput = z.input<typeof InterviewAnswerInputSchema>;
type Inputs = z.output<typeof InterviewAnswerInputSchema>;

const template = `{identity}

It is {time}. Right now {name} is {doing}{place}.
The rest of {firstName}'s day as planned:
{plan}

What {name} remembers that may bear on the question, numbered:
{memories}

{name} is being interviewed by {interviewer}.{history}
The question: "{question}"

Answer as {name}, in the first person and in {firstName}'s own voice, the way {firstName} would say it out loud: two to four sentences, no narration. Use only what {firstName} knows from the above (who {firstName} is, the plan, the memories); when {firstName} does not know, say so as {firstName} would. Then give the numbers of the memories the answer draws on (an empty list when it draws on none).
Reply with only this JSON object: {"answer": "<what {name} says>", "memories": [<numbers>]}`;

// --- reading the answer ---------------------------------------------------------------------------------------------

const ANSWER_KEYS = ["answer", "response", "reply", "utterance", "text"];
const MEMORY_KEYS = ["memories", "memory", "memory_ids", "memory_id", "memory_numbers", "memories_used", "used_memories", "drew_on", "sources", "evidence", "citations", "references"];
const MEMORY_LINE = /^\s*(?:[-*•]\s*)?(?:memories(?: used| drawn on)?|memory numbers|drew on|drawn from|sources?|evidence|citations|references)\s*[:：=-]\s*(.*)$/i;
const INLINE_CITATION = /\s*(?:\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]|\(\s*(?:memor(?:y|ies)|#)\s*(\d+(?:\s*(?:,|and)\s*\d+)*)\s*\))/gi;
/** A model stepping out of the persona: not an answer. */
const OUT_OF_CHARACTER = /\bas an ai\b|\blanguage model\b|\bI can(?:'|no)t (?:help|assist) with (?:that|this)\b|\b(?:cannot|can't|won't) (?:role-?play|pretend to be|impersonate)\b/i;

/**
 * Memory numbers of a field or a line ("2, 5", [2, "5"], [{"id": 2}], "none") as 0-based positions. The memories are
 * shown from 1; a 0 or a number past the list throws (the original kept what it could index; a list counted from 0
 * or naming a memory that was never shown is a confused answer, asked again).
 */
function memoryPositions(value: unknown, count: number): number[] {
  const given: number[] = [];
  const read = (v: unknown) => {
    if (typeof v === "number") given.push(v);
    else if (typeof v === "string") for (const m of v.matchAll(/\d+/g)) given.push(Number(m[0]));
    else if (Array.isArray(v)) v.forEach(read);
    else if (v && typeof v === "object") read(jsonField(v as Record<string, unknown>, ["id", "number", "memory", "index", "n"]));
  };
  read(value);
  const numbers: number[] = [];
  for (const n of given) {
    // A 0 (counted from 0, or a batch's ids) or a number past the list names no memory as shown: which ones the
    // answer meant is a guess, so it is asked again rather than read with a memory dropped or shifted.
    if (!Number.isInteger(n) || n < 1 || n > count) throw new Error(`memory number ${n} names no memory (they are shown as 1 to ${count})`);
    if (!numbers.includes(n - 1)) numbers.push(n - 1);
  }
  return numbers;
}

/** The spoken answer: no speaker label, stage directions or wrapping quotes; throws when it is no answer. */
function spokenAnswer(text: string, inputs: Pick<Inputs, "speaker" | "question">): string {
  const { name, firstName } = inputs.speaker;
  const label = new RegExp(`^(?:${escapeRegExp(name)}|${escapeRegExp(firstName)})\\s*[:：]\\s*`, "i");
  // "... for me. (This reflects her pride in her craft.)": a remark about the answer is not said.
  const answer = unquote(unquote(withoutClosingNote(text.replace(/\s+/g, " ").trim())).replace(label, ""))
    .replace(/^\*[^*]{1,60}\*\s*|\s*\*[^*]{1,60}\*$/g, "")
    .replace(/^\([^)]{1,60}\)\s*/, "")
    .trim();
  if (!answer || /^[.…\s]*$/.test(answer)) throw new Error("the answer is empty");
  if (OUT_OF_CHARACTER.test(answer)) throw new Error("the answer steps out of the persona");
  if (narratesSpeaker(answer, [name, firstName])) throw new Error("the answer narrates what the speaker says instead of saying it");
  if (hasMarkup(answer)) throw new Error("the answer is not plain spoken text");
  return checkedEnding(answer);
}

/**
 * The answer and its memories: from the first JSON object with an answer, else "Answer:" / "Memories:" lines, else the
 * spoken text itself with its inline citations ("[2]", "(memory 3)") taken out.
 */
export function parseInterviewAnswer(raw: string, inputs: Pick<Inputs, "speaker" | "question" | "memories">): InterviewAnswer {
  const count = inputs.memories.length;
  const objects = jsonObjects(raw);
  const object = objects.find((o) => typeof jsonField(o, ANSWER_KEYS) === "string");
  if (object) {
    return { answer: spokenAnswer(jsonField(object, ANSWER_KEYS) as string, inputs), drewOn: memoryPositions(jsonField(object, MEMORY_KEYS), count) };
  }
  if (objects.length) throw new Error('expected a JSON object like {"answer": "...", "memories": [1, 3]}');
  let drewOn: number[] = [];
  const lines = plainText(raw)
    .split("\n")
    .filter((line) => {
      const cited = MEMORY_LINE.exec(line);
      if (cited) drewOn = memoryPositions(cited[1], count);
      return !cited;
    });
  let text = proseBody(lines.join("\n"), ["answer", "response"]);
  text = text.replace(INLINE_CITATION, (_, listed: string | undefined, named: string | undefined) => {
    for (const n of memoryPositions(listed ?? named ?? "", count)) if (!drewOn.includes(n)) drewOn.push(n);
    return "";
  });
  return { answer: spokenAnswer(text, inputs), drewOn };
}

export function validateInterviewAnswer(value: InterviewAnswer, inputs: Pick<Inputs, "question">): string | null {
  if (value.answer.length > INTERVIEW_ANSWER_MAX_CHARS) return `the answer is longer than ${INTERVIEW_ANSWER_MAX_CHARS} characters`;
  const plain = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  if (plain(value.answer) === plain(inputs.question)) return "the answer only repeats the question";
  if (repeatsItself(value.answer)) return "the answer repeats itself";
  return null;
}

const InterviewAnswerSchema = z.object({
  answer: z.string().describe("what the persona says, in the first person"),
  memories: z.array(z.number().int()).describe("numbers of the memories the answer draws on, as shown; [] for none"),
});

// --- the simulated model ----------------------------------------------------------------------------------------------

/** Verbs in the third person that follow "and" in a sentence about oneself ("... and takes a walk"). */
const AND_VERBS = new Set(
  ("bakes bakes closes eats fills finishes goes hopes invites keeps likes loves makes needs opens paints plans " +
    "reads runs serves sets sketches spends stops takes teaches turns visits wakes walks wants works writes feels " +
    "checks mends trains knows plays sells lands fishes cooks buys rings owns lives fixes drives helps looks thinks " +
    "worries enjoys studies tries")
    .split(" "),
);

/** What follows a verb rather than a plural noun: an article, a possessive, a preposition, an adverb. */
const VERB_OBJECT = /^(?:the|a|an|my|his|her|their|its|in|at|on|to|for|with|out|up|behind|around|across|over|into|from|by|every|all|some|everything|everyone|gear|nets|guitar|rope|fish|it|them|\w+ly)$/;

/** "takes" -> "take", "sketches" -> "sketch", "tries" -> "try", "goes" -> "go"; other words unchanged. */
function baseForm(verb: string): string {
  const special: Record<string, string> = { is: "am", has: "have", does: "do", goes: "go", was: "was", doesn: "don", hasn: "haven" }; // ("doesn" of "doesn't")
  if (special[verb]) return special[verb]!;
  if (!/^[a-z]{3,}s$/.test(verb) || /(?:ss|us|is)$/.test(verb)) return verb;
  if (/ies$/.test(verb)) return verb.replace(/ies$/, "y");
  if (/(?:ches|shes|xes|sses|oes)$/.test(verb)) return verb.replace(/es$/, "");
  return verb.replace(/s$/, "");
}

/**
 * A statement about the speaker in the speaker's words: "Ada Okafor is testing a loaf. She learned to bake from her
 * grandmother" -> "I am testing a loaf. I learned to bake from my grandmother"; statements about others keep their
 * third person ("Tomas Reyes is organising a poetry night"), with the speaker in them as "me" / "my".
 */
/** What follows an object pronoun: "to <verb>", a preposition, punctuation or the end. */
const OBJECT_PLACE = /^(?:\s+(?:to|about|with|for|at|in|on|and|that|so|when|if|again|too|yet|first|back|up|out|over|a|an|the|every|each|some|this|last|yesterday|today)\b|[^\w]*$|\s*[,.;!?])/;

export function firstPerson(text: string, name: string, gender: "she" | "he" | null = null): string {
  const first = firstNameOf(name);
  const self = `(?:${escapeRegExp(name)}|${escapeRegExp(first)})`;
  let aboutMe = false;
  return sentencesOf(text.replace(/\s*\([^)]*\)/g, "").replace(/\s+/g, " ").trim())
    .map((sentence) => {
      // A whispered memory speaks to the persona ("You promised Tomas ..."): that is the persona too.
      // (An adverb before the verb is kept: "She mostly works" -> "I mostly work".)
      const subject = new RegExp(`^(?:${self}|You|${aboutMe ? "She|He" : "(?!)"})\\s+(?:(mostly|still|also|often|always|never|usually|sometimes|really|just|recently)\\s+)?([a-z]+)\\b`).exec(sentence);
      let s = sentence;
      if (subject?.[0].startsWith("You")) {
        // Said to the persona: "you" and "your" are the persona, other pronouns someone else.
        aboutMe = false;
        const verb = `${subject[1] ? `${subject[1]} ` : ""}${({ are: "am", were: "was" } as Record<string, string>)[subject[2]!] ?? subject[2]!}`;
        s = `I ${verb}${sentence.slice(subject[0].length)}`
          .replace(/\byour\b/g, "my")
          .replace(/\byou (?=would|will|are|were|have|had|can|could)/g, "I ")
          .replace(/\byou\b/g, "me")
          .replace(/\bI are\b/g, "I am");
      } else if (subject) {
        aboutMe = true;
        // The persona's own pronoun, when the sentence shows it ("that she would"): a pronoun of the other gender is
        // someone else's ("for his poetry night" stays his when Ada speaks).
        const rest = sentence.slice(subject[0].length);
        const own = gender ?? /\b(she|he)\b/.exec(rest)?.[1];
        const [subj, poss] = own === "she" ? ["she", "her"] : own === "he" ? ["he", "his"] : ["she|he", "her|his"];
        s = `I ${subject[1] ? `${subject[1]} ` : ""}${baseForm(subject[2]!)}${rest}`
          .replace(/(\band|,) ((?:still|also|often|always|never|usually|sometimes|really) )?([a-z]+s)\b(?=(\s+\w+)?)/g, (m, before: string, adverb: string | undefined, verb: string, next: string | undefined, at: number, whole: string) => {
            // "I work in the office and checks the moorings": a second verb of "I", known by the list or by what
            // follows it; not one of another subject ("I know that Sol is my son and works at the chandlery").
            const isVerb = AND_VERBS.has(verb) || /^(?:is|has|does|was)$/.test(verb) || (!/(?:ss|us|ness|ings)$/.test(verb) && next !== undefined && VERB_OBJECT.test(next.trim()));
            // A place after a preposition ("on Mill Pond Green") is no subject.
            // After ", and" the sentence goes back to its first subject ("I fill a sketchbook with the people who pass
            // through it, and turn ..."); after a bare "and", to the latest.
            const back = before === "and" && /,\s*$/.test(whole.slice(0, at));
            const subjects = whole.slice(0, at).replace(/,\s*[A-Z][a-z]+(?: [A-Z][a-z]+)?,/g, ",").match(/\b(?:I|he|she|they|we|who|which|that|(?<!\b(?:on|at|in|to|from|near|by|for|with|of|past|behind|around|across|into|onto|outside|inside) |[A-Z][a-z]+ )(?!The\b)[A-Z][a-z]+ (?!(?:Office|Cafe|Bakery|Library|Park|Inn|Market|Station|House|College|Store|School|Pub|Hall|Chandlery|Street|Row|Supply|Shop|Pharmacy)\b)[A-Z][a-z]+\b(?! (?:College|Cafe|Bakery|Library|Park|Inn|Market|Station|House|School|Pub|Hall|Office|Supply|Store|Shop|Pharmacy)\b))\b/g);
            return isVerb && (back ? subjects?.[0] : subjects?.at(-1)) === "I" ? `${before} ${adverb ?? ""}${baseForm(verb)}` : m;
          })
          .replace(new RegExp(`\\b(?:${subj}) ([a-z]+)\\b`, "g"), (_, verb: string) => `I ${baseForm(verb)}`)
          .replace(new RegExp(`\\b(?:${poss})self\\b`, "g"), "myself")
          .replace(new RegExp(`\\b(?:${poss})\\b(?=(\\s+\\w+|[^\\w]*$|\\s*[,.;!?]))`, "g"), (pronoun: string, next: string, at: number, whole: string) =>
            // "her" where an object stands ("would love her to read", "sat with her.") is not a possessive: it is
            // someone the sentence named before it ("noticed Mei sketching and would love her to read": Mei), or,
            // when it named nobody, the speaker ("who taught her to rise early": me).
            // The object of a verb whose subject is the name just before it ("Tomas wants her to read") is not that name.
            pronoun === "her" && OBJECT_PLACE.test(next)
              ? (namesIn(whole.slice(0, at), name).length > 0 && !/\b[A-Z][a-z]+(?: [A-Z][a-z]+)? [a-z]+s\s+$/.test(whole.slice(0, at)) &&
                // The one named is a "he" by the sentence's own word ("Tomas ..., and he buys a roll from her"): her is me.
                !(own === "she" && /\bhe\b/.test(whole.slice(0, at).split(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)?\b/).at(-1) ?? ""))
                ? pronoun
                : "me")
              : "my");
      } else if (!new RegExp(`^${self}'s\\b`).test(sentence)) {
        aboutMe = false;
      }
      // "Tom Moreno is Jane Moreno's husband -- she loves him" said by Jane: beside a husband (a "he"), her "she" is
      // herself ("I love him"), never left as a third person in her own mouth.
      const kin = new RegExp(`\\b${self}['’]s (husband|son|father|brother|boyfriend|wife|daughter|mother|sister|girlfriend)\\b`).exec(s);
      const kinIsHe = kin && /^(?:husband|son|father|brother|boyfriend)$/.test(kin[1]!);
      const mine = kin ? (kinIsHe ? "she" : "he") : null;
      if (kin && (gender === null || gender === mine)) {
        const head = s.slice(0, kin.index + kin[0].length);
        const [subj, poss] = mine === "she" ? ["she", "her"] : ["he", "his"];
        s = head + s.slice(head.length)
          .replace(new RegExp(`\\b${subj} ([a-z]+)\\b`, "g"), (_, verb: string) => `I ${baseForm(verb)}`)
          .replace(new RegExp(`\\b${poss}self\\b`, "g"), "myself")
          .replace(new RegExp(`\\b${poss}\\b(?=(\\s+\\w+|[^\\w]*$|\\s*[,.;!?]))`, "g"), (_: string, next: string) => (poss === "her" && OBJECT_PLACE.test(next) ? "me" : "my"));
      }
      // "Tomas Reyes lent Mei Lin a book and she has not returned it" said by Mei: a "she" after her name with nobody
      // else named between is Mei ("I have not returned it"), not the lender.
      if (gender && !kin) {
        const own = gender === "she" ? "she" : "he";
        s = s.replace(new RegExp(`(\\b${self}\\b(?:(?!\\b[A-Z][a-z]+ [A-Z][a-z]+\\b)[^.!?])*?\\b(?:and|but|so|because)\\s+)${own}\\s+([a-z]+)\\b`), (_, before: string, verb: string) => `${before}I ${baseForm(verb)}`);
      }
      return s
        .replace(new RegExp(`\\b${self}['’]s\\b`, "g"), "my")
        // The speaker as the subject of a clause ("Ada knows that Klaus is a professor", said by Klaus) is "I", its
        // verb agreeing ("that I am a professor"), never "that me is".
        .replace(new RegExp(`\\b(that|because|when|if|and|but|so|while)\\s+${self}\\s+([a-z]+)\\b`, "g"), (_, lead: string, verb: string) => `${lead} I ${baseForm(verb)}`)
        // The speaker before a modal verb anywhere ("For my planning: Isabella should keep in mind") is "I", never "me".
        .replace(new RegExp(`\\b${self}\\s+(should|will|would|can|could|must|might|may|shall|wants to|needs to|plans to)\\b`, "g"), (_, modal: string) => `I ${modal.replace(/s to$/, " to")}`)
        // ... and before "has", "is", "was", "does" ("for my planning: Noor has no new plans" -> "I have").
        .replace(new RegExp(`\\b${self}\\s+(has|is|was|does)\\b`, "g"), (_, verb: string) => `I ${baseForm(verb)}`)
        // ... and after an opener ("Today, Ada keeps in mind that ..." -> "Today, I keep in mind"), never "me keeps".
        .replace(new RegExp(`(^|,\\s+)${self}\\s+((?:still|also|often|always|never|really|sometimes) )?([a-z]+[^s\\W]s)\\b`, "g"), (_, lead: string, adverb: string | undefined, verb: string) => `${lead}I ${adverb ?? ""}${baseForm(verb)}`)
        .replace(new RegExp(`\\b${self}\\b`, "g"), "me")
        .replace(/^my\b/, "My")
        // "I and Tomas Reyes are old friends" -> "Tomas Reyes and I are old friends".
        .replace(/^I and ([A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)/, "$1 and I");
    })
    .join(" ")
    .replace(/\bI am\b/g, "I'm")
    // Those close to one are named by first name and plainly: "I know that Ewan Pennock is my husband" -> "Ewan is my
    // husband".
    .replace(CLOSE_ONE_IN_FULL, (_, _known: string | undefined, first: string, rest: string) => `${first} ${rest}`);
}

/** Who is close to one: named by first name. */
const CLOSE = "wife|husband|son|daughter|mother|father|mum|dad|brother|sister|child|grandson|granddaughter|grandmother|grandfather|partner|fianc[ée]e?|girlfriend|boyfriend|housemate|flatmate|roommate|dormmate|best friend|friend|lodger|cousin|aunt|uncle|nephew|niece";
const CLOSE_ONE_IN_FULL = new RegExp(`(\\bI (?:know|remember) that )?\\b([A-Z][a-z]+) [A-Z][\\w'’-]+ ((?:is|was) my (?:[\\w'-]+ )?(?:${CLOSE})\\b)`, "g");

const STOP = new Set(
  ("about after again also always been before being could does doing from have having here into just more most " +
    "much never only other over really same should some such than that their them then there these they this those " +
    "what when where which while will with would your yours yourself know think tell like want going right today " +
    "tomorrow anything something things thing little lately mind people person does soon happening happen happened " +
    "special last talked recently week days ordinary look looks"
  ).split(" "),
);

/** Content words of a text, stemmed to 5 letters ("paintings" and "painter" meet at "paint"), names included. */
function stems(text: string, exclude: readonly string[]): Set<string> {
  const skip = new Set(exclude.flatMap((e) => e.toLowerCase().split(/\s+/)));
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []) {
    const bare = word.replace(/['’]s$/, "");
    if (bare.length < 4 || STOP.has(bare) || skip.has(bare)) continue;
    out.add(bare.slice(0, 5));
  }
  return out;
}

/** Positions of the memories sharing words with the question, most shared first (ties: retrieval's order). */
/** A thing's state ("bread display is being used for ..."): it answers nothing asked of a person. */
const thingState = (memory: string) => /^[a-z]/.test(memory.trim()) && isObservation(memory);

/**
 * Whether a memory is worth saying in an answer: not a thing's state, a small step someone was seen at ("Ewan was
 * heading back", "Jory was getting ready"), a chat seen (unless the question is about talking), the day's plan list
 * or a note that there is nothing to plan, nor a question someone asked.
 */
export function worthTelling(memory: string, question: string, chats = /\b(?:talk|talked|conversation|chat)/i.test(question)): boolean {
  const text = memory.trim().replace(/[.!]+$/, "");
  if (thingState(text) || /^This is .+'s plan for\b/.test(text) || /\bno new plans\b/.test(text) || /"[^"]*\?["”]?$/.test(text)) return false;
  const seen = /^[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)* is (.+)$/.exec(text);
  if (seen && isObservation(text)) {
    const doing = seen[1]!.replace(/\s*\([^)]*\)/g, "");
    if (/^(?:conversing|chatting|talking)\b/.test(doing)) return chats;
    if (/^waiting\b/.test(doing) || isActivityStep(doing)) return false;
  }
  return true;
}

function relatedTo(question: string, memories: readonly string[], speaker: string): number[] {
  const wanted = stems(question, [speaker]);
  // Memories say "chatting" and "conversation" where people ask about talking.
  if (wanted.has("talk")) ["chatt", "conve"].forEach((w) => wanted.add(w));
  return memories
    .map((memory, i) => ({ i, shared: [...stems(memory, [speaker])].filter((w) => wanted.has(w)).length }))
    .filter((m) => m.shared > 0 && worthTelling(memories[m.i]!, question))
    .sort((a, b) => b.shared - a.shared || a.i - b.i)
    .map((m) => m.i);
}

/** Other people the question names ("Tomas", "Tomas Reyes"): capitalised words, not the speaker; at its start, only a full name. */
const CALENDAR_WORDS = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|July|August|September|October|November|December)$/;

function namesIn(question: string, speaker: string): string[] {
  const mine = new Set(speaker.toLowerCase().split(/\s+/));
  const names: string[] = [];
  for (const m of question.matchAll(/\b([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)*)/g)) {
    const words = m[1]!.split(/\s+/);
    if (m.index === 0 && words.length < 2) continue; // "What", "Who": the sentence's first word
    // A day or a month ("on Thursday night", "in August") names no one (May and June may be people).
    const other = words.filter((w) => !mine.has(w.toLowerCase()) && w !== "I" && !CALENDAR_WORDS.test(w));
    if (other.length) names.push(other.join(" "));
  }
  return names;
}

/** The first other person a memory names (two capitalised words, not a place), with that memory's position. */
function personIn(memories: readonly string[], speaker: string): { name: string; index: number } | undefined {
  for (const [index, memory] of memories.entries()) {
    for (const m of memory.matchAll(/\b([A-Z][a-z]+ [A-Z][a-z]+)\b/g)) {
      const found = m[1]!;
      if (found !== speaker && !/^(?:For|The|This|That)\b/.test(found) && !/\b(?:Library|Bakery|Park|Cafe|Street|House|Studio|College|Market|Shop|Inn|Office|School|Station)\b/.test(found) && worthTelling(memory, "")) return { name: found, index };
    }
  }
  return undefined;
}

/** A note to oneself as a person says it: "For my planning: I should keep in mind, when planning the day, that Ana said ..." -> "Ana said ...". */
const NOTE_TO_SELF = /^(?:For my (?:planning|plans?)\s*:\s*)?I should (?:keep in mind|remember|bear in mind)(?:,[^,]*,)?\s+that\s+/i;

/**
 * Someone else seen doing something, as told later: "Isabella Rodriguez is conversing about the party" -> "Isabella
 * was conversing about the party". Other memories keep their tense.
 */
function toldLater(memory: string): string {
  return memory.replace(/^([A-Z][\w'’-]+)(?: [A-Z][\w'’-]+)* is (\w+ing)\b/, "$1 was $2");
}

/**
 * The memory that tells one's own work (`status`: what one's status says one is busy with): one's own statement
 * sharing the most words with the status, no quote of another, no feeling or thing seen; undefined when none shares two.
 */
function ownWork(memories: readonly string[], status: readonly string[], name: string): number | undefined {
  const wanted = stems(status.join(" "), [name]);
  const first = name.split(" ")[0]!;
  return memories
    .map((memory, i) => ({ i, shared: [...stems(memory, [name])].filter((w) => wanted.has(w)).length }))
    .filter(({ i, shared }) => shared >= 2 && new RegExp(`^(?:${escapeRegExp(name)}|${escapeRegExp(first)})\\b`).test(memories[i]!.trim()) &&
      !QUOTED.test(memories[i]!) && !isReflection(memories[i]!) && worthTelling(memories[i]!, "What are you working on?"))
    .sort((a, b) => b.shared - a.shared || a.i - b.i)[0]?.i;
}

/** A memory of someone's words: 'Tomas remembers Ada saying: "..."', 'Ada said: "..."'. */
const QUOTED = /\b(?:said|saying|mentioned):\s*["“]/;

/** A memory said in one spoken sentence. */
function recall(memory: string, name: string, gender: "she" | "he" | null = null): string {
  const said = toldLater(firstPerson(memory, name, gender).replace(NOTE_TO_SELF, ""));
  const clipped = capitalize(clipText(said, 170));
  // A memory that ends on a quoted sentence ('... said: "I promised ..."') has its full stop already.
  return /[.!?]["”']?$/.test(clipped) ? clipped : `${clipped}.`;
}

/** Positions of memories that say different things (a memory stored twice is said once). */
function distinctOf(positions: readonly number[], memories: readonly string[]): number[] {
  // "I care a great deal about the loaf" and "The loaf matters to me right now" are one feeling about one thing.
  const feeling = (m: string) => {
    const text = m.trim().replace(/[.!]+$/, "");
    return (/^(.+?) (?:(?:is|are) much on .+'s mind|matters? to .+ right now)$/.exec(text)?.[1] ?? /\b(?:cares a great deal about|keeps coming back to) (.+)$/.exec(text)?.[1])?.toLowerCase();
  };
  const same = (a: string, b: string) => sayTheSame(a, b) || (feeling(a) !== undefined && feeling(a) === feeling(b));
  return positions.filter((i, k) => positions.findIndex((j) => same(memories[j]!, memories[i]!)) === k);
}


/** A sentence going on after a colon: its first word lower-cased unless it is "I" or a name ("this: Pip was ..."). */
function lowerCommonStart(text: string): string {
  return /^(?:The|A|An|My|It|This|That|There|Some|One)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Two memories that say nearly the same ("conversing about the party", "... about the party and the cake"): one is said. */
function sayTheSame(a: string, b: string): boolean {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 0.7 * Math.min(x.size, y.size);
}

/** "warm, practical, early-rising" -> "warm, practical and early-rising". */
function traits(innate: string): string {
  return innate.trim().replace(/,\s*([^,]+)$/, " and $1");
}

function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "in the morning" : h < 18 ? "in the afternoon" : "in the evening"}`;
}

/** Whether an action and a plan entry are one activity ("serving customers (ringing up)" and "serving customers"). */
function sameActivity(action: string, entry: string): boolean {
  const words = (text: string) => new Set(text.toLowerCase().replace(/\s*\(.*$/, "").match(/[a-z]{4,}/g) ?? []);
  const a = words(action);
  const b = words(entry);
  return a.size === 0 || b.size === 0 || [...a].some((w) => b.has(w));
}

/** The plan entry covering `minutes` ("14:00-15:00 painting" at 14:30), as [start, activity]. */
function planAt(plan: readonly string[], minutes: number): [number, string] | undefined {
  for (const line of plan) {
    const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})\s+(.+)$/.exec(line);
    if (!m) continue;
    const start = Number(m[1]) * 60 + Number(m[2]);
    const end = Number(m[3]) * 60 + Number(m[4]);
    if (minutes >= start && minutes < end) return [start, m[5]!];
  }
  return undefined;
}

type Kind = "self" | "now" | "plan" | "reaction" | "person" | "reflection" | "memory" | "news" | "absence";

/** "Did you know there is a party?", "Have you heard that Sam is running for mayor?": asked about news. */
const NEWS_QUESTION = /^(?:did you (?:know|hear)|have you heard|do you know (?:that|about|if|whether|there|of any)|are you aware)\b/i;
/** "Why aren't you at the party?", "Why didn't you come to ...": asked why one is not somewhere. */
const ABSENCE_QUESTION = /^why (?:aren't|are you not|didn't|did you not|weren't|were you not|haven't|have you not) you\b/i;

function kindOf(question: string, others: readonly string[]): Kind {
  const q = question.toLowerCase();
  if (NEWS_QUESTION.test(question.trim())) return "news";
  if (ABSENCE_QUESTION.test(question.trim().replace(/[’]/g, "'"))) return "absence";
  if (/\b(?:learned about yourself|most important|change about|spend an afternoon|one person)\b/.test(q)) return "reflection";
  if (/\b(?:yourself|who are you|introduce)\b/.test(q)) return "self";
  if (/\b(?:what (?:do|would|will) you do|how (?:do|would) you (?:respond|react)|what now|what do you (?:say|tell))\b/.test(q)) return "reaction";
  if (others.length) return "person";
  // "What are you working on?", "What have you been up to?": one's own work and news, not a quote one remembers.
  if (/\b(?:what do you do\b|describe you|kind of person|care about|on your mind|ordinary (?:week)?day|typical day|what (?:are|have) you (?:been )?(?:working on|up to|busy with)|what keeps you busy)/.test(q)) return "self";
  if (/\b(?:right now|at the moment|what are you doing)\b/.test(q)) return "now";
  if (/\b(?:plans?|schedule|later|tonight|tomorrow|this week|go to bed|where will you|will you be|getting ready|next)\b/.test(q)) return "plan";
  if (/\b(?:feel|why|favou?rite|think of|wish)\b/.test(q)) return "reflection";
  return "memory";
}

/** Words of a news question that say nothing about the news itself. */
const ASKING_WORDS = ["heard", "aware", "there", "news", "right", "come", "aren't", "didn't", "weren't"];

/**
 * The memories that bear on a piece of news, best first: `full` those that share at least half of the question's
 * content words (two at least, when it has two), `partial` those that share some but are no passing observation.
 * The simulated person says "yes" only from a full one: offline, knowing comes from memory alone.
 */
export function bearingOn(question: string, memories: readonly string[], speaker: string): { full: number[]; partial: number[] } {
  // News about someone ("Did you know that Sam Moore is running for mayor?") is known only from a memory that names
  // them: "who will be running in the mayor election?" shares the words, not the news. And the name is not the news:
  // "Sam Moore is conversing about the mayor election" names Sam but does not say he is running.
  const people = namesIn(question, speaker);
  const withoutNames = stems(question, [speaker, ...ASKING_WORDS, ...people]);
  // A question that is all names ("... at the Spring Party at Brook Cafe?") is about what they name.
  const wanted = withoutNames.size ? withoutNames : stems(question, [speaker, ...ASKING_WORDS]);
  const need = wanted.size >= 2 ? Math.max(2, Math.ceil(wanted.size / 2)) : 1;
  const named = people.map((n) => new RegExp(`\\b${escapeRegExp(n.split(" ")[0]!)}\\b`, "i"));
  // One of them is enough: "the party at Hobbs Cafe" is the Valentine's Day party the question names with both.
  const namesThem = (memory: string) => named.length === 0 || named.some((name) => name.test(memory));
  const scored = memories
    .map((memory, i) => ({ i, memory, shared: [...stems(memory, [speaker])].filter((w) => wanted.has(w)).length }))
    .filter((m) => m.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  return {
    full: scored.filter((m) => m.shared >= need && namesThem(m.memory)).map((m) => m.i),
    // Nearly enough: one word short of a full one (a question of two words: one of them).
    partial: scored.filter((m) => (m.shared < need || !namesThem(m.memory)) && m.shared >= Math.max(1, need - 1) && !isObservation(m.memory)).map((m) => m.i),
  };
}

/** The simulated answer: built from the inputs the prompt shows (identity, plan, memories), citing what it used. */
export function simulateInterviewAnswer(inputs: Inputs, random: () => number): InterviewAnswer {
  const { speaker, question, memories } = inputs;
  const name = speaker.name;
  const gender = genderOf([speaker.learned, speaker.currently, speaker.lifestyle, speaker.dailyPlanReq]);
  const others = namesIn(question, name);
  const related = relatedTo(question, memories, name);
  // Plan entries are written about the persona ("... on her way home"); said by it, they are its own.
  const plan = inputs.plan.map((line) => possessive(line, "my"));
  // What one is doing is the activity, not a small step of it ("heading back": taking a short walk).
  const step = activityCore(inputs.doing);
  const activity = inputs.doing.replace(/\s*\(.*$/, "").trim();
  const doing = possessive(isActivityStep(step) && activity ? activity : step, "my");
  // The plan's entry for now, when the action is still the one before it (at midnight, the evening's work with the new
  // day planned from sleep): said after what one is finishing, never skipped for what comes after it.
  const planned = plan[0] && !sameActivity(activity, plan[0].slice(12)) ? plan[0] : undefined;
  // ("being at school" is said as where one is: "Right now I'm at school", "Then I'll be at school".)
  const now = doingSaid(doing);
  const finishing = planned ? `Right now I'm ${now === doing ? `just finishing ${doing}` : `still ${now}`}. Then I'll be ${doingSaid(planned.slice(12))} until ${planned.slice(6, 11)}.` : undefined;
  const drewOn: number[] = [];
  const use = (i: number) => {
    drewOn.push(i);
    // A feeling about a thing is said as what one knows of it ("I keep hearing about the regatta from Benedikt").
    return recall(isReflection(memories[i]!) ? personalReflection(memories[i]!, name, memories, ownStatements(speaker.currently, name)) : memories[i]!, name, gender);
  };
  const parts: string[] = [];
  switch (kindOf(question, others)) {
    case "self": {
      const onMind = /\b(?:mind|lately|these days|working on|up to|busy)\b/i.test(question);
      if (onMind) parts.push(`Lately, ${firstPerson(ownStatements(speaker.currently, name).join(" "), name)}`);
      else if (/\b(?:day|weekday)\b/i.test(question)) parts.push(`Most days go like this: ${firstPerson(speaker.dailyPlanReq, name)}`);
      else if (/\bdescribe you\b/i.test(question)) parts.push(`I think they'd say I'm ${traits(speaker.innate)}.`);
      else if (/\bcare about\b/i.test(question)) {
        const learned = sentencesOf(firstPerson(speaker.learned, name));
        parts.push(`What matters most to me? ${learned[1] ?? learned[0] ?? firstPerson(ownStatements(speaker.currently, name).join(" "), name)}`);
      } else parts.push(`${pick(random, ["Well, ", "", "Happy to. "])}I'm ${name}, ${speaker.age}. ${firstPerson(sentencesOf(speaker.learned).slice(0, 2).join(" "), name)}`);
      if (!onMind && !/\bdescribe you\b/i.test(question)) parts.push(`People would tell you I'm ${traits(speaker.innate)}.`);
      // (Someone else's words remembered, 'Ada said: "..."', tell nothing of oneself.)
      const ownRelated = related.find((i) => !QUOTED.test(memories[i]!));
      if (ownRelated !== undefined) parts.push(use(ownRelated));
      // Asked what one is working on, one speaks from one's own work as one remembers it (the status is one's own
      // memory): that memory is what the answer drew on. One that tells more than the status is not said after it: the
      // two open alike ("The Valentine's Day party ...") and read as one answer said twice.
      else if (onMind) {
        const work = ownWork(memories, ownStatements(speaker.currently, name), name);
        if (work !== undefined && ownStatements(speaker.currently, name).some((x) => sayTheSame(x, memories[work]!))) drewOn.push(work);
      }
      break;
    }
    case "person": {
      const who = others[0]!;
      // Who they are to the speaker first ("Ewan is my husband"), then what the speaker knows of them; never the small
      // steps they were seen at.
      const about = memories.map((m, i) => [m, i] as const)
        // (What they were seen talking about tells of them.)
        .filter(([m]) => new RegExp(`\\b${escapeRegExp(who.split(" ")[0]!)}\\b`, "i").test(m) && worthTelling(m, question, true))
        .sort(([a, i], [b, j]) => Number(isRelationFact(b)) - Number(isRelationFact(a)) || i - j);
      if (!about.length) {
        parts.push(pick(random, [`${who}? I don't think I know much about ${firstNameOf(who)} yet.`, `I can't say I know ${who} well.`]));
      } else {
        if (/\bthink of|feel about|opinion\b/i.test(question)) parts.push(`I like ${firstNameOf(who)}.`);
        else parts.push(pick(random, [`Oh, ${firstNameOf(who)}!`, `${firstNameOf(who)}? Of course.`, `${firstNameOf(who)}, yes.`]));
        // Two memories that say (nearly) the same are said once.
        const distinct = about.filter(([m], k) => about.findIndex(([other]) => sayTheSame(other, m)) === k);
        for (const [, i] of distinct.slice(0, 2)) parts.push(use(i));
      }
      break;
    }
    case "now": {
      if (finishing) {
        parts.push(finishing);
        break;
      }
      parts.push(`Right now I'm ${now}.`);
      const next = plan[1];
      if (next) parts.push(`After that, from ${next.slice(0, 5)}, I'll be ${doingSaid(next.slice(12))}.`);
      break;
    }
    case "plan": {
      const q = numberWords(question.toLowerCase()).replace(/(\d+) in the afternoon|(\d+) in the evening/g, (_, a, b) => `${Number(a ?? b) + 12}:00`);
      const time = findClockTimes(q).find((t) => t.explicit)?.minutes;
      const at = time === undefined ? undefined : planAt(plan, time);
      if (time !== undefined) {
        parts.push(at ? `At ${clockText(time)} I should be ${at[1]}.` : `I haven't planned that far yet, but most days ${firstPerson(speaker.dailyPlanReq, name).replace(/^I\b/, "I")}`);
      } else if (/\bbed|sleep/i.test(question)) {
        const sleep = plan.slice(1).find((line) => /sleep/i.test(line));
        const at = sleep ? Number(sleep.slice(0, 2)) * 60 + Number(sleep.slice(3, 5)) : undefined;
        parts.push(at !== undefined ? `I plan to be in bed by ${clockText(at)}.` : firstPerson(speaker.lifestyle, name));
      } else if (/\btomorrow|this week|getting ready\b/i.test(question)) {
        parts.push(firstPerson(ownStatements(speaker.currently, name).join(" "), name));
      } else {
        parts.push(finishing ?? `Right now I'm ${now}.`);
        const later = plan.slice(1, 4).map((line) => `${line.slice(12)} at ${line.slice(0, 5)}`);
        if (later.length) parts.push(`Then ${later.join(", then ")}.`);
      }
      if (related[0] !== undefined) parts.push(use(related[0]));
      break;
    }
    case "reaction": {
      const q = question.toLowerCase();
      const response = /smoke|fire|burn/.test(q)
        ? "turn everything off, open a window and find out what is burning before anything else"
        : /rain|storm|weather/.test(q)
          ? "step back inside, grab something to keep dry and set off again"
          : /upset|sad|cry|angry|worried/.test(q)
            ? `stop and ask ${others[0] ? firstNameOf(others[0]) : "them"} what's wrong, and listen before I say anything`
            : /direction|way to|where is/.test(q)
              ? "walk them to the corner and point the way, it's not far"
              : /help|event|ask/.test(q)
                ? `ask what they need and see how it fits around ${doing}`
                : `take a breath, see what needs doing and deal with it, then get back to ${doing}`;
      parts.push(`${pick(random, ["I'd", "Honestly, I'd", "Well, I'd"])} ${response}.`);
      parts.push(`I'm ${traits(speaker.innate)}, so that's how I'd handle it.`);
      if (related[0] !== undefined) parts.push(`It makes me think of this: ${lowerCommonStart(use(related[0]))}`);
      break;
    }
    case "reflection": {
      const pickFrom = related.length ? related : memories.map((_, i) => i).filter((i) => worthTelling(memories[i]!, question));
      const someone = /\b(?:one person|spend an afternoon|who would)\b/i.test(question) ? personIn(memories, name) : undefined;
      if (someone) {
        parts.push(`Probably ${firstNameOf(someone.name)}.`);
        parts.push(use(someone.index));
      } else if (/\bchange\b/i.test(question)) {
        parts.push(`Not much, really. I'd just like more time for what matters to me right now: ${firstPerson(ownStatements(speaker.currently, name)[0] ?? speaker.currently, name)}`);
      } else if (!pickFrom.length) parts.push(`I haven't given it much thought yet. Mostly I'm busy ${doing}.`);
      else {
        parts.push(pick(random, ["I've been thinking about that.", "Good question.", "Let me see."]));
        for (const i of distinctOf(pickFrom, memories).slice(0, 2)) parts.push(use(i));
      }
      break;
    }
    case "news": {
      const { full, partial } = bearingOn(question, memories, name);
      // One's own doing for the thing asked of ("Ewan Pennock is repainting his boat for the regatta", asked of the
      // regatta) is knowing it: the thing is a topic of one's own memory, not a word it shares in passing.
      const asked = stems(question, [name, ...ASKING_WORDS]);
      const ownDoing = memories.findIndex((m) => m.startsWith(`${name} `) && !isReflection(m) && !/\b(?:conversing|chatting|talking)\b/.test(m) &&
        nounPhrases(m).some((t) => [...stems(t.split(" ").at(-1)!, [])].some((w) => asked.has(w))));
      if (!full.length && ownDoing >= 0) {
        parts.push(pick(random, ["Yes, of course.", "Yes, I know all about it."]));
        parts.push(use(ownDoing));
      } else if (full.length) {
        // One's own doing (the host asked about her own meeting) is known, not heard of.
        const own = memories[full[0]!]!.startsWith(name);
        parts.push(pick(random, own ? ["Yes, of course.", "Yes, I know all about it."] : ["Yes, I heard about that.", "Yes, I did.", "Oh yes, I know about that."]));
        parts.push(use(full[0]!));
      } else if (partial.length) {
        parts.push(pick(random, ["I'm not sure. I might have heard something like it.", "Hmm, I'm not sure."]));
        parts.push(`What I remember is this: ${lowerCommonStart(use(partial[0]!))}`);
      } else {
        parts.push(pick(random, ["No, I hadn't heard anything about that.", "No, that's news to me.", "No, I didn't know that."]));
      }
      break;
    }
    case "absence": {
      const { full } = bearingOn(question, memories, name);
      const meant = full.find((i) => /\b(?:plan(?:s|ning)? to (?:go|attend|come)|going to (?:go|attend|the)|will (?:go|attend|come))\b/i.test(memories[i]!));
      if (!full.length) parts.push("I didn't know anything about it, to be honest.");
      else if (meant !== undefined) parts.push("Oh no, I meant to go and it slipped my mind!", use(meant));
      else if (/\b(?:sleep|asleep|bed)\b/i.test(doing)) parts.push("I'm already in bed, I'm afraid. Late evenings out are not really for me.");
      else if (/\b(?:idle|walking|on (?:my|the) way|wander)/i.test(doing)) parts.push("I heard about it, but I never made plans to go.", use(full[0]!));
      else parts.push(`I'd have liked to, but right now I'm busy ${doing}.`);
      break;
    }
    case "memory": {
      // "Who did you last talk to, and what about?": the latest chat seen, said as one.
      const chat = /\btalk(?:ed)? to\b/i.test(question)
        ? memories.map((m) => /^([A-Z][\w'’-]*)(?: [A-Z][\w'’-]*)* is (?:conversing|chatting|talking) about (.+?)\.?$/.exec(m.trim())).find((m) => m && !name.startsWith(m[1]!))
        : undefined;
      if (chat) {
        drewOn.push(memories.findIndex((m) => m.trim().startsWith(chat[1]!) && m.includes(chat[2]!)));
        parts.push(`The last one I talked with was ${chat[1]}, about ${chat[2]}.`);
        break;
      }
      const first = memories.findIndex((m) => worthTelling(m, question));
      const pickFrom = related.length ? related : first >= 0 ? [first] : [];
      if (!pickFrom.length) parts.push(pick(random, ["I can't think of anything in particular.", "Nothing comes to mind, I'm afraid."]));
      else for (const i of distinctOf(pickFrom, memories).slice(0, 2)) parts.push(use(i));
      break;
    }
  }
  // (Two memories may come out as one sentence: two feelings about the regatta both said as "I'm writing a song about it".)
  const answer = parts.map((p) => p.trim()).filter((p, i, all) => p && all.indexOf(p) === i).join(" ").replace(/\s+/g, " ").replace(/\.\./g, ".");
  return { answer, drewOn };
}

export const interviewAnswerPrompt: PromptSpec<Inputs, InterviewAnswer, InterviewAnswerInput> = {
  id: "interview_answer",
  version: 1,
  template,
  inputSchema: InterviewAnswerInputSchema,
  variables: (inputs) => ({
    identity: describeIdentity(inputs.speaker),
    name: inputs.speaker.name,
    firstName: inputs.speaker.firstName,
    time: describeGameTime(inputs.speaker.currTime),
    doing: inputs.doing.trim(),
    place: inputs.place ? ` (at ${inputs.place.trim()})` : "",
    plan: inputs.plan.length ? inputs.plan.join("\n") : "(nothing planned)",
    memories: inputs.memories.length ? numberedList(inputs.memories) : "(nothing comes to mind)",
    interviewer: inputs.interviewer,
    history: inputs.history.length ? `\nThe interview so far:\n${formatTranscript(inputs.history)}` : "",
    question: inputs.question.trim().replace(/"/g, "'"),
  }),
  structured: {
    schema: InterviewAnswerSchema,
    toValue: (answer: z.output<typeof InterviewAnswerSchema>, inputs) => {
      const value = { answer: spokenAnswer(answer.answer, inputs), drewOn: memoryPositions(answer.memories, inputs.memories.length) };
      const problem = validateInterviewAnswer(value, inputs);
      if (problem) throw new Error(problem);
      return value;
    },
    fromValue: ({ answer, drewOn }) => ({ answer, memories: drewOn.map((i) => i + 1) }),
  },
  parse: (raw, inputs) => parseInterviewAnswer(raw, inputs),
  validate: (value, inputs) => validateInterviewAnswer(value, inputs),
  failSafe: () => ({ answer: "I'm sorry, I lost my train of thought. Could you ask me that again?", drewOn: [] }),
  failSafeValue: z.strictObject({ answer: z.string().min(1), drewOn: POSITIONS }).describe('an object with "answer" (a text) and "drewOn" (positions of the memories it draws on), e.g. { "answer": "I don\'t remember.", "drewOn": [] }'),
  generation: { temperature: 0, maxTokens: 400 },
  simulate: (inputs, random) => {
    const { answer, drewOn } = simulateInterviewAnswer(inputs, random);
    const numbers = drewOn.map((i) => i + 1);
    return random() < 0.2
      ? `Answer: ${answer}\nMemories: ${numbers.length ? numbers.join(", ") : "none"}`
      : JSON.stringify({ answer, memories: numbers });
  },
};
