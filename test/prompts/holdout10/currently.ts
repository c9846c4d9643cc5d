import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;
const S = "Jozef Brink is taking the sails off the stocks by 8 am so the millwright can fit the new cloths today, and is keeping the mill stopped all day. He is uneasy about strangers on his cap but glad Ines got his flour across before the water rose.";
const S2 = "Jozef Brink has the mill stopped all day for the millwright, who fits the new sail cloths after Jozef takes the old sails off by 8 am.";
const S3 = "Jozef Brink is up early to strip the sails by 8 am for the millwright's new cloths, grumbling about strangers on his cap while the mill stands still all day.";
const VI = "Jozef Brink tháo cánh buồm trước 8 giờ sáng để thợ cối xay lắp vải buồm mới, và cối xay dừng cả ngày.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", `Status: ${S}`, S),
    text("good", "llama-4-scout", `Status: ${S}\n`, S),
    text("good", "granite-3", `Status: ${S2}`, S2),
    text("good", "nemotron", `Status: ${S3}`, S3),
    text("good", "hermes-3", `Status: ${S}`, S),
    text("good", "aya-expanse", `Status: ${S2}`, S2),
    text("good", "phi-4", `Status: ${S3}`, S3),
    text("good", "deepseek-v3", S, S),
    text("good", "olmo-2", `Status: ${S2}`, S2),
    text("good", "gemma-3", `Status: ${S}`, S),
    text("good", "qwen3-think", qthink("Wednesday: millwright day. Sails off by 8am, mill stopped all day. Third person.", `Status: ${S2}`), S2),
    text("format", "gemma-3", `**Status:** ${S}`, S),
    text("format", "olmo-2", `Status: "${S2}"`, S2),
    text("format", "mistral-small-3", `### Status\n${S3}`, S3),
    text("format", "llama-4-scout", heading(`Status: ${S}`), S),
    text("format", "granite-3", html(`Status: ${S2}`), S2),
    text("format", "nemotron", fence("", `Status: ${S3}`), S3),
    text("format", "hermes-3", tag("status", S), S),
    text("format", "phi-4", `status = ${S2}`, S2),
    text("format", "aya-expanse", `Status: ${VI}`, VI),
    text("format", "deepseek-v3", `Status: ${S}\n\nI hope this captures his day!`, S),
    text("prefix-repeat", "olmo-2", `Status: Status: ${S2}`, S2),
    text("second-person", "gemma-3", "Status: You must have the sails off the stocks by 8 am so the millwright can fit the new cloths.", "fallback"),
    text("second-person", "hermes-3", "Status: I must have the sails off by 8 am for the millwright and keep the mill stopped all day.", "fallback"),
    text("placeholder", "llama-4-scout", "Status: <status>", "fallback"),
    text("refusal", "safety-tuned", "I can't write a status about a real person's day.", "fallback"),
    text("loop", "q3-3b", "Status: Jozef is busy. Jozef is busy. Jozef is busy. Jozef is busy. Jozef is busy. Jozef is busy. Jozef is busy.", "fallback"),
    capped("nemotron", "Status: Jozef Brink is up early to strip the sails by 8 am for the", "fallback"),
    text("ellipsis", "q3-3b", "Status: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { status: S }, S),
    object("good", "short", { status: S2 }, S2),
    object("renamed-field", "currently", { currently: S }, S),
    object("extra-field", "date beside", { date: "2028-03-15", status: S3 }, S3),
    rawAnswer("format", "python dict", `{'status': "${S}"}`, S),
    rawAnswer("cut-off", "cut", '{"status": "Jozef Brink is taking the sails off the', "fallback", { finishReason: "length" }),
    object("second-person", "first person", { status: "I am taking the sails off by 8 am for the millwright." }, "fallback"),
  ],
});
