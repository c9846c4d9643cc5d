import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;
const S1 = "Beatriz Lindqvist is closing the causeway gate at 5:30 pm tonight before the spring tide floods the road, and is pleased that the regatta entries for Saturday are all in.";
const S2 = "Beatriz Lindqvist is watching the spring tide, which floods the causeway this evening; she will close the causeway gate at 5:30 pm and then finish the regatta moorings plan.";
const S3 = "Beatriz Lindqvist is on edge about tonight's spring tide and will shut the causeway gate at 5:30 pm.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", `Status: ${S1}`, S1),
    text("good", "gemma-3", `Status: ${S2}\n`, S2),
    text("good", "phi-4", `Status: ${S3}`, S3),
    text("good", "deepseek-v3", `Status: ${S1}`, S1),
    text("good", "mixtral", ` Status: ${S2}`, S2),
    text("good", "olmo-2", `Status: ${S3}`, S3),
    text("good", "yi-34b", `Status: ${S1}`, S1),
    text("good", "hermes", `Status: ${S2}`, S2),
    text("good", "aya", `Status: ${S1}`, S1),
    text("good", "gpt-4o-mini", `Status: ${S1}`, S1),
    text("format", "qwq", `Okay, so the status for Wednesday. Her note says she must close the causeway gate at 5:30 pm tonight. She's anxious about the tide, pleased about the entries. Third person, keep the time.\n\nStatus: ${S1}`, S1),
    text("format", "deepseek-v3", `**Status:** ${S2}`, S2),
    text("format", "mixtral", `Status: ${S3}</s>`, S3),
    text("format", "llama-3.3-70b", `Status: ${S1}<|eot_id|>`, S1),
    text("format", "olmo-2", `Assistant: Status: ${S3}`, S3),
    text("format", "phi-4", S2, S2),
    text("format", "hermes", `Status: ${S3}\\n`, S3),
    text("format", "gemma-3", "Status: Beatriz Lindqvist is closing the causeway gate at 17:30:00 before the spring tide floods the road.", "Beatriz Lindqvist is closing the causeway gate at 17:30:00 before the spring tide floods the road."),
    text("format", "yi-34b", `Status: ${S3}\n\nUser: What about Desmond?\nAssistant: Status: Desmond Achterberg is fitting the last plank.`, S3),
    text("format", "aya", "Status: Beatriz Lindqvist fecha o portão do caminho às 17h30 antes da maré viva.", "Beatriz Lindqvist fecha o portão do caminho às 17h30 antes da maré viva."),
    text("second-person", "mixtral", "Status: You are closing the causeway gate at 5:30 pm tonight.", "fallback"),
    text("placeholder", "olmo-2", "Status: <status>", "fallback"),
    text("refusal", "aya", "I'm sorry, I cannot write a status for a real person.", "fallback"),
    capped("llama-3.3-70b", "Status: Beatriz Lindqvist is closing the causeway gate at", "fallback"),
    capped("qwq", "Okay, so Beatriz's status today. Her notes say close the causeway gate at 5:30. Anxious about the tide. The regatta entries are in. So the status should mention", "fallback"),
    text("good", "qwq", `Okay, keep the 5:30 pm gate from the note.\n\nStatus: ${S3}`, S3),
    text("good", "phi-4", `Status: ${S1}`, S1),
    text("good", "gemma-3", `Status: ${S3}`, S3),
  ],
  structured: [
    object("good", "valid", { status: S1 }, S1),
    object("good", "short", { status: S3 }, S3),
    object("format", "label inside", { status: `Status: ${S3}` }, S3),
    object("renamed-field", "currently", { currently: S2 }, S2),
    object("extra-field", "mood beside", { status: S3, mood: "anxious" }, S3),
    object("ellipsis", "empty", { status: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ status: S1 }).repeat(2), S1),
    rawAnswer("cut-off", "cut", '{"status": "Beatriz Lindqvist is clos', "fallback", { finishReason: "length" }),
  ],
});
