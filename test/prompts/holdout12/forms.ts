/**
 * Wrappers 2026's models and local servers put around an answer, shared by this corpus's files (each says what it
 * stands for). The wrappers of the earlier corpora are here too where this corpus's styles write them.
 */

/** A DeepSeek R1 distill's reasoning in <think> tags, then the answer. */
export const think = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n</think>\n\n${answer}`;

/** GLM-4.5 with thinking switched off: an empty <think></think> pair before the answer. */
export const emptyThink = (answer: string): string => `<think></think>\n${answer}`;

/** The answer inside an XML-ish tag (<answer>, <response>, <output>). */
export const tag = (name: string, answer: string): string => `<${name}>${answer}</${name}>`;

/** The answer in a fenced block of `lang` (json, text, python, or none). */
export const fence = (lang: string, answer: string): string => "```" + lang + "\n" + answer + "\n```";

/** An end-of-turn token a local server left in the text (LM Studio, llama.cpp): `<|im_end|>`, `<|end|>`, `</s>`. */
export const eot = (answer: string, token = "<|im_end|>"): string => `${answer}${token}`;

/** Granite 4's end-of-text token and a trailing newline left by a server that does not strip it. */
export const granitEnd = (answer: string): string => `${answer}<|end_of_text|>\n`;

/** A model echoing the start of the system prompt or the request before answering. */
export const echo = (echoed: string, answer: string): string => `${echoed}\n\n${answer}`;

/** The answer with a numbered footnote marker and the footnote under it (a model trained on cited answers). */
export const footnote = (answer: string, note: string): string => `${answer} [1]\n\n[1] ${note}`;

/** Qwen 2.5 Coder answering in code: the value assigned in a Python block. */
export const python = (name: string, value: string): string => fence("python", `${name} = ${value}\nprint(${name})`);

/** vLLM guided decoding's leftovers: the object, then a run of blank lines and spaces the grammar allowed. */
export const guidedTail = (json: string): string => `${json}\n\n\n\n   \n\n`;

/** Whitespace guided decoding emitted before the object (the grammar allows it). */
export const guidedHead = (json: string): string => `\n\n\n  ${json}`;

/** A markdown heading, then the answer. */
export const heading = (answer: string, title = "Answer"): string => `### ${title}\n\n${answer}`;

/** Windows line ends (a server on Windows). */
export const crlf = (answer: string): string => answer.replace(/\n/g, "\r\n");
