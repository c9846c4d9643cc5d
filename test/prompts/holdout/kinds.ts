/**
 * The classes of answers the held-out corpus stands for (issue 24), so the benchmark can count them. Every case
 * carries one `kind`; a case that shows two classes carries the one it was written for.
 */
export const KINDS = {
  good: "an ordinary good answer, in the model's own style (most answers real models give)",
  format: "a readable answer in a form the prompt did not ask for (markdown table, snake_case labels, fields out of order, JSON)",
  refusal: "a refusal, or the model confused about what is asked",
  "template-cut": 'a refusal to a template that ends mid-sentence ("it seems like the input was cut off")',
  "cut-off": "an answer cut off by the token cap (finish_reason \"length\", or only the text shows it)",
  label: 'a label or note kept around the value ("Insight 1:", "**Summary:**", a trailing "(This reflects ...)")',
  "sub-bullets": "sub-bullets under a list's items, which are no items of their own",
  "general-value": 'a general value beside the person\'s ("for most people a 3, but for Ada an 8")',
  "number-in-text": 'a number inside a justification or a time ("2pm", "4 days away") beside the value',
  "number-words": 'numbers written as words ("five in the morning", "a seven")',
  "batch-ids": "a batched answer to match by its ids and labels: numbered from 0, partial, unnumbered, out of order",
  "nested-json": "nested JSON where a phrase or a number was asked",
  "empty-list": '"none of them": an empty answer that is a real answer',
  "stage-reasoning": '"we are in stage 0, so the next stage is 1"',
  "second-person": "a whisper echoed back in the second person where a third-person statement is asked",
  brace: 'an answer that closes the template\'s brace or bracket itself ("Klaus Mueller\'s room}")',
  "string-value": 'strings for booleans and numbers ("false", "8")',
  placeholder: 'a placeholder of the template echoed back ("<name>", "[activity]")',
  ellipsis: 'nothing said: "..." or an empty line',
  "prefix-repeat": 'the prompt\'s prefix repeated ("conversing about conversing about")',
  zwj: "an emoji sequence cut inside a joined (ZWJ) sequence",
  loop: "a small model repeating itself",
  // structured mode
  "missing-field": "structured: a field left out",
  "extra-field": "structured: fields the schema does not have, beside the right ones",
  "renamed-field": "structured: the value under another name",
  malformed: "structured: not a JSON object at all (cut off, broken), or a field of the wrong type",
} as const;

export type Kind = keyof typeof KINDS;
