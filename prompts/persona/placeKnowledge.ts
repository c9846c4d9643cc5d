/**
 * What the simulated model knows about places, for its answers to the location prompts (action_sector, action_arena,
 * action_object): where an activity is done, judged the way a reader of the prompt would. The rules, in order:
 *
 *   a place the activity names ("opening Okafor Bakery", "baking in the bakery kitchen") is that place;
 *   sleeping, the morning routine, washing and dressing happen at home, and so do breakfast, dinner and evenings in;
 *   an activity the persona's identity ties to a place ("works at the counter" in a sentence naming Hobbs Cafe,
 *     "eats lunch at Okafor Bakery most days") happens there, and other work at the persona's workplace;
 *   otherwise the place whose name or rooms fit the activity (a park for a walk, a pub for a drink), where the
 *   persona is if it fits as well as any, else its home.
 *
 * A sector is chosen from the entry's main activity, so the subtasks of one entry stay in one place; the arena and
 * the object follow the subtask. Words are compared by a light stem ("baking", "bakes", "bakery" and "baker" meet).
 */
import { activityParts, escapeRegExp } from "./planningText.js";

/** Place kinds an activity points to, by keyword (used by the simulated location answers). */
const PLACE_HINTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/coffee|caf[eé]|latte|espresso|pastr|barista|customer/, ["cafe", "coffee", "counter"]],
  [/breakfast|lunch|dinner|meal|snack|\beat/, ["kitchen", "cafe", "dining", "cooking", "seating", "table"]],
  [/cook|bake|baking|recipe|kitchen/, ["kitchen", "cooking", "stove", "oven"]],
  [/sleep|nap|\bbed\b|rest\b|lie down/, ["bedroom", "bed"]],
  [/shower|bath|brush|teeth|toilet|wash up/, ["bathroom", "shower", "sink"]],
  [/writ|paper|thesis|essay|research|homework|stud/, ["desk", "library", "computer", "table"]],
  [/librar|read|book|novel/, ["library", "shelf", "book", "sofa", "college"]],
  [/class|lecture|seminar|exam|professor|campus/, ["college", "classroom", "school", "university", "library"]],
  [/grocer|shopping|\bbuy|purchase|medicine|pharmac|market/, ["market", "pharmacy", "store", "shelf", "grocery"]],
  [/supplies|supply|hardware|tool|paint/, ["supply", "store", "easel"]],
  [/beer|wine|drink|\bpub\b|\bbar\b|karaoke|open mic|sing/, ["pub", "bar", "microphone"]],
  // A walk goes wherever a village has to walk in: a park, a garden, a promenade along the sea, a beach.
  [/walk|stroll|jog|\brun|park|picnic|fresh air|exercise/, ["park", "garden", "promenade", "beach"]],
  [/garden|plant|flower/, ["garden"]],
  [/stream|gaming|\bgame|twitch|computer|email|code|program/, ["computer", "desk", "console"]],
  [/party|celebrat|decorat|valentine/, ["cafe", "pub", "common", "seating"]],
  [/\btv\b|television|movie|relax|unwind|socializ|friends|pool\b|billiard/, ["common", "sofa", "living", "tv", "pool"]],
  [/piano|music|guitar|compos/, ["piano", "music", "guitar"]],
  [/dress|clothes|outfit|change/, ["closet", "wardrobe"]],
  [/clean|tidy|dishes|wash/, ["sink", "kitchen"]],
  [/fridge|groceries away|grab a drink/, ["refrigerator", "fridge"]],
  [/serve|serving|cashier|register|order|counter|sell/, ["counter", "behind"]],
];

const STOP = new Set(
  ("the a an and or for with from into onto at in on of to by her his their its this that some while then about up " +
    "out off over own my your our before after until around every each day days time way bit short little new next " +
    "is are was be being when which who as it all most").split(" "),
);
/** Words of place names that say nothing about what is done there. */
const GENERIC_PLACE = new Set(["house", "apartment", "room", "area", "main", "place", "home", "building", "hall", "hallway"]);
const SUFFIXES = ["ings", "ing", "ery", "ers", "ian", "er", "ies", "ied", "es", "ed", "s", "y", "e"];

/** A word's light stem: "baking", "bakes", "bakery", "baker" -> "bak"; "shopping" -> "shop"; "studies" -> "stud". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  for (let round = 0; round < 2; round++) {
    const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss)$/.test(w)) w = w.slice(0, -1);
  }
  return w;
}

/** The stems of a text's content words, without the given words (names). */
export function stemsOf(text: string, drop: ReadonlySet<string> = new Set()): Set<string> {
  const words = text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];
  return new Set(words.filter((w) => !STOP.has(w) && !drop.has(w)).map(stem).filter((s) => s.length >= 3 && !drop.has(s)));
}

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((x) => b.has(x)).length;

