/**
 * Wrappers this corpus's models and servers put around an answer, shared by its files (each says what it stands for).
 * Written for this corpus: the models of 2026 that earlier corpora did not imitate, and the servers in front of them.
 */

/** A reasoning model's thoughts in <think> tags, then the answer (Nemotron Nano with "detailed thinking on", R1 distills). */
export const think = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n</think>\n\n${answer}`;

/** Nemotron Nano with "detailed thinking off": an empty think pair left before the answer. */
export const thinkOff = (answer: string): string => `<think>\n</think>\n\n${answer}`;

/** Claude Sonnet's habit with XML-ish tags: the answer in <answer> (or another tag) tags. */
export const tag = (name: string, answer: string): string => `<${name}>\n${answer}\n</${name}>`;

/** Claude Sonnet asked to think first: a <thinking> block, then the answer in <answer> tags. */
export const sonnetTags = (thinking: string, answer: string): string => `<thinking>\n${thinking}\n</thinking>\n\n<answer>\n${answer}\n</answer>`;

/** The answer in a fenced block of `lang` (json, text, or none). */
export const fence = (lang: string, answer: string): string => "```" + lang + "\n" + answer + "\n```";

/** Text Generation Inference with the stop sequence left in the text (`stop` returned with the answer). */
export const tgiStop = (answer: string, stop = "\nUser:"): string => `${answer}${stop}`;

/** An end-of-sequence token a server did not strip (`</s>`, `<|endoftext|>`, `<|im_end|>`, `<|eot_id|>`). */
export const eos = (answer: string, token = "</s>"): string => `${answer}${token}`;

/** Hermes 3 answering through a tool call it was never offered: the value in the call's arguments. */
export const toolCall = (name: string, args: Record<string, unknown>): string =>
  `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`;

/** Jamba's markdown habit: a heading, the answer, a closing sentence addressed to the user. */
export const jamba = (answer: string, closing: string, title = "Answer"): string => `## ${title}\n\n${answer}\n\n${closing}`;

/** Command A's bold lead label. */
export const boldLabel = (label: string, answer: string): string => `**${label}:** ${answer}`;

/** Grok 3 mini's leaked reasoning summary on a server that folds `reasoning_content` into the text. */
export const grokReasoning = (reasoning: string, answer: string): string => `Reasoning: ${reasoning}\n\nFinal answer: ${answer}`;

/** llama.cpp's grammar-constrained JSON: keys in schema order, no spaces, then the newline the grammar allows. */
export const grammarJson = (value: Record<string, unknown>): string => JSON.stringify(value) + "\n";

/** Guided decoding that kept emitting whitespace until the cap after a complete object. */
export const whitespaceTail = (json: string): string => `${json}\n \n \n \n \n \n`;

/** An Arabic answer wrapped in right-to-left marks (U+200F), as Jais writes it. */
export const rtl = (answer: string): string => `\u200f${answer}\u200f`;

/** A model echoing the template's last instruction line before the answer. */
export const echo = (echoed: string, answer: string): string => `${echoed}\n${answer}`;
