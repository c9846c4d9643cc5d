/**
 * What a reader trips over in text the simulated model writes (conversation lines, memory descriptions, action
 * descriptions, timeline entries): wrong person or agreement, object pronouns as subjects, possessive/object
 * mix-ups, lower-case names, a history line read back to its own subject, actions in impossible places and phrases
 * that end on a dangling word. Each check returns the list of problems (empty when the text reads well), naming
 * what is wrong and quoting the text, so a failing village test says where to look.
 */

export interface SpeechContext {
  /** Full names of the village's people ("Ada Okafor"): their names must be capitalised. */
  people?: readonly string[];
  /** Where the action happens ("world:sector:arena:object"), to check the place fits the action. */
  address?: string;
  /** Names of the village's places and things ("kit lockers"): a word of them is no person's name in lower case. */
  things?: readonly string[];
}

const AGREEMENT: ReadonlyArray<[string, RegExp]> = [
  ["'I' with a verb of another person", /(?<!\band )\bI (?:(?:sometimes|sometime|mostly|often|still|also|really|never|always|usually)\s+)?(?:is|are|has|does|doesn't|were|goes|runs|wants|likes|loves|knows|thinks|needs|keeps|plans|bakes|works|lives|spends|tries|hopes)\b/],
  ["'you' with a third-person verb", /\byou (?:is|am|has|was|does|goes|runs|wants|likes|loves|knows|thinks|needs|keeps|plans|bakes|works|lives)\b/i],
  ["'he'/'she'/'it' with a plural verb", /\b(?:he|she|it) (?:are|am|have|were|do|don't)\b/i],
  ["'we'/'they' with a singular verb", /\b(?:we|they) (?:is|am|has|was|does)\b/i],
];

/** "me would", "him is": an object pronoun where a subject belongs (not "let me", "help him", "made me", "the two of them are", "her relationship with him has" ...). */
const OBJECT_AS_SUBJECT = /\b(?<!\b(?:let|help|helps|helped|make|made|makes|watch|watched|see|saw|hear|heard|have|had|bid|of|with|to|for|about|from)\s)(?:me|him|us|them) (?:would|will|is|am|are|was|were|has|have|can|could|should|shall)\b/i;

/** "love my to read", "talk to my often": a possessive where an object pronoun belongs. */
const POSSESSIVE_AS_OBJECT = /\b(?:my|your|our|their) (?:to|often|before|again|too)\b/i;

/** "I two sometimes chat", "I helped me", "I don't find me ...": the speaker twice in one clause where one is another. */
const SPEAKER_TWICE = /\bI two\b|\bI (?:(?:don't|do not|really|never|also|often|sometimes|have|had)\s+)*\w+ (?:me)\b(?! (?:to|up|out|off|in|down|back|feel|think|smile|laugh)\b)/;

/** A person's own description read back to them: "you are an old friend who runs ...", "I know you is a professor". */
const HISTORY_TO_SUBJECT = /\b(?:you are|you're|you is) (?:an? |my |the )?(?:old |good |dear |close )?(?:friend|neighbou?r|regular|professor|student|owner|customer|colleague|librarian|baker)\b[^.!?]*\b(?:who|that) (?:runs|works|lives|is|teaches|owns|studies)\b/i;
const YOU_IS_A = /\bI know (?:that )?you (?:is|are) (?:an?|the) /i;

/** Phrases that stop before their end ("heading on to", "at the"), but not a clause that ends on its preposition. */
const STRANDED = /\bto \w+ (?:with|for|to|in|on|at|about)\s*[.!?]?\s*$/i;
const DANGLING = /\b(?:heading on|going on to|going to|on to|to the|at the|in the|with the|for the|and|with|for|of the|a|an|the|my|your|their)\s*[.!?]?\s*$/i;

const EATING = /\b(?:eat|eats|eating|lunch|breakfast|dinner|snack|meal)\b/i;
const SLEEPING = /\b(?:sleep|sleeps|sleeping|asleep|nap|napping)\b/i;
const NOT_FOR_EATING = /\b(?:bed|toilet|shower|bathtub|sink)\b/i;
/** An outing (a walk, a stroll, a run, errands, fresh air) and chores about the house: neither done at a bed. */
const OUTING = /\b(?:walk|walking|stroll|strolling|jog|jogging|running errands|errands|fresh air|resting on a bench)\b/i;
const CHORE = /\b(?:tidy|tidying|sweep|sweeping|wipe|wiping|mop|mopping|dusting|rubbish|cleaning things|hoovering|vacuuming)\b/i;
/** The furniture of a home's rooms: nowhere one walks or strolls. */
const HOME_FURNITURE = /\b(?:bed|wardrobe|closet|dressing table|armchair|sofa|desk|bookshelf|guitar stand|toolbox)\b/i;
const NOT_FOR_SLEEPING = /\b(?:counter|register|stove|oven|desk|shelf|shelves|sink|toilet|shower|cafe customer seating|kitchen)\b/i;

/** People named by who they are to someone: no thing one talks about. */
const ROLE = "wife|husband|son|daughter|mother|father|brother|sister|housemate|flatmate|roommate|dormmate|neighbou?r|friend|pupil|student|colleague|lodger|mechanic|coxswain|harbourmaster|cook|newcomer|visitors?|readers?|guests?";
/** "thoughts on the wife", "The housemate is much on my mind", "Let's talk more about the brightest pupil". */
const ROLE_AS_TOPIC = new RegExp(`\\b(?:about|thoughts on|coming back to) the (?:[\\w'-]+ )?(?:${ROLE})\\b(?! (?:of|at|in|who)\\b)|\\bThe (?:[\\w'-]+ )?(?:${ROLE}) (?:(?:is|are) much on|matters? to)\\b|^(?:Yes|Oh), the (?:[\\w'-]+ )?(?:${ROLE})[.!]`, "i");
/** "the lifeboat one day" as a thing: a time kept inside a topic. */
const TIME_IN_TOPIC = /\b(?:about|on|of|to) the [\w'-]+(?: [\w'-]+)? (?:one|some) day (?:soon|matters|is much)\b|^(?:Yes|Oh|Right), the [\w'-]+(?: [\w'-]+)? (?:one|some) day[.!]|\bThe [\w'-]+(?: [\w'-]+)? (?:one|some) day (?:matters|is)\b/;
/** "I work in the office and checks the moorings": a second verb of "I" in the third person (no other subject between). */
const I_AND_THIRD = /\bI(?:'m)? (?:(?!(?:he|she|they|who|that|which|it)\b)[\w':-]+[ ,]+){1,12}?and (?:(?:still|also|often|always) )?(?:checks|mends|trains|knows|plays|sells|works|runs|goes|keeps|lives|teaches|owns|bakes|cooks|buys|fixes|serves|turns|feels|likes|loves|wants|takes|makes)\b/;
/** The small steps of an activity: nothing one "has been busy" with or "noticed" someone at. */
const STEP = "brushing teeth|heading back|putting on shoes|getting ready|washing the dishes|turning off the alarm|making the bed|preparing the food|deciding what to eat|finishing up|putting things away|taking a short pause|unlocking the door|putting the book away|choosing a book";
const BUSY_WITH_STEPS = new RegExp(`\\b(?:has been busy|have been busy|spends? a good part of the day|ha(?:s|ve) noticed [A-Z]\\w+ [A-Z]\\w+) (?:[\\w ,']*?)\\b(?:${STEP})\\b`);

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
}

/** Every problem a reader would see in `text`. */
export function speechProblems(text: string, context: SpeechContext = {}): string[] {
  const problems: string[] = [];
  const quote = `"${text}"`;
  for (const [what, re] of AGREEMENT) if (re.test(text)) problems.push(`${what}: ${quote}`);
  if (OBJECT_AS_SUBJECT.test(text) || /(?:^|[,;:.]\s+)me (?:[a-z]+[^s\W]s|has|is|was|does)\b/.test(text)) problems.push(`an object pronoun as a subject: ${quote}`);
  if (POSSESSIVE_AS_OBJECT.test(text)) problems.push(`a possessive where an object belongs: ${quote}`);
  if (SPEAKER_TWICE.test(text)) problems.push(`the speaker twice in one clause, once for someone else: ${quote}`);
  if (HISTORY_TO_SUBJECT.test(text) || YOU_IS_A.test(text)) problems.push(`a description read back to its own subject: ${quote}`);
  if (ROLE_AS_TOPIC.test(text)) problems.push(`a person's role talked about as a thing: ${quote}`);
  if (TIME_IN_TOPIC.test(text)) problems.push(`a time kept inside a thing's name: ${quote}`);
  if (I_AND_THIRD.test(text)) problems.push(`a second verb of 'I' in the third person: ${quote}`);
  if (BUSY_WITH_STEPS.test(text)) problems.push(`a small step of an activity told as what filled the day: ${quote}`);
  if (/\bawakes? up\b/i.test(text)) problems.push(`a slip of verb form ("awake up" for "wake up"): ${quote}`);
  if (/\bpreparing the (?:[\w'-]+ )?(?:night|party|festival|regatta|exhibition|concert|fair|dinner|wedding)\b/i.test(text)) problems.push(`an event "prepared" without "for": ${quote}`);
  if (/\b(?:clear|clearing|brush|brushing|wash|washing|comb|combing|rest|resting) the (?:head|mind|teeth|hair|face|hands|feet|legs|eyes)\b/i.test(text)) problems.push(`a body part with "the" where its owner's "my"/"her" belongs: ${quote}`);
  if (/\bfor (?:their|his|her|my|[A-Z]\w+(?: [A-Z]\w+)?'s) planning\s*:/i.test(text) && !/^For [A-Z][\w ]+'s planning:/.test(text)) problems.push(`a planning note's label read out inside a sentence: ${quote}`);
  // What one is doing said in "I'm just ...", "get back to ...", "How is ... going?": a plan's "being at school" is no
  // English there ("I'm just being at school.", "How is being at work going?").
  if (/\b(?:I'm(?: just)?|I am(?: just)?|Not much, just|get back to|How is|I'll be|I will be) being (?:at|in|on|out|home|away)\b/i.test(text)) problems.push(`a plan's "being at" put into speech: ${quote}`);
  // A plural thing with a singular verb in a feeling ("The seasons matters to Ada", "The pastries is much on my mind");
  // a word in -is or -us is one thing ("The senior thesis is much on Wolfgang's mind").
  if (/(?:^|[.!?]\s+)The (?:[\w'’-]+ )*(?!(?:news|series|species|class|glass|business|canvas|process|progress|bus|chess)\b)[a-z]+[^s'’iu\W]s (?:matters to|is much on)\b/.test(text)) problems.push(`a plural thing with a singular verb: ${quote}`);
  if (/\bthanks\b.*\bthanks\b/i.test(text)) problems.push(`thanks said twice in one line: ${quote}`);
  if (/\balso\b[^.!?]*\balso\b/i.test(text)) problems.push(`"also" twice in one sentence ("Also, I am also ..."): ${quote}`);
  for (const person of context.people ?? []) {
    for (const part of person.split(/\s+/)) {
      const lower = part.toLowerCase();
      // (Whether a place or thing says the word is asked only of a text that has it: a village has hundreds.)
      const thing = () => (context.things ?? []).some((t) => text.includes(t) && new RegExp(`\\b${lower}\\b`).test(t));
      if (lower !== part && new RegExp(`(?<![\\w@:/-])${lower}(?![\\w@:/-])`).test(text) && !thing()) problems.push(`a person's name in lower case ("${lower}"): ${quote}`);
    }
  }
  // What is being done right now: an action's subtask ("having lunch (washing the dishes)") if it has one.
  const actionText = (text.match(/\(([^()]*)\)\s*$/)?.[1] ?? text).replace(/\s*@.*$/, "");
  const place = `${actionText.match(/\b(?:at|in|on) (?:the |my |your |his |her |their )?([\w' -]+?)\s*(?:[,.;)(]|$)/)?.[1] ?? ""} ${context.address?.split(":").slice(-1)[0] ?? ""}`;
  if (EATING.test(actionText) && NOT_FOR_EATING.test(place)) problems.push(`eating in a place not for eating: ${quote}`);
  if (SLEEPING.test(actionText) && !/\bbed\b/i.test(place) && NOT_FOR_SLEEPING.test(place)) problems.push(`sleeping in a place not for sleeping: ${quote}`);
  // The whole activity says whether it is an outing ("taking a short walk (walking around)"); its step says whether
  // it is still being done indoors ("putting on shoes" at home is fine, "walking around" at the double bed is not).
  const thing = context.address?.split(":").slice(-1)[0] ?? "";
  if (OUTING.test(actionText) && HOME_FURNITURE.test(thing)) problems.push(`an outing placed at home furniture: ${quote} at ${thing}`);
  if (CHORE.test(actionText) && /\bbed\b/i.test(thing) && !/\bbed\b/i.test(actionText)) problems.push(`a chore done at a bed: ${quote} at ${thing}`);
  for (const sentence of sentencesOf(text.replace(/\s*\([^)]*\)/g, ""))) {
    if (DANGLING.test(sentence) && !STRANDED.test(sentence)) problems.push(`a phrase ending on a dangling word: "${sentence}"`);
  }
  return problems;
}

/** A question of small talk: how one is, what one is doing, what brings one here. */
const SMALL_TALK_QUESTION = /\b(?:how have you been|what are you up to|what else is new|tell me more about your day|how is [^?.!]+ going|what brings you to)\b/i;
/** What one says of what one is doing now ("I'm just eating lunch", "Not much, just ...") and where one goes back to. */
const DOING_NOW = /\b(?:I'm just|I am just|Not much, just|get back to|What brings you to)\s+[^.!?]*[.!?]?|\bHow is [^?]* going\b[^?]*\?/gi;
/** Lead-ins before a piece of news ("By the way, ..."). */
const NEWS_LEAD = /(?:By the way,|You know,|Also,|I was just thinking,|I've been meaning to tell you:|You know what\?)\s+/;
/** A short nod or opener before the line's own words ("Oh, yes.", "Right.", "Fine, thanks."). */
const OPENER = /^(?:(?:Hi [A-Z]\w*|Good to see you, [A-Z]\w*|Oh, hello [A-Z]\w*|Oh, yes|Oh, really|Oh|Yes|Right|Well|Mm|I see|Fine|Good|Not bad|That's good to know|I understand|How exciting|Speaking of [^,]+)[^.!?,]{0,30}[.!?,]\s*)+/i;

const normalized = (line: string) => line.replace(OPENER, "").replace(NEWS_LEAD, "").replace(/[.!?]+$/, "").trim().toLowerCase();

/**
 * What a reader trips over in one conversation as a whole (lines in order, [speaker, line]): small talk going round
 * once the news ran out ("Anyway, tell me more about your day" after two rounds of "how have you been"), the same
 * answer given twice, a line that echoes the one it answers, what one is doing said with its clock time ("just mending
 * gear until noon"), the listener told a fact about themselves as news ("You know, you auction my fish"), and a
 * goodbye naming as the chat's topic what someone was only doing or where they stood ("Let's talk more about the
 * cafe soon").
 */
export function chatProblems(chat: ReadonlyArray<readonly [string, string]>): string[] {
  const problems: string[] = [];
  const quote = JSON.stringify(chat);
  const asked = new Map<string, number>();
  const answers = new Map<string, Set<string>>();
  chat.forEach(([who, line], i) => {
    if (/\btell me more about your day\b/i.test(line)) problems.push(`${who} asks for more of the day once the news ran out: "${line}" in ${quote}`);
    if (SMALL_TALK_QUESTION.test(line) && /\?/.test(line)) {
      asked.set(who, (asked.get(who) ?? 0) + 1);
      if (asked.get(who) === 2) problems.push(`${who} goes round in small talk (a second "how are you" question): "${line}" in ${quote}`);
    }
    const doing = /\b(?:I'm just|Not much, just) ([^.!?]+)/.exec(line)?.[1]?.toLowerCase().replace(/^(?:finishing|having|eating|grabbing) /, "eating ");
    if (doing) {
      const mine = answers.get(who) ?? new Set<string>();
      if (mine.has(doing)) problems.push(`${who} tells what they are doing twice: "${line}" in ${quote}`);
      mine.add(doing);
      answers.set(who, mine);
    }
    const before = chat[i - 1];
    if (before && before[0] !== who && normalized(line).length > 15 && normalized(line) === normalized(before[1])) problems.push(`${who} echoes the line they answer: "${line}" in ${quote}`);
    if (/\b(?:I'm just|Not much, just|get back to|How is)\s+[^.!?]*?\b(?:until (?:noon|midnight|\d)|every (?:morning|day|evening|night)|from \d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*to|at \d{1,2}(?::\d\d)?\s*(?:am|pm))\b/i.test(line)) {
      problems.push(`${who} says what they do with its clock time or habit: "${line}"`);
    }
    const told = new RegExp(`${NEWS_LEAD.source}you (?!know\\b|said\\b|mentioned\\b|told\\b|asked\\b)[a-z]+`).exec(line);
    if (told) problems.push(`${who} tells the listener a fact about the listener as news: "${line}"`);
    // The listener asks the teller how the teller gets on with what the teller called the listener's own ("I promised
    // you that I would bake pastries for your poetry night" - "How are you getting on with the poetry night?").
    const askedOf = /\b(?:How are you getting on with|How (?:is|are)) the (.+?)(?: coming along| going)?\?/.exec(line)?.[1];
    if (before && before[0] !== who && askedOf && new RegExp(`\\byour ${askedOf.replace(/[^\w' -]/g, "")}\\b`, "i").test(before[1])) {
      problems.push(`${who} asks ${before[0]} how they get on with ${who}'s own "${askedOf}": "${line}" after "${before[1]}"`);
    }
    // Nor with a thing named on the way, not the work itself ("setting up chairs around the small stage" - "How are
    // you getting on with the small stage?"; "trying to bring buyers from the city" - "... with the city?").
    const workAsked = /\b(?:How are you getting on with|How (?:is|are)) (?:the )?(.+?)(?: coming along)?\?/.exec(line);
    if (before && before[0] !== who && workAsked && /getting on with|coming along/.test(workAsked[0]) && !/^(?:it all|that|it)$/.test(workAsked[1]!) &&
      new RegExp(`(?<!\\b\\w+ing )\\b(?:around|from|before|after|near|beside|behind|for|on|about|with|into|at|because) (?:the |every |[\\w'’-]+'s )?(?:[\\w'’-]+ ){0,2}${workAsked[1]!.replace(/[^\w' -]/g, "")}\\b`, "i").test(newsLines(before[1]))) {
      problems.push(`${who} asks ${before[0]} how they get on with a thing their news only named on the way: "${line}" after "${before[1]}"`);
    }
    // Nor with what the teller asks others to do ("inviting everyone I meet to come and read a poem": the poem is theirs).
    if (before && before[0] !== who && askedOf && new RegExp(`\\b(?:invit|ask|encourag|urg)\\w* [^.!?]*?\\bto [^.!?]*\\b(?:a|an|the|their) ${askedOf.replace(/[^\w' -]/g, "")}\\b`, "i").test(before[1])) {
      problems.push(`${who} asks ${before[0]} how they get on with what they ask others to do ("${askedOf}"): "${line}" after "${before[1]}"`);
    }
    // Going somewhere, or being at an event, is no work in progress ("How is attending the storm meeting going?", "How is
    // heading to the pub going?", "How is walking home going?").
    if (/\bHow (?:is|are) (?:attending|going (?:to|home|out|back)|heading|walking (?:to|home|back)|on (?:my|your|his|her) way|visiting|waiting|getting to|coming (?:to|back)|returning|leaving|being)\b[^?]*\bgoing\b/i.test(line)) {
      problems.push(`${who} asks how going somewhere or being at an event is "going": "${line}"`);
    }
    // "I know what you mean" answers an opinion or a feeling, not a plain piece of news.
    if (before && before[0] !== who && /\bI know what you mean\b/.test(line) && !FEELING.test(before[1])) {
      problems.push(`${who} says "I know what you mean" to news that is no opinion or feeling: "${line}" after "${before[1]}"`);
    }
    // A name is said once a line ("Oh, hello Tomas! How have you been, Tomas?").
    const addressed = new Set([...chat.map(([w]) => w), ...[...line.matchAll(/\b(?:Hi|hello|you,|,)\s+([A-Z][a-z]+)\s*[!.?,]/g)].map((m) => m[1]!)].filter((w) => w !== who).map((w) => w.split(" ")[0]!));
    for (const first of addressed) {
      if ((line.match(new RegExp(`\\b${first}\\b`, "g")) ?? []).length >= 2) problems.push(`${who} says "${first}" twice in one line: "${line}"`);
    }
    // What follows "I've been meaning to tell you:" is news, not a request ("I want to hear more from you about ...").
    if (new RegExp(`${NEWS_LEAD.source}I(?: really)? (?:want|would like|'d like) (?:to hear|you to tell)\\b`).test(line)) problems.push(`${who} tells a request as news: "${line}"`);
    // Asked something or asked to tell more, the other answers before leaving.
    if (i === chat.length - 1 && before && before[0] !== who && (/\?\s*$/.test(before[1]) || /\b(?:want|would like|'d love|'d like) to hear more\b/.test(before[1])) && GOODBYE_ONLY.test(line)) {
      problems.push(`${who} leaves right after being asked something: "${line}" after "${before[1]}"`);
    }
    // Told a piece of news, the other says a word to it before leaving ("I keep a notebook of book suggestions." -
    // "Thanks, Tomas. See you around!" is not listening).
    if (i === chat.length - 1 && before && before[0] !== who && !/\?\s*$/.test(before[1]) && GOODBYE_ONLY.test(line) && tellingWords(withoutStockAnswers(before[1])).size >= 4) {
      problems.push(`${who} leaves right after being told news, without a word to it: "${line}" after "${before[1]}"`);
    }
    // What the listener called the speaker's own ("your poetry night") they know: it is not announced to them.
    const announced = /\bI(?: am|'m) (?:organi[sz]ing|planning|hosting|holding|running|throwing) (?:a|an|the|my) (?:[\w'’-]+ ){0,3}?([\w'’-]+)\b(?= at| on| in| for|[,.!]| and)/.exec(line)?.[1];
    if (announced && chat.slice(0, i).some(([w, l]) => w !== who && new RegExp(`\\byour (?:[\\w'’-]+ ){0,3}${announced}\\b`, "i").test(l))) {
      problems.push(`${who} announces their own "${announced}" to one who just called it theirs: "${line}"`);
    }
    // How one's own day or an earlier talk went is a thought, not news ("You know, I have been busy opening Larkspur
    // Library", "I enjoyed a friendly chat with Agnes").
    if (/\bI(?: have|'ve) been busy\b|\bI spend a good part of the day\b|\bI(?: have|'ve) noticed [A-Z]|\bI found it interesting to hear\b|\bI enjoyed a (?:\w+ )?chat with\b|\bthe (?:[\w'-]+ )?(?:chat|talk|conversation) (?:matters? to me|(?:is|are) much on my mind)\b|\bI (?:keep coming back to|care a great deal about) the (?:[\w'-]+ )?(?:chat|talk|conversation)\b/i.test(line)) problems.push(`${who} tells a reflection on their own day as news: "${line}"`);
    // Worrying news ("the radio has just warned of a storm") is not answered with delight ("That sounds wonderful!").
    if (before && before[0] !== who && WORRYING.test(newsLines(before[1])) && CHEERFUL.test(line)) problems.push(`${who} answers worrying news cheerfully: "${line}" after "${before[1]}"`);
    // A meeting called for today is no work that "comes along" ("I am holding a storm meeting at 5pm today" - "How is
    // the storm meeting coming along?").
    const eventAsked = /\b(?:How (?:is|are)|getting on with) (?:the )?(?:[\w'’-]+ )*?(meeting|briefing|gathering|vigil|service)\b[^?]*?(?:coming along)?\?/.exec(line)?.[1];
    if (before && before[0] !== who && eventAsked && /coming along|getting on with/.test(line) && new RegExp(`\\b${eventAsked}\\b[^.!?]*\\b(?:today|tonight|this (?:morning|afternoon|evening)|at \\d)`, "i").test(before[1])) {
      problems.push(`${who} asks how a ${eventAsked} called for today is coming along: "${line}" after "${before[1]}"`);
    }
    // A feeling about a thing is no news to lead in with ("By the way, the boat matters to me right now.").
    if (new RegExp(`${NEWS_LEAD.source}(?:the |a |an )?[\\w'’ -]+ (?:(?:is|are) much on my mind|matters? to me)\\b|${NEWS_LEAD.source}I (?:keep coming back to|care a great deal about)\\b`).test(line)) {
      problems.push(`${who} tells a feeling about a thing as news: "${line}"`);
    }
    // Having told what they are busy with today, one does not say it is nothing ("I am holding a storm meeting at 5pm
    // today" - asked what they are up to - "Nothing special. I'm just working in the Harbour Office.").
    const toldBusy = chat.slice(0, i).find(([w, l]) => w === who && /\bI(?: am|'m) (?!just\b)(?:\w+ )?\w+ing\b/.test(newsLines(withoutStockAnswers(l))));
    if (toldBusy && /^(?:Nothing special|Not much)\b/.test(line)) problems.push(`${who} says there is nothing on after telling what they are busy with: "${line}" after "${toldBusy[1]}"`);
    const goodbyeTopic = /\bLet's talk more about (.+?) soon\b/.exec(line)?.[1];
    if (goodbyeTopic) {
      const head = goodbyeTopic.split(" ").at(-1)!.toLowerCase();
      const news = chat.slice(0, i).map(([, l]) => l.replace(DOING_NOW, " ")).join(" ").toLowerCase();
      if (!new RegExp(`\\b${head.replace(/[^\w' -]/g, "")}\\b`).test(news)) problems.push(`${who} names "${goodbyeTopic}" as what the chat was about, though it was only what someone was doing or where: ${quote}`);
    }
  });
  // A habit ("I keep a notebook of book suggestions") is no news to open with: told first, it is all one has to say.
  chat.forEach(([who, line], i) => {
    const first = line.split(new RegExp(NEWS_LEAD.source))[1];
    const toldBefore = chat.slice(0, i).some(([w, l]) => w === who && tellingWords(l).size >= 3);
    if (first !== undefined && HABIT_TOLD.test(first) && !toldBefore) problems.push(`${who}'s first news is a habit: "${line}" in ${quote}`);
  });
  return problems;
}

/** The sentences of a line that tell something (no questions). */
const newsLines = (line: string) => line.split(/(?<=[.!?])\s+/).filter((x) => !/\?$/.test(x.trim())).join(" ");

/** Stock answers to "how is it going?" and "any news?": how something goes, no news told. */
const STOCK_ANSWER = /(?:It's coming along|Slowly, but I'm getting there|Better than I expected, actually|Honestly, I'm glad about it|Honestly, it worries me a little|I'm not too happy about it|I'm really looking forward to it|Honestly, I can't wait|Curious, mostly\. We'll see how it goes|I just want to know how it turns out|I have mixed feelings|I try not to worry about it too much|Not yet|Nothing more so far|Oh, much the same|Nothing new since we last talked|Still at it|Fine, thanks|Not bad, thanks|Everyone I can reach|Whoever can make it|We'll see who turns up|Mostly what I told you|Busy with what I said|It's taking shape, bit by bit|Still plenty to do, but it's getting there|I'm still making up my mind about it|Not a word yet, but I'll ask around|As many as I can find, I hope)[^.!?]*[.!?]\s*/g;
const withoutStockAnswers = (line: string) => line.replace(STOCK_ANSWER, " ");

/** An opinion or a feeling: what "I know what you mean" can answer. */
const FEELING = /\b(?:think|thinks|thought|feel|feels|felt|believe|wonder|worr\w*|hope|hopes|wish|love|loves|like|likes|hate|afraid|sad|glad|happy|excit\w*|tired|miss|mind|matters|care|cares|hard|difficult|lonely|too)\b/i;
/** News that worries: a storm, a warning, damage, an accident. */
const WORRYING = /\b(?:storm|gale|warn\w*|danger\w*|flood\w*|damage\w*|wreck\w*|injur\w*|accident|emergenc\w*|worr\w*)\b/i;
/** Delight and eagerness. */
const CHEERFUL = /^(?:That sounds wonderful!|How exciting!|I'd love to hear more about that\.|Honestly, I can't wait|I'm really looking forward)/;
/** A goodbye with nothing else in the line. */
const GOODBYE_ONLY = /^(?:It was nice talking, [A-Z]\w*\.(?: I should get back to [^.]+\.)?|Let's (?:talk more about [^.]+ soon|catch up again soon), [A-Z]\w*\. Take care!|Thanks, [A-Z]\w*\. See you around!|See you (?:around|later), [A-Z]\w*!|See you later, [A-Z]\w*\. Take care!)$/;
/** A habit or a taste told as news: true for years, nothing new today. */
const HABIT_TOLD = /^\s*I (?:(?:usually|always|often|still|also) )?(?:keep(?! (?:coming|thinking|hearing|wondering)\b)|like|love|enjoy|frequent|have known|go to|visit)\b/;

/** Insights as the simulated model words them, with their topic. */
const INSIGHT_TOPIC = [/^(.+?) (?:is|are) much on .+'s mind\.?$/, /^(.+?) matters? to .+ right now\.?$/, /\bcares a great deal about (.+?)\.?$/, /\bkeeps coming back to (.+?)\.?$/];
/** Routines and the chat itself: nothing one keeps thinking about. */
const ROUTINE_TOPIC = /^(?:morning routine|breakfast|lunch|dinner|supper|alarm|shower|teeth|bed|nap|movie|messages|book)$/i;

/**
 * What a reader trips over in one persona's reflections over a day (memory descriptions in order): the same insight
 * stored again and again (three or more times), and a routine, a meal, or a place or thing of the village where one
 * only stood (`things`: the village's rooms) taken for what is on one's mind.
 */
export function reflectionProblems(memories: readonly string[], things: readonly string[] = []): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  const lowerThings = new Set(things.map((t) => t.toLowerCase()));
  for (const memory of memories) {
    const topic = INSIGHT_TOPIC.map((re) => re.exec(memory.trim())?.[1]).find(Boolean);
    if (!topic) continue;
    counts.set(memory, (counts.get(memory) ?? 0) + 1);
    if (counts.get(memory) === 3) problems.push(`the same insight stored three times in a day: "${memory}"`);
    const thing = topic.toLowerCase().replace(/^the /, "");
    if (ROUTINE_TOPIC.test(thing) || lowerThings.has(thing)) problems.push(`a routine or a place taken for what is on one's mind: "${memory}"`);
    if (/\b(?:chat|talk|conversation)s?$/.test(thing)) problems.push(`a chat taken for what is on one's mind: "${memory}"`);
    if (onTheWay(thing, memories)) problems.push(`a thing only named on the way taken for what is on one's mind: "${memory}"`);
  }
  return [...new Set(problems)];
}

/**
 * Whether every memory that names `thing` (not a reflection) names it only on the way: where something is done
 * ("setting up chairs around the small stage", "a series of Willow Park through the seasons") or inside someone
 * else's words remembered ('Ada remembers Tomas saying: "..."') or in a habit ("he buys a cinnamon roll from her every
 * morning"): nothing that mattered in one's day.
 */
const HABITUAL = /\b(?:every (?:morning|day|evening|night|week)|always|(?:has|have) known|frequents?|usually)\b/i;

function onTheWay(thing: string, memories: readonly string[]): boolean {
  const name = thing.replace(/[^\w'’ -]/g, "");
  const naming = memories.filter((m) => !INSIGHT_TOPIC.some((re) => re.test(m.trim())) && new RegExp(`\\b${name}\\b`, "i").test(m));
  if (!naming.length) return false;
  const passing = new RegExp(`\\b(?:around|through|near|beside|behind|under|over|across|along|past|by|into|onto|from) (?:the |a |an |my |his |her |their |[\\w'’-]+'s )?(?:[\\w'’-]+ ){0,2}${name}\\b`, "i");
  return naming.every((m) => /\bremembers? [A-Z]\w* saying\b|["“]/.test(m) || passing.test(m) || HABITUAL.test(m));
}

/** A sentence's own words, without the nod or lead-in before them ("Oh, really? You know, ..."). */
const ownWords = (sentence: string) => sentence.replace(OPENER, "").replace(NEWS_LEAD, "").trim();
/** The words of a line that tell something: content words of 4+ letters, names included, in lower case. */
const tellingWords = (line: string) => {
  // (Questions, what one is doing now and goodbyes tell nothing: "How is the election coming along?" after news of it.)
  const told = line.replace(DOING_NOW, " ").split(/(?<=[.!?])\s+/).filter((x) => !/\?$/.test(x.trim()) && !/^(?:It was nice talking|Let's talk more|Let's catch up|Thanks, |See you|Take care)/.test(x.trim())).map(ownWords).join(" ");
  return new Set((told.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((w) => !/^(?:that|this|with|from|have|your|about|know|mean|what|really|also|just|been)$/.test(w)));
};

/**
 * What a reader of a whole village's talk trips over in one conversation, beyond `chatProblems` (`people`: the
 * village's full names): one speaker telling fact after fact, each after "By the way," / "You know," / "Also," (a list
 * of what they know, not a conversation); a line saying back, in nearly the same words, what the other just said (two
 * people reciting one fact they both know); and a speaker talking of themselves as "he" or "she" ("Also, he recently
 * got into playing the guitar" with nobody else named).
 */
export function talkProblems(chat: ReadonlyArray<readonly [string, string]>, people: readonly string[]): string[] {
  const problems: string[] = [];
  const quote = JSON.stringify(chat);
  const leads = new Map<string, number>();
  chat.forEach(([who, line], i) => {
    const n = (line.match(new RegExp(NEWS_LEAD.source, "g")) ?? []).length;
    leads.set(who, (leads.get(who) ?? 0) + n);
    if (n && leads.get(who) === 3) problems.push(`${who} tells fact after fact ("By the way," / "You know," / "Also," three times): ${quote}`);
    const before = chat[i - 1];
    if (before && before[0] !== who) {
      const [mine, theirs] = [tellingWords(line), tellingWords(before[1])];
      const shared = [...mine].filter((w) => theirs.has(w)).length;
      if (Math.min(mine.size, theirs.size) >= 5 && shared >= 0.8 * Math.max(mine.size, theirs.size)) problems.push(`${who} says back what ${before[0]} just said: "${line}" after "${before[1]}"`);
    }
    // Whom a "he" or "she" can be: someone named in this line or the one before, other than the two talking.
    const talking = new Set(chat.map(([w]) => w));
    const others = people.filter((p) => !talking.has(p)).flatMap((p) => [p, p.split(" ")[0]!]);
    const named = others.some((n) => new RegExp(`\\b${n}\\b`).test(`${before?.[1] ?? ""} ${line}`));
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      if (/^(?:(?:also|and|so|oh|well),?\s+)?(?:he|she)\s+[a-z]+/i.test(ownWords(sentence)) && !named) problems.push(`${who} talks of themselves as "he" or "she": "${line}"`);
    }
  });
  return problems;
}

/**
 * What a reader of a day's talk trips over across chats (`chats`: one day's conversations in time order, lines as
 * [speaker, line]): someone told, as news heard ("I hear you have offered to bake for the poetry night"), what they
 * themselves told the teller earlier that day or earlier in the chat ("I promised you that I would bake pastries for
 * your poetry night").
 */
export function toldBackProblems(chats: ReadonlyArray<ReadonlyArray<readonly [string, string]>>): string[] {
  const problems: string[] = [];
  const said = new Map<string, string[]>(); // "A>B": what A said to B so far today
  const words = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((w) => !/^(?:have|that|with|your|been|hear|would|will|from|about|this|just)$/.test(w)));
  for (const chat of chats) {
    const speakers = [...new Set(chat.map(([who]) => who))];
    for (const [who, line] of chat) {
      const listener = speakers.find((s) => s !== who) ?? "";
      const clause = /\bI hear you ([^.!?]+)/.exec(line)?.[1];
      if (clause) {
        const news = words(clause);
        const theirs = (said.get(`${listener}>${who}`) ?? []).map(words);
        if (theirs.some((w) => [...news].filter((x) => w.has(x)).length >= Math.max(2, news.size / 2))) {
          problems.push(`${who} tells ${listener} as news heard what ${listener} told them: "${line}"`);
        }
      }
      said.set(`${who}>${listener}`, [...(said.get(`${who}>${listener}`) ?? []), line]);
    }
  }
  return problems;
}

/**
 * A speaker telling someone who shares their home what the speaker is busy with (`statusOf`: each person's status,
 * "Ruth Pennock is organising Saturday's regatta and worrying about the weather"): family and housemates know it
 * ("I've been meaning to tell you: I am organising Saturday's regatta" said to her husband).
 */
export function householdNewsProblems(chat: ReadonlyArray<readonly [string, string]>, statusOf: Readonly<Record<string, string>>, sameHome: (a: string, b: string) => boolean): string[] {
  const problems: string[] = [];
  const speakers = [...new Set(chat.map(([who]) => who))];
  const words = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'’-]{4,}/g) ?? []).map((w) => w.replace(/['’]s$/, "")));
  for (const [who, line] of chat) {
    const listener = speakers.find((s) => s !== who);
    if (!listener || !sameHome(who, listener) || !statusOf[who]) continue;
    const status = words(statusOf[who]!.replace(new RegExp(`\\b(?:${who.split(" ").join("|")})\\b`, "g"), ""));
    const told = words(newsLines(line));
    if (status.size >= 2 && [...status].filter((w) => told.has(w)).length >= Math.max(2, 0.6 * status.size)) {
      problems.push(`${who} tells ${listener}, who shares their home, what ${who} is busy with: "${line}"`);
    }
  }
  return problems;
}

/**
 * One person's sentences said more than twice in a day (`chats`: a day's conversations, lines as [speaker, line]):
 * a stock line ("It's coming along, thanks for asking." five times, "Thanks for telling me." thrice in one person's
 * storm chats) reads as a machine. Sentences of four words or more are counted, the listener's name left out.
 */
export function repeatedLineProblems(chats: ReadonlyArray<ReadonlyArray<readonly [string, string]>>, people: readonly string[] = []): string[] {
  const names = new RegExp(`\\b(?:${[...new Set(people.flatMap((p) => p.split(" ")))].join("|") || "$^"})\\b`, "g");
  const counts = new Map<string, { n: number; sentence: string }>();
  for (const chat of chats) {
    for (const [who, line] of chat) {
      for (const sentence of sentencesOf(line)) {
        const key = sentence.replace(names, "").replace(/[^\w' ]+/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
        if (key.split(" ").length < 4) continue;
        const c = counts.get(`${who}|${key}`) ?? { n: 0, sentence };
        c.n++;
        counts.set(`${who}|${key}`, c);
      }
    }
  }
  return [...counts].filter(([, c]) => c.n > 2).map(([key, c]) => `${key.split("|")[0]} says "${c.sentence}" ${c.n} times in a day`);
}
