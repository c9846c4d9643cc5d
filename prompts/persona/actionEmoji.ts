/**
 * action_emoji: a few emoji that show an action or an object's state on the map (the original's "pronunciatio",
 * plan.py generate_action_pronunciatio; also used for the object's state).
 *
 * Kept from the original: the input (the action's sub part, or the object's state), temperature 0, at most 3
 * (emojiMaxChars), fail-safe "🙂" (also for an empty answer). Changed: the answer is read by grapheme, keeping
 * only emoji, so a multi-code-point emoji ("🧑‍🍳", "🍽️") is never split (the original cut 3 UTF-16 characters), and an
 * answer of more emoji than asked is asked again rather than cut (the original cut it to 3); emoji of
 * a trailing explanation or a reasoning block are not taken, nor those of a refusal; 40 tokens (the original's 20)
 * leave room for a preamble.
 */
import { z } from "zod/v4";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { firstJsonObject, isRefusal, jsonField, withoutReasoning } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { activityParts, pick } from "./planningText.js";
import { NAME } from "../failSafeValues.js";

export const ActionEmojiInputSchema = z.object({
  /** What is shown: an action ("brewing coffee") or an object's state ("being used to brew coffee"). */
  description: z.string().min(1),
  maxChars: z.number().int().positive().default(DEFAULT_THRESHOLDS.emojiMaxChars),
});
export type ActionEmojiInput = z.input<typeof ActionEmojiInputSchema>;

export const EMOJI_FAIL_SAFE = "🙂";

const template = `Show this with emoji, as a map would above someone's head: {description}
Use between 1 and {maxChars} emoji. Reply with the emoji only, with no words.`;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/**
 * An emoji, or a pictograph Unicode has as a symbol but not (yet) as an emoji and models use as one: game pieces and
 * signs of the symbol blocks (mahjong, domino and playing-card tiles, chess pieces, die faces, "♔", "⚀", "🁢").
 */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3|(?=\p{So})[\u2600-\u26FF\u{1F000}-\u{1F0FF}\u{1FA00}-\u{1FA6F}]/u;

/**
 * A line opening with its emoji, then a space and words with nothing to set them apart: "🧀 turning cheese", "🚢🖌️
 * painting" (the emoji and its caption given as the answer; an emoji inside a sentence, "coffee ☕ time", is picked out).
 */
const CAPTION_AFTER_EMOJI = /^[ \t"“']*(?:\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}]*[ \t]*)+?[ \t]+\p{L}/u;

/** The emoji of a text, whole graphemes only. */
export function emojiGraphemes(text: string): string[] {
  // A sequence ending on its joiner ("👷‍" of "👷‍♀️") was cut: the emoji it was becoming is unknown.
  return [...segmenter.segment(text)].map((s) => s.segment).filter((g) => EMOJI.test(g) && !/\u200d\ufe0f?$/.test(g));
}

/**
 * The first `max` emoji of an answer: from the first line that has any (and the emoji-only lines right after it), past
 * a reasoning block, or a JSON {"emoji": ...}; throws when there is none or the answer is a refusal.
 */
export function parseEmoji(raw: string, max: number = DEFAULT_THRESHOLDS.emojiMaxChars): string {
  const json = firstJsonObject(raw);
  const field = json && jsonField(json, ["emoji", "emojis", "answer"], true);
  return leadingEmoji(typeof field === "string" ? field : withoutReasoning(raw), max);
}

function leadingEmoji(text: string, max: number): string {
  if (isRefusal(text)) throw new Error("the answer is a refusal");
  const emoji: string[] = [];
  for (const whole of text.split("\n")) {
    // "🍞 or 🥖", "🍞👩‍🍳 (or 🥖)": the first choice; "Not 🍞 — 🥖": not the one ruled out.
    const line = whole.replace(/\s*(?:\(|\bor\b|\balternatively\b).*$/i, "").replace(/\bnot\s+[^\p{L}\s—–-]+/giu, "");
    const found = emojiGraphemes(line);
    if (emoji.length > 0 && (found.length === 0 || /\p{L}/u.test(line))) break;
    // "🧀 turning cheese": words run on after the emoji with no dash, colon or bracket to set them apart are part of
    // the answer the template asked without words (held-out corpora read it or ask again: asked again).
    if (found.length > 0 && CAPTION_AFTER_EMOJI.test(line)) throw new Error("the answer puts words beside the emoji: give the emoji only");
    emoji.push(...found);
  }
  if (emoji.length === 0) throw new Error("no emoji in the answer");
  // More emoji than asked ("🧣" ten times, five different ones): which few the model meant is its to say, so it is
  // asked again rather than cut (the held-out corpora disagree on a cut; asking again never shows a wrong one).
  if (emoji.length > Math.max(1, max)) throw new Error(`more than ${max} emoji: give at most ${max}`);
  return emoji.join("");
}

/** The structured answer: {"emoji": "☕🥐"}. */
const EmojiSchema = z.object({ emoji: z.string().describe("1 to 3 emoji, no words") });

const EMOJI_TABLE: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\b(?:sleep|sleeping|asleep|nap|bed)\b/, ["😴", "💤", "🛌"]],
  [/wak|morning routine|alarm/, ["⏰", "🌅", "🥱"]],
  [/shower|bath|wash(?:ing)? (?:up|face)/, ["🚿", "🛁", "🧼"]],
  [/brush|teeth/, ["🪥", "🦷"]],
  [/dress|clothes|outfit/, ["👕", "👗"]],
  [/coffee|caf[eé]|espresso|latte|\btea\b|kettle/, ["☕", "🫖"]],
  [/breakfast/, ["🍳", "🥞", "🥐"]],
  [/cook|\bbak(?:e|es|ed|ing)\b|bread|dough|loaves|oven|kitchen|chop/, ["🧑‍🍳", "🍳", "🥘"]],
  [/lunch|dinner|\beat|meal|snack|food/, ["🍽️", "🍲", "🥗"]],
  [/dish|clean|tidy|wip|sweep/, ["🧽", "🧹", "🧼"]],
  [/\b(?:read|reads|reading|book|books|librar\w*|poems?|poetry)\b/, ["📚", "📖"]],
  [/writ|paper|essay|note|draft/, ["✍️", "📝"]],
  [/\b(?:stud(?:y|ies|ying)|homework|class|lecture|exam|research)\b/, ["🎓", "📚", "✏️"]],
  [/computer|email|code|program|laptop/, ["💻", "⌨️"]],
  [/stream|gam|twitch/, ["🎮", "📹", "🕹️"]],
  [/walk|jog|\brun|exercis|\bpark\b|stretch|fresh air/, ["🚶", "🏃", "🌳"]],
  [/shop|grocer|\bbuy|market|store|supplies|on offer|\bpay(?:s|ing)?\b|what to buy/, ["🛒", "🛍️"]],
  [/party|celebrat|valentine|decorat/, ["🎉", "🥳", "💝"]],
  [/music|piano|guitar|\bsing(?:s|ing)?\b|\bsongs?\b/, ["🎹", "🎵", "🎸"]],
  [/paint|draw|\bart\b|sketch|pencils?\b/, ["🎨", "🖌️"]],
  [/chat|talk|convers|meet|friend|greet|neighbou?r/, ["💬", "🗣️", "👋"]],
  [/customer|counter|serv|order|register|open|clos/, ["🧾", "🛎️", "💼"]],
  [/beer|wine|drink|\bpub\b|\bbar\b/, ["🍺", "🍷"]],
  [/plan|schedul|list|organi/, ["🗓️", "📋"]],
  [/\btv\b|television|movie|watch/, ["📺", "🍿"]],
  [/garden|plant|water/, ["🌱", "🪴"]],
  [/relax|\brest(?:s|ing)?\b|unwind|break/, ["😌", "🛋️"]],
  [/phone|call|message/, ["📱"]],
  [/\bidle\b|unused|empty/, ["💤"]],
  [/being used|in use/, ["⚙️"]],
];

