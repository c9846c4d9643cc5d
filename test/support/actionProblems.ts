/**
 * What a viewer of a simulated day trips over in where people are and what the map shows above them: a stop on the
 * way that fills an hour at a shop, an emoji that shows something else than the action (walking while sketching, a
 * guitar while choosing a book), and someone else's home used as one's own (Benedikt's flat slept in by Farid). Each
 * check returns the problems it finds, naming the person, the time and the place, so a failing whole-day test says
 * where to look. Written from what a viewer expects, not from the simulated model's own rules.
 */

/** One change of a person's action, as a run's timeline or movements record it. */
export interface ActionRow {
  time: string;
  persona: string;
  action: string;
  /** "world:sector:arena:object", or "<persona> ..." / "<waiting> ..." during chats and waits. */
  address: string;
  emoji?: string;
}

/** A stop made while going somewhere else ("stopping at Okafor Bakery for bread on her way home"). */
const ERRAND = /\b(?:stop(?:s|ping)? (?:at|by|in|off)|pop(?:s|ping)? (?:in|into|by|over)|drop(?:s|ping)? (?:off|by|in)|swing(?:s|ing)? by|(?:on|along) (?:her|his|their|my|the) way)\b/i;
/** Longest a stop on the way may take, all its steps together. */
const ERRAND_LONGEST_MINUTES = 30;

const minutesOf = (time: string) => {
  const [h = "0", m = "0"] = time.slice(11, 16).split(":");
  return Number(h) * 60 + Number(m);
};
const mainOf = (action: string) => action.replace(/\s*\([^()]*\)\s*$/, "").trim();
const placed = (row: ActionRow) => !row.address.startsWith("<");

/** Stops on the way that last longer than a stop takes: from their first step to the person's next other action. */
export function errandProblems(rows: readonly ActionRow[]): string[] {
  const problems: string[] = [];
  const byPerson = new Map<string, ActionRow[]>();
  for (const row of rows) if (placed(row)) byPerson.set(row.persona, [...(byPerson.get(row.persona) ?? []), row]);
  for (const [persona, own] of byPerson) {
    for (let i = 0; i < own.length; i++) {
      const errand = mainOf(own[i]!.action);
      if (!ERRAND.test(errand) || (i > 0 && mainOf(own[i - 1]!.action) === errand)) continue;
      const end = own.slice(i + 1).find((r) => mainOf(r.action) !== errand);
      if (!end || end.time.slice(0, 10) !== own[i]!.time.slice(0, 10)) continue;
      const minutes = minutesOf(end.time) - minutesOf(own[i]!.time);
      if (minutes > ERRAND_LONGEST_MINUTES) problems.push(`${persona} spends ${minutes} minutes on a stop on the way: "${errand}" from ${own[i]!.time.slice(11, 16)}`);
    }
  }
  return problems;
}

/** Emoji that show one kind of doing, and the words an action needs for them to fit it. */
const EMOJI_FITS: ReadonlyArray<readonly [readonly string[], RegExp]> = [
  [["🚶", "🏃"], /\b(?:walk\w*|stroll\w*|jog\w*|run|running|hik\w*|stretch\w*|exercis\w*|warm(?:ing)? up|fresh air|head(?:s|ing)? (?:out|back|home|over|off)|on (?:her|his|their|my|the) way)\b/i],
  [["🎹", "🎵", "🎸", "🎤"], /\b(?:music\w*|piano|guitar|sing|sings|singing|song\w*|concert|tune\w*|karaoke|open mic|band)\b/i],
  [["🧑‍🍳", "🍳", "🥘"], /\b(?:cook\w*|bak(?:e|es|ed|ing)|bread|dough|loaf|loaves|oven|kitchen|chop\w*|breakfast|food|meal|stove|knead\w*|flour|pastr\w*|recipe|fry\w*|lunch|dinner|trays?|catch|fish|galley)\b/i],
  [["😴", "💤", "🛌"], /\b(?:sleep\w*|asleep|nap\w*|bed|doz\w*|wak\w*|alarm|idle|unused|empty)\b/i],
  [["🛒", "🛍️"], /\b(?:shop\w*|grocer\w*|buy\w*|market|store|supplies|stock\w*|purchas\w*|errand\w*|on offer|pay\w*|order\w*|chandlery|auction)\b/i],
  [["🎨", "🖌️"], /\b(?:paint\w*|draw\w*|art\w*|sketch\w*|easel|canvas|colou?rs?|brush\w*|pencils?|shading|studio|exhibition|gallery)\b/i],
  [["📺", "🍿"], /\b(?:watch\w*|movie|tv|television|film|show)\b/i],
  [["🎮", "🕹️", "📹"], /\b(?:gam\w*|stream\w*|twitch)\b/i],
];

