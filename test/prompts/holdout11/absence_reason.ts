import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Reason = "conflict" | "forgot" | "not interested" | "no plan" | "did not know" | "other";
const inputs = INPUTS.absence_reason;
const forgot = { ...inputs, answer: "Oh no, was that Wednesday? I had it on the calendar and it went clean out of my head." };
const didNotKnow = { ...inputs, answer: "Nobody told me there was a meeting. First I've heard of it." };
const notInterested = { ...inputs, answer: "Committees aren't for me. I'll come and watch the dogs on Saturday, that's enough." };

export default corpusOf<Reason>({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    ...choiceCases<Reason>({
      field: "reason",
      right: "conflict",
      other: "other",
      why: "She was at band rehearsal at the same time, so something else clashed with the meeting.",
      translated: [
        ["gemini-2.5-flash", '{"reason": "conflicto"}', "conflict"],
        ["kimi-k2", '{"reason": "Konflikt"}', "conflict"],
        ["command-r", '{"reason": "conflit"}', "conflict"],
        ["llama-3.3-70b", '{"reason": "conflitto"}', "conflict"],
      ],
    }),
    text("good", "gpt-5-mini", '{"reason": "forgot"}', "forgot", { inputs: forgot }),
    text("good", "claude-haiku-4.5", '{"reason": "did not know"}', "did not know", { inputs: didNotKnow }),
    text("good", "qwen3-nothink", '{"reason": "not interested"}', "not interested", { inputs: notInterested }),
    text("format", "smollm3", '{"reason": "did_not_know"}', "did not know", { inputs: didNotKnow }),
    text("format", "ollama-q4", '{"reason": "not-interested"}', "not interested", { inputs: notInterested }),
    text("format", "kimi-k2", '{"reason": "Did Not Know"}', "did not know", { inputs: didNotKnow }),
    text("format", "gemma-3n", "conflict (band rehearsal)", "conflict"),
    text("format", "llama-3.3-70b", '{"reason": "conflict: band rehearsal"}', "conflict"),
  ],
  structured: [
    ...choiceObjects<Reason>({ field: "reason", right: "conflict", other: "other", why: "Band rehearsal clashed.", translated: [] }, "category"),
    { kind: "good", note: "forgot", answer: { reason: "forgot" }, expected: "forgot", inputs: forgot },
    { kind: "format", note: "snake_case", answer: { reason: "no_plan" }, expected: "no plan" },
  ],
});
