/**
 * utterance: the speaker's next line in a conversation, and whether the conversation ends with it.
 *
 * Kept from the original (iterative_convo_v1): the inputs (speaker's identity block, what the speaker remembers,
 * the previous chat when it is recent, the place, what each of them was doing, the transcript so far), the JSON
 * answer {"utterance": ..., "end": ...} read from the first object in the reply, temperature 0.
 *
 * Changed:
 * - "end" is read as a boolean (true/false, "true"/"false", "yes"/"no", 1/0); anything else is unusable. The
 *   original took end = true unless the value's text contained an "f".
 * - The previous chat is the latest one between the two and is dropped when older than previousChatMaxAgeMinutes
 *   (the original measured the age of the oldest chat in memory).
 * - A line that only repeats the speaker's own previous line is rejected (models loop on it).
 * - The JSON is found in prose, fences or after a reasoning block, or given as "Utterance: ..." / "End: ..." lines;
 *   stage directions ("*smiles*") and a speaker label are removed; a model's refusal is not a line.
 * - Fail-safe {utterance: "...", end: true} (the original's was end: false). When the model gives nothing usable
 *   three times, going on would only add more "..." lines — each costing two retrievals and two more model calls —
 *   until the 16-line cap, and stretch the chat's duration with silence. Ending keeps what was said; the caller
 *   may drop a final "..." line from the transcript.
 */
import { z } from "zod/v4";
import { describeGameTime, GameTimeSchema, parseGameTime } from "../../state/gameTime.js";
import { UtteranceSchema } from "../../state/persona.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { activityCore } from "../decideToTalk.js";
import { jsonField, jsonObjects, narratesSpeaker, plainText } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { describeIdentity, IdentitySchema } from "./identity.js";
import { bulletList, clipText, escapeRegExp, firstNameOf, formatTranscript, keywords, pick, possessive, sentencesOf, stripQuotes } from "./socialShared.js";
import { pick as pickAny } from "./socialShared.js";
import { activityParts } from "./planningText.js";
import { alreadySaid, genderOf, isHabit, ownStatements, isReflection, nounPhrases, personalReflection, sayMemory, sayNewsOfListener, talkingPoints, toldAlready, transcriptTopics, withoutSmallTalk } from "./simulatedTalk.js";

export interface UtteranceResult {
  utterance: string;
  end: boolean;
}

export const UTTERANCE_MAX_CHARS = 600;
/** The most lines a conversation has: two per round. */
export const MAX_CONVERSATION_LINES = DEFAULT_THRESHOLDS.conversationMaxRounds * 2;

export const UtteranceInputSchema = z.object({
  /** The one speaking now; `currTime` is now. */
  speaker: IdentitySchema,
  /** The one spoken to (full name). */
  listener: z.string().min(1),
  /** How the speaker sees the listener (relationship_summary's answer). */
  relationship: z.string().min(1),
  /** Descriptions of the speaker's memories retrieved for this line. */
  memories: z.array(z.string()).default([]),
  /** Where they are: "cafe in Hobbs Cafe". */
  place: z.string().min(1),
  /** What each was doing when they met (act descriptions; "morning routine (brushing teeth)" is read as its core). */
  speakerActivity: z.string().min(1),
  listenerActivity: z.string().min(1),
  /** The latest earlier chat between the two, from the speaker's memory; shown only when recent. */
  previousChat: z.object({ created: GameTimeSchema, description: z.string().min(1) }).nullable().default(null),
  previousChatMaxAgeMinutes: z.number().nonnegative().default(DEFAULT_THRESHOLDS.previousChatMaxAgeMinutes),
  /** What the speaker said to the listener in earlier chats today (from its chat memories): news already told. */
  toldBefore: z.array(z.string()).default([]),
  /** What the listener said to the speaker in earlier chats today: their own news, not to be told back to them. */
  heardBefore: z.array(z.string()).default([]),
  /** What the speaker said in every chat earlier today, to anyone: a stock line is not said a third time in a day. */
  saidToday: z.array(z.string()).default([]),
  /** The conversation so far, oldest line first. */
  transcript: z.array(UtteranceSchema).default([]),
  /** Whether the listener shares the speaker's home (family, housemates): what the speaker is busy with they know. */
  household: z.boolean().default(false),
});
export type UtteranceInput = z.input<typeof UtteranceInputSchema>;
type Inputs = z.output<typeof UtteranceInputSchema>;

const template = `{identity}

It is {time}. {name} is at {place}.
{situation}
{previousChat}
How {name} sees {listener}: {relationship}

What {name} has in mind right now:
{memories}

The conversation so far:
{transcript}

Write what {name} says next to {listener}. Stay in character: one or two natural spoken sentences, no narration, no speaker label. Then decide whether the conversation is over after this line (they said goodbye, have nothing left to say, or one of them has to go).
Reply with only this JSON object: {"utterance": "<what {name} says>", "end": <true or false>}`;

/**
 * One's news after a connector ("By the way, ..."): "Also," is not put before a line that says "also" itself ("Also, I
 * am also taking classes" read twice).
 */
function joined(random: () => number, connectors: readonly string[], line: string, fresh: Fresh = (items) => items): string {
  const usable = /\balso\b/i.test(line) ? connectors.map((c) => (c === "Also," ? "And" : c)) : connectors;
  return pick(random, fresh(usable.map((connector) => `${connector} ${lowerStart(line)}`)));
}

/** The options not worn out today (a sentence of four words or more said twice already is not said again); all when none is left. */
type Fresh = <T>(items: readonly T[]) => readonly T[];