/** A place named in an action ("in Willow Park", "at Okafor Bakery"): where it is done, not what is done. */
const PLACE_PHRASE = /\b(?:in|at|to|from|near|around|by|outside) (?:the )?(?:[A-Z][\w'’-]*\s*)+/g;
/** A customer's doing: the cook's emoji are the baker's, not theirs. */
const CUSTOMER = /\b(?:stop(?:s|ping)? (?:at|by|for)|buy(?:s|ing)?|choos\w* what to buy|paying|on offer|looking over|picking out|with the shopping)\b/i;

/** Emoji shown for an action that show another kind of doing ("🚶" above someone sketching on a bench). */
export function emojiProblems(action: string, emoji: string | undefined): string[] {
  if (!emoji || /^💬/u.test(emoji)) return [];
  const words = action.replace(PLACE_PHRASE, " ");
  const problems: string[] = [];
  const graphemes = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(emoji)].map((g) => g.segment);
  for (const [shown, fits] of EMOJI_FITS) {
    for (const e of shown) {
      if (!graphemes.includes(e)) continue;
      const cookForCustomer = shown.includes("🧑‍🍳") && CUSTOMER.test(action) && !/\b(?:cook\w*|bak(?:e|es|ed|ing)|knead\w*)\b/i.test(action);
      if (!fits.test(words) || cookForCustomer) problems.push(`"${e}" shown for "${action}"`);
    }
  }
  return problems;
}

/** A home's sector and arena ("Net Loft flats:flat one") from a living area ("Saltmere:Net Loft flats:flat one"). */
const homeOf = (livingArea: string) => livingArea.split(":").slice(1, 3).join(":");
/** A place whose name says people live there. */
const DWELLING = /\b(?:house|home|flats?|apartments?|cottages?|bungalow|cabin|chalet|lodgings?|dorm|dormitory|co-living)\b/i;

/**
 * Rows where someone uses another person's home: the room or flat someone else lives in, or a house, flat or cottage
 * where others live and the person does not. `homes` maps each person to their living area ("world:sector:arena").
 */
export function othersHomeProblems(rows: readonly ActionRow[], homes: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    if (!placed(row) || !homes[row.persona]) continue;
    const [, sector = "", arena = ""] = row.address.split(":");
    const own = homeOf(homes[row.persona]!);
    const owners = Object.entries(homes).filter(([who]) => who !== row.persona).map(([who, home]) => [who, homeOf(home)] as const);
    const roomOf = owners.filter(([, home]) => home === `${sector}:${arena}` && home !== own).map(([who]) => who);
    const houseOf = owners.filter(([, home]) => home.split(":")[0] === sector && own.split(":")[0] !== sector && DWELLING.test(sector)).map(([who]) => who);
    const of = roomOf.length ? roomOf : houseOf;
    if (of.length) problems.push(`${row.persona} at ${row.time.slice(11, 16)} in ${of.join(" and ")}'s home: "${row.action}" at ${sector}:${arena}`);
  }
  return problems;
}

/** The step an action is at: its subtask ("preparing the food"), else the action itself. */
const stepOf = (action: string) => /\(([^()]*)\)\s*$/.exec(action)?.[1] ?? action;

/** Making food: cooking, preparing or making a meal, frying, boiling, chopping. Eating is not making it. */
const COOKING = /\b(?:cook(?:s|ing)?|prepar(?:e|es|ing) (?:the |a |some |her |his |their )?(?:food|meal|breakfast|lunch|dinner|supper)|mak(?:e|es|ing) (?:a |the )?(?:quick )?(?:breakfast|lunch|dinner|supper|meal|sandwich)|fry(?:ing)?|boil(?:ing)?|chopp(?:ing)?)\b/i;
/**
 * A room or a thing one can make food in or at; a fridge too (cold food: the original's apartments have a refrigerator
 * and no stove, and that map is not ours to change).
 */
const CAN_COOK = /\b(?:kitchen|kitchenette|galley|cooking|stove|oven|hob|cooker|range|grill|fireplace|hearth|microwave|toaster|barbecue|refrigerator|fridge)\b/i;

