/**
 * One good answer as each of this corpus's styles sends it (plain, with its server's leftovers, in its wrappers),
 * for the prompts whose values are lists or objects; each case still says what a careful reader extracts.
 */
import type { TextCase } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, granitEnd, tag, think } from "./forms.js";

export function styled<V>(answer: string, value: V, reasoning: string): Array<TextCase<V>> {
  return [
    text("good", "mistral-medium-3", answer, value),
    text("good", "phi-4-mini", answer, value),
    text("good", "granite-4", answer, value),
    text("good", "glm-4.5", answer, value),
    text("good", "llama-4-maverick", answer + "\n", value),
    text("good", "deepseek-v3.1", answer, value),
    text("good", "gpt-4.1-nano", answer, value),
    text("good", "ernie-4.5", answer, value),
    text("good", "sarvam-m", answer, value),
    text("good", "deepseek-r1-distill", think(reasoning, answer), value),
    text("format", "glm-4.5", emptyThink(answer), value),
    text("format", "lm-studio-q5", eot(answer), value),
    text("format", "phi-4-mini", eot(answer, "<|end|>"), value),
    text("format", "granite-4", granitEnd(answer), value),
    text("format", "mistral-medium-3", fence("", answer), value),
    text("format", "llama-4-maverick", tag("answer", answer), value),
    text("format", "gpt-4.1-nano", crlf(answer), value),
  ];
}