/** How a sentence is counted as said again: its words, without names, in lower case. */
const sentenceKey = (sentence: string, names: RegExp) => sentence.replace(names, "").replace(/(?<=\S\s+)[A-Z][a-z]+\b/g, "").replace(/[^\w' ]+/g, " ").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * What a speaker has said today, sentence by sentence (its earlier chats and this one): a person does not say the same
 * sentence a third time in a day ("It's coming along, thanks for asking" five times reads as a machine), so of the
 * ways to say a thing, one not worn out is chosen.
 */
function freshnessOf({ saidToday, transcript, speaker, listener }: Inputs): Fresh {
  const people = [...new Set([speaker.name, listener, ...transcript.map(([who]) => who)].flatMap((n) => n.split(/\s+/)))];
  const names = new RegExp(`\\b(?:${people.map(escapeRegExp).join("|")})\\b`, "g");
  const counts = new Map<string, number>();
  for (const line of [...saidToday, ...linesOf(speaker.name, transcript)]) {
    for (const sentence of sentencesOf(line)) {
      const key = sentenceKey(sentence, names);
      if (key.split(" ").length >= 4) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const wornOut = (text: string) => sentencesOf(text).some((x) => (counts.get(sentenceKey(x, names)) ?? 0) >= 2);
  return (items) => {
    const left = items.filter((item) => typeof item !== "string" || !wornOut(item));
    return left.length ? left : items;
  };
}

function situation({ speaker, listener, speakerActivity, listenerActivity, transcript, household }: Inputs): string {
  const met = `${speaker.firstName} was ${activityCore(speakerActivity)} when ${speaker.firstName} saw ${listener}, who was ${activityCore(listenerActivity)}.` +
    (household ? ` ${listener} lives with ${speaker.firstName} and knows what ${speaker.firstName} is busy with.` : "");
  const opener = transcript[0]?.[0];
  if (opener === undefined) return `${met} ${speaker.name} is starting a conversation with ${listener}.`;
  if (opener === speaker.name) return `${met} ${speaker.name} started a conversation with ${listener}.`;
  return `${met} ${listener} started a conversation with ${speaker.name}.`;
}

function previousChatLine({ speaker, listener, previousChat, previousChatMaxAgeMinutes }: Inputs): string {
  if (!previousChat) return "";
  const minutes = Math.max(
    0,
    Math.round((parseGameTime(speaker.currTime).getTime() - parseGameTime(previousChat.created).getTime()) / 60_000),
  );
  if (minutes > previousChatMaxAgeMinutes) return "";
  return (
    `${speaker.name} and ${listener} already talked ${minutes} minute${minutes === 1 ? "" : "s"} ago ` +
    `(${previousChat.description.trim()}); this conversation comes after that one.\n`
  );
}

function readEnd(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (word === "true" || word === "yes") return true;
    if (word === "false" || word === "no") return false;
  }
  throw new Error(`"end" must be true or false, not ${JSON.stringify(value)}`);
}

const LINE_KEYS = ["utterance", "line", "dialogue", "speech"];
const END_KEYS = ["end", "end_conversation", "conversation_over", "ends", "is_end"];

/**
 * The reply's JSON object -> { utterance, end } (the first object that has a line, else the first object; fenced or in
 * prose), or labelled lines "Utterance: ...\nEnd: false"; a leading "Name:" label, stage directions ("*smiles*",
 * "(laughing)") and wrapping quotes are removed. A line with no "end" is unusable (whether the conversation goes on
 * is the model's to say), and so are an AI's refusal and the other side's line ("Tomas: ...", {"speaker": "Tomas"}:
 * `others` are the names in the conversation).
 */
export function parseUtterance(raw: string, speaker: { name: string; firstName: string }, others: readonly string[] = []): UtteranceResult {
  const objects = jsonObjects(raw);
  const object = objects.find((o) => typeof jsonField(o, LINE_KEYS) === "string") ?? objects[0] ?? labelledLines(raw);
  if (!object) throw new Error('expected a JSON object like {"utterance": "...", "end": false}');
  const line = jsonField(object, LINE_KEYS);
  if (typeof line !== "string") throw new Error('the JSON object has no "utterance" text');
  const end = jsonField(object, END_KEYS);
  if (end === undefined) throw new Error('the JSON object has no "end" field');
  // {"speaker": "Tomas Reyes", ...} or "Tomas: ..." when Ada speaks: the other side's line, not this speaker's.
  const who = jsonField(object, ["speaker", "name", "character"]);
  if (typeof who === "string" && who.trim() && !namesSpeaker(who, speaker)) throw new Error(`the line is ${who.trim()}'s, not ${speaker.name}'s`);
  return { utterance: ownLine(line, speaker, others), end: readEnd(end) };
}

/** The speaker's spoken line; a line labelled with another name of the conversation ("Tomas: ...") is not theirs. */
function ownLine(line: string, speaker: { name: string; firstName: string }, others: readonly string[]): string {
  const other = others.find((name) => new RegExp(`^["'“]?(?:${escapeRegExp(name)}|${escapeRegExp(firstNameOf(name))})\\s*:`, "i").test(line.trim()));
  if (other && !namesSpeaker(other, speaker)) throw new Error(`the line is ${other}'s, not ${speaker.name}'s`);
  return spokenLine(line, speaker);
}

/** The names of a conversation besides the speaker's: the listener's and the transcript's. */
const othersOf = (inputs: Inputs): string[] => [inputs.listener, ...inputs.transcript.map(([who]) => who)];

function namesSpeaker(who: string, speaker: { name: string; firstName: string }): boolean {
  const name = who.trim().toLowerCase();
  return name === speaker.name.toLowerCase() || name === speaker.firstName.toLowerCase();
}

/** "Utterance: Hi!\nEnd: false" (markdown allowed) as the object it stands for. */
function labelledLines(raw: string): Record<string, unknown> | undefined {
  const text = plainText(raw);
  const line = /^\s*(?:[-*•]\s*)?(?:utterance|line|dialogue)\s*:\s*(.+)$/im.exec(text)?.[1];
  const end = /^\s*(?:[-*•]\s*)?end(?:[ _]conversation)?\s*:\s*(\S+?)[.,]?\s*$/im.exec(text)?.[1];
  return line !== undefined && end !== undefined ? { utterance: line, end } : undefined;
}

const AI_REFUSAL = /\bas an ai\b|\blanguage model\b|\bI can(?:'|no)t (?:help|assist) with (?:that|this) request\b/i;

/** What is said: no speaker label, stage directions or wrapping quotes; throws when empty or an AI's refusal. */
function spokenLine(line: string, speaker: { name: string; firstName: string }): string {
  const label = new RegExp(`^(?:${escapeRegExp(speaker.name)}|${escapeRegExp(speaker.firstName)})\\s*:\\s*`, "i");
  const utterance = stripQuotes(stripQuotes(line).replace(label, ""))
    .replace(/^\*[^*]{1,60}\*\s*|\s*\*[^*]{1,60}\*$/g, "")
    .replace(/^\([^)]{1,60}\)\s*|\s*\([^)]{1,60}\)$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!utterance) throw new Error("the utterance is empty");
  // "...", "…": a turn with no words (real runs show whole conversations of them).
  if (!/[\p{L}\p{N}]/u.test(utterance)) throw new Error("the utterance has no words");
  if (AI_REFUSAL.test(utterance)) throw new Error("the utterance is a refusal");
  if (narratesSpeaker(utterance, [speaker.name, speaker.firstName])) throw new Error("the line narrates what the speaker says instead of saying it");
  return utterance;
}

/** The structured answer: {"utterance": "...", "end": false}. */
const UtteranceAnswerSchema = z.object({
  utterance: z.string().describe("what the speaker says, spoken words only"),
  end: z.boolean().describe("whether the conversation is over after this line"),
});

export function validateUtterance(value: UtteranceResult, inputs: Inputs): string | null {
  if (value.utterance.length > UTTERANCE_MAX_CHARS) return `the utterance is longer than ${UTTERANCE_MAX_CHARS} characters`;
  const ownLast = [...inputs.transcript].reverse().find(([who]) => who === inputs.speaker.name)?.[1];
  if (ownLast !== undefined && ownLast.trim().toLowerCase() === value.utterance.toLowerCase()) {
    return "the utterance repeats the speaker's previous line";
  }
  // A model that parrots the line it answers has written no reply.
  const heard = inputs.transcript.at(-1);
  if (heard && heard[0] !== inputs.speaker.name && heard[1].trim().toLowerCase() === value.utterance.toLowerCase()) {
    return "the utterance repeats the line it answers";
  }
  return null;
}

/** The place's first part: "reading room in Larkspur Library" -> "reading room". */
const placeName = (place: string) => place.split(" in ")[0]!.trim();

/**
 * The speaker's next line; null when there is nothing left to say (no news, and the small talk was had): then the
 * speaker says goodbye rather than go round in "how have you been" again.
 */
function simulatedLine(inputs: Inputs, end: boolean, random: () => number): string | null {
  const { speaker, listener, memories, place, speakerActivity, listenerActivity, transcript } = inputs;
  // Of the ways to say a thing, one the speaker has not worn out today.
  const unworn = freshnessOf(inputs);
  const pick = <T>(r: () => number, items: readonly T[]): T => pickAny(r, unworn(items));
  const you = firstNameOf(listener);
  const gender = genderOf([speaker.learned, speaker.currently, speaker.lifestyle, speaker.dailyPlanReq]);
  const mine = doingSaid(withoutClock(possessive(activityParts(speakerActivity).main, "my")));
  const theirs = withoutClock(possessive(activityParts(listenerActivity).main, "your"));
  // What one asks "how is it going" about and goes back to: work or a pastime, not a meal, the morning routine or
  // the chat itself ("How is chatting with a neighbour going?" asked in that chat).
  const theirsAsked = ONGOING.test(theirs) || ON_THE_WAY.test(theirs) ? undefined : theirs;
  // (Nor is where one is: "I should get back to being at school" is no English; "I'm just at school" is.)
  const mineToReturnTo = /^(?:chatting|conversing|talking|calling|at|in|on|out|home|away)\b/.test(mine) ? undefined : mine;
  // What the speaker has in mind (its memories, then its own news), minus what was already said; a few pieces a chat.
  const points = pointsLeft(inputs);
  // What one tells as news after "By the way,": no bare feeling about a thing ("By the way, the boat matters to me
  // right now"); a feeling is said only in answer to talk of the same thing (`related` below).
  const news = points.filter((p) => !isReflection(p));
  const say = (memory: string) => clipText(sayNewsOfListener(memory, speaker.name, listener, gender) ?? sayMemory(memory, speaker.name, listener, gender), 200);
  const heard = transcript.at(-1)?.[0] !== speaker.name ? transcript.at(-1)?.[1] : undefined;
  // What the speaker said of what they are doing, and whether they asked the listener how they are, already.
  const own = linesOf(speaker.name, transcript);
  const toldDoing = own.some((line) => /\b(?:I'm just|Not much, just)\b/.test(line));
  const askedAlready = own.some((line) => SMALL_TALK.test(line));
  // Whether the speaker told what they are busy with today ("I am holding a storm meeting at 5pm today"): then asked
  // what they are up to, it is not "Nothing special".
  const toldBusy = own.some((line) => /\bI(?: am|'m) (?!just\b)(?:\w+ )?\w+ing\b/.test(newsOf(line)));
  if (transcript.length === 0) {
    const greeting = pick(random, [`Hi ${you}!`, `Good to see you, ${you}.`, `Oh, hello ${you}!`]);
    if (news[0]) {
      const told = say(news[0]);
      return `${greeting} ${pick(random, ["I've been meaning to tell you:", "I was just thinking,", "You know what?"].map((lead) => `${lead} ${lead.endsWith("?") ? told : lowerStart(told)}.`))}`;
    }
    // Small talk: nobody asks what brings someone into a home, least of all their own ("What brings you to the main
    // bedroom?" was asked of a husband at home).
    // (The greeting names the listener already: "Oh, hello Tomas! How have you been?")
    const brings = / in /.test(place) && !HOME.test(place) ? `What brings you to the ${placeName(place)}?` : pick(random, ["How have you been?", "How have you been keeping?", "How have you been lately?"]);
    const more = askForMore(inputs);
    if (more) return `${greeting} ${more}`;
    return `${greeting} ${theirsAsked ? pick(random, [`How is ${theirsAsked} going?`, brings]) : brings}`;
  }
  if (end) {
    const topic = transcriptTopics(transcript)[0];
    // A question is answered before the goodbye, not left hanging (and thanked for once: "Fine, thanks. Thanks, ...").
    const asked = heard?.trim().endsWith("?") ? shortAnswer(heard, mine, toldDoing, [...own, ...inputs.toldBefore]) : undefined;
    // News just told is answered with a word before the goodbye ("I keep a notebook of book suggestions." - "Thanks,
    // Tomas. See you around!" reads as not listening); an acknowledgement said earlier in the chat is not said again.
    if (!asked && heard && carriesNews(heard)) {
      // (Not "Oh, really?": a question that asks for more is no goodbye's start.)
      const nods = acknowledgements(heard).filter((a) => !/hear more|\?$/.test(a) && !own.some((line) => line.startsWith(a)));
      const nod = pick(random, nods.length ? nods : ["Good to know."]);
      return `${nod} ${pick(random, [mineToReturnTo ? `I should get back to ${mineToReturnTo}.` : `Take care, ${you}.`, `See you around, ${you}!`, `Let's catch up again soon, ${you}.`, `See you later, ${you}!`])}`;
    }
    const goodbye = pick(random, [
      mineToReturnTo ? `It was nice talking, ${you}. I should get back to ${mineToReturnTo}.` : `It was nice talking, ${you}.`,
      topic ? `Let's talk more about ${topic} soon, ${you}. Take care!` : `Let's catch up again soon, ${you}. Take care!`,
      asked ? `See you around, ${you}!` : `Thanks, ${you}. See you around!`,
      `See you later, ${you}. Take care!`,
    ]);
    return asked ? `${asked} ${goodbye}` : goodbye;
  }
  // Asked about one's news ("How is the exhibition coming along?"), one says more of it if one knows more, else how
  // it goes: the answer is to the question, not the next fact one knows.
  const followUp = heard ? askedAbout(heard) : undefined;
  if (followUp) {
    const head = new RegExp(`\\b${escapeRegExp(followUp.topic.split(" ").at(-1)!)}`, "i");
    // (A feeling left as it was stored, "the boat matters to me right now", is a stock line: the answer says it its own way.)
    // ("How is it all coming along?" asks how one's work goes, not for another piece of it.)
    const more = /^(?:it all|that)$/.test(followUp.topic) ? undefined : points.find((p) => head.test(p) && !isReflection(p));
    if (more) return `${pick(random, followUp.kind === "work" ? ["Well,", "Oh, it's going.", "Thanks for asking."] : ["Well,", "Hmm,"])} ${lowerStart(say(more))}.`;
    // How one feels about one's own news is in how one told it ("I am excited to be planning a party").
    const told = own.at(-1) ?? "";
    if (followUp.kind === "feeling" && /\b(?:do not want|don't want|worr|afraid|strained|too taxing|not sure)/i.test(told)) return pick(random, ["Honestly, it worries me a little.", "I'm not too happy about it, to be honest."]);
    if (followUp.kind === "feeling" && /\b(?:excit|eager|looking forward|love|glad|happy)/i.test(told)) return pick(random, ["I'm really looking forward to it.", "Honestly, I can't wait."]);
    if (followUp.kind === "feeling" && /\b(?:curious|wonder)/i.test(told)) return pick(random, ["Curious, mostly. We'll see how it goes.", "I just want to know how it turns out."]);
    // (A stock answer is not given to the same listener twice a day; one's next news may follow it.)
    const fresh = unsaidAnswers(followUp.kind, [...own, ...inputs.toldBefore]);
    const answer = pick(random, fresh.length ? fresh : ["Oh, much the same."]);
    const next = points.find((p) => !isReflection(p));
    return next ? `${answer} ${joined(random, ["By the way,", "Also,", "You know,"], say(next), unworn)}.` : answer;
  }
  // Told a piece of news, one asks about it once a chat before going on to one's own (a chat is no list of facts
  // each said after "By the way,"): how one's own work goes, what one makes of anything else.
  const heardTopic = heard && !heard.trim().endsWith("?") && !/\bI hear you\b/.test(heard) && carriesNews(heard) ? askable(heard, ownEvents(speaker)) : undefined;
  if (heardTopic && !own.some((line) => askedAbout(line)) && random() < 0.7) {
    const ack = pick(random, acknowledgements(newsOf(heard!)));
    // One's own doing ("I am excited to be planning a Valentine's Day party") is asked how it comes along; what one
    // is curious about or likes, how one feels about it.
    const about = newsOf(heard!).split(/(?<=[.!?])\s+/).find((x) => x.toLowerCase().includes(heardTopic.slice(4).toLowerCase())) ?? "";
    const told = about.replace(/^(?:(?:By the way|You know|Also|And|I've been meaning to tell you:|I was just thinking|You know what\?)[,:]?\s+)*/i, "");
    // ("I am friends with Arthur, a bartender at the pub" is who one is, no work to ask about; so is "I have known my
    // neighbor for years and we chat about the local election": not "How are you getting on with the local election?")
    const ownWork = /^(?:I|I'm|I am)\b/.test(told) && !/\b(?:curious|wonder|interested|care|like|love|think|keep (?:coming back|hearing)|on my mind|matters? to me)\w*\b/i.test(told) &&
      !/^I(?:'m| am)(?: (?:also|still|now))? (?!\w+ing\b)/.test(told) && !/^I(?: have|'ve)? (?:known|met|been (?:friends|neighbou?rs))\b|^I know\b/.test(told);
    // A hope is wished well, not asked how it comes along ("I hope to crew on the lifeboat one day" - "How is the
    // lifeboat coming along?").
    if (/^I (?:really )?(?:hope|wish|dream|would love|'d love) to\b/.test(told)) return pick(random, ["Oh, I hope you get to!", "That would be something! I'm sure you will, one day."]);
    // One's work is asked about by what one works on (the object of one's doing), not a thing named on the way ("I am
    // lining up readers, setting up chairs around the small stage": not "the small stage"; "trying to bring buyers
    // from the city": not "the city").
    const worked = ownWork ? workedOn(told) : undefined;
    if (ownWork && worked === null) return `${ack} ${pick(random, ["How is it all coming along?", "How is that coming along?"])}`;
    // ("I have offered to bake pastries for the poetry night": the pastries, not the poetry night.)
    const topic = worked ?? (ownWork ? tellersPart(told) : undefined) ?? heardTopic;
    // A meeting called for today does not "come along": one asks who is coming ("I am holding a storm meeting at 5pm
    // today" - "How is the storm meeting coming along?" read as if it took weeks).
    if (ownWork && /\b(?:meeting|briefing|gathering|vigil|service)$/.test(topic) && /\b(?:today|tonight|this (?:morning|afternoon|evening)|at \d)/i.test(told)) {
      return `${ack} Who is coming to ${topic}?`;
    }
    const questions = ownWork
      ? [/s$/.test(topic) && !/\b(?:series|species|news|class|glass|business|canvas|process|progress|bus)$/i.test(topic) ? `How are ${topic} coming along?` : `How is ${topic} coming along?`, `How are you getting on with ${topic}?`]
      : [`How do you feel about ${topic}?`, `What do you make of ${topic}?`, `Have you heard anything more about ${topic}?`];
    return `${ack} ${pick(random, questions)}`;
  }
  // Asked about oneself ("how is the drill going?"), one answers that first, then one's news.
  if (heard && ABOUT_SELF.test(heard) && news[0]) {
    return `${shortAnswer(heard, mine, toldDoing, [...own, ...inputs.toldBefore], toldBusy)} ${joined(random, ["By the way,", "Also,", "You know,"], say(news[0]), unworn)}.`;
  }
  // Answer what was just said: a point of one's own about the same thing first.
  const heardWords = new Set(keywords(heard ? [heard] : [], [speaker.name, listener]));
  const related = heard ? points.find((p) => keywords([p], [speaker.name, listener]).some((w) => heardWords.has(w))) : undefined;
  if (related) {
    // The thing both lines are about ("the poetry night", not the first thing the line named).
    // Only a thing both lines are about is named ("Speaking of the weather, I am repainting my boat" names a thing
    // the line is not about).
    const heardTopics = transcriptTopics([[listener, heard!]]);
    const topic = heardTopics.find((t) => related.toLowerCase().includes(t.slice(4).toLowerCase()));
    const line = say(related);
    // Name the topic only when the line itself does not ("Speaking of the party, the party matters to me" repeats).
    const named = topic !== undefined && line.toLowerCase().includes(topic.slice(4).toLowerCase());
    const opener = topic && !named ? pick(random, [`Oh, ${topic}!`, `Yes, ${topic}.`, `Speaking of ${topic},`]) : pick(random, ["Oh, yes.", "Right.", "Yes!"]);
    return `${opener} ${opener.endsWith(",") ? lowerStart(line) : line}.`;
  }
  const point = news[0];
  if (heard?.trim().endsWith("?")) {
    if (!point) {
      // Asked again with nothing new to tell, one answers briefly and goes (the goodbye answers the question).
      if (toldDoing || askedAlready) return null;
      // "How is it going?" is answered with how it goes; "what are you up to?" with what one does.
      const howIsIt = /\bhow (?:is|are|has|have)\b[^?]*(?:\bgoing|\bbeen)\b/i.test(heard);
      // Told this listener earlier today, it is not told again in the same words.
      if (inputs.toldBefore.some((line) => line.includes(`just ${mine}`))) return howIsIt ? "Still at it, thanks." : "Nothing new since we last talked.";
      return `${pick(random, howIsIt ? ["Fine, thanks.", "Not bad, thanks."] : toldBusy ? ["Mostly what I told you.", "Busy with what I said, mostly."] : ["Not much, really.", "Nothing special."])} I'm just ${mine}.`;
    }
    // Asked about oneself ("how have you been?", "what are you up to?"), one answers that first, then brings up one's
    // news ("Well, Maria is a loyal friend to me" answers nothing).
    if (ABOUT_SELF.test(heard)) {
      return `${shortAnswer(heard, mine, toldDoing, [...own, ...inputs.toldBefore], toldBusy)} ${joined(random, ["By the way,", "Also,", "You know,"], say(point), unworn)}.`;
    }
    const lead = pick(random, ["Well,", "Good question.", "Let me think."]);
    return `${lead} ${lead.endsWith(",") ? lowerStart(say(point)) : say(point)}.`;
  }
  if (point) {
    // An acknowledgement said once a conversation ("That sounds wonderful!" twice reads as a loop).
    const own = linesOf(speaker.name, transcript);
    // ("I'd love to hear more about that" is followed by a question, not by one's own news.)
    const acks = acknowledgements(heard ?? "").filter((a) => !own.some((line) => line.startsWith(a)) && !/hear more/.test(a));
    const ack = pick(random, acks.length ? acks : plainNods(heard ?? "").filter((a) => !own.some((line) => line.startsWith(a))).concat("Right."));
    return `${ack} ${joined(random, ["By the way,", "You know,", "Also,"], say(point), unworn)}.`;
  }
  // One asks how the other is once a conversation; with nothing left to tell after that, one goes.
  if (askedAlready) return null;
  const asked = new Set(own);
  // Nor about what the listener just said they are doing ("I'm just grabbing lunch." - "How is grabbing lunch going?").
  const told = transcript.some(([who, line]) => who === listener && theirsAsked !== undefined && line.toLowerCase().includes(theirsAsked.toLowerCase()));
  const more = askForMore(inputs);
  if (more) return more;
  // (Nor what they are up to today once they told it: "I am holding a storm meeting at 5pm today" - "So, Ruth, what
  // are you up to today?")
  const theyToldBusy = transcript.some(([who, line]) => who === listener && /\bI(?: am|'m) (?!just\b)(?:\w+ )?\w+ing\b/.test(newsOf(line)));
  const questions = [...(theyToldBusy ? [] : [`So, ${you}, what are you up to today?`]), ...(theirsAsked && !told ? [`How is ${theirsAsked} going, ${you}?`] : []), `And how have you been, ${you}?`];
  // ("And how have you been?" is asked already by "Hi Pip! How have you been, Pip?")
  const fresh = questions.filter((q) => ![...asked].some((line) => line.toLowerCase().includes(q.replace(/^(?:So, |And )/, "").split(",")[0]!.replace(/\?$/, "").toLowerCase())));
  return fresh.length ? pick(random, fresh) : null;
}

/** A question about the news just heard: "How is the exhibition coming along?", "How do you feel about the election?". */
const FOLLOW_UPS: ReadonlyArray<readonly [RegExp, keyof typeof FOLLOW_UP_ANSWERS]> = [
  [/\bHow is (.+?) coming along\?/, "work"],
  [/\bHow are (.+?) coming along\?/, "work"],
  [/\bHow are you getting on with (.+?)\?/, "work"],
  [/\bHow do you feel about (.+?)\?/, "feeling"],
  [/\bWhat do you make of (.+?)\?/, "feeling"],
  [/\bHave you heard anything more about (.+?)\?/, "news"],
  [/\bAny news about (.+?)\?/, "news"],
  [/\bWho is coming to (.+?)\?/, "guests"],
];
/** How one answers a question about one's news when one knows nothing more to tell of it. */
const FOLLOW_UP_ANSWERS = {
  work: ["It's coming along, thanks for asking.", "Slowly, but I'm getting there.", "Better than I expected, actually.", "It's taking shape, bit by bit.", "Still plenty to do, but it's getting there."],
  feeling: ["Honestly, I'm glad about it.", "I have mixed feelings, to be honest.", "I try not to worry about it too much.", "I'm still making up my mind about it."],
  news: ["Not yet, but I'm keeping my ears open.", "Nothing more so far, I'm afraid.", "Not yet. I'll let you know when I do.", "Not a word yet, but I'll ask around."],
  guests: ["Everyone I can reach, I hope.", "Whoever can make it. I'm asking everyone I see.", "We'll see who turns up.", "As many as I can find, I hope."],
} as const;
/** The stock answers of a kind not yet said in `saidBefore` (a stock answer is said once a chat, and once a day to one listener). */
function unsaidAnswers(kind: keyof typeof FOLLOW_UP_ANSWERS, saidBefore: readonly string[]): string[] {
  return FOLLOW_UP_ANSWERS[kind].filter((a) => !saidBefore.some((line) => line.includes(a)));
}

/** The news a line asks about, and how ("How is the exhibition coming along?": the exhibition, one's work). */
function askedAbout(line: string): { topic: string; kind: keyof typeof FOLLOW_UP_ANSWERS } | undefined {
  for (const [re, kind] of FOLLOW_UPS) {
    const m = re.exec(line);
    if (m) return { topic: m[1]!, kind };
  }
  return undefined;
}

/** The most pieces of news one speaker tells in one chat: then small talk and goodbye (no list of every fact one knows). */
export const NEWS_PER_CHAT = 2;

/** A short nod, answer or goodbye: no news. */
const NO_NEWS = /^(?:That sounds wonderful!|How exciting!|I'd love to hear more about that\.|I see\.|Oh, really\?|That's good to know\.|Mm, I know what you mean\.|Right\.|Oh, yes\.|Yes!|Yes, that's right\.|That's right, yes\.|Oh, I'm sorry to hear that\.|That sounds serious\.|Oh dear, I hope it isn't too bad\.|Oh no\. Thanks for telling me\.|That's worrying\. I'm glad you told me\.|Oh dear\. I'll keep an eye on it, then\.|Ah, I didn't know that\.|Don't worry too much about it\.|I understand\.|Fine, thanks\.|Not bad, thanks\.|Still the same, thanks\.|Still at it, thanks\.|Not much(?:, really)?\.|Nothing special\.|Well,|Hmm,|Good question\.|Let me think\.|Thanks for asking\.|Oh, it's going\.|(?:Hi|Oh, hello) [A-Z]\w*!|Good to see you, [A-Z]\w*\.|Oh, not much to tell\.)\s*/;

/** A line without the greeting and nods before its news ("Don't worry too much about it. Also, I frequent ..."). */
function newsOf(line: string): string {
  let rest = line.trim();
  for (let i = 0; i < 3 && NO_NEWS.test(rest); i++) rest = rest.replace(NO_NEWS, "");
  return rest;
}

/**
 * What one can ask about in a piece of news: its first topic that is a thing of its own, not the frame it is told in
 * ("in terms of my daily plans") nor a part of a longer name ("the Rose" of "The Rose and Crown Pub").
 */
function askable(line: string, askersOwn: readonly string[] = []): string | undefined {
  const news = newsOf(line).replace(/\bin terms of (?:my|your|his|her|their) (?:daily )?plans?,?\s*/gi, "");
  // What is the asker's own ("your poetry night", or the event the asker organises) is not asked about: the teller's
  // part in it is ("I would bake pastries for your poetry night": the pastries).
  // Nor is what the teller asks others to do ("inviting everyone I meet to come and read a poem": the readers' poems).
  const askers = (topic: string) => new RegExp(`\\byour ${escapeRegExp(topic.slice(4))}\\b`, "i").test(news) || askersOwn.some((own) => own.includes(topic.slice(4).toLowerCase())) ||
    new RegExp(`\\b(?:invit|ask|encourag|urg)\\w* [^.!?]*?\\bto [^.!?]*\\b(?:a|an|the|their) ${escapeRegExp(topic.slice(4))}\\b`, "i").test(news);
  const topics = transcriptTopics([["", news]]).filter((t) => !new RegExp(`${escapeRegExp(t.slice(4))} and [A-Z]`).test(news) && !/\b(?:plans?|things|day|topic|chat|conversations?)$/i.test(t));
  return topics[0] && !askers(topics[0]) ? topics[0] : (tellersPart(news) ?? topics.find((t) => !askers(t)));
}

/**
 * What one works on, by one's own words ("I am repainting my boat for the regatta": "the boat"; "I am organising
 * Saturday's regatta": "Saturday's regatta"; "I am running extra drills": "the extra drills"): the object right after
 * the doing; null when the doing has no thing of its own to ask about (a person, "trying to ...", nothing said);
 * undefined when the line says no doing ("I have offered to bake ..."), to be asked about as it is.
 */
export function workedOn(told: string): string | null | undefined {
  const doing = /^I(?:'m| am)(?: (?:still|also|now|currently|busy))? ([a-z]+ing)(?: (?:up|out|on|together))? (.*)$/.exec(told.trim().replace(/^I (also|still) am\b/, "I am $1"));
  if (!doing) return undefined;
  if (/^(?:trying|hoping|going|planning|wanting|about|thinking|wondering|looking)$/.test(doing[1]!) && /^to\b/.test(doing[2]!)) return null;
  const object = /^((?:(?:the|a|an|my|our|some|[A-Z][\w'’-]*['’]s) )?(?:[\w'’-]+ ){0,3}?[\w'’-]+?)(?=\s+(?:for|of|to|from|in|at|on|about|around|before|after|with|that|which|because|and|so|while|by|into|this|today|tomorrow|tonight)\b|\s*[,.;!?]|\s*$)/.exec(doing[2]!)?.[1];
  if (!object) return null;
  const words = object.split(" ");
  const determined = /^(?:the|a|an|my|our|some)$/.test(words[0]!);
  const head = words.at(-1)!.toLowerCase();
  // (A bare word that is no plural is no thing: "I am reading quietly", "I am baking bread" is "the bread" only if plural.)
  if (!determined && !/['’]s$/.test(words[0]!) && !/s$/.test(head)) return null;
  if (/^(?:people|everyone|someone|things|stuff|it|them)$/.test(head) || /^(?:readers|visitors|guests|buyers|customers|volunteers|friends|neighbours|neighbors|children|kids|pupils|students)$/.test(head)) return null;
  const rest = determined ? words.slice(1) : words;
  if (!rest.length) return null;
  return !determined && /['’]s$/.test(rest[0]!) && /^[A-Z]/.test(rest[0]!) ? rest.join(" ") : `the ${rest.join(" ")}`;
}

/** What the teller makes or brings for something ("I would bake pastries for your poetry night": "the pastries"). */
function tellersPart(news: string): string | undefined {
  const thing = /\b(?:to|would|will|I'll|am|I'm) (?:bake|baking|make|making|bring|bringing|cook|cooking|paint|painting|knit|knitting|sew|sewing|build|building|print|printing|write|writing) ((?:[a-z-]+ )?[a-z-]+s)\b(?= for\b)/.exec(news)?.[1];
  return thing && !/^(?:the|a|an|my|your|his|her|their|some)\b/.test(thing) ? `the ${thing}` : undefined;
}

/** The events one organises oneself, in lower case ("Tomas Reyes is organising a poetry night at Larkspur Library ..."). */
function ownEvents(speaker: Inputs["speaker"]): string[] {
  return ownNews(speaker).filter((s) => /\b(?:is|am) (?:organi[sz]ing|hosting|planning|running|holding|arranging|throwing)\b/.test(s)).map((s) => s.toLowerCase());
}

/** Whether a line tells a piece of news (more than a greeting, a nod, small talk, a question or a goodbye). */
function carriesNews(line: string): boolean {
  let rest = withoutSmallTalk(line);
  for (let i = 0; i < 3 && NO_NEWS.test(rest); i++) rest = rest.replace(NO_NEWS, "");
  const sentences = rest.split(/(?<=[.!?])\s+/).filter((x) => x && !x.trim().endsWith("?") && !/^(?:It was nice talking|Let's talk more|Let's catch up|Thanks, |See you|Take care|It's coming along|Slowly, but|Better than I expected|Honestly, I'm glad|Honestly, it worries|I'm not too happy|I'm really looking forward|Honestly, I can't wait|Curious, mostly|I just want to know|I have mixed feelings|I try not to worry|Not yet|Nothing more so far|Oh, much the same|Nothing new since|Everyone I can reach|Whoever can make it|We'll see who turns up|It's taking shape|Still plenty to do|I'm still making up my mind|Not a word yet|As many as I can find)/.test(x.trim()));
  return sentences.join(" ").split(/\s+/).filter(Boolean).length >= 4;
}

/** What the speaker still has to tell in this chat: nothing once it told its few pieces of news. */
function pointsLeft(inputs: Inputs): string[] {
  const told = linesOf(inputs.speaker.name, inputs.transcript).filter(carriesNews).length;
  if (told >= NEWS_PER_CHAT) return [];
  // A wish to hear more from someone is asked of them, not told as news ("I've been meaning to tell you: I want to hear
  // more from you about the poem"); a habit is told only after real news, never as all one has to tell.
  const points = pointsFor(inputs).filter((p) => !/\bwants? to hear more from\b/.test(p));
  return told ? points : points.filter((p) => !isHabit(p));
}

/** What the speaker wants to hear more about from the listener ("Ada wants to hear more from Tomas about the poem"). */
function wishToHear(memory: string, listener: string): string | undefined {
  const m = /\bwants? to hear more from (.+?) about (.+?)\.?$/.exec(memory.trim());
  return m && (m[1] === listener || m[1] === firstNameOf(listener)) ? m[2] : undefined;
}

/** A question asking the listener for more of what one wants to hear ("Any news about the poem?"), if one has such a wish. */
function askForMore(inputs: Inputs): string | undefined {
  const topic = inputs.memories.map((m) => wishToHear(m, inputs.listener)).find(Boolean);
  const asked = inputs.transcript.some(([, line]) => topic !== undefined && line.includes(`Any news about ${topic}?`));
  return topic && !asked ? `Any news about ${topic}?` : undefined;
}

/** A question of small talk: how the other is, what they are doing, what brings them here. */
const SMALL_TALK = /\b(?:how have you been|what are you up to|what else is new|how is [^?]+ going|what brings you to)\b[^?]*\?/i;

/**
 * What one is doing as one says it, without the clock or the habit the plan gives it ("mending gear until noon",
 * "checking the lifeboat every morning", "reading for a while": "mending gear", "checking the lifeboat", "reading").
 */
export function withoutClock(activity: string): string {
  return activity
    .replace(/\s+(?:for a while|until (?:noon|midnight|lunch|dinner|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)|every (?:morning|day|evening|night|week|afternoon)|from \d{1,2}(?::\d\d)?\s*(?:am|pm)? to \d{1,2}(?::\d\d)?\s*(?:am|pm)?|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?|in the (?:morning|afternoon|evening))\b/gi, "")
    .trim();
}

/** Rooms of a home and homes: no place one is asked what brings one to. */
const HOME = /\b(?:bedroom|bathroom|living room|kitchen|house|home|cottage|flat|flats|apartment|dorm|room)\b|'s\b/i;

/** Activities nobody asks "how is it going" about: meals, the morning routine, sleep, the chat itself, being somewhere. */
const ONGOING = /\b(?:breakfast|lunch|dinner|supper|eating|snack|coffee|morning routine|waking up|sleep|sleeping|bed|chatting|conversing|talking|calling|being at|waiting)\b/i;
/**
 * Going somewhere or being at an event: no work that goes well or badly ("How is attending the storm meeting going?",
 * "How is heading to the pub going?").
 */
const ON_THE_WAY = /^(?:attending|going (?:to|home|out|back|over)|heading|walking (?:to|home|back|over)|on (?:my|your|his|her|the) way|visiting|returning|getting to|coming (?:to|back|home)|leaving|arriving|being|joining)\b/i;

/**
 * What one is doing as it is said after "I'm just": a plan's "being at school" is where one is ("I'm just at school",
 * not "I'm just being at school").
 */
export function doingSaid(activity: string): string {
  return activity.replace(/^being (?=(?:at|in|on|out|home|away)\b)/i, "");
}

/** A question about the one asked: how they are, what they are doing. */
const ABOUT_SELF = /\b(?:how (?:is|are|has|have)\b[^?]*(?:\bgoing|\bbeen)|what are you up to|what else is new|what brings you)\b[^?]*\?\s*$/i;

/** A brief answer to a question heard just before one leaves (what one is doing is told once: `toldDoing`). */
function shortAnswer(question: string, mine: string, toldDoing = false, saidBefore: readonly string[] = [], toldBusy = false): string {
  const followUp = askedAbout(question);
  // (A stock answer is said once a chat: asked twice for news, one does not say "Not yet, ..." twice.)
  if (followUp) return unsaidAnswers(followUp.kind, saidBefore)[0] ?? "Nothing new on that either.";
  if (/\bhow (?:is|are|has|have)\b/i.test(question)) return toldDoing ? "Still the same, thanks." : "Fine, thanks.";
  if (toldBusy && /\bwhat are you up to\b/i.test(question)) return "Mostly what I told you.";
  if (/\bwhat (?:are you up to|else is new|brings you)\b/i.test(question)) return toldDoing || /^(?:chatting|conversing|talking)\b/.test(mine) ? "Not much." : `Not much, just ${mine}.`;
  return "Oh, not much to tell.";
}

/** What one says to a line before one's own news: sympathy for a worry, joy for a plan, else a plain nod. */
function acknowledgements(heard: string): string[] {
  // News about oneself is confirmed, not marvelled at ("I hear you have offered to bake" - "How exciting!").
  if (/\bI hear you\b/i.test(heard)) return ["Yes, that's right.", "That's right, yes."];
  if (/\b(?:worr|sad|sorry|afraid|miss|newcomer|lonely|tired|not returned|too sweet|behind)\w*/i.test(heard)) {
    return ["Oh, I'm sorry to hear that.", "Don't worry too much about it.", "I understand."];
  }
  // A storm or a danger is news to take seriously, not to delight in, even when it comes with a plan ("I am holding a
  // storm meeting ... because the radio has just warned of a storm" - "That sounds wonderful!").
  if (/\b(?:storm|gale|warn|danger|flood|damage|wreck|injur|accident|emergenc)\w*/i.test(heard)) {
    return ["That sounds serious.", "Oh dear, I hope it isn't too bad.", "Oh no. Thanks for telling me.", "That's worrying. I'm glad you told me.", "Oh dear. I'll keep an eye on it, then."];
  }
  if (/\b(?:party|night|plan|invit|exhibition|festival|excit|looking forward|promised)\w*/i.test(heard)) {
    return ["That sounds wonderful!", "How exciting!", "I'd love to hear more about that."];
  }
  return plainNods(heard);
}

/** A nod to news: "I know what you mean" only to an opinion or a feeling, not to a plain piece of news. */
function plainNods(heard: string): string[] {
  const feeling = /\b(?:think|thinks|feel|feels|believe|wonder|hope|wish|love|like|hate|glad|happy|mind|matters|care|hard|difficult|too)\b/i.test(newsOf(heard));
  return ["I see.", "Oh, really?", "That's good to know.", "Ah, I didn't know that.", ...(feeling ? ["Mm, I know what you mean."] : [])];
}

/**
 * What the speaker has to say to the listener, news not talked over with them before first: what their previous chat
 * was about ("conversing about the regatta") is told again only when nothing else is left (Ruth told Ewan about the
 * regatta four times a day).
 */
function pointsFor(inputs: Inputs): string[] {
  const { speaker, listener, memories, transcript, previousChat, toldBefore } = inputs;
  const own = linesOf(speaker.name, transcript);
  const told = [...own, ...toldBefore];
  // One piece of news is told once: not again in other words ("I am gathering party material ..." after "I am planning
  // a Valentine's Day party"), in this chat or to the same listener earlier today.
  const toldHeads = new Set(told.flatMap((line) => nounPhrases(line)).map((t) => t.split(" ").at(-1)!.toLowerCase()).filter((h) => h.length > 3));
  const retold = (point: string) => nounPhrases(point).some((t) => toldHeads.has(t.split(" ").at(-1)!.toLowerCase()));
  // A feeling about a thing is said as what the speaker knows of it (its own plan, whom it heard it from).
  // A feeling said as what one knows of its thing is checked again: it may be a fact about the listener ("Farid
  // auctions my fish", said to Farid) or what the listener just said ("I keep thinking about what you said ...").
  const spoken = [...transcript.map(([, text]) => text), ...toldBefore].join(" \n ").toLowerCase();
  // News about the listener that the listener told the speaker (today or in this chat) is theirs: not told back to
  // them as heard ("I hear you have offered to bake for the poetry night" to the baker who said so that morning).
  const theirLines = [...inputs.heardBefore, ...transcript.filter(([who]) => who === listener).map(([, text]) => text)];
  const theirHeads = new Set(theirLines.flatMap((line) => nounPhrases(line)).map((t) => t.split(" ").at(-1)!.toLowerCase()).filter((h) => h.length > 3));
  // And what the listener called the speaker's own ("your poetry night") they know of: it is not announced to them
  // ("I am organising a poetry night at Larkspur Library" to the baker of its pastries).
  const yours = new Set(theirLines.flatMap((line) => sentencesOf(line).filter((x) => !x.trim().endsWith("?")))
    .flatMap((line) => nounPhrases(line).filter((t) => new RegExp(`\\byour ${escapeRegExp(t.slice(4))}\\b`, "i").test(line)).map((t) => t.split(" ").at(-1)!.toLowerCase())));
  const theirOwnNews = (point: string) => (sayNewsOfListener(point, speaker.name, listener) !== null &&
    nounPhrases(point).some((t) => theirHeads.has(t.split(" ").at(-1)!.toLowerCase()))) || nounPhrases(point).some((t) => yours.has(t.split(" ").at(-1)!.toLowerCase()));
  // (One's status is no news to one's family: they share the house and its plans. Ruth told her husband "I am
  // organising Saturday's regatta".)
  const status = inputs.household ? [] : ownNews(speaker);
  const bare = (text: string) => text.trim().replace(/[.!]+$/, "");
  const shared = new Set(inputs.household ? ownNews(speaker).map(bare) : []);
  // (Nor a habit or a long-held hope: "I hope to crew on the lifeboat one day" said to one's father.)
  // (Nor what one feels for them: "I love you and hope you have relaxing days" told to one's husband as news.)
  const known = (m: string) => shared.has(bare(m)) || (inputs.household && (isHabit(m) || /\b(?:hopes?|dreams?|wants?) to\b|\b(?:loves?|adores?|cares? (?:for|about))\b/.test(m) && !/\b(?:today|tonight|tomorrow)\b/i.test(m)));
  const points = [...new Set(talkingPoints(memories.filter((m) => !known(m)), listener, [...transcript.map(([, text]) => text), ...toldBefore], own, speaker.name, status)
    .map((p) => (isReflection(p) ? personalFeeling(p, inputs) : p)))]
    // (A feeling said as one's own doing may come out as one's status: still nothing to tell one's family.)
    .filter((p) => !retold(p) && !alreadySaid(sayMemory(p, speaker.name, listener), spoken, true) && !theirOwnNews(p) && !shared.has(bare(p)));
  // The things talked over, by their head word ("the regatta" is "Saturday's regatta" too).
  const before = nounPhrases((previousChat?.description ?? "").replace(/^conversing about\s+/i, "")).map((t) => t.split(" ").at(-1)!.toLowerCase());
  if (!before.length) return points;
  const talkedOver = (point: string) => before.some((head) => new RegExp(`\\b${escapeRegExp(head)}\\b`, "i").test(point));
  // (Feelings stay last: news talked over before is still more worth saying than "the regatta is much on my mind".)
  const rank = (p: string) => (isReflection(p) ? 2 : talkedOver(p) ? 1 : 0);
  return points.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i).map(({ p }) => p);
}

/** A feeling said as what one knows of its thing, unless that is a fact the listener knows of themselves. */
function personalFeeling(reflection: string, { speaker, listener, memories }: Inputs): string {
  const said = personalReflection(reflection, speaker.name, memories, ownNews(speaker), listener);
  return !isReflection(said) && toldAlready(said, listener, speaker.name) ? reflection : said;
}

/** What one speaker said so far. */
const linesOf = (name: string, transcript: Inputs["transcript"]) => transcript.filter(([who]) => who === name).map(([, text]) => text);

/** What the speaker's status says it is busy with, as statements naming it ("She is wondering" -> "Mei Lin is wondering"). */
function ownNews(speaker: Inputs["speaker"]): string[] {
  return ownStatements(speaker.currently, speaker.name);
}

/** Lower-cases a sentence's first letter unless it starts a name or "I". */
function lowerStart(text: string): string {
  if (/^(?:The|A|An)\s/.test(text)) return text.charAt(0).toLowerCase() + text.slice(1);
  return /^(?:I\b|[A-Z][a-z]+\s+[A-Z])/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export const utterancePrompt: PromptSpec<Inputs, UtteranceResult, UtteranceInput> = {
  id: "utterance",
  version: 1,
  template,
  inputSchema: UtteranceInputSchema,
  variables: (inputs) => ({
    identity: describeIdentity(inputs.speaker),
    name: inputs.speaker.name,
    listener: inputs.listener,
    time: describeGameTime(inputs.speaker.currTime),
    place: inputs.place.trim(),
    situation: situation(inputs),
    previousChat: previousChatLine(inputs),
    relationship: inputs.relationship.trim(),
    memories: bulletList(inputs.memories, "- nothing in particular"),
    transcript: inputs.transcript.length
      ? formatTranscript(inputs.transcript)
      : `(Nothing has been said yet; ${inputs.speaker.name} speaks first.)`,
  }),
  structured: {
    schema: UtteranceAnswerSchema,
    toValue: (answer: z.output<typeof UtteranceAnswerSchema>, inputs) => {
      const value = { utterance: ownLine(answer.utterance, inputs.speaker, othersOf(inputs)), end: answer.end };
      const problem = validateUtterance(value, inputs);
      if (problem) throw new Error(problem);
      return value;
    },
    fromValue: ({ utterance, end }) => ({ utterance, end }),
  },
  parse: (raw, inputs) => parseUtterance(raw, inputs.speaker, othersOf(inputs)),
  validate: (value, inputs) => validateUtterance(value, inputs),
  speaksInCharacter: true,
  failSafe: () => ({ utterance: "...", end: true }),
  failSafeValue: z.strictObject({ utterance: z.string().min(1), end: z.boolean() }).describe('an object with "utterance" (a text) and "end" (true or false), e.g. { "utterance": "Take care!", "end": true }'),
  generation: { temperature: 0, maxTokens: 200 },
  simulate: (inputs, random) => {
    // The line being written is number transcript.length + 1: never end on the first, always by the last allowed; end
    // sooner once the speaker has nothing left to bring up.
    const lineNumber = inputs.transcript.length + 1;
    const left = pointsLeft(inputs);
    // (With everything told earlier today, a chat is a short hello.)
    const chance = left.length === 0 && lineNumber >= (inputs.toldBefore.length ? 2 : 4) ? 0.5 : 0.02 * lineNumber;
    let end = lineNumber >= MAX_CONVERSATION_LINES || (lineNumber > 1 && random() < chance);
    let line = simulatedLine(inputs, end, random);
    const ownLast = [...inputs.transcript].reverse().find(([who]) => who === inputs.speaker.name)?.[1];
    const heard = inputs.transcript.at(-1)?.[1];
    const repeats = (text: string) => [ownLast, heard].some((said) => said?.trim().toLowerCase() === text.replace(/\s+/g, " ").trim().toLowerCase());
    // Nothing left to say, or only what was just said: the speaker says goodbye (every chat ends by its last line).
    if (line === null || repeats(line)) {
      end = true;
      line = simulatedLine(inputs, true, random)!;
    }
    const utterance = line.replace(/\s+/g, " ").trim();
    return JSON.stringify({ utterance, end } satisfies UtteranceResult);
  },
};
