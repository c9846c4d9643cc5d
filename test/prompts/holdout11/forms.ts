/** Wrappers real models put around an answer in 2026, shared by this corpus's files (each says what it stands for). */

/** A DeepSeek R1 distill's reasoning in <think> tags, then the answer. */
export const think = (reasoning: string, answer: string): string => `<think>\n${reasoning}\n</think>\n\n${answer}`;

/** gpt-oss's harmony channels leaking through a server that does not parse them: analysis, then the final answer. */
export const harmony = (analysis: string, answer: string): string =>
  `<|channel|>analysis<|message|>${analysis}<|end|><|start|>assistant<|channel|>final<|message|>${answer}`;

/** Magistral's reasoning in [THINK] tags, then the answer. */
export const magThink = (reasoning: string, answer: string): string => `[THINK]${reasoning}[/THINK]\n${answer}`;

/** Ollama's command line printing a thinking model's reasoning ("Thinking... ...done thinking."), then the answer. */
export const ollamaThinking = (reasoning: string, answer: string): string => `Thinking...\n${reasoning}\n...done thinking.\n\n${answer}`;

/** The answer inside an XML-ish tag (<answer>, <final>, <result>). */
export const tag = (name: string, answer: string): string => `<${name}>\n${answer}\n</${name}>`;

/** The answer in a fenced block of `lang` (yaml, text, json, toml, or none). */
export const fence = (lang: string, answer: string): string => "```" + lang + "\n" + answer + "\n```";

/** The answer as a markdown blockquote (a chat front end quoting it). */
export const quote = (answer: string): string => answer.split("\n").map((l) => `> ${l}`).join("\n");

/** A Claude-style preamble line before the answer. */
export const preamble = (lead: string, answer: string): string => `${lead}\n\n${answer}`;

/** Windows line ends (a model served through a Windows tool). */
export const crlf = (answer: string): string => answer.replace(/\n/g, "\r\n");

/** A trailing run of spaces and blank lines (a quantised model that does not stop cleanly). */
export const trailing = (answer: string): string => `${answer}   \n\n\n`;

/** An end-of-turn token a local server left in the text. */
export const eot = (answer: string, token = "<|eot_id|>"): string => `${answer}${token}`;

/** Narrow no-break spaces before am/pm and thin spaces (a model trained on typeset text). */
export const narrow = (answer: string): string => answer.replace(/ (am|pm)\b/g, "\u202F$1");
