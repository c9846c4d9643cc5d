/**
 * MetaGPT `CodeParser.parse_code`, which its tutorial actions use on what `_aask` returns: the code of the first
 * fenced block (of the language asked for, when one is), else the whole text (taken as code, as MetaGPT did).
 * Changed: a fence a cut-off answer left open still gives its code, and the text's surrounding blank space is trimmed.
 */
import { escapeRegExp } from "../../prompts/answerText.js";

/** The code of a model's answer: the first fenced block (of the language given, if any), else the text. */
export function parseCode(text: string, lang = ""): string {
  const info = lang ? `${escapeRegExp(lang)}\\b` : "";
  const closed = new RegExp("```" + info + "[^\\n]*\\n([\\s\\S]*?)\\n?[ \\t]*```", "i").exec(text);
  if (closed) return closed[1]!.replace(/\s+$/, "");
  const open = new RegExp("```" + info + "[^\\n]*\\n([\\s\\S]*)$", "i").exec(text);
  if (open) return open[1]!.replace(/\s+$/, "");
  return text.trim();
}

/** MetaGPT's `CodeParser` shape: `CodeParser.parseCode({ text, lang })`. */
export const CodeParser = {
  /** The code of a model's answer (see `parseCode`), with MetaGPT's keyword arguments as one object. */
  parseCode: ({ text, lang = "" }: { text: string; lang?: string }): string => parseCode(text, lang),
};
