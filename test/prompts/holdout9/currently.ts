import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;
const S1 = "Halvard Quist is meeting the inspector at the top station at 8 am and is keeping the cliff railway shut until it is signed off; he is nervous about the inspection but glad the extra cars got everyone home after the landslip.";
const S2 = "Halvard Quist is spending the day with the railway inspector, starting at the top station at 8 am, and will keep the railway closed until the inspector signs it off.";
const S3 = "Halvard Quist is anxious about today's inspection, which starts at 8 am at the top station, and is keeping the railway shut until it passes.";
const S4 = "Halvard Quist is meeting the inspector at 8 am at the top station.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `Status: ${S1}`, S1),
    text("good", "command-r-plus", `Status: ${S2}\n`, S2),
    text("good", "glm-4", `Status: ${S3}`, S3),
    text("good", "internlm-2.5", `Status: ${S1}`, S1),
    text("good", "minicpm", `Status: ${S2}`, S2),
    text("good", "falcon-3", `Status: ${S3}`, S3),
    text("good", "stablelm", `Status: ${S4}`, S4),
    text("good", "zephyr", `Status: ${S1}`, S1),
    text("good", "openchat", `Status: ${S2}`, S2),
    text("good", "gemini-2-flash", `Status: ${S3}\n`, S3),
    text("good", "deepseek-r1-distill", think("Wednesday, inspection day. Meet the inspector at 8 at the top station. Nervous but glad about the extra cars.", `Status: ${S1}`), S1),
    text("format", "deepseek-r1-distill", unclosed("Third person, keep 8 am and the top station.", `Status: ${S2}`), S2),
    text("format", "glm-4", tag("answer", `Status: ${S3}`), S3),
    text("format", "internlm-2.5", `<response>${S1}</response>`, S1),
    text("format", "command-r-plus", fence("yaml", `status: "${S2}"`), S2),
    text("format", "minicpm", fence("text", `Status: ${S1}`), S1),
    text("format", "falcon-3", bom(`Status: ${S3}`), S3),
    text("format", "stablelm", nbsp(`Status: ${S2}`), S2),
    text("format", "zephyr", zws(`Status: ${S1}`), S1),
    text("format", "openchat", smart(`Status: "${S3}"`), S3),
    text("format", "gemini-2-flash", `**Status:** ${S1}`, S1),
    text("format", "claude-3.5-haiku", `Status: ${S2}\n\nLet me know if you'd like it shorter.`, S2),
    text("format", "glm-4", `{"data": {"status": "${S3}"}}`, S3),
    text("format", "command-r-plus", "Status: I am meeting the inspector at the top station at 8 am and keeping the railway shut until he signs it off.", "fallback"),
    text("format", "internlm-2.5", "Status: Halvard Quist está reuniéndose con el inspector en la estación superior a las 8 de la mañana.", "Halvard Quist está reuniéndose con el inspector en la estación superior a las 8 de la mañana."),
    text("format", "minicpm", "Status: Tobias Wendt is preparing the equinox open night at the observatory.", "fallback"),
    text("placeholder", "falcon-3", "Status: <status>", "fallback"),
    text("refusal", "zephyr", "I'm sorry, as an AI I cannot know Halvard's current status.", "fallback"),
    text("loop", "q2-8b", "Status: Halvard Quist is meeting the inspector. Halvard Quist is meeting the inspector. Halvard Quist is meeting the inspector. Halvard Quist is meeting the inspector. Halvard Quist is meeting the inspector.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe notes say he must meet the inspector at 8 am at the top station. And keep the railway shut. Feelings: nervous but", "fallback"),
    capped("openchat", "Status: Halvard Quist is meeting the inspector at the top station at 8 am and is keeping the cliff", "fallback"),
    text("ellipsis", "stablelm", "Status:", "fallback"),
  ],
  structured: [
    object("good", "valid", { status: S1 }, S1),
    object("good", "second", { status: S2 }, S2),
    object("good", "short", { status: S4 }, S4),
    object("renamed-field", "currently", { currently: S3 }, S3),
    object("extra-field", "date beside", { date: "2027-09-22", status: S1 }, S1),
    object("format", "label kept", { status: `Status: ${S2}` }, S2),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { status: S1 } }), S1),
    rawAnswer("format", "yaml", `status: "${S3}"`, S3),
    rawAnswer("cut-off", "cut", `{"status": "${S1.slice(0, 70)}`, "fallback", { finishReason: "length" }),
    object("refusal", "someone else", { status: "Rosalind Okafor is pressing cider for the fair." }, "fallback"),
  ],
});