/** Sleeping, waking, washing, dressing: at home. */
export const HOME_ACTIVITY =
  /\b(?:sleep|sleeping|asleep|nap|napping|bed|bedtime|shower|showering|bath|morning routine|wak(?:e|ing) up|get(?:ting)? (?:ready|dressed)|dressing|at home|home)\b/i;
/**
 * Meals, evenings, homework and a while of reading (a pupil's and a student's, not at a shut school or college at
 * night) at home unless the activity names a place.
 */
const AT_HOME = /\b(?:homework|reading for a while|breakfast|dinner|supper|relax(?:ing)?|unwind(?:ing)?|movie|tv|television|music|stream(?:ing)?|twitch|gaming|video games?|call(?:ing)? a friend|phone)\b/i;
/**
 * Work: done at the persona's workplace when no other place is named. Standing at (or behind) a counter or a register
 * is a shopkeeper's work: a usual plan rewritten item by item ("stand at the counter from 9:00 am to 8:00 pm") no
 * longer says where, but the persona's background does.
 */
const WORK = /\b(?:work|working|works|shift|job|office|customers?|serv(?:e|es|ing)|open(?:s|ing)?|clos(?:e|es|ing)|class(?:es)?|lecture|research|paper|study(?:ing)?|studies|teach(?:ing)?|shelv(?:e|es|ing)|catalogu(?:e|ing)|counter|register|till|shop ?keep(?:ing)?|(?:taking|ringing up|packing up) (?:orders|purchases))\b/i;

interface PersonaWords {
  name: string;
  firstName: string;
  learned: string;
  currently: string;
  lifestyle: string;
  dailyPlanReq: string;
}

const nameWords = (who: Pick<PersonaWords, "name">) => new Set(who.name.toLowerCase().split(/\s+/));

/** The words of a place's name that say what it is (no names of the persona, no generic place words). */
function placeStems(place: string, drop: ReadonlySet<string>): Set<string> {
  return new Set([...stemsOf(place, drop)].filter((s) => !GENERIC_PLACE.has(s)));
}

/**
 * The known place a text names: its full name ("Okafor Bakery", "the Rose and Crown Pub"), else the place with the
 * most of its own distinctive words in the text ("the bakery counter" -> Okafor Bakery). Undefined when none.
 */
export function namedPlace(text: string, places: readonly string[], drop: ReadonlySet<string>, prefer?: string): string | undefined {
  const lower = ` ${text.toLowerCase()} `;
  const full = places
    .filter((p) => new RegExp(`[^a-z]${escapeRegExp(p.toLowerCase().replace(/^the\s+/, ""))}[^a-z]`).test(lower))
    .sort((a, b) => b.length - a.length);
  if (full.length) return full[0];
  const own = new Map(places.map((p) => [p, placeStems(p, drop)]));
  const words = stemsOf(text, drop);
  let best: string[] = [];
  let bestScore = 0;
  for (const place of places) {
    const others = new Set(places.filter((p) => p !== place).flatMap((p) => [...own.get(p)!]));
    const score = overlap(new Set([...own.get(place)!].filter((s) => !others.has(s))), words);
    if (score > bestScore) [best, bestScore] = [[place], score];
    else if (score === bestScore && score > 0) best.push(place);
  }
  if (bestScore === 0) return undefined;
  return prefer && best.includes(prefer) ? prefer : best[0];
}

/**
 * The identity's clauses with the place each is about: a clause naming a place is about it, and the clauses after
 * it in the same sentence are too ("opens Hobbs Cafe at 8am, and works at the counter until 8pm").
 */
export function placesInIdentity(who: PersonaWords, places: readonly string[]): Array<{ place: string; clause: string }> {
  const drop = nameWords(who);
  const out: Array<{ place: string; clause: string }> = [];
  const texts = [who.dailyPlanReq, who.lifestyle, who.learned, who.currently];
  for (const sentence of texts.flatMap((t) => t.split(/(?<=[.;!?])\s+|\s*\d+\)\s*/))) {
    let current: string | undefined;
    for (const clause of sentence.split(/,\s*|\s+and\s+(?=[a-z]+s\b)|\s+when\s+/)) {
      // A clause about one's own rooms or home ("paints in her studio") is about no place here.
      if (/\b(?:her|his|their) (?:own )?(?:studio|room|house|home|apartment|flat|kitchen)\b|\bat home\b/i.test(clause)) {
        current = undefined;
        continue;
      }
      current = namedPlace(clause, places, drop) ?? current;
      if (current) out.push({ place: current, clause });
    }
  }
  return out;
}

