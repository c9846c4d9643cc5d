/**
 * A safety-tuned model's polite decline to speak of other people's minds (issue 24, held-out corpus 11): "I'm not
 * able to speak to someone's private feelings.", "I'm not comfortable summarising private conversations.", "I'd prefer
 * not to speculate about what a person found interesting." No apology, no "I can't", so the plain refusal forms miss
 * it; what gives it away is the model-speak object (someone's private feelings, what a person thinks, private
 * conversations), which a villager's line about a named neighbour does not use. Said with "I can't", only a guess or a
 * comment about real people or private relationships is one (round twenty).
 */

/** The decline itself: not able / not comfortable / would rather not, then a verb of telling or guessing. */
const DECLINE =
  String.raw`^(?:i(?:['’]m| am) not (?:able|comfortable|in a position|going)(?: to)?|i(?:['’]d| would) (?:prefer|rather|like) not(?: to)?|i(?:['’]ll| will) not|i(?:['’]d| would) rather not) ` +
  String.raw`(?:speak(?:ing)?|comment(?:ing)?|speculat(?:e|ing)|guess(?:ing)?|summari[sz](?:e|ing)|describ(?:e|ing)|discuss(?:ing)?|shar(?:e|ing)|characteri[sz](?:e|ing)|assum(?:e|ing)|infer(?:ring)?|report(?:ing)?|sa(?:y|ying))\b`;

/** What it declines to speak of, in a model's words for nobody in particular. */
const OTHERS_MINDS =
  String.raw`(?:\b(?:someone|somebody|a person|another person|other people|others|people|individuals|real people)(?:['’]s)?\b|\bprivate (?:feelings|thoughts|conversations?|matters|lives|life|exchanges|details)\b|\b(?:personal|inner) (?:feelings|thoughts|lives|life)\b)`;

const POLITE_DECLINE = new RegExp(`${DECLINE}[^.!?]{0,60}?${OTHERS_MINDS}`, "i");

/**
 * The same declined with "I can't": "I can't speculate about the private relationships of real people." Only with a
 * verb of guessing or commenting and an object no villager names a neighbour by (real people, private relationships),
 * since "I can't speak for other people" or "I can't say what people think" is a person's line too.
 */
const CANNOT_SPECULATE = new RegExp(
  String.raw`^i (?:can(?:not|['’]t)|am unable to|['’]m unable to) (?:speculate|comment|guess|make assumptions)\b[^.!?]{0,60}?` +
    String.raw`(?:\breal (?:people|persons|individuals)\b|\b(?:private|personal) (?:relationships?|lives|life|feelings|matters|conversations?)\b)`,
  "i",
);

/** Whether an answer's opening politely declines to speak of other people's minds or private talk. */
export function declinesToSpeakOfOthers(opening: string): boolean {
  const said = opening.trim();
  return POLITE_DECLINE.test(said) || CANNOT_SPECULATE.test(said);
}
