import { believabilityJudgePrompt } from "../../../prompts/experiment/believabilityJudge.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { choiceCases, choiceObjects } from "./choices.js";
import { INPUTS } from "./inputs.js";

type Pick = "first" | "second" | "tie";
const inputs = INPUTS.believability_judge;
const swapped = { ...inputs, first: inputs.second, second: inputs.first };
const same = { ...inputs, second: "Taking the trial entries and driving the minibus the long way round by Low Moor." };

export default corpusOf<Pick>({
  prompt: believabilityJudgePrompt,
  inputs,
  text: [
    ...choiceCases<Pick>({
      field: "more_believable",
      right: "first",
      other: "second",
      why: "The first answer names the trial entries and the Low Moor detour; the second is vague filler.",
      translated: [
        ["gemini-2.5-flash", '{"more_believable": "primera"}', "first"],
        ["kimi-k2", '{"more_believable": "erste"}', "first"],
        ["command-r", '{"more_believable": "première"}', "first"],
        ["qwen3-nothink", '{"more_believable": "第一个"}', "first"],
      ],
    }),
    text("good", "gpt-5-mini", '{"more_believable": "second"}', "second", { inputs: swapped }),
    text("good", "claude-haiku-4.5", '{"more_believable": "tie"}', "tie", { inputs: same }),
    text("format", "llama-3.3-70b", '{"more_believable": "1"}', "first"),
    text("format", "smollm3", '{"more_believable": "First answer"}', "first"),
    text("format", "gemma-3n", '{"more_believable": "the first one"}', "first"),
    text("format", "ollama-q4", '{"more_believable": "Answer 2"}', "second", { inputs: swapped }),
    text("format", "kimi-k2", "**First.** It is specific about the week; the second could be anyone.", "first"),
  ],
  structured: [
    ...choiceObjects<Pick>({ field: "more_believable", right: "first", other: "second", why: "Specific beats vague.", translated: [] }, "winner"),
    { kind: "good", note: "tie", answer: { more_believable: "tie" }, expected: "tie", inputs: same },
    { kind: "format", note: "number for first", answer: { more_believable: "1" }, expected: "first" },
  ],
});