/** Whether the persona is a visitor in a sector: not its home (its name in the sector's) nor a place its identity names. */
export function isVisitor(who: PersonaWords, sector: string): boolean {
  // A family's house named by its surname ("Pennock house", "Moreno's flat") is its members' home.
  if (sector.includes(who.name) || new RegExp(`\\b${escapeRegExp(who.name.split(/\s+/).at(-1)!)}(?:'s)?\\b`).test(sector)) return false;
  const drop = nameWords(who);
  if (namedPlace(who.learned, [sector], drop)) return false;
  const workClauses = [who.dailyPlanReq, who.currently].flatMap((t) => t.split(/[,.;]\s*|\s+and\s+/)).filter((c) => /\b(?:runs?|owns?|works?|opens?|manages?|serves?)\b/i.test(c));
  return !workClauses.some((c) => namedPlace(c, [sector], drop));
}

/** Where the persona works: the place its background names first, else the first its usual plan names. */
export function workplaceOf(who: PersonaWords, places: readonly string[]): string | undefined {
  const drop = nameWords(who);
  return namedPlace(who.learned, places, drop) ?? namedPlace(who.dailyPlanReq, places, drop);
}

export interface SectorChoice {
  who: PersonaWords;
  activity: string;
  sectors: readonly string[];
  livingSector: string;
  currentSector: string;
  /** Arenas the prompt shows for a sector (the living and the current one). */
  arenasOf(sector: string): readonly string[];
}

/** The sector the simulated model answers (see the rules above). */
export function fittingSector({ who, activity, sectors, livingSector, currentSector, arenasOf }: SectorChoice): string {
  const { main, sub } = activityParts(activity);
  const drop = nameWords(who);
  const named = namedPlace(main, sectors, drop, currentSector);
  if (named) return named;
  if (HOME_ACTIVITY.test(main)) return livingSector;
  const namedBySub = namedPlace(sub, sectors, drop, currentSector);
  if (namedBySub) return namedBySub;
  if (AT_HOME.test(main)) return livingSector;
  // A room of home or of here the activity names ("painting in her studio"): there.
  const rooms = [currentSector, livingSector].filter((s, i, all) => all.indexOf(s) === i);
  const byRoom = rooms.find((s) => arenasOf(s).some((arena) => overlap(placeStems(arena, drop), stemsOf(main, drop)) > 0));
  if (byRoom) return byRoom;
  // The identity ties the activity to a place ("eats lunch at Okafor Bakery most days").
  const words = stemsOf(main, drop);
  let tied: string | undefined;
  let tiedScore = 0;
  for (const { place, clause } of placesInIdentity(who, sectors)) {
    const score = overlap(words, new Set([...stemsOf(clause, drop)].filter((s) => !placeStems(place, drop).has(s))));
    if (score > tiedScore) [tied, tiedScore] = [place, score];
  }
  if (tied) return tied;
  const workplace = WORK.test(main) ? workplaceOf(who, sectors) : undefined;
  if (workplace) return workplace;
  // The place whose name (or known rooms) fits the activity (an owner's name says nothing: "Ryan Park's apartment" is
  // no park); among equals, go out rather than stay home, and stay where one is when that is out. Home is never kept
  // for being where one stands: the subtasks of one activity pass home on the way and must keep its place.
  const ranked = rankPlaces(main, sectors, (s) => `${withoutOwner(s)} ${arenasOf(s).map(withoutOwner).join(" ")}`, drop);
  if (ranked.length) {
    // Household things (a meal, tidying up) are done at home when home fits as well: not in the kitchen of the bakery
    // one stopped at for bread.
    if (HOUSEHOLD.test(main) && ranked.includes(livingSector)) return livingSector;
    if (ranked.includes(currentSector) && currentSector !== livingSector) return currentSector;
    return ranked.find((s) => s !== livingSector) ?? ranked[0]!;
  }
  return livingSector;
}

/** What a household does for itself: its meals and its chores. */
const HOUSEHOLD = /\b(?:tidy\w*|clean(?:s|ing)?|wash\w*|dishes|laundry|rubbish|cook\w*|breakfast|lunch|dinner|supper|meal|snack)\b/i;

