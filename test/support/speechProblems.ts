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

/** "me would", "him is": an object pronoun where a subject belongs (not "let me", "help him", "made me" ...). */
const OBJECT_AS_SUBJECT = /\b(?<!\b(?:let|help|helps|helped|make|made|makes|watch|watched|see|saw|hear|heard|have|had|bid)\s)(?:me|him|us|them) (?:would|will|is|am|are|was|were|has|have|can|could|should|shall)\b/i;

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
const NOT_FOR_SLEEPING = /\b(?:counter|register|stove|oven|desk|shelf|shelves|sink|toilet|shower|cafe customer seating|kitchen)\b/i;

/** People named by who they are to someone: no thing one talks about. */
const ROLE = "wife|husband|son|daughter|mother|father|brother|sister|housemate|flatmate|roommate|dormmate|neighbou?r|friend|pupil|student|colleague|lodger|mechanic|coxswain|harbourmaster|cook|newcomer|visitors?|readers?|guests?";
/** "thoughts on the wife", "The housemate is much on my mind", "Let's talk more about the brightest pupil". */
const ROLE_AS_TOPIC = new RegExp(`\\b(?:about|thoughts on|coming back to) the (?:[\\w'-]+ )?(?:${ROLE})\\b(?! (?:of|at|in|who)\\b)|\\bThe (?:[\\w'-]+ )?(?:${ROLE}) (?:is much on|matters to)\\b|^(?:Yes|Oh), the (?:[\\w'-]+ )?(?:${ROLE})[.!]`, "i");
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
  if (OBJECT_AS_SUBJECT.test(text)) problems.push(`an object pronoun as a subject: ${quote}`);
  if (POSSESSIVE_AS_OBJECT.test(text)) problems.push(`a possessive where an object belongs: ${quote}`);
  if (SPEAKER_TWICE.test(text)) problems.push(`the speaker twice in one clause, once for someone else: ${quote}`);
  if (HISTORY_TO_SUBJECT.test(text) || YOU_IS_A.test(text)) problems.push(`a description read back to its own subject: ${quote}`);
  if (ROLE_AS_TOPIC.test(text)) problems.push(`a person's role talked about as a thing: ${quote}`);
  if (TIME_IN_TOPIC.test(text)) problems.push(`a time kept inside a thing's name: ${quote}`);
  if (I_AND_THIRD.test(text)) problems.push(`a second verb of 'I' in the third person: ${quote}`);
  if (BUSY_WITH_STEPS.test(text)) problems.push(`a small step of an activity told as what filled the day: ${quote}`);
  if (/\bawakes? up\b/i.test(text)) problems.push(`a slip of verb form ("awake up" for "wake up"): ${quote}`);
  if (/\bpreparing the (?:[\w'-]+ )?(?:night|party|festival|regatta|exhibition|concert|fair|dinner|wedding)\b/i.test(text)) problems.push(`an event "prepared" without "for": ${quote}`);
  if (/\bthanks\b.*\bthanks\b/i.test(text)) problems.push(`thanks said twice in one line: ${quote}`);
  for (const person of context.people ?? []) {
    for (const part of person.split(/\s+/)) {
      const lower = part.toLowerCase();
      const thing = (context.things ?? []).some((t) => new RegExp(`\\b${lower}\\b`).test(t) && text.includes(t));
      if (lower !== part && !thing && new RegExp(`(?<![\\w@:/-])${lower}(?![\\w@:/-])`).test(text)) problems.push(`a person's name in lower case ("${lower}"): ${quote}`);
    }
  }
  // What is being done right now: an action's subtask ("having lunch (washing the dishes)") if it has one.
  const actionText = (text.match(/\(([^()]*)\)\s*$/)?.[1] ?? text).replace(/\s*@.*$/, "");
  const place = `${actionText.match(/\b(?:at|in|on) (?:the |my |your |his |her |their )?([\w' -]+?)\s*(?:[,.;)(]|$)/)?.[1] ?? ""} ${context.address?.split(":").slice(-1)[0] ?? ""}`;
  if (EATING.test(actionText) && NOT_FOR_EATING.test(place)) problems.push(`eating in a place not for eating: ${quote}`);
  if (SLEEPING.test(actionText) && !/\bbed\b/i.test(place) && NOT_FOR_SLEEPING.test(place)) problems.push(`sleeping in a place not for sleeping: ${quote}`);
  for (const sentence of sentencesOf(text.replace(/\s*\([^)]*\)/g, ""))) {
    if (DANGLING.test(sentence) && !STRANDED.test(sentence)) problems.push(`a phrase ending on a dangling word: "${sentence}"`);
  }
  return problems;
}
