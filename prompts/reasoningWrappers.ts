/**
 * Reasoning wrappers other than `<think>` (issue 24, held-out corpus 11): what a reasoning model's thinking looks like
 * when the serving stack passes it through instead of taking it off. Each is rewritten as a `<think>` block, so the one
 * place that reads reasoning blocks (answerText `withoutReasoning`, rawAnswer's clean-up) reads them all alike:
 *
 *   - Ollama's command line: "Thinking...\n<reasoning>\n...done thinking.\n\n<answer>".
 *   - Magistral (Mistral): "[THINK]<reasoning>[/THINK]<answer>".
 *   - gpt-oss's harmony channels: "<|channel|>analysis<|message|>...<|end|><|start|>assistant<|channel|>final<|message|>
 *     <answer>" (also with the special tokens dropped: "analysis...assistantfinal<answer>").
 *   - a labelled reasoning summary (Grok 3 mini's `reasoning_content` folded into the text by its server):
 *     "Reasoning: <reasoning>\n\nFinal answer: <answer>".
 *
 * Only the final answer is the answer. A wrapper whose final part never came (no "...done thinking.", no "[/THINK]",
 * no final channel) is a model stopped while thinking: it becomes an unclosed `<think>` whose thinking holds no blank
 * line, so no paragraph of it is taken for an answer, and the reading treats the answer as cut off (asked again).
 */

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";

/** Thinking never closed: kept as one paragraph so no part of it passes for the answer it never reached. */
function unclosed(before: string, thinking: string): string {
  return `${before}${THINK_OPEN}${thinking.replace(/\n[ \t]*\n/g, "\n")}`;
}

/** "Thinking...\n...\n...done thinking." at the start of the answer (Ollama's CLI, any thinking model). */
const OLLAMA_OPEN = /^\s*Thinking\.{3}[ \t]*\n/;
const OLLAMA_CLOSE = /\n[ \t]*\.{3}done thinking\.?[ \t]*(?:\n|$)/;

function ollamaThinking(text: string): string {
  const open = OLLAMA_OPEN.exec(text);
  if (!open) return text;
  const rest = text.slice(open[0].length);
  const close = OLLAMA_CLOSE.exec(rest);
  if (!close) return unclosed("", rest);
  return `${THINK_OPEN}${rest.slice(0, close.index)}${THINK_CLOSE}\n\n${rest.slice(close.index + close[0].length)}`;
}

/** "[THINK]...[/THINK]" (Magistral): the same block in square brackets. */
function bracketThinking(text: string): string {
  if (!/\[THINK\]/.test(text)) return text;
  const closed = text.replace(/\[THINK\]([\s\S]*?)\[\/THINK\]/g, (_, thinking: string) => `${THINK_OPEN}${thinking}${THINK_CLOSE}\n`);
  const open = closed.indexOf("[THINK]");
  return open < 0 ? closed : unclosed(closed.slice(0, open), closed.slice(open + "[THINK]".length));
}

/** One harmony message: "<|start|>assistant<|channel|>final<|message|>...", up to its end token or the text's end. */
const HARMONY_MESSAGE =
  /(?:<\|start\|>[ \t]*\w*[ \t]*)?<\|channel\|>[ \t]*(\w+)[^<]*(?:<\|constrain\|>[^<]*)?<\|message\|>([\s\S]*?)(?=<\|(?:end|return|call|start|channel)\|>|$)(?:<\|(?:end|return|call)\|>)?/g;
/** The same with the special tokens dropped by a server that decodes them as nothing. */
const BARE_HARMONY = /^\s*analysis(?=\S)([\s\S]*?)assistantfinal([\s\S]*)$/;
const BARE_HARMONY_CUT = /^\s*analysis(?=[A-Z])/;

function harmonyChannels(text: string): string {
  if (!text.includes("<|channel|>")) {
    const bare = BARE_HARMONY.exec(text);
    if (bare) return `${THINK_OPEN}${bare[1]}${THINK_CLOSE}\n\n${bare[2]!.trim()}`;
    // "analysisWe need to ..." with no final: a cut thought, but only when it also reads as harmony's run-together words.
    if (BARE_HARMONY_CUT.test(text) && /^\s*analysis(?:We|The|User|Need|Let|So|I)\b/.test(text)) return unclosed("", text.replace(/^\s*analysis/, ""));
    return text;
  }
  const before = text.slice(0, text.search(/(?:<\|start\|>[ \t]*\w*[ \t]*)?<\|channel\|>/));
  const thinking: string[] = [];
  let final: string | undefined;
  for (const message of text.matchAll(HARMONY_MESSAGE)) {
    const [, channel, content] = message;
    if (channel!.toLowerCase() === "final") final = content!.trim();
    else thinking.push(content!.trim());
  }
  if (final === undefined) return unclosed(before, thinking.join("\n"));
  const think = thinking.length ? `${THINK_OPEN}${thinking.join("\n")}${THINK_CLOSE}\n\n` : "";
  return `${before}${think}${final}`;
}

/** "Reasoning:" (or "Thought process:") opening the whole answer, bold or not. */
const REASONING_LABEL = /^\s*(?:\*\*)?(?:reasoning|thought process)(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*/i;
/** The "Final answer:" label opening a later line; the last one is the answer (reasoning may name the label). */
const FINAL_LABEL = /\n[ \t]*(?:#{1,3}[ \t]*)?(?:\*\*)?final answer(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*/gi;

function labelledReasoning(text: string): string {
  const open = REASONING_LABEL.exec(text);
  if (!open) return text;
  const rest = text.slice(open[0].length);
  const finals = [...rest.matchAll(FINAL_LABEL)];
  const final = finals[finals.length - 1];
  if (!final || final.index === undefined) return unclosed("", rest);
  const answer = rest.slice(final.index + final[0].length).trim();
  if (!answer) return unclosed("", rest);
  return `${THINK_OPEN}${rest.slice(0, final.index)}${THINK_CLOSE}\n\n${answer}`;
}

/** The answer with any of these wrappers written as `<think>` blocks; any other text as it is. */
export function withReasoningAsThinkTags(text: string): string {
  // Most answers carry none of them (the reading runs for every answer of a run).
  if (!/Thinking\.{3}|\[THINK\]|<\|channel\|>|^\s*analysis|^\s*(?:\*\*)?(?:reasoning|thought process)\b/i.test(text)) return text;
  return labelledReasoning(harmonyChannels(bracketThinking(ollamaThinking(text))));
}