/** A place's name without its owner's ("Ryan Park's apartment" -> "apartment"). */
const withoutOwner = (place: string): string => place.replace(/^.*'s\s+/, "");

/** The candidates best fitting an activity by shared words (2 each) and place hints (1 each); empty when none fits. */
function rankPlaces(activity: string, candidates: readonly string[], describe: (c: string) => string, drop: ReadonlySet<string>): string[] {
  const words = stemsOf(activity, drop);
  const lower = activity.toLowerCase();
  const hints = PLACE_HINTS.filter(([re]) => re.test(lower)).flatMap(([, kinds]) => kinds);
  let best: string[] = [];
  let bestScore = 0;
  for (const candidate of candidates) {
    const text = describe(candidate).toLowerCase();
    const score = 2 * overlap(placeStems(text, drop), words) + hints.filter((kind) => text.includes(kind)).length;
    if (score > bestScore) [best, bestScore] = [[candidate], score];
    else if (score === bestScore && score > 0) best.push(candidate);
  }
  return best;
}

/** Making a meal ("preparing the food", "making a quick breakfast"): done at a stove, not at a desk or an armchair. */
const MAKING_FOOD = /\b(?:prepar(?:e|es|ing) (?:the |a |some )?(?:food|meal|breakfast|lunch|dinner|supper)|mak(?:e|es|ing) (?:a |the )?(?:quick )?(?:breakfast|lunch|dinner|supper|meal))\b/i;

/** Which rooms an activity is done in (activity words -> room names). */
const ROOM_USES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:bak(?:e|es|ed|ing)\b|bread|dough|knead|oven|loaf|loaves|pastr|ingredient|cook|chop|stir|recipe|dish|fridge|refrigerator|flour|batch|tray)/i, /kitchen|cooking/i],
  // Making a meal is cooking, whatever the plan calls the meal ("having lunch (preparing the food)").
  [MAKING_FOOD, /kitchen|cooking/i],
  [/\b(?:customer|serv|order|counter|sell|register|cashier|till|display|open sign|door|greet|regulars|buy|choos|on offer|pay)/i, /shop|store|cafe|counter|floor|pub|bar/i],
  [/\b(?:sleep|bed|nap|dress|closet|clothes|wak|alarm|doz)/i, /bedroom|'s room$/i],
  [/\b(?:shower|bath|teeth|toilet|wash up|wash (?:the|her|his) face)/i, /bathroom/i],
  [/\b(?:paint|easel|brushes\b|canvas|watercolou?r|mix(?:ing)? colou?rs)/i, /studio/i],
  [/\b(?:book|read|shelv|librar|catalog|poetry|poem|stage|visitors)/i, /reading|library/i],
  [/\b(?:walk|bench|picnic|tree|flower|fresh air|stroll|sketch|park|stretch)/i, /lawn|park|garden|promenade|beach/i],
  // Chores about the house are done where there are surfaces to wipe and rubbish to take out, not in a bedroom.
  [/\b(?:tidy|tidying|sweep|wip(?:e|ing) (?:down )?the|rubbish|mop|dust(?:ing)?\b|cleaning (?:up|the house))/i, /kitchen|living|parlou?r/i],
  [/\b(?:class|lecture|seminar|exam)/i, /classroom/i],
  [/\b(?:pool|billiard|tv|sofa|friends|socializ)/i, /common|living/i],
  // A home without a kitchen cooks and eats in its living room or parlour (by the stove), not in a bedroom.
  [/\b(?:eat|meal|breakfast|lunch|dinner|snack|coffee|tea)\b/i, /kitchen|dining|cafe|pub|living|parlou?r/i],
];

/** Chores about the house and outings: nothing done at a bed (making the bed aside). */
const NOT_AT_A_BED = /\b(?:tidy|tidying|sweep(?:ing)?|wip(?:e|ing)|mop(?:ping)?|dust(?:ing)?|rubbish|cleaning|hoover(?:ing)?|vacuum(?:ing)?|walk(?:ing)?|stroll(?:ing)?|jog(?:ging)?|run(?:ning)?|errands?|fresh air|putting on shoes|warming up|heading (?:out|back))\b/i;

/** What a customer does at a counter. */
const CUSTOMER = /\b(?:pay(?:s|ing)?|buy(?:s|ing)?|choos(?:e|es|ing)|look(?:s|ing)? over|picking out|ordering (?:a|some|coffee|lunch)|ordering(?=\s*$)|stopping at|stops at)\b/i;

