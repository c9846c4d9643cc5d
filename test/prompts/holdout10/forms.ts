/** Wrappers real models put around an answer, shared by this corpus's files (each says what it stands for). */

/** A reasoning model's reasoning in <think> tags, then the answer. */
export const think = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n</think>\n\n${answer}`;

/** The same, with the tag never closed (the reasoning runs straight into the answer). */
export const unclosed = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n\n${answer}`;

/** The answer inside an XML-ish tag (<answer>, <response>, <output>). */
export const tag = (name: string, answer: string): string => `<${name}>${answer}</${name}>`;

/** The answer in a fenced block of `lang` (yaml, text, json, or none). */
export const fence = (lang: string, answer: string): string => "```" + lang + "\n" + answer + "\n```";

/** A byte-order mark before the answer (a server that forwards one). */
export const bom = (answer: string): string => "\uFEFF" + answer;

/** Non-breaking spaces for the answer's spaces (a model trained on scraped HTML). */
export const nbsp = (answer: string): string => answer.replace(/ /g, "\u00A0");

/** A zero-width space after the first word. */
export const zws = (answer: string): string => answer.replace(" ", "\u200B ");

/** Smart quotes for straight ones. */
export const smart = (answer: string): string => answer.replace(/"([^"]*)"/g, "\u201C$1\u201D").replace(/'/g, "\u2019");

/** The answer as an HTML paragraph (a chat front end that returns HTML). */
export const html = (answer: string): string => `<p>${answer}</p>`;

/** LaTeX's boxed final answer (a maths-tuned model). */
export const boxed = (answer: string): string => `\\boxed{${answer}}`;

/** Full-width digits and letters for ASCII ones (a CJK keyboard's output). */
export const fullWidth = (answer: string): string => answer.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** A markdown heading, then the answer. */
export const heading = (answer: string, title = "Answer"): string => `### ${title}\n\n${answer}`;

/** A Qwen 3 answer with thinking on: reasoning in <think> tags, then the answer. */
export const qthink = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n</think>\n\n${answer}`;
