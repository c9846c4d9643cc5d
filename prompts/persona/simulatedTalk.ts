/**
 * What the simulated model talks about, for its answers to the conversation prompts (utterance, summary, post-chat
 * thoughts): the talking points a speaker's memories give (what concerns the listener, plans and news first; the
 * passing observations "Ada Okafor is kneading the dough" are no news), a memory said in the first and second
 * person ("Ada Okafor promised Tomas Reyes that Ada would bake for his poetry night" said by Ada to Tomas: "I promised
 * you that I would bake for your poetry night"), and the topics of a transcript as noun phrases ("the poetry night").
 */
import { stem } from "./placeKnowledge.js";
import { escapeRegExp, firstNameOf, sentencesOf } from "./socialShared.js";

/** A memory that is a passing observation of someone or something ("Mei Lin is sketching", "bed is idle"). */
export function isObservation(memory: string): boolean {
  const text = memory.trim();
  if (/^This is .+'s plan for\b/.test(text)) return true;
  if (/^[a-z]/.test(text) && /^[\w' -]{1,40}? (?:is|are)\b/.test(text)) return true; // "park bench is occupied": a thing's state
  if (/\b(?:is|are) (?:conversing|chatting|talking) (?:about|with)\b/.test(text)) return true;
  if (/\b(?:knows?|remembers?|promised|plans?|planning|invited|wants?|hopes?|worr(?:y|ies)|thinks?|feels?|loves?|likes?|lent|owes?)\b/i.test(text)) return false;
  return /^[\w' -]{1,40}? (?:is|are) (?:\w+ing\b|idle\b|being\b)/.test(text);
}

/**
 * What a persona's status ("currently") says it is busy with, one statement per sentence naming the persona: the
 * status is about the persona, so a sentence's own "she"/"he"/"they" ("Also, he recently got into playing the
 * guitar") and a stray "You" of a text written to the persona ("You don't like Sam Moore") are the persona, not
 * someone else said of oneself in the third person. A sentence that names another person first keeps its pronouns.
 */
export function ownStatements(currently: string, name: string): string[] {
  const third: Record<string, string> = { are: "is", have: "has", were: "was", "don't": "doesn't", "aren't": "isn't", "haven't": "hasn't", "weren't": "wasn't", do: "does" };
  return sentencesOf(currently).map((sentence) => {
    // ("Also, he ...": the lead word is the connector the speaker adds itself.)
    const s = sentence.replace(/^(?:Also|And|Plus|Besides|Lately|Recently),?\s+(?=(?:she|he|they|you)\b)/i, "");
    const m = /^(She|He|They|You|she|he|they|you)\s+(?:((?:still|also|often|always|never|usually|sometimes|really|just|recently|mostly)\s+))?([\w']+)/.exec(s);
    if (!m) return sentence;
    const verb = /^(?:they|you)$/i.test(m[1]!) ? (third[m[3]!] ?? (/(?:s|ed)$/.test(m[3]!) || /^(?:can|will|would|could|should|must|might|may)$/.test(m[3]!) ? m[3]! : `${m[3]}s`)) : m[3]!;
    return `${name} ${m[2] ?? ""}${verb}${s.slice(m[0].length)}`;
  });
}

/** Reflections and notes about past talks: feelings and hearsay rather than news. */
const REFLECTION = /\b(?:keeps coming back to|keeps hearing about|keeps thinking about|(?:is|are) much on|cares a great deal about|matters? to|has been busy|spends a good part of the day|has noticed|would welcome some help|found it interesting|wants to hear more|learned something new from|remembers \w+ saying)\b/i;
/** Whether a memory is a reflection or a note about past talks ("Ada keeps coming back to the poetry night"), not news. */
export function isReflection(memory: string): boolean {
  return REFLECTION.test(memory);
}

/**
 * A reflection on how one's own day went ("Tomas has been busy opening Larkspur Library", "Ada spends a good part of
 * the day baking", "Ada has noticed Mei sketching") or on a past talk ("Pip enjoyed a friendly chat with Agnes", "Ewan
 * found it interesting to hear Ruth's thoughts on the fish"): what one thinks over, not news for anyone ("I have been busy
 * opening Larkspur Library" told to a friend who sees one open it every day).
 */
export function isDayNote(memory: string): boolean {
  return /\b(?:has been busy|have been busy|spends a good part of the day|has noticed|has had an ordinary stretch|found it interesting|enjoyed a (?:\w+ )?chat|learned something new from)\b/i.test(memory) ||
    /^(?:the |a )?(?:[\w'-]+ )?(?:chat|talk|conversation)s? (?:(?:is|are) much on|matters? to)\b|\b(?:cares a great deal about|keeps coming back to) (?:the |a )?(?:[\w'-]+ )?(?:chat|talk|conversation)s?\.?$/i.test(memory.trim());
}

/** The thing a reflection is about ("The regatta is much on Ada's mind": "the regatta"), if it is about one. */
export function reflectionTopic(memory: string): string | undefined {
  const text = memory.trim().replace(/[.!]+$/, "");
  const topic = /^(.+?) (?:(?:is|are) much on .+'s mind|matters? to .+ right now)$/.exec(text)?.[1] ?? /\b(?:cares a great deal about|keeps coming back to) (.+)$/.exec(text)?.[1];
  return topic ? topic.charAt(0).toLowerCase() + topic.slice(1) : undefined;
}

/**
 * A feeling about a thing said as what the person knows of it, so that people on whose minds the same thing is say
 * different things ("The regatta is much on my mind" was said by half a village): one's own plan for it ("Agnes is
 * knitting flags for the regatta"), else whom one heard it from ("Farid keeps hearing about the regatta from
 * Benedikt"); the reflection itself when the memories name the thing nowhere else.
 */
export function personalReflection(memory: string, speaker: string, memories: readonly string[], ownNews: readonly string[] = [], listener?: string): string {
  const topic = reflectionTopic(memory);
  if (!topic) return memory;
  const head = topic.split(" ").at(-1)!;
  const names = new RegExp(`\\b${escapeRegExp(head)}\\b`, "i");
  // (Seeing someone at a thing, "Klaus is conversing about the party", is no hearing about it from them.)
  const about = (m: string) => names.test(m) && !isReflection(m) && !isRelationFact(m) && !/\b(?:is|are|was|were) (?:conversing|chatting|talking)\b|^[a-z]/.test(m.trim()) && !/^This is .+'s plan\b|^For .+'s planning\b/.test(m);
  // One's own doing, not what one knows of another ("Ewan Pennock knows that Farid auctions his fish" is Farid's).
  const doneBySpeaker = (m: string) => {
    const rest = m.trim().startsWith(`${speaker} `) ? m.trim().slice(speaker.length) : m.trim().startsWith(`${firstNameOf(speaker)} `) ? m.trim().slice(firstNameOf(speaker).length) : null;
    return rest !== null && !/^\s+(?:[A-Z]|knows\b|remembers\b|has heard\b)/.test(rest);
  };
  const own = ownNews.find(about) ?? memories.find((m) => about(m) && doneBySpeaker(m));
  if (own) return own.trim();
  const heard = memories.filter(about).map((m) => /^([A-Z][\w'’-]*)(?: [A-Z][\w'’-]*)?\s+(?:is|was|has|had|will|wants|plans|hopes|says|said|mentioned|told|\w+s)\b/.exec(m.trim())?.[1])
    .find((first) => first !== undefined && first !== firstNameOf(speaker) && !/^(?:The|This|That|A|An)$/.test(first));
  if (!heard) return memory;
  // Heard from the one spoken to: what they said stays with one ("I keep thinking about what you said about ...").
  if (listener && heard === firstNameOf(listener)) return `${speaker} keeps thinking about what ${listener} said about ${topic}`;
  return `${speaker} keeps hearing about ${topic} from ${heard}`;
}

/** The same, as the simulated speaker says it ("I keep coming back to ...", "... is much on my mind"). */
const SPOKEN_REFLECTION = /\b(?:keep coming back to|keep hearing about|keep thinking about|(?:is|are) much on my mind|care a great deal about|matters? to me|have been busy|spend a good part of the day|have noticed|found it interesting|want to hear more|learned something new from|remember \w+ saying)\b/i;
const NEWS = /\b(?:plan|planning|party|night|invit|promis|festival|exhibition|poetry|poem|concert|wedding|birthday|tomorrow|tonight|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|january|february|march|april|may \d|june|july|august|september|october|november|december|\d\s*(?:am|pm)\b|crush|secret|worr|excit|hope)/i;

/**
 * The memories worth saying to `listener`, best first: those naming the listener, then news and plans, then the
 * rest, each group in the given (retrieval) order; observations and plan lists are left out, and so is a memory
 * already said in the transcript.
 */
export function talkingPoints(
  memories: readonly string[],
  listener: string,
  said: readonly string[] = [],
  saidBySpeaker: readonly string[] = [],
  speaker?: string,
  /** The speaker's own news (its "currently"): "Morwen Ellery is rebuilding the winch" is no passing observation. */
  ownNews: readonly string[] = [],
): string[] {
  const names = [listener, firstNameOf(listener)].map((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`, "i"));
  const told = (m: string) => toldAlready(m, listener, speaker);
  const spoken = said.join(" \n ").toLowerCase();
  // Secrets stay unsaid (a crush is not told to its object in passing).
  // Secrets stay unsaid (a crush is not told to its object in passing); so do notes about earlier talks (quotes, "For
  // X's planning: ...").
  // (Also as said to the listener: "Jennifer is preparing ..." of "Jennifer lives with her husband, Sam, and is preparing ...".)
  const own = new Set(ownNews.flatMap((m) => [m.trim(), withoutListenersIdentity(m.trim(), listener) ?? ""]));
  // "For planning, Maria frequents Hobbs Cafe": a note's label is not said.
  const unlabelled = (m: string) => m.trim().replace(/^For planning[,:]\s*/i, "");
  const fresh = [...new Set([...memories, ...ownNews].map((m) => withoutListenersIdentity(unlabelled(m), listener) ?? "").filter(Boolean))]
    .filter((m) => (own.has(m) || !isObservation(m)) && !/\b(?:secret|crush)\b/i.test(m) && !/["“”]|^For .+'s planning\b/.test(m) && !told(m) && !isRelationFact(m) && !isDayNote(m));
  // Reflections ("Ada keeps coming back to the poetry night") are feelings, said only when nothing else is left.
  // What one is busy with (one's status) is news too; a habit or an old acquaintance ("I like hip hop music", "I have
  // known the bartender for years") is what one says last, if at all: a chat of those is a list of facts.
  // Something happening later today ("a meeting in the park at 2pm today") is told before one's usual business.
  const score = (m: string) => (names.some((re) => re.test(m)) ? 2 : 0) + (NEWS.test(m) ? 1 : 0) + (LATER_TODAY.test(m) ? 2 : 0) + (own.has(m) ? 1 : 0) - (isHabit(m) ? 1 : 0) - (REFLECTION.test(m) ? 3 : 0);
  return fresh
    .map((memory, i) => ({ memory, i, score: score(memory) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.memory)
    .filter((m) => !alreadySaid(m, spoken))
    // One feeling a conversation is enough: after that, only news.
    .filter((m) => !REFLECTION.test(m) || !saidBySpeaker.some((line) => SPOKEN_REFLECTION.test(line)));
}

/** An event later the same day: "at 2pm today", "this evening", "tonight". */
const LATER_TODAY = /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i;

/** A habit, a taste or an old acquaintance: true for years, no news today ("I visit Hobbs Cafe ... just about everyday"). */
const HABIT = /\b(?:likes?|loves?|enjoys?|frequents?|always|usually|every ?day|each day|every (?:morning|evening|week)|keeps? an? (?!eye\b)|(?:has|have) known|are (?:housemates|classmates|dormmates|schoolmates|school mates|colleagues|friends|neighbou?rs))\b/i;

/** Whether a memory is a habit or a taste, no news ("Tomas keeps a notebook of book suggestions"). */
export function isHabit(memory: string): boolean {
  return HABIT.test(memory) && !NEWS.test(memory);
}

/**
 * Who someone is to someone ("Ewan Pennock is Ruth's husband and goes out fishing", "Jory Pennock is Lowenna's
 * brightest pupil"): in a village everyone knows it, so it is nothing to tell ("I've been meaning to tell you: Ruth
 * Pennock is my wife").
 */
export function isRelationFact(memory: string): boolean {
  const fact = memory.trim().replace(/^[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)* (?:knows|remembers|has heard) that /, "");
  const m = /^[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)* (?:is|was) (?:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*['’]s|her|his|their|my|your|the) ((?:[\w-]+ ){0,2}[\w-]+)/.exec(fact);
  return m !== null && m[1]!.split(" ").some((w) => PERSON_HEADS.has(w.toLowerCase())) && !NEWS.test(fact);
}

/**
 * Whether the listener knows a memory without being told: it is about the listener ("Ada Okafor runs Okafor Bakery"
 * said to Ada: "you run Okafor Bakery"), or about what the two of them always do ("Mei buys bread at Ada's bakery"
 * said to Ada). News about them (a plan, a promise, an invitation) is still worth saying.
 */
export function toldAlready(memory: string, listener: string, speaker?: string): boolean {
  if (NEWS.test(memory)) return false;
  const name = (n: string) => `(?:${escapeRegExp(n)}|${escapeRegExp(firstNameOf(n))})`;
  const fact = speaker ? memory.trim().replace(new RegExp(`^${name(speaker)}\\s+(?:knows|remembers|has heard)\\s+that\\s+`, "i"), "") : memory.trim();
  if (new RegExp(`^${name(listener)}(?:'s|’s)?\\b`).test(fact)) return true;
  return speaker !== undefined && new RegExp(`\\b${name(speaker)}\\b`).test(memory) && new RegExp(`\\b${name(listener)}\\b`).test(memory);
}

/**
 * News about the listener said to the listener as what one heard, not as a description of them: "Ada Okafor is an old
 * friend who runs Okafor Bakery and has offered to bake for the poetry night" said by Tomas to Ada: "I hear you have
 * offered to bake for the poetry night". Null for a memory that is not news about the listener.
 */
export function sayNewsOfListener(memory: string, speaker: string, listener: string, speakerGender: Gender = null): string | null {
  // "Tomas Reyes knows that Ada Okafor is ...": what Tomas knows is about Ada.
  const fact = memory.trim().replace(new RegExp(`^(?:${escapeRegExp(speaker)}|${escapeRegExp(firstNameOf(speaker))})\\s+(?:knows|remembers|has heard)\\s+that\\s+`, "i"), "");
  if (!new RegExp(`^(?:${escapeRegExp(listener)}|${escapeRegExp(firstNameOf(listener))})\\b`).test(fact) || !NEWS.test(fact)) return null;
  // Said from the whole memory, so a pronoun of the one who knows it is theirs ("Agnes knows that Pip lodges in her
  // spare room": "my spare room").
  const said = sayMemory(memory, speaker, listener, speakerGender);
  const clauses = said.split(/,?\s+and\s+(?=you\b)|,\s+(?=you\b)|\s+who\s+/i);
  const news = clauses.filter((c) => NEWS.test(c)).at(-1)?.trim();
  if (!news) return null;
  let clause = /^(?:you|You)\b/.test(news) ? news.replace(/^You\b/, "you") : `you ${news.replace(/^(?:has|have)\b/, "have")}`;
  // Without the speaker in it, a possessive left in the news is the listener's ("her sketches": "your sketches").
  if (!new RegExp(`\\b(?:${escapeRegExp(speaker)}|${escapeRegExp(firstNameOf(speaker))})\\b`).test(fact)) {
    clause = clause.replace(new RegExp(`\\b(?:her|his)\\b(?=\\s+(?!(?:${AFTER_OBJECT})\\b)[a-z])`, "g"), "your");
  }
  return `I hear ${clause}`;
}

/**
 * A memory as news for `listener`: who the listener is ("Ada Okafor is an old friend who runs Okafor Bakery") is
 * nothing to tell the listener, so that clause goes ("... , and has offered to bake" -> "Ada Okafor has offered to
 * bake"); null when nothing else is left. The original's model never read a history line back to its subject; our
 * simulated talk turned such lines into "You are an old friend who runs Okafor Bakery".
 */
export function withoutListenersIdentity(memory: string, listener: string): string | null {
  const name = `(${escapeRegExp(listener)}|${escapeRegExp(firstNameOf(listener))})`;
  const identity = new RegExp(`^(?:[A-Z][\\w'’-]*(?: [A-Z][\\w'’-]*)* (?:knows|remembers|has heard) that )?${name}\\s+(?:is|was)\\s+(?:an?|the|my|his|her|their|our)\\s+[^.;]*?(?:,\\s*and\\s+|\\s+and\\s+(?=(?:has|had|is|was|will|would|wants|plans|hopes|promised|offered)\\b)|[.!]?\\s*$)`);
  // "Jennifer Moore lives with her husband of 40 years, Sam Moore, and is preparing ..." said to Sam: that they live
  // together is nothing to tell him; the rest is ("Jennifer Moore is preparing ...").
  const shared = new RegExp(`^([A-Z][\\w'’-]*(?: [A-Z][\\w'’-]*)*) (?:lives with|is married to|has been married to|shares (?:a|the|her|his|their) (?:home|house|flat) with) (?:her|his|their) (?:[\\w'-]+ ){0,4}?(?:${[...PERSON_HEADS].join("|")})\\b[^,;.]*?,\\s*${name},?\\s+and\\s+(?=[a-z])`).exec(memory);
  // (A "he" or "she" after it is the listener: "... and hopes he has relaxing days".)
  if (shared) return `${shared[1]} ${memory.slice(shared[0].length).replace(/\b(?:he|she)\b/, listener)}`;
  const m = identity.exec(memory);
  if (!m) return memory;
  // "..., and she has offered to bake" -> "has offered to bake": the name stands for the pronoun.
  const rest = memory.slice(m[0].length).trim().replace(/^(?:she|he|they)\s+/, "");
  return rest && !/^[.!]*$/.test(rest) ? `${m[1]} ${rest}` : null;
}

/**
 * Whether most of a memory's content words were already spoken (by stem: "works" was said as "work"). With `names`,
 * for a line as the speaker says it (the speaker and listener already "I" and "you"), the names of others count too:
 * "Tom Moreno and my father, John Lin, are colleagues" was said a line before as "... my husband, John Lin, ...".
 */
export function alreadySaid(memory: string, spoken: string, names = false): boolean {
  // Names are said as "I", "you" or "we": the other words tell whether it was said.
  const words = ((names ? memory.toLowerCase() : memory).match(/\b[a-z][a-z'’-]{3,}/g) ?? []).filter((w) => !/^(?:that|this|with|from|knows|have|would|their|about|each|other)$/.test(w));
  if (words.length === 0) return false;
  const said = new Set((spoken.match(/[a-z][a-z'’-]{2,}/g) ?? []).map(stem));
  return words.filter((w) => said.has(stem(w))).length / words.length >= 0.6;
}

type Gender = "she" | "he" | null;

/** "she" or "he" as a person's identity texts use them, else null. */
export function genderOf(texts: readonly string[]): Gender {
  const text = texts.join(" ");
  const she = (text.match(/\b(?:she|her|hers|herself)\b/gi) ?? []).length;
  const he = (text.match(/\b(?:he|him|his|himself)\b/gi) ?? []).length;
  return she > he ? "she" : he > she ? "he" : null;
}

/** Third-person verbs that may follow "and" for the same subject. */
const COORDINATED_THIRD = new Set(
  ("likes loves wants hopes keeps buys feels needs knows thinks worries enjoys plans tries wonders has is was does goes " +
    "runs works lives bakes paints sketches reads writes teaches studies streams visits takes makes spends invites cooks " +
    "lodges sells fixes mends swims fishes sails plays sings knits trains checks helps").split(" "),
);

const SUBJECT_VERBS: Record<string, [string, string]> = {
  is: ["am", "are"], was: ["was", "were"], has: ["have", "have"], does: ["do", "do"], "'s": ["am", "are"],
  "doesn't": ["don't", "don't"], "isn't": ["am not", "aren't"], "hasn't": ["haven't", "haven't"], "wasn't": ["wasn't", "weren't"],
};
/** Adverbs that may stand between a subject and its verb ("Latoya sometimes spends"). */
const SUBJECT_ADVERBS = "still|also|always|often|never|really|just|already|usually|sometimes|sometime|now|mostly|rarely|seldom|occasionally|frequently|recently";

/** "bakes" -> "bake", "worries" -> "worry", "has" -> "have" (after "I" / "you"). */
function baseForm(verb: string): string {
  if (/(?:ss|us|is)$/.test(verb) || !/s$/.test(verb)) return verb;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/**
 * A memory said by `speaker` to `listener`: the speaker becomes "I"/"me"/"my", the listener "you"/"your", with the
 * verbs agreeing; a pronoun that cannot be the speaker's (by `speakerGender`) but follows the listener's name is the
 * listener's. "<speaker> knows that ..." is said as what follows.
 */
export function sayMemory(memory: string, speaker: string, listener: string, speakerGender: Gender = null): string {
  let text = memory.trim().replace(/[.!]+$/, "").replace(/\s*\([^)]*\)/g, "");
  const who = (name: string) => `(?:${escapeRegExp(name)}|${escapeRegExp(firstNameOf(name))})`;
  const me = who(speaker);
  const you = who(listener);
  const known = new RegExp(`^${me}\\s+(?:knows|remembers|has heard)\\s+that\\s+`, "i");
  const mentionsSpeaker = known.test(text) || new RegExp(`\\b${me}\\b`).test(text);
  text = text.replace(known, "");
  const mentionsListener = new RegExp(`\\b${you}\\b`).test(text);
  // The two together are "we" ("Maria Lopez and Klaus Mueller are friends" said by one to the other).
  text = text.replace(new RegExp(`\\b(?:${me}\\s+and\\s+${you}|${you}\\s+and\\s+${me})\\b`, "g"), "we");
  text = text.replace(new RegExp(`^${me}\\s+and\\s+([A-Z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*)*)`), "$1 and I");
  // Possessives, then subjects with their verbs, then any other mention.
  text = text.replace(new RegExp(`\\b${me}(?:'s|’s)`, "g"), "my").replace(new RegExp(`\\b${you}(?:'s|’s)`, "g"), "your");
  const lead = `(^|,\\s+|\\b(?:that|and|but|because|so|when|if|while|since|whom)\\s+)`;
  // A verb is in lower case: "Sam Moore" is no "Sam" followed by the verb "moore".
  const verbAfter = `\\s+((?:${SUBJECT_ADVERBS})\\s+)?([a-z]\\w*?n['’]t|[a-z]\\w*)`;
  text = text.replace(new RegExp(`${lead}${me}${verbAfter}`, "g"), (_, l: string, adverb = "", verb: string) => `${l}I ${adverb}${agree(verb, 0)}`);
  text = text.replace(new RegExp(`${lead}${you}${verbAfter}`, "g"), (_, l: string, adverb = "", verb: string) => `${l}you ${adverb}${agree(verb, 1)}`);
  // A subject anywhere else, known by its verb or an adverb before it: "the piece Hailey is writing", "in the
  // evenings Nora sometimes spends ..." said by Hailey or Nora.
  const isVerb = (adverb: string, verb: string) => Boolean(adverb) || verb.toLowerCase() in SUBJECT_VERBS || COORDINATED_THIRD.has(verb.toLowerCase());
  text = text.replace(new RegExp(`\\b${me}${verbAfter}`, "g"), (whole, adverb = "", verb: string) => (isVerb(adverb, verb) ? `I ${adverb}${agree(verb, 0)}` : whole));
  text = text.replace(new RegExp(`\\b${you}${verbAfter}`, "g"), (whole, adverb = "", verb: string) => (isVerb(adverb, verb) ? `you ${adverb}${agree(verb, 1)}` : whole));
  // A second verb of the same subject: "I buy bread and likes chatting" -> "and like chatting", also past an
  // apposition ("I love my husband, Sam Moore and hope ..."); the latest subject before the "and" decides.
  text = text.replace(/\band\s+((?:still|also|always|often|never|really|sometimes)\s+)?(\w+)\b/g, (whole, adverb: string | undefined, verb: string, at: number) => {
    if (!COORDINATED_THIRD.has(verb.toLowerCase())) return whole;
    const subjects = text.slice(0, at).split(/[.;!?]/).pop()!.match(/\b(?:I|you|he|she|they|we|who|whom|which|that)\b/g);
    const who = subjects?.at(-1);
    return who === "I" || who === "you" ? `and ${adverb ?? ""}${agree(verb, who === "I" ? 0 : 1)}` : whole;
  });
  text = text.replace(new RegExp(`\\b${me}\\b`, "g"), "me").replace(new RegExp(`\\b${you}\\b`, "g"), "you");
  if (speakerGender) {
    const other = speakerGender === "she" ? "he" : "she";
    // Pronouns that cannot be the speaker's are the listener's ("for his poetry night" said by Ada to Tomas: "your");
    // the speaker's own are "I" ("he buys a roll from her" said by Ada: "from me").
    if (mentionsListener) text = pronounsAs(text, other, 1);
    if (mentionsSpeaker) text = pronounsAs(text, speakerGender, 0);
  }
  // "the two of them" of a memory about the speaker and another are the speaker and that one.
  if (mentionsSpeaker) text = text.replace(/\bthe two of them\b/g, "the two of us");
  // The listener named after who they are to the speaker is just "you": "I love my husband, you and hope" -> "I love you
  // and hope".
  text = text.replace(/\bmy ((?:[\w'-]+ ){0,4}[a-z]+), you\b,?/g, "you");
  // A subject set off by an apposition keeps its verb agreeing: "you, my husband, are planning".
  text = text.replace(/\b(I|you)(,\s+(?:my|your)\s[^,]+,\s+)(is|was|has)\b/g, (_, who: string, apposition: string, verb: string) => `${who}${apposition}${agree(verb, who === "I" ? 0 : 1)}`);
  return text
    .replace(/\bwe who [^,.;]*? (are|have|were)\b/gi, "we $1")
    .replace(/\bwe\s+(?:is|am)\b/gi, "we are")
    .replace(/\bwe has\b/gi, "we have")
    // Every sentence starts with a capital, also one that now starts with "you" or "we".
    .replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase());
}

/** A third-person verb after "I" (person 0) or "you" (person 1): "is" -> "am" / "are", "bakes" -> "bake". */
function agree(verb: string, person: 0 | 1): string {
  const lower = verb.toLowerCase();
  return SUBJECT_VERBS[lower]?.[person] ?? (/^(?:would|will|can|could|should|must|might|may|\w+ed)$/.test(lower) ? lower : baseForm(lower));
}

const PRONOUNS = {
  she: { subject: "she", object: "her", possessive: "her", reflexive: "herself" },
  he: { subject: "he", object: "him", possessive: "his", reflexive: "himself" },
} as const;
const AFTER_OBJECT = "to|and|at|in|on|for|with|about|a|an|the|that|when|if|every|last|this|yet|again|too|so|often|before|after|from|as|but|or|because|since|very|much|out|up|back";

/** One gender's pronouns as "I/me/my" (person 0) or "you/your" (person 1), verbs agreeing. */
function pronounsAs(text: string, gender: "she" | "he", person: 0 | 1): string {
  // In a clause that already says "I" (or "you"), a "she" or "her" is someone else ("but I don't find her comfortable");
  // only a possessive there is the subject's own ("I have known her neighbor").
  const own = person === 0 ? /\b(?:I|me|my|myself)\b/ : /\b(?:you|your|yourself)\b/i;
  // A third person named earlier in the sentence may be whom a "her" or "his" is about ("Ifeoma Bassey is the
  // coxswain and I trust her judgement"): then it is left as it is.
  let othersNamed = false;
  return text
    .split(/([,;.!?]\s+|\s+(?=(?:and|but|because|since|so|when|while|although|though)\s))/)
    .map((clause) => {
      const said = own.test(clause) ? (othersNamed ? clause : selfBelief(possessivesAs(clause, gender, person), gender, person, THIRD_PERSON_NAME.test(text))) : clausePronounsAs(clause, gender, person);
      if (/^[.!?]\s+$/.test(clause)) othersNamed = false;
      else if (THIRD_PERSON_NAME.test(clause)) othersNamed = true;
      return said;
    })
    .join("");
}

/**
 * "I think she is kind of cute" of a memory that names nobody else ("Abigail Chen thinks she is kind of cute", from
 * "You think you are kind of cute"): what one thinks of oneself, "I think I am". With someone else named, the "she"
 * may be them, and stays.
 */
function selfBelief(clause: string, gender: "she" | "he", person: 0 | 1, othersInText: boolean): string {
  if (othersInText) return clause;
  const subject = person === 0 ? "I" : "you";
  return clause.replace(
    new RegExp(`\\b((?:think|feel|believe|hope|wish|worry|know|fear)\\s+(?:that\\s+)?)${gender}\\s+((?:${SUBJECT_ADVERBS})\\s+)?([\\w'’]+)`, "g"),
    (_, lead: string, adverb = "", verb: string) => `${lead}${subject} ${adverb}${agree(verb, person)}`,
  );
}

/** A person's full name ("Ifeoma Bassey"), not a place's ("Hobbs Cafe", "Okafor Bakery"). */
const THIRD_PERSON_NAME = /\b(?!The\b)[A-Z][a-z]+ (?!(?:Cafe|Bakery|Library|Park|Inn|Market|Station|House|College|Store|Office|School|Pub|Hall|Chandlery|Street|Lane|Row|Supply|Shop|Church|Harbour|Quay)\b)[A-Z][a-z]+\b/;

/**
 * Only the possessives of one gender as "my" / "your", and the subject of a clause about one's own thing ("a new loaf
 * that she hopes to add" said by Ada: "that I hope to add").
 */
function possessivesAs(clause: string, gender: "she" | "he", person: 0 | 1): string {
  const possessive = person === 0 ? "my" : "your";
  const subject = person === 0 ? "I" : "you";
  const own = clause.replace(
    new RegExp(`(\\b(?:a|an|the|my|your)\\s+(?:[\\w'’-]+\\s+){0,3}?[\\w'’-]+\\s+(?:that|which)\\s+)${gender}\\s+(\\w+)`, "g"),
    (_, lead: string, verb: string) => `${lead}${subject} ${agree(verb, person)}`,
  );
  if (gender === "he") return own.replace(/\bhis\b/g, possessive);
  return own.replace(new RegExp(`\\bher\\b(?!\\s+(?:${AFTER_OBJECT})\\b|\\s*[.,;!?]|\\s*$)`, "g"), possessive);
}

function clausePronounsAs(text: string, gender: "she" | "he", person: 0 | 1): string {
  const p = PRONOUNS[gender];
  const [subject, object, possessive, reflexive] = person === 0 ? ["I", "me", "my", "myself"] : ["you", "you", "your", "yourself"];
  let out = text
    .replace(new RegExp(`\\b${p.subject}\\s+((?:${SUBJECT_ADVERBS})\\s+)?([\\w'’]+)`, "gi"), (_, adverb = "", verb: string) => `${subject} ${adverb}${agree(verb, person)}`)
    .replace(new RegExp(`\\b${p.reflexive}\\b`, "g"), reflexive);
  if (gender === "she") {
    // "her" is an object before a preposition, an article or the end; else a possessive.
    out = out
      .replace(new RegExp(`\\bher\\b(?=\\s+(?:${AFTER_OBJECT})\\b|\\s*[.,;!?]|\\s*$)`, "g"), object)
      .replace(/\bher\b/g, possessive);
  } else {
    out = out.replace(/\bhim\b/g, object).replace(/\bhis\b/g, possessive);
  }
  return out;
}

const DETERMINERS = "the|a|an|my|your|his|her|their|our";
const ENDS = "at|in|on|for|with|to|from|about|and|but|or|that|which|who|is|are|was|were|will|would|this|tomorrow|today|tonight|by|of|since|as|so|away|back|out|up|down|off|again|together|later";
const NOT_NOUNS = new Set(
  ("ever now again too well yet already still just also matters seems looks feels is are was were has have had " +
    "very really much more most soon later together").split(" "),
);
const GENERIC_HEADS = new Set(
  ("day days morning afternoon evening night time way bit lot thing things while moment week today idea ideas one " +
    "people everyone something anything news way side place home work break chance minute minutes hour hours part year " +
    "years lot deal mind head").split(" "),
);

const GENERIC_MODIFIERS = new Set("same other whole next last first good long busy quiet nice early late small little big great short entire few many several".split(" "));

/** Heads that name a person, not a thing one talks about ("the wife", "the brightest pupil", "the lifeboat's mechanic"). */
const PERSON_HEADS = new Set(
  ("wife husband son daughter mother father mum mom dad brother sister child children kid kids parent parents " +
    "grandmother grandfather grandson granddaughter aunt uncle cousin nephew niece partner fiance fiancee girlfriend " +
    "boyfriend friend friends neighbour neighbor neighbours neighbors housemate housemates flatmate roommate dormmate " +
    "dormmates classmate classmates colleague colleagues lodger landlady landlord pupil pupils student students teacher " +
    "mentor boss owner customer customers regular regulars mechanic coxswain harbourmaster cook baker librarian painter " +
    "professor acquaintance acquaintances newcomer newcomers visitor visitors reader readers guest guests townspeople " +
    "villagers crew volunteers crush bartender shopkeeper artist writer poet doctor nurse manager clerk waiter waitress " +
    "barista chef couple").split(" "),
);
/** A time said after a noun ("the lifeboat one day"): when, not part of the thing. */
const TRAILING_TIME = /\s+(?:one|some|every|each|next|last|this|that) (?:day|days|morning|evening|night|week|year|time|summer|winter)$|\s+(?:today|tonight|tomorrow|soon|now|again)$/i;

/**
 * Noun phrases a text mentions, as topics: "the poetry night", "the new honey-rye loaf", "the Valentine's Day party"
 * (any determiner becomes "the"); generic ones ("the morning", "a bit") are left out.
 */
export function nounPhrases(text: string): string[] {
  const re = new RegExp(`\\b(?:${DETERMINERS})\\s+((?:[A-Za-z][\\w'’-]*\\s+){0,3}?[A-Za-z][\\w'’-]*)(?=\\s+(?:${ENDS})\\b|\\s*[.,!?;:—]|\\s*$)`, "gi");
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    const phrase = m[1]!.replace(/\s+/g, " ").trim().replace(TRAILING_TIME, "");
    // "the effects" of "the effects of gentrification": a head that needs what follows is no topic on its own.
    if (/^\s+of\b/.test(text.slice(m.index! + m[0].length))) continue;
    const words = phrase.split(" ");
    // "her a book", "her to read a poem": not a phrase.
    if (new RegExp(`^(?:${DETERMINERS}|to|of|for|at|in|on|with|about|by)$`, "i").test(words[0]!)) continue;
    const head = phrase.split(" ").at(-1)!.toLowerCase().replace(/['’]s$/, "");
    // "the morning", "a long day": nothing in particular; "the poetry night", "the summer season" are things.
    if (GENERIC_HEADS.has(head) && (words.length === 1 || (words.length === 2 && GENERIC_MODIFIERS.has(words[0]!.toLowerCase())))) continue;
    if (PERSON_HEADS.has(head)) continue;
    // "the husband Tom Moreno", "the bartender Arthur Burton": a person named by role and name.
    if (words.some((w, i) => PERSON_HEADS.has(w.toLowerCase()) && /^[A-Z]/.test(words[i + 1] ?? ""))) continue;
    if (/ing$/.test(head) && words.length > 1) continue; // "the day writing"
    // "the time she helped him": a clause, no thing ("Have you heard anything more about the time she helped me?").
    if (words.slice(1).some((w) => /^(?:she|he|they|I|you|me|him|them|we|us|it)$/i.test(w))) continue;
    if (words.slice(1).some((w) => new RegExp(`^(?:${DETERMINERS})$`, "i").test(w))) continue; // "the day choosing a book"
    if (NOT_NOUNS.has(head) || words.some((w) => NOT_NOUNS.has(w.toLowerCase()))) continue;
    if (/^(?:same|other|first|last|next|whole|very|most)$/i.test(words[0]!) && words.length === 1) continue;
    out.push(`the ${phrase}`);
  }
  return out;
}

/**
 * What a transcript is about: its noun phrases, the ones said most (and said by both) first, then the first said.
 * Empty when it names nothing in particular.
 */
export function transcriptTopics(transcript: ReadonlyArray<readonly [string, string]>): string[] {
  const counts = new Map<string, { n: number; speakers: Set<string>; first: number }>();
  transcript.forEach(([speaker, line], i) => {
    for (const phrase of nounPhrases(withoutSmallTalk(line))) {
      const key = phrase.toLowerCase();
      const c = counts.get(key) ?? { n: 0, speakers: new Set<string>(), first: i };
      c.n++;
      c.speakers.add(speaker);
      counts.set(key, c);
    }
  });
  const original = new Map<string, string>();
  for (const [, line] of transcript) for (const phrase of nounPhrases(withoutSmallTalk(line))) if (!original.has(phrase.toLowerCase())) original.set(phrase.toLowerCase(), phrase);
  return [...counts.entries()]
    // News first (an event, a plan: "the Valentine's Day party"), then what both said, then what was said most.
    .sort(([ka, a], [kb, b]) => Number(NEWS.test(kb)) - Number(NEWS.test(ka)) || b.speakers.size - a.speakers.size || b.n - a.n || a.first - b.first)
    .map(([key]) => original.get(key)!)
    // A phrase inside a longer one that is also a topic ("the night" in "the poetry night") adds nothing.
    .filter((phrase, _, all) => !all.some((other) => other !== phrase && other.toLowerCase().endsWith(phrase.toLowerCase().slice(4))));
}

/**
 * A line without its small talk: what someone is doing now and where ("I'm just watching a movie", "What brings you
 * to the cafe?", "How is ringing the auction bell going?", "I should get back to the morning routine") is nothing the
 * two talked about ("Let's talk more about the movie soon" after "I'm just watching a movie").
 */
export function withoutSmallTalk(line: string): string {
  return line
    .replace(/\b(?:I'm just|I am just|Not much, just|Nothing much, just|I should get back to|get back to)\s+[^.!?]*[.!?]?/gi, " ")
    .replace(/\b(?:What brings you to|How is|How are)\s+[^?]*\?/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}