/** Which things an activity uses (activity words -> object names). */
const THING_USES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:sleep|nap|bed|doz|lie down|read(?:ing)? a few pages)/i, /\bbed\b/i],
  [/\b(?:dress|clothes|closet|outfit|chang)/i, /closet|wardrobe/i],
  [/\b(?:writ|notes|paper|essay|research|homework|stud|email|plan|list|letter|sort(?:ing)? the mail|accounts|budget)/i, /desk|table/i],
  [/\b(?:paint|brushes\b|easel|canvas|colou?r|sketch(?:es)? (?:into|onto))/i, /easel|paint/i],
  [/\b(?:bak(?:e|es|ed|ing)\b|oven|batch|tray|out to cool)/i, /oven|stove/i],
  [/\b(?:knead|dough|mix|shap|ingredient|flour|measur|weigh)/i, /kneading|flour|table|cooking/i],
  [/\b(?:wash|dishes|clean(?:ing)? the (?:bowls|trays|brushes|cups)|sink)/i, /sink/i],
  [/\b(?:tidy|tidying|sweep|wip(?:e|ing)|surfaces|rubbish|mop|dust(?:ing)?\b|cleaning things)/i, /table|counter|sink/i],
  [/\b(?:cook|stove|fry|boil|kettle)/i, /stove|cooking/i],
  [MAKING_FOOD, /stove|cooker|oven|hob|range|cooking/i],
  [/\b(?:eat|meal|breakfast|lunch|dinner|snack|coffee|sit(?:ting)? down)/i, /table|seating/i],
  [/\b(?:fridge|refrigerator|groceries away|drink|milk)/i, /refrigerator|fridge/i],
  [/\b(?:customer|serv|order|register|counter|cash|greet|sell|pay)/i, /counter|register/i],
  [/\b(?:display|arrang|restock|stock|shelves|shelf)/i, /display|shelf/i],
  [/\b(?:book|read|return|catalog|shelv)/i, /bookshelf|shelf|reading/i],
  [/\b(?:librar|check(?:ing)? out|visitor|desk work|sign[- ]up)/i, /librarian|desk/i],
  [/\b(?:poem|poetry|stage|perform|recit|rehears|microphone|sing)/i, /stage|microphone|piano/i],
  [/\b(?:walk|stroll|rest|bench|sit|sketch|draw|watch(?:ing)? the|people)/i, /bench/i],
  [/\b(?:picnic|lunch outside)/i, /picnic/i],
  [/\b(?:tree|shade)/i, /tree/i],
  [/\b(?:flower|garden|plant|weed)/i, /flower|garden/i],
  [/\b(?:shower|bath)/i, /shower/i],
  [/\b(?:teeth|face|hands)/i, /sink/i],
  [/\b(?:toilet)/i, /toilet/i],
  [/\b(?:tv|movie|watch|relax|sofa)/i, /tv|sofa|couch/i],
  [/\b(?:gam|stream|twitch|computer)/i, /console|computer|desk/i],
  [/\b(?:piano|music)/i, /piano/i],
  [/\b(?:pool|billiard)/i, /pool/i],
  [/\b(?:class|lecture|listen)/i, /student seating|seating/i],
  [/\b(?:teach|present)/i, /podium|blackboard/i],
];

/** Scores candidates against the main activity (weight 1) and the subtask (weight 3) by words and known uses. */
function scoreUses(main: string, sub: string, candidates: readonly string[], uses: ReadonlyArray<readonly [RegExp, RegExp]>, drop: ReadonlySet<string>) {
  const mainWords = stemsOf(main, drop);
  const subWords = sub === main ? new Set<string>() : stemsOf(sub, drop);
  return candidates.map((candidate) => {
    const own = placeStems(candidate, drop);
    let score = 2 * overlap(own, mainWords) + 3 * overlap(own, subWords);
    for (const [activity, thing] of uses) {
      if (!thing.test(candidate)) continue;
      if (activity.test(main)) score += 1;
      if (sub !== main && activity.test(sub)) score += 3;
    }
    return { candidate, score };
  });
}

/** The best-scoring candidate; ties keep the given order. */
function best(scored: ReadonlyArray<{ candidate: string; score: number }>): { candidate: string; score: number } {
  return scored.reduce((a, b) => (b.score > a.score ? b : a));
}

