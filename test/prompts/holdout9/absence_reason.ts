import { absenceReasonPrompt } from "../../../prompts/experiment/absenceReason.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.absence_reason;
/** Halvard forgot. */
const forgot = { ...inputs, answer: "Was that Wednesday? Blast, I meant to go. Clean slipped my mind with the inspection." };
/** Halvard did not care to go. */
const bored = { ...inputs, answer: "Stars are Tobias's business. I see enough of the sky from the top station." };
/** Halvard never heard of it. */
const unknown = { ...inputs, answer: "An open night? First I've heard of it." };
const j = (reason: string) => JSON.stringify({ reason });

export default corpusOf({
  prompt: absenceReasonPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", j("conflict"), "conflict"),
    text("good", "command-r-plus", j("conflict") + "\n", "conflict"),
    text("good", "glm-4", j("conflict"), "conflict"),
    text("good", "internlm-2.5", j("forgot"), "forgot", { inputs: forgot }),
    text("good", "minicpm", j("not interested"), "not interested", { inputs: bored }),
    text("good", "falcon-3", j("did not know"), "did not know", { inputs: unknown }),
    text("good", "stablelm", j("conflict"), "conflict"),
    text("good", "zephyr", j("forgot"), "forgot", { inputs: forgot }),
    text("good", "openchat", j("not interested"), "not interested", { inputs: bored }),
    text("good", "gemini-2-flash", j("conflict") + "\n", "conflict"),
    text("good", "claude-3.5-haiku", `${j("conflict")}\n\nThe inspection kept him at the top station during the open night.`, "conflict"),
    text("good", "deepseek-r1-distill", think("The inspector kept him until after ten. Something else he had to do: conflict.", j("conflict")), "conflict"),
    text("format", "deepseek-r1-distill", unclosed("'Clean slipped my mind' — forgot.", j("forgot")), "forgot", { inputs: forgot }),
    text("format", "glm-4", tag("answer", j("conflict")), "conflict"),
    text("format", "internlm-2.5", `<response>${j("did not know")}</response>`, "did not know", { inputs: unknown }),
    text("format", "command-r-plus", fence("yaml", "reason: conflict"), "conflict"),
    text("format", "minicpm", fence("json", j("conflict")), "conflict"),
    text("format", "falcon-3", bom(j("conflict")), "conflict"),
    text("format", "stablelm", nbsp('{"reason": "not interested"}'), "not interested", { inputs: bored }),
    text("format", "zephyr", zws(j("conflict")), "conflict"),
    text("format", "openchat", smart('{"reason": "conflict"}'), "conflict"),
    text("format", "gemini-2-flash", "{reason: conflict}", "conflict"),
    text("format", "claude-3.5-haiku", '{"reason": "Conflict"}', "conflict"),
    text("format", "glm-4", '{"reason": "conflict: something else they are doing or must do at that time"}', "conflict"),
    text("format", "command-r-plus", '{"reason": "not_interested"}', "not interested", { inputs: bored }),
    text("format", "internlm-2.5", '{"reason": "didn\'t know"}', "did not know", { inputs: unknown }),
    text("format", "minicpm", JSON.stringify({ data: { reason: "conflict" } }), "conflict"),
    text("format", "stablelm", '{"reason": "conflict" or "forgot"}', "fallback"),
    text("format", "zephyr", '{"reason": "<one of the six>"}', "fallback"),
    text("refusal", "gemini-2-flash", "As an AI, I cannot infer people's motives.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nHalvard says the inspector kept him at the top station till after ten. Is that conflict? He had", "fallback"),
    text("format", "openchat", '{"reason": "conflicto"}', "conflict"),
  ],
  structured: [
    object("good", "valid", { reason: "conflict" }, "conflict"),
    object("good", "forgot", { reason: "forgot" }, "forgot", { inputs: forgot }),
    object("good", "not interested", { reason: "not interested" }, "not interested", { inputs: bored }),
    object("good", "did not know", { reason: "did not know" }, "did not know", { inputs: unknown }),
    object("string-value", "capitalised", { reason: "Conflict" }, "conflict"),
    object("renamed-field", "category", { category: "conflict" }, "conflict"),
    object("extra-field", "quote beside", { reason: "conflict", quote: "The inspector kept me" }, "conflict"),
    rawAnswer("format", "nested under response", JSON.stringify({ response: { reason: "conflict" } }), "conflict"),
    rawAnswer("format", "yaml", "reason: forgot", "forgot", { inputs: forgot }),
    rawAnswer("cut-off", "cut", '{"reason": "confl', "fallback", { finishReason: "length" }),
  ],
});