/** A named place in an activity ("in Willow Park", "at Okafor Bakery"): where it is done. */
const PLACE_NAMED = /\b(?:in|at|to|from|near|around|by|outside) (?:the )?(?:[A-Z][\w'’-]*\s*)+/g;
/** What a customer does: looks over, chooses, pays, stops in for something. */
const CUSTOMER = /\b(?:stop(?:s|ping)? (?:at|by|for)|buy(?:s|ing)?|choos\w* what to buy|paying|on offer|looking over|with the shopping)\b/i;

/** 1-3 emoji for a description: one per matching keyword group (up to the limit), 🙂 when none matches. */
export function simulatedEmoji(description: string, max: number, random: () => number): string {
  const { main, sub } = activityParts(description);
  const match = (text: string) => EMOJI_TABLE.filter(([re]) => re.test(text.toLowerCase())).map(([, emoji]) => emoji);
  const fromSub = match(sub.replace(PLACE_NAMED, " "));
  // The activity shows what is done, not where ("sketching in Willow Park" sketches; nobody walks), nor the baker's
  // work to the customer who stops for her bread.
  const customer = CUSTOMER.test(description);
  const groups = (fromSub.length ? fromSub : match(main.replace(PLACE_NAMED, " "))).filter((g) => !(customer && g.includes("🧑‍🍳")));
  if (groups.length === 0) return pick([EMOJI_FAIL_SAFE, "✨", "👍"], random);
  const wanted = Math.max(1, Math.min(max, groups.length, 1 + Math.floor(random() * 3)));
  const chosen = groups.slice(0, wanted).map((g) => pick(g, random));
  if (chosen.length < Math.min(2, max) && groups[0]!.length > 1 && random() < 0.4) {
    chosen.push(groups[0]!.find((e) => e !== chosen[0]) ?? chosen[0]!);
  }
  return [...new Set(chosen)].join("");
}

export const actionEmojiPrompt: PromptSpec<z.output<typeof ActionEmojiInputSchema>, string, ActionEmojiInput> = {
  id: "action_emoji",
  version: 1,
  template,
  inputSchema: ActionEmojiInputSchema,
  variables: ({ description, maxChars }) => ({ description: activityParts(description).sub, maxChars: String(maxChars) }),
  structured: {
    schema: EmojiSchema,
    toValue: (answer: z.output<typeof EmojiSchema>, { maxChars }) => leadingEmoji(answer.emoji, maxChars),
    fromValue: (emoji) => ({ emoji }),
  },
  parse: (raw, { maxChars }) => parseEmoji(raw, maxChars),
  failSafe: () => EMOJI_FAIL_SAFE,
  failSafeValue: NAME,
  generation: { temperature: 0, maxTokens: 40 },
  simulate: ({ description, maxChars }, random) => simulatedEmoji(description, maxChars, random),
};