/** Food made where nothing can cook: "preparing the food" at a bedroom's closet, a flat's desk or armchair. */
export function cookingPlaceProblems(rows: readonly ActionRow[]): string[] {
  return rows.filter((row) => placed(row) && COOKING.test(stepOf(row.action)) && !CAN_COOK.test(row.address.split(":").slice(2).join(":")))
    .map((row) => `${row.persona} at ${row.time.slice(11, 16)} makes food where nothing cooks: "${row.action}" at ${row.address}`);
}

/** A chore of one's own household: cooking, washing up, tidying up, laundry, making the bed, the rubbish. */
const HOME_CHORE = /\b(?:wash(?:es|ing)? (?:up|the dishes|the cups|the plates|the pans)|(?:doing|drying) the dishes|laundry|making the bed|tidying up|taking out the rubbish|putting the groceries away)\b/i;

/**
 * Rows where someone does a chore of their household, or makes food, somewhere neither their home nor their
 * workplace (Tomas washing up in the bakery's kitchen). `workplaces` maps each person to the place they work, if any.
 */
export function choreAwayProblems(rows: readonly ActionRow[], homes: Readonly<Record<string, string>>, workplaces: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const step = stepOf(row.action);
    if (!placed(row) || !homes[row.persona] || !(HOME_CHORE.test(step) || COOKING.test(step))) continue;
    const sector = row.address.split(":")[1] ?? "";
    if (sector === homes[row.persona]!.split(":")[1] || sector === workplaces[row.persona]) continue;
    problems.push(`${row.persona} at ${row.time.slice(11, 16)} does a chore at ${sector}, neither home nor work: "${row.action}" at ${row.address}`);
  }
  return problems;
}

/** Night: every shop, school, office and market is shut, and a baker's day has not begun. */
const NIGHT_FROM = 22 * 60;
const NIGHT_UNTIL = 5 * 60;
const atNight = (minutes: number) => minutes >= NIGHT_FROM || minutes < NIGHT_UNTIL;
/** A place that keeps late hours by what it is (an inn, a pub, a bar). */
const OPEN_LATE = /\b(?:inn|pub|bar|tavern|club|hotel)\b/i;
/** A place without walls by what it is (a park, a promenade, a beach), open at any hour. */
const OPEN_AIR = /\b(?:park|promenade|beach|garden|green|square|lawn|quay|pier|sea wall)\b/i;

/**
 * Rows where someone is at night (22:00 to 05:00) in a place with walls that is nobody's home and keeps no late hours
 * (a shop, a market, a school, a library), with no reason to be there: only one's own workplace until midnight (a
 * librarian setting up an evening's event) is a reason. `homes` maps each person to their living area, `workplaces`
 * to where they work; `open` names the places without walls (a park, a promenade), where a late walk may go.
 */
export function closedPlaceProblems(rows: readonly ActionRow[], homes: Readonly<Record<string, string>>, places: { open?: readonly string[]; workplaces?: Readonly<Record<string, string | undefined>> } = {}): string[] {
  const homeSectors = new Set(Object.values(homes).map((home) => home.split(":")[1]));
  const problems: string[] = [];
  for (const row of rows) {
    const minutes = minutesOf(row.time);
    if (!placed(row) || !atNight(minutes)) continue;
    const sector = row.address.split(":")[1] ?? "";
    if (homeSectors.has(sector) || places.open?.includes(sector) || OPEN_LATE.test(sector) || OPEN_AIR.test(sector)) continue;
    if (sector === places.workplaces?.[row.persona] && minutes >= NIGHT_FROM) continue;
    problems.push(`${row.persona} at ${row.time.slice(11, 16)} in ${sector} when it is shut: "${row.action}"`);
  }
  return problems;
}

/** A wait described by joining the waiting words to a step that does not follow them. */
const BADLY_JOINED: ReadonlyArray<readonly [string, RegExp]> = [
  ["a wait before arriving, where the person already is", /\bwaiting (?:to start|before) (?:arriv|walking over|heading (?:over|in)|getting there)/i],
  ["'to start' a step that takes a moment", /\bto start (?:arriving|sitting down|deciding|finding|getting|stopping|finishing|leaving|heading|turning off|putting on)\b/i],
];

/** Texts built by joining two phrases that do not read together ("waiting to start arriving and finding a seat"). */
export function joinedTextProblems(action: string): string[] {
  return BADLY_JOINED.filter(([, re]) => re.test(action)).map(([what]) => `${what}: "${action}"`);
}