/** The arena of a sector the simulated model answers: the room the activity names or is done in; the persona's own. */
export function fittingArena(who: PersonaWords, activity: string, sector: string, arenas: readonly string[]): string {
  const { main, sub } = activityParts(activity);
  const drop = nameWords(who);
  const own = (arena: string) => arena.includes(who.name) || arena.includes(who.firstName);
  // A visitor keeps out of a place's kitchen (a customer eats and pays in the shop, not behind it); one who has a room
  // of one's own there lives there ("Ifeoma's room" of Harbour Row cottage) and cooks in its kitchen.
  const visitor = isVisitor(who, sector) && !arenas.some(own);
  // A step that needs a room of its own goes there ("taking a shower" in the bathroom, not at the bedroom's desk).
  const stepRoom = sub !== main ? new Set(scoreUses(sub, sub, arenas, ROOM_USES, drop).filter((c) => c.score >= 1).map((c) => c.candidate)) : new Set<string>();
  const scored = scoreUses(main, sub, arenas, ROOM_USES, drop).map(({ candidate, score }) => ({
    candidate,
    // One's own room for what is done at home; other people's rooms only when nothing else fits.
    score: score + (own(candidate) && HOME_ACTIVITY.test(main) ? 3 : 0) + (own(candidate) ? 0.5 : 0) - (visitor && /kitchen/i.test(candidate) ? 3 : 0) + (stepRoom.has(candidate) ? 3 : 0),
  }));
  const top = best(scored);
  if (top.score >= 1) return top.candidate;
  // Nothing fits in particular: one's own room, else any room but a bathroom (no breakfast at the bathroom sink).
  // A visitor, not in the kitchen (Tomas washed up after lunch in Okafor Bakery's kitchen).
  return arenas.find(own) ?? arenas.find((a) => !/bathroom|toilet|washroom/i.test(a) && !(visitor && /kitchen/i.test(a))) ?? arenas.find((a) => !/bathroom|toilet|washroom/i.test(a)) ?? arenas[0]!;
}

/**
 * The object of an arena the simulated model answers: the thing the subtask (else the activity) uses; the arena's
 * own name says nothing about its things ("baking in the kitchen" does not pick the kitchen sink).
 */
export function fittingObject(activity: string, objects: readonly string[], arena = "", who?: Pick<PersonaWords, "name">): string {
  const { main, sub } = activityParts(activity);
  // Nobody eats at a bed or a shower: a meal (and what goes with it) takes any other thing the arena has.
  if (/\b(?:eat|eats|eating|lunch|breakfast|dinner|meal|snack)\b/i.test(`${main} ${sub}`)) {
    const fit = objects.filter((o) => !/\b(?:bed|shower|toilet|bathtub)\b/i.test(o));
    if (fit.length && fit.length < objects.length) objects = fit;
  }
  // Nor are chores or a walk's steps done at a bed: they take any other thing the arena has (a wardrobe rather than
  // the bed of a room that has only the two).
  if (NOT_AT_A_BED.test(`${main} ${sub}`) && !/\bbed\b/i.test(sub)) {
    const fit = objects.filter((o) => !/\bbed\b/i.test(o));
    if (fit.length && fit.length < objects.length) objects = fit;
  }
  // Food is made at what cooks; in a room with nothing that cooks, at the fridge (the original's apartments have a
  // refrigerator and no stove), never at the desk.
  if (MAKING_FOOD.test(sub)) {
    const cooks = objects.filter((o) => /stove|cooker|oven|hob|range|cooking/i.test(o));
    const fridge = objects.filter((o) => /refrigerator|fridge/i.test(o));
    if (cooks.length) objects = cooks;
    else if (fridge.length) objects = fridge;
  }
  const drop = new Set([...(who ? nameWords(who) : []), ...arena.toLowerCase().split(/\s+/)]);
  // A customer (paying, choosing, buying, stopping in for bread) stands in front of a counter, not behind it, in
  // every step of the errand ("chatting briefly at the counter" of "stopping at Okafor Bakery for bread").
  const customer = CUSTOMER.test(sub) || CUSTOMER.test(main);
  const staffOnly = (o: string) => customer && /^behind\b/i.test(o);
  const top = best(scoreUses(main, sub, objects, THING_USES, drop).map((c) => ({ ...c, score: c.score - (staffOnly(c.candidate) ? 10 : 0) })));
  if (top.score > 0) return top.candidate;
  // Nothing in particular: somewhere to sit or work rather than a bed or a shower.
  return objects.find((o) => /desk|table|seating|bench|counter|sofa|chair/i.test(o) && !staffOnly(o)) ?? objects.find((o) => !staffOnly(o)) ?? objects[0]!;
}
